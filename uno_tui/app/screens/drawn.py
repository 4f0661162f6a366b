"""Modal: after drawing a playable card, play it or keep it."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from uno_tui.language import N_, _

from ..cards import FACE_DOWN, card_label
from ..widgets.card import CardView
from .base import UnoModal


class PlayOrKeepModal(UnoModal[str | None]):
    """Dismisses 'play', 'call' (play it saying the call: UNO! with two cards), 'keep',
    or None (closed: decide later on the table)."""

    CSS_PATH = "drawn.tcss"
    BINDINGS = [
        Binding("p,enter", "choose('play')", N_("Play it"), key_display="p"),
        Binding("u", "choose('call')", N_("Play + call")),
        Binding("k", "choose('keep')", N_("Keep it")),
        Binding("escape", "choose(None)", N_("Look at my hand")),
    ]

    def __init__(
        self, card: str, can_keep: bool = True, blind: bool = False, call: str | None = None
    ) -> None:
        super().__init__()
        self.card = FACE_DOWN if blind else card  # H-blind-draw: not seen before deciding
        self.can_keep = can_keep
        self.blind = blind
        self.call = call  # the word said with it (UNO!), when playing it leaves one card

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            if self.blind:
                yield Label(_("You drew a card, face down"), classes="dialog-title")
                yield CardView(self.card, id="drawn-card")
                yield Static(
                    _(
                        "Play it unseen (if it does not match, that is a misplay with a "
                        "penalty), or keep it and end your turn?"
                    )
                )
            else:
                title = _("You drew {card}").format(
                    card=card_label(self.card, self.uno.rules, fit=False)
                )
                yield Label(title, classes="dialog-title")
                yield CardView(self.card, id="drawn-card")
                if self.can_keep:
                    question = _("It can be played now. Play it, or keep it and end your turn?")
                else:  # drawn_card = "must-play"
                    question = _("It can be played now, and these rules say you must play it.")
                yield Static(question)
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Play it") + " (p)", id="play", variant="success")
                if self.call:
                    word = "UNO!" if self.call == "uno" else f"{self.call.title()}!"
                    yield Button(
                        _("Play + {call}").format(call=word) + " (u)", id="call", variant="warning"
                    )
                if self.can_keep:
                    yield Button(_("Keep it") + " (k)", id="keep", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#play", Button).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters == ("call",):
            return bool(self.call)  # the footer shows `u` only when a call goes with it
        if action == "choose" and parameters == ("keep",):
            return self.can_keep  # and `k` only when the card may be kept
        return super().check_action(action, parameters)

    def action_choose(self, choice: str | None) -> None:
        if (choice == "keep" and not self.can_keep) or (choice == "call" and not self.call):
            return
        self.dismiss(choice)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id)
