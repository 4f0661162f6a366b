"""draw_victim_plays: whether a player who takes a draw then plays on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..effects import draw_colour
from ..events import Event, EventKind
from ..phases import PLAY
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def victim_draws(
    game: State, victim: int, count: int, face: str | None, events: list[Event]
) -> None:
    """The player facing a draw takes it, and loses the turn unless the rules say otherwise."""
    events += draw_colour.take(game, victim, count, face, owe=True)
    game._clear_pending()
    plays = game.rules.draw_victim_plays
    if plays == "always" or (plays == "after-wd4" and face in game._wd4_faces):
        game._hand_to(victim, PLAY)
        return
    events.append(Event(EventKind.SKIP, victim))
    game._advance(victim)


DRAW_VICTIM_PLAYS = Option(
    "draw_victim_plays",
    ("draw_victim_plays",),
    sentences={
        "draw_victim_plays": {
            "always": N_("A player who draws from a Draw Two or Wild Draw Four may still play."),
            "after-wd4": N_(
                "A player who draws from a Wild Draw Four may still play; after a "
                "Draw Two they lose the turn."
            ),
        },
    },
    when=lambda r: r.draw_victim_plays != "never",
)
