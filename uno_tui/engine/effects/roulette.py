"""Wild Colour Roulette (W-roulette, No Mercy, RULES 6e): its player declares no
colour; the next player names one (`colour X`, phase "colour", on their own
turn), turns up cards from the draw pile one at a time until one of that colour
(a wild does not count), takes them all and misses the turn. The named colour
is the active colour. The turning up stops if the draw and discard piles run
dry first, or if the Mercy rule puts the player out (options/mercy.py). It is
not a draw card: it answers no pending draw."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Event, EventKind
from ..phases import COLOUR
from ..refusals import Refusal, refuse
from ..state import Roulette
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def roulette(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    tally.victim = aim


def aim(game: State, p: int, colour: str | None, events: list[Event]) -> None:
    """The next player is asked for the colour."""
    game._hand_to(game._next(p), COLOUR, Roulette(p))


def names_nothing(game: State, by: int, move: Move) -> Refusal | None:
    if move.colour or move.target is not None or move.action:
        return refuse("roulette-names-nothing")
    return None


def spin(game: State, by: int, colour: str) -> list[Event]:
    """`colour X` by the player the Roulette faces: they turn up cards until one of
    that colour, take them all and miss the turn."""
    game._set_top(colour, None)
    events = [Event(EventKind.COLOUR, by, colour=colour)]
    drawn: list[Event] = []
    turned: list[str] = []
    while game._seated[by]:
        got = game._give(by, 1)
        if not got:  # the draw and discard piles have run dry
            break
        _merge(drawn, got)
        card = next(e.cards[0] for e in got if e.kind == EventKind.DRAW)
        turned.append(card)
        if game._cards[card].colour == colour:
            break
    # Knocked out by the Mercy rule: the Roulette is told first, as stopped by it (its
    # `target`, the seat put out), then the knock-out; a seat out is not skipped.
    out = [e for e in drawn if e.kind == EventKind.KNOCKED_OUT]
    events += [e for e in drawn if e.kind != EventKind.KNOCKED_OUT]
    stopped = by if out else None
    events.append(Event(EventKind.ROULETTE, by, tuple(turned), len(turned), colour, stopped))
    events += out
    events += game._skipped(by)
    game._advance(by)
    return events


def _merge(events: list[Event], more: list[Event]) -> None:
    """Add `more` to `events`, one card drawn after another read as one draw."""
    for e in more:
        last = events[-1] if events else None
        if e.kind == EventKind.DRAW and last is not None and last.kind == EventKind.DRAW:
            events[-1] = last._replace(cards=last.cards + e.cards, count=last.count + e.count)
        else:
            events.append(e)


ROULETTE = Effect(
    "roulette",
    roulette,
    face="roulette",
    wild=True,
    attacks=True,
    answers=False,
    jumpable=False,
    multi_ok=False,
    redrawn_first=True,
    names=lambda game, by: [(None, None, None)],
    check=names_nothing,
)
