"""stock (RULES 6c, T2): a draw larger than the draw pile is owed as stock.

The pile is refilled from the discard pile (all but its top card shuffled in)
whenever 10 or fewer cards remain before a draw; after a refill, owed stock is
drawn in turn order while the pile holds more than 15. A player who owes stock
may not go out (finish.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..events import Event, EventKind
from ..refusals import Refusal, refuse
from .base import Option

if TYPE_CHECKING:
    from ..state import State

REFILL_AT = 10  # refill when this many cards or fewer remain
SETTLE_ABOVE = 15  # owed stock is drawn only while the pile holds more


def give(game: State, seat: int, count: int, owe: bool) -> list[Event]:
    """Seat draws `count` cards; what the piles cannot give is owed when `owe`."""
    events: list[Event] = []
    got = []
    for i in range(count):
        card = take(game, events)
        if card is None:
            if owe:
                game._owed[seat] += count - i
                events.append(Event(EventKind.OWE, seat, count=count - i))
            break
        got.append(card)
    if got:
        game._hands[seat] += got
        game._called[seat] = False
        if seat in game._liable:
            game._liable.remove(seat)
        events.insert(0, Event(EventKind.DRAW, seat, tuple(got), len(got)))
    return events


def take(game: State, events: list[Event]) -> str | None:
    """The top card of the draw pile, refilling it first if it is low; None if none."""
    if len(game._draw) <= REFILL_AT and game._can_reshuffle():
        refill(game, events)
    return game._draw.pop() if game._draw else None


def refill(game: State, events: list[Event]) -> None:
    """All of the discard pile but its top card (or a Hit+?'s turned-up cards) is shuffled
    into the draw pile; then owed stock is drawn in turn order."""
    keep = game._kept_on_discard()
    pile = game._draw + game._discard[:-keep]
    game._rng.shuffle(pile)
    game._draw, game._discard = pile, game._discard[-keep:]
    events.append(Event(EventKind.RESHUFFLE, count=len(pile)))
    seat = game.turn
    for __ in range(game._n):
        owed = min(game._owed[seat], len(game._draw) - SETTLE_ABOVE)
        if owed > 0:
            cards = tuple(game._draw.pop() for __ in range(owed))
            game._owed[seat] -= owed
            game._hands[seat] += cards
            game._called[seat] = False
            events.append(Event(EventKind.DRAW, seat, cards, owed))
            events.append(Event(EventKind.STOCK_PAID, seat, count=owed))
        seat = (seat + game.direction) % game._n


def going_out_problem(game: State, by: int, cards: tuple[str, ...]) -> Refusal | None:
    """A player who owes stock cannot go out."""
    if game._owed[by]:
        return refuse("owes-stock", player=game._name(by), count=game._owed[by])
    return None


STOCK = Option(
    "stock",
    ("stock",),
    sentences={
        "stock": N_(
            "Stock: a draw larger than the draw pile is owed. The pile is refilled from "
            "the discard pile when 10 or fewer cards remain; then owed cards are drawn in turn "
            "order while it holds more than 15. A player who owes stock cannot go out."
        )
    },
    going_out_problem=going_out_problem,
    give=give,  # a draw may refill the pile first, and owe what it cannot give
    refusals={
        "owes-stock": N_("{player} owes {count} stock cards: no going out"),
    },
)
