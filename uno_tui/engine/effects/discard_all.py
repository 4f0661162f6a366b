"""Discard All (R-discard, No Mercy, RULES 6e): played on its colour or on another
Discard All; every other card of its colour in the player's hand goes with it,
under it (the Discard All stays on top). The play names only the Discard All
(`play R-discard`); the cards left after it decide the calls (`play R-discard
uno` with one left) and whether the player goes out. play.py puts the cards
under it (`taken`) before anything else is weighed; the effect then is play on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Effect

if TYPE_CHECKING:
    from ..state import State


def taken(game: State, by: int, card: str) -> list[str]:
    """The other cards of `card`'s colour in seat `by`'s hand, which a play of it takes
    (the Discard All itself once, not counted)."""
    colour = game._cards[card].colour
    rest = list(game._hands[by])
    rest.remove(card)
    return [c for c in rest if c not in game._wilds and game._cards[c].colour == colour]


DISCARD_ALL = Effect(
    "discard-all", face="discard", takes_colour=True, multi_ok=False, jumpable=False
)
