"""A 0 under H-seven-zero: every hand passes to the next player in the direction of play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Event, EventKind
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def pass_hands_on(
    game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]
) -> None:
    seats = game._seats()
    old = {s: game._hands[s] for s in seats}
    for s in seats:
        game._hands[game._next(s)] = old[s]
    events.append(Event(EventKind.PASS_HANDS, count=game.direction))
    game._hands_changed(seats, events)


ZERO = Effect("zero", pass_hands_on, face="0", number=True, when=lambda rules: rules.seven_zero)
