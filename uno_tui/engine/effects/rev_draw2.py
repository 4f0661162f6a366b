"""Reverse Hit+2 (R-rev+2, the Tōgen deck, RULES 6c): the direction changes,
then the new next player (the previous one) must draw 2; priority 1."""

from __future__ import annotations

from .base import Effect
from .draw import reverse_draws

REVERSE_DRAW2 = Effect(
    "reverse-draw2",
    reverse_draws(2, 1),
    face="rev+2",
    draw=2,
    reverse=True,
    priority=1,
    redrawn_first=True,
)
