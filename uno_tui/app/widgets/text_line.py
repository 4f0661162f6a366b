"""Rich text drawn by the Line API: a line that changes often (the table's status
line), and a box of lines that scrolls (the seats around the table).

A `Static` turns every new text into Textual content and renders it again; these
widgets wrap the text once per width and hand out the strips, so an arrow key that
renames the selected card costs little (the line redoes the layout only when its
wrapped height changes).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget

if TYPE_CHECKING:
    # For the type checker the mixin is the widget it is mixed into; at run time it is
    # a plain class before the widget's Textual base.
    _Widget = Widget
else:
    _Widget = object


class Wrapped(_Widget):
    """Mixed into both widgets (before their Textual base, so that their stylesheets
    stay theirs): the text and its strips at the width last drawn."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.text = Text()
        self.strips: list[Strip] = []
        self.wrapped_at = 0  # the width `strips` were made for (0: not yet)
        self.base: Style | None = None  # the widget's own style, beneath the text's

    def wrapped(self, width: int) -> list[Strip]:
        """The text's lines at `width` (its own line breaks kept), each as wide as the
        widget."""
        width = max(width, 1)
        if width != self.wrapped_at:
            console, text = self.app.console, self.text
            if self.base is None:
                self.base = self.rich_style
            lines: Iterable[Text] = [text]
            if text.cell_len > width or "\n" in text.plain:
                lines = text.wrap(console, width)
                for line in lines:
                    line.rstrip()  # no styled space left where a line was broken
            # The text's own style goes beneath its spans (`Text.render` skips it when
            # there are none), the widget's beneath both.
            under = self.base + console.get_style(text.style, default=Style.null())
            self.strips = [
                Strip(line.render(console)).apply_style(under).extend_cell_length(width, self.base)
                for line in lines
            ]
            self.wrapped_at = width
        return self.strips

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.wrapped(width))

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self.wrapped_at, self.base = 0, None  # a new theme: new colours


class TextLine(Wrapped, Widget, can_focus=False):
    DEFAULT_CSS = """
    TextLine {
        height: auto;
    }
    """

    def show(self, text: Text) -> None:
        if text == self.text:
            return
        height, width = len(self.strips), self.content_size.width
        self.text, self.wrapped_at = text, 0
        self.refresh(layout=not width or len(self.wrapped(width)) != height)

    def render_line(self, y: int) -> Strip:
        width = self.content_size.width
        strips = self.wrapped(width)
        return strips[y] if y < len(strips) else Strip.blank(width, self.base)


class TextBox(Wrapped, ScrollView, can_focus=False):
    """Lines of Rich text, as wide as the longest (width auto), that scroll (wheel,
    scrollbar) when there are more than the box's height shows. One widget where a
    scrolling container holding a `Static` is two."""

    DEFAULT_CSS = """
    TextBox {
        width: auto;
        height: auto;
        overflow-x: hidden;
    }
    """

    natural_width = 0  # the longest line's cells: the width it asks for

    def show_text(self, text: Text) -> None:
        if text == self.text:
            return
        self.text, self.wrapped_at = text, 0
        self.natural_width = max(line.cell_len for line in text.split(allow_blank=True))
        self.size_to(self.scrollable_content_region.width or self.natural_width)
        self.refresh(layout=True)

    def size_to(self, width: int) -> None:
        """The scrolled size: the lines as wrapped at `width`."""
        self.virtual_size = Size(width, len(self.wrapped(width)))

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.natural_width

    def on_resize(self) -> None:
        self.size_to(self.scrollable_content_region.width)

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        strips = self.wrapped(width)
        y += self.scroll_offset.y
        return strips[y] if y < len(strips) else Strip.blank(width, self.base)
