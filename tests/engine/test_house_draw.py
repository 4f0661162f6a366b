"""Drawing and dealing house rules: H-forced-draw, H-draw-until, H-drawn-card,
H-direction, H-remove and H-handicap (RULES.md section 5)."""

from __future__ import annotations

from collections import Counter

import pytest
from support.driver import greedy
from support.positions import NAMES
from support.positions import official as house
from support.positions import position as pos
from support.reading import drawn, kinds, own_moves
from support.snapshot import assert_refused

from uno_tui.engine import Game, card_info, rounds

FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]
ACTIONS = ["B-skip", "G+2", "Y-rev", "R-skip", "W", "W+4"]


def has_number(hand) -> bool:
    return any(card_info(c).is_number for c in hand)


# -- H-forced-draw ----------------------------------------------------------------


def test_H_forced_draw_two_at_a_time_until_a_number_arrives():
    game = pos(
        house(forced_draw=True),
        [["R5", "R-skip", "W"], ["G3", "G4", "G5"], ["R5", "G1", "G2"]],
        ["R3"],
        ["B-skip", "G+2", "Y-rev", "B7", "B8", "B9"],
    )
    events = game.move("play R5")
    assert kinds(events) == ["play", "forced-draw", "draw", "forced-draw", "draw"]
    assert game.hand(0) == ["R-skip", "W", "B-skip", "G+2", "Y-rev", "B7"]
    assert game.turn == 1


def test_H_forced_draw_off_keeps_the_hand():
    game = pos(
        house(),
        [["R5", "R-skip", "W"], ["G3", "G4", "G5"], ["R5", "G1", "G2"]],
        ["R3"],
        FILL,
    )
    game.move("play R5")
    assert game.hand(0) == ["R-skip", "W"]


def test_H_forced_draw_stops_when_the_piles_are_empty():
    game = pos(
        house(forced_draw=True),
        [["R5", "R-skip", "W"], ["G3", "G4", "G5"], ["G1", "G2"]],
        ["R3"],
        ["B-skip"],
    )
    game.move("play R5")  # draws B-skip, then R3 comes back in a reshuffle
    assert sorted(game.hand(0)) == sorted(["R-skip", "W", "B-skip", "R3"])
    assert game.discard == ["R5"] and game.draw_pile_size == 0


def test_H_forced_draw_not_for_a_player_who_went_out():
    game = pos(house(forced_draw=True), [["R5"], ["G3", "G4"], ["G1"]], ["R3"], FILL)
    game.move("play R5")
    assert game.round_over and game.hand(0) == []


def test_H_forced_draw_after_a_facedown_pass():
    game = pos(
        house(forced_draw=True, facedown_limit=3),
        [["R5", "R-skip", "W"], ["G3", "G4", "G5"], ["R5", "G1", "G2"]],
        ["R3"],
        ["B-skip", "G+2", "B7", "B8"],
    )
    events = game.move("facedown R5")
    assert kinds(events) == ["facedown", "forced-draw", "draw", "forced-draw", "draw"]
    assert game.hand(0) == ["R-skip", "W", "B-skip", "G+2", "B7", "B8"]
    assert game.turn == 1


def test_H_forced_draw_after_snorlax_discards():
    game = pos(
        house(forced_draw=True, deck="pokemon"),
        [["W-snorlax", "R5"], ["G3", "B-skip"], ["R6", "G1", "G2"]],
        ["R3"],
        ["Y-skip", "R-rev", "B+2", "B7", "B8", "B9"],
    )
    events = game.move("play W-snorlax green")  # Ben draws 3 actions, discards G3
    assert kinds(events)[-2:] == ["forced-draw", "draw"]
    assert game.hand(1) == ["B-skip", "Y-skip", "R-rev", "B+2", "B7", "B8"]


def test_H_forced_draw_after_the_deal():
    """Seed 0 deals seat 1 a lone B-rev: it draws 2 before play begins."""
    game = Game.new(house(forced_draw=True, hand_size=1), NAMES[:4], seed=0)
    assert "forced-draw" in kinds(game.events)
    assert all(has_number(game.hand(s)) for s in range(4))
    for seed in range(1, 30):
        game = Game.new(house(forced_draw=True, hand_size=1), NAMES[:4], seed=seed)
        assert all(has_number(game.hand(s)) for s in range(4)), seed


