"""Game over: the ranking, the family's standing from the saved games, and play again."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich import box
from rich.table import Table
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from uno_tui import short_label
from uno_tui.language import N_, _, ngettext, percent

from ..messages import PlayAgain

if TYPE_CHECKING:
    from uno_tui.records.stats import PlayerStats
from ..teams import game_winner_said, seat_letter, seat_team
from ..widgets.key_bar import KeyBar
from ..widgets.scores import places, totals_chart
from .base import UnoScreen
from .round_over import mouse_button


class GameOverScreen(UnoScreen):
    """The final ranking, rendered from the shared view (`game.view(None)`)."""

    CSS_PATH = "game_over.tcss"
    BINDINGS = [Binding("enter", "again", N_("Play again"), key_display="⏎")]

    def compose_body(self) -> ComposeResult:
        view = self.uno.shared_view()
        ranking = view.ranking
        title = Text()
        title.append(" " + _("Game over") + " ", style="bold reverse")
        team = seat_team(view, ranking[0])
        winner = game_winner_said(view)
        title.append("  " + _("{winner} wins the game!").format(winner=winner), style="bold")
        yield Static(title, id="over-title")
        table = Table(box=box.SIMPLE_HEAD, pad_edge=False)
        table.add_column(_("Place"), justify="right")
        table.add_column(_("Player"))
        if team:
            table.add_column(_("Team"))
        penalty = getattr(view.rules, "scoring", "") == "penalty"
        table.add_column(_("Penalty") if penalty else _("Score"), justify="right", style="bold")
        place = places(view)
        for seat in ranking:
            partner = [seat_letter(view, seat)] if team else []
            table.add_row(str(place[seat]), view.players[seat], *partner, str(view.scores[seat]))
        with VerticalScroll(id="over-body"):
            yield Static(table, id="over-ranking")
            if view.round_scores:
                yield Static(totals_chart(view), id="over-chart")
            yield Static("", id="over-standing")
        with Horizontal(id="over-buttons"):
            yield mouse_button(_("Play again") + " ⏎", id="again", variant="success")
            yield mouse_button(_("Scoreboard") + " s", id="scoreboard", variant="primary")
            yield mouse_button(_("Quit") + " q", id="quit", variant="error")
        yield KeyBar()

    def on_mount(self) -> None:
        recorder = getattr(self.app, "recorder", None)
        path = getattr(recorder, "path", None)
        if path is not None:  # the games saved beside this one: this table's standing
            players, computers = self.uno.shared_view().players, self.uno.computers
            self.standing(path.parent, [(name, computers.get(s)) for s, name in enumerate(players)])

    @work(thread=True, exclusive=True, exit_on_error=False)
    def standing(self, folder: Path, seats: list[tuple[str, str | None]]) -> None:
        """Replays the saved games (uno-tui stats) off the UI thread, then shows how the
        players at this table, as they sat (a computer by its level), stand over all
        of them."""
        from uno_tui.records.stats import family_stats

        figures = family_stats(folder)
        rows = figures.at_table(seats)
        if rows and max(p.games for p in rows) > 1:
            self.app.call_from_thread(self.show_standing, rows, figures.finished)

    def show_standing(self, rows: list[PlayerStats], games: int) -> None:
        if not self.is_mounted:  # (left before the saved games were read)
            return
        table = Table(
            box=box.SIMPLE_HEAD,
            pad_edge=False,
            title=ngettext(
                "At this table over {n} saved game (uno-tui stats)",
                "At this table over {n} saved games (uno-tui stats)",
                games,
            ).format(n=games),
            title_justify="left",
        )
        for heading in (
            N_("Player"),
            N_("Games finished"),
            N_("Wins"),
            N_("Win %"),
            N_("Rounds won"),
        ):
            table.add_column(_(heading), justify="left" if heading == "Player" else "right")
        for p in rows:
            rate = percent(p.win_rate) if p.games else "–"
            name = short_label(p.name, p.computer)  # 'Cat (normal)' for a computer
            table.add_row(name, str(p.games), str(p.wins), rate, f"{p.rounds_won}/{p.rounds}")
        self.query_one("#over-standing", Static).update(table)

    def action_again(self) -> None:
        self.post_message(PlayAgain())

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "again":
            self.action_again()
        elif event.button.id == "scoreboard":
            await self.app.run_action("app.scores")
        else:
            await self.app.run_action("app.request_quit")
