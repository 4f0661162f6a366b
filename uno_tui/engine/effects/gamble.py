"""W-custom, gamble: declare a colour and name what the card acts as (skip,
reverse, draw2, draw4) or nothing; it cannot answer a pending effect."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Event, EventKind
from .base import Effect, Tally
from .custom import custom
from .draw import DRAW2, WILD4
from .reverse import REVERSE
from .skip import SKIP

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State

# Each action, the card it acts as (in notation, {c}: the colour declared, for the log)
# and the face its draw stacks as.
ACTS_AS: dict[str, tuple[Effect, str, str]] = {
    "skip": (SKIP, "{c}-skip", "skip"),
    "reverse": (REVERSE, "{c}-rev", "rev"),
    "draw2": (DRAW2, "{c}+2", "+2"),
    "draw4": (WILD4, "W+4", "+4"),
}


def gamble(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    # The action is said at the table, as the Tōgen Gamble's declaration is (gamble_card).
    if move.action is None:
        events.append(Event(EventKind.GAMBLE_AS, p, ("W",)))
        return
    effect, card, as_face = ACTS_AS[move.action]
    events.append(Event(EventKind.GAMBLE_AS, p, (card.format(c=move.colour or ""),)))
    effect.apply(game, p, as_face, move, tally, events)


GAMBLE = custom("gamble", gamble, actions=tuple(ACTS_AS), answers=False)
