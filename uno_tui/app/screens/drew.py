"""Docked question: what the player drew when it cannot be played and the turn passes,
shown to them before the keyboard is handed on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from uno_tui.language import N_, _, listed

from ..cards import card_label
from ..widgets.card import CardView
from .base import NoticeModal

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset


def drew_text(cards: tuple[str, ...], rules: Ruleset | None) -> str:
    """'You drew R 5' (several cards: 'You drew R 5, G 2')."""
    return _("You drew {cards}").format(
        cards=listed(card_label(c, rules, fit=False) for c in cards)
    )


class DrewModal(NoticeModal):
    """Shows `cards` (the seat's own draw, from its view's events); any answer closes it."""

    CSS_PATH = "drew.tcss"
    BINDINGS = [
        Binding("enter,escape,space", "close", N_("OK"), key_display="⏎"),
    ]

    def __init__(
        self,
        cards: tuple[str, ...],
        next_player: str,
        rules: Ruleset | None,
        why: str | None = None,
    ) -> None:
        """`why`: what the draw did besides, said instead of the turn passing (No Mercy's
        Mercy rule: the seat is out of the round)."""
        super().__init__()
        self.cards = cards
        self.next_player = next_player
        self.rules = rules
        self.why = why

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(f"{drew_text(self.cards, self.rules)}", classes="dialog-title")
            with Horizontal(id="drew-cards"):
                for card in self.cards[-6:]:
                    yield CardView(card)
            yield Static(
                self.why
                or _("It can't be played, so your turn passes to {player}.").format(
                    player=self.next_player
                )
            )
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("OK") + " (⏎)", id="ok", variant="primary")
