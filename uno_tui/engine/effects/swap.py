"""Hand swaps: the Swap Hands wild (W-swap) may name a player to swap with; a 7
under H-seven-zero must (unless the player has just gone out)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Effect, Tally

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State


def swap(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    if move.target is not None:  # no swap when the player has just gone out
        game._swap_hands(p, move.target, events)


SWAP = Effect(
    "swap", swap, face="swap", wild=True, target="optional", jumpable=False, multi_ok=False
)
SEVEN = Effect(
    "seven",
    swap,
    face="7",
    when=lambda rules: rules.seven_zero,
    target="required",
    number=True,
    jumpable=False,
    multi_ok=False,
)
