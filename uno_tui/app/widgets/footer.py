"""Textual's Footer, speaking the language in use: binding descriptions are marked
`N_` where the bindings are made and translated here, each time the footer lists its
keys (a language chosen at run time shows at once). Key names stay as they are."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from uno_tui.language import _


class KeyFooter(Footer):
    """A Footer whose key descriptions go through `_`."""

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, FooterKey) and widget.description:
                widget.description = _(widget.description)
            yield widget
