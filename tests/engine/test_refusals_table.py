"""Refusals as data (issue 22): a refused move carries a reason (a code and its values)
and its sentence comes from one table (engine/refusals.py REFUSALS)."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from support.positions import official, position

import uno_tui.engine
from uno_tui.engine import IllegalMove, Phase
from uno_tui.engine.refusals import REFUSALS, Refusal, refuse

ENGINE = Path(uno_tui.engine.__file__).parent
SOURCE = "\n".join(p.read_text() for p in ENGINE.rglob("*.py"))
# Codes named in the engine: refuse("code"), a turn problem's "do/..." action, and
# the "waiting/<phase>" code made from the phase.
NAMED = set(re.findall(r'refuse\(\s*"([a-z0-9/-]+)"', SOURCE)) | set(
    re.findall(r'"(do/[a-z-]+)"', SOURCE)
)
WAITING = {f"waiting/{p}" for p in Phase}


def test_every_code_the_engine_names_has_a_sentence():
    assert NAMED - set(REFUSALS) == set()


def test_every_sentence_is_used():
    dynamic = WAITING | {"word/colour", "word/suit", "call-one", "call-out", "call-nothing"}
    dynamic |= {"call-one-and-out", "wild-suit", "wild-colour", "not-wild-suit", "waiting/suit"}
    dynamic |= {"mismatch", "mismatch-wild", "mismatch-suit", "mismatch-wild-suit"}
    dynamic |= {"mismatch-suit-no-wild", "mismatch-no-wild"}
    unused = set(REFUSALS) - NAMED - dynamic
    assert unused == set()


def test_a_phase_the_game_waits_in_has_its_sentence():
    over = {"round-over", "game-over"}
    assert {f"waiting/{p}" for p in Phase if p not in over} - {"waiting/out"} <= set(REFUSALS)


@pytest.mark.parametrize("code", sorted(REFUSALS))
def test_sentences_name_only_values(code):
    fields = {f for _, f, _, _ in string.Formatter().parse(REFUSALS[code]) if f}
    values = {f: "x" for f in fields}
    assert refuse(code, **values).sentence()


def test_a_refused_move_carries_its_reason_and_values():
    game = position(official(), [["R1", "G2", "Y3"], ["B4", "B5"]], ["B9"], ["G7"])
    with pytest.raises(IllegalMove) as refused:
        game.move("play G2")
    reason = refused.value.reason
    assert isinstance(reason, Refusal) and reason.code == "mismatch"
    assert reason.value("colour") == "B" and str(refused.value) == reason.sentence()
    assert str(refused.value) == "G 2 does not match B 9: play any blue card, any 9 or a wild"
    with pytest.raises(IllegalMove) as refused:
        game.move("draw", by=1)
    reason = refused.value.reason
    assert reason.code == "not-your-turn" and dict(reason.values) == {"due": "Ann", "player": "Ben"}


def test_a_phrase_inside_a_sentence_is_a_refusal_too():
    game = position(official(), [["W", "G2", "Y3"], ["B4", "B5"]], ["B9"], ["B7", "R1", "R2"])
    game.move("draw")  # B7 drawn: play or keep it
    with pytest.raises(IllegalMove) as refused:
        game.move("draw")
    reason = refused.value.reason
    assert reason.code == "cannot-now"
    assert reason.value("action") == refuse("do/draw")
    assert reason.value("waiting") == refuse("waiting/drawn", who="Ann")
    assert str(refused.value) == "Ann cannot draw now: Ann is to play the drawn card or keep it"


def test_a_drawn_card_that_must_be_played_is_not_said_to_be_kept():
    rules = official().with_options(drawn_card="must-play")
    game = position(rules, [["W", "G2", "Y3"], ["B4", "B5"]], ["B9"], ["B7", "R1", "R2"])
    game.move("draw")  # B7 drawn: it must be played
    with pytest.raises(IllegalMove) as refused:
        game.move("draw")
    assert str(refused.value) == "Ann cannot draw now: Ann is to play the drawn card"


@pytest.mark.parametrize("colour", ["O", "R", "S", "H"])
@pytest.mark.parametrize("face", ["8", "1", "skip", "A"])
def test_a_mismatch_reads_right_whatever_the_colour_and_face(colour, face):
    # No "a" before a word that needs "an" ("a 8", "a orange card"): the sentence
    # says "any" instead, right before every colour, suit and face.
    sentence = refuse("mismatch", card="G2", top="B9", colour=colour, face=face).sentence()
    assert not re.search(r"\ba (?=[aeiou8AEIOU]|1\d)", sentence), sentence
    wild = refuse("mismatch-wild", card="G2", top="W", colour=colour).sentence()
    assert not re.search(r"\ba (?=[aeiou8AEIOU])", wild), wild


def test_cards_in_a_sentence_read_as_the_screens_label_them():
    said = refuse("cannot-answer-draw", card="R-rev", count=2).sentence()
    assert said.startswith("R Rev cannot answer the pending draw of 2"), said
    assert refuse("not-together", cards="R5 W+4", allowed="x").sentence().startswith("R 5, Wild +4")
    # An example of what to type keeps the notation, wherever the same value is shown.
    said = refuse("gamble-names-nothing", card="R-skip").sentence()
    assert said == "as R-skip the Gamble names nothing more: 'play W-gamble as R-skip'"
    assert refuse("swap-whom", card="R-swap").sentence().endswith("'play R-swap 2'")
