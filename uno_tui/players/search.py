"""The hard computer player: try the best few moves in sampled worlds.

Each world is `game.sample(seat, rng)`: the real position with every card
hidden from the seat re-dealt at random (consistent with what the seat
knows). Every candidate move is made in a copy of every world and the round
is played out by the normal policy; the move with the best average outcome
wins. The same worlds and the same playout seeds serve every candidate, so
the comparison is between moves, not between lucky deals.
"""

from __future__ import annotations

import random

from uno_tui.engine import Game, IllegalMove

from .policy import Glance, glance_of_game, normal

CANDIDATES = 5  # moves tried, the normal policy's favourites
WORLDS = 8  # sampled worlds per decision
PLAYOUT_MOVES = 120  # a playout longer than this is judged by hand sizes


def hard(glance: Glance, worlds: list[Game], rng: random.Random) -> str | None:
    """The candidate with the best average playout; out of turn, as normal plays."""
    if not glance.due or len(glance.legal) < 2 or not worlds:
        return normal(glance, rng)
    candidates = _favourites(glance, rng)
    if len(candidates) == 1:
        return candidates[0]
    seeds = [rng.getrandbits(32) for _ in worlds]
    best, best_value = candidates[0], float("-inf")
    for move in candidates:
        value = sum(
            playout(world.clone(), glance.seat, move, random.Random(seed))
            for world, seed in zip(worlds, seeds, strict=True)
        )
        if value > best_value:
            best, best_value = move, value
    return best


def _favourites(glance: Glance, rng: random.Random) -> list[str]:
    """The normal policy's top moves, best first (one per distinct move)."""
    ranked: list[str] = []
    legal = list(glance.legal)
    while legal and len(ranked) < CANDIDATES:
        move = normal(glance._replace(legal=tuple(legal)), rng)
        if move is None:
            break
        ranked.append(move)
        legal.remove(move)
    return ranked


def playout(game: Game, seat: int, first: str, rng: random.Random) -> float:
    """Make `first` for `seat`, play the round out with the normal policy for every
    seat, and say how well it went for `seat` (1 for winning the round)."""
    try:
        game.move(first, by=seat)
    except IllegalMove:
        return float("-inf")  # not legal in this world (e.g. a stack it cannot see)
    for _ in range(PLAYOUT_MOVES):
        if game.round_over:
            break
        for liable in game.catchable:  # a normal player catches a missed UNO at once
            catcher = _other_seat(game, liable)
            game.move(f"catch {liable}", by=catcher)
        if game.round_over:
            break
        due = game.turn
        move = normal(glance_of_game(game, due), rng)
        assert move is not None  # the seat due always has a move
        game.move(move, by=due)
    return _value(game, seat)


def _other_seat(game: Game, liable: int) -> int:
    n = len(game.players)
    return next(s for k in range(1, n) if game.in_game(s := (liable + k) % n))


def _value(game: Game, seat: int) -> float:
    finished = game.finished
    if (finished and finished[0] == seat) or game.winner == seat:
        return 1.0
    if game.round_over or finished:
        return -game.hand_points(seat) / 1000
    # Unfinished: a rough chance of winning from the hand sizes.
    mine = 1 / max(game.hand_size(seat), 1)
    total = sum(1 / max(game.hand_size(s), 1) for s in range(len(game.players)) if game.in_round(s))
    return mine / total
