"""Page One variants (RULES 6b), each an option on top of the shipped `page-one`
ruleset, tested from exact positions (the Joker variant is in test_page_one_joker.py)."""

from __future__ import annotations

from collections import Counter

import pytest
from support.positions import NAMES, page_one, rank_effects, seed_where
from support.positions import position as pos
from support.reading import first_flip, kinds, own_plays
from support.snapshot import assert_refused

from uno_tui.engine import Game, RulesetError

SUITS = ("spades", "hearts", "diamonds", "clubs")


def four(rules, hand0, top="7S", draw=None, **kw):
    """Four players; Ann (0) is to play."""
    hands = [hand0, ["4C", "6C", "10C"], ["4D", "6D", "10D"], ["4H", "6H", "10H"]]
    return pos(rules, hands, [top], draw, **kw)


# -- remapping ranks ----------------------------------------------------------------

REMAP = page_one(
    rank_effects={"8": "wild", "A": "skip", "9": "reverse", "2": "draw2", "3": "draw3"}
)


def test_remap_ace_jumps():
    game = four(REMAP, ["AS", "5H", "KS"])
    events = game.move("play AS")
    assert [e.player for e in events if e.kind == "skip"] == [1]
    assert game.turn == 2


def test_remap_nine_turns():
    game = four(REMAP, ["9S", "5H", "KS"])
    game.move("play 9S")
    assert game.direction == -1 and game.turn == 3


def test_remap_jack_and_queen_are_plain():
    game = four(REMAP, ["JS", "5H", "KS"])
    assert game.effect("JS") is None and game.effect("QS") is None
    game.move("play JS")
    assert game.turn == 1 and game.direction == 1
    game = four(REMAP, ["QS", "5H", "KS"])
    game.move("play QS")
    assert game.turn == 1 and game.direction == 1


def test_remap_two_ranks_jump():
    """One effect on several ranks (A and J both Jump)."""
    rules = page_one(rank_effects=rank_effects({"A": "skip"}))
    for card in ("AS", "JS"):
        game = four(rules, [card, "5H", "KS"])
        game.move(f"play {card}")
        assert game.turn == 2, card


def test_remap_is_validated():
    with pytest.raises(RulesetError):
        page_one(rank_effects={"8": "fly"})
    with pytest.raises(RulesetError):
        page_one(rank_effects={"1": "skip"})


# -- only Twos / only Threes --------------------------------------------------------

ONLY_TWOS = page_one(rank_effects=rank_effects({"3": None}), stack=["2 on 2"])
ONLY_THREES = page_one(rank_effects=rank_effects({"2": None}), stack=["3 on 3"])


def test_only_twos_three_is_plain():
    game = four(ONLY_TWOS, ["3S", "5H", "KS"])
    assert game.effect("3S") is None
    game.move("play 3S")
    assert game.turn == 1 and game.phase == "play" and game.pending_draw == 0


def test_only_twos_two_still_draws():
    game = four(ONLY_TWOS, ["2S", "5H", "KS"])
    game.move("play 2S")
    assert game.pending_draw == 2 and game.phase == "stack"


def test_only_threes_two_is_plain():
    game = four(ONLY_THREES, ["2S", "5H", "KS"])
    game.move("play 2S")
    assert game.turn == 1 and game.pending_draw == 0
    game = four(ONLY_THREES, ["3S", "5H", "KS"])
    game.move("play 3S")
    assert game.pending_draw == 3


def test_only_twos_three_never_starts_a_stack():
    """Without the Three's effect a 3 is a plain card: nothing to answer."""
    game = four(ONLY_TWOS, ["3S", "5H", "KS"])
    game.move("play 3S")
    assert game.phase == "play"


# -- 8 not wild ----------------------------------------------------------------------

NOT_WILD = page_one(rank_effects=rank_effects({"8": None}))


def test_eight_not_wild_must_match():
    game = four(NOT_WILD, ["8H", "8S", "5D"])
    assert game.effect("8H") is None
    assert own_plays(game) == ["play 8S"]
    assert_refused(game, "play 8H")
    assert_refused(game, "play 8H spades")
    assert_refused(game, "play 8S spades", match="not a wild")


