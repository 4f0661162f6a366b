"""Scoreboard: the +/- of every round, totals, places and a chart of totals."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from ..teams import teams_of
from ..widgets.scores import round_table, team_table, totals_chart
from .base import UnoScreen


class ScoreboardScreen(UnoScreen):
    """Pushed on top of any screen; Esc / s / Enter closes it. Public only: it renders
    from the shared view (`game.view(None)`), never from the game."""

    CSS_PATH = "scoreboard.tcss"
    BINDINGS = [Binding("escape,s,enter", "close", "Close", key_display="Esc")]

    def compose_body(self) -> ComposeResult:
        view = self.uno.shared_view()
        rules = view.rules
        goal = {
            "points": f"first to {rules.target_score} points wins",
            "round-table": f"{rules.rounds} rounds, highest total wins",
            "penalty": f"{rules.penalty_limit} penalty points puts a player out",
            "round-wins": f"first to {rules.target_wins} round wins",
            "ranking": f"{rules.rounds} rounds, places give points",
        }.get(getattr(rules, "scoring", "points"), "")
        yield Static(f" Scoreboard · {rules.name} · {goal} ", id="score-title")
        with VerticalScroll(id="score-body"):
            if teams_of(view):
                yield Static("Teams (partners share their points)", classes="section-title")
                yield Static(team_table(view), id="score-teams")
            if view.round_scores:
                yield Static(round_table(view), id="score-table")
                yield Static(
                    "Running totals (bar = total, then one tick per round)", classes="section-title"
                )
                yield Static(totals_chart(view), id="score-chart")
            else:
                yield Static("No round has finished yet.", id="score-table")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss()
