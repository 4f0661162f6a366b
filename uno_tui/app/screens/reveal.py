"""Modal: the challenged hand, shown on the challenger's screen only."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Button, Label, Static

from uno_tui.language import N_, _

from ..hand_order import ORDERS, ordered
from ..widgets.hand import HandView
from ..widgets.key_bar import key_name
from ..widgets.prose import paragraphs
from .base import NoticeModal


class RevealModal(NoticeModal):
    """Shows `cards` (private to the challenger) and the public result."""

    CSS_PATH = "reveal.tcss"
    BINDINGS = [Binding("enter,escape", "close", N_("Close"), key_display="⏎")]

    def __init__(
        self,
        owner: str,
        cards: list[str],
        result: str,
        played: str | None,
        name: str,
        side: str = "light",
    ) -> None:
        super().__init__()
        self.owner = owner
        self.cards = cards  # as held (shown grouped by colour)
        self.result = result
        self.played = played  # the card challenged (its effect is challengeable), if held
        self.card_name = name  # its name: 'Wild Draw Four' (FLIP!: 'Wild +2', 'Wild +Colour')
        self.side = side  # UNO FLIP!: the side in play, whose faces the hand shows

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(
                _("{player}'s hand when the {card} was played").format(
                    player=self.owner, card=self.card_name
                ),
                classes="dialog-title",
            )
            yield Static(
                _("Only you see this. The {card} played is marked ★.").format(card=self.card_name),
                classes="dialog-hint",
            )
            yield HandView(keys=False, id="revealed")  # (shown only: no key picks a card)
            yield paragraphs(self.result, classes="dialog-text")
            yield Button(_("OK") + f" ({key_name('Enter')})", id="ok", variant="primary")

    def on_mount(self) -> None:
        # Grouped by colour as a hand on the table is at first: whether the colour was
        # held reads at a glance. The challenge judges the rest of the hand (O11): mark
        # the card that was played.
        cards = ordered(self.cards, ORDERS[0], side=self.side)
        played = [cards.index(self.played)] if self.played in cards else []
        hand = self.query_one(HandView)
        hand.update_hand(cards, set(), None, played, dim_unplayable=False, mark="★", side=self.side)
