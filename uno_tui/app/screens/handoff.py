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
from uno_tui.language import N_, _, ngettext, sentence

from ..cards import card_label, challenged_name, colour_word, face_of, split_top
from ..messages import HandOffConfirmed, MoveRequested
from ..vocab import label, words_for
from ..widgets.clock import ClockView, keeps_time
from ..widgets.confirm_button import ConfirmButton
from ..widgets.event_log import EventLog
from ..widgets.key_bar import KeyBar
from ..widgets.piles import BigPiles
from ..widgets.table_info import COMPACT_ABOVE, SeatsView, direction_text, draw_until
from .base import UnoScreen
from .colour import colour_shown
from .race_keys import (
    CATCH,
    EXPLAIN_CATCH,
    LATE_ACTIONS,
    OUT_OF_TURN,
    RaceKeys,
    action_available,
    last_card_out,
    never_allowed,
)

# The sides of a FLIP! deck, as said on screen; "colour"/"suit", the rules' word.
COLOUR_WORDS = (N_("colour"), N_("suit"))
DIRECTIONS = (N_("↻ clockwise"), N_("↺ counter-clockwise"))  # (table_info's words)


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
        if played == _("Wild Draw Four"):
            return _("(a Draw Four waits for you)")
        return _("(a {card} waits for you)").format(card=played)
    word = _(colour_word)  # "colour" or "suit"
    if reason == Reason.ROULETTE:
        return _("(a Colour Roulette waits for you: you name a {colour})").format(colour=word)
    if reason in PENDING_DRAW:
        total = decision.total
        if view.pending_until is not None:  # (FLIP!'s Wild Draw Colour: its total counts 1)
            until = draw_until(total, view.pending_until)
            # TRANSLATORS: {until} is "until pink" or "until pink + 2" (a draw up to a colour).
            return _("(cards {until} wait for you)").format(until=until)
        return ngettext("({n} card waits for you)", "({n} cards wait for you)", total).format(
            n=total
        )
    if reason == Reason.SKIP:
        return _("(a Skip waits for you)")
    if reason == Reason.CHANGE:
        return _("(a Change is aimed at you)")
    if reason in COLOUR_ASKED:
        return _("(choose the {colour})").format(colour=word)
    return ""


