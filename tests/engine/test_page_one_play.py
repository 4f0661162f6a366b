"""American Page One (RULES 6b), ruleset `page-one` as shipped: matching, the special
ranks, drawing, the starter, hand sizes and scoring, from exact positions."""

from __future__ import annotations

from collections import Counter

import pytest
from support.positions import NAMES, page_one, seed_where
from support.positions import position as pos
from support.reading import first_flip, kinds, own_plays
from support.snapshot import assert_refused

from uno_tui.engine import Game, card_info

R = page_one()


def test_shipped_ruleset_is_page_one():
    assert R.deck == "standard-52" and R.deck_copies == 1 and R.jokers == 0
    assert dict(R.rank_effects) == {
        "8": "wild",
        "J": "skip",
        "Q": "reverse",
        "2": "draw2",
        "3": "draw3",
    }
    assert R.calls == "pageone-stop" and R.uno_penalty == 5
    assert set(R.stack) == {"2 on 2", "3 on 3"}
    assert R.scoring == "round-table"
    assert len(R.deck_cards()) == 52
    assert R.min_players == 2 and R.max_players == 8


# -- matching ------------------------------------------------------------------


def test_match_by_suit():
    game = pos(R, [["5S", "KD", "9H"], ["4C", "6C"], ["4D", "6D"]], ["7S"])
    assert own_plays(game) == ["play 5S"]
    events = game.move("play 5S")
    assert kinds(events) == ["play"]
    assert game.top == "5S" and game.colour == "spades"
    assert game.turn == 1 and game.phase == "play"
    assert game.hand(0) == ["KD", "9H"]


def test_match_by_rank():
    game = pos(R, [["7H", "KD", "9C"], ["4C", "6C"], ["4D", "6D"]], ["7S"])
    assert own_plays(game) == ["play 7H"]
    game.move("play 7H")
    assert game.top == "7H" and game.colour == "hearts"
    assert game.turn == 1


def test_after_a_rank_match_the_new_suit_counts():
    game = pos(R, [["7H", "KD", "9C"], ["5S", "5H", "KS"], ["4D", "6D"]], ["7S"])
    game.move("play 7H")
    assert own_plays(game) == ["play 5H"]


def test_plain_card_effects_none():
    game = pos(R, [["7H", "KD"], ["4C", "6C"]], ["7S"])
    for rank in ("A", "4", "5", "6", "7", "9", "10", "K"):
        assert game.effect(f"{rank}S") is None
    assert game.effect("8S") == "wild"
    assert game.effect("JH") == "skip"
    assert game.effect("QD") == "reverse"
    assert game.effect("2C") == "draw2"
    assert game.effect("3C") == "draw3"


# -- 8 = Eight (wild) ------------------------------------------------------------


def test_eight_is_playable_on_anything_and_declares_the_suit():
    game = pos(R, [["8C", "5H", "KD"], ["9S", "5C", "8D"], ["4D", "6D"]], ["KH"])
    moves = game.legal_moves()
    for suit in ("spades", "hearts", "diamonds", "clubs"):
        assert f"play 8C {suit}" in moves
    assert "play 5H" in moves and "play KD" in moves  # an 8 is not forced
    events = game.move("play 8C spades")
    assert events[0].colour == "S"
    assert game.top == "8C>S" and game.colour == "spades"
    assert game.turn == 1
    # Only spades or another 8 now: not the 8's own suit (clubs), not the old suit.
    assert set(own_plays(game)) == {"play 9S"} | {
        f"play 8D {s}" for s in ("spades", "hearts", "diamonds", "clubs")
    }
    assert_refused(game, "play 5C", by=1)


def test_eight_declaring_its_own_suit():
    game = pos(R, [["8C", "5H", "KD"], ["9S", "5C", "KS"], ["4D", "6D"]], ["KC"])
    game.move("play 8C clubs")
    assert game.colour == "clubs"
    assert own_plays(game) == ["play 5C"]


def test_eight_on_an_eight():
    game = pos(R, [["8C", "5H", "KD"], ["9S", "5C"], ["4D", "6D"]], ["8H"], colour="diamonds")
    assert game.colour == "diamonds" and game.top == "8H>D"
    assert set(own_plays(game)) == {"play KD"} | {
        f"play 8C {s}" for s in ("spades", "hearts", "diamonds", "clubs")
    }
    game.move("play 8C hearts")
    assert game.colour == "hearts"


def test_eight_needs_a_suit():
    game = pos(R, [["8C", "5H", "KD"], ["9S", "5C"]], ["KH"])
    assert_refused(game, "play 8C", match="suit")


# -- J = Jump, Q = Quick Turn -------------------------------------------------------


