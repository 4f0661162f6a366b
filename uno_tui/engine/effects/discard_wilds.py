"""W-custom, discard-wilds: every other player discards all their wild cards
(under the top card); one left with no cards is out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ending
from ..events import Event, EventKind
from .base import Tally
from .custom import custom

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def discard_wilds(
    game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]
) -> None:
    for s in game._seats():
        if s == p:
            continue
        wilds = [c for c in game._hands[s] if c in game._wilds]
        if wilds:
            game._bury(s, wilds)
            events.append(Event(EventKind.DISCARD, s, tuple(wilds), len(wilds)))
            if not game._hands[s]:
                events += ending.player_out(game, s)
                if game.round_over:
                    return


DISCARD_WILDS = custom("discard-wilds", discard_wilds)
