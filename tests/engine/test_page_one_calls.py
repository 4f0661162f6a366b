""" "Page One" and "Stop" (RULES 6b, O12 as reused by Page One): saying them, forgetting
them, the catch before the next card is played or drawn, and the "out" phase of a last
card played without "Stop"; and the `pageone-last` variant."""

from __future__ import annotations

import pytest
from support.positions import page_one
from support.positions import position as pos
from support.reading import kinds
from support.snapshot import assert_refused

R = page_one()
DRAW = ["AC", "AD", "AH", "4H", "5H", "6H", "KC", "KH"]
LONG_DRAW = [*DRAW, "9D", "10D", "9H", "10H"]


def three_players(first_hand, rules=R, top="7S", draw=None):
    return pos(rules, [first_hand, ["9C", "4C", "KS"], ["4D", "6D", "KD"]], [top], draw or DRAW)


# -- "Page One" on the second-to-last card ----------------------------------------


def test_page_one_said_with_the_second_to_last_card():
    game = three_players(["7H", "5S"])
    assert "play 7H pageone" in game.legal_moves()
    events = game.move("play 7H pageone")
    assert kinds(events) == ["play", "pageone"]
    assert game.uno_called(0) and game.catchable == []
    assert game.turn == 1
    assert not any(m.startswith("catch") for s in range(3) for m in game.legal_moves(by=s))
    assert_refused(game, "catch 0", by=2, match="cannot be caught")


def test_page_one_said_before_playing():
    game = three_players(["7H", "5S"])
    assert "pageone" in game.legal_moves()
    assert kinds(game.move("pageone")) == ["pageone"]
    assert game.turn == 0 and game.uno_called(0)
    assert_refused(game, "pageone", by=0, match="Ann has already called Page One!")
    game.move("play 7H")
    assert game.catchable == []


def test_forgotten_page_one_is_catchable_by_every_other_seat():
    game = three_players(["7H", "5S"])
    game.move("play 7H")
    assert game.catchable == [0]
    assert "catch 0" in game.legal_moves(by=1)
    assert "catch 0" in game.legal_moves(by=2)
    assert "catch 0" not in game.legal_moves(by=0)
    assert "pageone" in game.legal_moves(by=0)  # late, before being caught


@pytest.mark.parametrize("catcher", [1, 2])
def test_catch_costs_five_cards(catcher):
    game = three_players(["7H", "5S"])
    game.move("play 7H")
    events = game.move("catch 0", by=catcher)
    assert kinds(events) == ["catch", "draw"]
    assert events[0].count == 5 and events[0].target == 0 and events[0].player == catcher
    assert game.hand(0) == ["5S", *DRAW[:5]]
    assert game.catchable == []
    assert game.turn == 1 and game.phase == "play"  # the turn order is untouched
    assert_refused(game, "catch 0", by=2)


@pytest.mark.parametrize("penalty", [3, 2])
def test_catch_penalty_option(penalty):
    game = three_players(["7H", "5S"], rules=page_one(uno_penalty=penalty))
    game.move("play 7H")
    game.move("catch 0", by=2)
    assert game.hand(0) == ["5S", *DRAW[:penalty]]


def test_late_page_one_before_the_catch_is_safe():
    game = three_players(["7H", "5S"])
    game.move("play 7H")
    assert kinds(game.move("pageone", by=0)) == ["pageone"]
    assert game.catchable == []
    assert_refused(game, "catch 0", by=1)
    assert game.turn == 1


def test_catch_too_late_after_the_next_card_is_played():
    game = pos(R, [["7H", "5S"], ["9H", "4C", "KS"], ["4D", "6D", "KD"]], ["7S"], DRAW)
    game.move("play 7H")
    game.move("play 9H")
    assert game.catchable == []
    assert_refused(game, "catch 0", by=2, match="too late")
    assert game.hand(0) == ["5S"]


def test_catch_too_late_after_the_next_player_draws():
    game = three_players(["7H", "5S"])
    game.move("play 7H")
    game.move("draw")
    assert game.catchable == []
    assert_refused(game, "catch 0", by=2, match="too late")


def test_catch_is_refused_for_a_player_with_more_cards():
    game = three_players(["7H", "5S", "10S"])
    game.move("play 7H")
    assert game.catchable == []
    assert_refused(game, "catch 0", by=1)


