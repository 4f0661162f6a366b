"""The Textual app: owns the one Game; screens post moves, only this applies them."""

from __future__ import annotations

import random
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events, work
from textual.app import App
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.worker import Worker, get_current_worker

from uno_tui.engine import Event, EventKind, Game, IllegalMove, Move, Phase, Ruleset, describe
from uno_tui.engine.moves import CALLS
from uno_tui.language import N_, _, stopped
from uno_tui.records import fresh_seed

from .cards import advice_text, challenged_name, face_of
from .computers import LEARN_REACT, PAUSE, REACT, move_said, next_human, seat_label, seated
from .messages import (
    ROUND_TIME_UP,
    CoachWanted,
    HandOffConfirmed,
    HideHands,
    MoveRequested,
    NextRound,
    PlayAgain,
    ShowGameOver,
    StartGame,
    TimeUp,
)
from .palette import few_colours, theme_variables
from .screens.base import UnoScreen
from .screens.handoff import HandoffScreen
from .timing import ClockKeeper
from .widgets.event_log import fold, log_line
from .widgets.key_bar import key_name
from .widgets.too_small import MIN_HEIGHT, MIN_WIDTH, too_small

if TYPE_CHECKING:
    from uno_tui.engine.views import SeatView
    from uno_tui.players import ComputerPlayer
    from uno_tui.records import Recorder, Replay

    from .lessons import Lesson
    from .screens.table import TableScreen

# The other screens are imported where they are first shown: the first screen (the
# hand-off, or the setup) comes up without loading the table and every modal.


class Saved(Message):
    """The recorder's thread wrote the record (`error` None) or could not (why)."""

    def __init__(self, error: str | None) -> None:
        self.error = error
        super().__init__()


# What says the game moved on: (generation, game, round, moves made, phase).
Stamp = tuple[int, int, int, int, Phase]


def history(game: Game) -> list[tuple[int, Event]]:
    """The whole game's log as `(round, event)`. A resumed game holds only its current
    round's events, so the earlier rounds are dealt and played again from its seed; so
    is a first round with a play taken back, whose events no longer hold the play (the
    log said "Ben takes back Y 6" of a Y 6 it never showed)."""
    undone = any(entry.move == "undo" for entry in game.log)
    if (game.round_number == 1 and not undone) or game.seed is None:
        return [(game.round_number, e) for e in fold(game.events)]
    try:
        again = Game.new(game.rules, list(game.players), seed=game.seed)
        entries = [(1, e) for e in fold(again.events)]
        for entry in [*game.log, None]:
            upto = entry.round if entry is not None else game.round_number
            while again.round_number < upto:
                events = again.next_round()
                entries += [(again.round_number, e) for e in fold(events)]
            if entry is not None:
                events = again.move(entry.move, by=entry.by)
                entries += [(again.round_number, e) for e in fold(events)]
    except Exception:  # noqa: BLE001 - a log that cannot be rebuilt: show this round's
        return [(game.round_number, e) for e in fold(game.events)]
    return entries


def quit_keys(bindings: Iterable[BindingType]) -> frozenset[str]:
    """The keys that quit (or ask to), from bindings: they work on the too-small notice."""
    actions = ("quit", "request_quit")
    keys = (b.key for b in bindings if isinstance(b, Binding) and b.action in actions)
    return frozenset(key.strip() for key in ",".join(keys).split(","))


