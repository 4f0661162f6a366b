"""Shuffle Hands (W-shuffle): all hands are shuffled together and dealt out from
the player's left."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Event, EventKind
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def shuffle_hands(
    game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]
) -> None:
    seats = game._seats()
    cards = [c for s in seats for c in game._hands[s]]
    game._rng.shuffle(cards)
    for s in seats:
        game._hands[s] = []
    seat = p
    for card in cards:
        seat = game._next(seat)
        game._hands[seat].append(card)
    events.append(Event(EventKind.SHUFFLE_HANDS, p, count=len(cards)))
    game._hands_changed(seats, events)


SHUFFLE = Effect("shuffle", shuffle_hands, face="shuffle", wild=True, jumpable=False)
