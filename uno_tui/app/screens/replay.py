"""Replay: step through a saved game, forwards and backwards.

Every position is the record replayed into a fresh Game up to step k
(`uno_tui.records.Replay`); nothing here changes a game. The table is the
public view (the piles, the seats, what the table saw happen); with `reveal`
every hand is shown too, and drawn cards are named.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.reactive import reactive
from textual.widgets import Footer, Static

from uno_tui.engine import Event, Game, Phase
from uno_tui.records import Replay, Step

from ..palette import cards_row
from ..widgets.event_log import fold, log_line
from ..widgets.table_info import PilesView, SeatsView
from .base import UnoScreen


def step_label(step: Step, names: list[str]) -> str:
    """One line of the move list: '  37  Ben         play R9' or '— round 2 dealt —'."""
    if step.kind == "move":
        who = names[step.by] if 0 <= step.by < len(names) else f"seat {step.by}"
        return f"{step.index + 1:>5}  {who[:12]:<12} {step.move}"
    return f"      — round {step.round} dealt —"


def status_text(game: Game) -> str:
    """Whose decision is due, or how the round or game ended."""
    names = game.players
    if game.game_over:
        return f"Game over: {names[game.ranking()[0]]} wins the game."
    if game.round_over:
        if game.winner is None:
            return f"Round {game.round_number} is over."
        return f"Round over: {names[game.winner]} wins round {game.round_number}."
    due = names[game.turn]
    return {
        Phase.PLAY: f"{due} to play or draw.",
        Phase.DRAWN: f"{due} to play the drawn card or keep it.",
        Phase.CHALLENGE: f"{due} to challenge or accept the Wild Draw Four.",
        Phase.COLOUR: f"{due} to choose a colour.",
    }.get(game.phase, f"{due} to move.")


class ReplayScreen(UnoScreen):
    """A saved game, one step at a time. `reveal` shows every hand."""

    CSS_PATH = "replay.tcss"
    # Quit first and short words: the footer is cut at 80 columns, never the way out.
    BINDINGS = [
        Binding("q,escape", "close", "Quit", key_display="q"),
        Binding("left,p", "step(-1)", "Back", key_display="←/p"),
        Binding("right,n", "step(1)", "Forward", key_display="→/n"),
        Binding("home", "jump(0)", "Start", key_display="Home"),
        Binding("end", "jump(-1)", "End", key_display="End"),
        Binding("pageup", "round(-1)", "Round", key_display="PgUp/Dn"),
        Binding("pagedown", "round(1)", "Round on", show=False),
    ]

    step: reactive[int] = reactive(0, init=False)
    """The step on screen: 0 is the first deal, len(replay) - 1 the last move."""

    def __init__(self, replay: Replay, reveal: bool = False, start: int = 0) -> None:
        super().__init__()
        self.replay = replay
        self.reveal = reveal
        self.names = list(replay.record.players)
        self.labels = [step_label(s, self.names) for s in replay.steps]
        self.set_reactive(ReplayScreen.step, self._clamp(start))

    def _clamp(self, k: int) -> int:
        return max(0, min(k, len(self.replay) - 1))

    def compose_body(self) -> ComposeResult:
        yield Static(id="replay-title")
        with Horizontal(id="replay-top"):
            yield PilesView(id="replay-piles")
            with Vertical(id="replay-seats-box"):
                yield SeatsView(id="replay-seats")
                yield Static(id="replay-status")
        with Horizontal(id="replay-body"):
            with Vertical(id="replay-left"):
                yield Static("What happened", classes="section-title")
                yield Static(id="replay-events")
                if self.reveal:
                    yield Static("Every hand", classes="section-title")
                    yield Static(id="replay-hands")
            yield Static(id="replay-moves")
        yield Footer()

    def on_mount(self) -> None:
        self.refresh_view()

    def on_resize(self) -> None:
        self.refresh_view()

    def watch_step(self) -> None:
        self.refresh_view()

    # ---- keys -----------------------------------------------------------------

    def action_step(self, delta: int) -> None:
        self.step = self._clamp(self.step + delta)

    def action_jump(self, k: int) -> None:
        self.step = self._clamp(k if k >= 0 else len(self.replay) - 1)

    def action_round(self, delta: int) -> None:
        starts = self.replay.rounds()
        if delta < 0:
            earlier = [k for k in starts if k < self.step]
            self.step = earlier[-1] if earlier else 0
        else:
            later = [k for k in starts if k > self.step]
            self.step = later[0] if later else len(self.replay) - 1

    def action_close(self) -> None:
        if len(self.app.screen_stack) > 2:
            self.dismiss()
        else:
            self.app.exit()

    # ---- view -------------------------------------------------------------------

    def refresh_view(self) -> None:
        if not self.is_mounted:
            return
        game, events = self.replay.at(self.step)
        record = self.replay.record
        last = len(self.replay) - 1
        name = record.path.name if record.path else record.origin
        title = (
            f" Replay · {name} · {record.rules.name} · step {self.step} of {last}"
            f" · round {game.round_number}" + (" · every hand shown " if self.reveal else " ")
        )
        self.query_one("#replay-title", Static).update(title)
        self.query_one("#replay-piles", PilesView).show(game)
        self.query_one("#replay-seats", SeatsView).show(game, None)
        self.query_one("#replay-status", Static).update(status_text(game))
        self.query_one("#replay-events", Static).update(self._events_text(events))
        if self.reveal:
            self.query_one("#replay-hands", Static).update(self._hands_text(game))
        self.query_one("#replay-moves", Static).update(self._moves_text())

    def _events_text(self, events: list[Event]) -> Text:
        lines = []
        for event in fold(events):
            viewer = None
            if self.reveal:
                viewer = event.private_to if event.private_to is not None else event.player
            sentence = log_line(event, self.names, viewer, self.replay.record.rules)
            if sentence:
                lines.append(sentence)
        return Text("\n".join(lines) or "Nothing the table can see.")

    def _hands_text(self, game: Game) -> Table:
        table = Table.grid(padding=(0, 1))
        table.add_column(no_wrap=True)
        table.add_column(ratio=1)
        for seat, name in enumerate(self.names):
            style = "bold" if seat == game.turn else ""
            cards = cards_row(game.hand(seat), self.app.theme_variables, game.rules)
            table.add_row(Text(name, style=style), cards)
        return table

    def _moves_text(self) -> Text:
        """A window of the move list around the current step, which is highlighted."""
        height = self.query_one("#replay-moves", Static).size.height or 20
        before = max(1, height // 3)
        first = max(0, min(self.step - before, len(self.labels) - height))
        text = Text()
        for k in range(first, min(len(self.labels), first + height)):
            if k > first:
                text.append("\n")
            if k == self.step:
                text.append(f"▶{self.labels[k]}", style="bold reverse")
            else:
                text.append(f" {self.labels[k]}", style="dim" if k > self.step else "")
        return text