def test_eight_not_wild_plays_as_a_plain_card():
    game = four(NOT_WILD, ["8H", "8S", "5D"])
    game.move("play 8S")
    assert game.top == "8S" and game.colour == "spades" and game.turn == 1


def test_eight_not_wild_matches_by_rank():
    game = four(NOT_WILD, ["8H", "5S", "5D"], top="8S")
    assert "play 8H" in own_plays(game)
    game.move("play 8H")
    assert game.colour == "hearts"


# -- drawing variants ------------------------------------------------------------------


def test_draw_until_playable():
    rules = page_one(draw_until_playable=True)
    game = four(rules, ["9D", "5D"], draw=["9H", "KC", "AS", "5H"])
    events = game.move("draw")
    assert [e.cards for e in events if e.kind == "draw"] == [("9H",), ("KC",), ("AS",)]
    assert game.hand(0) == ["9D", "5D", "9H", "KC", "AS"]
    assert game.phase == "drawn" and game.turn == 0
    assert game.legal_moves() == ["play AS", "keep"]
    assert_refused(game, "play 9D")
    game.move("play AS")
    assert game.turn == 1


def test_draw_until_playable_first_card_playable():
    rules = page_one(draw_until_playable=True)
    game = four(rules, ["9D", "5D"], draw=["7H", "KC"])
    game.move("draw")
    assert game.hand(0) == ["9D", "5D", "7H"] and game.phase == "drawn"


def test_draw_until_playable_stops_on_an_eight():
    rules = page_one(draw_until_playable=True)
    game = four(rules, ["9D", "5D"], draw=["9H", "8C", "AS"])
    game.move("draw")
    assert game.hand(0) == ["9D", "5D", "9H", "8C"]
    assert set(game.legal_moves()) == {f"play 8C {s}" for s in SUITS} | {"keep"}


def test_drawn_card_only_next_turn():
    rules = page_one(drawn_card="next-turn")
    game = four(rules, ["9D", "5D"], draw=["AS", "9H"])
    events = game.move("draw")
    assert kinds(events) == ["draw"]
    assert game.hand(0) == ["9D", "5D", "AS"]
    assert game.turn == 1 and game.phase == "play"
    assert_refused(game, "play AS", by=0)


def test_drawn_card_next_turn_playable_later():
    rules = page_one(drawn_card="next-turn")
    hands = [["9D", "5D"], ["5S", "4C", "KC"]]
    game = pos(rules, hands, ["7S"], ["AS", "10H"])
    game.move("draw")
    game.move("play 5S")
    assert "play AS" in game.legal_moves()
    game.move("play AS")
    assert game.top == "AS"


def test_draw_until_playable_with_next_turn_is_refused():
    with pytest.raises(RulesetError, match="next-turn"):
        page_one(draw_until_playable=True, drawn_card="next-turn")


# -- no going out on a special / on an 8 ----------------------------------------------

FIN_ACTION = page_one(finish_on_action="forbidden")


@pytest.mark.parametrize(
    "card",
    [
        "JS",
        "QS",
        pytest.param("8S"),
        pytest.param("2S"),
        pytest.param("3S"),
    ],
)
def test_no_going_out_on_a_special(card):
    game = four(FIN_ACTION, [card])
    assert game.legal_moves() == ["draw"]
    play = f"play {card} spades stop" if card.startswith("8") else f"play {card} stop"
    assert_refused(game, play)
    assert_refused(game, play.replace(" stop", ""))
    game.move("draw")
    assert game.hand_size(0) == 2


@pytest.mark.parametrize(
    "card",
    [
        "6S",
        "10S",
        "7H",
        pytest.param("KS"),
        pytest.param("AS"),
    ],
)
def test_going_out_on_a_plain_card_with_specials_forbidden(card):
    game = four(FIN_ACTION, [card])
    assert f"play {card} stop" in game.legal_moves()
    game.move(f"play {card} stop")
    assert game.round_over and game.winner == 0


