"""Computer players judge a card by what it does under the rules in play, never by its
face: under Page One's `rank_effects` a 2 draws and an 8 is wild (or another rank is),
and the Tōgen deck's Hit+? is an attack."""

from __future__ import annotations

import random

import pytest
from support.positions import NAMES, joker_rules, page_one, position, rank_effects, ruleset

from uno_tui.app.cards import advice_text
from uno_tui.engine import Game, list_rulesets, load_ruleset
from uno_tui.players import ComputerPlayer, coach, decide
from uno_tui.players.beliefs import avoided, coloured, fitting
from uno_tui.players.effects import effects_for
from uno_tui.players.policy import glance_of_view, judge, normal
from uno_tui.players.search import chances, favourites

# The 8 does nothing and the 9 is the wild; the 2 does nothing and the 9 draws two.
NINE_WILD = page_one(rank_effects=rank_effects({"8": None, "9": "wild"}))
NINE_DRAWS = page_one(rank_effects=rank_effects({"2": None, "9": "draw2"}))
SEEDS = range(12)


def _choices(game: Game, seat: int = 0) -> set[str | None]:
    """What the normal policy chooses for `seat` over several seeds."""
    glance = glance_of_view(game.view(seat))
    return {normal(glance, random.Random(seed)) for seed in SEEDS}


def _judged(game: Game, move: str):
    assert move in game.legal_moves(by=0)
    return judge(move, glance_of_view(game.view(0)).effects)


def test_under_page_one_the_2_is_an_attack_and_the_8_a_wild():
    game = position(page_one(), [["2S", "8S", "6D", "7D"], ["5H", "6H"]], ["4S"])
    assert _judged(game, "play 2S").attack
    assert _judged(game, "play 8S hearts").wild
    assert not _judged(game, "play 8S hearts").attack


def test_a_remapped_rank_is_what_the_rules_make_it_not_what_its_face_says():
    hands = [["2S", "8S", "9S", "6D", "7D", "KC"], ["5H", "6H"], ["5C", "7C", "9C"]]
    wild = position(NINE_WILD, hands, ["4S"])
    assert not _judged(wild, "play 8S").wild
    assert _judged(wild, "play 9S spades").wild
    draws = position(NINE_DRAWS, hands, ["4S"])
    assert not _judged(draws, "play 2S").attack
    assert _judged(draws, "play 9S").attack


def test_the_normal_player_keeps_the_rank_made_wild_and_plays_the_8_that_is_not():
    hands = [["8S", "9S", "6D", "7D", "KC"], ["5H", "6H"], ["5C", "7C", "9C"]]
    game = position(NINE_WILD, hands, ["4S"])
    assert game.legal_moves()[:2] == ["play 8S", "play 9S spades"]
    assert _choices(game) == {"play 8S"}


def test_the_normal_player_attacks_a_threatened_player_with_the_rank_that_draws():
    hands = [["2S", "9S", "6D", "7D", "KC"], ["5H", "6H"], ["5C", "7C", "9C"]]
    game = position(NINE_DRAWS, hands, ["4S"])
    assert _choices(game) == {"play 9S"}  # the next player holds two cards
    shipped = position(page_one(), hands, ["4S"])
    assert _choices(shipped) == {"play 2S"}  # where the 2 is the draw card


def test_in_the_togen_deck_the_normal_player_sees_a_hit_as_an_attack():
    hands = [["W+?", "W-change", "R5"], ["G5", "G6"], ["Y1", "Y2", "Y3"]]
    game = position(ruleset("tgus-t1"), hands, ["B7"])
    assert _judged(game, "play W+?").attack and _judged(game, "play W+?").wild
    assert not _judged(game, "play W-change 1").attack
    assert _choices(game) == {"play W+?"}  # the next player holds two cards


def test_the_hard_players_leaf_value_counts_a_rank_made_wild_as_a_wild():
    hands = [["9S", "5D", "6D"], ["5H", "6H", "7H"], ["5C", "7C", "10C"]]
    shipped = chances(position(page_one(), hands, ["4S"]), 0)
    assert chances(position(NINE_WILD, hands, ["4S"]), 0) > shipped


