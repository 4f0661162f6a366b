"""H-multi (several cards at once, each mode, effects per card), H-two-card-finish
and H-finish (finish_on_action, finish_on_wild, last_card_action_penalty), from
exact positions (RULES.md section 5)."""

from __future__ import annotations

import pytest
from support.positions import official as house
from support.positions import position as pos
from support.reading import drawn, kinds, own_moves
from support.snapshot import assert_refused

FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]
OTHERS = [["G3", "G4", "G5"], ["G1", "G2", "G6"], ["B7", "B8", "B9"]]


def multi(*modes, **options):
    return house(multi=list(modes), **options)


# -- the modes ---------------------------------------------------------------------


def test_H_multi_identical():
    game = pos(multi("identical"), [["R5", "R5", "B5", "G0"], *OTHERS], ["R3"], FILL)
    assert "play R5 R5" in game.legal_moves()
    # (what is allowed in words, as help says it: a play-tester read "identical")
    assert_refused(game, "play R5 B5", match=r"together \(allowed: identical cards\)")
    game.move("play R5 R5")
    assert game.hand(0) == ["B5", "G0"] and game.discard == ["R3", "R5", "R5"]
    assert game.turn == 1


def test_H_multi_same_number_any_colours_last_card_on_top():
    game = pos(multi("same-number"), [["R5", "B5", "G5", "Y0"], *OTHERS], ["R3"], FILL)
    game.move("play R5 B5 G5")
    assert game.hand(0) == ["Y0"] and game.top == "G5" and game.colour == "green"
    assert game.turn == 1


def test_H_multi_same_number_not_actions():
    game = pos(multi("same-number"), [["R-skip", "B-skip", "Y0"], *OTHERS], ["R3"], FILL)
    assert_refused(game, "play R-skip B-skip", match="cannot be played together")


def test_H_multi_same_symbol():
    game = pos(multi("same-symbol"), [["R-skip", "B-skip", "Y0"], *OTHERS], ["R3"], FILL)
    assert_refused(game, "play R-skip Y0")
    game.move("play R-skip B-skip")
    assert game.top == "B-skip"


def test_H_multi_same_symbol_not_numbers():
    game = pos(multi("same-symbol"), [["R5", "B5", "Y0"], *OTHERS], ["R3"], FILL)
    assert_refused(game, "play R5 B5", match="cannot be played together")


@pytest.mark.parametrize("cards", ["R3 R4 R5", "R5 R4 R3", "R4 R5"])
def test_H_multi_runs_same_colour(cards):
    game = pos(multi("runs"), [["R3", "R4", "R5", "Y0"], *OTHERS], ["R6"], FILL)
    game.move(f"play {cards}")
    assert game.top == cards.split()[-1]


def test_H_multi_runs_must_be_consecutive():
    game = pos(multi("runs"), [["R3", "R5", "R6", "Y0"], *OTHERS], ["R6"], FILL)
    assert_refused(game, "play R3 R5", match="cannot be played together")


def test_H_multi_runs_colour_same_refuses_mixed_colours():
    game = pos(multi("runs"), [["R3", "B4", "R5", "Y0"], *OTHERS], ["R6"], FILL)
    assert_refused(game, "play R3 B4 R5", match="cannot be played together")


def test_H_multi_runs_colour_any_allows_mixed_colours():
    game = pos(multi("runs", runs_colour="any"), [["R3", "B4", "G5", "Y0"], *OTHERS], ["R6"], FILL)
    game.move("play R3 B4 G5")
    assert game.colour == "green"


def test_H_multi_wilds():
    game = pos(multi("wilds"), [["W", "W+4", "Y0"], *OTHERS], ["R3"], FILL)
    game.move("play W W+4 blue")
    assert game.colour == "blue" and game.hand(0) == ["Y0"]


def test_H_multi_wilds_off():
    game = pos(multi("same-number"), [["W", "W", "Y0"], *OTHERS], ["R3"], FILL)
    assert_refused(game, "play W W blue", match="several wilds")


