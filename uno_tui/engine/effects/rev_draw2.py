"""Reverse Hit+2 (R-rev+2, the Tōgen deck, RULES 6c): the direction changes,
then the new next player (the previous one) must draw 2; priority 1."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Effect, Tally

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State


def reverse_draw2(
    game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]
) -> None:
    tally.reverses += 1
    tally.draws += 2
    tally.draw_face = face
    tally.priority = max(tally.priority, REVERSE_DRAW2.priority)


REVERSE_DRAW2 = Effect(
    "reverse-draw2",
    reverse_draw2,
    face="rev+2",
    draw=2,
    reverse=True,
    priority=1,
    redrawn_first=True,
)
