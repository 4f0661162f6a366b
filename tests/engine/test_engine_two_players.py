"""O17: the two-player rules (on by default; option two_player_rules)."""

import pytest
from support.positions import official, position, seed_where
from support.reading import first_flip, kinds

from uno_tui.engine import card_info

PILE = ["B6", "B7", "B8", "B9", "Y6", "Y7", "Y8", "Y9"]


def duel(rules, ann):
    return position(rules, [ann, ["Y1", "Y2", "Y3"]], ["R5"], PILE)


def test_O17_on_by_default(rules):
    assert rules.two_player_rules is True


def test_O17_reverse_acts_like_skip_same_player_again(rules):
    game = duel(rules, ["R-rev", "R2", "G1"])
    events = game.move("play R-rev")
    assert ("skip", 1) in [(e.kind, e.player) for e in events]
    assert "reverse" not in kinds(events)
    assert (game.turn, game.phase) == (0, "play")
    game.move("play R2")
    assert game.turn == 1


def test_O17_off_reverse_passes_the_turn(rules):
    game = duel(official(two_player_rules=False), ["R-rev", "R2", "G1"])
    events = game.move("play R-rev")
    assert "reverse" in kinds(events)
    assert (game.turn, game.direction) == (1, -1)


@pytest.mark.parametrize("two_player_rules", [True, False])
def test_O17_skip_same_player_plays_again(two_player_rules):
    game = duel(official(two_player_rules=two_player_rules), ["R-skip", "R2", "G1"])
    game.move("play R-skip")
    assert (game.turn, game.hand(1)) == (0, ["Y1", "Y2", "Y3"])


def test_O17_draw_two_opponent_draws_same_player_again(rules):
    game = duel(rules, ["R+2", "R2", "G1"])
    game.move("play R+2")
    assert game.hand(1) == ["Y1", "Y2", "Y3", "B6", "B7"]
    assert game.turn == 0


def test_O17_wild_draw_four_accepted_opponent_draws_same_player_again(rules):
    game = duel(rules, ["W+4", "G2", "G1"])
    game.move("play W+4 green")
    assert (game.phase, game.turn) == ("challenge", 1)
    game.move("accept")
    assert game.hand_size(1) == 7
    assert (game.turn, game.phase, game.colour) == (0, "play", "green")


def test_O17_wild_draw_four_none_opponent_draws_same_player_again():
    game = duel(official(wd4_restriction="none"), ["W+4", "G2", "G1"])
    game.move("play W+4 green")
    assert game.hand_size(1) == 7 and game.turn == 0


def test_O17_wrong_challenge_same_player_again(rules):
    game = duel(rules, ["W+4", "G2", "G1"])
    game.move("play W+4 green")
    game.move("challenge")
    assert game.hand_size(1) == 9 and game.turn == 0


def test_O17_right_challenge_challenger_plays(rules):
    game = duel(rules, ["W+4", "R2", "G1"])
    game.move("play W+4 green")
    game.move("challenge")
    assert game.hand_size(0) == 6 and game.turn == 1


def test_O17_three_players_reverse_still_reverses(rules):
    game = position(rules, [["R-rev", "R2"], ["Y1"], ["G1"]], ["R5"], PILE)
    game.move("play R-rev")
    assert (game.turn, game.direction) == (2, -1)


def test_O17_first_card_reverse_with_two_players_dealer_plays_first(rules):
    game = seed_where(rules, 2, lambda g: card_info(first_flip(g)).face == "rev")
    assert game.turn == game.dealer
    assert [(e.kind, e.player) for e in game.events if e.kind == "skip"] == [
        ("skip", 1 - game.dealer)
    ]


def test_O17_first_card_skip_with_two_players_dealer_plays_first(rules):
    game = seed_where(rules, 2, lambda g: card_info(first_flip(g)).face == "skip")
    assert game.turn == game.dealer
