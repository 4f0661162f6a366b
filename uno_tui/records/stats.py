"""Family stats: what the saved games say about each player (`uno-tui stats`).

Every figure is worked out again from the records themselves (each game is
replayed through the engine), so there is no index to go stale: the records
are the only copy. A record that cannot be read or replayed is skipped and
named, never fatal.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from uno_tui.engine import EventKind, Game
from uno_tui.language import _

from .format import GameRecord, RecordError
from .replaying import apply_step, new_game, steps_of
from .store import list_games


@dataclass
class PlayerStats:
    """One player's record over the saved games (a computer seat by its level)."""

    name: str
    computer: str | None = None  # its level, for a computer seat
    games: int = 0  # finished games played
    wins: int = 0
    rounds: int = 0  # rounds played to their end
    rounds_won: int = 0
    points: int = 0  # points scored over those rounds
    best_run: int = 0  # most rounds won in a row in one game
    comeback: int = 0  # most points behind the leader at a round's end, in a game won

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def points_per_round(self) -> float:
        return self.points / self.rounds if self.rounds else 0.0


@dataclass
class FamilyStats:
    players: list[PlayerStats]  # best first: wins, then win rate, then rounds won
    games: int  # records read
    finished: int
    skipped: list[str]  # why each unreadable record was left out


def family_stats(folder: str | Path) -> FamilyStats:
    """Every player's figures from the saved games in `folder`."""
    by_name: dict[tuple[str, str | None], PlayerStats] = {}
    skipped, read, finished = [], 0, 0
    for saved in list_games(folder):
        record = saved.record
        if record is None:
            skipped.append(
                saved.error or _("{file}: not a saved game").format(file=saved.path.name)
            )
            continue
        levels = [record.computers.get(s) for s in range(len(record.players))]
        seats = [
            by_name.setdefault((name, level), PlayerStats(name, level))
            for name, level in zip(record.players, levels, strict=True)
        ]
        try:
            over = _replay_into(record, seats)
        except RecordError as err:
            skipped.append(str(err))
            continue
        read += 1
        finished += over
    players = sorted(
        by_name.values(), key=lambda p: (-p.wins, -p.win_rate, -p.rounds_won, p.name.casefold())
    )
    return FamilyStats(players, read, finished, skipped)


def _replay_into(record: GameRecord, seats: list[PlayerStats]) -> bool:
    """Replay one record, adding its rounds and result to `seats`; True if it is over."""
    game = new_game(record)
    runs = [0] * len(seats)  # rounds won in a row, now
    behind = [0] * len(seats)  # the most points each seat was behind the leader
    for step in steps_of(record)[1:]:
        for event in apply_step(game, record, step):
            if event.kind == EventKind.ROUND_OVER and event.player is not None:
                _round_over(game, event.player, event.count, seats, runs, behind)
    if not game.game_over:
        return False
    for s, p in enumerate(seats):
        p.games += 1
        if s == game.game_winner:
            p.wins += 1
            p.comeback = max(p.comeback, behind[s])
    return True


def _round_over(
    game: Game,
    winner: int,
    points: int,
    seats: list[PlayerStats],
    runs: list[int],
    behind: list[int],
) -> None:
    scores = game.scores
    leader = scores[game.ranking()[0]]  # (highest, or lowest where points count against)
    for s, p in enumerate(seats):
        p.rounds += 1
        runs[s] = runs[s] + 1 if s == winner else 0
        if s == winner:
            p.rounds_won += 1
            p.points += points
            p.best_run = max(p.best_run, runs[s])
        behind[s] = max(behind[s], abs(leader - scores[s]))