def test_jack_jumps_the_next_player():
    game = pos(R, [["JS", "5H"], ["9S", "5C"], ["4D", "6D"], ["4H", "6H"]], ["7S"])
    events = game.move("play JS")
    assert kinds(events) == ["play", "skip"]
    assert [e.player for e in events if e.kind == "skip"] == [1]
    assert game.turn == 2 and game.direction == 1


def test_jack_jumps_counter_clockwise():
    game = pos(
        R, [["JS", "5H", "KD"], ["9S", "5C"], ["4D", "6D"], ["4H", "6H"]], ["7S"], direction=-1
    )
    game.move("play JS")
    assert game.turn == 2  # 3 is jumped


def test_jack_with_two_players_gives_the_same_player_another_turn():
    game = pos(R, [["JS", "5H", "KD"], ["9S", "5C"]], ["7S"])
    game.move("play JS")
    assert game.turn == 0 and game.phase == "play"


def test_jack_on_a_jack_of_another_suit():
    game = pos(R, [["JH", "5H", "KD"], ["9S", "5C"], ["4D", "6D"]], ["JS"])
    game.move("play JH")
    assert game.turn == 2 and game.colour == "hearts"


def test_queen_turns_play_round():
    game = pos(R, [["QS", "5H", "KD"], ["9S", "5C"], ["4D", "6D"], ["4H", "6H"]], ["7S"])
    events = game.move("play QS")
    assert "reverse" in kinds(events)
    assert game.direction == -1
    assert game.turn == 3


def test_queen_then_play_continues_counter_clockwise():
    game = pos(R, [["QS", "5H", "KD"], ["9S", "5C"], ["4D", "6D"], ["4S", "6H"]], ["7S"])
    game.move("play QS")
    game.move("play 4S")
    assert game.turn == 2 and game.direction == -1


def test_queen_with_two_players_is_a_plain_reverse():
    """two_player_rules = false: a Quick Turn does not act as a Jump."""
    game = pos(R, [["QS", "5H", "KD"], ["9S", "5C"]], ["7S"])
    game.move("play QS")
    assert game.direction == -1
    assert game.turn == 1


# -- 2 = Two, 3 = Three ----------------------------------------------------------


def test_two_makes_the_next_player_draw_two_and_lose_the_turn():
    game = pos(
        R,
        [["2S", "5H", "KD"], ["9S", "5C"], ["4D", "6D"]],
        ["7S"],
        ["AC", "AD", "AH", "4H"],
    )
    game.move("play 2S")
    assert game.phase == "stack" and game.turn == 1 and game.pending_draw == 2
    assert game.legal_moves() == ["accept"]  # no Two to answer with
    events = game.move("accept")
    assert game.hand(1) == ["9S", "5C", "AC", "AD"]
    assert [e.player for e in events if e.kind == "skip"] == [1]
    assert game.turn == 2 and game.phase == "play" and game.pending_draw == 0


def test_two_answered_with_a_two_totals_add_up():
    game = pos(
        R,
        [["2S", "5H", "KD"], ["2H", "5C", "KS"], ["2D", "6D", "KH"], ["4H", "6H"]],
        ["7S"],
        ["AC", "AD", "AH", "AS", "4C", "4S", "5S", "6S"],
    )
    game.move("play 2S")
    assert set(own_plays(game)) == {"play 2H"}
    game.move("play 2H")
    assert game.turn == 2 and game.pending_draw == 4 and game.phase == "stack"
    game.move("play 2D")
    assert game.turn == 3 and game.pending_draw == 6
    assert game.legal_moves() == ["accept"]
    game.move("accept")
    assert game.hand(3) == ["4H", "6H", "AC", "AD", "AH", "AS", "4C", "4S"]
    assert game.turn == 0 and game.pending_draw == 0
    assert game.top == "2D" and game.colour == "diamonds"


def test_draw_in_answer_to_a_two_takes_the_total():
    game = pos(R, [["2S", "5H", "KD"], ["2H", "5C", "KS"], ["4D", "6D"]], ["7S"])
    game.move("play 2S")
    game.move("play 2H")
    before = game.hand_size(2)
    game.move("draw")
    assert game.hand_size(2) == before + 4
    assert game.turn == 0


def test_two_cannot_be_answered_with_another_rank():
    game = pos(R, [["2S", "5H", "KD"], ["9S", "3S", "8S", "JS"], ["4D", "6D"]], ["7S"])
    game.move("play 2S")
    assert game.legal_moves() == ["accept"]
    for card in ("9S", "3S", "8S spades", "JS"):
        assert_refused(game, f"play {card}")


def test_three_makes_the_next_player_draw_three():
    game = pos(R, [["3S", "5H", "KD"], ["9S", "5C"], ["4D", "6D"]], ["7S"], ["AC", "AD", "AH"])
    game.move("play 3S")
    assert game.phase == "stack" and game.pending_draw == 3 and game.turn == 1
    game.move("accept")
    assert game.hand(1) == ["9S", "5C", "AC", "AD", "AH"]
    assert game.turn == 2


