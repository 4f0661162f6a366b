"""Computer players' strength and speed, measured (never asserted).

    python scripts/bench_players.py [--games 2000] [--hard-games 200] [--workers N]

Prints, for four-player official games: the win rate of one normal player
against three easy ones and of one hard player against three normal ones,
with 95% intervals; games/s of easy and normal play; and the hard player's
decision time (median and 95th percentile) in mid-round positions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from uno_tui.engine import Game, load_ruleset
from uno_tui.players import ComputerPlayer, decide
from uno_tui.players.simulate import run


def strength(levels: list[str], games: int, workers: int | None) -> None:
    start = time.perf_counter()
    summary = run("official", levels, games, seed=1, workers=workers)
    elapsed = time.perf_counter() - start
    row = summary.seats()[0]
    lo, hi = row["ci95"]
    print(
        f"{' vs '.join([levels[0], '3 ' + levels[1]]):<18} {games:>6} games  "
        f"seat 0 wins {row['win_rate']:6.1%}  (95%: {lo:.1%} – {hi:.1%})  "
        f"{games / elapsed:6.1f} games/s"
    )


def decision_times(positions: int) -> list[float]:
    """Seconds per hard decision where the hard seat has a real choice."""
    rules = load_ruleset("official")
    player = ComputerPlayer("hard", 1)
    times = []
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
        if game.round_over or len(game.legal_moves()) < 2:
            continue
        start = time.perf_counter()
        decide(game, game.turn, player)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="normal vs easy games")
    parser.add_argument("--hard-games", type=int, default=200, help="hard vs normal games")
    parser.add_argument("--positions", type=int, default=100, help="hard decisions timed")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    args = parser.parse_args()
    strength(["normal", "easy", "easy", "easy"], args.games, args.workers)
    strength(["hard", "normal", "normal", "normal"], args.hard_games, args.workers)
    times = sorted(decision_times(args.positions))
    p95 = times[int(0.95 * (len(times) - 1))]
    print(
        f"hard decision time over {len(times)} positions: median "
        f"{statistics.median(times) * 1000:.0f} ms, 95th percentile {p95 * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
