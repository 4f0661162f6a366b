"""Out-of-turn house rules: H-jump-in, H-facedown with doubt, H-fault and the
misplay penalty (O15), from exact positions (RULES.md section 5)."""

from __future__ import annotations

import pytest
from support.positions import official as house
from support.positions import position as pos
from support.reading import drawn, kinds, own_moves
from support.snapshot import assert_refused

from uno_tui.engine import describe

FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]


def jumping(**options):
    return house(jump_in=True, **options)


# -- H-jump-in ---------------------------------------------------------------------


def test_H_jump_in_identical_card_out_of_turn_and_play_goes_on_after_the_jumper():
    game = pos(
        jumping(),
        [["R5", "R6", "R7"], ["G3", "G4", "G5"], ["R5", "G1", "G2"], ["B7", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play R5")
    assert game.legal_moves(by=2) == ["jumpin R5"]
    assert game.legal_moves(by=3) == []
    events = game.move("jumpin R5", by=2)
    assert kinds(events)[:2] == ["jumpin", "play"]
    assert game.hand(2) == ["G1", "G2"] and game.discard == ["R3", "R5", "R5"]
    assert (game.turn, game.phase, game.top) == (3, "play", "R5")
    assert game.hand_size(1) == 3  # Ben, the player due, was passed over


def test_H_jump_in_two_identical_cards_together():
    """A claim may put both copies down; one deck holds two of each card, so a third R5
    is added for the position (add_cards)."""
    game = pos(
        jumping(add_cards={"R5": 1}),
        [["R5", "R6", "R7"], ["G3", "G4", "G6"], ["R5", "R5", "G2"], ["B7", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play R5")
    assert game.legal_moves(by=2) == ["jumpin R5", "jumpin R5 R5"]
    game.move("jumpin R5 R5", by=2)
    assert game.hand(2) == ["G2"] and game.discard[-3:] == ["R5", "R5", "R5"]
    assert game.turn == 3 and game.catchable == [2]


def test_H_jump_in_with_a_skip_skips_from_the_jumper():
    game = pos(
        jumping(),
        [["R-skip", "R6", "R7"], ["G3", "G4"], ["B7", "G1", "G2"], ["R-skip", "B8"], ["Y0"]],
        ["R3"],
        FILL,
    )
    game.move("play R-skip")  # Ben is skipped, Cat is due
    assert game.turn == 2 and game.legal_moves(by=3) == ["jumpin R-skip"]
    game.move("jumpin R-skip", by=3)  # Dan cuts in: Eve is skipped, Ann plays
    assert (game.turn, game.hand(3)) == (0, ["B8"])


def test_H_jump_in_the_player_due_plays_normally():
    game = pos(
        jumping(),
        [["Y5", "R6", "R7"], ["Y5", "Y6", "G3"], ["G1", "R2", "R4"]],
        ["Y3"],
        ["B1", "B2", "B3"],
    )
    game.move("play Y5")
    assert "jumpin Y5" not in game.legal_moves(by=1)
    assert_refused(game, "jumpin Y5", by=1, match="your turn")
    game.move("play Y5", by=1)
    assert game.turn == 2


def test_H_jump_in_only_identical_cards_same_colour_and_face():
    game = pos(
        jumping(),
        [["R5", "R6", "R7"], ["G3", "G4", "G6"], ["B5", "G1", "G2"], ["B7", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play R5")
    assert game.legal_moves(by=2) == []
    assert_refused(game, "jumpin B5", by=2, match="identical")


def test_H_jump_in_false_claim_costs_the_fault_penalty():
    game = pos(
        jumping(fault_penalty=2),
        [["R5", "R6", "R7"], ["G3", "G4", "G6"], ["B5", "G1", "G2"], ["B7", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play R5")
    events = game.move("jumpin R5", by=2)  # Cat does not hold R5
    assert kinds(events) == ["fault", "draw"]
    assert drawn(events, 2) == ["Y1", "Y2"]
    assert (game.turn, game.top) == (1, "R5")  # play is unchanged
    events = game.move("jumpin B5", by=2)  # not identical to the top
    assert kinds(events) == ["fault", "draw"] and game.hand_size(2) == 7
    said = describe(events[0], game.players)
    assert said == "Fault: Cat may not jump in with B5; Cat draws 2 cards."


def test_H_jump_in_not_on_wilds():
    game = pos(
        jumping(),
        [["W", "R6", "R7"], ["G3", "G4", "G6"], ["W", "G1", "G2"]],
        ["R3"],
        FILL,
    )
    game.move("play W green")
    assert game.legal_moves(by=2) == []
    assert_refused(game, "jumpin W", by=2)


def test_H_jump_in_window_closes_when_the_next_player_acts():
    game = pos(
        jumping(),
        [["R5", "R6", "R7"], ["G3", "G4", "R8"], ["G1", "G2", "B1"], ["R5", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play R5")
    assert game.legal_moves(by=3) == ["jumpin R5"]
    game.move("play R8")
    assert game.legal_moves(by=3) == []
    assert_refused(game, "jumpin R5", by=3)


def test_H_jump_in_off_is_refused():
    game = pos(house(), [["R5", "R6", "R7"], ["G3", "G4"], ["R5", "G1"]], ["R3"], FILL)
    game.move("play R5")
    assert game.legal_moves(by=2) == []
    assert_refused(game, "jumpin R5", by=2, match="not part")


# -- H-facedown and doubt -------------------------------------------------------


def facedown(limit=3, **options):
    return house(facedown_limit=limit, **options)


def test_H_facedown_pass_ends_the_turn_and_leaves_the_top_card():
    game = pos(
        facedown(),
        [["B9", "R6", "R7"], ["G3", "G4", "G5"], ["G1", "G2", "B1"]],
        ["R3"],
        FILL,
    )
    assert "facedown B9" in game.legal_moves()
    events = game.move("facedown B9")
    assert kinds(events) == ["facedown"]
    assert game.hand(0) == ["R6", "R7"] and game.top == "R3"
    assert game.discard == ["B9", "R3"]  # under the top card
    assert (game.turn, game.facedown_pending) == (1, 0)
    assert "doubt" in game.legal_moves(by=1) and "doubt" in game.legal_moves(by=2)
    assert "doubt" not in game.legal_moves(by=0)


def test_H_facedown_doubt_of_an_unplayable_card_costs_its_player_4():
    game = pos(
        facedown(),
        [["B9", "R6", "R7"], ["G3", "G4", "G5"], ["G1", "G2", "B1"]],
        ["R3"],
        FILL,
    )
    game.move("facedown B9")
    events = game.move("doubt", by=2)
    assert drawn(events, 0) == FILL[:4] and game.hand_size(2) == 3
    assert game.turn == 1 and game.facedown_pending is None


def test_H_facedown_doubt_of_a_playable_card_costs_the_doubter_4():
    game = pos(
        facedown(),
        [["R9", "R6", "R7"], ["G3", "G4", "G5"], ["G1", "G2", "B1"]],
        ["R3"],
        FILL,
    )
    game.move("facedown R9")
    events = game.move("doubt", by=1)
    assert drawn(events, 1) == FILL[:4] and game.hand_size(0) == 2
    assert game.turn == 1


def test_H_facedown_to_one_card_without_a_penalty_is_not_catchable():
    """uno_penalty = 0: a face-down card leaving one card makes nobody liable (O12)."""
    game = pos(facedown(uno_penalty=0), [["B9", "R6"], ["G3", "G4", "G5"]], ["R3"], FILL)
    game.move("facedown B9")
    assert game.catchable == [] and not any(m.startswith("catch") for m in own_moves(game))
    game = pos(facedown(), [["B9", "R6"], ["G3", "G4", "G5"]], ["R3"], FILL)
    game.move("facedown B9")
    assert game.catchable == [0]


def test_H_facedown_limit_per_player():
    game = pos(
        facedown(limit=1),
        [["B9", "R6", "R7"], ["G3", "G4", "G5"]],
        ["R3"],
        FILL,
    )
    game.move("facedown B9")
    game.move("facedown G3")
    assert not any(m.startswith("facedown") for m in own_moves(game))
    assert_refused(game, "facedown R6", match="used all")


def test_H_facedown_never_the_last_card():
    game = pos(facedown(), [["B9"], ["G3", "G4", "G5"]], ["R3"], FILL)
    assert not any(m.startswith("facedown") for m in game.legal_moves())
    assert_refused(game, "facedown B9", match="go out")


def test_H_facedown_doubt_only_until_the_next_action():
    game = pos(
        facedown(),
        [["B9", "R6", "R7"], ["R4", "G4", "G5"], ["G1", "G2", "B1"]],
        ["R3"],
        FILL,
    )
    game.move("facedown B9")
    game.move("play R4")
    assert "doubt" not in game.legal_moves(by=2)
    assert_refused(game, "doubt", by=2)


def test_H_facedown_own_card_cannot_be_doubted():
    game = pos(facedown(), [["B9", "R6", "R7"], ["G3", "G4"]], ["R3"], FILL)
    game.move("facedown B9")
    assert_refused(game, "doubt", by=0, match="own")


def test_H_facedown_off_is_refused():
    game = pos(house(), [["B9", "R6", "R7"], ["G3", "G4"]], ["R3"], FILL)
    assert_refused(game, "facedown B9", match="not part")


# -- H-fault and O15 misplay penalty --------------------------------------------


def test_H_fault_early_counter_uno_costs_the_catcher():
    game = pos(
        house(fault_penalty=2),
        [["R5", "R6", "R7"], ["G3", "G4"], ["G1", "G2", "B1"]],
        ["R3"],
        FILL,
    )
    events = game.move("catch 0", by=2)  # Ann holds 3 cards: too early
    assert kinds(events) == ["fault", "draw"] and drawn(events, 2) == FILL[:2]
    said = describe(events[0], ["Ann", "Ben", "Cat"])
    assert said == "Fault: Ann cannot be caught now; Cat draws 2 cards."
    assert game.turn == 0 and game.hand_size(0) == 3


def test_H_fault_off_a_wrong_catch_is_refused():
    game = pos(house(), [["R5", "R6", "R7"], ["G3", "G4"]], ["R3"], FILL)
    assert_refused(game, "catch 0", by=1, match="holds 3 cards")


def test_O15_H_fault_unplayable_card_costs_two_and_the_turn():
    game = pos(
        house(misplay_penalty=2),
        [["B5", "R6", "R7"], ["G3", "G4"], ["G1", "G2", "B1"]],
        ["R3"],
        FILL,
    )
    events = game.move("play B5")
    assert kinds(events)[0] == "misplay"
    assert game.hand(0) == ["B5", "R6", "R7", "Y1", "Y2"] and game.top == "R3"
    assert game.turn == 1


@pytest.mark.parametrize("penalty", [0, 2])
def test_H_fault_a_right_catch_is_never_a_fault(penalty):
    game = pos(
        house(fault_penalty=penalty),
        [["R5", "R6"], ["G3", "G4"], ["G1", "G2", "B1"]],
        ["R3"],
        FILL,
    )
    game.move("play R5")
    events = game.move("catch 0", by=2)
    assert kinds(events) == ["catch", "draw"] and game.hand_size(0) == 3
