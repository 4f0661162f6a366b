"""O1-O5 and O16: players, choosing the dealer, the deal, the first card, the next dealer."""

from collections import Counter

import pytest
from support.positions import NAMES, position, seed_where
from support.reading import first_flip, kinds

from uno_tui.engine import Game, card_info, describe, describe_rules, load_ruleset


def dealer_draw_rounds(game: Game) -> list[dict[int, str]]:
    """The dealer-draw events grouped into rounds of drawing (first all, then the tied)."""
    draws = [e for e in game.events if e.kind == "dealer-draw"]
    rounds, seats, i = [], list(range(len(game.players))), 0
    while len(seats) > 1:
        group = draws[i : i + len(seats)]
        assert [e.player for e in group] == seats, "every player still in the draw draws once"
        drawn = {e.player: e.cards[0] for e in group}
        rounds.append(drawn)
        value = {s: card_info(c).number or 0 for s, c in drawn.items()}
        seats = [s for s in seats if value[s] == max(value.values())]
        i += len(group)
    assert i == len(draws), "no draws after the dealer is known"
    return rounds


def is_number(card: str) -> bool:
    return card_info(card).is_number


# O1 ----------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 10])
def test_O1_two_to_ten_players(rules, n):
    game = Game.new(rules, NAMES[:n], seed=1)
    assert len(game.players) == n
    assert all(game.hand_size(i) >= rules.hand_size for i in range(n))


@pytest.mark.parametrize("n", [0, 1, 11])
def test_O1_fewer_than_two_or_more_than_ten_players_refused(rules, n):
    names = [f"P{i}" for i in range(n)]
    with pytest.raises(ValueError, match="2 to 10 players"):
        Game.new(rules, names, seed=1)
    with pytest.raises(ValueError, match="2 to 10 players"):
        Game.from_position(rules, names, hands=[["R1"]] * n, discard=["R5"], draw_pile=[])


# O2 ----------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 4, 10])
def test_O2_highest_number_deals_actions_and_wilds_count_zero(rules, n):
    for seed in range(25):
        game = Game.new(rules, NAMES[:n], seed=seed)
        rounds = dealer_draw_rounds(game)
        last = rounds[-1]
        value = {s: card_info(c).number or 0 for s, c in last.items()}
        best = [s for s, v in value.items() if v == max(value.values())]
        assert best == [game.dealer]
        assert [e.player for e in game.events if e.kind == "dealer"] == [game.dealer]


def test_O2_tied_highest_players_draw_again(rules):
    game = seed_where(rules, 6, lambda g: len(dealer_draw_rounds(g)) > 1)
    first, second = dealer_draw_rounds(game)[:2]
    value = {s: card_info(c).number or 0 for s, c in first.items()}
    tied = [s for s, v in value.items() if v == max(value.values())]
    assert len(tied) > 1
    assert sorted(second) == tied, "only the tied highest players draw again"
    draws = dealer_draws(game)
    said = [describe(e, game.players) for e in draws]
    why = ["to choose the dealer."] * len(first) + ["to break the tie."] * (len(said) - len(first))
    for line, event, told in zip(said, draws, why, strict=True):
        zero = " (counts as 0) " if card_info(event.cards[0]).number is None else " "
        assert line.endswith(f"{event.cards[0]}{zero}{told}")


def test_O2_a_card_with_no_number_drawn_for_the_dealer_is_said_to_count_zero(rules):
    # (a wild drawn to break a tie "won" nothing without the reason said)
    def tie_broken_by_a_wild(game: Game) -> bool:
        return any(e.count and card_info(e.cards[0]).is_wild for e in dealer_draws(game))

    game = seed_where(rules, 4, tie_broken_by_a_wild)
    wild = next(e for e in dealer_draws(game) if e.count and card_info(e.cards[0]).is_wild)
    assert describe(wild, game.players) == (
        f"{game.players[wild.player]} draws {wild.cards[0]} (counts as 0) to break the tie."
    )


def dealer_draws(game: Game):
    return [e for e in game.events if e.kind == "dealer-draw"]


def test_O2_dealer_draw_cards_go_back_before_the_deal(rules):
    for seed in range(10):
        game = Game.new(rules, NAMES[:5], seed=seed)
        assert game.all_cards() == Counter(rules.deck_cards())
        assert sum(game.hand_size(i) for i in range(5)) + len(game.discard) + (
            game.draw_pile_size
        ) == len(rules.deck_cards())


