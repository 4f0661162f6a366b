"""Computer players' strength and speed, measured (never asserted).

    python scripts/bench_players.py [--games 2000] [--hard-games 2000] [--workers N]
    python scripts/bench_players.py --table [--games 500] [--hard-games 500] [--workers N]

Without `--table` it times the normal and hard players' decisions (median and
95th percentile, wall clock and CPU time: on a busy machine the wall clock also
counts waiting for a core) in the same mid-round positions of four-player
official games, where the hard player has a real choice (where it has none it
answers at once, by the normal policy), then plays the official row of the
strength table below to 2,000 games of each match-up and prints it.
`--games 0 --hard-games 0` times decisions only (and prints the stored row).

`--table` measures, in every shipped ruleset (rulesets/*.toml), two match-ups:
one normal player against three easy ones, and one hard player against three
normal ones (four-player games to the ruleset's target score, seat 0 the
stronger player, game n of run seed 1 in every ruleset). It prints a Markdown
table with 95% intervals and the hard player's decision time in its turn
(median and 95th percentile, wall clock). Games are played in blocks of 25 and
every finished block is kept in docs/strength.jsonl with a fingerprint of the
players' source: a run plays only the blocks still missing (while that source
is unchanged), so a long table can be played in several sittings.
`--rulesets NAME,...` plays and prints only those; `--report` prints the stored
table and plays none (it implies `--table`); `--hard-games 0` plays no hard
games.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from uno_tui.engine import Game, load_ruleset
from uno_tui.players import ComputerPlayer, decide
from uno_tui.players.policy import glance_of_view
from uno_tui.players.search import worth_searching
from uno_tui.players.simulate import median_p95, play_chunk, wilson

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"


# The strength table's games are kept, a block at a time, in STORE: a run adds
# the blocks missing up to the games asked for and prints the table from all of
# them, so a long table can be played over several sittings (and machines).
STORE = Path(__file__).resolve().parent.parent / "docs" / "strength.jsonl"
BLOCK = 25  # games per stored block (game numbers first..first+24 of run seed SEED)
SEED = 1
MATCHUPS = {"normal": ["normal", "easy", "easy", "easy"], "hard": ["hard"] + ["normal"] * 3}
PLAYERS = Path(__file__).resolve().parent.parent / "uno_tui" / "players"
# The modules each level plays by: a stored block counts only while they are
# unchanged (their fingerprint is stored with it).
_PLAYS = ("__init__", "effects", "policy", "table")
_SOURCES = {"easy": _PLAYS, "normal": _PLAYS, "hard": (*_PLAYS, "beliefs", "search")}
_NOT_PLAYED = ("report", "simulate")  # figures and tables only: they choose no move
TIMES_KEPT = 100  # hard decision times kept per block (evenly spaced), for the median and p95


def fingerprint(levels: list[str]) -> str:
    names = sorted({name for level in levels for name in _SOURCES[level]})
    digest = hashlib.sha256()
    for name in names:
        digest.update((PLAYERS / f"{name}.py").read_bytes())
    return digest.hexdigest()[:12]


def play_block(ruleset: str, levels: list[str], first: int) -> dict:
    """One block of games of the strength table (in a worker process)."""
    rules = load_ruleset(str(RULESETS / f"{ruleset}.toml"))
    results = play_chunk(rules, levels, SEED, first, first + BLOCK, None)
    # The hard player's decision times (the table shows no other level's)
    times = (
        [t for r in results for t in r.thinking.get(levels[0], [])] if levels[0] == "hard" else []
    )
    step = max(1, math.ceil(len(times) / TIMES_KEPT))
    return {
        "ruleset": ruleset,
        "levels": levels,
        "first": first,
        "games": len(results),
        "wins": sum(r.winner == 0 for r in results),
        "rounds": sum(len(r.rounds) for r in results),
        "times_ms": [round(t * 1000, 2) for t in times[::step]],
        "players": fingerprint(levels),
    }


def stored() -> dict[tuple[str, str], dict[int, dict]]:
    """The stored blocks that still count: (ruleset, match-up) -> first game -> block."""
    blocks: dict[tuple[str, str], dict[int, dict]] = {}
    prints = {name: fingerprint(levels) for name, levels in MATCHUPS.items()}
    lines = STORE.read_text().splitlines() if STORE.exists() else []
    for line in lines:
        block = json.loads(line)
        matchup = block["levels"][0]
        if MATCHUPS.get(matchup) == block["levels"] and block["players"] == prints[matchup]:
            blocks.setdefault((block["ruleset"], matchup), {})[block["first"]] = block
    return blocks


def rate(wins: int, games: int) -> str:
    if not games:
        return "–"
    lo, hi = wilson(wins, games)
    return f"{wins / games:.1%} ({lo:.1%}–{hi:.1%}), {games} games"


def missing(
    names: list[str], wanted: dict[str, int], have: dict[tuple[str, str], dict[int, dict]]
) -> list[tuple[str, str, int]]:
    """The blocks (ruleset, match-up, first game) still to play for `wanted` games of each
    match-up (rounded up to whole blocks), match-up by match-up, ruleset by ruleset."""
    return [
        (name, matchup, first)
        for matchup, games in wanted.items()
        for name in names
        for first in range(0, games, BLOCK)
        if first not in have.get((name, matchup), {})
    ]


def play_table(names: list[str], wanted: dict[str, int], workers: int) -> None:
    """Play the blocks missing from the store up to `wanted` games per match-up, storing
    each as it is done (a run stopped early keeps every finished block)."""
    tasks = missing(names, wanted, stored())
    print(f"{len(tasks)} blocks of {BLOCK} games to play", flush=True)
    with ProcessPoolExecutor(max_workers=workers) as pool, STORE.open("a") as store:
        futures = [pool.submit(play_block, name, MATCHUPS[m], first) for name, m, first in tasks]
        for done, future in enumerate(as_completed(futures), 1):
            block = future.result()
            store.write(json.dumps(block, ensure_ascii=False) + "\n")
            store.flush()
            print(f"{done}/{len(tasks)} {block['ruleset']} {block['levels'][0]}", flush=True)


def table(names: list[str]) -> None:
    """The Markdown table of both match-ups in these rulesets, from the stored blocks."""
    have = stored()
    print("| ruleset | normal vs 3 easy | hard vs 3 normal | hard decision median / p95 |")
    print("|---|---|---|---|")
    for name in names:
        cells = []
        for matchup in MATCHUPS:
            blocks = have.get((name, matchup), {}).values()
            cells.append(rate(sum(b["wins"] for b in blocks), sum(b["games"] for b in blocks)))
        times = [t for b in have.get((name, "hard"), {}).values() for t in b["times_ms"]]
        timing = "–"
        if times:
            median, p95 = median_p95(times)
            timing = f"{median:.0f} / {p95:.0f} ms"
        print(f"| {name} | {cells[0]} | {cells[1]} | {timing} |", flush=True)


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
    parser.add_argument("--report", action="store_true", help="print the stored table, play none")
    args = parser.parse_args()
    args.table = args.table or args.report  # a report is of the table's store
    default = 500 if args.table else 2000
    args.games = default if args.games is None else args.games
    args.hard_games = default if args.hard_games is None else args.hard_games
    if args.table:
        names = sorted(f.stem for f in RULESETS.glob("*.toml"))
        only = [name for name in args.rulesets.split(",") if name]
        unknown = sorted(set(only) - set(names))
        if unknown:
            parser.error(f"no ruleset {', '.join(unknown)}; choose from {', '.join(names)}")
        names = only or names
        wanted = {"normal": args.games, "hard": args.hard_games}
        if not args.report:
            play_table(names, wanted, args.workers or os.cpu_count() or 1)
        table(names)
        return
    for level in ("normal", "hard"):
        for clock, times in zip(
            ("wall clock", "CPU time"), decision_times(args.positions, level), strict=True
        ):
            median, p95 = median_p95(times)
            print(
                f"{level} decision time over {len(times)} positions ({clock}): median "
                f"{median * 1000:.2f} ms, "
                f"95th percentile {p95 * 1000:.2f} ms",
                flush=True,
            )
    wanted = {"normal": args.games, "hard": args.hard_games}
    play_table(["official"], wanted, args.workers or os.cpu_count() or 1)
    table(["official"])


if __name__ == "__main__":
    main()
