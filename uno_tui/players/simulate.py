"""`uno-tui simulate`: many games between computer players, added up.

Games are split over processes in fixed chunks and added up in game order;
each game's seed comes from the run's seed and the game's number, so the
figures are the same for the same seed whatever the number of processes.
"""

from __future__ import annotations

import math
import os
import statistics
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from uno_tui.engine import Ruleset, load_ruleset

from .table import GameResult, game_seed, play_game

CHUNK = 25  # at most this many games per task handed to a process (fewer in a short
# run, so that its progress bar moves in small steps)


@dataclass
class Summary:
    """The figures of one run under one ruleset."""

    ruleset: str
    levels: list[str]
    games: int = 0
    wins: list[int] = field(default_factory=list)
    rounds_per_game: list[int] = field(default_factory=list)
    round_moves: list[int] = field(default_factory=list)
    round_drawn: list[int] = field(default_factory=list)
    round_points: list[int] = field(default_factory=list)
    longest_stack: int = 0
    fired: Counter = field(default_factory=Counter)
    specials: Counter = field(default_factory=Counter)
    thinking: dict[str, list[float]] = field(default_factory=dict)  # level -> seconds
    partners: bool = False  # H-team: seats i and i + n/2 win together

    def add(self, result: GameResult) -> None:
        self.games += 1
        if result.winner >= 0:
            half = len(self.wins) // 2
            team = {result.winner % half, result.winner % half + half} if self.partners else ()
            for seat in team or (result.winner,):
                self.wins[seat] += 1
        self.rounds_per_game.append(len(result.rounds))
        for r in result.rounds:
            self.round_moves.append(r.moves)
            self.round_drawn.append(r.drawn)
            self.round_points.append(r.points)
            self.longest_stack = max(self.longest_stack, r.longest_stack)
        self.fired.update(result.fired)
        self.specials.update(result.specials)
        for level, seconds in result.thinking.items():
            self.thinking.setdefault(level, []).extend(seconds)

    def decision_times(self) -> dict[str, dict]:
        """Per level: decisions made in turn, and their median and 95th percentile in ms."""
        times = {}
        for level, seconds in sorted(self.thinking.items()):
            median, p95 = median_p95(seconds)
            times[level] = {
                "decisions": len(seconds),
                "median_ms": round(1000 * median, 3),
                "p95_ms": round(1000 * p95, 3),
            }
        return times

    def seats(self) -> list[dict]:
        """Per seat: level, wins, win rate and its 95% interval (Wilson)."""
        rows = []
        for seat, level in enumerate(self.levels):
            lo, hi = wilson(self.wins[seat], self.games)
            rate = self.wins[seat] / self.games if self.games else 0.0
            rows.append(
                {
                    "seat": seat,
                    "level": level,
                    "wins": self.wins[seat],
                    "win_rate": round(rate, 4),
                    "ci95": [round(lo, 4), round(hi, 4)],
                }
            )
        return rows

    def figures(self) -> dict:
        """Everything, as plain JSON-ready values."""
        rounds = len(self.round_moves)

        def per_round(values: list[int]) -> dict:
            return {
                "mean": round(statistics.fmean(values), 2) if values else 0,
                "median": statistics.median(values) if values else 0,
                "max": max(values, default=0),
            }

        return {
            "ruleset": self.ruleset,
            "games": self.games,
            "rounds": rounds,
            "seats": self.seats(),
            "rounds_per_game": per_round(self.rounds_per_game),
            "moves_per_round": per_round(self.round_moves),
            "cards_drawn_per_round": per_round(self.round_drawn),
            "points_per_round": per_round(self.round_points),
            "longest_draw_stack": self.longest_stack,
            "rules_fired_per_round": {
                k: round(v / rounds, 4) for k, v in sorted(self.fired.items()) if rounds
            },
            "special_cards_per_round": {
                k: round(v / rounds, 4) for k, v in sorted(self.specials.items()) if rounds
            },
            "decision_times": self.decision_times(),  # wall clock: differs run to run
        }


def median_p95(values: list[float]) -> tuple[float, float]:
    """The median and the 95th percentile (nearest rank) of some values."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]
    return statistics.median(ordered), p95


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if not games:
        return 0.0, 0.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play_chunk(
    rules: Ruleset, levels: list[str], seed: int, start: int, stop: int, save_dir: str | None
) -> list[GameResult]:
    """Games start..stop-1 of a run (runs in a worker process)."""
    results = []
    for index in range(start, stop):
        result, game = play_game(rules, levels, game_seed(seed, index))
        results.append(result)
        if save_dir is not None:
            from uno_tui.records import save

            path = Path(save_dir) / f"{rules.name}-{index + 1:05d}.json"
            save(game, path, computers=dict(enumerate(levels)))  # every seat a computer
    return results


def run(
    ruleset: str | Ruleset,
    levels: list[str],
    games: int,
    seed: int,
    workers: int | None = None,
    save_dir: Path | None = None,
    progress: Callable[[int], None] | None = None,
) -> Summary:
    """Play `games` games and add them up; `progress(n)` after every n games done."""
    rules = ruleset if isinstance(ruleset, Ruleset) else load_ruleset(ruleset)
    summary = Summary(
        rules.name, list(levels), wins=[0] * len(levels), partners=rules.teams == "opposite"
    )
    folder = str(save_dir) if save_dir is not None else None
    size = max(1, min(CHUNK, games // 50))
    chunks = [(i, min(i + size, games)) for i in range(0, games, size)]
    workers = workers or os.cpu_count() or 1
    for results in _results(rules, levels, seed, chunks, workers, folder):
        for result in results:
            summary.add(result)
        if progress:
            progress(len(results))
    return summary


def _results(
    rules: Ruleset,
    levels: list[str],
    seed: int,
    chunks: list[tuple[int, int]],
    workers: int,
    folder: str | None,
) -> Iterator[list[GameResult]]:
    """Every chunk's results, in chunk order (so the sums do not depend on timing)."""
    if workers == 1 or len(chunks) == 1:
        for start, stop in chunks:
            yield play_chunk(rules, levels, seed, start, stop, folder)
        return
    with ProcessPoolExecutor(max_workers=min(workers, len(chunks))) as pool:
        futures = [
            pool.submit(play_chunk, rules, levels, seed, start, stop, folder)
            for start, stop in chunks
        ]
        for future in futures:
            yield future.result()
