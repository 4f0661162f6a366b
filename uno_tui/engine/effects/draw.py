"""Draw cards (O9, O10): the next player draws, unless the draw is stacked
(H-stack). Draw Two, Draw Three (Page One), and the Wild Draw Four, which may
be challenged (O11) and goes back if turned up as the first card (O4).
UNO FLIP! (RULES 6d): Draw One and Draw Five, and the Wild Draw Two, challenged
as a Wild Draw Four."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Apply, Effect, Tally

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State


def draws(count: int, priority: int = 0) -> Apply:
    """The next player draws `count`, stacking as the card's face (see stacking.py), or
    by `priority` under stack_priority (the Tōgen deck, 6c)."""

    def draw(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
        tally.draws += count
        tally.draw_face = face
        tally.priority = max(tally.priority, priority)

    return draw


def reverse_draws(count: int, priority: int = 0) -> Apply:
    """The direction of play reverses, then the new next player draws `count` (Reverse
    Hit+2 of the Tōgen deck, No Mercy's Wild Reverse Draw Four)."""
    draw = draws(count, priority)

    def reverse_draw(
        game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]
    ) -> None:
        tally.reverses += 1
        draw(game, p, face, move, tally, events)

    return reverse_draw


DRAW2 = Effect("draw2", draws(2, 1), face="+2", draw=2, priority=1)
DRAW3 = Effect("draw3", draws(3), draw=3)
WILD4 = Effect(
    "wild4",
    draws(4, 2),
    face="+4",
    draw=4,
    priority=2,
    wild=True,
    jumpable=False,
    challengeable=True,
    redrawn_first=True,
)
DRAW1 = Effect("draw1", draws(1), face="+1", draw=1)
DRAW5 = Effect("draw5", draws(5), face="+5", draw=5)
WILD2 = Effect(
    "wild2",
    draws(2),
    face="wild+2",
    draw=2,
    wild=True,
    jumpable=False,
    challengeable=True,
    redrawn_first=True,
)
