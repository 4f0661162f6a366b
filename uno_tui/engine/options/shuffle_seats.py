"""shuffle_seats (H-shuffle-seats): before each new round the players sit in a
new random order; scores, round wins and the rest of what a player has follow
the name to the new seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..events import Event, EventKind
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def reseat(game: State, dealer: int) -> tuple[int, Event]:
    """Shuffle the seats; the dealer's new seat, and the event announcing the order."""
    n = game._n
    order = list(range(n))  # order[new seat] = old seat
    game._rng.shuffle(order)
    new = {old: seat for seat, old in enumerate(order)}
    game.players = [game.players[o] for o in order]
    game.scores = [game.scores[o] for o in order]
    game.round_scores = [[row[o] for o in order] for row in game.round_scores]
    game._wins = [game._wins[o] for o in order]
    game._in_game = [game._in_game[o] for o in order]
    game._seated = [game._seated[o] for o in order]
    game._eliminated = [new[s] for s in game._eliminated]
    game._last_order = [new[s] for s in game._last_order]
    return new[dealer], Event(EventKind.SEATS, cards=tuple(game.players))


def new_round(game: State, dealer: int, events: list[Event]) -> int:
    dealer, event = reseat(game, dealer)
    events.append(event)
    return dealer


SHUFFLE_SEATS = Option(
    "shuffle_seats",
    ("shuffle_seats",),
    sentences={"shuffle_seats": N_("The seating order is shuffled before every round.")},
    new_round=new_round,
)
