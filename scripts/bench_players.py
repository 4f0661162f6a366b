"""Computer players' strength and speed, measured (never asserted).

    python scripts/bench_players.py [--games 2000] [--hard-games 2000] [--workers N]

Prints, for four-player official games: the win rate of one normal player
against three easy ones and of one hard player against three normal ones,
with 95% intervals and games/s; and the normal and hard players' decision time
(median and 95th percentile, wall clock and CPU time: on a busy machine the
wall clock also counts waiting for a core) in the same mid-round positions,
where the hard player has a real choice (where it has none it answers at once,
by the normal policy). `--games 0 --hard-games 0` times decisions only.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from uno_tui.engine import Game, load_ruleset
from uno_tui.players import ComputerPlayer, decide
from uno_tui.players.policy import glance_of_view
from uno_tui.players.search import worth_searching
from uno_tui.players.simulate import run, wilson


def strength(levels: list[str], games: int, workers: int | None, block: int = 100) -> None:
    """Seat 0's win rate, printed after every `block` games (each block its own seed),
    so a run stopped early still says what it measured."""
    start = time.perf_counter()
    wins = played = 0
    for first in range(0, games, block):
        count = min(block, games - first)
        summary = run("official", levels, count, seed=1 + first // block, workers=workers)
        wins, played = wins + summary.wins[0], played + count
        lo, hi = wilson(wins, played)
        print(
            f"{' vs '.join([levels[0], '3 ' + levels[1]]):<18} {played:>6} games  "
            f"seat 0 wins {wins / played:6.1%}  (95%: {lo:.1%} – {hi:.1%})  "
            f"{played / (time.perf_counter() - start):6.2f} games/s",
            flush=True,
        )


def decision_times(positions: int, level: str) -> tuple[list[float], list[float]]:
    """Seconds per decision of `level` where a hard seat would have a real choice (the
    same positions for every level): wall clock and CPU time."""
    rules = load_ruleset("official")
    player = ComputerPlayer(level, 1)
    times: list[float] = []
    cpu: list[float] = []
    seed = 0
    while len(times) < positions:
        seed += 1
        rng = random.Random(seed)
        game = Game.new(rules, ["A", "B", "C", "D"], seed=seed)
        for _ in range(rng.randrange(4, 40)):
            if game.round_over:
                break
            moves = game.legal_moves()
            game.move(rng.choice([m for m in moves if m != "draw"] or moves))
        if game.round_over or not worth_searching(glance_of_view(game.view(game.turn))):
            continue
        start, start_cpu = time.perf_counter(), time.process_time()
        decide(game, game.turn, player)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return times, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="normal vs easy games")
    parser.add_argument("--hard-games", type=int, default=2000, help="hard vs normal games")
    parser.add_argument("--positions", type=int, default=100, help="hard decisions timed")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    args = parser.parse_args()
    for level in ("normal", "hard"):
        for clock, times in zip(
            ("wall clock", "CPU time"), decision_times(args.positions, level), strict=True
        ):
            times.sort()
            p95 = times[int(0.95 * (len(times) - 1))]
            print(
                f"{level} decision time over {len(times)} positions ({clock}): median "
                f"{statistics.median(times) * 1000:.2f} ms, "
                f"95th percentile {p95 * 1000:.2f} ms",
                flush=True,
            )
    strength(["normal", "easy", "easy", "easy"], args.games, args.workers)
    strength(["hard", "normal", "normal", "normal"], args.hard_games, args.workers)


if __name__ == "__main__":
    main()
