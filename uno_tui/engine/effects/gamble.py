"""W-custom, gamble: declare a colour and name what the card acts as (skip,
reverse, draw2, draw4) or nothing; it cannot answer a pending effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Effect, Tally
from .custom import custom
from .draw import DRAW2, WILD4
from .reverse import REVERSE
from .skip import SKIP

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State

# Each action and the card it acts as, with the face its draw stacks as.
ACTS_AS: dict[str, tuple[Effect, str]] = {
    "skip": (SKIP, "skip"),
    "reverse": (REVERSE, "rev"),
    "draw2": (DRAW2, "+2"),
    "draw4": (WILD4, "+4"),
}


def gamble(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    if move.action is not None:
        effect, as_face = ACTS_AS[move.action]
        effect.apply(game, p, as_face, move, tally, events)


GAMBLE = custom("gamble", gamble, actions=tuple(ACTS_AS), answers=False)
