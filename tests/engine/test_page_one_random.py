"""Random legal play of Page One and of its variants keeps every invariant of RULES 8:
card conservation, somebody always due to act with a legal move, rounds that end, and
determinism (replaying game.log into a fresh Game.new with the same seed)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from page_one_helpers import (
    NAMES,
    joker_rules,
    page_one,
    play_game,
    random_move,
    rank_effects,
    replay,
    state,
)

from uno_tui.engine import Game, IllegalMove

VARIANTS = {
    "page-one": page_one(),
    "jokers": joker_rules(),
    "multi": page_one(multi=["same-number", "same-symbol"]),
    "pageone-last": page_one(calls="pageone-last", uno_penalty=3),
    "suit-reverse": page_one(reverse_on_suit_change=True, rank_effects=rank_effects({"Q": None})),
    "to-last": page_one(play_to_last=True, scoring="ranking", first_card="official"),
    "two-decks": page_one(
        deck_copies=2, stack=["2 on 2", "3 on 3", "3 on 2"], draw_until_playable=True
    ),
    "finish": page_one(
        finish_on_action="forbidden", finish_on_wild="forbidden", drawn_card="next-turn"
    ),
    "remap": page_one(
        rank_effects={"A": "skip", "9": "reverse", "2": "draw2"},  # 8 not wild, only Twos
        stack=["2 on 2"],
        uno_penalty=2,
    ),
}
SEEDS = range(12)


def _players(seed: int) -> int:
    return 2 + seed % 7  # 2..8 across the seeds


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_random_games_keep_the_invariants_and_replay(variant, seed):
    rules = VARIANTS[variant]
    n = _players(seed + len(variant))
    game = play_game(rules, n, seed, max_rounds=3)
    assert game.log, "no move was made"
    again = replay(rules, n, seed, game.log)
    assert state(again) == state(game)


@pytest.mark.parametrize("seed", range(3))
def test_a_whole_page_one_game_ends_after_five_rounds(seed):
    rules = page_one()
    n = 3 + seed
    game = play_game(rules, n, seed, max_rounds=rules.rounds)
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
        move, by = random_move(game, rnd)
        game.move(move, by=by)
    assert tried > 50


@settings(
    max_examples=25,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 10_000),
    n=st.integers(2, 8),
    variant=st.sampled_from(["page-one", "jokers", "multi", "two-decks"]),
)
def test_hypothesis_random_rounds(seed, n, variant):
    rules = VARIANTS[variant]
    game = play_game(rules, n, seed, max_rounds=1)
    assert game.round_over
    assert sum(game.all_cards().values()) == len(rules.deck_cards())
    assert game.all_cards() == Counter(rules.deck_cards())
