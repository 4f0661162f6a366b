"""bomb (H-bomb): three or more cards of one number on top of the discard pile
(from one play or from plays in a row, by anyone) make every other player draw
1. A bomb changes nobody's turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..events import Event, EventKind
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def explode(game: State, p: int, events: list[Event]) -> None:
    """After p's play: if the top three or more cards share a number, the others draw 1."""
    pile = game._discard
    number = game._cards[pile[-1]].number
    if number is None:
        return
    run = 0
    for card in reversed(pile):
        if game._cards[card].number != number:
            break
        run += 1
    if run < 3:
        return
    events.append(Event(EventKind.BOMB, p, count=run))
    for s in game._seats():
        if s != p:
            events += game._give(s, 1)


def after_play(game: State, p: int, events: list[Event]) -> None:
    if not game.round_over:
        explode(game, p, events)


BOMB = Option(
    "bomb",
    ("bomb",),
    sentences={
        "bomb": N_(
            "Bomb: whoever leaves three or more cards of the same number on top of the "
            "pile makes everyone else draw 1."
        )
    },
    after_play=after_play,
)
