"""Public table widgets: the piles and the players around the table."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from ..cards import colour_word, split_top
from ..vocab import COLOUR_STYLES, colour_text, label, words_for
from .card import CardView

__all__ = ["COLOUR_STYLES", "PilesView", "SeatsView", "direction_text", "seat_order"]


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
        info.append(f"{words_for(game.rules).Colour}: ")
        if colour:
            info.append_text(colour_text(colour))
        else:
            info.append("not chosen yet", style="italic")
        info.append(f"\nDraw pile: {game.draw_pile_size}")
        info.append(f"\n{direction_text(game.direction)}")
        pending = getattr(game, "pending_draw", 0)
        if pending:
            info.append(f"\nPending draw: {pending} cards", style="bold")
        self.query_one(".pile-info", Static).update(info)


def ordinal(n: int) -> str:
    return f"{n}{'tsnrhtdd'[(n // 10 % 10 != 1) * (n % 10 < 4) * n % 10 :: 4]}"


def uno_status(game, seat: int) -> Text:
    """The call when made, a warning when the seat may be caught, the place of a
    finished player (S4), 'out of game' for an eliminated one (S3); else nothing."""
    words = words_for(game.rules)
    if not game.in_game(seat):
        return Text("left", style="italic")
    if seat == game.unconfirmed_out:
        return Text(f"no {label(words.out)}", style="bold reverse")
    if seat in game.catchable:
        return Text(f"no {label(words.first)}", style="bold reverse")
    finished = game.finished
    if seat in finished and len(game.players) > 2:
        return Text(f"{ordinal(finished.index(seat) + 1)} out", style="bold")
    if game.uno_called(seat) and game.hand_size(seat) <= 2:
        return Text(label(words.first), style="bold")
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
        words = words_for(game.rules)
        statuses = [uno_status(game, seat) for seat in range(len(game.players))]
        heading = "UNO" if words.first == "uno" else "Call"  # "Page One" is too wide at 80
        call = max(7 if heading == "UNO" else 5, *(len(t.plain) for t in statuses))
        text = Text(f"  {'Player':<{width}} Cards {heading:<{call}} Score", style="bold")
        for seat, name in enumerate(game.players):
            turn = seat == game.turn and not game.round_over
            text.append("\n" + ("▶ " if turn else "  "))
            shown = name if len(name) <= width else name[: width - 1] + "…"
            style = ("bold " if turn else "") + ("underline" if seat == viewer else "")
            text.append(f"{shown:<{width}}", style=style.strip())
            text.append(f" {game.hand_size(seat):>5} ")
            status = statuses[seat]
            status.pad_right(call - len(status.plain))
            text.append_text(status)
            text.append(f" {game.scores[seat]:>5}")
        self.update(text)