def test_three_answered_with_a_three():
    game = pos(R, [["3S", "5H", "KD"], ["3C", "5C", "KC"], ["4D", "6D"]], ["7S"])
    game.move("play 3S")
    assert set(own_plays(game)) == {"play 3C"}
    game.move("play 3C")
    assert game.turn == 2 and game.pending_draw == 6
    game.move("accept")
    assert game.hand_size(2) == 8 and game.turn == 0


def test_three_does_not_answer_a_two_unless_linked():
    game = pos(R, [["2S", "5H", "KD"], ["3S", "3C", "2D"], ["4D", "6D"]], ["7S"])
    game.move("play 2S")
    assert set(own_plays(game)) == {"play 2D"}
    assert_refused(game, "play 3S")


def test_two_does_not_answer_a_three():
    game = pos(R, [["3S", "5H", "KD"], ["2S", "3C", "KC"], ["4D", "6D"]], ["7S"])
    game.move("play 3S")
    assert set(own_plays(game)) == {"play 3C"}
    assert_refused(game, "play 2S")


LINKED = page_one(stack=["2 on 2", "3 on 3", "3 on 2"])


def test_linked_three_answers_a_two_of_its_suit():
    game = pos(LINKED, [["2S", "5H", "KD"], ["3S", "3C", "4C"], ["4D", "6D"]], ["7S"])
    game.move("play 2S")
    assert set(own_plays(game)) == {"play 3S"}
    game.move("play 3S")
    assert game.turn == 2 and game.pending_draw == 5 and game.phase == "stack"
    game.move("accept")
    assert game.hand_size(2) == 7 and game.turn == 0


def test_linked_three_of_another_suit_is_refused():
    game = pos(LINKED, [["2S", "5H", "KD"], ["3S", "3C", "4C"], ["4D", "6D"]], ["7S"])
    game.move("play 2S")
    assert_refused(game, "play 3C")


def test_linked_three_follows_the_suit_of_a_two_played_on_a_two():
    """The Two's own suit counts, even when it was played on a rank match."""
    game = pos(LINKED, [["2H", "5H", "KD"], ["3S", "3H", "4C"], ["4D", "6D"]], ["2S"])
    game.move("play 2H")
    assert game.pending_draw == 2
    assert set(own_plays(game)) == {"play 3H"}
    assert_refused(game, "play 3S")


def test_linked_two_still_does_not_answer_a_three():
    game = pos(LINKED, [["3S", "5H", "KD"], ["2S", "2C", "4C"], ["4D", "6D"]], ["7S"])
    game.move("play 3S")
    assert game.legal_moves() == ["accept"]
    assert_refused(game, "play 2S")


# -- drawing -----------------------------------------------------------------------


def test_no_playable_card_draw_one_and_play_it():
    game = pos(R, [["9D", "5D"], ["9C", "4C"], ["4H", "6H"]], ["7S"], ["AS", "10H"])
    assert game.legal_moves() == ["draw"]  # (no call: nothing to play with it)
    events = game.move("draw")
    assert kinds(events) == ["draw"] and events[0].cards == ("AS",)
    assert game.phase == "drawn" and game.turn == 0
    assert game.legal_moves() == ["play AS", "keep"]  # three cards again: no call due
    assert_refused(game, "play 9D")
    game.move("play AS")
    assert game.top == "AS" and game.turn == 1


def test_draw_then_keep_ends_the_turn():
    game = pos(R, [["9D", "5D", "KD"], ["9C", "4C"], ["4H", "6H"]], ["7S"], ["AS", "10H"])
    game.move("draw")
    game.move("keep")
    assert game.hand(0) == ["9D", "5D", "KD", "AS"]
    assert game.turn == 1 and game.phase == "play" and game.top == "7S"


def test_unplayable_drawn_card_is_kept_and_the_turn_passes():
    game = pos(R, [["9D", "5D", "KD"], ["9C", "4C"], ["4H", "6H"]], ["7S"], ["AH", "10H"])
    events = game.move("draw")
    assert kinds(events) == ["draw"]
    assert game.hand(0) == ["9D", "5D", "KD", "AH"]
    assert game.turn == 1 and game.phase == "play"


def test_draw_allowed_with_a_playable_card():
    game = pos(R, [["9S", "5D", "KD"], ["9C", "4C"], ["4H", "6H"]], ["7S"], ["AH", "10H"])
    assert "draw" in game.legal_moves()
    game.move("draw")
    assert game.hand_size(0) == 4 and game.turn == 1


