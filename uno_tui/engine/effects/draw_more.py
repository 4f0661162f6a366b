"""The No Mercy deck's draw cards (RULES 6e): a coloured Draw Four (R+4), and the
Wild Draw Six and Wild Draw Ten. The next player faces the draw, which stacks
by amount under stack_amount; none may be challenged, and the wilds go back if
turned up as the first card (O4)."""

from __future__ import annotations

from .base import Effect
from .draw import draws

# The coloured card of the face "+4", which the Wild Draw Four shares (`coloured`).
DRAW4 = Effect("draw4", draws(4), face="+4", coloured=True, draw=4)
WILD6 = Effect("wild6", draws(6), face="+6", draw=6, wild=True, jumpable=False, redrawn_first=True)
WILD10 = Effect(
    "wild10", draws(10), face="+10", draw=10, wild=True, jumpable=False, redrawn_first=True
)
