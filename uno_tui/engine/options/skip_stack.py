"""skip_stack (H-skip-stack): a Skip waits for the skipped player, who may
answer it with a Skip; the Skips add up, counted from the last one (taking
them: pending.take_skips)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..events import Event
from ..phases import SKIPPED
from .base import Option

if TYPE_CHECKING:
    from ..state import State


def skips_due(game: State, p: int, skips: int, chain_skips: int, events: list[Event]) -> bool:
    """p's play skips `skips` players (on top of `chain_skips` waiting): the next player
    may answer them with a Skip."""
    game._skips = chain_skips + skips
    game._hand_to(game._next(p), SKIPPED)
    return True


SKIP_STACK = Option(
    "skip_stack",
    ("skip_stack",),
    sentences={
        "skip_stack": N_(
            "When you are about to be skipped you may play a Skip instead; each "
            "Skip in a row skips one more player, counted from the last Skip."
        )
    },
    skips_due=skips_due,
)