# -- H-draw-until -------------------------------------------------------------------


def test_H_draw_until_playable():
    game = pos(
        house(draw_until_playable=True),
        [["B5", "B6"], ["G3", "G4", "G5"], ["R5", "G1", "G2"]],
        ["R3"],
        ["G7", "G8", "R9", "B8"],
    )
    events = game.move("draw")
    assert drawn(events, 0) == ["G7", "G8", "R9"]
    assert (game.turn, game.phase, own_moves(game)) == (0, "drawn", ["play R9", "keep"])
    game.move("play R9")
    assert game.turn == 1 and game.hand(0) == ["B5", "B6", "G7", "G8"]


def test_H_draw_until_playable_may_keep():
    game = pos(
        house(draw_until_playable=True),
        [["B5", "B6"], ["G3", "G4", "G5"], ["R5", "G1", "G2"]],
        ["R3"],
        ["G7", "R9", "B8"],
    )
    game.move("draw")
    game.move("keep")
    assert game.turn == 1 and game.hand(0) == ["B5", "B6", "G7", "R9"]


def test_H_draw_until_playable_stops_when_nothing_is_left():
    game = pos(
        house(draw_until_playable=True),
        [["B5", "B6"], ["G3", "G4", "G5"], ["G1", "G2"]],
        ["R3"],
        ["G7", "G8"],
    )
    events = game.move("draw")
    assert drawn(events, 0) == ["G7", "G8"] and game.turn == 1


def test_H_draw_until_off_draws_one():
    game = pos(house(), [["B5", "B6"], ["G3", "G4", "G5"], ["G1"]], ["R3"], ["G7", "R9"])
    events = game.move("draw")
    assert drawn(events, 0) == ["G7"] and game.turn == 1


# -- H-drawn-card -------------------------------------------------------------------


def test_H_drawn_card_may_play():
    game = pos(house(), [["B5", "B6"], ["G3", "G4", "G5"], ["G1"]], ["R3"], ["R9", "B8"])
    game.move("draw")
    assert own_moves(game) == ["play R9", "keep"]


def test_H_drawn_card_must_play():
    game = pos(
        house(drawn_card="must-play"),
        [["B5", "B6"], ["G3", "G4", "G5"], ["G1"]],
        ["R3"],
        ["R9", "B8"],
    )
    game.move("draw")
    assert (game.phase, own_moves(game)) == ("drawn", ["play R9"])
    assert_refused(game, "keep", match="must be played")
    game.move("play R9")
    assert game.turn == 1


def test_H_drawn_card_must_play_unplayable_card_ends_the_turn():
    game = pos(
        house(drawn_card="must-play"),
        [["B5", "B6"], ["G3", "G4", "G5"], ["G1"]],
        ["R3"],
        ["B8", "R9"],
    )
    game.move("draw")
    assert (game.turn, game.phase) == (1, "play")


def test_H_drawn_card_next_turn():
    game = pos(
        house(drawn_card="next-turn"),
        [["B5", "B6"], ["G3", "G4", "G5"], ["G1", "G2"]],
        ["R3"],
        ["R9", "B8"],
    )
    game.move("draw")
    assert (game.turn, game.phase, game.hand(0)) == (1, "play", ["B5", "B6", "R9"])


# -- H-direction ---------------------------------------------------------------------


def test_H_direction_random_first_direction():
    rules = house(first_direction="random", first_card="redraw-non-number")
    directions = Counter(Game.new(rules, NAMES[:4], seed=s).direction for s in range(40))
    assert set(directions) == {1, -1}
    assert min(directions.values()) >= 8


def test_H_direction_random_each_round():
    rules = house(first_direction="random", first_card="redraw-non-number", scoring="round-wins")
    seen = set()
    for seed in range(6):
        game = Game.new(rules, NAMES[:3], seed=seed)
        for _ in range(3):
            seen.add(game.direction)
            while not game.round_over:
                game.move(*greedy(game))
            if game.game_over:
                break
            game.next_round()
    assert seen == {1, -1}


