"""Bulleted paragraphs wrapped at the widget's width in every language (the help).

Rich breaks lines at spaces only, so a long Japanese item (it has none) went whole to
the line after its bullet and was cut where the width ended. Here each item is broken
by `line_breaks.break_lines`, its later lines under its text, not under the bullet.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from ..line_breaks import break_lines


class Prose(Widget):
    """`items`, each after `bullet`, wrapped at the width the widget is given."""

    DEFAULT_CSS = """
    Prose {
        height: auto;
    }
    """

    def __init__(self, items: list[str], bullet: str = "• ", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.items = items
        self.bullet = bullet

    def update(self, items: list[str]) -> None:
        """Show `items` instead (their height may change)."""
        self.items = items
        self.refresh(layout=True)

    @property
    def plain(self) -> str:
        """Every item after its bullet, one a line, unwrapped."""
        return "\n".join(self.bullet + item for item in self.items)

    def lines(self, width: int) -> list[str]:
        indent = " " * cell_len(self.bullet)
        inner = max(width - len(indent), 1)
        return [
            (self.bullet if i == 0 else indent) + line
            for item in self.items
            for i, line in enumerate(break_lines(item, inner))
        ]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))

    def render(self) -> Text:
        return Text("\n".join(self.lines(self.size.width)))


def paragraphs(text: str, **kwargs: Any) -> Prose:
    """`text`'s lines as paragraphs without bullets (a question window's sentences):
    broken where every language may break, never before a Japanese 、 or 。."""
    return Prose(text.split("\n"), bullet="", **kwargs)
