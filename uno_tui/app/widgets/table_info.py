"""Public table widgets: the piles and the players around the table."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from ..cards import colour_word, split_top
from .card import CardView

COLOUR_STYLES = {
    "red": "bold white on #b71c1c",
    "yellow": "bold black on #f9a825",
    "green": "bold white on #1b5e20",
    "blue": "bold white on #0d47a1",
}


def direction_text(direction: int) -> str:
    return "↻ clockwise" if direction == 1 else "↺ counter-clockwise"


def seat_order(game) -> str:
    """'Ann → Ben → Cat' starting at the player due, in the direction of play."""
    n = len(game.players)
    seats = [(game.turn + game.direction * k) % n for k in range(n)]
    return " → ".join(game.players[s] for s in seats)


class PilesView(Vertical):
    """Discard top with the active colour, draw pile size and direction of play."""

    DEFAULT_CSS = """
    PilesView {
        width: 24;
        height: auto;
        padding: 0 1;
        & > .pile-info { height: auto; }
    }
    """

    def compose(self) -> ComposeResult:
        top = CardView("W", id="discard-top")
        top.border_title = "top"
        yield top
        yield Static(classes="pile-info")

    def show(self, game) -> None:
        top = game.top
        _, declared = split_top(top)
        view = self.query_one("#discard-top", CardView)
        view.set_card(top)  # a wild shows in its declared colour
        colour = game.colour or colour_word(declared)
        info = Text()
        info.append("Colour: ")
        if colour:
            info.append(f" {colour.upper()} ", style=COLOUR_STYLES.get(colour, "bold reverse"))
        else:
            info.append("not chosen yet", style="italic")
        info.append(f"\nDraw pile: {game.draw_pile_size}")
        info.append(f"\n{direction_text(game.direction)}")
        pending = getattr(game, "pending_draw", 0)
        if pending:
            info.append(f"\nPending draw: {pending} cards", style="bold")
        self.query_one(".pile-info", Static).update(info)


def uno_status(game, seat: int) -> Text:
    """'UNO!' when called, a warning when the seat may be caught, else nothing."""
    if seat in game.catchable:
        return Text("no UNO!", style="bold reverse")
    if game.uno_called(seat) and game.hand_size(seat) <= 2:
        return Text("UNO!", style="bold")
    return Text("")


class SeatsView(Static):
    """Everyone at the table: name, card count, UNO status, score. Public only."""

    DEFAULT_CSS = """
    SeatsView {
        width: auto;
        height: auto;
    }
    """

    def show(self, game, viewer: int | None) -> None:
        width = min(12, max(6, *(len(n) for n in game.players)))
        text = Text(f"  {'Player':<{width}} Cards {'UNO':<7} Score", style="bold")
        for seat, name in enumerate(game.players):
            turn = seat == game.turn and not game.round_over
            text.append("\n" + ("▶ " if turn else "  "))
            label = name if len(name) <= width else name[: width - 1] + "…"
            style = ("bold " if turn else "") + ("underline" if seat == viewer else "")
            text.append(f"{label:<{width}}", style=style.strip())
            text.append(f" {game.hand_size(seat):>5} ")
            status = uno_status(game, seat)
            status.pad_right(7 - len(status.plain))
            text.append_text(status)
            text.append(f" {game.scores[seat]:>5}")
        self.update(text)
