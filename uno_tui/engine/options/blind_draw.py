"""blind_draw (H-blind-draw): a card drawn in turn is not shown to its owner
before they play it or keep it, so it may be played whether it matches or
not; playing it when it does not match is a misplay costing
max(misplay_penalty, 1) cards, and the turn ends. The drawn card's plays are
listed by play.blind_moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_, _
from .base import Option

if TYPE_CHECKING:
    from ..ruleset import Ruleset


def conflicts(r: Ruleset) -> str | None:
    if r.blind_draw and (r.draw_until_playable or r.drawn_card != "may-play"):
        return _(
            "blind_draw decides on a drawn card unseen: it needs drawn_card = 'may-play' and "
            "no draw_until_playable"
        )
    return None


BLIND_DRAW = Option(
    "blind_draw",
    ("blind_draw",),
    sentences={
        "blind_draw": N_(
            "Blind draw: you decide to play or keep a drawn card without looking; "
            "playing it when it does not match is a misplay."
        )
    },
    conflicts=conflicts,
    slow_draws=True,  # play.move_draw shows the drawn card's plays blind (play.blind_moves)
)
