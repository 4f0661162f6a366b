"""H-timer in the app: the one clock of the game, ticked once a second by a Textual
timer. The turn's time runs only while the player due has their table on screen
(never while the hand-off waits, never for a computer seat); the round's time runs
while the round is played. Neither runs while help, the scores or the quit question is
open (HOLDS_COMPUTERS). When a time runs out, the move the rules prescribe is
made through the app's one way in (`apply`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.timer import Timer

from uno_tui.engine import Event, Phase

from .messages import ROUND_TIME_UP, TURN_TIME_UP, TimeUp
from .screens.handoff import HandoffScreen
from .widgets.clock import Clock, ClockView

if TYPE_CHECKING:
    from textual.app import App

    from uno_tui.engine import Move
    from uno_tui.engine.views import SeatView

    from .screens.base import UnoScreen
    from .screens.table import TableScreen

    # For the type checker the mixin is the app it is mixed into (below, what it uses
    # of UnoApp); at run time it is a plain class before App.
    _App = App[None]
else:
    _App = object


class ClockKeeper(_App):
    """Mixed into the app: keeps its clock, from the shared view of the game."""

    clock: Clock | None = None
    clock_timer: Timer | None = None  # made with the first game that keeps time

    if TYPE_CHECKING:  # what it uses of the app (UnoApp), which defines them
        main: UnoScreen | None
        computers: dict[int, str]

        @property
        def playing(self) -> bool: ...
        def view(self, seat: int | None) -> SeatView: ...
        def main_table(self) -> TableScreen | None: ...
        def apply(self, move: str | Move | TimeUp, by: int | None = None) -> bool: ...

    def start_clock(self) -> None:
        """A new game (or a resumed one): the times the rules set, from the start."""
        rules = self.view(None).rules
        self.clock = Clock(rules.turn_seconds, rules.round_minutes)
        if self.clock.on and self.clock_timer is None:
            self.clock_timer = self.set_interval(1, self.tick_clock)

    def clock_moved(self, turn: int, events: list[Event]) -> None:
        """After a move: a new turn (or the same player going on after a play or a draw)
        starts the turn's time again; a call, a catch or a claim does not."""
        if self.clock is None:
            return
        view = self.view(None)
        went_on = any(e.kind in ("play", "draw") and e.player == turn for e in events)
        if view.turn != turn or (went_on and view.phase == Phase.PLAY):
            self.clock.new_turn()
        self.show_clock()

    def tick_clock(self) -> None:
        """One second: count down, and act on a time that ran out."""
        from .screens.table import TableScreen  # loaded with the first table, not at start

        clock = self.clock
        if not self.playing or clock is None or not clock.on:
            return
        view = self.view(None)
        if view.round_over:
            return
        held = self.game_held()
        table = isinstance(self.main, TableScreen) and self.main.seat == view.turn
        turn_running = table and view.turn not in self.computers and not held
        round_running = isinstance(self.main, (TableScreen, HandoffScreen)) and not held
        ran_out = clock.tick(turn_running, round_running)
        # The moves the rules prescribe go the one way every move goes (`apply`).
        if ran_out == "round":
            self.apply(ROUND_TIME_UP)
        elif ran_out == "turn":
            self.apply(TURN_TIME_UP, view.turn)
        self.show_clock()

    def show_clock(self) -> None:
        if self.main is None:
            return
        # A table is on screen: asked of the app's table screens, which keeps the table
        # module (16 ms to import) out of the start-up on a hand-off or setup screen.
        running, held = self.main_table() is not None, self.game_held()
        # The main screen's clock and those of the windows over it (a question docked
        # over the table's clock, help).
        for screen in self.screen_stack:
            for view in screen.query(ClockView):
                view.show(self.clock, running, held)

    def game_held(self) -> bool:
        """Whether a window that holds the game is open (HOLDS_COMPUTERS: help, the scores,
        the quit question, a race's question): the computers wait, and so does the clock
        (a player who looks at the scores loses no turn)."""
        return any(getattr(screen, "HOLDS_COMPUTERS", False) for screen in self.screen_stack)
