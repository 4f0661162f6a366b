"""Replace (W-replace, the Tōgen deck, RULES 6c, assumed): its player swaps
hands with a chosen player and declares the colour; a forced draw applies to
the hands once swapped."""

from .base import Effect
from .swap import swap

REPLACE = Effect(
    "replace",
    swap,
    face="replace",
    wild=True,
    target="required",
    jumpable=False,
    multi_ok=False,
    redrawn_first=True,
)
