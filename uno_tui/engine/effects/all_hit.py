"""All Hit+2 (the Tōgen deck, T2, RULES 6c): only through a Gamble played from
a hand of 2 or fewer cards, never onto a pending draw; priority 4. Every other
player in turn order either Counters (only their 2 go back to the Gamble
player, who may Counter in turn) or takes 2; then play goes on after the
Gamble player."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Event, EventKind
from ..phases import STACK
from ..state import AllHit
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def all_hit(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    tally.victim = start


def start(game: State, p: int, colour: str | None, events: list[Event]) -> None:
    seats, s = [], p
    for _ in range(sum(game._seated) - (1 if game._seated[p] else 0)):
        s = game._next(s)
        seats.append(s)
    events.append(Event(EventKind.ALL_HIT, p, count=2))
    next_victim(game, AllHit(p, tuple(seats)))


def next_victim(game: State, due: AllHit) -> None:
    """The next player faces their 2 cards; after the last, play goes on."""
    left = [s for s in due.left if game._seated[s]]
    if not left:
        game._clear_pending()
        game._advance(due.by)
        return
    game._set_pending(2, "all+2", ALL_HIT.priority)
    game._attacker = due.by
    game._hand_to(left[0], STACK, AllHit(due.by, tuple(left[1:])))


def take(game: State, by: int) -> list[Event]:
    """The player facing the 2 cards (or a Counter's return) takes them."""
    due = game._step
    assert type(due) is AllHit
    events = game._give(by, game._pending, owe=True)
    game._clear_pending()
    next_victim(game, due)
    return events


# Declared with a colour (`as all+2 blue`), as the Gamble's colour on the pile.
ALL_HIT = Effect(
    "all-hit2", all_hit, wild=True, attacks=True, priority=4, jumpable=False, multi_ok=False
)
