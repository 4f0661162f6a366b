"""The table: one player's own view (their hand, the piles, the others, the log)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import var
from textual.widgets import Static

from uno_tui.engine import LegalMove, Phase, Reason
from uno_tui.engine.moves import CALLS
from uno_tui.engine.ruleset import MULTI_WORDS
from uno_tui.engine.views import SeatView
from uno_tui.language import N_, _, listed, ngettext

from ..cards import FACE_DOWN
from ..hand_order import ORDERS, moved_marks, ordered
from ..lessons import lesson_now
from ..messages import CoachWanted, MoveRequested
from ..vocab import label, words_for
from ..widgets.button_row import ButtonRow
from ..widgets.card import CARD_HEIGHT, key_for
from ..widgets.clock import ClockView, keeps_time
from ..widgets.event_log import EventLog
from ..widgets.hand import HandView
from ..widgets.key_bar import KeyBar
from ..widgets.piles import BigPiles
from ..widgets.table_info import seat_order
from ..widgets.table_seats import TableSeats
from ..widgets.text_line import TextLine
from .base import UnoModal, UnoScreen
from .race_keys import RACE_BINDINGS, RaceKeys, action_available, catch_offered
from .table_questions import QUESTION_PHASES, TableQuestions, calls_in, playable_cards
from .table_status import StatusLine

ORDER_WORDS = {"colour": N_("by colour"), "number": N_("by number"), "dealt": N_("as dealt")}

LOG_IN_SIGHT = 2
"""The log's rows kept in sight above a docked question's band, where the table's top
has them: its newest lines (TableScreen.fit_top)."""

CARD_HEIGHTS = ((48, 7), (40, 5))
"""From so many rows the hand's cards are drawn so many lines tall (a family round a big
screen): blank lines above and below the label; on the biggest, a card's shape."""

SEEN = 0.6
"""Seconds a position new to its player (brought by another seat's move, a computer's, or
shown by the hand-off just confirmed) is on screen before Enter, d or a click on a card
act on it and the question it asks opens: a key typed for the screen before (an OK, a
hand-off that did not come, the second Enter of a double tap on the hand-off) must not
play or draw on a table its player has not seen yet (TableScreen.not_seen_yet)."""
NOTHING = "nothing"  # what Enter does where it may answer nothing (no move of that name)


def spare_the_wild(hand: list[str], selected: int, legal: Sequence[LegalMove]) -> int:
    """Where the selection starts a turn: not on a wild (a play that names a colour)
    while another card fits, or Enter would spend it (a learner's next Enter): on the
    nearest card that fits without naming a colour. Else where it was."""
    plain = {m.move.cards[0].upper() for m in legal if m.move.kind == "play" and m.move.cards}
    plain -= {m.move.cards[0].upper() for m in legal if m.move.kind == "play" and m.move.colour}
    if hand[selected].upper() in plain or hand[selected].upper() not in playable_cards(legal):
        return selected
    fitting = [i for i, card in enumerate(hand) if card.upper() in plain]
    return min(fitting, key=lambda i: abs(i - selected), default=selected)


