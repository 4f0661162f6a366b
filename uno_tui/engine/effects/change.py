"""Change (W-change, the Tōgen deck, RULES 6c, assumed): its player names a
target, who may Counter it; otherwise the target puts their whole hand under
the draw pile, draws as many new cards and chooses the colour (`colour X`,
which accepts). A countered Change goes back to the last attacker, who
accepts with `accept`; the player who countered last then chooses the colour
(002). A player holding `change_limit` cards or more may not be named. Play
goes on after the player who played the Change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import colour_name
from ..events import Event, EventKind
from ..moves import IllegalMove
from ..phases import CHANGE, COLOUR
from ..refusals import Refusal, refuse
from ..state import AfterColour, ChangeDue
from .base import Effect, Tally
from .counter import counter_priority

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def change(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    target = move.target
    if target is None:  # the player has just gone out with it
        return

    def aim(game: State, p: int, colour: str | None, events: list[Event]) -> None:
        game._set_pending(0, None, counter_priority(game.rules))  # only a Counter answers it
        events.append(Event(EventKind.CHANGE, p, target=target))
        game._hand_to(target, CHANGE, ChangeDue(p, p, None))

    tally.victim = aim


def target_problem(game: State, by: int, move: Move, required: Refusal) -> Refusal | None:
    """Why the player a play names (needed if `required`) is wrong, or None."""
    going_out = len(move.cards) == len(game._hands[by])
    target = move.target
    if target is None:
        return None if going_out else required
    if going_out:
        return refuse("going-out-no-target")
    if not (0 <= target < game._n) or target == by or not game._seated[target]:
        return refuse("other-player", seat=target)
    return None


def change_problem(game: State, by: int, move: Move) -> Refusal | None:
    """What a play of a Change must name: a target, nothing else (the target chooses
    the colour)."""
    if move.colour is not None or move.action is not None:
        return refuse("change-names-target")
    problem = target_problem(game, by, move, refuse("change-whom"))
    if problem or move.target is None:
        return problem
    limit, held = game.rules.change_limit, len(game._hands[move.target])
    if limit and held >= limit:
        return refuse("change-limit", target=game._name(move.target), count=held, limit=limit)
    return None


def change_targets(game: State, by: int) -> list[tuple[str | None, int | None, str | None]]:
    if len(game._hands[by]) == 1:
        return [(None, None, None)]
    return [(None, s, None) for s in game._seats() if s != by]


def redraw(game: State, victim: int) -> list[Event]:
    """The victim's hand goes under the draw pile; they draw as many new cards."""
    hand = game._hands[victim]
    old = tuple(hand)
    hand.clear()
    game._draw[0:0] = old  # the pile's top is the end of the list
    events = [
        Event(EventKind.HAND_UNDER, victim, count=len(old)),
        Event(EventKind.CHANGE_HAND, victim, old, len(old), private_to=victim),
    ]
    events += game._give(victim, len(old))
    game._hands_changed([victim], events)
    return events


def move_colour(game: State, move: Move, by: int) -> list[Event]:
    """`colour X` by the target of a Change that nobody countered: it is accepted."""
    due = game._step
    assert type(due) is ChangeDue
    if due.counterer is not None:
        raise IllegalMove(refuse("change-countered", player=game._name(due.counterer)))
    if move.colour not in game._colour_letters:
        names = ", ".join(str(colour_name(c)) for c in game._colour_letters)
        raise IllegalMove(refuse("colour-choice", colours=names))
    game._close_windows()
    events = redraw(game, by)
    return events + settled(game, due, by, move.colour)


def move_accept(game: State, by: int) -> list[Event]:
    """`accept` by the target of a countered Change: the last counterer chooses the colour."""
    due = game._step
    assert type(due) is ChangeDue
    if due.counterer is None:
        raise IllegalMove(refuse("change-accept-colour"))
    game._close_windows()
    events = redraw(game, by)
    chooser = due.counterer if game._seated[due.counterer] else by
    return events + settled(game, due, chooser, None)


def settled(game: State, due: ChangeDue, chooser: int, colour: str | None) -> list[Event]:
    """The Change is done: the colour is set (or asked of `chooser`); play goes on after
    the Change's player."""
    game._clear_pending()
    if game.round_over:
        return []
    if colour is None:
        game._hand_to(chooser, COLOUR, AfterColour(game._next(due.by)))
        return []
    game._set_top(colour, None)
    game._advance(due.by)
    return [Event(EventKind.COLOUR, chooser, colour=colour)]


CHANGE_EFFECT = Effect(
    "change",
    change,
    face="change",
    wild=True,
    target="required",
    answers=False,
    jumpable=False,
    multi_ok=False,
    redrawn_first=True,
    names=change_targets,
    check=change_problem,
)
