"""Greninja (pokemon deck): the next player draws one card at a time until one
of the declared colour; their turn ends, and the Greninja's player then
declares the colour for the player after them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Event, EventKind
from ..phases import COLOUR
from ..state import AfterColour
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def greninja(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    tally.victim = _befall


def _befall(game: State, p: int, colour: str | None, events: list[Event]) -> None:
    victim = game._next(p)
    while True:
        got = game._give(victim, 1)
        events += got
        if not got or game._cards[game._hands[victim][-1]].colour == colour:
            break
    events.append(Event(EventKind.SKIP, victim))
    game._hand_to(p, COLOUR, AfterColour(game._next(victim)))


GRENINJA = Effect("greninja", greninja, face="greninja", wild=True, attacks=True, jumpable=False)
