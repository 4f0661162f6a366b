"""Computer players: any seat may be one (easy, normal or hard).

A computer player is given its seat's view (`game.view(seat)`) and, when it
searches, worlds sampled for that seat (`game.sample(seat, rng)`); it never
holds the game itself. `decide` is the one place that builds both for it.
"""

from __future__ import annotations

import random

from uno_tui.engine import Game

from .policy import LEVELS, easy, glance_of_view, normal
from .search import WORLDS, hard

__all__ = ["LEVELS", "ComputerPlayer", "decide"]


class ComputerPlayer:
    """One computer seat's mind: its level and its own random generator."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"{level!r} is not a level; choose {', '.join(LEVELS)}")
        self.level = level
        self.rng = random.Random(seed)

    def worlds_wanted(self, due: bool) -> int:
        return WORLDS if self.level == "hard" and due else 0

    def choose(self, view, worlds: list[Game] = ()) -> str | None:  # type: ignore[assignment]
        """A move for the view's seat, or None (out of turn: nothing worth doing)."""
        glance = glance_of_view(view)
        if self.level == "easy":
            return easy(glance, self.rng)
        if self.level == "normal":
            return normal(glance, self.rng)
        return hard(glance, list(worlds), self.rng)


def decide(game: Game, seat: int, player: ComputerPlayer) -> str | None:
    """Ask `player` for seat's move: it gets the seat's view and sampled worlds only."""
    view = game.view(seat)
    due = view.turn == seat and len(view.legal_moves) > 1
    worlds = [game.sample(seat, player.rng) for _ in range(player.worlds_wanted(due))]
    return player.choose(view, worlds)
