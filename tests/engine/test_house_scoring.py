"""S4 (play to the last player) and S5 (first to N round wins), RULES.md section 4."""

from __future__ import annotations

import pytest
from support.driver import greedy
from support.positions import official as house
from support.positions import position as pos
from support.reading import kinds
from support.snapshot import assert_refused

FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]


def to_last(**options):
    return house(play_to_last=True, scoring="ranking", **options)


# -- S4 ------------------------------------------------------------------------------


def test_S4_play_to_last_round_goes_on_after_the_first_player_out():
    game = pos(to_last(), [["R5"], ["G3", "G4"], ["G1", "G2", "R6"], ["R7", "B1"]], ["R3"], FILL)
    events = game.move("play R5")
    assert kinds(events) == ["play", "out"]
    assert not game.round_over and game.finished == [0]
    assert not game.in_round(0) and game.turn == 1
    assert game.legal_moves(by=0) == []
    assert_refused(game, "draw", by=0)


def test_S4_finishing_order_and_the_round_ends_with_one_player_left():
    game = pos(to_last(), [["R5"], ["R6"], ["G1", "G2", "R6"]], ["R3"], FILL)
    game.move("play R5")
    events = game.move("play R6")
    assert kinds(events) == ["play", "out", "round-over"]
    assert game.round_over and game.winner == 0 and game.finished == [0, 1]
    # Places score points: last 0, one more per place above.
    assert game.round_scores == [[2, 1, 0]] and game.scores == [2, 1, 0]


def test_S4_players_out_are_passed_over():
    game = pos(
        to_last(), [["R5"], ["G3", "G4"], ["G1", "G2", "R6"], ["R7", "B1"]], ["R3"], FILL, turn=0
    )
    game.move("play R5")
    game.move("draw")  # Ben draws Y1
    if game.phase == "drawn":
        game.move("keep")
    game.move("draw")  # Cat
    if game.phase == "drawn":
        game.move("keep")
    game.move("draw")  # Dan
    if game.phase == "drawn":
        game.move("keep")
    assert game.turn == 1  # Ann (out) is passed over


def test_S4_going_out_on_a_draw_two_still_makes_the_next_draw():
    game = pos(to_last(), [["R+2"], ["G3", "G4"], ["G1", "G2", "R6"], ["R7", "B1"]], ["R3"], FILL)
    game.move("play R+2")
    assert game.hand_size(1) == 4 and game.turn == 2 and game.finished == [0]


def test_S4_going_out_on_a_draw_two_with_stacking_the_next_may_stack():
    rules = to_last(stack=["+2 on +2"])
    game = pos(rules, [["R+2"], ["G+2", "G4"], ["G1", "G2", "R6"], ["R7", "B1"]], ["R3"], FILL)
    game.move("play R+2")
    assert (game.turn, game.phase, game.pending_draw) == (1, "stack", 2)
    game.move("play G+2 uno")
    assert (game.turn, game.pending_draw) == (2, 4)


def test_S4_going_out_on_a_reverse_turns_play_around():
    game = pos(to_last(), [["R-rev"], ["G3", "G4"], ["G1", "G2", "R6"], ["R7", "B1"]], ["R3"], FILL)
    game.move("play R-rev")
    assert (game.direction, game.turn) == (-1, 3)


def test_S4_game_ends_after_the_rounds():
    rules = to_last(rounds=1)
    game = pos(rules, [["R5"], ["R6"], ["G1", "G2", "R6"]], ["R3"], FILL)
    game.move("play R5")
    game.move("play R6")
    assert game.game_over and game.game_winner == 0
    assert game.ranking() == [0, 1, 2]


def test_S4_needs_ranking_or_round_wins():
    with pytest.raises(ValueError, match="play_to_last"):
        house(play_to_last=True)
    assert house(play_to_last=True, scoring="round-wins").play_to_last


def test_S4_with_round_wins_the_first_out_wins_the_round():
    rules = house(play_to_last=True, scoring="round-wins")
    game = pos(rules, [["R5"], ["R6"], ["G1", "G2", "R6"]], ["R3"], FILL)
    game.move("play R5")
    game.move("play R6")
    assert game.round_over and game.winner == 0 and game.scores == [1, 0, 0]


# -- S5 ------------------------------------------------------------------------------


def test_S5_round_wins_count_one_each():
    rules = house(scoring="round-wins", target_wins=3)
    game = pos(rules, [["R5"], ["W+4", "W"], ["G1"]], ["R3"], FILL)
    game.move("play R5")
    assert game.round_over and not game.game_over
    assert game.scores == [1, 0, 0] and game.round_scores == [[1, 0, 0]]


def test_S5_first_to_the_target_wins_the_game():
    rules = house(scoring="round-wins", target_wins=2, first_card="redraw-non-number")
    game = pos(rules, [["R5"], ["W+4"], ["G1"]], ["R3"], FILL, seed=4)
    game.move("play R5")
    rounds = 1
    while not game.game_over:
        game.next_round()
        while not game.round_over:
            game.move(*greedy(game))
        rounds += 1
        assert rounds < 10
    assert max(game.scores) == 2 and sum(game.scores) == rounds
    assert game.scores[game.game_winner] == 2
    assert [game.round_wins(s) for s in range(3)] == game.scores
