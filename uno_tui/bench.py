"""Engine benchmark: complete games of random legal moves.

    python -m uno_tui.bench [--ruleset official] [--players 2 4 10] [--games 30] [--runs 5]
                            [--no-fast-paths]

Every step lists the legal moves of the player due (as a player or a UI
would) and makes one of them at random, until the game is over. Prints
games/s and moves/s per player count, the median of several runs. Nothing
here is asserted: the numbers are for reading. `--no-fast-paths` measures the
general code alone (Game.use_fast_paths(False)), which plays the same games.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from .engine import Game, load_ruleset


def play_games(rules, players: int, games: int, seed: int, fast: bool = True) -> int:
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
    rules, players: int, games: int, runs: int, fast: bool = True
) -> tuple[float, float, float]:
    """Median games/s and moves/s over `runs` runs, and moves per game."""
    rates = []
    for run in range(runs):
        start = time.perf_counter()
        moves = play_games(rules, players, games, seed=1000 * run, fast=fast)
        elapsed = time.perf_counter() - start
        rates.append((games / elapsed, moves / elapsed, moves / games))
    return tuple(statistics.median(r[i] for r in rates) for i in range(3))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ruleset", default="official")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 10])
    parser.add_argument("--games", type=int, default=20, help="games per run")
    parser.add_argument("--runs", type=int, default=5, help="runs per player count (median)")
    parser.add_argument("--no-fast-paths", action="store_true", help="the general code only")
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


if __name__ == "__main__":
    main()
