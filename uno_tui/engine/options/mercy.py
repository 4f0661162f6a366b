"""mercy_limit (the Mercy rule of No Mercy, RULES 6e): a player who holds the limit
or more cards at any moment is out of the round at once (checked after every card
drawn, so a pending total or a draw until playable stops there); their cards go
under the discard pile. Eliminated seats are skipped in turn order, hand passing
and swaps (they are no longer seated). The round ends when a player goes out or
only one player is left, who wins it.

`give`, the game's way of giving cards, stops drawing and calls `knock_out`; the
move goes on as the rule modules make it, and `settle` (Game.move, after every
move) then ends the round for the last player standing, or passes the turn on
from a seat that is out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_, _
from .. import ending
from ..events import Event, EventKind
from .base import Option

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import State


def give(game: State, seat: int, count: int, owe: bool) -> list[Event]:
    """Seat draws `count` cards, checked after every card: drawing stops at the limit."""
    limit, hand = game.rules.mercy_limit, game._hands[seat]
    held = len(hand)
    events = game._give(seat, min(count, limit - held), plainly=True)
    if len(hand) > held and game._mercy_reached(seat, 0):
        knock_out(game, seat, events)
    return events


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
        game._advance(game.turn)
    return []


def after_move(game: State) -> list[Event]:
    return settle(game) if game._mercy_due else []


def conflicts(r: Ruleset) -> str | None:
    """Why the Mercy rule (mercy_limit, 6e) cannot work with the other options, or None."""
    if not r.mercy_limit:
        return None
    if r.mercy_limit <= r.hand_size or any(k >= r.mercy_limit for __, k in r.hand_size_by_players):
        return _(
            "mercy_limit = {limit} would put a player out with the cards dealt; "
            "it must be above every hand size"
        ).format(limit=r.mercy_limit)
    if r.play_to_last or r.elimination != "none":
        return _(
            "mercy_limit ends the round when one player is left; it cannot go with "
            "play_to_last or elimination, which have their own way out"
        )
    if r.stock:
        return _("mercy_limit counts every card drawn; the T2 stock owes cards instead of drawing")
    return None


MERCY = Option(
    "mercy",
    ("mercy_limit",),
    sentences={
        "mercy_limit": N_(
            "Mercy rule: a player holding {r.mercy_limit} cards or more (counted "
            "after every card drawn) is out of the round, their cards under the discard pile; the "
            "last player left wins the round."
        )
    },
    conflicts=conflicts,
    after_move=after_move,
    give=give,
)
