"""W-custom, downpour: every other player draws 2."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Tally
from .custom import custom

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State


def downpour(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    for s in game._seats():
        if s != p:
            events += game._give(s, 2)


DOWNPOUR = custom("downpour", downpour, attacks=True)
