"""Wild Reverse Draw Four (W-rev+4, No Mercy, RULES 6e): the direction of play
reverses, then the next player in the new direction faces a pending 4. It
declares a colour and may not be challenged."""

from __future__ import annotations

from .base import Effect
from .draw import reverse_draws

WILD_REVERSE_DRAW4 = Effect(
    "wild-reverse-draw4",
    reverse_draws(4),
    face="rev+4",
    draw=4,
    reverse=True,
    wild=True,
    jumpable=False,
    redrawn_first=True,
)
