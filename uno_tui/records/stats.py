"""Family stats: what the saved games say about each player (`uno-tui stats`).

Every figure is worked out again from the records themselves (each game is
replayed through the engine), so there is no index to go stale: the records
are the only copy. A record that cannot be read, or that does not replay to its
saved position (the test `resume` makes), is left out whole and named, never fatal.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from uno_tui.engine import Event, EventKind, Game
from uno_tui.language import _

from .format import GameRecord, RecordError
from .replaying import replay
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
    points: int = 0  # points won in rounds scored by points (RULES S1)
    scored_rounds: int = 0  # rounds played to their end under points scoring
    best_run: int = 0  # most rounds won in a row in one game
    comeback: int = 0  # most points behind the leader at a round's end, in a game won

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def points_per_round(self) -> float:
        """Over rounds scored by points only: a Tōgen place or a round won under
        round-wins scoring is not a number of points to average with them."""
        return self.points / self.scored_rounds if self.scored_rounds else 0.0

    def add(self, other: PlayerStats) -> None:
        """Count `other`'s figures (one more game of this player's) in these."""
        self.games += other.games
        self.wins += other.wins
        self.rounds += other.rounds
        self.rounds_won += other.rounds_won
        self.points += other.points
        self.scored_rounds += other.scored_rounds
        self.best_run = max(self.best_run, other.best_run)
        self.comeback = max(self.comeback, other.comeback)


@dataclass
class FamilyStats:
    players: list[PlayerStats]  # best first: wins, then win rate, then rounds won
    games: int  # records read
    finished: int
    skipped: list[str]  # why each record that cannot be read or resumed was left out

    def at_table(self, seats: list[tuple[str, str | None]]) -> list[PlayerStats]:
        """The rows of the players of `seats` (name, computer level or None) as they sat,
        best first: a human Cat and the computer Cat at normal are two players."""
        return [p for p in self.players if (p.name, p.computer) in seats]


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
        try:
            seats, over = _game_figures(record)
        except RecordError as err:
            skipped.append(str(err))
            continue
        # Only now: a game left out adds nothing, not even its players' names.
        for seat in seats:
            key = (seat.name, seat.computer)
            by_name.setdefault(key, PlayerStats(*key)).add(seat)
        read += 1
        finished += over
    players = sorted(
        by_name.values(), key=lambda p: (-p.wins, -p.win_rate, -p.rounds_won, p.name.casefold())
    )
    return FamilyStats(players, read, finished, skipped)


def _game_figures(record: GameRecord) -> tuple[list[PlayerStats], bool]:
    """Each seat's figures in one game, and whether it is over; RecordError if the game
    does not replay to its saved position (as `resume` and `games` check it)."""
    seats = [PlayerStats(name, record.computers.get(s)) for s, name in enumerate(record.players)]
    runs = [0] * len(seats)  # rounds won in a row, now
    behind = [0] * len(seats)  # the most points each seat was behind the leader

    def watch(game: Game, events: list[Event]) -> None:
        for event in events:
            if event.kind == EventKind.ROUND_OVER and event.player is not None:
                _round_over(game, event.player, event.count, seats, runs, behind)

    game = replay(record, watch=watch)
    if not game.game_over:
        return seats, False
    for s, p in enumerate(seats):
        p.games += 1
        if s in game.game_winners:  # (partners win together)
            p.wins += 1
            p.comeback = max(p.comeback, behind[s])
    return seats, True


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
    by_points = game.rules.scoring == "points"
    for s, p in enumerate(seats):
        p.rounds += 1
        p.scored_rounds += by_points
        runs[s] = runs[s] + 1 if s == winner else 0
        if s == winner:
            p.rounds_won += 1
            p.points += points if by_points else 0
            p.best_run = max(p.best_run, runs[s])
        behind[s] = max(behind[s], abs(leader - scores[s]))
