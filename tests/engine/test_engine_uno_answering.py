"""O12: a player at two cards may call UNO on its own before answering a pending
draw (H-stack) or a Skip (H-skip-stack) with one of them (issue 10, section 4)."""

from __future__ import annotations

from support.positions import official as house
from support.positions import position as pos
from support.reading import kinds
from support.snapshot import assert_refused

FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]


def test_O12_uno_before_stacking_on_a_pending_draw():
    game = pos(
        house(stack=["+2 on +2"]),
        [["R+2", "R5", "R6"], ["B+2", "G3"], ["G1", "G2"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    assert (game.turn, game.phase) == (1, "stack")
    assert "uno" in game.legal_moves()
    assert kinds(game.move("uno")) == ["uno"]
    assert game.uno_called(1) and (game.turn, game.phase) == (1, "stack")
    assert "uno" not in game.legal_moves()
    game.move("play B+2")
    assert game.catchable == []


def test_O12_uno_before_answering_a_skip_with_a_skip():
    game = pos(
        house(skip_stack=True),
        [["R-skip", "R5", "R6"], ["B-skip", "G4"], ["G1", "G2"], ["B1", "B2"]],
        ["R3"],
        FILL,
    )
    game.move("play R-skip")
    assert (game.turn, game.phase) == (1, "skipped")
    assert "uno" in game.legal_moves()
    game.move("uno")
    game.move("play B-skip")
    assert game.uno_called(1) and game.catchable == []


def test_O12_no_uno_where_the_player_cannot_answer():
    game = pos(
        house(skip_stack=True),
        [["R-skip", "R5", "R6"], ["G3", "G4"], ["G1", "G2"]],
        ["R3"],
        FILL,
    )
    game.move("play R-skip")
    assert game.legal_moves() == ["accept"]
    assert_refused(game, "uno", match="cannot call UNO")
