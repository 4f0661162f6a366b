"""hand_limit (H-hand-limit) and passing: a player holding hand_limit cards or
more may not draw by choice; with nothing playable they pass. A pass also
replaces the draw when nothing is left to draw anywhere. When every player in
the round passes in a row, the round is blocked. (The `pass` move, which asks
whether anything is playable, is play.move_pass.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from .. import ending
from ..events import Event, EventKind
from ..refusals import Refusal, refuse
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def at_limit(game: State, by: int) -> bool:
    """Whether seat `by` holds too many cards to draw by choice."""
    limit = game._hand_limit
    return bool(limit) and len(game._hands[by]) >= limit


def nothing_to_draw(game: State) -> bool:
    return not game._draw and not game._can_reshuffle()


def limit_problem(game: State, by: int) -> Refusal:
    held, limit = len(game._hands[by]), game._hand_limit
    return refuse("hand-limit", player=game._name(by), count=held, limit=limit)


def passes(game: State, by: int, held: int = 0) -> list[Event]:
    """Seat `by` passes (holding `held` cards at the limit, or 0: nothing to draw); when
    everyone in the round has passed in a row, the round is blocked."""
    events = [Event(EventKind.PASS, by, count=held)]
    game._passes += 1
    if game._passes >= sum(game._seated):
        return events + ending.blocked(game)
    game._advance(by)
    return events


HAND_LIMIT = Option(
    "hand_limit",
    ("hand_limit",),
    sentences={
        "hand_limit": N_(
            "Hand limit: holding {r.hand_limit} cards or more you may not draw by "
            "choice; if you cannot play you pass. Cards you are made to draw still count."
        )
    },
    slow_draws=True,  # play.move_draw asks at_limit
)
