"""Finish limits: going out on an action or wild card (finish_on_action,
finish_on_wild, H-finish), a multi-card finish without the call (multi_finish,
H-two-card-finish) and an action card left as the last card
(last_card_action_penalty)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..events import Event, EventKind
from ..refusals import Refusal, refuse
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def finish_problem(game: State, cards: tuple[str, ...]) -> Refusal | None:
    """Why these cards may not be the last ones played, or None."""
    rules = game.rules
    if game._owed[game.turn]:  # T2 stock: the player due owes cards (only they go out)
        return refuse("owes-stock", player=game._name(game.turn), count=game._owed[game.turn])
    if rules.finish_on_action == "forbidden" and not all(game._effect[c].plain for c in cards):
        return refuse("no-finish-action")
    if rules.finish_on_wild == "forbidden" and any(c in game._wilds for c in cards):
        return refuse("no-finish-wild")
    return None


def stays_in(
    game: State, p: int, cards: tuple[str, ...], called: bool, events: list[Event]
) -> bool:
    """Penalties that make going out not count: True if p holds cards again."""
    rules = game.rules
    if len(cards) > 1 and rules.multi_finish == "needs-uno" and not called:
        penalty = rules.multi_finish_penalty
    elif rules.finish_on_action == "penalty" and not all(game._effect[c].plain for c in cards):
        penalty = rules.finish_penalty
    else:
        return False
    events.append(Event(EventKind.FINISH_PENALTY, p, count=penalty))
    events += game._give(p, penalty)
    return bool(game._hands[p])


def last_card_penalty(game: State, p: int, events: list[Event]) -> None:
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
    when=lambda r: (
        r.finish_on_action != "allowed"
        or r.finish_on_wild != "allowed"
        or bool(r.last_card_action_penalty)
    ),
)
