"""A notice line inside a screen's layout (never an overlay, so it covers nothing).

Notices live on the screen that made them: a refusal naming a card of the hand
is told on that seat's table and is gone once the hand is hidden, which an
app-level toast (it outlives screen switches) cannot promise.
"""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from uno_tui.language import _


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

    def say(self, text: str, warning: bool = False) -> None:
        shown = Text()
        if warning and not self.form:
            shown.append(_("Not allowed:") + " ", style="bold")
        shown.append(text)
        self.update(shown)
        self.set_class(warning, "-warning")
        self.add_class("-shown")

    def clear(self) -> None:
        self.update("")
        self.remove_class("-shown", "-warning")
