"""mercy_limit (the Mercy rule of No Mercy, RULES 6e): a player who holds the limit
or more cards at any moment is out of the round at once (checked after every card
drawn, so a pending total or a draw until playable stops there); their cards go
under the discard pile. Eliminated seats are skipped in turn order, hand passing
and swaps (they are no longer seated). The round ends when a player goes out or
only one player is left, who wins it.

`State._give` stops drawing and calls `knock_out`; the move goes on as the rule
modules make it, and `settle` (Game.move, after every move) then ends the round
for the last player standing, or passes the turn on from a seat that is out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ending
from ..events import Event, EventKind

if TYPE_CHECKING:
    from ..state import State


def knock_out(game: State, seat: int, events: list[Event]) -> None:
    """`seat` holds the limit: out of the round, the hand under the discard pile."""
    hand = game._hands[seat]
    cards = tuple(hand)
    hand.clear()
    game._discard[0:0] = cards
    game._seated[seat] = False
    game._knocked_out.append(seat)
    game._called[seat] = False
    if seat in game._liable:
        game._liable.remove(seat)
    game._mercy_due = True
    events.append(Event(EventKind.KNOCKED_OUT, seat, cards, len(cards)))


def settle(game: State) -> list[Event]:
    """After a move in which a seat was knocked out: the last player standing wins the
    round; a knocked-out seat that was due passes the turn on."""
    game._mercy_due = False
    if game.round_over:
        return []
    seats = game._seats()
    if len(seats) == 1:
        return [Event(EventKind.LAST_STANDING, seats[0]), *ending.finish_round(game, seats[0])]
    if not game._seated[game.turn]:
        game._clear_pending()
        game._roulette = None
        game._advance(game.turn)
    return []
