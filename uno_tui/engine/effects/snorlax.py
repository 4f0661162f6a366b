"""Snorlax (pokemon deck): the next player draws 3, then discards every card of
the declared colour; their turn ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ending
from ..events import Event, EventKind
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def snorlax(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    tally.victim = _befall


def _befall(game: State, p: int, colour: str | None, events: list[Event]) -> None:
    victim = game._next(p)
    events += game._give(victim, 3)
    same = [c for c in game._hands[victim] if game._cards[c].colour == colour]
    if same:
        game._bury(victim, same)
        events.append(Event(EventKind.DISCARD, victim, tuple(same), len(same)))
    events.append(Event(EventKind.SKIP, victim))
    if not game._hands[victim]:
        events += ending.player_out(game, victim)
    else:
        game._run_hands_changed(victim, events)
    if not game.round_over:
        game._advance(victim)


SNORLAX = Effect("snorlax", snorlax, face="snorlax", wild=True, attacks=True, jumpable=False)
