"""H-timer in the app: the one clock of the game, ticked once a second by a Textual
timer. The turn's time runs only while the player due has their table on screen
(never while the hand-off waits, never for a computer seat); the round's time runs
while the round is played. When a time runs out, the move the rules prescribe is
made through the app's one way in (`apply`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.timer import Timer

from uno_tui.engine import Event, IllegalMove, Phase

from .screens.handoff import HandoffScreen
from .widgets.clock import Clock, ClockView

if TYPE_CHECKING:
    from textual.app import App

    from uno_tui.engine import Game

    from .screens.base import UnoScreen
    from .screens.table import TableScreen

    # For the type checker the mixin is the app it is mixed into (below, what it uses
    # of UnoApp); at run time it is a plain class before App.
    _App = App[None]
else:
    _App = object

# After a timed-out "draw" the same player decides on the drawn card (or a colour).
SAME_TURN = (Phase.DRAWN, Phase.COLOUR)


class ClockKeeper(_App):
    """Mixed into the app: keeps its clock."""

    clock: Clock | None = None
    clock_timer: Timer | None = None  # made with the first game that keeps time

    if TYPE_CHECKING:  # what it uses of the app (UnoApp), which defines them
        game: Game | None
        main: UnoScreen | None
        viewer: int | None
        computers: dict[int, str]

        @property
        def current_game(self) -> Game: ...
        def main_table(self) -> TableScreen | None: ...
        def record(self, events: list[Event]) -> None: ...
        def save(self) -> None: ...
        def advance(self) -> None: ...

    def start_clock(self) -> None:
        """A new game (or a resumed one): the times the rules set, from the start."""
        rules = self.current_game.rules
        self.clock = Clock(rules.turn_seconds, rules.round_minutes)
        if self.clock.on and self.clock_timer is None:
            self.clock_timer = self.set_interval(1, self.tick_clock)

    def clock_moved(self, turn: int, events: list[Event]) -> None:
        """After a move: a new turn (or the same player going on after a play or a draw)
        starts the turn's time again; a call, a catch or a claim does not."""
        game = self.current_game
        if self.clock is None:
            return
        went_on = any(e.kind in ("play", "draw") and e.player == turn for e in events)
        if game.turn != turn or (went_on and game.phase == Phase.PLAY):
            self.clock.new_turn()
        self.show_clock()

    def tick_clock(self) -> None:
        """One second: count down, and act on a time that ran out."""
        from .screens.table import TableScreen  # loaded with the first table, not at start

        game, clock = self.game, self.clock
        if game is None or clock is None or not clock.on or game.round_over:
            return
        table = isinstance(self.main, TableScreen) and self.main.seat == game.turn
        turn_running = table and game.turn not in self.computers
        round_running = isinstance(self.main, (TableScreen, HandoffScreen))
        ran_out = clock.tick(turn_running, round_running)
        if ran_out == "round":
            self.round_time_out()
        elif ran_out == "turn":
            self.turn_time_out()
        self.show_clock()

    def turn_time_out(self) -> None:
        """The moves the rule prescribes, made together and shown once: a question the
        first would open (play or keep the drawn card?) is answered by the next."""
        game = self.current_game
        seat = game.turn
        made: list[str] = []
        events: list[Event] = []
        for _ in range(3):  # a draw, then "keep" on the drawn card: one turn at most
            move = game.timeout_move()
            if move is None:
                break
            try:
                events += game.move(move, by=seat)
            except IllegalMove:
                break
            made.append(move)
            if game.turn != seat or game.round_over or game.phase not in SAME_TURN:
                break
        if not made:
            return
        self.record(events)
        self.save()
        self.clock_moved(seat, events)
        self.advance()
        if self.main is not None and not game.round_over:
            self.main.tell(f"{game.players[seat]}'s time ran out: {', '.join(made)}.")

    def round_time_out(self) -> None:
        events = self.current_game.round_time_up()
        self.record(events)
        self.save()
        self.viewer = None
        self.advance()

    def show_clock(self) -> None:
        if self.main is None:
            return
        # A table is on screen: asked of the app's table screens, which keeps the table
        # module (16 ms to import) out of the start-up on a hand-off or setup screen.
        running = self.main_table() is not None
        for view in self.main.query(ClockView):
            view.show(self.clock, running)
