"""Skip Everyone (R-skipall in No Mercy, RULES 6e; T-skipall on UNO FLIP!'s dark
side, 6d): every other player misses a turn, so the player plays again (with two
players: a Skip)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Event, EventKind
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def skip_all(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    seat = game._next(p)
    while seat != p:  # each other player in the round, in turn order
        events.append(Event(EventKind.SKIP, seat))
        seat = game._next(seat)
    tally.again = True


SKIP_ALL = Effect("skip-all", skip_all, face="skipall", skip=True, attacks=True, multi_ok=False)
