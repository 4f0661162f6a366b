"""A notice line inside a screen's layout (never an overlay, so it covers nothing).

Notices live on the screen that made them: a refusal naming a card of the hand
is told on that seat's table and is gone once the hand is hidden, which an
app-level toast (it outlives screen switches) cannot promise.

The sentence is broken into lines where every language may break (`break_lines`, as
the log and help do), never inside a card label kept whole with no-break spaces ("Wild
+4" in a Japanese coach line), not where the terminal's wrapping would (at any space).
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.widgets import Static

from uno_tui.language import _, spaced

from ..line_breaks import NO_BREAK, break_lines


class Notice(Static):
    """One short notice; empty (and not displayed) until something is said."""

    DEFAULT_CSS = """
    Notice {
        height: auto;
        padding: 0 1;
        display: none;
        &.-shown { display: block; }
        &.-warning { background: $warning-muted; color: $text; }
    }
    """

    def __init__(self, *, form: bool = False, id: str | None = None) -> None:
        """`form`: the notice of a form (setup, house rules), whose refusals are whole
        sentences saying what is not allowed ("Seed = -1 is not allowed; use ..."): the
        warning colour says it is refused, with no "Not allowed:" before them."""
        super().__init__(id=id)
        self.form = form
        self.prefix = ""  # "Not allowed: " before a refusal, in bold
        self.text = ""

    @property
    def plain(self) -> str:
        """What the notice says, on one line ("" when nothing is said)."""
        return (self.prefix + self.text).replace(NO_BREAK, " ")

    def say(self, text: str, warning: bool = False) -> None:
        self.prefix = spaced(_("Not allowed:")) if warning and not self.form else ""
        self.text = text
        self.set_class(warning, "-warning")
        self.add_class("-shown")
        self.refresh(layout=True)

    def clear(self) -> None:
        self.prefix = self.text = ""
        self.remove_class("-shown", "-warning")
        self.refresh(layout=True)

    def lines(self, width: int) -> list[str]:
        """The sentence in lines of `width` cells, each of its own lines broken apart."""
        said = self.prefix + self.text
        return [line for part in said.split("\n") for line in break_lines(part, max(width, 1))]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))

    def render(self) -> Text:
        shown = Text("\n".join(self.lines(self.size.width)).replace(NO_BREAK, " "))
        bold = len(self.prefix.rstrip())
        if bold and shown.plain.startswith(self.prefix.rstrip()):
            shown.stylize("bold", 0, bold)
        return shown
