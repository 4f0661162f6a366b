"""draw_until_playable (H-draw-until): a player who draws keeps drawing until
a playable card comes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..events import Event
    from ..state import State


def draw_until_playable(
    game: State,
    by: int,
    drawn: str,
    events: list[Event],
    playable: Callable[[State, int, str], bool],
) -> str:
    """The last card drawn (the first playable one, or the last the piles gave)."""
    if not game.rules.draw_until_playable:
        return drawn
    while not playable(game, by, drawn):
        more = game._give(by, 1)
        if not more:
            break
        events += more
        if not game._seated[by]:  # out by the Mercy rule at the last card drawn
            break
        drawn = game._hands[by][-1]
    return drawn
