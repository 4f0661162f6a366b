"""The table: one player's own view (their hand, the piles, the others, the log)."""

from __future__ import annotations

from typing import TypeVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.reactive import var
from textual.widgets import Static
from textual.worker import get_current_worker

from uno_tui.engine import Game, Phase
from uno_tui.engine.views import SeatView

from .. import moves as mv
from ..cards import FACE_DOWN, card_label, colour_word
from ..messages import MoveRequested
from ..togen import DECLARED_WORDS, declared_kind, declared_text, row_text
from ..vocab import label, words_for
from ..widgets.button_row import ButtonRow
from ..widgets.card import key_for
from ..widgets.clock import ClockView, keeps_time
from ..widgets.event_log import EventLog
from ..widgets.hand import HandView
from ..widgets.key_bar import KeyBar
from ..widgets.table_info import PilesView, seat_order
from ..widgets.table_seats import TableSeats
from ..widgets.text_line import TextLine
from .base import UnoModal, UnoScreen
from .challenge import ChallengeModal
from .choice import ChoiceModal
from .colour import ColourModal
from .drawn import PlayOrKeepModal
from .gamble import NO_ACTION, GambleModal
from .race_keys import RACE_BINDINGS, RaceKeys, action_available, catch_offered
from .seat_picker import NOBODY, SeatPicker
from .table_status import StatusLine

# Phases that ask the player due a question in a modal (prompt_if_needed).
QUESTION_PHASES = (Phase.DRAWN, Phase.CHALLENGE, Phase.COLOUR, Phase.CHANGE, Phase.CHOOSE)

LOOK = "looks at your hand (⏎ asks again)"  # Esc on a question of the phase

T = TypeVar("T")


def wide(modal: ChoiceModal) -> ChoiceModal:
    """The Tōgen lists: long answers, one line each at 80 columns."""
    modal.add_class("-long")
    return modal


