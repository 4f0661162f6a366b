"""draw_until_playable (H-draw-until): a player who draws keeps drawing until
a playable card comes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...language import N_, _
from .base import Option

if TYPE_CHECKING:
    from ..events import Event
    from ..ruleset import Ruleset
    from ..state import State


def draw_until_playable(
    game: State,
    by: int,
    drawn: str,
    events: list[Event],
    playable: Callable[[State, int, str], bool],
) -> str:
    """The last card drawn (the first playable one, or the last the piles gave)."""
    if not game.rules.draw_until_playable:
        return drawn
    while not playable(game, by, drawn):
        more = game._give(by, 1)
        if not more:
            break
        events += more
        if not game._seated[by]:  # out by the Mercy rule at the last card drawn
            break
        drawn = game._hands[by][-1]
    return drawn


def conflicts(r: Ruleset) -> str | None:
    if r.draw_until_playable and r.drawn_card == "next-turn":
        return _(
            "draw_until_playable draws until a card can be played, but drawn_card = 'next-turn' "
            "forbids playing it"
        )
    return None


DRAW_UNTIL = Option(
    "draw_until",
    ("draw_until_playable",),
    sentences={
        "draw_until_playable": N_("When you draw, you keep drawing until you get a playable card.")
    },
    conflicts=conflicts,
    after_draw=draw_until_playable,
)