class UnoApp(ClockKeeper, App[None]):
    """Hot-seat UNO. `viewer` is the seat whose hand is on screen (None: nobody's)."""

    # With the app's own styles, those of the screen `uno-tui play` opens on: pushing a
    # screen whose stylesheet is new makes Textual parse every stylesheet again (~5 ms).
    CSS_PATH = ["app.tcss", "screens/handoff.tcss"]
    TITLE = "UNO"
    NOTIFICATION_TIMEOUT = 6
    ENABLE_COMMAND_PALETTE = False
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (MIN_WIDTH, "-wide")]
    # (-big: room for the piles drawn as cards on the hand-off, a family round a screen)
    VERTICAL_BREAKPOINTS = [(0, "-low"), (MIN_HEIGHT, "-short"), (28, "-tall"), (40, "-big")]
    BINDINGS = [
        Binding("question_mark,f1", "help", N_("Help"), key_display="?"),
        Binding("s", "scores", N_("Scores")),
        Binding("q", "request_quit", N_("Quit")),
        Binding("w", "no_pauses", N_("No pauses")),  # the footer shows the one that applies
        Binding("w", "pauses", N_("Pauses back")),
    ]

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return theme_variables(bool(self.ansi_color))

    def __init__(
        self,
        rules: Ruleset | None = None,
        names: Sequence[str] | None = None,
        seed: int | None = None,
        game: Game | None = None,
        recorder: Recorder | None = None,
        replay: Replay | None = None,
        reveal: bool = False,
        computers: dict[int, str] | None = None,
        learn: bool = False,
        notice: str | None = None,
    ) -> None:
        super().__init__()
        self.notice = notice  # said as the app opens, over whichever screen comes first
        self.learn = learn  # a first game: lessons on the learner's table (lessons.py)
        self.taught: set[str] = set()
        self.lesson: Lesson | None = None  # the lesson said last, until the learner moves
        # Computer seats: seat -> level ("easy", "normal", "hard"); every other seat is human.
        # `at_start` by the seats of the first round (as records keep them), `computers`
        # and `minds` by the seats of this round (H-shuffle-seats moves players).
        self.at_start: dict[int, str] = dict(computers or {})
        self.computers: dict[int, str] = dict(self.at_start)
        self.minds: dict[int, ComputerPlayer] = {}
        self.minds_at_start: dict[int, ComputerPlayer] = {}
        self.pauses = True
        self.held_back = False  # a computer's move waited behind the quit question or help
        # The seat at the keyboard that just moved: the hand-off offers it to take the
        # move back where the engine would (`may_take_back`), asked once per game state.
        self.take_back: int | None = None
        self.take_back_answer: tuple[Stamp, int, str | None] | None = None
        self.recorder = recorder
        self.replay = replay
        self.reveal = reveal
        self.save_error: str | None = None
        self.rules: Ruleset | None = rules
        self.names: list[str] | None = list(names) if names else None
        self.seed = seed
        self.game: Game | None = game
        self.viewer: int | None = None
        self.entries: list[tuple[int, Event]] = []
        self.main: UnoScreen | None = None
        # A game's hand-off and table screens are made once for it and reused (switching
        # is faster); made for the game, they show only what its rules use (no clock
        # without H-timer).
        self.handoff: HandoffScreen | None = None
        self.tables: dict[int, TableScreen] = {}
        self.installed: dict[str, UnoScreen] = {}  # every game screen installed, by name
        self.generation = 0
        self.views: dict[int | None, SeatView] = {}  # by seat, for the game state views_stamp
        self.views_stamp: Stamp | None = None
        if game is not None:
            self.names = list(game.players)
            self.rules = rules or game.rules

    # ---- starting ---------------------------------------------------------

    def use_terminal_colours(self) -> None:
        """On a 16- or 8-colour terminal: the terminal's own colours, one per card colour."""
        self.ansi_color = True
        self.refresh_css(animate=False)

    def on_mount(self) -> None:
        # Decided on a real terminal only: a headless run (tests, screenshots) stays the same
        # whatever TERM the machine running it has.
        if not self.is_headless and few_colours(self.console.color_system):
            self.use_terminal_colours()
        if self.notice is not None:
            self.notify(self.notice, severity="warning", timeout=3 * self.NOTIFICATION_TIMEOUT)
        if self.replay is not None:
            from .screens.replay import ReplayScreen

            record = getattr(self.replay, "record", None)
            self.rules = self.rules or getattr(record, "rules", None)
            self.computers = dict(getattr(record, "computers", {}))  # marked in the seats
            self.push_screen(ReplayScreen(self.replay, reveal=self.reveal))
        elif self.game is not None:
            self.begin()
        elif self.rules is not None and self.names:
            self.new_game()
        else:
            from .screens.setup import SetupScreen

            self.show_main(SetupScreen(self.rules, self.names))

    def new_game(self) -> None:
        rules, names = self.rules, self.names
        # Both are known when a game is asked for: from the command line, the setup
        # screen, or the game before.
        assert rules is not None and names is not None
        # A game is recorded by its seed: one without a seed gets a fresh one.
        self.game = Game.new(rules, names, seed=fresh_seed(self.seed))
        self.begin()

    @property
    def current_game(self) -> Game:
        """The game being played. The screens that show a game (the hand-off, the tables,
        round over, game over, the scoreboard) come up only once there is one."""
        if self.game is None:
            raise RuntimeError("no game is being played")
        return self.game

    @property
    def playing(self) -> bool:
        """Whether a game is being played (the app holds one)."""
        return self.game is not None

    def begin(self) -> None:
        game = self.current_game
        if self.recorder is not None:
            self.recorder.computers = self.at_start
        self.minds_at_start = {}
        if self.at_start:
            from uno_tui.players import ComputerPlayer

            seed = game.seed or 0
            self.minds_at_start = {
                s: ComputerPlayer(lv, seed + s + 1) for s, lv in self.at_start.items()
            }
        self.seat_computers()
        self.save()
        self.start_clock()
        self.generation += 1
        self.tables, self.handoff = {}, None
        self.entries = history(game)
        self.viewer = None
        self.advance()

    def on_start_game(self, message: StartGame) -> None:
        self.rules, self.names, self.seed = message.rules, message.names, message.seed
        self.at_start = dict(message.computers)
        self.learn, self.taught, self.lesson = message.learn, set(), None
        self.new_game()

    def on_play_again(self, __: PlayAgain) -> None:
        if self.seed is not None:
            self.seed += 1
        self.new_game()

    # ---- the one way in -----------------------------------------------------

    def on_move_requested(self, message: MoveRequested) -> None:
        message.stop()
        self.apply(message.move, message.by)

    def whose(self, refusal: str, by: int | None) -> str:
        """`refusal` of a move by seat `by`, naming the seat where the screen is not its
        own (a jump-in or a catch claimed on another's screen) and the words do not."""
        from .screens.table import TableScreen

        main = self.main
        if by is None or (isinstance(main, TableScreen) and main.seat == by):
            return refusal
        name = self.current_game.players[by]
        # TRANSLATORS: a refusal, then whose move it was: "... can jump in (Cat)".
        said = _("{problem} ({player})").format(problem=refusal, player=name)
        return refusal if name in refusal else said

    def apply(self, move: str | Move | TimeUp, by: int | None = None) -> bool:
        """Apply one move (or a time-out, H-timer): every move the app makes comes here.
        A refused move shows the engine's reason and changes nothing."""
        game, main = self.current_game, self.main
        turn = game.turn
        timed_out: Event | None = None
        if isinstance(move, TimeUp):
            events = self.time_up(move)
            if events is None:
                return False
            timed_out = next((e for e in events if e.kind == EventKind.TIME_OUT), None)
        else:
            if main is not None:
                main.clear_notice()
            try:
                events = game.move(move, by=by)
            except IllegalMove as exc:
                # Told on the screen the move came from: a table's notice is that seat's own.
                if main is not None:
                    main.tell(stopped(self.whose(str(exc), by)), warning=True)
                return False
        self.record(events)
        self.save()
        self.clock_moved(turn, events)
        from .screens.table import TableScreen

        kind = move.kind if isinstance(move, Move) else str(move).split()[0]
        again = kind == "play" and game.turn == by and game.phase == Phase.PLAY
        if isinstance(main, TableScreen) and (by != main.seat or again):
            # Someone else moved, or the seat plays again (a Skip All): a key typed
            # ahead, or a double click's second half, makes no move.
            main.not_seen_yet()
        if by is not None and by == self.viewer:
            self.lesson = None  # the learner moved: that lesson is over
        if kind == "undo" and by is not None:
            # Back to the player's own table through their own hand-off ("I am Ben"):
            # whoever pressed z at the keyboard handed over may not be that player.
            self.take_back = None
            self.table_for(by).taken_back(events[-1].cards)
            self.viewer = None
            self.advance()
            return True
        # A move by the seat at the keyboard may be taken back until the hand-off, where
        # the engine would take it back (may_take_back).
        self.take_back = by if by is not None and by == self.viewer else None

        seat = self.viewer
        # Greninja leaves the player choosing the next player's colour: not "again".
        again = seat == game.turn and not game.round_over
        played = any(e.kind == "play" and e.player == seat for e in events)
        if again and played and game.phase != Phase.COLOUR and isinstance(main, TableScreen):
            # (told to the seat on screen)
            main.tell(_("{name} plays again.").format(name=game.players[game.turn]))
        reveal = next((e for e in events if e.kind == "reveal"), None)
        # (A reveal always names the hand's owner: its target.)
        if (
            reveal is not None
            and reveal.target is not None
            and self.viewer is not None
            and reveal.private_to == self.viewer
        ):
            owner = game.players[reveal.target]
            result = " ".join(
                log_line(e, game.players, None, game.rules, game.side) or ""
                for e in events
                if e.kind in ("guilty", "innocent", "take-back")
            )
            from .screens.reveal import RevealModal

            # The card challenged (a Wild Draw Four, FLIP!'s Wild Draw Two or Wild Draw
            # Colour, or a Joker played as a Wild Draw Four), as the rules name it.
            challenged = next(e.cards[0] for e in events if e.kind == "challenge")
            name = challenged_name(challenged, game.rules, game.side)
            if isinstance(main, TableScreen):  # under the window: the table as it is now
                main.keep_selection_playable()
                main.refresh_view()
            self.push_screen(
                RevealModal(owner, list(reveal.cards), result, challenged, name, game.side),
                lambda __: self.advance(),
            )
        elif self.drew_and_passed(move, by, turn) and isinstance(main, TableScreen):
            self.show_drawn(main)
        else:
            if move == ROUND_TIME_UP:
                self.viewer = None
            self.advance()
        if timed_out and self.main is not None and not game.round_over:
            self.main.tell(describe(timed_out, list(game.players)) or "")
        return True

    def may_take_back(self) -> int | None:
        """The seat at the keyboard whose last move the engine would take back now, or
        None."""
        seat = self.take_back
        return seat if seat is not None and self.take_back_refused() is None else None

    def take_back_refused(self) -> str | None:
        """Why the engine would not take back the last move of the seat at the keyboard
        (its refusal's sentence), or None: it would, or that seat made no move. Asked of
        the engine (which tries it on a copy) once per game state."""
        seat, game = self.take_back, self.game
        if seat is None or game is None:
            return None
        stamp = self.stamp()
        answer = self.take_back_answer
        if answer is None or answer[:2] != (stamp, seat):
            refusal = game.refusal("undo", seat)
            said = None if refusal is None else refusal.sentence(game.side)
            answer = self.take_back_answer = (stamp, seat, said)
        return answer[2]

    def drew_and_passed(self, move: str | Move | TimeUp, by: int | None, turn: int) -> bool:
        """Whether the seat on screen just drew (a draw move, its turn) and the turn went
        on without a play: the card could not be played."""
        game = self.current_game
        if isinstance(move, TimeUp) or by is None or by != turn or by != self.viewer:
            return False
        kind = move.kind if isinstance(move, Move) else str(move).split()[0]
        return kind == "draw" and game.turn != by and not game.round_over

    def show_drawn(self, table: TableScreen) -> None:
        """Show the seat on screen what it drew, from its own view's events, before the
        game goes on (a hand-off: the next player must not see it); then go on."""
        view = self.view(table.seat)
        events = view.events
        at = next((i for i in reversed(range(len(events))) if events[i].kind == "draw"), -1)
        draw = events[at] if at >= 0 else None
        if draw is None or not draw.cards or draw.player != table.seat:
            self.advance()  # drawn unseen (H-blind-draw): nothing to show
            return
        from .screens.drew import DrewModal, drew_text

        cards = tuple(face_of(c, view.side) for c in draw.cards)  # (FLIP!: the face in play)
        # No Mercy (6e): the draw may have put the seat out of the round; that is the news.
        out = next((e for e in events[at + 1 :] if e.kind == EventKind.KNOCKED_OUT), None)
        why = describe(out, list(view.players), table.seat) if out else None
        if next_human(self.current_game, self.computers) == table.seat:
            self.advance()  # the same table stays (computers play on it): its notice says it
            drawn = drew_text(cards, self.rules)
            # TRANSLATORS: {drawn} is "You drew R 5", {why} a whole sentence (the Mercy rule).
            told = _("{drawn}. {why}") if why else _("{drawn}; it can't be played.")
            table.tell(told.format(drawn=drawn, why=why))
            return
        table.refresh_view()
        modal = DrewModal(cards, view.players[view.turn], self.rules, why)
        table.tell_docked(modal, self.advance)

    def time_up(self, what: TimeUp) -> list[Event] | None:
        """A time ran out (H-timer): the round ends, or the player due makes what the rule
        prescribes (the engine's `timeout`, one move: a draw, then the drawn card kept).
        None: the clock has nothing to do now (a Change, a Hit+? row)."""
        game = self.current_game
        try:
            return game.round_time_up() if what == ROUND_TIME_UP else game.time_out()
        except IllegalMove:
            return None

    def save(self) -> None:
        """Autosave through the recorder, if there is one: the record is made here, the
        write and its fsync happen on the recorder's thread, never the UI's."""
        if self.recorder is None or self.game is None:
            return
        self.recorder.save_in_background(self.game, lambda error: self.post_message(Saved(error)))

    def on_saved(self, message: Saved) -> None:
        """Say once if saving fails (tell the table, keep playing)."""
        if message.error is not None and message.error != self.save_error:
            self.notify(
                _("The game could not be saved: {error}").format(error=message.error),
                severity="error",
            )
        self.save_error = message.error

    def on_unmount(self) -> None:
        if self.recorder is not None:
            self.recorder.flush()  # the last move is on disk before the app ends

    def record(self, events: list[Event]) -> None:
        """Keep one move's events for the log, as the log tells them."""
        round_no = self.current_game.round_number
        self.entries.extend((round_no, e) for e in fold(events))

    # ---- which screen -------------------------------------------------------

    def advance(self) -> None:
        """Show what the game needs now: hand-off, the same table, or round over; then let
        the computer seats move (hand-offs happen only between humans)."""
        game = self.current_game
        if game.round_over or game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            from .screens.round_over import RoundOverScreen

            self.viewer = None
            self.show_main(RoundOverScreen())
            return
        human = next_human(game, self.computers)
        humans = [s for s in range(len(game.players)) if s not in self.computers]
        table = self.main_table() if self.viewer is not None else None
        alone = len(humans) == 1
        if table is not None and (human == self.viewer or (alone and game.turn in self.computers)):
            # The same table: its seat's turn again, or computers play on it in view of
            # the one person playing. With another person next at the keyboard the hand
            # goes at once: the hand-off is up while the computers play.
            table.keep_selection_playable()
            table.refresh_view()
            if game.turn == self.viewer:
                table.prompt_if_needed()
        elif alone and human is not None:
            self.viewer = human  # one human: nobody to hide the hand from
            self.show_main(self.table_for(human))
        else:
            self.viewer = None
            seat = human if human is not None else game.turn
            if self.handoff is None:
                name = f"handoff-{self.generation}"
                self.handoff = self.installed[name] = HandoffScreen(seat)
                self.install_screen(self.handoff, name)
            self.handoff.seat = seat
            self.show_main(self.handoff)
        self.computers_move()

    # ---- computer seats -----------------------------------------------------

    def seat_computers(self) -> None:
        """Computer seats and their minds by this round's seating."""
        game = self.current_game
        self.computers = seated(game, self.at_start)
        self.minds = seated(game, self.minds_at_start)

    def seat_name(self, seat: int) -> str:
        """'Cat (computer, hard)' or 'Ann': how screens name a seat."""
        return seat_label(self.current_game.players[seat], self.computers.get(seat))

    def computers_move(self) -> None:
        """Let the computer seats think about this position, in a thread (never the UI's)."""
        game = self.game
        if not self.minds or game is None or game.round_over:
            return
        stamp = self.stamp()
        self.think(stamp, game.clone(), random.Random(len(game.log)))

    def view(self, seat: int | None) -> SeatView:
        """What `seat` may know now (None: the shared screen), built once per game state:
        every screen refresh of that state reads the same one."""
        stamp = self.stamp()
        if stamp != self.views_stamp:
            self.views_stamp, self.views = stamp, {}
        if seat not in self.views:
            self.views[seat] = self.current_game.view(seat)
        return self.views[seat]

    def shared_view(self) -> SeatView:
        """The shared screen's view, asked of the game itself (not kept): for the screens
        shown once per state (round over, game over, the scoreboard)."""
        return self.current_game.view(None)

    def stamp(self) -> Stamp:
        """What says the game moved on: an answer thought out for another stamp is dropped."""
        game = self.current_game
        return (self.generation, id(game), game.round_number, len(game.log), game.phase)

    @work(thread=True, exclusive=True, group="computers")
    def think(self, stamp: Stamp, game: Game, order: random.Random) -> None:
        """Out-of-turn moves first (a catch, a late call, a jump-in), after a human-like
        delay; then the move of a computer seat that is due, after a short pause."""
        from uno_tui.players import decide

        worker = get_current_worker()
        seats = [s for s in self.minds if s != game.turn and game.in_game(s)]
        order.shuffle(seats)
        for seat in seats:
            move = decide(game, seat, self.minds[seat])
            if move is not None:
                self.wait(self.react_seconds(), worker, always=True)
                self.call_from_thread(self.computer_moves, stamp, seat, move)
                return
        due = game.turn
        if due in self.minds:
            started = time.monotonic()
            move = decide(game, due, self.minds[due])
            # A missed call is open to a person too (a late call, a catch): the seat due,
            # whose move ends that race, gives them the time an out-of-turn move does.
            people = [s for s in range(len(game.players)) if s not in self.minds]
            race = bool(game.catchable and people)
            pause = max(PAUSE, self.react_seconds()) if race else PAUSE
            self.wait(pause - (time.monotonic() - started), worker, always=race)
            if move is not None:
                self.call_from_thread(self.computer_moves, stamp, due, move)

    def react_seconds(self) -> float:
        """How long a computer waits before an out-of-turn move (a catch, a late call, a
        jump-in): longer in a first game, where the learner reads the lesson first."""
        return LEARN_REACT if self.learn else REACT

    def wait(self, seconds: float, worker: Worker[None], always: bool = False) -> None:
        """Sleep in small steps: the skip key (unless `always`) or a cancel ends it."""
        end = time.monotonic() + seconds
        while time.monotonic() < end and not worker.is_cancelled:
            if not always and not self.pauses:
                return
            time.sleep(0.05)

    def computer_moves(self, stamp: Stamp, seat: int, move: str) -> None:
        """A computer's answer, applied only if the game is still where it was thought out
        (and the app still runs: an answer can arrive while it shuts down)."""
        if self.game is None or not self.is_running or stamp != self.stamp():
            return
        if self.game_held():
            self.held_back = True  # thought out again when that screen closes
            return
        before = len(self.entries)
        if isinstance(self.main, UnoScreen) and self.apply(move, seat):
            self.announce(seat, [event for __, event in self.entries[before:]])

    def let_computers_go(self, _answer: object = None) -> None:
        """A screen the computers waited behind (HOLDS_COMPUTERS) closed: they go on."""
        if self.held_back:
            self.held_back = False
            self.computers_move()

    def announce(self, seat: int, events: list[Event]) -> None:
        """Say what a computer seat just did in the table's words ("Cat plays G 7."),
        as the shared screen may see it: never a card only the computer knows."""
        from .screens.table import TableScreen

        game = self.current_game
        if isinstance(self.main, TableScreen) and not game.round_over:
            names, label = list(game.players), self.seat_name(seat)
            told = move_said(seat, label, events, names, self.rules, game.side)
            if self.learn and self.lesson:  # (a first game: the lesson stays in sight)
                told += f"\n{self.lesson.text}"
            self.main.tell(told)

    def action_no_pauses(self) -> None:
        self.pauses = False
        self.refresh_main()
        self.refresh_bindings()

    def action_pauses(self) -> None:
        self.pauses = True
        self.refresh_main()
        self.refresh_bindings()

    def table_for(self, seat: int) -> TableScreen:
        from .screens.table import TableScreen

        if seat not in self.tables:
            name = f"table-{self.generation}-{seat}"
            self.tables[seat] = self.installed[name] = TableScreen(seat)
            self.install_screen(self.tables[seat], name)
        return self.tables[seat]

    def main_table(self) -> TableScreen | None:
        """The main screen, if it is one of this game's tables."""
        return next((table for table in self.tables.values() if table is self.main), None)

    def show_main(self, screen: UnoScreen) -> None:
        """Make `screen` the one main screen (above the default screen)."""
        while len(self.screen_stack) > 2:
            self.pop_screen()
        self.main = screen
        if self.screen is screen:
            screen.shown()
        elif len(self.screen_stack) == 2:
            self.switch_screen(screen)
            screen.shown()
        else:
            self.push_screen(screen)
            screen.shown()
        self.show_clock()
        self.call_after_refresh(self.forget_old_screens)

    def forget_old_screens(self) -> None:
        """Uninstall the screens of an earlier game once they are off screen."""
        live = {*self.tables.values(), self.handoff}
        for name, screen in list(self.installed.items()):
            if screen not in live and screen not in self.screen_stack:
                self.uninstall_screen(name)
                del self.installed[name]
                if screen.is_attached:
                    screen.remove()

    def refresh_main(self) -> None:
        if self.main is not None:
            self.main.refresh_view()

    def on_coach_wanted(self, message: CoachWanted) -> None:
        """The coach (issue 26): the hard player's move in the seat's place, worked out
        from worlds sampled for that seat, told on the seat's own table only."""
        from uno_tui.players import Advice, coach

        from .screens.challenge import ChallengeModal
        from .screens.table import TableScreen

        table = self.main
        if not isinstance(table, TableScreen) or table.seat != message.seat:
            return
        game = self.current_game
        advice = coach(game, message.seat, random.Random(len(game.log)))
        if advice is not None and pointless_call(advice.move, table.view):
            advice = Advice("draw")
        if advice is None:
            return
        line = advice_text(advice, self.rules, game.side, game.players, table.view.bluffs)
        if isinstance(self.screen, ChallengeModal):  # asked in the question over the table
            self.screen.advise(line)
        else:
            table.tell(line)

    def on_hand_off_confirmed(self, message: HandOffConfirmed) -> None:
        if next_human(self.current_game, self.computers) != message.seat:
            return
        self.take_back = None  # the keyboard is handed on: the play stands
        if self.notice is not None:  # said on the shared screen; it would cover the hand
            self.notice = None
            self.clear_notifications()
        self.viewer = message.seat
        table = self.table_for(message.seat)
        table.handed_over()  # the second Enter of a double tap shows the hand, no more
        self.show_main(table)

    def on_hide_hands(self, __: HideHands) -> None:
        if self.game is not None and not self.game.round_over:
            self.viewer = None
            self.advance()

    def on_next_round(self, __: NextRound) -> None:
        game = self.current_game
        if not game.round_over or game.game_over:
            return  # a second Enter on the round-over screen, already dealt
        events = game.next_round()
        self.seat_computers()
        self.record(events or [])
        self.save()
        if self.clock is not None:
            self.clock.new_round()
        self.viewer = None
        human = next_human(game, self.computers)
        if human in self.tables:  # the new deal is not seen yet: a second Enter waits
            self.tables[human].handed_over()
        self.advance()
        seats = [e for e in events or [] if e.kind == "seats"]
        if seats and self.main is not None:  # H-shuffle-seats: the new order, said once
            screen, said = self.main, describe(seats[0], game.players, None) or ""

            def tell() -> None:
                if screen is self.main:
                    screen.tell(said)

            self.call_after_refresh(tell)

    def on_show_game_over(self, __: ShowGameOver) -> None:
        from .screens.game_over import GameOverScreen

        self.show_main(GameOverScreen())

    # ---- app-wide keys ------------------------------------------------------

    async def on_event(self, event: events.Event) -> None:
        """While the terminal is too small only the notice shows: no key acts but quit,
        neither a screen's own keys nor a focused button's Enter (the button keeps its
        focus until the next layout hides it). The one place that guards it. Quit is
        at once, as the notice says: the quit question would be hidden behind it."""
        if isinstance(event, events.Key) and too_small(self.size):
            event.stop()
            if event.key in QUIT_KEYS:
                self.exit()  # as the question's y: the game stays saved (farewell)
            return
        await super().on_event(event)

    def get_key_display(self, binding: Binding) -> str:
        """A binding's key as the key bar and the sentences naming it show it: a named
        key ("space") in the player's language."""
        return key_name(super().get_key_display(binding))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "scores":
            return self.game is not None
        if action == "help":
            return self.rules is not None
        if action in ("no_pauses", "pauses"):
            shown = self.pauses == (action == "no_pauses")
            return bool(self.computers) and self.game is not None and shown
        return True

    def action_help(self) -> None:
        from .screens.help import HelpScreen
        from .screens.replay import ReplayScreen

        if isinstance(self.screen, HelpScreen):
            return
        assert self.rules is not None  # help is offered once the rules are known (check_action)
        if isinstance(self.screen, ReplayScreen):  # watching a saved game: its keys only,
            # and those of the app's that work there (no scores, no pauses: no game is on)
            working = [
                b
                for b in self.BINDINGS
                if isinstance(b, Binding) and self.check_action(b.action, ())
            ]
            where = [(N_("replay"), ReplayScreen.BINDINGS)]
            help_ = HelpScreen(self.rules, app_keys=working, screens=where)
        else:
            help_ = HelpScreen(self.rules, bool(self.computers), self.BINDINGS)
        self.push_screen(help_, self.let_computers_go)

    def action_scores(self) -> None:
        from .screens.scoreboard import ScoreboardScreen

        if not isinstance(self.screen, ScoreboardScreen):
            self.push_screen(ScoreboardScreen(), self.let_computers_go)

    @property
    def farewell(self) -> str | None:
        """Where the game is saved and what goes on with it (resume, or replay once it
        is over): the terminal says it once the app is gone (`cli.base.launch`), as the
        quit question did. None: no game saved."""
        from .screens.quit import saved_said

        path: Path | None = getattr(self.recorder, "path", None)
        if self.game is None or path is None or not path.exists():
            return None
        return saved_said(path, self.game.game_over)

    def action_request_quit(self) -> None:
        from .screens.quit import QuitModal

        if not isinstance(self.screen, QuitModal):
            game = self.game
            saved = getattr(self.recorder, "path", None) if game is not None else None
            quit_ = QuitModal(saved, game is not None, game is not None and game.game_over)
            self.push_screen(quit_, lambda yes: self.exit() if yes else self.let_computers_go())


QUIT_KEYS = quit_keys([*App.BINDINGS, *UnoApp.BINDINGS])


def pointless_call(move: str, view: SeatView) -> bool:
    """A call on its own with two cards and nothing to play: the draw that must follow
    takes it back. (The computer players say it anyway; the coach says draw.)"""
    legal = view.legal_moves
    return (
        move in CALLS
        and view.hand is not None
        and len(view.hand) == 2
        and "draw" in legal
        and not any(m.startswith("play ") for m in legal)
    )