def test_H_direction_clockwise_by_default():
    rules = house(first_card="redraw-non-number")
    assert {Game.new(rules, NAMES[:4], seed=s).direction for s in range(40)} == {1}


# -- H-remove ---------------------------------------------------------------------------


def test_H_remove_cards_from_the_deck():
    rules = house(remove_cards=["R+2", "Y+2", "G+2", "B+2", "W+4"])
    deck = Counter(rules.deck_cards())
    assert sum(deck.values()) == 96
    assert not {"R+2", "Y+2", "G+2", "B+2", "W+4"} & set(deck)
    for seed in range(5):
        game = Game.new(rules, NAMES[:4], seed=seed)
        assert game.all_cards() == deck


def test_H_remove_refuses_cards_not_in_the_deck():
    with pytest.raises(ValueError, match="not in the classic deck"):
        house(remove_cards=["W-snorlax"])


# -- H-handicap -------------------------------------------------------------------------


def finish_three(rules) -> Game:
    """Ann goes out first, Ben second, Cat is left: a finished round of three. The
    next round turns up a number first (no first-card Draw Two to blur the counts)."""
    rules = rules.with_options(first_card="redraw-non-number")
    game = pos(
        rules,
        [["R5"], ["R6"], ["G1", "G2", "G3"]],
        ["R3"],
        FILL,
        seed=1,
    )
    game.move("play R5")
    if not game.round_over:
        game.move("play R6")
    assert game.round_over
    return game


def test_H_handicap_rank():
    game = finish_three(house(handicap="rank", play_to_last=True, scoring="ranking"))
    assert game.finished == [0, 1] and game.winner == 0
    events = game.next_round()
    assert [game.hand_size(s) for s in range(3)] == [10, 9, 8]
    assert [(e.player, e.count) for e in events if e.kind == "handicap"] == [
        (0, 3),
        (1, 2),
        (2, 1),
    ]


def test_a_deal_that_leaves_only_cards_to_redraw_still_turns_one_up(monkeypatch):
    # A big handicap deal can leave a pile of Wild Draw Fours only (O5 redraws them):
    # the round must still start, with one of them, instead of redrawing for ever.
    rules = house()
    game = Game(rules, NAMES[:2], seed=3)
    monkeypatch.setattr(type(rules), "deck_cards", lambda self: ["W+4"] * 2 + ["R1"] * 14)
    monkeypatch.setattr(game._rng, "shuffle", lambda cards: None)  # dealt from the top
    rounds.start_round(game)
    assert game.discard == ["W+4"] and game.draw_pile_size == 1
    assert [game.hand_size(s) for s in range(2)] == [7, 7]


def test_H_handicap_rank_needs_play_to_last():
    with pytest.raises(ValueError, match="play_to_last"):
        house(handicap="rank")


def test_H_handicap_wins():
    game = finish_three(house(handicap="wins"))
    assert game.winner == 0 and game.round_wins(0) == 1
    game.next_round()
    assert [game.hand_size(s) for s in range(3)] == [8, 7, 7]
    while not game.round_over:
        game.move(*greedy(game))
    wins = [game.round_wins(s) for s in range(3)]
    assert sum(wins) == 2
    game.next_round()
    assert [game.hand_size(s) for s in range(3)] == [7 + w for w in wins]


@pytest.mark.parametrize(
    ("hand", "points", "extra"),
    [
        (["G1"], 1, 0),
        (["W", "W+4", "R5"], 105, 1),
        (["W", "W+4", "W", "W+4", "R5"], 205, 2),
    ],
)
def test_H_handicap_points(hand, points, extra):
    rules = house(handicap="points", first_card="redraw-non-number")
    game = pos(rules, [["R5"], hand], ["R3"], FILL, seed=1)
    game.move("play R5")
    assert game.scores == [points, 0]
    game.next_round()
    assert [game.hand_size(s) for s in range(2)] == [7 + extra, 7]


def test_H_handicap_none_by_default():
    game = finish_three(house())
    game.next_round()
    assert [game.hand_size(s) for s in range(3)] == [7, 7, 7]
