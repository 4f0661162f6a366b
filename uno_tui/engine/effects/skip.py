"""Skip (O8): the next player loses their turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Effect, Tally

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State


def skip(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    tally.skips += 1


SKIP = Effect("skip", skip, face="skip", skip=True, deflects="skip", answers_skip=True)
