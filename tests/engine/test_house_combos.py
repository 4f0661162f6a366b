"""House rules meeting each other: stacking with a challenge (tgus-2 and tgus-3
differ), a jump-in while a draw is pending, a multi-play leaving one card and the
UNO call, the two-card finish of each TGUS ruleset, a forced draw after a swap."""

from __future__ import annotations

import pytest
from support.positions import official as house
from support.positions import page_one
from support.positions import position as pos
from support.reading import drawn, kinds, own_moves
from support.snapshot import assert_refused

from uno_tui.engine import describe_rules, load_ruleset

FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]
TGUS2 = load_ruleset("tgus-2")
TGUS3 = load_ruleset("tgus-3")


def chain(rules):
    """Ann plays R+2, Ben answers with an honest W+4 (he holds no red): Cat faces 6
    and holds a W+4 of her own."""
    game = pos(
        rules,
        [["R+2", "R5", "R6"], ["W+4", "G3", "G4"], ["W+4", "G1", "G2"], ["B7", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    game.move("play W+4 blue")
    assert (game.turn, game.phase, game.pending_draw) == (2, "stack", 6)
    assert "challenge" in game.legal_moves()
    return game


# -- H-stack with a challenge ---------------------------------------------------------


def test_H_stack_challenge_tgus2_lost_challenger_cannot_stack_draws_total_plus_2():
    game = chain(TGUS2)
    events = game.move("challenge")
    assert kinds(events)[:3] == ["challenge", "reveal", "innocent"]
    assert drawn(events, 2) == FILL[:8]  # the 6 of the chain plus 2
    assert (game.turn, game.phase, game.pending_draw) == (3, "play", 0)
    assert game.hand(2)[:3] == ["W+4", "G1", "G2"]  # the W+4 could not be stacked


def test_H_stack_challenge_tgus3_lost_challenger_may_still_stack_and_the_2_is_void():
    game = chain(TGUS3)
    events = game.move("challenge")
    assert kinds(events) == ["challenge", "reveal", "innocent"]
    assert (game.turn, game.phase, game.pending_draw) == (2, "stack", 8)
    assert "play W+4 red" in game.legal_moves() and "challenge" not in game.legal_moves()
    game.move("play W+4 red")
    assert (game.turn, game.phase, game.pending_draw) == (3, "stack", 10)  # 6 + 4, no 2
    events = game.move("accept")
    assert len(drawn(events, 3)) == 10


def test_H_stack_challenge_tgus3_lost_challenger_who_takes_the_draw_draws_total_plus_2():
    game = chain(TGUS3)
    game.move("challenge")
    events = game.move("accept")
    assert drawn(events, 2) == FILL[:8]


def test_H_stack_challenge_tgus3_lost_challenger_who_takes_the_draw_loses_the_turn():
    game = chain(TGUS3)
    game.move("challenge")
    game.move("accept")
    assert game.turn == 3


@pytest.mark.parametrize("rules", [TGUS2, TGUS3], ids=["tgus-2", "tgus-3"])
def test_H_stack_challenge_guilty_bluffer_draws_4_and_the_rest_still_faces(rules):
    game = pos(
        rules,
        [["R+2", "R5", "R6"], ["W+4", "R4", "G4"], ["G1", "G2", "G3"], ["B7", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    game.move("play W+4 blue")  # a bluff: Ben holds R4
    events = game.move("challenge")
    assert kinds(events) == ["challenge", "reveal", "guilty", "draw"]
    assert drawn(events, 1) == FILL[:4]
    # The Draw Two's 2 cards still face Cat.
    assert (game.turn, game.phase, game.pending_draw) == (2, "stack", 2)
    game.move("accept")
    assert game.hand_size(2) == 5


def test_H_stack_challenge_applies_only_to_the_wd4_just_played():
    game = pos(
        TGUS2,
        [["W+4", "R5", "R6"], ["W+4", "R4", "G4"], ["G1", "G2", "G3"], ["B7", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play W+4 blue")  # Ann bluffs: she holds red
    game.move("play W+4 green")  # Ben is honest: he holds no blue
    events = game.move("challenge")
    assert "innocent" in kinds(events)  # Ben's card is judged, not Ann's
    assert game.hand_size(2) == 13 and game.hand_size(0) == 2


def test_H_stack_challenge_none_after_a_draw_two_on_the_wd4():
    game = pos(
        TGUS2,
        [["W+4", "R5", "R6"], ["B+2", "R4", "G4"], ["G1", "G2", "G3"], ["B7", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play W+4 blue")
    game.move("play B+2")
    assert own_moves(game) == ["accept"]
    assert_refused(game, "challenge", match="no Wild Draw Four")


def test_H_stack_challenge_single_wd4_stack_deflect_or_challenge():
    """002.2: after a lone Wild Draw Four the next player passes it on or challenges."""
    game = pos(
        TGUS2,
        [["W+4", "R5", "R6"], ["W+4", "G+2", "G-rev", "G-skip", "R4"], ["G1"], ["B7"]],
        ["R3"],
        FILL,
    )
    game.move("play W+4 green")
    moves = set(game.legal_moves())
    assert {"challenge", "accept", "play G+2", "play G-rev", "play G-skip"} <= moves
    assert "play W+4 red" in moves


# -- jump-in while a draw is pending ---------------------------------------------------


def test_H_jump_in_while_a_draw_is_pending_joins_the_stack():
    game = pos(
        load_ruleset("street-fr"),
        [["R+2", "R5", "R6"], ["G3", "G4", "G5"], ["R+2", "G1", "G2"], ["B7", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    assert (game.turn, game.phase) == (1, "stack")
    assert game.legal_moves(by=2) == ["jumpin R+2"]
    events = game.move("jumpin R+2", by=2)
    assert kinds(events) == ["jumpin", "play"]
    assert (game.turn, game.phase, game.pending_draw) == (3, "stack", 4)
    assert game.hand_size(1) == 3  # Ben is passed over: the total goes on after Cat
    events = game.move("accept")
    assert drawn(events, 3) == FILL[:4]
    assert game.turn == 0  # a +2 chain: Dan may not play (street-fr rule 2)


def test_H_jump_in_while_a_skip_is_pending():
    game = pos(
        load_ruleset("street-fr"),
        [["R-skip", "R5", "R6"], ["G3", "G4", "G5"], ["R-skip", "G1", "G2"], ["B7"], ["Y0"]],
        ["R3"],
        FILL,
    )
    game.move("play R-skip")
    assert (game.turn, game.phase) == (1, "skipped")
    game.move("jumpin R-skip", by=2)
    # Cat's Skip counts from Cat: Dan (and with the chain, Eve) are skipped.
    assert game.turn == 3 and game.phase == "skipped"
    events = game.move("accept")
    assert [e.player for e in events if e.kind == "skip"] == [3, 4]
    assert game.turn == 0


def test_H_jump_in_after_a_draw_two_without_stacking():
    game = pos(
        house(jump_in=True),
        [["R+2", "R5", "R6"], ["G3", "G4", "G5"], ["G1", "G2", "G6"], ["R+2", "B8", "B9"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")  # Ben draws 2 at once; Cat is due
    assert game.hand_size(1) == 5 and game.turn == 2
    game.move("jumpin R+2", by=3)  # Dan cuts in: Ann draws 2
    assert game.hand_size(0) == 4 and game.turn == 1


# -- multi-play and UNO; two-card finish in the TGUS rulesets -------------------------


def test_H_multi_leaving_one_card_and_the_uno_call_tgus2():
    game = pos(TGUS2, [["R7", "B7", "G7", "Y0"], ["G3", "G4"], ["G1", "G2"]], ["R3"], FILL)
    assert "play R7 B7 G7 uno" in game.legal_moves()
    game.move("play R7 B7 G7")
    assert game.catchable == [0]
    game.move("uno", by=0)  # late, before anyone catches: safe
    assert game.catchable == [] and game.uno_called(0)


def test_H_two_card_finish_tgus1_without_the_call():
    rules = load_ruleset("tgus-1")
    game = pos(rules, [["R7", "B7"], ["G3", "G4"], ["G1", "G2"]], ["R3"], FILL)
    events = game.move("play R7 B7")
    assert "out" in kinds(events) and game.finished == [0]


def test_H_two_card_finish_tgus3_with_the_call():
    game = pos(TGUS3, [["R7", "B7"], ["G3", "G4"], ["G1", "G2"]], ["R3"], FILL)
    events = game.move("play R7 B7 uno")
    assert "out" in kinds(events) and game.finished == [0]


def test_H_two_card_finish_tgus3_without_the_call_draws_3():
    game = pos(TGUS3, [["R7", "B7"], ["G3", "G4"], ["G1", "G2"]], ["R3"], FILL)
    events = game.move("play R7 B7")
    assert "finish-penalty" in kinds(events) and game.hand(0) == FILL[:3]
    assert game.finished == [] and game.turn == 1


def test_H_two_card_finish_on_actions_tgus2_costs_the_finish_penalty():
    game = pos(TGUS2, [["R-skip", "B-skip"], ["G3", "G4"], ["G1", "G2"]], ["R3"], FILL)
    events = game.move("play R-skip B-skip")
    assert "finish-penalty" in kinds(events) and game.hand(0) == FILL[:2]
    assert game.finished == []


# -- forced draw after a swap ----------------------------------------------------------


def test_H_forced_draw_after_a_seven_swap():
    game = pos(
        house(forced_draw=True, seven_zero=True),
        [["R7", "R5", "B1"], ["G-skip", "W"], ["G1", "G2"]],
        ["R3"],
        ["Y-rev", "B+2", "Y4", "Y5", "Y6"],
    )
    events = game.move("play R7 1")
    # Ann now holds Ben's G-skip and W: she draws 2 at a time until a number comes.
    assert kinds(events) == ["play", "swap", "forced-draw", "draw", "forced-draw", "draw"]
    assert game.hand(0) == ["G-skip", "W", "Y-rev", "B+2", "Y4", "Y5"]
    assert game.hand(1) == ["R5", "B1"]


def test_H_forced_draw_after_a_wild_swap():
    game = pos(
        house(forced_draw=True, add_cards={"W-swap": 1}),
        [["W-swap", "R5", "B1"], ["G-skip", "W"], ["G1", "G2"]],
        ["R3"],
        ["Y4", "Y5"],
    )
    game.move("play W-swap red 1")
    assert game.hand(0) == ["G-skip", "W", "Y4", "Y5"]


def test_H_forced_draw_after_a_zero_pass():
    game = pos(
        house(forced_draw=True, seven_zero=True),
        [["R0", "R5", "B1"], ["G1", "G2"], ["G-skip", "W"]],
        ["R3"],
        ["Y4", "Y5"],
    )
    game.move("play R0")  # Ann gets Cat's G-skip and W
    assert game.hand(0) == ["G-skip", "W", "Y4", "Y5"]


# -- O12 liability when cards arrive in the same window --------------------------------


def test_O12_H_finish_last_card_penalty_ends_uno_liability():
    game = pos(
        house(last_card_action_penalty=2),
        [["R5", "Y+2"], ["G3", "G4", "G5"], ["G1", "G2", "G6"]],
        ["R3"],
        FILL,
    )
    game.move("play R5")  # no UNO; Y+2 is left: Ann draws 2 at once
    assert game.hand(0) == ["Y+2", "Y1", "Y2"]
    assert game.catchable == []
    assert_refused(game, "catch 0", by=2)


def test_O12_H_forced_draw_ends_uno_liability():
    game = pos(
        house(forced_draw=True),
        [["R5", "Y+2"], ["G3", "G4", "G5"], ["G1", "G2", "G6"]],
        ["R3"],
        FILL,
    )
    game.move("play R5")  # no UNO; only Y+2 is left: Ann draws Y1 Y2 at once
    assert game.hand(0) == ["Y+2", "Y1", "Y2"]
    assert game.catchable == []


def test_O12_H_facedown_lost_doubt_ends_uno_liability():
    game = pos(
        house(facedown_limit=3),
        [["B9", "R5"], ["G3", "G4", "G5"], ["G1", "G2", "G6"]],
        ["R3"],
        FILL,
    )
    game.move("facedown B9")  # Ann is left with R5 and did not call UNO
    assert game.catchable == [0]
    game.move("doubt", by=2)  # B9 was not playable: Ann draws 4
    assert game.hand_size(0) == 5
    assert game.catchable == []


def test_O12_H_facedown_the_call_before_a_pass_of_the_second_to_last_card_is_said():
    """A face-down pass that leaves one card starts a UNO race (above) unless UNO was
    called first; tgus-3's rules text did not say so. The call before the pass is
    legal, and then nobody may catch."""
    said = " ".join(describe_rules(TGUS3))
    assert "Passing your second-to-last card face down needs the UNO call too" in said
    assert "face down needs the UNO call" in " ".join(describe_rules(house(facedown_limit=3)))
    for quiet in ({"uno_call": "none"}, {"uno_penalty": 0}, {"uno_call": "at-one"}):
        text = " ".join(describe_rules(house(facedown_limit=3, **quiet)))
        assert "face down needs the UNO call" not in text, quiet
    game = pos(TGUS3, [["B9", "R5"], ["G3", "G4", "G5"], ["G1", "G2", "G6"]], ["R3"], FILL)
    assert "uno" in game.legal_moves()
    game.move("uno")
    game.move("facedown B9")
    assert game.hand_size(0) == 1 and game.catchable == []


@pytest.mark.parametrize("call", [True, False])
def test_O12_H_facedown_under_page_one_calls_the_pass_needs_page_one_and_the_text_says_so(call):
    """Page One's calls (pageone-stop) with face-down passes: a pass that leaves one card
    is caught unless "Page One" was said first, as a play would be. The rules text said
    nothing of it (its call sentence spoke of UNO only); it names Page One. Under
    pageone-last the second-to-last card needs no call, and the text says none."""
    rules = page_one(facedown_limit=3)
    said = " ".join(describe_rules(rules))
    assert 'Passing your second-to-last card face down needs "Page One" too' in said
    assert "face down needs the UNO call" not in said
    last = " ".join(describe_rules(page_one(facedown_limit=3, calls="pageone-last")))
    assert "Passing your second-to-last card face down" not in last
    game = pos(rules, [["9C", "5H"], ["4S", "6S", "9S"], ["4D", "6D", "10D"]], ["AH"])
    if call:
        game.move("pageone")
    game.move("facedown 9C")
    assert game.hand_size(0) == 1 and game.catchable == ([] if call else [0])


def test_H_facedown_a_seat_that_went_out_may_not_doubt():
    """tgus-3 plays to the last: Ann has gone out, so a false doubt could not cost her
    the 4 cards (she would hold cards after finishing)."""
    game = pos(TGUS3, [["R5"], ["R3", "G4", "B7"], ["Y1", "Y2", "B2"]], ["R1"], FILL)
    game.move("play R5")
    game.move("facedown R3", by=1)
    assert "doubt" not in game.legal_moves(by=0)
    assert "doubt" in game.legal_moves(by=2)
    assert "has gone out" in assert_refused(game, "doubt", by=0)


def test_H_jump_in_a_seat_that_went_out_may_not_claim():
    rules = house(jump_in=True, play_to_last=True, scoring="round-wins", fault_penalty=2)
    game = pos(rules, [["R5"], ["G5", "G4", "B7"], ["Y1", "Y2", "B2"]], ["R1"], FILL)
    game.move("play R5")
    game.move("play G5", by=1)
    assert "has gone out" in assert_refused(game, "jumpin G5", by=0)
