"""draw_victim_plays: whether a player who takes a draw then plays on.

A draw card turned up as the first card is nobody's play: the first player draws
and misses the turn whatever this option says (O5, rounds.first_card_effect)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..effects import deck_effects
from .base import Option, When

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import State


def victim_plays(game: State, victim: int, face: str | None) -> bool:
    """Whether the player who took a draw of this face plays on."""
    plays = game.rules.draw_victim_plays
    return plays == "always" or (plays == "after-wd4" and face in game._wd4_faces)


def first_card_draws(r: Ruleset) -> bool:
    """Whether the first card turned up may be a draw card that the first player draws
    from and misses the turn for (O5): first_card does not put it back, and it is no
    wild (a wild's colour is declared and the first player plays)."""
    if r.first_card == "redraw-non-number":
        return False
    return any(  # (a FLIP! round starts on the light side)
        e.draw and not e.wild and not e.redrawn_first
        for _card, side, e in deck_effects(r)
        if side == "light"
    )


DRAW_VICTIM_PLAYS = Option(
    "draw_victim_plays",
    ("draw_victim_plays",),
    sentences={
        "draw_victim_plays": {
            "always": (
                When(
                    first_card_draws,
                    N_(
                        "A player who draws from a Draw Two or Wild Draw Four may still play, "
                        "except the first player when the first card turned up is a draw card: "
                        "they draw and miss the turn."
                    ),
                ),
                N_("A player who draws from a Draw Two or Wild Draw Four may still play."),
            ),
            "after-wd4": N_(
                "A player who draws from a Wild Draw Four may still play; after a "
                "Draw Two they lose the turn."
            ),
        },
    },
    when=lambda r: r.draw_victim_plays != "never",
    victim_plays=victim_plays,
)
