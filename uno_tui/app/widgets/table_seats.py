"""The seats on the table: a box of fixed height whose lines scroll when they do not fit.

Apart from `table_info` so that the first screen (the hand-off, whose seats grow
with their box) does not load the scrolling widget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .table_info import SeatsText
from .text_line import TextBox

if TYPE_CHECKING:
    from uno_tui.engine.views import SeatView


class TableSeats(SeatsText, TextBox):
    """The seats on the table, in a box of fixed height: they scroll when they do not
    fit. One widget, where a scrolling box holding a `SeatsView` is two (and every
    widget on the table costs on every key)."""

    shown: tuple[SeatView, int | None, dict[int, str]] | None = None

    def show(self, view: SeatView, viewer: int | None, levels: dict[int, str]) -> None:
        """The seats, their names cut to the box's width (when it is known)."""
        self.shown = (view, viewer, levels)
        room = self.scrollable_content_region.width
        self.show_text(self.seats_text(view, viewer, levels, room))

    def on_resize(self) -> None:
        super().on_resize()
        if self.shown is not None and self.text.cell_len:
            self.show(*self.shown)
