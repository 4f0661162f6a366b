"""Replay: step through a saved game, forwards and backwards.

Every position is the record replayed into a fresh Game up to step k
(`uno_tui.records.Replay`); nothing here changes a game. The table is the
public view (the piles, the seats, what the table saw happen); with `reveal`
every hand is shown too, and drawn cards are named. Under H-shuffle-seats the
players move between rounds: names and computer levels follow the players.
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size
from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from uno_tui.engine import Event, Ruleset
from uno_tui.engine.views import SeatView
from uno_tui.language import N_, _, capitalised
from uno_tui.records import Replay, Step
from uno_tui.records.your_rulesets import shown_name

from ..cards import move_words
from ..computers import seated
from ..palette import cards_row
from ..teams import seat_team
from ..widgets.event_log import fold, log_line, side_before
from ..widgets.key_bar import KeyBar
from ..widgets.prose import Prose
from ..widgets.table_info import PilesView, SeatsView
from .base import UnoScreen

CLOCK_MOVES = frozenset({"time-up"})
"""Moves the table's clock makes (H-timer: the round's time ran out), recorded for the
player due but nobody's doing: the move list names no player for them."""


def step_label(
    step: Step,
    names: list[str],
    rules: Ruleset | None = None,
    side: str = "light",
    number_width: int = 5,
    name_width: int = 12,
) -> str:
    """One line of the move list, the move in words: '   37  Ben  play R 9', 'catch Ann',
    the clock's 'round time up' under no name, or '— round 2 dealt —'. `side`: the side
    in play before the move (UNO FLIP!); the widths are the columns' for the number and
    the name (cut to fit)."""
    if step.kind == "move":
        assert step.by is not None and step.index is not None  # a move step has both
        assert step.move is not None
        if step.move.split()[0] in CLOCK_MOVES:
            who = ""
        elif 0 <= step.by < len(names):
            who = names[step.by]
        else:
            who = _("seat {number}").format(number=step.by)
        said = move_words(step.move, rules, side, names)
        return f"{step.index + 1:>{number_width}}  {set_cell_size(who, name_width)}  {said}"
    return (
        " " * (number_width + 1) + "— " + _("round {number} dealt").format(number=step.round) + " —"
    )


def status_text(view: SeatView) -> str:
    """Whose decision is due, or how the round or game ended."""
    names = view.players
    if view.game_over:
        first = view.ranking[0]  # (partners: their team wins, named as the table names it)
        winner = seat_team(view, first) or names[first]
        return _("Game over: {player} wins the game.").format(player=winner)
    if view.round_over:
        if view.winner is None:
            return _("Round {number} is over.").format(number=view.round_number)
        return _("Round over: {player} wins round {number}.").format(
            player=names[view.winner], number=view.round_number
        )
    assert view.waiting is not None  # (the round is not over)
    # TRANSLATORS: {waiting} is what the game waits for, e.g. "Ben is to play or draw".
    return _("{waiting}.").format(waiting=capitalised(view.waiting.sentence(view.side)))


class MoveList(Static):
    """A window of the move list (ReplayScreen._moves_text): a click on a move goes to
    it, as the keys step there."""

    first = 0  # the step of the first line shown

    class Picked(Message):
        def __init__(self, step: int) -> None:
            super().__init__()
            self.step = step

    def on_click(self, event: events.Click) -> None:
        event.stop()
        offset = event.get_content_offset(self)
        if offset is not None:  # (not on the padding)
            self.post_message(self.Picked(self.first + offset.y))


