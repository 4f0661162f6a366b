"""hand_limit (H-hand-limit) and the `pass` move: a player holding hand_limit
cards or more may not draw by choice; with nothing playable they pass. A pass
also replaces the draw when nothing is left to draw anywhere. When every
player in the round passes in a row, the round is blocked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import ending, play
from ..events import Event, EventKind
from ..moves import IllegalMove
from ..phases import PLAY
from ..refusals import Refusal, refuse

if TYPE_CHECKING:
    from ..moves import Move
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


def move_pass(game: State, move: Move, by: int) -> list[Event]:
    problem = game._turn_problem(by, "do/pass", (PLAY,))
    if problem:
        raise IllegalMove(problem)
    if not (at_limit(game, by) or nothing_to_draw(game)):
        raise IllegalMove(refuse("can-still-draw", player=game._name(by)))
    if any(m.startswith("play ") for m in play.play_moves(game, by)):
        raise IllegalMove(refuse("holds-playable", player=game._name(by)))
    game._close_windows()
    return passes(game, by, len(game._hands[by]) if at_limit(game, by) else 0)


def passes(game: State, by: int, held: int = 0) -> list[Event]:
    """Seat `by` passes (holding `held` cards at the limit, or 0: nothing to draw); when
    everyone in the round has passed in a row, the round is blocked."""
    events = [Event(EventKind.PASS, by, count=held)]
    game._passes += 1
    if game._passes >= sum(game._seated):
        return events + ending.blocked(game)
    game._advance(by)
    return events
