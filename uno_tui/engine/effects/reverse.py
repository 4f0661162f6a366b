"""Reverse (O8): the direction of play changes; with two players it acts as a
Skip (O17), but sends a pending draw back rather than skipping."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Effect, Tally

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State


def reverse(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    if game._two_player() and not tally.chain:
        tally.skips += 1
    else:
        tally.reverses += 1


REVERSE = Effect("reverse", reverse, face="rev", reverse=True, deflects="reverse")
