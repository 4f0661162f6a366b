"""draw_victim_plays: whether a player who takes a draw then plays on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def victim_plays(game: State, victim: int, face: str | None) -> bool:
    """Whether the player who took a draw of this face plays on."""
    plays = game.rules.draw_victim_plays
    return plays == "always" or (plays == "after-wd4" and face in game._wd4_faces)


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
    victim_plays=victim_plays,
)
