"""Modal: the challenged hand, shown on the challenger's screen only."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Button, Label, Static

from ..widgets.hand import HandView
from .base import UnoModal


class RevealModal(UnoModal[None]):
    """Shows `cards` (private to the challenger) and the public result."""

    CSS_PATH = "reveal.tcss"
    BINDINGS = [Binding("enter,escape", "close", "Close", key_display="⏎")]

    def __init__(self, owner: str, cards: list[str], result: str) -> None:
        super().__init__()
        self.owner = owner
        self.cards = cards
        self.result = result

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(f"{self.owner}'s hand (only you see this)", classes="dialog-title")
            yield HandView(id="revealed")
            yield Static(self.result, classes="dialog-text")
            yield Button("OK (Enter)", id="ok", variant="primary")

    def on_mount(self) -> None:
        self.query_one(HandView).update_hand(self.cards, set(), None, [], dim_unplayable=False)
        self.query_one("#ok", Button).focus()

    def action_close(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)
