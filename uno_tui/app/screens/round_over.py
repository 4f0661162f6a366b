"""Round over: every hand shown with its points, and the round's scores."""

from __future__ import annotations

from rich import box
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Footer, Static

from ..messages import NextRound, ShowGameOver
from ..palette import cards_row
from ..teams import seat_team, team_letter
from ..widgets.scores import signed
from ..widgets.table_info import score_word
from .base import UnoScreen


def finishing_order(game) -> list[str]:
    """'1. Ann', '2. Ben', ... when the round was played to the last player (S4);
    players who did not finish follow by the points they hold."""
    if not getattr(game.rules, "play_to_last", False) or not game.finished:
        return []
    return [f"{i + 1}. {game.players[s]}" for i, s in enumerate(game.round_order())]


def _button(*args, **kwargs) -> Button:
    """A button for the mouse; the keys are screen bindings, so it never takes focus."""
    button = Button(*args, **kwargs)
    button.can_focus = False
    return button


class RoundOverScreen(UnoScreen):
    """Hands are public now (RULES 9); Enter deals the next round."""

    CSS_PATH = "round_over.tcss"
    BINDINGS = [Binding("enter", "next", "Continue", key_display="⏎")]

    def compose_body(self) -> ComposeResult:
        yield Static(id="round-title")
        with VerticalScroll(id="round-body"):
            yield Static(id="round-hands")
        with Horizontal(id="round-buttons"):
            yield _button("Continue ⏎", id="next", variant="success")
            yield _button("Scoreboard s", id="scoreboard", variant="primary")
        yield Footer()

    def refresh_view(self) -> None:
        game = self.uno.game
        title = Text()
        title.append(f" Round {game.round_number} is over ", style="bold reverse")
        deltas = game.round_scores[-1] if game.round_scores else [0] * len(game.players)
        if game.winner is not None:
            gain = signed(deltas[game.winner])
            team = seat_team(game, game.winner)
            if team:  # H-team: both partners score
                who = f"{game.players[game.winner]} goes out: {team} wins the round ({gain} each)."
            else:
                who = f"{game.players[game.winner]} wins the round ({gain})."
            if any(e.kind == "time-up" for e in game.events):
                who = "Time is up! " + who
            title.append(f"  {who}", style="bold")
        if game.game_over:
            team = seat_team(game, game.game_winner)
            title.append(
                f"  {team} wins the game!" if team else "  The game is over!", style="bold"
            )
        order = finishing_order(game)
        if order:
            title.append("\n Finishing order: " + " · ".join(order))
        self.query_one("#round-title", Static).update(title)
        table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False)
        table.add_column("Player", no_wrap=True)
        table.add_column("Cards left", ratio=1)
        table.add_column("Points", justify="right")
        table.add_column("Round", justify="right")
        total = "Penalty" if score_word(game.rules) == "Penalty" else "Total"
        table.add_column(total, justify="right", style="bold")
        for seat, name in enumerate(game.players):
            hand = game.hand(seat)
            colours = self.app.theme_variables
            cards = cards_row(hand, colours, game.rules) if hand else Text("(out)", style="italic")
            if not game.in_game(seat):
                name = f"{name} (left the game)"
            if game.team_of(seat) is not None:
                name = f"{name} ({team_letter(game.team_of(seat))})"
            table.add_row(
                name,
                cards,
                str(game.hand_points(seat)),
                signed(deltas[seat]),
                str(game.scores[seat]),
                style=None if game.in_game(seat) else "dim",
            )
        self.query_one("#round-hands", Static).update(table)
        label = "Final results ⏎" if game.game_over else "Next round ⏎"
        self.query_one("#next", Button).label = label

    def action_next(self) -> None:
        if self.uno.game.game_over:
            self.post_message(ShowGameOver())
        else:
            self.post_message(NextRound())

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "next":
            self.action_next()
        else:
            self.app.run_action("app.scores")
