"""Events as data (issue 22): every kind has its sentence in one table, every sentence
names only fields `describe` fills, and the app's and tests' string comparisons hold."""

from __future__ import annotations

import string

import pytest
from support.positions import official, position

from uno_tui.engine import Event, EventKind, LegalMove, Move, describe, format_move, parse_move
from uno_tui.engine.events import SENTENCES, card_count, sentence_key

FIELDS = {"who", "whom", "cards", "seating", "colour", "count", "n_cards"}
NAMES = ["Ann", "Ben", "Cat"]


def test_every_kind_has_a_sentence_and_every_sentence_a_kind():
    kinds = {str(k) for k in EventKind}
    keys = {str(key).split("/")[0] for key in SENTENCES}
    assert keys == kinds
    for kind in EventKind:
        assert describe(Event(kind, 0, ("R5",), 2, "R", 1), NAMES), kind


@pytest.mark.parametrize("key", sorted(map(str, SENTENCES)))
def test_sentences_use_only_known_fields(key):
    used = {f for _, f, _, _ in string.Formatter().parse(SENTENCES[key]) if f}
    assert used <= FIELDS, used - FIELDS


def test_kinds_are_the_plain_strings():
    event = Event(EventKind.TURN_UP, 0, ("R5",), 5)
    assert event.kind == "turn-up" and event.kind in ("turn-up",) and f"{event.kind}" == "turn-up"
    assert EventKind("play") is EventKind.PLAY


def test_variants_and_privacy():
    draw = Event(EventKind.DRAW, 1, ("R5", "G2"), 2)
    assert describe(draw, NAMES) == "Ben draws 2 cards."
    assert describe(draw, NAMES, viewer=1) == "Ben draws R5, G2."
    assert sentence_key(Event(EventKind.REVERSE, count=-1), None) == "reverse/counter-clockwise"
    assert describe(Event(EventKind.PLAY, 0, ("W",), colour="G"), NAMES) == (
        "Ann plays W and chooses green."
    )
    assert describe(Event(EventKind.KEEP, 2, private_to=2), NAMES) is None
    assert describe(Event(EventKind.PASS, 0, count=25), NAMES) == (
        "Ann holds 25 cards, the hand limit, and passes."
    )
    assert card_count(1) == "1 card" and card_count(0) == "0 cards"


def test_listed_moves_are_values_that_read_as_their_text():
    game = position(official(), [["R1", "W", "Y3"], ["B4", "B5"]], ["R9"], ["G7", "G8"])
    values = game.legal_move_values()
    assert values == game.legal_moves() and game.view(0).legal_moves == tuple(values)
    wild = next(m for m in values if m.startswith("play W"))
    assert isinstance(wild, LegalMove) and wild.seat == 0
    assert wild.move == Move("play", ("W",), "R") and wild.split() == ["play", "W", "red"]
    assert format_move(wild.move) == wild
    for text in ("draw", "catch 2", "colour blue", "choose 7", "play R5 red uno", "jumpin R5 R5"):
        assert parse_move(format_move(parse_move(text))) == parse_move(text), text
    game.move(values[0])
    assert game.log[-1].move == values[0] and game.log[-1].by == 0
    ben = game.legal_move_values(1)[0]
    game.move(ben.move, by=1)  # a Move value is accepted as well
    assert game.log[-1].by == 1 and game.log[-1].move == ben


def test_each_round_says_who_deals():
    game = position(official(target_score=500), [["R1"], ["B4", "B5"]], ["R9"], ["G7", "G8"])
    game.move("play R1")
    assert game.round_over
    events = game.next_round()
    assert events[0].kind == EventKind.DEALER and events[0].player == game.dealer
    assert describe(events[0], game.players) == f"{game.players[game.dealer]} deals."