@pytest.mark.parametrize(
    ("card", "allowed"),
    [
        ("AS", False),
        pytest.param("JS", True),
        pytest.param("9S", False),
        ("4S", True),
    ],
)
def test_no_going_out_on_a_special_follows_remapped_ranks(card, allowed):
    rules = page_one(
        finish_on_action="forbidden",
        rank_effects={"8": "wild", "A": "skip", "9": "reverse", "2": "draw2", "3": "draw3"},
    )
    game = four(rules, [card])
    assert (f"play {card} stop" in game.legal_moves()) == allowed


def test_no_going_out_on_an_eight():
    rules = page_one(finish_on_wild="forbidden")
    game = four(rules, ["8S"])
    assert game.legal_moves() == ["draw"]
    assert_refused(game, "play 8S hearts stop", match="wild")
    assert_refused(game, "play 8S hearts")


def test_no_going_out_on_an_eight_allows_other_specials():
    rules = page_one(finish_on_wild="forbidden")
    game = four(rules, ["JS"])
    game.move("play JS stop")
    assert game.round_over and game.winner == 0


def test_no_going_out_on_an_eight_allows_a_second_to_last_eight():
    rules = page_one(finish_on_wild="forbidden")
    game = four(rules, ["8S", "5D"])
    game.move("play 8S diamonds pageone")
    assert game.colour == "diamonds" and game.turn == 1


def test_no_going_out_on_an_eight_that_is_not_wild():
    rules = page_one(finish_on_wild="forbidden", rank_effects=rank_effects({"8": None}))
    game = four(rules, ["8S"])
    game.move("play 8S stop")
    assert game.round_over


# -- reverse on every suit change ------------------------------------------------------

SUIT_TURN = page_one(reverse_on_suit_change=True, rank_effects=rank_effects({"Q": None}))


def test_suit_change_reverses():
    game = four(SUIT_TURN, ["7H", "5S", "KD"])
    events = game.move("play 7H")
    assert "reverse" in kinds(events)
    assert game.direction == -1 and game.turn == 3


def test_same_suit_keeps_the_direction():
    game = four(SUIT_TURN, ["7H", "5S", "KD"])
    game.move("play 5S")
    assert game.direction == 1 and game.turn == 1


def test_queen_has_no_effect_of_its_own():
    game = four(SUIT_TURN, ["QS", "5H", "KD"])
    assert game.effect("QS") is None
    game.move("play QS")
    assert game.direction == 1 and game.turn == 1


def test_queen_changing_suit_reverses_once():
    game = four(SUIT_TURN, ["QH", "5H", "KD"], top="QS")
    game.move("play QH")
    assert game.direction == -1 and game.turn == 3


def test_eight_declaring_a_new_suit_reverses():
    game = four(SUIT_TURN, ["8S", "5H", "KD"])
    game.move("play 8S hearts")
    assert game.direction == -1 and game.turn == 3


def test_eight_declaring_the_same_suit_keeps_the_direction():
    game = four(SUIT_TURN, ["8H", "5H", "KD"])
    game.move("play 8H spades")
    assert game.direction == 1 and game.turn == 1


def test_jack_changing_suit_reverses_and_jumps():
    game = four(SUIT_TURN, ["JH", "5H", "KD"], top="JS")
    game.move("play JH")
    assert game.direction == -1 and game.turn == 2  # 3 is jumped


def test_two_reverses_in_a_row_restore_the_direction():
    hands = [["7H", "5S", "KS"], ["9C", "4C", "KC"], ["4D", "6D", "KD"], ["9H", "7D", "KH"]]
    game = pos(SUIT_TURN, hands, ["7S"])
    game.move("play 7H")
    assert game.turn == 3 and game.direction == -1
    game.move("play 7D")
    assert game.direction == 1 and game.turn == 0


# -- several cards of the same rank at once ----------------------------------------------

MULTI = page_one(multi=["same-number", "same-symbol"])


