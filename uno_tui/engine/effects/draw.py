"""Draw cards (O9, O10): the next player draws, unless the draw is stacked
(H-stack). Draw Two, Draw Three (Page One), and the Wild Draw Four, which may
be challenged (O11) and goes back if turned up as the first card (O4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Apply, Effect, Tally

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State


def draws(count: int) -> Apply:
    """The next player draws `count`, stacking as the card's face (see stacking.py)."""

    def draw(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
        tally.draws += count
        tally.draw_face = face

    return draw


DRAW2 = Effect("draw2", draws(2), face="+2", draw=2)
DRAW3 = Effect("draw3", draws(3), draw=3)
WILD4 = Effect(
    "wild4",
    draws(4),
    face="+4",
    draw=4,
    wild=True,
    jumpable=False,
    challengeable=True,
    redrawn_first=True,
)