def test_O2_start_player_random_draws_no_cards_and_varies(rules):
    rules = rules.with_options(start_player="random")
    dealers = set()
    for seed in range(60):
        game = Game.new(rules, NAMES[:4], seed=seed)
        assert "dealer-draw" not in kinds(game.events)
        assert kinds(game.events).count("dealer") == 1
        dealers.add(game.dealer)
    assert dealers == {0, 1, 2, 3}
    # The rules say what the log shows ("Ben deals"): a dealer chosen, not a first player.
    said = " ".join(describe_rules(rules))
    assert "first dealer is chosen at random" in said and "first player is chosen" not in said


# O3 ----------------------------------------------------------------------


@pytest.mark.parametrize("hand_size", [7, 5, 10, 1])
@pytest.mark.parametrize("n", [2, 5, 10])
def test_O3_deal_hand_size_cards_each_rest_is_draw_pile(rules, hand_size, n):
    rules = rules.with_options(hand_size=hand_size)
    game = seed_where(rules, n, lambda g: is_number(first_flip(g)))
    assert [game.hand_size(i) for i in range(n)] == [hand_size] * n
    assert len(game.discard) == 1
    assert game.draw_pile_size == len(rules.deck_cards()) - n * hand_size - 1
    assert ("deal", hand_size) in [(e.kind, e.count) for e in game.events]


def test_O3_default_hand_size_is_seven(rules):
    assert rules.hand_size == 7


def test_O3_deck_too_small_for_the_deal_is_refused(rules):
    with pytest.raises(ValueError, match="too few"):
        Game.new(rules.with_options(hand_size=11), NAMES[:10], seed=1)


# O4 ----------------------------------------------------------------------


@pytest.mark.parametrize("n", [3, 6])
def test_O4_player_left_of_dealer_plays_first_clockwise(rules, n):
    game = seed_where(rules, n, lambda g: is_number(first_flip(g)))
    assert game.discard == [first_flip(game)]
    assert game.turn == (game.dealer + 1) % n
    assert game.direction == 1
    assert game.phase == "play"
    first = game.turn
    game.move("draw")
    if game.phase == "drawn":
        game.move("keep")
    assert game.turn == (first + 1) % n


# O5 ----------------------------------------------------------------------


def test_O5_first_card_skip_skips_the_first_player(rules):
    game = seed_where(rules, 4, lambda g: card_info(first_flip(g)).face == "skip")
    first = (game.dealer + 1) % 4
    assert ("skip", first) in [(e.kind, e.player) for e in game.events]
    assert game.turn == (game.dealer + 2) % 4
    assert game.direction == 1
    assert game.hand_size(first) == 7


def test_O5_first_card_reverse_dealer_plays_first_counter_clockwise(rules):
    game = seed_where(rules, 4, lambda g: card_info(first_flip(g)).face == "rev")
    dealer = game.dealer
    assert game.turn == dealer
    assert game.direction == -1
    game.move("draw")
    if game.phase == "drawn":
        game.move("keep")
    assert game.turn == (dealer - 1) % 4


def test_O5_first_card_draw_two_first_player_draws_two_and_is_skipped(rules):
    game = seed_where(rules, 4, lambda g: card_info(first_flip(g)).face == "+2")
    first = (game.dealer + 1) % 4
    assert game.hand_size(first) == 9
    assert game.turn == (game.dealer + 2) % 4
    assert game.draw_pile_size == 108 - 4 * 7 - 1 - 2
    assert ("draw", first, 2) in [(e.kind, e.player, e.count) for e in game.events]


def test_O5_first_card_wild_first_player_declares_then_plays(rules):
    game = seed_where(rules, 4, lambda g: first_flip(g) == "W")
    first = (game.dealer + 1) % 4
    assert game.turn == first
    assert game.phase == "colour"
    assert game.colour is None
    assert game.top == "W"
    assert sorted(game.legal_moves()) == sorted(
        ["colour red", "colour yellow", "colour green", "colour blue"]
    )
    hand = game.hand(first)
    game.move("colour green")
    assert (game.phase, game.turn, game.colour, game.top) == ("play", first, "green", "W>G")
    assert game.hand(first) == hand
    playable = {m.split()[1] for m in game.legal_moves() if m.startswith("play")}
    assert all(card_info(c).colour == "G" or card_info(c).is_wild for c in playable)


