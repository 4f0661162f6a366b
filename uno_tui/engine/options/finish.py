"""Finish limits: going out on an action or wild card (finish_on_action,
finish_on_wild, H-finish) and an action card left as the last card
(last_card_action_penalty). (A multi-card finish without the call, multi_finish,
H-two-card-finish, is multi's.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from .. import ending
from ..events import Event, EventKind
from ..refusals import Refusal, refuse
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def going_out_problem(game: State, by: int, cards: tuple[str, ...]) -> Refusal | None:
    """Why these cards may not be the last ones played, or None."""
    rules = game.rules
    if rules.finish_on_action == "forbidden" and not all(game._effect[c].plain for c in cards):
        return refuse("no-finish-action")
    if rules.finish_on_wild == "forbidden" and any(c in game._wilds for c in cards):
        return refuse("no-finish-wild")
    return None


def gone_out(
    game: State, p: int, cards: tuple[str, ...], called: bool, events: list[Event]
) -> bool:
    """finish_on_action = 'penalty': going out on an action or wild card costs cards."""
    rules = game.rules
    if rules.finish_on_action == "penalty" and not all(game._effect[c].plain for c in cards):
        ending.finish_penalty(game, p, rules.finish_penalty, events)
        return True
    return False


def one_left(game: State, p: int, events: list[Event]) -> None:
    """A player left holding one action or wild card draws the penalty."""
    penalty = game.rules.last_card_action_penalty
    if penalty and not game._effect[game._hands[p][0]].plain:
        events.append(Event(EventKind.LAST_CARD_PENALTY, p, count=penalty))
        events += game._give(p, penalty)


FINISH = Option(
    "finish",
    ("finish_on_action", "finish_on_wild", "finish_penalty", "last_card_action_penalty"),
    sentences={
        "finish_on_action": {
            "forbidden": N_("You cannot go out on an action or wild card."),
            "penalty": N_(
                "Going out on an action or wild card does not count: you draw "
                "{r.finish_penalty} and play goes on."
            ),
        },
        "finish_on_wild": {"forbidden": N_("You cannot go out on a wild card.")},
        "last_card_action_penalty": N_(
            "If your one remaining card is an action or wild card "
            "you draw {r.last_card_action_penalty}."
        ),
    },
    going_out_problem=going_out_problem,
    gone_out=gone_out,
    one_left=one_left,
    when=lambda r: (
        r.finish_on_action != "allowed"
        or r.finish_on_wild != "allowed"
        or bool(r.last_card_action_penalty)
    ),
    refusals={
        "no-finish-action": N_("you cannot go out on an action or wild card"),
        "no-finish-wild": N_("you cannot go out on a wild card"),
    },
)
