"""forced_draw (H-forced-draw): a hand of only action and wild cards draws 2 at
a time until it holds a number card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ALL_CARDS
from ..events import Event

if TYPE_CHECKING:
    from ..state import State


def forced_draw(game: State, seat: int, events: list[Event]) -> None:
    if not game.rules.forced_draw or game.round_over:
        return
    hand = game._hands[seat]
    while hand and not any(ALL_CARDS[c].is_number for c in hand):
        got = game._give(seat, 2)
        if not got:
            break
        events.append(Event("forced-draw", seat))
        events += got
