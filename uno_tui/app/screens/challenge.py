"""Modal: the next player answers a Wild Draw Four (challenge or accept)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from .base import UnoModal

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset


def challenge_terms(bluffer: str, pending: int, rules: Ruleset | None) -> str:
    """What each answer costs, in numbers, under `rules` (O11 and its house variants)."""
    penalty = getattr(rules, "challenge_penalty", 2)
    guilty = getattr(rules, "challenge_guilty", "draw-4")
    caught = f"{bluffer} draws 4"
    if guilty != "draw-4":
        caught = f"{bluffer} takes the Wild Draw Four back and draws 4"
    rest = pending - 4
    after = f"you still face {rest} cards" if rest > 0 else "you take a normal turn"
    if getattr(rules, "stack", False) and getattr(rules, "stack_after_lost_challenge", False):
        wrong = (
            f"you face the {pending} cards (you may still stack; taking them costs {penalty} more)"
        )
    else:
        wrong = f"you draw {pending + penalty} and lose your turn"
    return (
        f"Accept: you draw {pending} and lose your turn.\n"
        f"Challenge: you see {bluffer}'s hand as it was. If the Wild Draw Four was not "
        f"allowed, {caught} and {after}; if it was allowed, {wrong}."
    )


class ChallengeModal(UnoModal[str | None]):
    """Dismisses 'challenge', 'accept', or None (closed: decide later on the table)."""

    CSS_PATH = "challenge.tcss"
    BINDINGS = [
        Binding("x", "choose('challenge')", "Challenge"),
        Binding("a", "choose('accept')", "Accept"),
        Binding("escape", "choose(None)", "Look at my hand"),
    ]

    def __init__(self, you: str, bluffer: str, pending: int, rules: Ruleset | None = None) -> None:
        super().__init__()
        self.you = you
        self.bluffer = bluffer
        self.pending = pending
        self.rules = rules

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(f"{self.bluffer} played a Wild Draw Four on you", classes="dialog-title")
            yield Static(
                challenge_terms(self.bluffer, self.pending, self.rules), classes="dialog-text"
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
