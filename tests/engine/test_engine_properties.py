"""Random games of the official rules beyond RULES 8 (which test_random_play.py
checks in every ruleset): whole games end, blocked piles still end rounds, every
event can be described without leaking a hand."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from support.driver import Driver, play_round
from support.invariants import Invariants
from support.positions import NAMES, official

from uno_tui.engine import Game, describe

SEEDS = st.integers(0, 2**32 - 1)
PLAYERS = st.integers(2, 10)


@settings(max_examples=20, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_points_games_to_500_end(seed, players):
    rules = official()
    game = Game.new(rules, NAMES[:players], seed=seed)
    driver = Driver(seed)
    deck = Counter(rules.deck_cards())
    for _ in range(200):
        play_round(game, driver)
        assert game.all_cards() == deck
        if game.game_over:
            break
        game.next_round()
    assert game.game_over, "a points game of random play did not end in 200 rounds"
    assert max(game.scores) >= 500 and game.scores[game.game_winner] == max(game.scores)


def test_blocked_piles_still_end_rounds():
    """Ten players, ten cards each: eight cards left for the piles."""
    rules = official(hand_size=10)
    for seed in range(5):
        game = Game.new(rules, NAMES, seed=seed)
        check = Invariants(Counter(rules.deck_cards()), random.Random(seed))
        check(game)
        play_round(game, Driver(seed), check)


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_every_event_can_be_described_without_leaking_hands(seed, players):
    rules = official()
    game = Game.new(rules, NAMES[:players], seed=seed)
    events = list(game.events)

    def collect(g: Game, text: str, by: int) -> None:
        events[:] = list(g.events) if g.events[: len(events)] == events else events + g.events

    play_round(game, Driver(seed), collect)
    names = game.players
    for event in events:
        shared = describe(event, names)
        if event.private_to is not None:
            assert shared is None
            assert describe(event, names, viewer=event.private_to)
            continue
        assert isinstance(shared, str) and shared.strip()
        if event.kind == "draw":
            assert not any(card in shared for card in event.cards), shared
            assert all(card in describe(event, names, viewer=event.player) for card in event.cards)
