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

`--carry-over` keeps the blocks of a change that does not touch a ruleset's play
(say, one that only penalty scoring reads): in each ruleset and match-up whose
stored blocks were played by earlier source, it plays their first block again with
the source now, and if the wins and rounds come out the same, it records that the
earlier blocks count for the source now (a "carried" line in the store).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import time
from collections.abc import Iterator
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


def stored(
    old: dict[tuple[str, str], dict[str, list[dict]]] | None = None,
) -> dict[tuple[str, str], dict[int, dict]]:
    """The stored blocks that still count: (ruleset, match-up) -> first game -> block
    (played by the source now, or carried over to it). Blocks that no longer count are
    put in `old`, if given: (ruleset, match-up) -> the fingerprint they count for -> blocks."""
    blocks: dict[tuple[str, str], dict[int, dict]] = {}
    prints = {name: fingerprint(levels) for name, levels in MATCHUPS.items()}
    records = (
        [json.loads(line) for line in STORE.read_text().splitlines()] if STORE.exists() else []
    )
    carried = {
        (r["ruleset"], r["levels"][0], r["carried"]): r["players"]
        for r in records
        if "carried" in r
    }
    for block in records:
        matchup = block["levels"][0]
        if "carried" in block or MATCHUPS.get(matchup) != block["levels"]:
            continue
        key, played = (block["ruleset"], matchup), block["players"]
        for _ in carried:  # follow the carries over, each at most once
            if played == prints[matchup] or (*key, played) not in carried:
                break
            played = carried[*key, played]
        if played == prints[matchup]:
            blocks.setdefault(key, {})[block["first"]] = block
        elif old is not None:
            old.setdefault(key, {}).setdefault(played, []).append(block)
    return blocks


def carry_over(names: list[str], workers: int) -> None:
    """Blocks of earlier source that count for the source now: in each ruleset and
    match-up, the earlier fingerprint with the most stored blocks is checked by playing
    its first block again; the same wins and rounds carry all its blocks over."""
    old: dict[tuple[str, str], dict[str, list[dict]]] = {}
    stored(old)
    checks = {}  # (ruleset, match-up, first game) -> (earlier fingerprint, its blocks)
    for (name, matchup), by_print in sorted(old.items()):
        if name in names:
            played, blocks = max(by_print.items(), key=lambda item: len(item[1]))
            first = min(b["first"] for b in blocks)
            checks[name, matchup, first] = (played, blocks)
    print(f"{len(checks)} rulesets and match-ups to check", flush=True)
    with STORE.open("a") as store:
        for (name, matchup, first), again in blocks_played(list(checks), workers):
            played, blocks = checks[name, matchup, first]
            before = next(b for b in blocks if b["first"] == first)
            same = (again["wins"], again["rounds"]) == (before["wins"], before["rounds"])
            print(
                f"{name} {matchup}: block {first} again {again['wins']} wins in "
                f"{again['rounds']} rounds, stored {before['wins']} in {before['rounds']}: "
                + (f"{len(blocks)} blocks carried over" if same else "not carried over"),
                flush=True,
            )
            if same:
                record = {
                    "ruleset": name,
                    "levels": MATCHUPS[matchup],
                    "carried": played,
                    "players": again["players"],
                    "checked": first,
                }
                store.write(json.dumps(record, ensure_ascii=False) + "\n")
                store.flush()


def blocks_played(
    tasks: list[tuple[str, str, int]], workers: int
) -> Iterator[tuple[tuple[str, str, int], dict]]:
    """Each (ruleset, match-up, first game) with its block, as each is done (by `workers`
    processes; with one, in this process)."""
    if workers == 1:
        for name, matchup, first in tasks:
            yield (name, matchup, first), play_block(name, MATCHUPS[matchup], first)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = {
            pool.submit(play_block, name, MATCHUPS[matchup], first): (name, matchup, first)
            for name, matchup, first in tasks
        }
        for future in as_completed(futures):
            yield futures[future], future.result()


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
    with STORE.open("a") as store:
        for done, (_task, block) in enumerate(blocks_played(tasks, workers), 1):
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
    parser.add_argument(
        "--carry-over", action="store_true", help="keep earlier blocks a replay shows unchanged"
    )
    args = parser.parse_args()
    args.table = args.table or args.report or args.carry_over  # all of the table's store
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
        workers = args.workers or os.cpu_count() or 1
        if args.carry_over:
            carry_over(names, workers)
        elif not args.report:
            play_table(names, wanted, workers)
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
