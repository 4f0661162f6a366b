"""blind_draw (H-blind-draw): a card drawn in turn is not shown to its owner
before they play it or keep it, so it may be played whether it matches or
not; playing it when it does not match is a misplay costing
max(misplay_penalty, 1) cards, and the turn ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..moves import format_play

if TYPE_CHECKING:
    from ..state import State


def penalty(game: State) -> int:
    return max(game.rules.misplay_penalty, 1)


def drawn_moves(game: State, by: int, card: str, calling: bool) -> list[str]:
    """Every play of the drawn card, matching or not (a mismatch is a misplay)."""
    from ..play import candidates, play_problem

    return [
        format_play(m.cards, m.colour, m.call, m.target, m.action)
        for m in candidates(game, by, (card,), calling)
        if play_problem(game, by, m, match=False) is None
    ]
