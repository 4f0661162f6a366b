"""Round over: every hand shown with its points, and the round's scores."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich import box
from rich.console import RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from uno_tui.language import N_, _, pgettext

from ..hand_order import ordered
from ..messages import NextRound, ShowGameOver
from ..palette import cards_row
from ..teams import game_winner_said, seat_letter, seat_team
from ..widgets.key_bar import KeyBar
from ..widgets.scores import game_goal, signed, total_heading, totals_chart
from .base import UnoScreen

if TYPE_CHECKING:
    from uno_tui.engine.views import SeatView


def finishing_order(view: SeatView) -> list[str]:
    """'1. Ann', '2. Ben', ... when the round was played to the last player (S4);
    players who did not finish follow by the points they hold."""
    if not view.rules.play_to_last or not view.finished or view.result is None:
        return []
    return [f"{i + 1}. {view.players[s]}" for i, s in enumerate(view.result.order)]


def mouse_button(label: str, **kwargs: Any) -> Button:
    """A button for the mouse; the keys are screen bindings, so it never takes focus."""
    button = Button(label, **kwargs)
    button.can_focus = False
    return button


def round_title(view: SeatView) -> Text:
    """'Round 2 is over  Ann wins the round (+31).' and how the game stands."""
    result = view.result
    title = Text()
    title.append(
        " " + _("Round {number} is over").format(number=view.round_number) + " ",
        style="bold reverse",
    )
    scored = result.scored if result else (0,) * len(view.players)
    if view.winner is not None:
        gain = signed(scored[view.winner])
        team = seat_team(view, view.winner)
        name = view.players[view.winner]
        if team:  # H-team: both partners score
            if result and result.time_up:
                how = _("{player} holds the fewest cards: {team} wins the round ({points} each).")
            elif result and result.hands[view.winner]:  # a blocked round: nobody went out
                how = _("{player} holds the fewest points: {team} wins the round ({points} each).")
            else:
                how = _("{player} goes out: {team} wins the round ({points} each).")
            who = how.format(player=name, team=team, points=gain)
        else:
            who = _("{player} wins the round ({points}).").format(player=name, points=gain)
        if result and result.time_up:
            who = _("Time is up!") + " " + who
        title.append(f"  {who}", style="bold")
    if view.game_over:
        over = _("{winner} wins the game!").format(winner=game_winner_said(view))
        title.append("  " + over, style="bold")
    order = finishing_order(view)
    if order:
        title.append("\n " + _("Finishing order:") + " " + " · ".join(order))
    return title


def hands_table(view: SeatView, colours: dict[str, str]) -> Table:
    """Every hand as shown at the end of the round, its points (not where only round
    wins count), the round's score and the total (RULES 9); a round not over yet
    shows no hand at all."""
    table = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False)
    table.add_column(_("Player"), no_wrap=True)
    table.add_column(_("Cards left"), ratio=1)
    scoring = view.rules.scoring
    points = scoring != "round-wins"
    if points:
        table.add_column(_("Points"), justify="right")
    table.add_column(_("Round"), justify="right")
    table.add_column(total_heading(scoring), justify="right", style="bold")
    result = view.result
    if result is None:
        return table
    # (H-team: the winner's partner's hand counts for nobody; its points are not shown
    # beside the others', which go to both partners.)
    first, teams = result.order[0], view.teams
    uncounted = {s for s in range(len(teams)) if s != first and teams[s] == teams[first]}
    for seat, name in enumerate(view.players):
        hand = result.hands[seat]
        cards: RenderableType
        if seat in view.knocked_out:  # the Mercy rule (6e): their cards went under the pile
            cards = Text(_("(knocked out by the Mercy rule)"), style="italic")
        elif hand:
            shown = ordered(hand, "colour", side=view.side)  # (as a hand is shown at first)
            cards = cards_row(shown, colours, view.rules, view.side)
        else:
            cards = Text(pgettext("went out", "(went out)"), style="italic")
        if not view.in_game[seat]:
            name = _("{player} (left the game)").format(player=name)
        if view.teams:
            name = f"{name} ({seat_letter(view, seat)})"
        worth = "–" if seat in uncounted and scoring == "points" else str(result.points[seat])
        hand_points = [worth] if points else []
        table.add_row(
            name,
            cards,
            *hand_points,
            signed(result.scored[seat]),
            str(view.scores[seat]),
            style=None if view.in_game[seat] else "dim",
        )
    return table


class RoundOverScreen(UnoScreen):
    """Hands are public now (RULES 9); Enter deals the next round. It renders from the
    shared view (`game.view(None)`), whose round result is all it shows of the hands."""

    CSS_PATH = "round_over.tcss"
    BINDINGS = [Binding("enter", "next", N_("Continue"), key_display="⏎")]

    def compose_body(self) -> ComposeResult:
        yield Static(id="round-title")
        with VerticalScroll(id="round-body"):
            yield Static(id="round-hands")
            yield Static(id="round-goal", classes="section-title")
            yield Static(id="round-chart")
        with Horizontal(id="round-buttons"):
            yield mouse_button(_("Continue") + " ⏎", id="next", variant="success")
            yield mouse_button(_("Scoreboard") + " s", id="scoreboard", variant="primary")
        yield KeyBar()

    def refresh_view(self) -> None:
        view = self.uno.shared_view()
        self.query_one("#round-title", Static).update(round_title(view))
        colours = self.app.theme_variables
        self.query_one("#round-hands", Static).update(hands_table(view, colours))
        # How the game stands, in the room the hands leave: the totals' bars and trend.
        goal = _("Running totals · {goal}").format(goal=game_goal(view.rules))
        self.query_one("#round-goal", Static).update(goal)
        self.query_one("#round-chart", Static).update(totals_chart(view))
        label = (_("Final results") if view.game_over else _("Next round")) + " ⏎"
        self.query_one("#next", Button).label = label

    def action_next(self) -> None:
        if self.uno.shared_view().game_over:
            self.post_message(ShowGameOver())
        else:
            self.post_message(NextRound())

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "next":
            self.action_next()
        else:
            await self.app.run_action("app.scores")
