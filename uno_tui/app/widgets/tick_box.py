"""A checkbox whose state reads without its colour: X when on, blank when off (Textual
draws an X either way, told apart by colour only, hard for an older eye)."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox


class TickBox(Checkbox):
    def render(self) -> Content:
        self.BUTTON_INNER = "X" if self.value else " "  # (an instance's, read by render)
        return super().render()
