"""hand_limit (H-hand-limit): a player holding hand_limit cards or more may not
draw by choice; with nothing playable they pass (play.move_pass, which also
passes when nothing is left to draw anywhere)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..refusals import Refusal, refuse
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def draw_refused(game: State, by: int) -> Refusal | None:
    """Why seat `by` may not draw by choice: they hold too many cards."""
    held, limit = len(game._hands[by]), game.rules.hand_limit
    if held >= limit:
        return refuse("hand-limit", player=game._name(by), count=held, limit=limit)
    return None


HAND_LIMIT = Option(
    "hand_limit",
    ("hand_limit",),
    sentences={
        "hand_limit": N_(
            "Hand limit: holding {r.hand_limit} cards or more you may not draw by "
            "choice; if you cannot play you pass. Cards you are made to draw still count."
        )
    },
    draw_refused=draw_refused,
    refusals={
        "hand-limit": N_(
            "{player} holds {count} cards, the hand limit ({limit}): play a card, or pass when "
            "none can be played"
        ),
    },
)
