"""forced_draw (H-forced-draw): a hand of only action and wild cards draws 2 at
a time until it holds a number card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..events import Event, EventKind
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def forced_draw(game: State, seat: int, events: list[Event]) -> None:
    if not game.rules.forced_draw or game.round_over:
        return
    hand = game._hands[seat]
    while hand and not any(game._cards[c].is_number for c in hand):
        held = len(hand)
        got = game._give(seat, 2, owe=True)
        if not got:
            break
        events.append(Event(EventKind.FORCED_DRAW, seat))
        events += got
        if len(hand) == held:  # all of it owed as stock (T2): nothing more to draw now
            break


FORCED_DRAW = Option(
    "forced_draw",
    ("forced_draw",),
    sentences={
        "forced_draw": N_(
            "If your hand holds only action and wild cards, you draw 2 at a time "
            "until a number card arrives (done for you)."
        )
    },
    after_play=forced_draw,
    hands_changed=forced_draw,
)
