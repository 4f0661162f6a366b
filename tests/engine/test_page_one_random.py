"""Random play of Page One beyond RULES 8 (which test_random_play.py checks for Page
One and its variants): a whole game ends after its five rounds with zero-sum round
scores, the same seed deals the same game, Page One's wrong moves are refused."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from support.driver import Driver, play_game
from support.invariants import Invariants
from support.positions import NAMES, page_one
from support.snapshot import snapshot as state

from uno_tui.engine import Game, IllegalMove


@pytest.mark.parametrize("seed", range(3))
def test_a_whole_page_one_game_ends_after_five_rounds(seed):
    rules = page_one()
    n = 3 + seed
    check = Invariants(Counter(rules.deck_cards()))
    driver = Driver(seed, others=0.15, prefer_play=0.8)
    game = play_game(rules, n, seed, rules.rounds, check, driver, cap=4000)
    assert game.game_over and game.round_number == rules.rounds == 5
    assert len(game.round_scores) == 5
    for deltas in game.round_scores:
        winner = max(range(n), key=lambda s: deltas[s])
        assert deltas[winner] == -sum(d for s, d in enumerate(deltas) if s != winner)
        assert all(d <= 0 for s, d in enumerate(deltas) if s != winner)
    assert game.scores == [sum(r[s] for r in game.round_scores) for s in range(n)]
    assert game.legal_moves() == []
    with pytest.raises(IllegalMove):
        game.next_round()


def test_same_seed_same_deal():
    for n in (2, 5, 8):
        a = Game.new(page_one(), NAMES[:n], seed=42)
        b = Game.new(page_one(), NAMES[:n], seed=42)
        assert state(a) == state(b)


def test_refused_random_moves_change_nothing():
    """Moves of the wrong seat or not legal now are refused without any change."""
    rules = page_one()
    rnd = random.Random(5)
    driver = Driver(5, others=0.15, prefer_play=0.8)
    game = Game.new(rules, NAMES[:4], seed=5)
    tried = 0
    while not game.round_over and tried < 300:
        seat = rnd.randrange(4)
        legal = set(game.legal_moves(by=seat))
        hand = game.hand(seat)
        candidates = [f"play {c}" for c in hand] + ["draw", "stop", "pageone", "keep"]
        for text in candidates:
            if text in legal or any(m.startswith(f"{text} ") for m in legal):
                continue
            if text == "draw" and "accept" in legal:
                continue  # facing a Two or Three, 'draw' takes the pending cards
            before = state(game)
            with pytest.raises(IllegalMove):
                game.move(text, by=seat)
            assert state(game) == before, text
            tried += 1
        driver.step(game)
    assert tried > 50
