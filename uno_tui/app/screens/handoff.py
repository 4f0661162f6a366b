"""Hand-off: who takes the keyboard next. Public information only, never a hand."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Grid, Vertical
from textual.reactive import var
from textual.widgets import Static

from uno_tui.engine import Reason
from uno_tui.engine.views import SeatView

from ..cards import card_label, challenged_name, colour_word, face_of, split_top
from ..messages import HandOffConfirmed, MoveRequested
from ..vocab import colour_plain, label, words_for
from ..widgets.clock import ClockView, keeps_time
from ..widgets.confirm_button import ConfirmButton
from ..widgets.event_log import EventLog
from ..widgets.key_bar import KeyBar
from ..widgets.table_info import SeatsView, direction_text
from .base import UnoScreen
from .race_keys import (
    CATCH,
    EXPLAIN_CATCH,
    LATE_ACTIONS,
    OUT_OF_TURN,
    RaceKeys,
    action_available,
    last_card_out,
)

# What waits for the player named, by the reason of the decision in hand.
PENDING_DRAW = (Reason.DRAW, Reason.HIT, Reason.COUNTER, Reason.ALL_HIT, Reason.LOST_CHALLENGE)
COLOUR_ASKED = (
    Reason.FIRST_CARD,
    Reason.GRENINJA,
    Reason.HIT_WILD,
    Reason.CHANGE_COLOUR,
    Reason.ROULETTE,
    Reason.FLIP_WILD,
)


def waiting(view: SeatView, colour_word: str) -> str:
    """'(a Draw Four waits for you)': what the decision in hand asks of the player due
    (after the name, whose highlight holds the space before it)."""
    decision = view.decision
    reason = decision.reason
    if reason == Reason.WILD_DRAW_FOUR:
        played = challenged_name(decision.card or "W+4", view.rules, view.side)
        return f"(a {played.removeprefix('Wild ') if 'Four' in played else played} waits for you)"
    if reason == Reason.ROULETTE:
        return f"(a Colour Roulette: name the {colour_word} you turn up)"
    if reason in PENDING_DRAW:
        return f"({decision.total} cards wait for you)"
    if reason == Reason.SKIP:
        return "(a Skip waits for you)"
    if reason == Reason.CHANGE:
        return "(a Change is aimed at you)"
    if reason in COLOUR_ASKED:
        return f"(choose the {colour_word})"
    return ""


class HandoffScreen(RaceKeys, UnoScreen):
    """Names the next seat; shows their hand only after they confirm."""

    CSS_PATH = "handoff.tcss"
    NOTICE_BEFORE = "#handoff-public"
    RACE_AFTER = "#handoff-box"
    BINDINGS = [
        Binding("enter", "confirm", "Show my hand", key_display="⏎"),
        Binding("enter", "accept", "Accept", show=False),
        CATCH,
        EXPLAIN_CATCH,
        Binding("a", "accept", "Accept (round ends)"),
        Binding("u", "late_uno", "Late UNO!"),
        Binding("z", "take_back", "Take back my play"),
        Binding("u", "late_page_one", "Late Page One!"),
        Binding("t", "late_stop", "Late Stop!"),
        *OUT_OF_TURN,
    ]

    # What the keys on offer depend on; the key bar is refreshed when it changes.
    offered: var[tuple] = var((), bindings=True)

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def compose_body(self) -> ComposeResult:
        with Vertical(id="handoff-box"):
            yield Static(id="handoff-head")  # the title (bold) and the hint below it
            with Center():
                name = self.uno.view(None).players[self.seat]
                yield ConfirmButton(f"I am {name}: show my hand", id="confirm")
        if keeps_time(self.uno.view(None).rules):
            yield ClockView(id="clock")
        # Two columns in one grid (fewer widgets than a row of two boxes): the seats
        # and the piles on the left, the log on the right.
        with Grid(id="handoff-public"):
            yield Static("At the table", classes="section-title left")
            yield Static("What happened", classes="section-title")
            yield SeatsView(id="seats", classes="left")
            yield EventLog(id="log")
            yield Static(id="handoff-piles", classes="left")
        yield KeyBar()

    @property
    def out_seat(self) -> int | None:
        """The seat whose last card waits for the call (phase "out"), or None."""
        return last_card_out(self.uno.view(None))

    def refresh_view(self) -> None:
        # Rendered from the shared screen's view: no hand is within reach of this screen.
        self.refresh_bindings()  # (z: a play may be taken back, or no longer)
        game = self.uno.view(None)
        name = game.players[self.seat]
        words = words_for(game.rules)
        out = self.out_seat
        title = Text()
        if out is not None:
            who, stop = game.players[out], label(words.out)
            title.append(f" {who} ", style="bold reverse")
            title.append(f" played the last card without saying {stop} ")
            title.append(f"Catch {who}, or {name} accepts.")
            hint = (
                f"Nobody's hand is shown. c: someone catches {who} · "
                f"{'t' if words.second else 'u'}: {who} says {stop} late · "
                f"a or Enter: {name} lets it stand and the round ends."
            )
            button = f"I am {name}: accept, {who} is out"
        else:
            title.append("Pass the keyboard to")  # (the name's highlight holds the space)
            title.append(f" {name} ", style="bold reverse")
            title.append(waiting(game, words.colour))
            hint = (
                f"Everyone else: look away. {name}: press Enter when only you can see the screen."
            )
            button = f"I am {name}: show my hand"
        title.stylize("bold")
        self.query_one("#handoff-head", Static).update(Text("\n").join([title, Text(hint)]))
        self.query_one(ConfirmButton).label = button
        self.query_one(SeatsView).show(game, None, self.uno.computers)
        _, declared = split_top(face_of(game.top, game.side))
        colour = game.colour or colour_word(declared)
        shown = f" · {words.colour} {colour_plain(colour)}" if colour else ""
        back = ""
        if game.draw_back:  # UNO FLIP!: the draw pile's top shows its other face to all
            back = f" (its top shows {card_label(game.draw_back, game.rules, fit=False)})"
        side = f" · {game.side} side" if game.backs else ""
        piles = (
            f"Top card: {card_label(game.top, game.rules, fit=False, side=game.side)}{shown}"
            f"{side}\n"
            f"Draw pile: {game.draw_pile_size}{back} · play goes {direction_text(game.direction)}\n"
            f"Round {game.round_number}"
        )
        self.query_one("#handoff-piles", Static).update(piles)
        self.query_one(EventLog).show(self.uno.entries, list(game.players), None, limit=30)
        self.show_race(game)
        state = (
            *(action_available(self.uno, a, [], game) for a in ("jump_in", "doubt")),
            out,
            game.phase,
            tuple(game.catchable),
        )
        self.offered = state

    def action_take_back(self) -> None:
        """The player who just played takes it back (if it showed nobody anything new:
        else the engine says why, here)."""
        seat = self.uno.take_back
        if seat is not None:
            self.post_message(MoveRequested("undo", by=seat))

    def action_confirm(self) -> None:
        self.post_message(HandOffConfirmed(self.seat))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not super().check_action(action, parameters):
            return False
        if action in ("jump_in", "doubt", "catch", "explain_catch"):
            return action_available(self.uno, action, [], self.uno.view(None))
        if action == "take_back":  # the player who just played still holds the keyboard
            seat = self.uno.take_back
            catchable = self.uno.view(None).catchable
            return seat is not None and seat not in catchable and self.out_seat is None
        game = self.uno.view(None)
        out = self.out_seat
        if action == "accept":
            return out is not None
        if action == "confirm":
            return self.out_seat is None
        if action in LATE_ACTIONS:
            words = words_for(game.rules)
            word = LATE_ACTIONS[action]
            if word not in (words.first, words.second) or not (game.catchable or out is not None):
                return False  # a late call needs someone who missed the call
            if out is not None:  # only the late last-card call is left
                return word == words.out or (action == "late_page_one" and not words.second)
            return word == words.first
        return True

    def on_confirm_button_pressed(self, event: ConfirmButton.Pressed) -> None:
        event.stop()
        if self.out_seat is not None:
            self.action_accept()
        else:
            self.action_confirm()
