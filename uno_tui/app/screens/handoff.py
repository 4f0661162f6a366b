"""Hand-off: who takes the keyboard next. Public information only, never a hand."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Vertical
from textual.widgets import Button, Footer, Static

from ..cards import colour_word, split_top
from ..messages import HandOffConfirmed
from ..widgets.event_log import EventLog
from ..widgets.race import RaceBar
from ..widgets.table_info import SeatsView, direction_text
from .base import UnoScreen
from .table import action_available


class HandoffScreen(UnoScreen):
    """Names the next seat; shows their hand only after they confirm."""

    CSS_PATH = "handoff.tcss"
    BINDINGS = [
        Binding("enter", "confirm", "Show my hand", key_display="⏎"),
        Binding("c", "catch", "Catch"),
        Binding("u", "late_uno", "Late UNO!"),
        Binding("j", "jump_in", "Jump in"),
        Binding("o", "doubt", "Doubt"),
    ]

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.binding_state: tuple | None = None

    def compose_body(self) -> ComposeResult:
        with Vertical(id="handoff-box"):
            yield Static(id="handoff-title")
            yield Static(id="handoff-hint")
            with Center():
                name = self.uno.game.players[self.seat]
                button = Button(f"I am {name}: show my hand", id="confirm", variant="success")
                button.can_focus = False
                yield button
        yield RaceBar(id="race")
        with Horizontal(id="handoff-public"):
            with Vertical(id="handoff-left"):
                yield Static("At the table", classes="section-title")
                yield SeatsView(id="seats")
                yield Static(id="handoff-piles")
            with Vertical(id="handoff-right"):
                yield Static("What happened", classes="section-title")
                yield EventLog(id="log")
        yield Footer()

    def refresh_view(self) -> None:
        game = self.uno.game
        name = game.players[self.seat]
        self.query_one("#handoff-hint", Static).update(
            f"Everyone else: look away. {name}: press Enter when only you can see the screen."
        )
        self.query_one("#confirm", Button).label = f"I am {name}: show my hand"
        self.query_one(RaceBar).keyboard_seat = self.seat
        title = Text()
        title.append("Pass the keyboard to ")
        title.append(f" {name} ", style="bold reverse")
        phase = {"challenge": " (a Draw Four waits for you)"}.get(game.phase, "")
        title.append(phase)
        self.query_one("#handoff-title", Static).update(title)
        self.query_one(SeatsView).show(game, None)
        card, declared = split_top(game.top)
        colour = game.colour or colour_word(declared)
        piles = (
            f"Top card: {card}" + (f" · colour {colour}" if colour else "") + "\n"
            f"Draw pile: {game.draw_pile_size} · play goes {direction_text(game.direction)}\n"
            f"Round {game.round_number}"
        )
        self.query_one("#handoff-piles", Static).update(piles)
        self.query_one(EventLog).show(self.uno.entries, game.players, None, limit=30)
        self.query_one(RaceBar).show(game)
        state = tuple(action_available(self.uno, a, []) for a in ("jump_in", "doubt"))
        if state != self.binding_state:
            self.binding_state = state
            self.refresh_bindings()

    def action_confirm(self) -> None:
        self.post_message(HandOffConfirmed(self.seat))

    def action_catch(self) -> None:
        self.query_one(RaceBar).catch()

    def action_late_uno(self) -> None:
        self.query_one(RaceBar).late_uno()

    def action_jump_in(self) -> None:
        self.query_one(RaceBar).jump_in()

    def action_doubt(self) -> None:
        self.query_one(RaceBar).doubt()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("jump_in", "doubt"):
            return action_available(self.uno, action, [])
        return True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "confirm":
            event.stop()
            self.action_confirm()
