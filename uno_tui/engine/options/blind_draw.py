"""blind_draw (H-blind-draw): a card drawn in turn is not shown to its owner
before they play it or keep it, so it may be played whether it matches or
not; playing it when it does not match is a misplay costing
max(misplay_penalty, 1) cards, and the turn ends. The drawn card's plays are
listed by play.blind_moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import State


def penalty(game: State) -> int:
    return max(game.rules.misplay_penalty, 1)