class TableScreen(RaceKeys, StatusLine, UnoScreen):
    """Shows `seat`'s hand. Only ever pushed after that seat confirmed the hand-off."""

    CSS_PATH = "table.tcss"
    # Quit first: at 80 columns the footer is cut on the right, never the way out.
    BINDINGS = [
        Binding("q", "app.request_quit", "Quit"),
        Binding("left", "step(-1)", "Pick", key_display="←→"),
        Binding("right", "step(1)", "Pick", show=False),
        *[Binding(key_for(i), f"pick({i})", show=False) for i in range(10)],
        Binding("enter", "play", "Play", key_display="⏎"),
        Binding("space", "mark", "Mark (multi-play)", key_display="space"),
        Binding("d", "draw", "Draw"),
        Binding("k", "keep", "Keep"),
        Binding("x", "challenge", "Challenge"),
        Binding("a", "accept", "Accept"),
        Binding("f", "facedown", "Face down"),
        Binding("p", "pass", "Pass"),
        Binding("u", "uno", "UNO!"),
        Binding("u", "page_one", "Page One!"),
        Binding("t", "stop", "Stop!"),
        *RACE_BINDINGS,
    ]
    private = True  # a hand is on screen: race pickers hide it
    NOTICE_BEFORE = "#hand"
    RACE_AFTER = "#table-top"

    # The selection: a key changes one of these and its watcher redraws what it shows.
    # (A new view sets them with `set_reactive`: refresh_view draws everything then.)
    selected: var[int] = var(0)
    marked: var[tuple[int, ...]] = var(())  # cards marked for a multi-play, in order
    armed: var[str | None] = var(None)  # the call said before playing (UNO!, Page One!, Stop!)
    # What the bindings depend on (phase, turn, kinds of moves, catchable seats): the key
    # bar is worked out again only when it changes, not on every view (an arrow key).
    offered: var[tuple | None] = var(None, bindings=True)

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.prompting = False
        self.clicked: int | None = None
        self.seat_view: SeatView | None = None  # what this seat may know, as last shown
        self.shown_hand: list[str] = []  # the hand and the moves on screen (from seat_view)
        self.shown_legal: list[str] = []
        self.shown_playable: set[str] = set()  # the cards that start one of those moves

    def compose_body(self) -> ComposeResult:
        # The widgets a view or a key updates are kept: no query on every key.
        self.title_line = Static(id="table-title")
        self.piles = PilesView(id="piles")
        self.seats = TableSeats(id="seats")
        self.log_view = EventLog(id="log")
        self.status_line = TextLine(id="status")
        self.hand_view = HandView(id="hand")
        yield self.title_line
        with Horizontal(id="table-top"):
            yield self.piles
            yield self.seats
            yield self.log_view
        rules = self.game.rules
        if keeps_time(rules):  # H-timer (a widget costs on every key)
            yield ClockView(id="clock")
        yield self.status_line
        yield self.hand_view
        words = words_for(self.uno.rules or self.game.rules)
        calls = [(f"{label(words.first)} u", "call-first")]
        if words.second:
            calls.append((f"{label(words.second)} t", "call-second"))
        self.buttons = ButtonRow(
            [
                ("Play ⏎", "play"),
                ("Draw d", "draw"),
                ("Pass p", "pass"),
                *calls,
                ("Catch c", "catch"),
                ("Scores s", "scores"),
                ("Help ?", "help"),
            ],
            id="actions",
        )
        yield self.buttons
        yield KeyBar()

    def shown(self) -> None:
        """A fresh turn for this seat: forget the last turn's selection."""
        self.clicked, self.prompting = None, False
        self.set_reactive(TableScreen.marked, ())
        self.set_reactive(TableScreen.armed, None)
        self.set_reactive(TableScreen.selected, self.first_playable(0) if self.ready else 0)
        super().shown()
        if self.ready:
            self.call_after_refresh(self.prompt_if_needed)

    def keep_selection_playable(self) -> None:
        """The same seat goes on (plays again, takes a stack and plays): if the selected
        card cannot be played now, start again on the first playable one."""
        hand = self.hand
        if self.marked or not hand:
            return
        playable = mv.playable_cards(self.legal)
        if self.selected >= len(hand) or hand[self.selected].upper() not in playable:
            self.set_reactive(TableScreen.selected, self.first_playable(self.selected))

    def first_playable(self, default: int) -> int:
        """The first playable card, to start on, so Enter does something sensible."""
        playable = mv.playable_cards(self.legal) if self.game.rules.hints else set()
        return next((i for i, c in enumerate(self.hand) if c.upper() in playable), default)

    # ---- view -------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.uno.current_game

    @property
    def legal(self) -> list[str]:
        return self.game.legal_moves(by=self.seat)

    @property
    def hand(self) -> list[str]:
        return self.game.hand(self.seat)

    def refresh_view(self) -> None:
        # The hand, the moves and the seats come from this seat's view: what it may know.
        view = self.seat_view = self.uno.view(self.seat)
        hand, legal = list(view.hand or ()), list[str](view.legal_moves)
        selected = min(self.selected, max(0, len(hand) - 1))
        if view.phase == Phase.DRAWN:
            drawn = [c for c in map(mv.play_cards, legal) if c]
            if drawn and drawn[0][0] in hand:
                selected = len(hand) - 1 - hand[::-1].index(drawn[0][0])
        # Set without the watchers (a shown turn and the new game state, not a key):
        # everything is drawn below.
        self.set_reactive(TableScreen.selected, selected)
        self.set_reactive(TableScreen.marked, tuple(i for i in self.marked if i < len(hand)))
        hand = self.seen(hand)
        name = view.players[self.seat]
        title = Text()
        title.append(f" Round {view.round_number} ", style="bold reverse")
        title.append(f"  {name}'s hand", style="bold")
        title.append(f"   ·   order: {seat_order(view)}")
        self.title_line.update(title)
        self.piles.show(view)
        self.seats.show(view, self.seat, self.uno.computers)
        self.log_view.show(self.uno.entries, list(view.players), self.seat)
        self.show_race(view)
        self.shown_hand, self.shown_legal = hand, legal
        self.shown_playable = mv.playable_cards(legal)
        self.show_hand()
        self.buttons.set_shown("pass", "pass" in legal)  # H-hand-limit
        self.buttons.set_shown("catch", catch_offered(view))
        self.show_status()
        kinds = tuple(sorted({m.split()[0] for m in legal}))
        self.offered = (view.phase, view.turn, kinds, view.catchable)

    def show_hand(self) -> None:
        """The hand last shown, with the selection and the marks."""
        hints = self.game.rules.hints  # H-hints off: no ✓ marks, no dimming
        playable = self.shown_playable if hints else set()
        self.hand_view.update_hand(
            self.shown_hand, playable, self.selected, list(self.marked), dim_unplayable=hints
        )

    def show_status(self) -> None:
        self.status_line.show(self.status_text())

    # Only the selection changed (a key), not the game: redraw what it shows from the
    # view last shown, nothing else.

    def watch_selected(self, index: int) -> None:
        self.hand_view.select(index)  # the card it leaves and the card it moves to
        self.show_status()

    def watch_marked(self) -> None:
        self.show_hand()
        self.show_status()

    def watch_armed(self) -> None:
        self.show_status()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # The moves from the seat's view, built once per game state: not asked of the
        # engine again for every binding.
        moves = self.uno.view(self.seat).legal_moves
        return super().check_action(action, parameters) and action_available(
            self.uno, action, moves
        )

    # ---- prompts ----------------------------------------------------------

    def prompt_if_needed(self) -> None:
        """Open the question the phase asks (once); Esc closes it, ⏎ reopens it."""
        game = self.game
        if self.prompting or game.turn != self.seat or not self.is_current:
            return
        if game.phase in QUESTION_PHASES:
            self.prompting = True  # until the worker has asked (it may start later)
            self.answer_phase()

    @work(exclusive=True, group="question")
    async def answer_phase(self) -> None:
        """The phase's question, on this seat's own screen, and the move it answers with."""
        try:
            game, legal = self.game, self.legal
            if game.phase == Phase.DRAWN:
                cards = [c for c in map(mv.play_cards, legal) if c]
                if cards:
                    blind = game.rules.blind_draw  # H-blind-draw: the card is not named
                    options = mv.play_options(legal, cards[0])
                    call = next((o.call for o in options if o.call), None)
                    drawn = PlayOrKeepModal(cards[0][0], "keep" in legal, blind, call)
                    choice = await self.ask(drawn)
                    if choice == "keep":
                        self.send("keep")
                    elif choice in ("play", "call"):
                        if choice == "call":
                            self.armed = call
                        await self.build_play([self.hand[self.selected]])
            elif game.phase == Phase.CHALLENGE:
                bluffer = self.uno.last_player_of("W+4")
                name = game.players[bluffer] if bluffer is not None else "The previous player"
                challenge = ChallengeModal(
                    game.players[self.seat], name, game.pending_draw, game.rules
                )
                self.send_answer(await self.ask(challenge))
            elif game.phase == Phase.COLOUR:
                colours = [m.split()[1] for m in legal if m.startswith("colour ")]
                colours = [mv.COLOUR_TOKENS.get(c.lower(), c.lower()) for c in colours]
                colour = await self.ask(ColourModal(colours, self.colour_question()))
                self.send_answer(colour and f"colour {colour}")
            elif game.phase == Phase.CHANGE:
                self.send_answer(await self.ask(self.change_question(legal)))
            elif game.phase == Phase.CHOOSE:
                self.send_answer(await self.ask(self.choose_question(legal)))
        finally:
            self.done_asking()

    async def ask(self, modal: UnoModal[T]) -> T | None:
        """Show `modal` over this table and wait for its answer (None: closed with Esc)."""
        self.prompting = True
        try:
            return await self.app.push_screen_wait(modal)
        finally:
            self.done_asking()

    def done_asking(self) -> None:
        """The question is over, unless a newer one took its place (this worker was
        cancelled for it): that one's flag stays."""
        if not get_current_worker().is_cancelled:
            self.prompting = False

    def send_answer(self, move: str | None) -> None:
        if move:
            self.send(move)

    def change_question(self, legal: list[str]) -> ChoiceModal:
        """The target of a Change (or the Change player, after a Counter) answers it."""
        view = self.uno.view(self.seat)
        rules = view.rules
        names = view.players
        aimer = names[view.change_from] if view.change_from is not None else "Someone"
        counters = [m for m in legal if m.startswith("play ")]
        word = words_for(rules).colour
        choices = []
        title = f"{aimer} aims a Change at you"
        if "accept" in legal:  # the Change came back to its player
            title = f"{aimer} sends your Change back"
            prompt = (
                f"{aimer} countered your Change. Accept: your whole hand goes under the draw "
                f"pile and you draw as many new cards; {aimer} chooses the {word}."
            )
            choices.append(("accept", "Accept: your hand is redrawn"))
        else:
            prompt = (
                f"Choosing the {word} accepts it: your whole hand goes under the draw pile, "
                f"you draw as many new cards, then that {word} is set."
            )
            for move in legal:
                if move.startswith("colour "):
                    colour = colour_word(move.split()[1])
                    choices.append((move, f"Accept, {colour}: your hand is redrawn"))
        if counters:
            prompt += f" A Counter sends the Change back to {aimer}."
        for move in counters:
            option = mv.play_options([move], mv.play_cards(move))[0]
            cards = " + ".join(card_label(c, rules, fit=False) for c in mv.play_cards(move))
            if option.declared:
                cards += f" as {card_label(option.declared, rules, fit=False)}"
            choices.append((move, f"Counter with {cards}: it goes back to {aimer}"))
        return wide(ChoiceModal(title, choices, prompt=prompt, cancel=LOOK))

    def choose_question(self, legal: list[str]) -> ChoiceModal:
        """T2: Hit+? turned up a Gamble; its player picks the row of the table it acts as."""
        total = next((e.count for _, e in reversed(self.uno.entries) if e.kind == "turn-up"), 0)
        rows = [m.split()[1] for m in legal if m.startswith("choose ")]
        choices = [(f"choose {row}", row_text(row)) for row in rows]
        prompt = f"The total so far is {total}. Pick the row of the Hit+? table it acts as."
        return wide(ChoiceModal("Hit+? turned up a Gamble", choices, prompt=prompt, cancel=LOOK))

    # ---- moves ------------------------------------------------------------

    def send(self, move: str) -> None:
        self.post_message(MoveRequested(move, by=self.seat))

    @work(exclusive=True, group="question")
    async def play_cards(self, cards: list[str]) -> None:
        await self.build_play(cards)

    async def build_play(self, cards: list[str]) -> None:
        """Build the exact move for `cards` from the legal ones, asking in turn what a
        Gamble acts as, the colour, a tgus-3 Gamble's action and the target player.
        Esc at any question drops the play."""
        rules = self.uno.rules or self.game.rules
        options = mv.prefer_call(mv.play_options(self.legal, cards), self.armed)
        if not options:
            attempt = "play " + " ".join(cards)
            if any(c.upper().startswith("W") for c in cards):
                attempt += f" {self.game.colour or 'red'}"
            self.send(attempt)  # the engine says why not (or applies a misplay penalty)
            return
        kinds = list(dict.fromkeys(declared_kind(d) for d in mv.declared_of(options) if d))
        kind = kinds[0] if kinds else None
        if len(kinds) > 1:  # a Tōgen Gamble: the card it acts as
            choices = [(k, declared_text(k, rules)) for k in kinds]
            kind = await self.ask(wide(ChoiceModal("Gamble: which card does it act as?", choices)))
            if kind is None:
                return
            options = [o for o in options if o.declared and declared_kind(o.declared) == kind]
        colours = mv.colours_of(options)
        if len(colours) > 1:
            colour = await self.ask(ColourModal(colours, self.colour_title(cards, kind)))
            if colour is None:
                return
            options = [o for o in options if o.colour in (None, colour)]
        actions = mv.actions_of(options)
        if len(actions) > 1:
            action = await self.ask(GambleModal([a or NO_ACTION for a in actions]))
            if action is None:
                return
            options = [o for o in options if o.action == (None if action == NO_ACTION else action)]
        targets = mv.targets_of(options)
        if len(targets) > 1:
            seat = await self.ask(self.target_question(cards, kind, targets))
            if seat is None:
                return
            options = [o for o in options if o.target == (None if seat == NOBODY else seat)]
        self.marked, self.armed = (), None
        self.send(options[0].move)

    def colour_title(self, cards: list[str], kind: str | None) -> str:
        word = words_for(self.uno.rules or self.game.rules).colour
        if kind is not None:
            return f"Gamble as {DECLARED_WORDS.get(kind, (kind,))[0]}: choose its {word}"
        if cards[0].lower() == "w-replace":
            return f"Replace: choose the {word} (then whom to swap hands with)"
        return f"Choose a {word}"

    def target_question(
        self, cards: list[str], kind: str | None, targets: list[int | None]
    ) -> SeatPicker:
        """Whom to swap hands with (7-0, Swap, Replace) or aim a Change at."""
        view = self.uno.view(self.seat)
        what = (kind or cards[0]).lower()
        togen = what in ("w-change", "w-replace")
        choices = []
        for t in targets:
            if t is None:
                choices.append((NOBODY, "nobody (no swap)"))
            else:  # a Change or Replace is aimed by hand size: say it
                size = f" ({view.hand_sizes[t]} cards)" if togen else ""
                choices.append((t, view.players[t] + size))
        if what == "w-change":
            return SeatPicker(
                "Aim the Change at whom?",
                choices,
                prompt="They put their whole hand under the draw pile, draw as many new "
                "cards and choose the colour, unless they Counter.",
            )
        return SeatPicker("Swap hands with whom?", choices)

    # ---- actions ----------------------------------------------------------

    def action_step(self, delta: int) -> None:
        if self.shown_hand:
            self.selected = (self.selected + delta) % len(self.shown_hand)

    def action_pick(self, index: int) -> None:
        if index < len(self.shown_hand):
            self.selected = index

    def seen(self, hand: list[str]) -> list[str]:
        """The hand as its owner sees it: a blind draw stays face down until played or kept."""
        game = self.game
        if game.rules.blind_draw and game.phase == Phase.DRAWN and game.turn == self.seat:
            return [*hand[:-1], FACE_DOWN]  # the drawn card is the last one (H-blind-draw)
        return hand

    def action_mark(self) -> None:
        index, marked = self.selected, self.marked
        if index in marked:
            self.marked = tuple(i for i in marked if i != index)
        else:
            self.marked = (*marked, index)

    def action_play(self) -> None:
        if self.prompting:
            return  # a question is on its way (or open): this Enter is not a play
        game = self.game
        if game.turn == self.seat and game.phase in QUESTION_PHASES[1:]:
            self.prompt_if_needed()
            return
        hand = self.hand
        legal = self.legal
        if not hand:
            return
        # Nothing playable: Enter does the one thing left, unless hints are off (H-hints:
        # then Enter tries the selected card, and the table learns nothing from it).
        if game.rules.hints and not mv.playable_cards(legal) and game.turn == self.seat:
            if "draw" in legal or "pass" in legal:
                self.send("draw" if "draw" in legal else "pass")
                return
            if "accept" in legal and game.phase in (Phase.STACK, Phase.SKIPPED):
                self.send("accept")  # nothing answers the pending draw or Skip: take it
                return
        cards = [hand[i] for i in self.marked] or [hand[self.selected]]
        self.play_cards(cards)

    def action_draw(self) -> None:
        legal = self.legal
        self.send("accept" if "draw" not in legal and "accept" in legal else "draw")

    def action_keep(self) -> None:
        self.send("keep")

    def action_pass(self) -> None:
        self.send("pass")

    def action_challenge(self) -> None:
        self.send("challenge")

    def action_accept(self) -> None:
        self.send("accept")

    def action_facedown(self) -> None:
        if self.hand:
            self.send(f"facedown {self.hand[self.selected]}")

    def action_uno(self) -> None:
        self.call(words_for(self.uno.rules or self.game.rules).first)

    def action_page_one(self) -> None:
        self.call("pageone")

    def action_stop(self) -> None:
        self.call("stop")

    def call(self, word: str) -> None:
        """Say `word` now, or arm it for the next play, or late for a catchable seat."""
        legal = self.legal
        game = self.game
        if word in legal and self.seat not in game.catchable:
            self.send(word)
        elif word in mv.calls_in(legal):
            self.armed = None if self.armed == word else word
        elif game.catchable:
            self.late_call(self.seat if self.seat in game.catchable else None)
        else:
            self.send(word)

    def on_hand_view_clicked(self, event: HandView.Clicked) -> None:
        """The first click selects a card, a second click on it plays it."""
        event.stop()
        if event.index == self.selected and self.clicked == event.index:
            self.clicked = None
            self.action_play()
        else:
            self.clicked = event.index
            self.action_pick(event.index)

    async def on_button_row_pressed(self, event: ButtonRow.Pressed) -> None:
        event.stop()
        name = event.name
        if name in ("scores", "help"):
            await self.app.run_action(f"app.{name}")
        elif name in ("play", "draw", "pass", "catch"):
            getattr(self, f"action_{name}")()
        elif name.startswith("call-"):
            words = words_for(self.uno.rules or self.game.rules)
            self.call(words.first if name == "call-first" else (words.second or words.first))
