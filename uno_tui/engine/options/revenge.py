"""stack_revenge (H-revenge): a +2 or +4 answering a pending draw counts double
(a +2 on a +2 adds 4). Only an answer is doubled; a caught bluffer's doubled
+4 leaves the total whole (pending.py reads `_doubled`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import State


def answer_draws(game: State, draws: int, chain: int) -> int:
    """What `draws` cards played onto a pending `chain` add to it."""
    extra = draws if chain and game.rules.stack_revenge else 0
    game._doubled = extra
    return draws + extra
