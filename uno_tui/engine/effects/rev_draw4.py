"""Wild Reverse Draw Four (W-rev+4, No Mercy, RULES 6e): the direction of play
reverses, then the next player in the new direction faces a pending 4. It
declares a colour and may not be challenged."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Effect, Tally

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State


def reverse_draw4(
    game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]
) -> None:
    tally.reverses += 1
    tally.draws += 4
    tally.draw_face = face


WILD_REVERSE_DRAW4 = Effect(
    "wild-reverse-draw4",
    reverse_draw4,
    face="rev+4",
    draw=4,
    reverse=True,
    wild=True,
    jumpable=False,
    redrawn_first=True,
)