def test_drawn_eight_may_be_played_with_a_suit():
    game = pos(R, [["9D", "5D", "KD"], ["9C", "4C"], ["4H", "6H"]], ["7S"], ["8H", "10H"])
    game.move("draw")
    assert game.phase == "drawn"
    assert set(game.legal_moves()) == {
        *(f"play 8H {s}" for s in ("spades", "hearts", "diamonds", "clubs")),
        "keep",
    }
    game.move("play 8H diamonds")
    assert game.colour == "diamonds" and game.turn == 1


def test_empty_draw_pile_reshuffles_the_discards():
    game = pos(R, [["9D", "5D", "KD"], ["9C", "4C"], ["4H", "6H"]], ["AH", "10H", "7S"], [])
    events = game.move("draw")
    assert "reshuffle" in kinds(events)
    assert game.discard == ["7S"]
    assert game.hand_size(0) == 4 and game.draw_pile_size == 1


# -- the starter -----------------------------------------------------------------


def test_starter_is_turned_again_until_plain():
    game = seed_where(R, 4, lambda g: any(e.kind == "redraw" for e in g.events))
    redrawn = [e.cards[0] for e in game.events if e.kind == "redraw"]
    assert redrawn and all(game.effect(c) is not None for c in redrawn)
    top = first_flip(game)
    assert game.discard == [top]
    assert game.effect(top) is None
    assert game.phase == "play" and game.direction == 1
    assert game.all_cards() == Counter(R.deck_cards())
    for card in redrawn:  # the special starters went back into the deck
        assert card not in game.discard


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_starter_is_never_special(players):
    for seed in range(40):
        game = Game.new(R, NAMES[:players], seed=seed)
        top = game.discard[-1]
        assert game.discard == [first_flip(game)]
        assert game.effect(top) is None, f"seed {seed}: starter {top}"
        assert game.phase == "play" and game.pending_draw == 0
        assert game.turn == (game.dealer + 1) % players
        assert all(game.hand_size(s) == R.hand_size_for(players) for s in range(players))


# -- hand sizes ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "size"), [(2, 7), (3, 7), (4, 7), (5, 6), (6, 5), (7, 4), (8, 4)]
)
def test_hand_size_by_player_count(players, size):
    assert R.hand_size_for(players) == size
    game = Game.new(R, NAMES[:players], seed=players)
    assert [game.hand_size(s) for s in range(players)] == [size] * players
    assert game.draw_pile_size == 52 - players * size - 1
    assert game.all_cards() == Counter(R.deck_cards())


@pytest.mark.parametrize("players", [1, 9])
def test_player_count_limits(players):
    names = [f"P{i}" for i in range(players)]
    with pytest.raises(ValueError):
        Game.new(R, names, seed=1)


# -- scoring -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "points"),
    [
        ("8S", 50),
        ("8H", 50),
        ("KD", 10),
        ("QC", 10),
        ("JH", 10),
        ("AS", 1),
        ("2C", 2),
        ("3D", 3),
        ("7H", 7),
        ("9S", 9),
        ("10C", 10),
    ],
)
def test_card_points(card, points):
    assert card_info(card).points == points


def test_round_table_scoring():
    game = pos(
        R,
        [["6S"], ["8H", "KC", "QD", "JS", "AH"], ["10D", "9C", "2S", "3C"]],
        ["7S"],
    )
    assert game.hand_points(1) == 81 and game.hand_points(2) == 24
    events = game.move("play 6S stop")
    assert kinds(events) == ["play", "stop", "out", "round-over"]
    assert game.round_over and game.winner == 0 and not game.game_over
    assert game.round_scores == [[105, -81, -24]]
    assert game.scores == [105, -81, -24]
    assert game.phase == "round-over"


def test_going_out_on_a_two_makes_the_next_player_draw_and_those_cards_count():
    game = pos(
        R,
        [["2S"], ["9C", "4C"], ["4D", "6D"]],
        ["7S"],
        ["AC", "KH", "5S"],
    )
    game.move("play 2S stop")
    assert game.round_over and game.winner == 0
    assert game.hand(1) == ["9C", "4C", "AC", "KH"]
    assert game.round_scores == [[24 + 10, -24, -10]]


def test_going_out_on_a_jack_is_allowed():
    game = pos(R, [["JS"], ["9C", "4C"], ["4D", "6D"]], ["7S"])
    game.move("play JS stop")
    assert game.round_over and game.winner == 0
    assert game.scores == [23, -13, -10]


def test_next_round_is_dealt_by_the_winner():
    game = pos(R, [["6S"], ["9C", "4C"], ["4D", "6D"]], ["7S"])
    game.move("play 6S stop")
    game.next_round()
    assert game.round_number == 2 and game.dealer == 0 and not game.round_over
    assert [game.hand_size(s) for s in range(3)] == [7, 7, 7]
    assert game.effect(game.discard[-1]) is None
    assert game.scores == [23, -13, -10]
