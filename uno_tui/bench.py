"""Engine benchmark: complete games of random legal moves.

    python -m uno_tui.bench [--ruleset official] [--players 2 4 10] [--games 30] [--runs 5]
                            [--no-fast-paths] [--late ROUNDS]

Every step lists the legal moves of the player due (as a player or a UI
would) and makes one of them at random, until the game is over. Prints
games/s and moves/s per player count, the median of several runs, then the
cost of `clone()` and `sample()` in mid-round (against `copy.deepcopy`; with
`--late N` also after N rounds, where a long game's history weighs). Nothing
here is asserted: the numbers are for reading. `--no-fast-paths` measures the
general code alone (Game.use_fast_paths(False)), which plays the same games.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import random
import statistics
import time
import types
from collections.abc import Callable
from functools import partial

from .engine import Game, Ruleset, load_ruleset


def play_games(rules: Ruleset, players: int, games: int, seed: int, fast: bool = True) -> int:
    """Play `games` complete games; return the number of moves made."""
    names = [f"P{i}" for i in range(players)]
    pick = random.Random(seed).choice
    moves = 0
    for g in range(games):
        game = Game.new(rules, names, seed=seed + g)
        if not fast:
            game.use_fast_paths(False)
        while not game.game_over:
            if game.round_over:
                game.next_round()
                continue
            game.move(pick(game.legal_moves()))
            moves += 1
    return moves


def measure(
    rules: Ruleset, players: int, games: int, runs: int, fast: bool = True
) -> tuple[float, float, float]:
    """Median games/s and moves/s over `runs` runs, and moves per game."""
    rates = []
    for run in range(runs):
        start = time.perf_counter()
        moves = play_games(rules, players, games, seed=1000 * run, fast=fast)
        elapsed = time.perf_counter() - start
        rates.append((games / elapsed, moves / elapsed, moves / games))
    games_s, moves_s, per_game = (statistics.median(r[i] for r in rates) for i in range(3))
    return games_s, moves_s, per_game


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="official")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 10])
    parser.add_argument("--games", type=int, default=20, help="games per run")
    parser.add_argument("--runs", type=int, default=5, help="runs per player count (median)")
    parser.add_argument("--no-fast-paths", action="store_true", help="the general code only")
    parser.add_argument(
        "--late", type=int, default=0, help="also time copies after this many rounds"
    )
    args = parser.parse_args(argv)
    rules = load_ruleset(args.ruleset)
    paths = ", fast paths off" if args.no_fast_paths else ""
    print(f"ruleset {rules.name}: {args.games} games per run, median of {args.runs} runs{paths}")
    print(f"{'players':>7} {'games/s':>10} {'moves/s':>12} {'moves/game':>11}")
    for players in args.players:
        games_s, moves_s, per_game = measure(
            rules, players, args.games, args.runs, not args.no_fast_paths
        )
        print(f"{players:>7} {games_s:>10.1f} {moves_s:>12,.0f} {per_game:>11,.0f}")
    print_copy_timings(rules, late=args.late)


def mid_round(rules: Ruleset, players: int, seed: int = 1, rounds: int = 0) -> Game:
    """A game some way into a round: `rounds` rounds of random moves played first (the
    game's limits raised so that it goes on that long), then 8 random moves per player."""
    if rounds:
        never = 10**9
        rules = dataclasses.replace(
            rules, rounds=never, target_score=never, target_wins=never, penalty_limit=never
        )
    pick = random.Random(seed).choice
    while True:
        game = Game.new(rules, [f"P{i}" for i in range(players)], seed=seed)
        while game.round_number <= rounds and not game.game_over:  # (elimination ends it)
            if game.round_over:
                game.next_round()
            else:
                game.move(pick(game.legal_moves()))
        if game.game_over:
            seed += 1
            continue
        for _ in range(8 * players):
            game.move(pick(game.legal_moves()))
            if game.round_over:
                break
        else:
            return game
        seed += 1


def deep_copy(game: Game) -> Game:
    """`copy.deepcopy`, sharing the read-only card tables (it cannot copy them)."""
    memo = {id(v): v for v in vars(game).values() if isinstance(v, types.MappingProxyType)}
    return copy.deepcopy(game, memo)


def per_call(make: Callable[[], object], calls: int, runs: int) -> float:
    """Median microseconds per call of `make()` over `runs` runs of `calls` calls."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        for _ in range(calls):
            make()
        times.append((time.perf_counter() - start) / calls * 1e6)
    return statistics.median(times)


def print_copy_timings(
    rules: Ruleset,
    counts: tuple[int, ...] = (2, 4),
    calls: int = 300,
    runs: int = 5,
    late: int = 0,
) -> None:
    """clone() and sample() in mid-round (search players make many), against deepcopy:
    in the first round, and with `late` rounds played (a long game's history). "bare" is
    clone(history=False), a search's playout copy."""
    print(
        f"{'players':>7} {'round':>5} {'clone µs':>10} {'bare µs':>8} {'sample µs':>10} "
        f"{'deepcopy µs':>12} {'ratio':>6}"
    )
    for players in counts:
        for rounds in (0, late) if late else (0,):
            game = mid_round(rules, players, rounds=rounds)
            rng = random.Random(0)
            clone = per_call(game.clone, calls, runs)
            bare = per_call(partial(game.clone, history=False), calls, runs)
            sample = per_call(partial(game.sample, 0, rng), calls, runs)
            deep = per_call(partial(deep_copy, game), calls // 10, runs)
            print(
                f"{players:>7} {game.round_number:>5} {clone:>10.1f} {bare:>8.1f} {sample:>10.1f} "
                f"{deep:>12.1f} {deep / clone:>5.0f}x"
            )


if __name__ == "__main__":
    main()
