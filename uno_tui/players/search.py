"""The hard computer player: try the best few moves in sampled worlds.

Each world is `game.sample(seat, rng)`: the real position with every card
hidden from the seat re-dealt at random (consistent with what the seat
knows). Every candidate move is made in a copy of every world and the round
is played out by the normal policy; the move with the best average outcome
wins. The same worlds and the same playout seeds serve every candidate, so
the comparison is between moves, not between lucky deals.
"""

from __future__ import annotations

import math
import random
import statistics

from uno_tui.engine import Game, IllegalMove

from .policy import Glance, glance_of_game, normal

CANDIDATES = 4  # moves tried, the normal policy's favourites
WORLDS = 24  # sampled worlds per decision
MARGIN = 1.5  # how clearly a move must beat the favourite, in standard errors
PLAYOUT_MOVES = 2000  # a round still going after this many moves counts as lost


def hard(glance: Glance, worlds: list[Game], rng: random.Random) -> str | None:
    """The normal policy's favourite, unless another candidate does clearly better in
    the sampled worlds (by more than MARGIN standard errors of the paired differences:
    small differences are the worlds' luck, not the move's worth)."""
    if not glance.due or len(glance.legal) < 2 or not worlds:
        return normal(glance, rng)
    candidates = _favourites(glance, rng)
    if len(candidates) == 1:
        return candidates[0]
    seeds = [rng.getrandbits(32) for _ in worlds]
    values = [
        [
            playout(world.clone(), glance.seat, move, random.Random(seed))
            for world, seed in zip(worlds, seeds, strict=True)
        ]
        for move in candidates
    ]
    best = max(range(len(candidates)), key=lambda i: sum(values[i]))
    if best and _clearly_better(values[best], values[0]):
        return candidates[best]
    return candidates[0]


def _clearly_better(a: list[float], b: list[float]) -> bool:
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = statistics.fmean(diffs)
    spread = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
    return mean > 0 and (spread == 0 or mean > MARGIN * spread / math.sqrt(len(diffs)))


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
    """1 for winning the round; otherwise a little less the more points are held."""
    finished = game.finished
    if (finished and finished[0] == seat) or game.winner == seat:
        return 1.0
    return -game.hand_points(seat) / 1000
