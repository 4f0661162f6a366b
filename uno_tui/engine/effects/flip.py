"""Flip (UNO FLIP!, RULES 6d): every hand, the draw pile and the discard pile turn
over, and the other side's faces are in play. A turned-over pile lies in the
reverse order, so the discard pile's new top is the card that was at its bottom;
its effect does not happen, but if it is a wild the player who flipped declares
its colour. A Flip played as the last card still turns the table over (`out`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Event, EventKind
from ..phases import COLOUR
from ..state import AfterColour
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def flip(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    tally.victim = _turn_over


def turn_over(game: State, events: list[Event]) -> bool:
    """Turn the whole table over; True if the new top card is a wild (a colour is due)."""
    game._turn_over()
    top = game._discard[-1]
    events.append(Event(EventKind.TURN_OVER, cards=(top,), count=int(game.side == "dark")))
    if top in game._wilds:
        game._set_top(None, None)
        return True
    card = game._cards[top]
    game._set_top(card.colour, card.face)
    return False


def _turn_over(game: State, p: int, colour: str | None, events: list[Event]) -> None:
    if turn_over(game, events):  # the flipper names the new top wild's colour first
        game._hand_to(p, COLOUR, AfterColour(game._next(p)))
    else:
        game._advance(p)


def _out(game: State, p: int, events: list[Event]) -> None:
    turn_over(game, events)


FLIP = Effect("flip", flip, face="flip", multi_ok=False, out=_out)