def test_catch_while_the_next_player_faces_a_two():
    game = pos(R, [["2S", "5S"], ["2H", "4C", "KS"], ["4D", "6D", "KD"]], ["7S"], DRAW)
    game.move("play 2S")
    assert game.phase == "stack" and game.turn == 1
    assert "catch 0" in game.legal_moves(by=1)
    game.move("catch 0", by=1)
    assert game.hand_size(0) == 6
    assert game.phase == "stack" and game.pending_draw == 2 and game.turn == 1


def test_catch_window_closes_when_the_two_is_answered():
    game = pos(R, [["2S", "5S"], ["2H", "4C", "KS"], ["4D", "6D", "KD"]], ["7S"], DRAW)
    game.move("play 2S")
    game.move("play 2H")
    assert_refused(game, "catch 0", by=2)


def test_page_one_said_on_the_last_card_is_refused_with_stop_rules():
    game = three_players(["7H"])
    assert_refused(game, "play 7H pageone", match="stop")


def test_stop_said_on_the_second_to_last_card_is_refused():
    game = three_players(["7H", "5S"])
    assert_refused(game, "play 7H stop")


# -- "Stop" on the last card ----------------------------------------------------


def test_stop_with_the_last_card_goes_out():
    game = three_players(["7H"])
    assert game.legal_moves() == ["play 7H", "play 7H stop", "draw"]
    events = game.move("play 7H stop")
    assert kinds(events) == ["play", "stop", "out", "round-over"]
    assert game.round_over and game.winner == 0


def test_last_card_without_stop_waits_in_the_out_phase():
    game = three_players(["7H"])
    events = game.move("play 7H")
    assert kinds(events) == ["play"]
    assert game.phase == "out" and not game.round_over and game.winner is None
    assert game.hand(0) == [] and game.turn == 1
    assert game.catchable == [0]
    assert game.legal_moves() == ["accept", "catch 0"]
    assert game.legal_moves(by=0) == ["stop"]
    assert game.legal_moves(by=2) == ["catch 0"]


def test_out_phase_accept_ends_the_round():
    game = three_players(["7H"])
    game.move("play 7H")
    events = game.move("accept")
    assert kinds(events) == ["out", "round-over"]
    assert game.round_over and game.winner == 0
    assert game.round_scores == [[43, -23, -20]]


def test_out_phase_late_stop_goes_out():
    game = three_players(["7H"])
    game.move("play 7H")
    events = game.move("stop", by=0)
    assert kinds(events) == ["stop", "out", "round-over"]
    assert game.round_over and game.winner == 0


@pytest.mark.parametrize("catcher", [1, 2])
def test_out_phase_catch_costs_five_and_the_player_is_not_out(catcher):
    game = three_players(["7H"])
    game.move("play 7H")
    events = game.move("catch 0", by=catcher)
    assert kinds(events)[:2] == ["catch", "draw"]
    assert game.hand(0) == DRAW[:5]
    assert not game.round_over and game.phase == "play"
    assert game.turn == 1 and game.top == "7H" and game.catchable == []
    assert_refused(game, "stop", by=0)


def test_out_phase_catch_then_a_jack_still_jumps():
    game = three_players(["JS"])
    game.move("play JS")
    events = game.move("catch 0", by=2)
    assert kinds(events) == ["catch", "draw", "skip"]
    assert game.turn == 2 and game.hand_size(0) == 5


def test_out_phase_catch_then_a_two_still_makes_the_next_player_draw():
    game = three_players(["2S"])
    game.move("play 2S")
    game.move("catch 0", by=1)
    assert game.phase == "stack" and game.turn == 1 and game.pending_draw == 2
    game.move("accept")
    assert game.hand_size(1) == 5 and game.turn == 2


def test_out_phase_catch_then_a_queen_still_turns():
    game = pos(R, [["QS"], ["9C", "4C"], ["4D", "6D"], ["9D", "10D"]], ["7S"], DRAW)
    game.move("play QS")
    assert game.turn == 1 and game.direction == 1  # nothing applied while out is open
    game.move("catch 0", by=3)
    assert game.direction == -1 and game.turn == 3


def test_out_phase_catch_keeps_the_declared_suit_of_an_eight():
    game = three_players(["8C"])
    game.move("play 8C diamonds")
    assert game.colour == "diamonds"
    game.move("catch 0", by=1)
    assert game.colour == "diamonds" and game.turn == 1


def test_out_phase_stop_after_a_two_makes_the_next_player_draw():
    game = three_players(["2S"])
    game.move("play 2S")
    game.move("stop", by=0)
    assert game.round_over and game.hand(1) == ["9C", "4C", "KS", "AC", "AD"]


