"""Modal: an out-of-turn jump-in claim, confirmed on the claimer's private screen.

Stage 1 names the claiming seat (the others look away); stage 2 shows only that
seat's hand, and they pick the identical card to cut in with. The screen is
opaque: nothing of the table behind it shows.
"""

from __future__ import annotations

from collections.abc import Collection

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Button, Label, Static

from uno_tui.language import N_, _

from ..cards import card_label
from ..widgets.card import key_for
from ..widgets.hand import HandView
from .base import UnoModal


class JumpInModal(UnoModal[str | None]):
    """Dismisses the card to jump in with, or None when cancelled."""

    CSS_PATH = "jump_in.tcss"
    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel")),
        Binding("enter", "confirm", N_("Confirm"), key_display="⏎"),
        Binding("left", "step(-1)", N_("Pick"), key_display="←→"),
        Binding("right", "step(1)", show=False),
        *[Binding(key_for(i), f"pick({i})", show=False) for i in range(10)],
    ]

    def __init__(
        self, name: str, hand: list[str], top: str, marked: Collection[str] | None = None
    ) -> None:
        """`marked`: the cards of `hand` the engine lists a jump-in with (✓, the first
        one preselected, the others dimmed); None with H-hints off: no marks, no dimming."""
        super().__init__()
        self.player = name
        self.hand = hand
        self.top = top
        self.hints = marked is not None
        self.marked = {card.upper() for card in marked or ()}
        self.revealed = False
        picks = [i for i, card in enumerate(hand) if card.upper() in self.marked]
        self.selected = picks[0] if picks else 0

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(_("{player} jumps in").format(player=self.player), classes="dialog-title")
            yield Static(
                _("Everyone else: look away. {player}: press Enter to see your hand.").format(
                    player=self.player
                ),
                id="jump-text",
                classes="dialog-text",
            )
            yield HandView(id="jump-hand")
            button = Button(
                _("I am {player}: show my hand").format(player=self.player),
                id="jump-ok",
                variant="success",
            )
            button.can_focus = False
            yield button

    def on_mount(self) -> None:
        self.query_one("#jump-hand").display = False

    def show_hand(self) -> None:
        hand = self.query_one(HandView)
        hand.update_hand(self.hand, self.marked, self.selected, [], dim_unplayable=self.hints)

    def action_confirm(self) -> None:
        if not self.revealed:
            self.revealed = True
            self.query_one("#jump-hand").display = True
            self.query_one("#jump-text", Static).update(
                _(
                    "Pick a card identical to {card} and press Enter "
                    "(a wrong claim may cost a penalty). Esc cancels."
                ).format(card=card_label(self.top, fit=False))
            )
            self.query_one("#jump-ok", Button).label = _("Jump in with this card")
            self.show_hand()
        elif self.hand:
            self.dismiss(self.hand[self.selected])

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_step(self, delta: int) -> None:
        if self.revealed and self.hand:
            self.selected = (self.selected + delta) % len(self.hand)
            self.show_hand()

    def action_pick(self, index: int) -> None:
        if self.revealed and index < len(self.hand):
            self.selected = index
            self.show_hand()

    def on_hand_view_clicked(self, event: HandView.Clicked) -> None:
        event.stop()
        self.action_pick(event.index)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_confirm()
