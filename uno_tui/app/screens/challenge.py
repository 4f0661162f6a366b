"""Modal: the next player answers a Wild Draw Four (challenge or accept); FLIP!'s
Wild Draw Two and Wild Draw Colour the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from .base import UnoModal

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset
    from uno_tui.engine.views import SeatView


def until_colour(view: SeatView, card: str | None) -> bool:
    """Whether the challenged card draws until a card of the colour (a FLIP! Wild Draw
    Colour) rather than a number of cards."""
    effect = view.effect_of(card) if card else None
    return effect is not None and effect.name == "drawcolour"


def challenge_terms(
    bluffer: str,
    pending: int,
    rules: Ruleset | None,
    card: str = "Wild Draw Four",
    until: str | None = None,
) -> str:
    """What each answer costs, in numbers, under `rules` (O11 and its house variants).
    `card`: what was played; `until`: the colour a Wild Draw Colour draws up to (its
    pending draw counts 1 for "until that colour", FLIP!)."""
    penalty = getattr(rules, "challenge_penalty", 2)
    guilty = getattr(rules, "challenge_guilty", "draw-4")
    amount = (2 if card == "Wild +2" else 4) if until is None else 1

    def cards(count: int) -> str:
        if until is None:
            return str(count)
        more = f" and {count - 1} more" if count > 1 else ""
        return f"cards until a {until} one{more}"

    caught = f"{bluffer} draws {cards(amount)}"
    if guilty != "draw-4":
        caught = f"{bluffer} takes the {card} back and draws {cards(amount)}"
    rest = pending - amount
    after = f"you still face {rest} cards" if rest > 0 else "you take a normal turn"
    if getattr(rules, "stack", False) and getattr(rules, "stack_after_lost_challenge", False):
        wrong = (
            f"you face the {pending} cards (you may still stack; taking them costs {penalty} more)"
        )
    else:
        wrong = f"you draw {cards(pending + penalty)} and lose your turn"
    return (
        f"Accept: you draw {cards(pending)} and lose your turn.\n"
        f"Challenge: you see {bluffer}'s hand as it was. If the {card} was not "
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

    def __init__(
        self,
        you: str,
        bluffer: str,
        pending: int,
        rules: Ruleset | None = None,
        card: str = "Wild Draw Four",
        until: str | None = None,
    ) -> None:
        super().__init__()
        self.you = you
        self.bluffer = bluffer
        self.pending = pending
        self.rules = rules
        self.card = card
        self.until = until

    def compose_body(self) -> ComposeResult:
        terms = challenge_terms(self.bluffer, self.pending, self.rules, self.card, self.until)
        with Vertical(classes="dialog"):
            yield Label(f"{self.bluffer} played a {self.card} on you", classes="dialog-title")
            yield Static(terms, classes="dialog-text")
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