def test_H_multi_wilds_never_with_coloured_cards():
    game = pos(multi("wilds", "same-number"), [["W", "R5", "Y0"], *OTHERS], ["R3"], FILL)
    assert_refused(game, "play R5 W blue", match="wilds cannot")


def test_H_multi_the_first_card_must_be_legal():
    game = pos(multi("same-number"), [["R5", "B5", "Y0"], *OTHERS], ["R3"], FILL)
    assert "play B5 R5" not in game.legal_moves()
    assert_refused(game, "play B5 R5", match="does not match")


def test_H_multi_off_one_card_at_a_time():
    game = pos(house(), [["R5", "R5", "Y0"], *OTHERS], ["R3"], FILL)
    assert_refused(game, "play R5 R5", match="one card at a time")


# -- effects once per card -------------------------------------------------------


def test_H_multi_two_draw_twos_make_four():
    game = pos(multi("same-symbol"), [["R+2", "B+2", "Y0"], *OTHERS], ["R3"], FILL)
    events = game.move("play R+2 B+2")
    assert drawn(events, 1) == FILL[:4]
    assert game.turn == 2


def test_H_multi_two_draw_twos_with_stacking_pend_four():
    game = pos(
        multi("same-symbol", stack=["+2 on +2"]), [["R+2", "B+2", "Y0"], *OTHERS], ["R3"], FILL
    )
    game.move("play R+2 B+2")
    assert (game.turn, game.phase, game.pending_draw) == (1, "stack", 4)


def test_H_multi_two_skips_skip_two():
    game = pos(multi("same-symbol"), [["R-skip", "B-skip", "Y0"], *OTHERS], ["R3"], FILL)
    events = game.move("play R-skip B-skip")
    assert [e.player for e in events if e.kind == "skip"] == [1, 2]
    assert game.turn == 3


def test_H_multi_two_reverses_cancel():
    game = pos(multi("same-symbol"), [["R-rev", "B-rev", "Y0"], *OTHERS], ["R3"], FILL)
    game.move("play R-rev B-rev")
    assert (game.direction, game.turn) == (1, 1)


def test_H_multi_three_reverses_reverse():
    game = pos(multi("same-symbol"), [["R-rev", "B-rev", "G-rev", "Y0"], *OTHERS], ["R3"], FILL)
    game.move("play R-rev B-rev G-rev")
    assert (game.direction, game.turn) == (-1, 3)


# -- multi-play and UNO, H-two-card-finish ------------------------------------------


def test_H_multi_leaving_one_card_needs_the_uno_call():
    game = pos(multi("same-number"), [["R5", "B5", "Y0"], *OTHERS], ["R3"], FILL)
    assert "play R5 B5 uno" in game.legal_moves()
    game.move("play R5 B5")
    assert game.catchable == [0]
    events = game.move("catch 0", by=2)
    assert kinds(events) == ["catch", "draw"] and game.hand_size(0) == 3


def test_H_multi_leaving_one_card_with_the_call_is_safe():
    game = pos(multi("same-number"), [["R5", "B5", "Y0"], *OTHERS], ["R3"], FILL)
    events = game.move("play R5 B5 uno")
    assert "uno" in kinds(events) and game.uno_called(0) and game.catchable == []
    assert_refused(game, "catch 0", by=2)


def test_H_two_card_finish_allowed_without_the_call():
    game = pos(multi("same-number"), [["R5", "B5"], *OTHERS], ["R3"], FILL)
    events = game.move("play R5 B5")
    assert "out" in kinds(events) and game.round_over and game.winner == 0


def test_H_two_card_finish_needs_uno_with_the_call():
    rules = multi("same-number", multi_finish="needs-uno")
    game = pos(rules, [["R5", "B5"], *OTHERS], ["R3"], FILL)
    assert "play R5 B5 uno" in game.legal_moves()
    game.move("play R5 B5 uno")
    assert game.round_over and game.winner == 0