def test_O5_first_card_wild_draw_four_goes_back_and_another_is_turned_up(rules):
    game = seed_where(rules, 4, lambda g: "redraw" in kinds(g.events))
    redrawn = [e.cards[0] for e in game.events if e.kind == "redraw"]
    assert set(redrawn) == {"W+4"}
    assert first_flip(game) != "W+4"
    assert game.discard == [first_flip(game)]
    assert kinds(game.events).index("redraw") < kinds(game.events).index("flip")
    assert game.all_cards() == Counter(rules.deck_cards())


def put_back_first(rules, card: str | None = None) -> str:
    """How the log tells the first card put back (`card`, or any) in some game."""

    def back(game: Game):
        return [e for e in game.events if e.kind == "redraw" and card in (None, e.cards[0])]

    game = seed_where(rules, 3, lambda g: bool(back(g)))
    return describe(back(game)[0], game.players)


def test_O5_a_card_put_back_first_is_said_with_why(rules):
    # Official: a Wild Draw Four never starts a round (O5).
    assert put_back_first(rules) == (
        "W+4 may not be the first card: it goes back into the deck; another is turned up."
    )
    # No Mercy (6e): a card that is not a number goes back.
    assert put_back_first(load_ruleset("no-mercy"), "B+2") == (
        "B+2 has an effect, so it goes back into the deck; another card is turned up."
    )
    # H-first-wild: every wild goes back.
    assert put_back_first(rules.with_options(first_card="redraw-wild"), "W") == (
        "W is a wild, so it goes back into the deck; another card is turned up."
    )


def test_O5_first_card_number_has_no_effect(rules):
    game = seed_where(rules, 4, lambda g: is_number(first_flip(g)))
    assert (game.turn, game.direction, game.phase) == ((game.dealer + 1) % 4, 1, "play")
    assert [game.hand_size(i) for i in range(4)] == [7] * 4


def test_O5_option_redraw_non_number_turns_up_until_a_number(rules):
    rules = rules.with_options(first_card="redraw-non-number")
    redraws = 0
    for seed in range(80):
        game = Game.new(rules, NAMES[:3], seed=seed)
        assert is_number(first_flip(game))
        assert game.discard == [first_flip(game)]
        assert game.turn == (game.dealer + 1) % 3 and game.direction == 1
        assert [game.hand_size(i) for i in range(3)] == [7] * 3
        assert game.all_cards() == Counter(rules.deck_cards())
        redraws += kinds(game.events).count("redraw")
    assert redraws > 0, "some seed turns up a non-number first"


# O16 ---------------------------------------------------------------------


def _win_round(rules, dealer: int, winner: int, seed: int = 3) -> Game:
    hands = [["G1", "G2"], ["Y1", "Y2"], ["B1", "B2"]]
    hands[winner] = ["R9"]
    game = position(rules, hands, ["R5"], ["Y7"] * 2, turn=winner, dealer=dealer, seed=seed)
    game.move("play R9")
    assert game.round_over and game.winner == winner
    return game


@pytest.mark.parametrize(
    ("next_dealer", "expected"), [("winner", 2), ("left", 1)], ids=["winner", "left"]
)
def test_O16_next_dealer(rules, next_dealer, expected):
    rules = rules.with_options(next_dealer=next_dealer)
    game = _win_round(rules, dealer=0, winner=2)
    game.next_round()
    assert game.dealer == expected
    assert game.round_number == 2
    assert not game.round_over
    assert game.all_cards() == Counter(rules.deck_cards())
    if is_number(first_flip(game)):
        assert game.turn == (expected + 1) % 3


def test_O16_default_winner_deals_next(rules):
    assert rules.next_dealer == "winner"


def test_O16_left_passes_the_deal_around_the_table(rules):
    rules = rules.with_options(next_dealer="left")
    game = _win_round(rules, dealer=2, winner=1)
    game.next_round()
    assert game.dealer == 0


def test_O16_new_round_deals_fresh_hands_and_goes_clockwise(rules):
    """Round 1 ends while play goes counter-clockwise; round 2 starts afresh."""
    for seed in range(50):
        game = position(
            rules, [["R9"], ["Y1", "Y2"], ["B1"]], ["R5"], [], turn=0, direction=-1, seed=seed
        )
        game.move("play R9")
        game.next_round()
        if is_number(first_flip(game)):
            break
    assert game.direction == 1 and game.turn == (game.dealer + 1) % 3
    assert [game.hand_size(i) for i in range(3)] == [7] * 3
    assert game.all_cards() == Counter(rules.deck_cards())
    assert game.log[-1].round == 1 and game.round_number == 2
    assert "deal" in kinds(game.events) and "dealer-draw" not in kinds(game.events)
