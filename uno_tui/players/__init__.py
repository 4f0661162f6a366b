"""Computer players: any seat may be one (easy, normal or hard).

A computer player is given its seat's view (`game.view(seat)`) and, when it
searches, worlds sampled for that seat (`game.sample(seat, rng)`); it never
holds the game itself. `decide` is the one place that builds both for it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from uno_tui import LEVELS
from uno_tui.engine import Game

from .beliefs import avoided
from .effects import effects_for
from .policy import easy, glance_of_view, normal
from .search import WORLDS, hard, weighed, worth_searching

if TYPE_CHECKING:
    from uno_tui.engine.views import SeatView

__all__ = ["LEVELS", "Advice", "ComputerPlayer", "coach", "decide"]


class ComputerPlayer:
    """One computer seat's mind: its level and its own random generator."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"{level!r} is not a level; choose {', '.join(LEVELS)}")
        self.level = level
        self.rng = random.Random(seed)

    def worlds_wanted(self, view: SeatView) -> int:
        """How many sampled worlds it wants to think over (hard, with a real choice)."""
        if self.level != "hard" or view.turn != view.seat:
            return 0
        return WORLDS if worth_searching(glance_of_view(view)) else 0

    def choose(self, view: SeatView, worlds: Sequence[Game] = ()) -> str | None:
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
    wanted = player.worlds_wanted(view)
    beliefs = []
    if wanted and not view.backs:  # (FLIP!: a Flip changes what every card was; no beliefs)
        effects = effects_for(view.rules, view.in_round)
        beliefs = avoided(view.events, view.hand_sizes, seat, effects)
    worlds = [game.sample(seat, player.rng, beliefs) for _ in range(wanted)]
    return player.choose(view, worlds)


class Advice(NamedTuple):
    """What the hard player would do in a seat's place (the coach), and why: its chance
    of winning the round after the move, and the next best move's (None: not weighed);
    `in_points`: under penalty scoring, the penalty points it expects to be ahead of
    its rivals instead (`search.penalty_value`)."""

    move: str
    chance: float | None = None
    other: str | None = None
    other_chance: float | None = None
    in_points: bool = False


def coach(game: Game, seat: int, rng: random.Random) -> Advice | None:
    """The hard player's move in `seat`'s place, from the seat's view and worlds sampled
    for it (never the other hands); None when the seat has no move to make now."""
    view = game.view(seat)
    glance = glance_of_view(view)
    if not glance.due:
        return None
    if not worth_searching(glance):
        move = normal(glance, rng)
        return None if move is None else Advice(move)
    effects = effects_for(view.rules, view.in_round)
    beliefs = [] if view.backs else avoided(view.events, view.hand_sizes, seat, effects)
    worlds = [game.sample(seat, rng, beliefs) for _ in range(WORLDS)]
    ranked = weighed(glance, worlds, rng)
    move, chance = ranked[0]
    if len(ranked) == 1:
        return Advice(move)
    return Advice(move, chance, *ranked[1], in_points=view.rules.scoring == "penalty")
