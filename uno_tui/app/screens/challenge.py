"""Modal: the next player answers a Wild Draw Four (challenge or accept)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from .base import UnoModal


class ChallengeModal(UnoModal[str | None]):
    """Dismisses 'challenge', 'accept', or None (closed: decide later on the table)."""

    CSS_PATH = "challenge.tcss"
    BINDINGS = [
        Binding("x", "choose('challenge')", "Challenge"),
        Binding("a", "choose('accept')", "Accept"),
        Binding("escape", "choose(None)", "Look at my hand"),
    ]

    def __init__(self, you: str, bluffer: str, pending: int) -> None:
        super().__init__()
        self.you = you
        self.bluffer = bluffer
        self.pending = pending

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(f"{self.bluffer} played a Wild Draw Four on you", classes="dialog-title")
            yield Static(
                f"Accept: you draw {self.pending} cards and lose your turn.\n"
                f"Challenge: you see {self.bluffer}'s hand. If the Wild Draw Four was not "
                f"allowed, {self.bluffer} is penalised instead; if it was allowed, you draw "
                f"more (see Help for this ruleset).",
                classes="dialog-text",
            )
            with Horizontal(classes="dialog-buttons"):
                yield Button("Challenge (x)", id="challenge", variant="warning")
                yield Button("Accept (a)", id="accept", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#accept", Button).focus()

    def action_choose(self, choice: str | None) -> None:
        self.dismiss(choice)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id)