class TableScreen(RaceKeys, StatusLine, TableQuestions, UnoScreen):
    """Shows `seat`'s hand. Only ever pushed after that seat confirmed the hand-off."""

    CSS_PATH = "table.tcss"
    # Quit first; Help and Scores are on the button row above, not on the key bar, so
    # that every shown key fits at 80 columns.
    BINDINGS = [
        Binding("q", "app.request_quit", N_("Quit")),
        Binding("question_mark,f1", "app.help", N_("Help"), key_display="?", show=False),
        Binding("s", "app.scores", N_("Scores"), show=False),
        Binding("left", "step(-1)", N_("Pick"), key_display="←→"),
        Binding("right", "step(1)", N_("Pick"), show=False),
        *[Binding(key_for(i), f"pick({i})", show=False) for i in range(10)],
        Binding("home", "step_to(0)", show=False),  # (a long hand: help lists them)
        Binding("end", "step_to(-1)", show=False),
        Binding("enter", "play", N_("Play"), key_display="⏎"),
        Binding("space", "mark", N_("Mark"), key_display="space"),  # multi-play
        Binding("d", "draw", N_("Draw")),
        Binding("k", "keep", N_("Keep")),
        Binding("x", "challenge", N_("Challenge")),
        Binding("a", "accept", N_("Accept")),
        Binding("f", "facedown", N_("Face down")),
        Binding("p", "pass", N_("Pass")),
        Binding("u", "uno", N_("UNO!")),
        Binding("u", "page_one", N_("Page One!")),
        Binding("t", "stop", N_("Stop!")),
        *RACE_BINDINGS,
        Binding("o", "sort", N_("Sort")),
        Binding("h", "coach", N_("Coach")),
    ]
    private = True  # a hand is on screen: race pickers hide it
    NOTICE_BEFORE = "#hand"
    RACE_AFTER = "#table-top"

    # The selection: a key changes one of these and its watcher redraws what it shows.
    # (A new view sets them with `set_reactive`: refresh_view draws everything then.)
    selected: var[int] = var(0)
    marked: var[tuple[int, ...]] = var(())  # cards marked for a multi-play, in order
    armed: var[str | None] = var(None)  # the call said before playing (UNO!, Page One!, Stop!)
    # Whether the player picked the selected card (a key, an arrow, a click) in the position
    # on screen: when nothing fits, Enter then tries that card (and is refused) instead of
    # drawing (fallback).
    picked: var[bool] = var(False)
    # What the bindings depend on (phase, turn, kinds of moves, catchable seats): the key
    # bar is worked out again only when it changes, not on every view (an arrow key).
    offered: var[tuple | None] = var(None, bindings=True)
    order: var[str] = var(ORDERS[0])  # how the hand is shown (hand_order.ORDERS)

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.prompting = False
        self.asking = False
        self.seat_view: SeatView | None = None  # what this seat may know, as last shown
        self.shown_hand: list[str] = []  # the hand and the moves on screen (from seat_view)
        self.shown_legal: tuple[LegalMove, ...] = ()
        self.shown_playable: set[str] = set()  # the cards that start one of those moves
        self.band_by: UnoModal[Any] | None = None  # the question docked over the log
        # The position is new to this seat and not seen yet (not_seen_yet); `sight`
        # counts those positions, so an older timer is ignored.
        self.unseen = False
        self.sight = 0
        self.look_first = False  # shown next after a hand-off: not seen yet (handed_over)
        self.keep_on: tuple[str, ...] = ()  # cards the selection stays on (taken_back)

    def compose_body(self) -> ComposeResult:
        # The widgets a view or a key updates are kept: no query on every key.
        self.title_line = Static(id="table-title")
        self.piles = BigPiles(id="piles")
        self.seats = TableSeats(id="seats")
        self.log_view = EventLog(id="log")
        self.status_line = TextLine(id="status")
        self.hand_view = HandView(id="hand")
        yield self.title_line
        with Horizontal(id="table-top"):
            yield self.piles
            self.side_column = Vertical(id="table-side")
            with self.side_column:
                yield self.seats
                yield self.log_view
        rules = self.view.rules
        # H-timer (a widget costs on every key); a question docks above it (`docked`).
        self.clock_view = ClockView(id="clock") if keeps_time(rules) else None
        if self.clock_view is not None:
            yield self.clock_view
        yield self.status_line
        yield self.hand_view
        words = words_for(self.uno.rules or rules)
        calls = [(f"{_(label(words.first))} u", "call-first")]
        if words.second:
            calls.append((f"{_(label(words.second))} t", "call-second"))
        self.buttons = ButtonRow(
            [
                (_("Play") + " ⏎", "play"),
                (_("Draw") + " d", "draw"),
                (_("Pass") + " p", "pass"),
                (_("Challenge") + " x", "challenge"),
                *calls,
                (_("Catch") + " c", "catch"),
                (_("Scores") + " s", "scores"),
                (_("Help") + " ?", "help"),
            ],
            id="actions",
        )
        yield self.buttons
        yield KeyBar()

    def docked_band(self, modal: UnoModal[Any], top: int | None) -> None:
        """The log's newest lines end above a docked question's band: they may be what
        it asks about (the Wild Draw Four challenged). (A question gone after the next
        one came no longer speaks for the band.)"""
        if top is None and modal is not self.band_by:
            return
        self.band_by = modal if top is not None else None
        self.log_view.band_top = top
        self.fit_top(top)

    def on_resize(self) -> None:
        """(The base class's handler runs too: Textual calls each class's own.)"""
        rows = self.size.height
        height = next((h for least, h in CARD_HEIGHTS if rows >= least), CARD_HEIGHT)
        self.hand_view.set_card_height(height)
        if self.seat_view is not None:  # the order of play: as many names as now fit
            self.show_title(self.seat_view)

    def show_title(self, view: SeatView) -> None:
        """The round, whose hand this is, and the order of play, cut to the width."""
        title = Text()
        title.append(
            " " + _("Round {number}").format(number=view.round_number) + " ", "bold reverse"
        )
        name = view.players[self.seat]
        title.append("  " + _("{player}'s hand").format(player=name), style="bold")
        order = "   ·   " + _("order: {seats}")
        room = self.app.size.width - 1 - title.cell_len - cell_len(order.format(seats=""))
        title.append(order.format(seats=seat_order(view, room)))
        self.title_line.update(title)

    def fit_top(self, top: int | None) -> None:
        """Above a band that begins at screen row `top` (None: no band) the log keeps
        LOG_IN_SIGHT rows where it can: when the seats box above it would leave it
        fewer (a short terminal, 60x20), the table's top shows the log alone, at its
        full width, while the band is there (the piles and the seats, mostly under the
        band then, give way)."""
        crowded = False
        if top is not None:
            column, seats = self.side_column.region, self.seats
            usual = seats.styles.max_height  # the stylesheet's: a share of the column
            most = int(usual.resolve(column.size, self.app.size)) if usual else column.height
            needed = min(most, seats.virtual_size.height + seats.styles.gutter.height)
            crowded = top - column.y - needed < LOG_IN_SIGHT
        self.set_class(crowded, "-log-only")

    def shown(self) -> None:
        """A fresh turn for this seat: forget the last turn's selection (after a play
        taken back, the selection stays on its card: taken_back)."""
        self.prompting, self.unseen = False, False
        self.sight += 1
        self.set_reactive(TableScreen.marked, ())
        self.set_reactive(TableScreen.picked, False)
        self.set_reactive(TableScreen.armed, None)
        start = self.first_playable(0) if self.ready else 0
        if self.ready and self.keep_on:
            hand = self.seen(self.hand)
            start = next((hand.index(c) for c in self.keep_on if c in hand), start)
        self.keep_on = ()
        self.set_reactive(TableScreen.selected, start)
        super().shown()
        if self.ready:
            if self.look_first:  # (not before the table is mounted: on_mount shows it again)
                self.look_first = False
                self.not_seen_yet()
            self.call_after_refresh(self.prompt_if_needed)

    def handed_over(self) -> None:
        """The hand-off to this seat was just confirmed, or a new round dealt: the table
        it shows is not seen yet (not_seen_yet), so the second Enter of a double tap
        (on the hand-off, on the round's end) makes no move."""
        self.look_first = True

    def taken_back(self, cards: Sequence[str]) -> None:
        """This seat took back its play of `cards` (undo) and its table is shown again
        (not since the play): the selection stays on the card it was on, or else goes
        to the card taken back, rather than to the first playable one."""
        hand, index = self.shown_hand, self.selected
        self.keep_on = (*hand[index : index + 1], *cards)

    def not_seen_yet(self) -> None:
        """The position on screen is new to its player: another seat's move (a
        computer's, a jump-in) changed it while this table stayed up, or the hand-off
        was just confirmed. Until it has been drawn and on screen for SEEN seconds,
        Enter, d and a click on a card make no move (a key typed ahead lands here, not
        on the screen it was meant for: `held`) and the phase's question waits."""
        self.sight += 1
        self.unseen = True
        sight = self.sight
        self.call_after_refresh(lambda: self.set_timer(SEEN, lambda: self.now_seen(sight)))

    def now_seen(self, sight: int) -> None:
        if sight == self.sight and self.unseen:
            self.unseen = False
            self.prompt_if_needed()

    def keep_selection_playable(self) -> None:
        """The same seat goes on (plays again, takes a stack and plays): if the selected
        card cannot be played now, start again on the first playable one."""
        hand = self.hand
        if self.marked or not hand:
            return
        playable = playable_cards(self.legal)
        if self.selected >= len(hand) or hand[self.selected].upper() not in playable:
            self.set_reactive(TableScreen.selected, self.first_playable(self.selected))

    def first_playable(self, default: int) -> int:
        """The first playable card, to start on, so Enter does something sensible."""
        playable = playable_cards(self.legal) if self.view.rules.hints else set()
        return next((i for i, c in enumerate(self.hand) if c.upper() in playable), default)

    # ---- view -------------------------------------------------------------

    @property
    def hand(self) -> list[str]:
        """The hand in the order it is shown (`order`): selections index this list."""
        return self.in_order(list(self.view.hand or ()))

    def in_order(self, hand: list[str]) -> list[str]:
        return ordered(hand, self.order, keep_last=self.blind_drawn(), side=self.view.side)

    def blind_drawn(self) -> bool:
        """Whether the last card was just drawn face down (H-blind-draw): it stays last."""
        decision = self.view.decision
        return decision.reason == Reason.DREW and decision.seat == self.seat and not decision.card

    def refresh_view(self) -> None:
        # The hand, the moves and the seats come from this seat's view: what it may know.
        view = self.uno.view(self.seat)
        if view is not self.seat_view:  # a new position: no card picked in it yet
            self.set_reactive(TableScreen.picked, False)
        self.seat_view = view
        hand, legal = self.in_order(list(view.hand or ())), view.legal_moves
        selected = min(self.selected, max(0, len(hand) - 1))
        decision = view.decision
        if decision.reason == Reason.DREW and hand and playable_cards(legal):
            # The drawn card (the last one in the hand: face down under H-blind-draw).
            card = decision.card
            selected = len(hand) - 1 - hand[::-1].index(card) if card in hand else len(hand) - 1
        elif not self.picked and view.rules.hints and view.turn == self.seat and hand:
            selected = spare_the_wild(hand, selected, legal)
        # Set without the watchers (a shown turn and the new game state, not a key):
        # everything is drawn below.
        self.set_reactive(TableScreen.selected, selected)
        hand = self.seen(hand)
        # Each mark stays on its card; a marked card played (or gone) loses it.
        self.set_reactive(TableScreen.marked, moved_marks(self.shown_hand, self.marked, hand))
        self.show_title(view)
        self.piles.show(view)
        self.seats.show(view, self.seat, self.uno.computers)
        self.log_view.show(self.uno.entries, list(view.players), self.seat)
        self.show_race(view)
        self.shown_hand, self.shown_legal = hand, legal
        self.shown_playable = playable_cards(legal)
        if self.uno.learn:  # a first game: ✓ says "fits", and a bluff does not (it may be played)
            self.shown_playable -= set(view.bluffs)
        self.show_hand()
        self.buttons.set_shown("pass", "pass" in legal)  # H-hand-limit
        for name in ("play", "draw"):  # (out of the round: the others play on)
            self.buttons.set_shown(name, view.in_round[self.seat])
        # A Wild Draw Four that may be challenged (under stacking the table itself asks).
        self.buttons.set_shown("challenge", "challenge" in legal)
        self.buttons.set_shown("catch", catch_offered(view))
        self.show_status()
        kinds = tuple(sorted({m.move.kind for m in legal}))
        self.offered = (view.phase, view.turn, kinds, view.catchable)
        if self.uno.learn:  # a first game: what the learner can do now, on this seat's table
            lesson = self.uno.lesson = lesson_now(view, self.uno.taught, self.uno.lesson)
            if lesson is not None:  # (said again if the table is shown again)
                self.tell(lesson.text)

    def show_hand(self) -> None:
        """The hand last shown, with the selection and the marks."""
        hints = self.view.rules.hints  # H-hints off: no ✓ marks, no dimming
        playable = self.shown_playable if hints else set()
        self.hand_view.update_hand(
            self.shown_hand,
            playable,
            self.selected,
            list(self.marked),
            dim_unplayable=hints,
            side=self.view.side,
            bluffs=frozenset(self.view.bluffs),
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

    def watch_picked(self) -> None:
        self.show_status()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # The moves from the seat's view, built once per game state: not asked of the
        # engine again for every binding.
        view = self.uno.view(self.seat)
        return super().check_action(action, parameters) and action_available(
            self.uno, action, view.legal_moves, view
        )

    # ---- moves ------------------------------------------------------------

    def send(self, move: str) -> None:
        """Ask for `move` (the table's one way out), unless the position is not seen yet
        (`held`). A catch is a race and goes; so does a call (UNO!): it changes no card,
        and a learner's u dropped before Enter got them caught."""
        if not move.startswith("catch") and move not in CALLS and self.held():
            return
        self.post_message(MoveRequested(move, by=self.seat))

    def held(self) -> bool:
        """Whether a key or a click comes before the position was seen (not_seen_yet):
        it makes no move, and the notice says why, not silence."""
        if self.unseen:
            self.tell_under(_("Too quick: look at the table first, then press again."))
        return self.unseen

    # ---- actions ----------------------------------------------------------

    def action_step(self, delta: int) -> None:
        if self.shown_hand:
            self.picked = True
            self.selected = (self.selected + delta) % len(self.shown_hand)
            self.clear_refusal()  # (said of the card left, or of a play not made)

    def action_step_to(self, index: int) -> None:
        """Home and End: the first or the last card (-1) of the hand."""
        if self.shown_hand:
            self.action_pick(index % len(self.shown_hand))

    def action_pick(self, index: int) -> None:
        size = len(self.shown_hand)
        if index < size:
            self.picked = True
            self.selected = index
            self.clear_refusal()  # (said of the card left, or of a play not made)
            return
        key = key_for(index)  # a number key beyond the hand: say so, as other keys do
        if not size:
            self.tell(
                _("{key} does nothing now: the keys in use are at the bottom.").format(key=key)
            )
            return
        self.tell(
            ngettext(
                "{key}: you hold {n} card; 1 picks it.",
                "{key}: you hold {n} cards; 1-{n} pick one.",
                size,
            ).format(key=key, n=size)
        )

    def seen(self, hand: list[str]) -> list[str]:
        """The hand as its owner sees it: a blind draw stays face down until played or kept."""
        if self.blind_drawn():
            return [*hand[:-1], FACE_DOWN]  # the drawn card is kept last (H-blind-draw)
        return hand

    def action_coach(self) -> None:
        """What the hard player would do here, said on this seat's own screen."""
        self.post_message(CoachWanted(self.seat))

    def action_sort(self) -> None:
        """The next order (colour, number, as dealt); the selection stays on its card."""
        hand = self.shown_hand
        card = hand[self.selected] if self.selected < len(hand) else None
        self.order = ORDERS[(ORDERS.index(self.order) + 1) % len(ORDERS)]
        new = self.seen(self.hand)
        if card in new:
            self.set_reactive(TableScreen.selected, new.index(card))
        self.refresh_view()  # (the marks move with their cards)
        self.tell(
            _("Hand sorted {order} (o: next order).").format(order=_(ORDER_WORDS[self.order]))
        )

    def not_possible(self, action: str, name: str, key: str) -> str:
        if action != "mark":
            return super().not_possible(action, name, key)
        view = self.view
        rules = view.rules
        kinds = listed(_(MULTI_WORDS[m]) for m in rules.multi)
        if not rules.multi and rules.jump_in:  # (H-jump-in: the same card may follow it)
            why = _(
                "{action} ({key}) is not possible now: these rules play one card at a time; "
                "an identical card may follow it with j (jump in) once it is down."
            )
        elif not rules.multi:
            why = _("{action} ({key}) is not possible now: these rules play one card at a time.")
        elif view.turn != self.seat:
            why = _("{action} ({key}) is not possible now: it is not your turn.")
        elif view.phase == Phase.DRAWN:  # (the hand may hold cards allowed together)
            why = _(
                "{action} ({key}) is not possible now: after a draw only the drawn card may "
                "be played."
            )
        elif view.phase not in (Phase.PLAY, Phase.CHANGE):  # (a pending draw, Skips)
            why = _("{action} ({key}) is not possible now: this is answered with one card.")
        else:
            why = _(
                "{action} ({key}) is not possible now: no two cards in your hand may be played "
                "together (allowed: {kinds}; the first must match)."
            )
        return why.format(action=name, key=key, kinds=kinds)

    def action_mark(self) -> None:
        index, marked = self.selected, self.marked
        if index in marked:
            self.marked = tuple(i for i in marked if i != index)
        else:
            self.marked = (*marked, index)

    def action_play(self) -> None:
        if self.prompting or self.held():
            # A question is on its way (or open), or the position is not seen yet: this
            # Enter is not a play.
            return
        view = self.view
        marked_counters = view.phase == Phase.CHANGE and len(self.marked) > 1
        # (a drawn card that may be kept: ⏎ asks again, as after any question's Esc; one
        # that must be played, it plays)
        asked = QUESTION_PHASES[1:] if "keep" not in view.legal_moves else QUESTION_PHASES
        if view.turn == self.seat and view.phase in asked and not marked_counters:
            self.prompt_if_needed()
            return
        hand = self.hand
        if not hand:
            return
        move = self.fallback(view)
        if move == NOTHING:  # (as the challenge window: ⏎ alone answers nothing)
            self.tell(_("⏎ does nothing here: x challenges, a takes the cards."))
            return
        if move is not None:
            self.send(move)
            return
        cards = [hand[i] for i in self.marked] or [hand[self.selected]]
        self.play_cards(cards)

    def fallback(self, view: SeatView) -> str | None:
        """What Enter does instead of playing the selected card: when nothing in the hand
        fits and the player picked no card, the one thing left (draw, pass, or take the
        pending draw or Skip nothing answers; NOTHING where a challenge is open). Not
        with hints off (H-hints: then Enter tries the selected card, and the table learns
        nothing from it)."""
        legal = view.legal_moves
        if self.picked or not view.rules.hints or view.turn != self.seat:
            return None
        if playable_cards(legal):
            return None
        if "draw" in legal or "pass" in legal:
            return "draw" if "draw" in legal else "pass"
        if "challenge" in legal:  # a Wild Draw Four stacked on: never taken by a lone ⏎
            return NOTHING
        if "accept" in legal and view.phase in (Phase.STACK, Phase.SKIPPED):
            return "accept"
        return None

    def action_draw(self) -> None:
        if self.held():
            return  # a d typed before the position was seen
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
        self.call(words_for(self.uno.rules or self.view.rules).first)

    def action_page_one(self) -> None:
        self.call("pageone")

    def action_stop(self) -> None:
        self.call("stop")

    def call(self, word: str) -> None:
        """Say `word` now, or arm it for the next play, or late for a catchable seat."""
        view = self.view
        legal = view.legal_moves
        if word in legal and self.seat not in view.catchable:
            self.send(word)
        elif word in calls_in(legal):
            self.armed = None if self.armed == word else word
        elif view.catchable:
            self.late_call(self.seat if self.seat in view.catchable else None)
        else:
            self.send(word)

    def on_hand_view_clicked(self, event: HandView.Clicked) -> None:
        """A click on the selected card plays it: the one that looks picked, whether a
        click, a key or the turn's start picked it; a click on another card selects it.
        A click is always about a card: when none fits it is refused, it never draws."""
        event.stop()
        if self.held():
            return  # a click on a position not seen yet is not a pick
        if event.index == self.selected:
            self.picked = True
            self.action_play()
        else:
            self.action_pick(event.index)

    def on_big_piles_draw_clicked(self, event: BigPiles.DrawClicked) -> None:
        """A click on the draw pile draws, as d does (and is refused as d is)."""
        event.stop()
        self.action_draw()

    async def on_button_row_pressed(self, event: ButtonRow.Pressed) -> None:
        event.stop()
        name = event.name
        if name in ("scores", "help"):
            await self.app.run_action(f"app.{name}")
        elif name in ("play", "draw", "pass", "challenge", "catch"):
            getattr(self, f"action_{name}")()
        elif name.startswith("call-"):
            words = words_for(self.uno.rules or self.view.rules)
            self.call(words.first if name == "call-first" else (words.second or words.first))