class HandoffScreen(RaceKeys, UnoScreen):
    """Names the next seat; shows their hand only after they confirm."""

    CSS_PATH = "handoff.tcss"
    NOTICE_BEFORE = "#handoff-public"
    RACE_AFTER = "#handoff-box"
    BINDINGS = [
        Binding("enter", "confirm", N_("Show my hand"), key_display="⏎"),
        Binding("enter", "accept", N_("Accept"), show=False),
        # (before the race keys: a narrow key bar leaves out the last, never Quit)
        Binding("q", "app.request_quit", N_("Quit")),
        CATCH,
        EXPLAIN_CATCH,
        Binding("a", "accept", N_("Accept (round ends)")),
        Binding("u", "late_uno", N_("Late UNO!")),
        Binding("z", "take_back", N_("Take back my play")),
        Binding("u", "late_page_one", N_("Late Page One!")),
        Binding("t", "late_stop", N_("Late Stop!")),
        *OUT_OF_TURN,
    ]

    # What the keys on offer depend on; the key bar is refreshed when it changes.
    offered: var[tuple] = var((), bindings=True)

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def compose_body(self) -> ComposeResult:
        # Many seats: in two compact columns, which take more of the width (handoff.tcss).
        self.set_class(len(self.uno.view(None).players) > COMPACT_ABOVE, "-many")
        with Vertical(id="handoff-box"):
            yield Static(id="handoff-head")  # the title (bold) and the hint below it
            with Center():
                name = self.uno.view(None).players[self.seat]
                yield ConfirmButton(
                    _("I am {player}: show my hand").format(player=name), id="confirm"
                )
        if keeps_time(self.uno.view(None).rules):
            yield ClockView(id="clock")
        # Two columns in one grid (fewer widgets than a row of two boxes): the piles
        # and the seats on the left, the log on the right. Where the column is too
        # short (80x24, FLIP!'s faces, a race), what comes first stays: the piles, but
        # with many seats the seats (who may be caught).
        many = self.has_class("-many")
        with Grid(id="handoff-public"):
            yield Static(_("At the table"), classes="section-title left")
            yield Static(_("What happened"), classes="section-title")
            seats = SeatsView(id="seats", classes="left")
            piles = Static(id="handoff-piles", classes="left")
            yield seats if many else piles
            yield EventLog(id="log")
            yield piles if many else seats
            yield BigPiles(id="handoff-big-piles", classes="left")  # (shown on a big screen)
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
            names = {"player": who, "next": name, "call": stop}
            title.append(f" {who} ", style="bold reverse")
            # (the name's own padding sets it apart: one space, not two)
            title.append(_("played the last card without saying {call}").format(**names) + " ")
            title.append(_("Catch {player}, or {next} accepts.").format(**names))
            hint = " · ".join(
                [
                    _("Nobody's hand is shown. c: someone catches {player}").format(**names),
                    ("t" if words.second else "u")
                    + ": "
                    + _("{player} says {call} late").format(**names),
                    _("a or Enter: {next} lets it stand and the round ends.").format(**names),
                ]
            )
            button = _("I am {next}: accept, {player} is out").format(**names)
        else:
            # TRANSLATORS: the player's name follows, highlighted; then what waits for them.
            title.append(_("Pass the keyboard to"))  # (the name's highlight holds the space)
            title.append(f" {name} ", style="bold reverse")
            if game.turn == self.seat:  # (computers due first: what waits is not theirs)
                title.append(waiting(game, words.colour))
            hint = _(
                "Everyone else: look away. {player}: press Enter when only you can see the screen."
            ).format(player=name)
            button = _("I am {player}: show my hand").format(player=name)
        title.stylize("bold")
        self.query_one("#handoff-head", Static).update(Text("\n").join([title, Text(hint)]))
        self.query_one(ConfirmButton).label = button
        self.query_one(SeatsView).show(game, None, self.uno.computers)
        _top, declared = split_top(face_of(game.top, game.side))
        colour = game.colour or colour_word(declared)
        shown = f" · {_(words.colour)} {colour_shown(colour)}" if colour else ""
        back = ""
        if game.draw_back:  # UNO FLIP!: the draw pile's top shows its other face to all
            back = " " + _("(its top shows {card})").format(
                card=card_label(game.draw_back, game.rules, fit=False)
            )
        top = card_label(game.top, game.rules, fit=False, side=game.side)
        # One fact a line, short enough for half of 80 columns (never wrapped mid-fact).
        lines = [_("Top card: {card}").format(card=top) + shown]
        if game.backs:  # UNO FLIP!
            lines.append(_("Dark side in play") if game.side == "dark" else _("Light side in play"))
        lines.append(_("Draw pile: {n}").format(n=game.draw_pile_size) + back)
        direction = _("play goes {direction}").format(direction=_(direction_text(game.direction)))
        lines.append(_("Round {number}").format(number=game.round_number) + f" · {direction}")
        piles = "\n".join(lines)
        self.query_one("#handoff-piles", Static).update(piles)
        self.query_one(BigPiles).show(game)
        self.query_one(EventLog).show(self.uno.entries, list(game.players), None, limit=30)
        self.show_race(game)
        state = (
            *(action_available(self.uno, a, [], game) for a in ("jump_in", "doubt")),
            out,
            game.phase,
            tuple(game.catchable),
        )
        self.offered = state

    def key_label(self, binding: Binding, description: str) -> str:
        """z names whose play it takes back: not the player the hand-off names."""
        seat = self.uno.may_take_back() if binding.action == "take_back" else None
        if seat is None:
            return description
        name = self.uno.view(None).players[seat]
        return _("{player}: take back").format(player=name)

    def not_possible(self, action: str, name: str, key: str) -> str:
        """z after a play the engine will not take back says the engine's reason (where
        the rules allow taking back at all: else the key bar's own sentence)."""
        why = self.uno.take_back_refused() if action == "take_back" else None
        if why is None or never_allowed(action, self.screen_view()):
            return super().not_possible(action, name, key)
        # (Two sentences: the engine's reason has colons of its own.)
        not_now = _("{action} ({key}) is not possible now.").format(action=name, key=key)
        return f"{not_now} {sentence(why)}"

    def action_take_back(self) -> None:
        """The player who just played takes it back (offered only where the engine
        would take it back)."""
        seat = self.uno.may_take_back()
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
            return self.uno.may_take_back() is not None
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
