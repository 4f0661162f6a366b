"""Computer players' strength and speed, measured (never asserted).

    python scripts/bench_players.py [--games 2000] [--hard-games 2000] [--workers N]
    python scripts/bench_players.py --table [--games 500] [--hard-games 500] [--workers N]

Prints, for four-player official games: the win rate of one normal player
against three easy ones and of one hard player against three normal ones,
with 95% intervals and games/s; and the normal and hard players' decision time
(median and 95th percentile, wall clock and CPU time: on a busy machine the
wall clock also counts waiting for a core) in the same mid-round positions,
where the hard player has a real choice (where it has none it answers at once,
by the normal policy). `--games 0 --hard-games 0` times decisions only.

`--table` measures instead, in every shipped ruleset (rulesets/*.toml), the
same two match-ups (one normal player against three easy ones, one hard player
against three normal ones, four-player games to the ruleset's target score,
seat 0 the stronger player; seeds 1, 2, ... per block of 100 games) and prints
a Markdown table with 95% intervals and the hard player's decision time in its
turn (median and 95th percentile, wall clock), one row per ruleset as it is
done. `--rulesets NAME,...` measures only those.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from pathlib import Path

from uno_tui.engine import Game, load_ruleset
from uno_tui.players import ComputerPlayer, decide
from uno_tui.players.policy import glance_of_view
from uno_tui.players.search import worth_searching
from uno_tui.players.simulate import Summary, run, wilson

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"


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


def blocks(
    ruleset: str, levels: list[str], games: int, workers: int | None, block: int = 100
) -> tuple[int, int, list[float]]:
    """Seat 0's wins over `games` games under `ruleset` (each block of `block` games
    its own seed, as `strength` does), the games played and seat 0's decision times."""
    wins = played = 0
    times: list[float] = []
    for first in range(0, games, block):
        count = min(block, games - first)
        summary: Summary = run(ruleset, levels, count, seed=1 + first // block, workers=workers)
        wins, played = wins + summary.wins[0], played + count
        times.extend(summary.thinking.get(levels[0], []))
    return wins, played, times


def rate(wins: int, games: int) -> str:
    if not games:
        return "–"
    lo, hi = wilson(wins, games)
    return f"{wins / games:.1%} ({lo:.1%}–{hi:.1%})"


def table(games: int, hard_games: int, workers: int | None, only: list[str]) -> None:
    """The Markdown table of both match-ups in every shipped ruleset, row by row."""
    files = sorted(RULESETS.glob("*.toml"))
    names = [f.stem for f in files if not only or f.stem in only]
    print(
        f"| ruleset | normal vs 3 easy ({games} games) | hard vs 3 normal ({hard_games} games) "
        "| hard decision median / p95 |"
    )
    print("|---|---|---|---|")
    for name in names:
        path = str(RULESETS / f"{name}.toml")
        normal_wins, normal_games, __ = blocks(path, ["normal"] + ["easy"] * 3, games, workers)
        hard_wins, played, times = blocks(path, ["hard"] + ["normal"] * 3, hard_games, workers)
        times.sort()
        timing = "–"
        if times:
            p95 = times[min(len(times) - 1, math.ceil(0.95 * len(times)) - 1)]
            timing = f"{statistics.median(times) * 1000:.0f} / {p95 * 1000:.0f} ms"
        print(
            f"| {name} | {rate(normal_wins, normal_games)} | {rate(hard_wins, played)} "
            f"| {timing} |",
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
    parser.add_argument(
        "--games", type=int, default=None, help="normal vs easy games (2000; 500 a row)"
    )
    parser.add_argument(
        "--hard-games", type=int, default=None, help="hard vs normal games (2000; 500 a row)"
    )
    parser.add_argument("--positions", type=int, default=100, help="hard decisions timed")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all)")
    parser.add_argument("--table", action="store_true", help="every shipped ruleset, Markdown")
    parser.add_argument("--rulesets", default="", help="with --table: only these, by name")
    args = parser.parse_args()
    default = 500 if args.table else 2000
    args.games = default if args.games is None else args.games
    args.hard_games = default if args.hard_games is None else args.hard_games
    if args.table:
        only = [name for name in args.rulesets.split(",") if name]
        table(args.games, args.hard_games, args.workers, only)
        return
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
