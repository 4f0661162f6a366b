"""Bulleted paragraphs wrapped at the widget's width in every language (the help).

Rich breaks lines at spaces only, so a long Japanese item (it has none) went whole to
the line after its bullet and was cut where the width ended. Here each item is broken
by `line_breaks.break_lines`, its later lines under its text, not under the bullet.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from ..line_breaks import NO_BREAK, break_lines


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


class Sentence:
    """One sentence, plain or styled, as a Rich renderable (a table's cell, a bar's
    text), broken where every language may break: Rich alone moved a Japanese
    description after its first space whole to the next line ("印" and then the rest)."""

    def __init__(self, text: str | Text) -> None:
        self.text = text if isinstance(text, Text) else Text(text)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        # (any width will do: a word wider than the cell is cut, as in `Prose`)
        return Measurement(1, self.text.cell_len).clamp(max_width=options.max_width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        plain, lines, at = self.text.plain, [], 0
        for line in break_lines(plain, options.max_width):
            # Each line is the text's own, less the spaces where it breaks (a run of
            # spaces inside a line is kept whole: the sentences have none).
            start = plain.find(line, at)
            if start < 0:  # (not so: the line as it is, unstyled)
                lines.append(Text(line))
                continue
            piece = self.text[start : start + len(line)]
            # (broken now: a no-break space goes out as the space a terminal knows)
            shown = piece.plain.replace(NO_BREAK, " ")
            lines.append(Text(shown, style=piece.style, spans=piece.spans))
            at = start + len(line)
        yield Text("\n").join(lines)
