"""What the engine exports for the app and the log (issue 9, item 5): phase names,
call words, a round's places, colour and suit names, plain card labels."""

from __future__ import annotations

import pytest

from uno_tui.engine import (
    CALL_WORDS,
    COLOUR_NAMES,
    SUIT_NAMES,
    SUIT_SYMBOLS,
    Game,
    Phase,
    card_label,
    load_ruleset,
)


def test_phase_members_equal_their_plain_names():
    game = Game.new(load_ruleset("official"), ["Ann", "Ben"], seed=1)
    assert game.phase in set(Phase)
    assert Phase.PLAY == "play" and Phase("stack") is Phase.STACK
    assert {str(p) for p in Phase} >= {"play", "drawn", "challenge", "stack", "skipped"}


@pytest.mark.parametrize(
    ("ruleset", "words"),
    [("official", ("uno", None)), ("page-one", ("pageone", "stop"))],
)
def test_call_words_per_ruleset(ruleset, words):
    rules = load_ruleset(ruleset)
    assert CALL_WORDS[rules.calls] == words
    assert Game.new(rules, ["Ann", "Ben"], seed=1).calls == words


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("R5", "R 5"),
        ("G-skip", "G Skip"),
        ("B-rev", "B Rev"),
        ("Y+2", "Y +2"),
        ("W", "Wild"),
        ("W+4", "Wild +4"),
        ("W+4>G", "Wild +4"),
        ("W-swap", "Swap"),
        ("6C", "6 ♣"),
        ("10H", "10 ♥"),
        ("JOKER", "Joker"),
        ("nonsense", "nonsense"),
    ],
)
def test_card_label(text, label):
    assert card_label(text) == label


def test_colour_and_suit_names():
    assert COLOUR_NAMES["G"] == "green" and SUIT_NAMES["C"] == "clubs"
    assert set(SUIT_SYMBOLS) == set(SUIT_NAMES)


def test_round_order_is_finishing_order_then_points_held():
    rules = load_ruleset("official")
    hands = [["R1"], ["W+4", "R9"], ["G2", "G3"]]
    game = Game.from_position(rules, ["Ann", "Ben", "Cat"], hands, ["R5"], ["Y1", "Y2"])
    assert game.round_order() == [0, 2, 1]
    game.move("play R1")
    assert game.round_over and game.round_order()[0] == 0