def test_H_two_card_finish_needs_uno_called_before_counts():
    rules = multi("same-number", multi_finish="needs-uno")
    game = pos(rules, [["R5", "B5"], *OTHERS], ["R3"], FILL)
    game.move("uno")
    game.move("play R5 B5")
    assert game.round_over and game.winner == 0


def test_H_two_card_finish_needs_uno_without_the_call_draws_the_penalty():
    rules = multi("same-number", multi_finish="needs-uno", multi_finish_penalty=3)
    game = pos(rules, [["R5", "B5"], *OTHERS], ["R3"], FILL)
    events = game.move("play R5 B5")
    assert kinds(events) == ["play", "finish-penalty", "draw"]
    assert not game.round_over and game.hand(0) == FILL[:3]
    assert game.turn == 1 and game.top == "B5"


# -- H-finish ------------------------------------------------------------------------


@pytest.mark.parametrize("last", ["R-skip", "R+2", "W"])
def test_H_finish_on_action_forbidden(last):
    game = pos(house(finish_on_action="forbidden"), [[last], *OTHERS], ["R3"], FILL)
    play = f"play {last} red" if last == "W" else f"play {last}"
    assert own_moves(game) == ["draw"]
    assert_refused(game, play, match="cannot go out on an action or wild")


def test_H_finish_on_action_forbidden_number_is_fine():
    game = pos(house(finish_on_action="forbidden"), [["R5"], *OTHERS], ["R3"], FILL)
    game.move("play R5")
    assert game.round_over


def test_H_finish_on_action_forbidden_multi_needs_all_numbers():
    rules = house(finish_on_action="forbidden", multi=["same-symbol", "same-number"])
    game = pos(rules, [["R-skip", "B-skip"], *OTHERS], ["R3"], FILL)
    assert_refused(game, "play R-skip B-skip", match="cannot go out")


def test_H_finish_on_action_penalty_draws_two_and_play_goes_on():
    game = pos(house(finish_on_action="penalty"), [["R-skip"], *OTHERS], ["R3"], FILL)
    events = game.move("play R-skip")
    assert kinds(events)[:3] == ["play", "finish-penalty", "draw"]
    assert not game.round_over and game.hand(0) == FILL[:2]
    assert game.turn == 2  # the Skip still skips Ben


def test_H_finish_on_action_penalty_on_a_wild():
    game = pos(house(finish_on_action="penalty"), [["W"], *OTHERS], ["R3"], FILL)
    game.move("play W blue")
    assert not game.round_over and game.hand_size(0) == 2 and game.colour == "blue"


def test_H_finish_on_wild_forbidden():
    rules = house(finish_on_wild="forbidden")
    game = pos(rules, [["W+4"], *OTHERS], ["R3"], FILL)
    assert own_moves(game) == ["draw"]
    assert_refused(game, "play W+4 red", match="wild")
    game = pos(rules, [["R-skip"], *OTHERS], ["R3"], FILL)
    game.move("play R-skip")  # an action card is fine
    assert game.round_over


def test_H_finish_last_card_that_may_not_go_out_lets_the_player_draw():
    rules = house(finish_on_wild="forbidden", draw_with_playable="forbidden")
    game = pos(rules, [["W"], *OTHERS], ["R3"], FILL)
    game.move("draw")
    assert game.hand(0) == ["W", "Y1"]


@pytest.mark.parametrize("left", ["R-skip", "W", "B+2"])
def test_H_finish_last_card_action_penalty(left):
    game = pos(house(last_card_action_penalty=2), [["R5", left], *OTHERS], ["R3"], FILL)
    events = game.move("play R5 uno")
    assert "last-card-penalty" in kinds(events)
    assert game.hand(0) == [left, "Y1", "Y2"]


def test_H_finish_last_card_action_penalty_not_for_a_number():
    game = pos(house(last_card_action_penalty=2), [["R-skip", "B5"], *OTHERS], ["R3"], FILL)
    events = game.move("play R-skip uno")
    assert "last-card-penalty" not in kinds(events) and game.hand(0) == ["B5"]
