"""stack_revenge (H-revenge): a +2 or +4 answering a pending draw counts double
(a +2 on a +2 adds 4). Only an answer is doubled; a caught bluffer's doubled
+4 leaves the total whole (pending.py reads `_doubled`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_, _
from .base import Option, When

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import State


def draws_stacked(game: State, draws: int, chain: int) -> int:
    """What `draws` cards played onto a pending `chain` add to it: double (an answer)."""
    extra = draws if chain else 0
    game._doubled = extra
    return draws + extra


def conflicts(r: Ruleset) -> str | None:
    if r.stack_revenge and not r.stack:
        return _("stack_revenge doubles stacked draws, but stack is empty (no stacking)")
    return None


REVENGE = Option(
    "revenge",
    ("stack_revenge",),
    sentences={
        "stack_revenge": When(
            lambda r: bool(r.stack),
            N_("Revenge: a +2 or +4 played on a pending draw counts double (a +2 on a +2 adds 4)."),
        ),
    },
    conflicts=conflicts,
    draws_stacked=draws_stacked,
)
