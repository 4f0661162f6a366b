"""Modal: a doubt claimed from the shared screen, confirmed by the doubting seat (RULES 9).

Like a jump-in, an out-of-turn claim is picked by seat and then confirmed by that
player: one stray number key must not cost anyone four cards.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label

from uno_tui.language import N_, _

from ..widgets.key_bar import key_name
from ..widgets.prose import paragraphs
from .base import UnoModal


class DoubtModal(UnoModal[bool]):
    """Dismisses True when the doubting player confirms."""

    CSS_PATH = "doubt.tcss"
    BINDINGS = [
        Binding("enter", "answer(True)", N_("Doubt"), key_display="⏎"),
        Binding("escape", "answer(False)", N_("Cancel")),
    ]

    def __init__(self, doubter: str, passer: str) -> None:
        super().__init__()
        self.doubter = doubter
        self.passer = passer

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            names = {"doubter": self.doubter, "passer": self.passer}
            yield Label(
                _("{doubter} doubts {passer}'s face-down card").format(**names),
                classes="dialog-title",
            )
            yield paragraphs(
                _(
                    "The card is turned up. If it could not have been played, {passer} "
                    "draws 4; if it could, {doubter} draws 4."
                ).format(**names)
                + "\n"
                + _("{doubter}: press Enter to doubt, Esc to cancel.").format(**names),
                classes="dialog-text",
            )
            with Horizontal(classes="dialog-buttons"):
                yes = _("I am {doubter}: doubt").format(**names)
                yield Button(f"{yes} ⏎", id="yes", variant="warning")
                yield Button(_("Cancel") + f" ({key_name('Esc')})", id="no", variant="primary")

    def on_mount(self) -> None:
        for button in self.query(Button):
            button.can_focus = False

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")