def test_two_jacks_jump_two_players():
    game = four(MULTI, ["JS", "JH", "5C", "KS"])
    assert "play JS JH" in game.legal_moves()
    events = game.move("play JS JH")
    assert [e.player for e in events if e.kind == "skip"] == [1, 2]
    assert game.turn == 3
    assert game.top == "JH" and game.colour == "hearts"
    assert game.discard[-2:] == ["JS", "JH"]


def test_two_twos_draw_four():
    game = four(MULTI, ["2S", "2H", "5C", "KS"], draw=["AC", "AD", "AH", "AS", "9H"])
    game.move("play 2S 2H")
    assert game.turn == 1 and game.phase == "stack" and game.pending_draw == 4
    game.move("accept")
    assert game.hand(1) == ["4C", "6C", "10C", "AC", "AD", "AH", "AS"]
    assert game.turn == 2


def test_two_threes_draw_six():
    game = four(MULTI, ["3S", "3H", "5C", "KS"])
    game.move("play 3S 3H")
    assert game.pending_draw == 6


def test_two_twos_answer_a_two():
    hands = [["2S", "5H", "KS"], ["2H", "2D", "KC"], ["4D", "6D", "KD"], ["9H", "10H", "KH"]]
    game = pos(MULTI, hands, ["7S"])
    game.move("play 2S")
    game.move("play 2H 2D")  # accepted, though legal_moves lists single cards only here
    assert game.turn == 2 and game.pending_draw == 6


def test_four_queens_return_to_the_start_direction():
    game = four(MULTI, ["QS", "QH", "QD", "QC", "5C"])
    game.move("play QS QH QD QC pageone")
    assert game.direction == 1 and game.turn == 1
    assert game.top == "QC" and game.colour == "clubs"


def test_three_queens_turn_play():
    game = four(MULTI, ["QS", "QH", "QD", "5C"])
    game.move("play QS QH QD")
    assert game.direction == -1 and game.turn == 3


def test_same_rank_plain_cards():
    game = four(MULTI, ["5S", "5H", "5D", "KC"])
    game.move("play 5S 5H 5D")
    assert game.top == "5D" and game.colour == "diamonds" and game.turn == 1


def test_multi_first_card_must_match():
    game = four(MULTI, ["5H", "5S", "KC"])
    assert_refused(game, "play 5H 5S")
    game.move("play 5S 5H pageone")
    assert game.top == "5H"


def test_multi_different_ranks_refused():
    game = four(MULTI, ["2S", "3S", "KC"])
    assert_refused(game, "play 2S 3S")
    assert_refused(game, "play 3S 2S")


def test_multi_going_out_with_stop():
    game = four(MULTI, ["5S", "5H"])
    assert "play 5S 5H stop" in game.legal_moves()
    game.move("play 5S 5H stop")
    assert game.round_over and game.winner == 0


def test_multi_page_one_when_two_left():
    game = four(MULTI, ["5S", "5H", "KC"])
    game.move("play 5S 5H")
    assert game.catchable == [0]


def test_without_multi_several_cards_refused():
    game = four(page_one(), ["5S", "5H", "KC"])
    assert_refused(game, "play 5S 5H")


# -- first-card effects applied -----------------------------------------------------------

FIRST = page_one(first_card="official")


def _first(effect):
    return seed_where(FIRST, 4, lambda g: g.effect(first_flip(g)) == effect, limit=2000)


def test_first_card_plain():
    game = _first(None)
    assert game.turn == (game.dealer + 1) % 4 and game.direction == 1
    assert all(game.hand_size(s) == 7 for s in range(4))


def test_first_card_jack_jumps_the_first_player():
    game = _first("skip")
    first = (game.dealer + 1) % 4
    assert [e.player for e in game.events if e.kind == "skip"] == [first]
    assert game.turn == (game.dealer + 2) % 4 and game.phase == "play"


def test_first_card_queen_dealer_plays_first_counter_clockwise():
    game = _first("reverse")
    assert game.direction == -1 and game.turn == game.dealer and game.phase == "play"


