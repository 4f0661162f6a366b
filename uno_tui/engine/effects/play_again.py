"""W-custom, play-again: declare a colour and play again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Tally
from .custom import custom

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..state import State


def play_again(
    game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]
) -> None:
    tally.again = True


PLAY_AGAIN = custom("play-again", play_again)
