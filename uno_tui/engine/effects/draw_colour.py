"""Wild Draw Colour (UNO FLIP!'s dark side, RULES 6d): the player declares a colour;
the next player draws one card at a time until one of that colour (a wild does
not count), keeps them all and misses the turn. It may be challenged as a Wild
Draw Four: guilty, its player draws until the colour instead; innocent, the
challenger draws until the colour and 2 more.

Its pending draw counts 1 for "until the colour": `give` turns that 1 into the
cards drawn until the colour, and any more (a lost challenge) into plain cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Effect
from .draw import draws

if TYPE_CHECKING:
    from ..events import Event
    from ..state import State

FACE = "wild+c"


def give(game: State, seat: int, count: int) -> list[Event]:
    """Seat draws until a card of the active colour (a wild does not count), then
    `count - 1` more; fewer if the piles run dry."""
    events: list[Event] = []
    colour = game._colour
    while True:
        got = game._give(seat, 1)
        events += got
        if not got:
            return events
        card = game._cards[game._hands[seat][-1]]
        if not card.is_wild and card.colour == colour:
            break
    return events + (game._give(seat, count - 1) if count > 1 else [])


def take(game: State, seat: int, count: int, face: str | None, owe: bool = False) -> list[Event]:
    """Seat takes a pending draw of `count` that stacks as `face`."""
    if face == FACE:
        return give(game, seat, count)
    return game._give(seat, count, owe)


DRAW_COLOUR = Effect(
    "drawcolour",
    draws(1),
    face=FACE,
    draw=1,
    wild=True,
    jumpable=False,
    challengeable=True,
    redrawn_first=True,
)