def test_beliefs_read_wilds_and_wild_draw_cards_from_the_rules():
    shipped = effects_for(page_one(), [True] * 3)
    assert "8H" in fitting("S", "4", shipped) and "9H" not in fitting("S", "4", shipped)
    nine = effects_for(NINE_WILD, [True] * 3)
    assert "9H" in fitting("S", "4", nine) and "8H" not in fitting("S", "4", nine)
    assert "8S" not in coloured("S", shipped) and "8S" in coloured("S", nine)
    # Page One with jokers as Wild Draw Fours: a Joker played with no threat
    # says its player held nothing of the suit asked for.
    rules = joker_rules()
    hands = [["5S", "5H", "6H", "7H"], ["JOKER", "5D", "6D", "KC"], ["5C", "7C", "10C", "KD"]]
    game = position(rules, hands, ["4S"])
    game.move("play 5S", by=0)
    game.move("play JOKER hearts", by=1)
    view = game.view(0)
    beliefs = avoided(view.events, view.hand_sizes, 0, effects_for(rules, view.in_round))
    assert (1, 3, coloured("S", effects_for(rules, view.in_round))) in beliefs


@pytest.mark.parametrize("name", [r.name for r in list_rulesets()])
def test_the_players_know_every_card_as_the_view_says_it_is(name):
    """The players' table of every card's effect agrees with the seat's view, in every
    ruleset, along a game (a Reverse may act otherwise with two players left)."""
    rules = load_ruleset(name)
    game = Game.new(rules, NAMES[:3], seed=2)
    players = [ComputerPlayer("normal", s) for s in range(3)]
    checked = 0
    for _ in range(120):
        if game.round_over:
            break
        seat = game.turn
        view = game.view(seat)
        table = glance_of_view(view).effects.of
        for effect in view.card_effects:
            assert table[effect.card] == effect, (name, effect.card)
            checked += 1
        game.move(decide(game, seat, players[seat]), by=seat)
    assert checked


def test_in_the_official_rules_a_2_or_a_3_is_a_number_not_an_attack():
    hands = [["G2", "G3", "G8", "R1"], ["B5", "B6"], ["Y1", "Y2", "Y3"]]
    game = position(ruleset("official"), hands, ["G5"])
    assert not _judged(game, "play G2").attack and not _judged(game, "play G3").attack
    assert _choices(game) == {"play G8"}  # the most points, there being no attack


def test_the_coach_advises_a_legal_move_of_the_seat_due_only():
    import random

    from uno_tui.engine import Game, load_ruleset
    from uno_tui.players import coach

    game = Game.new(load_ruleset("official"), ["A", "B", "C"], seed=4)
    advice = coach(game, game.turn, random.Random(1))
    assert advice is not None and advice.move in game.legal_moves()
    if advice.other is not None:
        assert advice.other in game.legal_moves() and advice.other != advice.move
        assert 0 <= advice.other_chance <= advice.chance + 0.5  # (weighed, not invented)
    assert coach(game, (game.turn + 1) % 3, random.Random(1)) is None


def test_under_penalty_scoring_the_hard_player_weighs_not_bluffing():
    # Challenge UNO (S3): a caught bluff adds the hand's points to the bluffer's penalty,
    # and winning the round scores nothing. Ben is about to go out, so the normal player
    # would bluff the Wild Draw Four (Ann holds a red card); with four cards left Ann
    # would be challenged. The hard player's candidates are other cards, not only the
    # Wild Draw Four in four colours, and it plays one of them.
    hands = [["W+4", "R2", "B9", "G9", "Y9"], ["G5"], ["B1", "B2", "B3"], ["Y1", "Y2", "Y3"]]
    game = position(ruleset("challenge-uno"), hands, ["R7"], ["G1", "G2", "G3", "G4", "G6"] * 2)
    glance = glance_of_view(game.view(0))
    assert normal(glance, random.Random(0)).startswith("play W+4")
    candidates = favourites(glance, random.Random(0))
    assert "play R2" in candidates
    assert len({move.split()[1] for move in candidates}) == len(candidates)  # other cards
    moves = {decide(game, 0, ComputerPlayer("hard", seed)) for seed in range(3)}
    assert not any(move.startswith("play W+4") for move in moves), moves
    # The coach says why in penalty points, not as a chance of winning the round.
    advice = coach(game, 0, random.Random(1))
    assert advice is not None and advice.in_points and not advice.move.startswith("play W+4")
    assert "penalty points" in advice_text(advice) and "win this round" not in advice_text(advice)
