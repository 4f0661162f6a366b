"""A line of Rich text that changes often (the table's status line), drawn by the Line API.

A `Static` turns every new text into Textual content and renders it again; this
widget wraps the text once per width and hands out the strips, so an arrow key
that renames the selected card costs little. The layout is redone only when the
wrapped height changes.
"""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget


class TextLine(Widget, can_focus=False):
    DEFAULT_CSS = """
    TextLine {
        height: auto;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.text = Text()
        self.strips: list[Strip] = []
        self.wrapped_at = 0  # the width `strips` were made for (0: not yet)
        self.base: Style | None = None  # the widget's own style, beneath the text's

    def show(self, text: Text) -> None:
        if text == self.text:
            return
        height, width = len(self.strips), self.content_size.width
        self.text, self.wrapped_at = text, 0
        self.refresh(layout=not width or len(self.wrapped(width)) != height)

    def wrapped(self, width: int) -> list[Strip]:
        """The text's lines at `width`, each as wide as the widget."""
        width = max(width, 1)
        if width != self.wrapped_at:
            console = self.app.console
            if self.base is None:
                self.base = self.rich_style
            lines = [self.text]
            if self.text.cell_len > width:
                lines = self.text.wrap(console, width)
                for line in lines:
                    line.rstrip()  # no styled space left where a line was broken
            # The text's own style goes beneath its spans (`Text.render` skips it when
            # there are none), the widget's beneath both.
            under = self.base + console.get_style(self.text.style, default=Style.null())
            self.strips = [
                Strip(line.render(console)).apply_style(under).extend_cell_length(width, self.base)
                for line in lines
            ]
            self.wrapped_at = width
        return self.strips

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.wrapped(width))

    def render_line(self, y: int) -> Strip:
        width = self.content_size.width
        strips = self.wrapped(width)
        return strips[y] if y < len(strips) else Strip.blank(width, self.base)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self.wrapped_at, self.base = 0, None  # a new theme: new colours
