"""The seats on the table: a box of fixed height whose lines scroll when they do not fit.

Apart from `table_info` so that the first screen (the hand-off, whose seats grow
with their box) does not load the scrolling widget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .table_info import SeatsText
from .text_line import TextBox

if TYPE_CHECKING:
    from uno_tui.engine import Game
    from uno_tui.engine.views import SeatView


class TableSeats(SeatsText, TextBox):
    """The seats on the table, in a box of fixed height: they scroll when they do not
    fit. One widget, where a scrolling box holding a `SeatsView` is two (and every
    widget on the table costs on every key)."""

    def show(self, game: Game | SeatView, viewer: int | None, levels: dict[int, str]) -> None:
        self.show_text(self.seats_text(game, viewer, levels))