class ReplayScreen(UnoScreen):
    """A saved game, one step at a time. `reveal` shows every hand."""

    CSS_PATH = "replay.tcss"
    # Quit first and short words: the footer is cut at 80 columns, never the way out.
    BINDINGS = [
        Binding("q,escape", "close", N_("Quit"), key_display="q"),
        Binding("left,p", "step(-1)", N_("Back"), key_display="←/p"),
        Binding("right,n", "step(1)", N_("Forward"), key_display="→/n"),
        Binding("home", "jump(0)", N_("Start"), key_display="Home"),
        Binding("end", "jump(-1)", N_("End"), key_display="End"),
        Binding("pageup", "round(-1)", N_("Round"), key_display="PgUp/Dn"),
        Binding("pagedown", "round(1)", N_("Round on"), show=False),
        # --reveal: more hands than their panel holds (its title says so).
        Binding("up", "scroll_hands(-1)", show=False),
        Binding("down", "scroll_hands(1)", show=False),
    ]

    step: reactive[int] = reactive(0, init=False)
    """The step on screen: 0 is the first deal, len(replay) - 1 the last move."""

    def __init__(self, replay: Replay, reveal: bool = False, start: int = 0) -> None:
        super().__init__()
        self.replay = replay
        self.reveal = reveal
        seating = self._seating()
        rules = replay.record.rules
        sides = self._sides()
        # The columns as wide as this game's numbers and names need (a name cut at 12).
        widest = max((cell_len(name) for seats in seating.values() for name in seats), default=1)
        widths = (len(str(len(replay.record.moves))), min(12, widest))
        self.labels = [
            step_label(s, seating[s.round], rules, sides[k], *widths)
            for k, s in enumerate(replay.steps)
        ]
        # The moves made up to each step: the number the move list shows (a deal is no move).
        self.moves_made: list[int] = []
        made = 0
        for step in replay.steps:
            made = step.index + 1 if step.index is not None else made
            self.moves_made.append(made)
        self.set_reactive(ReplayScreen.step, self._clamp(start))

    def _seating(self) -> dict[int, list[str]]:
        """Round -> the players in seat order (a move's `by` is a seat of its round).
        H-shuffle-seats reseats before each round: the rounds' deals say how."""
        record = self.replay.record
        seating = dict.fromkeys(range(1, record.round + 1), list(record.players))
        if record.rules.shuffle_seats:
            for k in self.replay.rounds()[1:]:
                seating[self.replay.steps[k].round] = list(self.replay.at(k)[0].players)
        return seating

    def _sides(self) -> list[str]:
        """The side in play before each step: UNO FLIP! names a card by its face on it
        (the record is stepped through once more; other decks have one side)."""
        if self.replay.record.rules.deck != "flip":
            return ["light"] * len(self.replay)
        after = [self.replay.at(k)[0].side for k in range(len(self.replay))]
        return ["light", *after[:-1]]

    def _clamp(self, k: int) -> int:
        return max(0, min(k, len(self.replay) - 1))

    def compose_body(self) -> ComposeResult:
        yield Static(id="replay-title")
        with Horizontal(id="replay-top"):
            yield PilesView(id="replay-piles")
            with Vertical(id="replay-seats-box"):
                yield SeatsView(id="replay-seats")
                yield Static(id="replay-status")
        if self.reveal:  # across the screen, where a big hand takes few lines; ↑/↓ scroll it
            # (Not focusable: its own keys would take ←/→, Home and End from the replay.)
            with VerticalScroll(id="replay-hands-box", can_focus=False):
                yield Static(_("Every hand"), id="replay-hands-title", classes="section-title")
                yield Static(id="replay-hands")
        with Horizontal(id="replay-body"):
            with Vertical(id="replay-left"):
                yield Static(_("What happened"), classes="section-title")
                yield Prose([], bullet="", id="replay-events")
            yield MoveList(id="replay-moves")
        yield KeyBar()

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

    def on_move_list_picked(self, message: MoveList.Picked) -> None:
        self.step = self._clamp(message.step)

    def action_scroll_hands(self, delta: int) -> None:
        """↑/↓: every hand, when they are more than their panel holds (--reveal)."""
        for box in self.query("#replay-hands-box"):
            box.scroll_to(y=box.scroll_y + delta, animate=False)

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
        view = game.view(None)
        record = self.replay.record
        name = record.path.name if record.path else record.origin
        made, moves = self.moves_made[self.step], len(record.moves)
        parts = [
            _("Replay"),
            name,
            shown_name(record.rules.name),
            # As the move list numbers them: the deals between rounds are not counted.
            _("move {number} of {total}").format(number=made, total=moves),
            _("round {number}").format(number=view.round_number),
        ]
        if self.reveal:
            parts.append(_("every hand shown"))
        title = " " + " · ".join(parts) + " "
        self.query_one("#replay-title", Static).update(title)
        self.query_one("#replay-piles", PilesView).show(view)
        # The record keeps the computers' levels by starting seat: this position's seats,
        # as the players sit now.
        levels = seated(game, record.computers)
        self.query_one("#replay-seats", SeatsView).show(view, None, levels)
        self.query_one("#replay-status", Static).update(status_text(view))
        self.query_one("#replay-events", Prose).update(self._events_lines(events, view))
        if self.reveal:  # every hand, from the game: the one place the replay shows them
            hands = [game.hand(seat) for seat in range(len(view.players))]
            self.query_one("#replay-hands", Static).update(self._hands_text(view, hands))
            self.call_after_refresh(self._title_hands)
        self.query_one("#replay-moves", MoveList).update(self._moves_text())

    def _events_lines(self, events: list[Event], view: SeatView) -> list[str]:
        """What the table saw at this step, a sentence a line, each card label on one
        line however the sentence wraps (Prose breaks where every language may)."""
        lines = []
        names = list(view.players)
        folded = fold(events)
        side = side_before(folded, view.side)
        for event in folded:
            viewer = None
            if self.reveal:
                viewer = event.private_to if event.private_to is not None else event.player
            if event.kind == "turn-over":  # FLIP!: cards named on the side then in play
                side = "dark" if event.count else "light"
            sentence = log_line(event, names, viewer, view.rules, side, unbroken=True)
            if sentence:
                lines.append(sentence)
        return lines or [_("Nothing the table can see.")]

    def _title_hands(self) -> None:
        """The hands' title says ↑/↓ when the panel holds fewer than there are."""
        box = self.query_one("#replay-hands-box", VerticalScroll)
        more = box.max_scroll_y > 0
        title = _("Every hand (↑/↓ for more)") if more else _("Every hand")
        self.query_one("#replay-hands-title", Static).update(title)

    def _hands_text(self, view: SeatView, hands: list[list[str]]) -> Table:
        table = Table.grid(padding=(0, 1))
        table.add_column(no_wrap=True)
        table.add_column(ratio=1)
        for seat, name in enumerate(view.players):
            style = "bold" if seat == view.turn else ""
            cards = cards_row(hands[seat], self.app.theme_variables, view.rules, view.side)
            table.add_row(Text(name, style=style), cards)
        return table

    def _moves_text(self) -> Text:
        """A window of the move list around the current step, which is highlighted."""
        moves = self.query_one("#replay-moves", MoveList)
        height = moves.size.height or 20
        before = max(1, height // 3)
        first = moves.first = max(0, min(self.step - before, len(self.labels) - height))
        text = Text()
        for k in range(first, min(len(self.labels), first + height)):
            if k > first:
                text.append("\n")
            if k == self.step:
                text.append(f"▶{self.labels[k]}", style="bold reverse")
            else:
                text.append(f" {self.labels[k]}", style="dim" if k > self.step else "")
        return text
