"""H-timer: the time left for the turn and the round. The engine keeps no time: the app
ticks a `Clock` once a second and, when a time runs out, makes the move the rules
prescribe (`game.time_out()`, `game.round_time_up()`); a `ClockView` shows it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from uno_tui.language import _

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

URGENT = 5  # seconds: from here on the countdown stands out for the whole table


class Clock:
    """Seconds left for the turn and for the round (0 in the rules: no limit)."""

    def __init__(self, turn_seconds: int = 0, round_minutes: int = 0) -> None:
        self.turn_seconds = turn_seconds
        self.round_seconds = round_minutes * 60
        self.turn_left = turn_seconds
        self.round_left = self.round_seconds

    @property
    def on(self) -> bool:
        return bool(self.turn_seconds or self.round_seconds)

    def new_turn(self) -> None:
        self.turn_left = self.turn_seconds

    def new_round(self) -> None:
        self.round_left = self.round_seconds
        self.new_turn()

    def tick(self, turn_running: bool, round_running: bool) -> str | None:
        """One second passes; "round" or "turn" when that time has just run out."""
        if round_running and self.round_seconds:
            self.round_left = max(0, self.round_left - 1)
            if not self.round_left:
                return "round"
        if turn_running and self.turn_seconds:
            self.turn_left = max(0, self.turn_left - 1)
            if not self.turn_left:
                self.new_turn()
                return "turn"
        return None


def keeps_time(rules: Ruleset) -> bool:
    """Whether the rules set a time (H-timer): only then do screens carry a ClockView."""
    return bool(rules.turn_seconds or rules.round_minutes)


def minutes(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


class ClockView(Widget):
    """One line: 'Turn 0:25 · Round 9:41'; hidden when the rules set no time."""

    DEFAULT_CSS = """
    ClockView {
        height: 1;
        width: 1fr;
        padding: 0 1;
        display: none;
        &.-on { display: block; }
        &.-urgent { background: $error; color: $text; text-style: bold; }
    }
    """

    turn_left: reactive[int | None] = reactive(None)
    round_left: reactive[int | None] = reactive(None)
    running: reactive[bool] = reactive(True)
    held: reactive[bool] = reactive(False)

    def on_mount(self) -> None:
        show_clock = getattr(self.app, "show_clock", None)  # the app fills it in
        if show_clock is not None:
            self.call_after_refresh(show_clock)

    def show(self, clock: Clock | None, running: bool, held: bool = False) -> None:
        """Show `clock`; `running` is False while the turn's clock waits (hand-off);
        `held`: it waits for a window (help, the scores, the quit question)."""
        on = clock is not None and clock.on
        self.set_class(on, "-on")
        if clock is None or not on:
            return
        self.turn_left = clock.turn_left if clock.turn_seconds else None
        self.round_left = clock.round_left if clock.round_seconds else None
        self.running, self.held = running, held
        urgent = (self.turn_left is not None and running and self.turn_left <= URGENT) or (
            self.round_left is not None and self.round_left <= URGENT
        )
        self.set_class(urgent, "-urgent")

    def render(self) -> Text:
        text = Text()
        if self.turn_left is not None:
            turn = _("Turn {time}").format(time=minutes(self.turn_left))
            text.append(f"⏱ {turn}", style="bold")
            if self.held:
                text.append(" " + _("(waits while this window is open)"))
            elif not self.running:
                text.append(" " + _("(waits for the hand-off)"))
        if self.round_left is not None:
            text.append(" · " if text else "⏱ ")
            text.append(_("Round {time}").format(time=minutes(self.round_left)))
        return text
