"""What a seat's view costs (`game.view(seat)`), measured (never asserted).

    python scripts/bench_views.py [--rulesets official page-one tgus-t2] [--games 10] [--runs 5]

The app builds a view for the seat on screen after every move, and every
computer player builds its own: so, at every step of the first round of random
games (four players, playing rather than drawing four times in five, as players
do), this times one view per seat and one for the shared screen, in that order
(as the app and the players ask: the knowledge cache serves one seat at a
time). Prints microseconds per view, the median of several runs, by the wall
clock and in CPU time (on a busy machine the wall clock also counts waiting for
a core). Run it against two checkouts in turn (PYTHONPATH) to compare them in
one sitting.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from uno_tui.engine import Game, load_ruleset


def time_views(rules, games: int, seed: int, players: int = 4) -> tuple[float, float, int]:
    """Seconds spent in views over the first round of `games` random games (wall clock,
    CPU time), and the number of views."""
    names = [f"P{i}" for i in range(players)]
    rng = random.Random(seed)
    spent = cpu = 0.0
    views = 0
    clock, cpu_clock = time.perf_counter, time.thread_time
    for g in range(games):
        game = Game.new(rules, names, seed=seed + g)
        seats = (*range(players), None)
        while not game.round_over:
            start, start_cpu = clock(), cpu_clock()
            for seat in seats:
                game.view(seat)
            spent += clock() - start
            cpu += cpu_clock() - start_cpu
            views += len(seats)
            moves = game.legal_moves()
            plays = [m for m in moves if m not in ("draw", "pass")]
            game.move(rng.choice(plays if plays and rng.random() < 0.8 else moves))
    return spent, cpu, views


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rulesets", nargs="+", default=["official", "page-one", "tgus-t2"])
    parser.add_argument("--games", type=int, default=10, help="games per run")
    parser.add_argument("--runs", type=int, default=5, help="runs per ruleset (median)")
    args = parser.parse_args(argv)
    print(f"{args.games} four-player games per run, median of {args.runs} runs")
    print(f"{'ruleset':>10} {'µs/view':>9} {'CPU µs':>8} {'views/run':>10}")
    for name in args.rulesets:
        rules = load_ruleset(name)
        wall, cpu, count = [], [], 0
        for run in range(args.runs):
            spent, spent_cpu, count = time_views(rules, args.games, seed=1000 * run)
            wall.append(spent / count * 1e6)
            cpu.append(spent_cpu / count * 1e6)
        median = statistics.median
        print(f"{name:>10} {median(wall):>9.1f} {median(cpu):>8.1f} {count:>10,}")


if __name__ == "__main__":
    main()