@pytest.mark.parametrize(("effect", "count"), [("draw2", 2), ("draw3", 3)])
def test_first_card_two_or_three_makes_the_first_player_draw(effect, count):
    game = _first(effect)
    first = (game.dealer + 1) % 4
    assert game.hand_size(first) == 7 + count
    assert game.turn == (game.dealer + 2) % 4 and game.pending_draw == 0
    assert game.all_cards() == Counter(FIRST.deck_cards())


def test_first_card_eight_first_player_declares_the_suit():
    game = _first("wild")
    first = (game.dealer + 1) % 4
    assert game.phase == "colour" and game.turn == first
    assert game.legal_moves() == [f"colour {s}" for s in SUITS]
    assert_refused(game, "colour red")
    assert_refused(game, "draw")
    game.move("colour C")
    assert game.colour == "clubs" and game.phase == "play" and game.turn == first
    assert game.top.endswith(">C")


def test_first_card_redraw_is_the_default():
    for seed in range(30):
        game = Game.new(page_one(), NAMES[:4], seed=seed)
        assert game.effect(first_flip(game)) is None


# -- play on to the last player ----------------------------------------------------------

TO_LAST = page_one(play_to_last=True, scoring="ranking")


def test_play_to_last_goes_on_after_the_first_player_is_out():
    hands = [["7S"], ["9S", "4C"], ["9D", "6D"]]
    game = pos(TO_LAST, hands, ["5S"], ["AC", "AD", "4H", "5H"])
    game.move("play 7S stop")
    assert not game.round_over and game.finished == [0]
    assert not game.in_round(0) and game.turn == 1
    game.move("play 9S pageone")
    assert game.turn == 2  # seat 0 is passed over
    game.move("play 9D pageone")
    assert game.turn == 1
    game.move("draw")  # AC: unplayable on 9D
    assert game.turn == 2
    game.move("play 6D stop")
    assert game.round_over
    assert game.finished[:2] == [0, 2]
    assert game.round_scores == [[2, 0, 1]]
    assert game.winner == 0


def test_play_to_last_a_two_as_last_card_still_hits_the_next_player():
    hands = [["2S"], ["9S", "4C"], ["9D", "6D"]]
    game = pos(TO_LAST, hands, ["5S"], ["AC", "AD", "4H", "5H"])
    game.move("play 2S stop")
    assert game.turn == 1 and game.phase == "stack" and game.pending_draw == 2
    game.move("accept")
    assert game.hand_size(1) == 4 and game.turn == 2


def test_play_to_last_needs_ranking_scoring():
    with pytest.raises(RulesetError):
        page_one(play_to_last=True)


# -- two decks ---------------------------------------------------------------------------

TWO_DECKS = page_one(deck_copies=2)


def test_two_decks_have_104_cards():
    deck = TWO_DECKS.deck_cards()
    assert len(deck) == 104
    assert set(Counter(deck).values()) == {2}


@pytest.mark.parametrize("players", [2, 5, 8])
def test_two_decks_deal(players):
    game = Game.new(TWO_DECKS, NAMES[:players], seed=3)
    size = TWO_DECKS.hand_size_for(players)
    assert [game.hand_size(s) for s in range(players)] == [size] * players
    assert game.all_cards() == Counter(TWO_DECKS.deck_cards())
    assert game.draw_pile_size == 104 - players * size - 1


def test_two_decks_identical_card_on_an_identical_card():
    game = pos(TWO_DECKS, [["7H", "5C"], ["7H", "4C", "KC"]], ["7S"])
    game.move("play 7H pageone")
    assert "play 7H" in game.legal_moves()
    game.move("play 7H")
    assert game.discard == ["7S", "7H", "7H"]


def test_two_decks_limit_copies_in_a_position():
    with pytest.raises(ValueError, match="7H"):
        pos(TWO_DECKS, [["7H", "7H"], ["7H", "4C"]], ["7S"])
    with pytest.raises(ValueError, match="7H"):
        pos(page_one(), [["7H", "7H"], ["4S", "4C"]], ["7S"])