def test_out_phase_nobody_may_play_or_draw():
    game = three_players(["7H"])
    game.move("play 7H")
    assert_refused(game, "play 9C", by=1)
    assert_refused(game, "draw", by=1)
    assert_refused(game, "keep", by=1)
    assert_refused(game, "accept", by=2)
    assert_refused(game, "catch 0", by=0)
    assert_refused(game, "pageone", by=0)
    assert_refused(game, "stop", by=1)
    assert_refused(game, "challenge", by=1)


def test_out_phase_with_two_players():
    game = pos(R, [["7H"], ["9C", "4C"]], ["7S"], DRAW)
    game.move("play 7H")
    assert game.phase == "out" and game.turn == 1
    game.move("catch 0", by=1)
    assert game.hand_size(0) == 5 and game.turn == 1 and game.phase == "play"


def test_a_caught_player_says_page_one_again_later():
    game = three_players(["7H"])
    game.move("play 7H")
    game.move("catch 0", by=1)
    assert game.hand_size(0) == 5 and not game.uno_called(0)


# -- pageone-last: "Page One" on the last card instead ------------------------------

LAST = page_one(calls="pageone-last")


def test_pageone_last_said_with_the_last_card():
    game = three_players(["7H"], rules=LAST)
    assert game.legal_moves() == ["play 7H", "play 7H pageone", "draw"]
    events = game.move("play 7H pageone")
    assert kinds(events) == ["play", "pageone", "out", "round-over"]
    assert game.round_over and game.winner == 0


def test_pageone_last_nothing_is_said_on_the_second_to_last_card():
    game = three_players(["7H", "5S"], rules=LAST)
    assert game.legal_moves() == ["play 7H", "play 5S", "draw"]
    assert_refused(game, "play 7H pageone")
    assert_refused(game, "pageone")
    game.move("play 7H")
    assert game.catchable == []
    assert_refused(game, "catch 0", by=1)


def test_pageone_last_forgotten_on_the_last_card_is_caught():
    game = three_players(["7H"], rules=LAST)
    game.move("play 7H")
    assert game.phase == "out" and game.catchable == [0]
    assert game.legal_moves(by=0) == ["pageone"]
    game.move("catch 0", by=2)
    assert game.hand(0) == DRAW[:5] and not game.round_over and game.turn == 1


def test_pageone_last_late_call_goes_out():
    game = three_players(["7H"], rules=LAST)
    game.move("play 7H")
    assert kinds(game.move("pageone", by=0)) == ["pageone", "out", "round-over"]
    assert game.winner == 0


def test_pageone_last_accept_goes_out():
    game = three_players(["7H"], rules=LAST)
    game.move("play 7H")
    game.move("accept")
    assert game.round_over and game.winner == 0


def test_pageone_last_stop_is_not_a_call():
    game = three_players(["7H"], rules=LAST)
    assert_refused(game, "play 7H stop")
    assert_refused(game, "play 7H uno")
    game.move("play 7H")
    assert_refused(game, "stop", by=0)


# -- the last card played in answer to a Two ------------------------------------------


def answer_two_position():
    hands = [["QC", "4C"], ["2H", "9S"], ["2S"]]
    return pos(R, hands, ["7H"], LONG_DRAW, turn=1)


def test_last_card_answering_a_two_with_stop_passes_the_total_on():
    game = answer_two_position()
    game.move("play 2H")
    assert game.legal_moves() == ["accept", "play 2S", "play 2S stop", "catch 1"]
    game.move("play 2S stop")
    assert game.round_over and game.winner == 2
    assert game.hand(0) == ["QC", "4C", *LONG_DRAW[:4]]
    assert game.round_scores == [[-21, -9, 30]]


def test_last_card_answering_a_two_without_stop_then_caught():
    game = answer_two_position()
    game.move("play 2H")
    game.move("play 2S")
    assert game.phase == "out" and game.turn == 0
    assert game.legal_moves() == ["accept", "catch 2"]
    game.move("catch 2", by=1)
    assert game.hand(2) == LONG_DRAW[:5]
    assert game.phase == "stack" and game.turn == 0 and game.pending_draw == 4
    game.move("accept")
    assert game.hand(0) == ["QC", "4C", *LONG_DRAW[5:9]]
    assert game.turn == 1


def test_last_card_answering_a_two_without_stop_then_accepted():
    game = answer_two_position()
    game.move("play 2H")
    game.move("play 2S")
    game.move("accept")
    assert game.round_over and game.winner == 2
    assert game.hand(0) == ["QC", "4C", *LONG_DRAW[:4]]
