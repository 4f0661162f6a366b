"""Scoreboard: the +/- of every round, totals, places and a chart of totals."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from uno_tui.language import N_, _
from uno_tui.records.your_rulesets import shown_name

from ..teams import teams_of
from ..widgets.key_bar import KeyBar, key_name
from ..widgets.scores import game_goal, round_table, team_table, totals_chart
from .base import UnoScreen
from .round_over import mouse_button


class ScoreboardScreen(UnoScreen):
    """Pushed on top of any screen; Esc / s / Enter closes it. Public only: it renders
    from the shared view (`game.view(None)`), never from the game."""

    HOLDS_COMPUTERS = True

    CSS_PATH = "scoreboard.tcss"
    BINDINGS = [Binding("escape,s,enter", "close", N_("Close"), key_display="Esc")]

    def compose_body(self) -> ComposeResult:
        view = self.uno.shared_view()
        title = " · ".join([_("Scoreboard"), shown_name(view.rules.name), game_goal(view.rules)])
        yield Static(f" {title} ", id="score-title")
        with VerticalScroll(id="score-body"):
            if teams_of(view):
                yield Static(_("Teams (partners share their points)"), classes="section-title")
                yield Static(team_table(view), id="score-teams")
            if view.round_scores:
                yield Static(round_table(view), id="score-table")
                yield Static(
                    _("Running totals (bar = total, then one tick per round)"),
                    classes="section-title",
                )
                yield Static(totals_chart(view), id="score-chart")
            else:
                yield Static(_("No round has finished yet."), id="score-table")
        with Horizontal(id="score-buttons"):  # (for the mouse, as the round-over screen's)
            yield mouse_button(_("Close") + " " + key_name("Esc"), id="close", variant="primary")
        yield KeyBar()

    def action_close(self) -> None:
        self.dismiss()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_close()
