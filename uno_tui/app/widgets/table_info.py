"""Public table widgets: the piles and the players around the table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual.widget import Widget
from textual.widgets import Static

from uno_tui import short_label
from uno_tui.engine.cards import colour_said
from uno_tui.engine.views import SeatView
from uno_tui.language import _, ngettext, pgettext

from ..cards import card_colour_class, card_label, colour_word, face_tag, other_side, split_top
from ..palette import card_style
from ..teams import seat_letter
from ..vocab import colour_text, label, title, words_for
from .card import card_text

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

    # For the type checker the mixin is the widget it is mixed into; at run time it is
    # a plain class before the widget's Textual base.
    _Widget = Widget
else:
    _Widget = object

__all__ = [
    "COMPACT_ABOVE",
    "PilesView",
    "SeatsText",
    "SeatsView",
    "direction_text",
    "draw_until",
    "pending_text",
    "seat_order",
]


def direction_text(direction: int) -> str:
    return "↻ " + _("clockwise") if direction == 1 else "↺ " + _("counter-clockwise")


def pad(text: str, width: int) -> str:
    """`text` and spaces to `width` terminal cells (Japanese takes two a character)."""
    return text + " " * max(0, width - cell_len(text))


def pad_left(text: str, width: int) -> str:
    return " " * max(0, width - cell_len(text)) + text


def draw_until(pending: int, until: str) -> str:
    """'until pink', 'until pink + 2': a pending draw up to the colour `until` (a view's
    pending_until: UNO FLIP!'s Wild Draw Colour, whose pending draw counts 1 for it), and
    the cards after it (a lost challenge, a stack) as '+ 2'. The one wording of it: the
    piles (pending_text), the hand-off and the status line say it so."""
    colour = colour_said(until)
    if pending > 1:
        # TRANSLATORS: cards are drawn until one of {colour} turns up, then {n} more
        # (FLIP!'s Wild Draw Colour after a lost challenge), in "Pending draw: {until}"
        # and "(cards {until} wait for you)". Keep it short: ~20 cells.
        return _("until {colour} + {n}").format(colour=colour, n=pending - 1)
    # TRANSLATORS: cards are drawn until one of {colour} turns up (FLIP!'s Wild Draw
    # Colour; a wild does not count), in "Pending draw: {until}" and "(cards {until}
    # waits for you)". Keep it short: ~20 cells.
    return _("until {colour}").format(colour=colour)


def pending_text(pending: int, until: str | None = None) -> str:
    """'Pending draw: 4 cards'; a draw up to the colour `until` (draw_until): 'Pending
    draw: until pink', 'Pending draw: until pink + 2'. Short: the piles crop a longer
    line."""
    if until is None:
        return ngettext(
            "Pending draw: {count} card", "Pending draw: {count} cards", pending
        ).format(count=pending)
    # TRANSLATORS: {until} is "until pink" or "until pink + 2" (a draw up to a colour).
    # Keep it short: ~30 cells.
    return _("Pending draw: {until}").format(until=draw_until(pending, until))


def seat_order(view: SeatView, room: int = 0) -> str:
    """'Ann → Ben → Cat' starting at the player due, in the direction of play; seats out
    of the round (eliminated, finished) are skipped, as the turn skips them. Longer
    than `room` cells (0: any length), the last names give way to '…'."""
    n = len(view.players)
    seats = [(view.turn + view.direction * k) % n for k in range(n)]
    names = [view.players[s] for s in seats if view.in_round[s] or s == view.turn]
    order = " → ".join(names)
    if room and cell_len(order) > room:
        while len(names) > 1 and cell_len(" → ".join([*names, "…"])) > room:
            names.pop()
        order = " → ".join([*names, "…"])
    return order


class PilesView(Static):
    """The discard pile's top card in its colour, then the colour to play, the draw pile's
    size and the direction of play: one widget (the table redraws every one on a key)."""

    DEFAULT_CSS = """
    PilesView {
        width: 24;
        height: auto;
        padding: 0 1;
    }
    """

    def show(self, game: SeatView) -> None:
        top = game.top
        declared = split_top(top)[1]
        variables = self.app.theme_variables
        # A wild shows in its declared colour.
        # TRANSLATORS: on the edge of the discard pile's top card: at most 5 cells.
        edge = pgettext("pile", "top")
        text = card_text(top, variables, getattr(self.app, "rules", None), title=edge)
        colour = game.colour or colour_word(declared)
        text.append("\n" + _("{word}:").format(word=words_for(game.rules).Colour) + " ")
        if colour:
            text.append_text(colour_text(colour, variables))
        else:
            text.append(_("not chosen yet"), style="italic")
        text.append("\n" + _("Draw pile: {count}").format(count=game.draw_pile_size))
        text.append(f"\n{direction_text(game.direction)}")
        if game.pending_draw:
            text.append("\n" + pending_text(game.pending_draw, game.pending_until), style="bold")
        self.update(text)


def fit_cells(name: str, width: int) -> str:
    """`name` in exactly `width` terminal cells: cut with an ellipsis by cells (an emoji
    takes two), padded with spaces."""
    if cell_len(name) > width:
        name = set_cell_size(name, width - 1).rstrip() + "…"
    return name + " " * (width - cell_len(name))


def end_cells(text: str, width: int, room: int = 0) -> str:
    """The end of `text` in at most `width` terminal cells; given `room`, a number it
    begins in is kept whole within `room` cells ('10x', not '0x', of 'Q10x')."""
    kept = ""
    for char in reversed(text):
        if cell_len(char + kept) > max(width, room if kept[:1].isdigit() else 0):
            break
        if cell_len(kept) >= width and not (char.isdigit() and kept[:1].isdigit()):
            break
        kept = char + kept
    return kept


def keep_end(name: str, width: int, tail: str) -> str:
    """`name` in `width` cells, cut in the middle so that its end `tail` stays:
    'Alexa…Q01x'."""
    head = set_cell_size(name, max(0, width - 1 - cell_len(tail))).rstrip()
    return fit_cells(head + "…" + tail, width)


def end_tails(names: list[str], width: int) -> list[list[str]]:
    """For each way of keeping the names' ends after the '…', most readable first,
    every name's end: their last words (one, then two …), then their last cells
    (one, then two …). A way a name's end does not fit in is left out."""
    room = width - 2  # (a cell of the name's start and the '…' before the end)
    words = [name.split() for name in names]
    ways = [[" ".join(w[-j:]) for w in words] for j in range(1, max(len(w) for w in words))]
    ways = [way for way in ways if all(0 < cell_len(end) <= room for end in way)]
    return ways + [[end_cells(name, k, room) for name in names] for k in range(1, room + 1)]


def fit_names(names: list[str], width: int) -> list[str]:
    """The names in `width` cells each, cut (fit_cells) so that no two read the same:
    names cut alike keep their ends ('Player 1' … 'Player 10' in 7 cells: 'Playe…1' …
    'Play…10'); where no end tells them apart, the seat's number does ('Bot…3')."""
    cut = [fit_cells(name, width) for name in names]
    alike = [
        seat
        for seat, text in enumerate(cut)
        if cut.count(text) > 1 and cell_len(names[seat]) > width
    ]
    if not alike:
        return cut
    rest = {text for seat, text in enumerate(cut) if seat not in alike}
    numbers = [str(seat + 1) for seat in alike]  # (the last way: always taken)
    for way in [*end_tails([names[seat] for seat in alike], width), numbers]:
        ends = [keep_end(names[seat], width, end) for seat, end in zip(alike, way, strict=True)]
        if len(set(ends)) == len(ends) and not set(ends) & rest:
            break
    for seat, text in zip(alike, ends, strict=True):
        cut[seat] = text
    return cut


COMPACT_ABOVE = 6  # more players than this: two compact columns
COMPACT_NAME = 6  # the narrowest a name gets there
COMPACT_ROOM = 44  # the cells the two columns may take in a box that grows with them


def score_word(rules: Ruleset) -> str:
    """'Penalty' where the score is penalty points (lowest wins), else 'Score'."""
    return _("Penalty") if getattr(rules, "scoring", "") == "penalty" else _("Score")


def ordinal(n: int) -> str:
    return f"{n}{'tsnrhtdd'[(n // 10 % 10 != 1) * (n % 10 < 4) * n % 10 :: 4]}"


def place_out(n: int) -> str:
    """'1st out', '2nd out' …: the place of a finished player."""
    suffix = ordinal(n)[len(str(n)) :]
    # TRANSLATORS: a finished player's place, in the seats table (short): 1st out.
    templates = {"st": _("{n}st out"), "nd": _("{n}nd out"), "rd": _("{n}rd out")}
    return templates.get(suffix, _("{n}th out")).format(n=n)


def uno_status(view: SeatView, seat: int) -> Text:
    """The call when made, a warning when the seat may be caught, the place of a
    finished player (S4), 'out of game' for an eliminated one (S3); else nothing.
    Public fields only."""
    words = words_for(view.rules)
    if not view.in_game[seat]:
        # TRANSLATORS: a seat out of the game, in the seats table (short).
        return Text(pgettext("seat", "out"), style="italic")
    if seat in view.knocked_out:  # No Mercy's Mercy rule (6e): out of this round
        return Text(_("Mercy: out"), style="italic")
    if seat == view.unconfirmed_out:
        return Text(_("no {call}").format(call=label(words.out)), style="bold reverse")
    if seat in view.catchable:
        return Text(_("no {call}").format(call=label(words.first)), style="bold reverse")
    finished = view.finished
    if seat in finished and len(view.players) > 2:
        return Text(place_out(finished.index(seat) + 1), style="bold")
    if view.uno_called[seat] and view.hand_sizes[seat] <= 2:
        return Text(label(words.first), style="bold")
    return Text("")


def with_stock(status: Text, view: SeatView, seat: int) -> Text:
    """The seat's status, and the stock it owes (Tōgen T2) after it: 'owes 3'."""
    owed = view.stock_owed[seat] if view.stock_owed else 0
    if not owed:
        return status
    owes = _("owes {count}").format(count=owed)
    return Text.assemble(status, " " if status.plain else "", (owes, "bold"))


def seat_names(game: SeatView, levels: dict[int, str]) -> list[str]:
    """The seats' names, computer seats marked with their level: 'Cat (hard)'."""
    return [short_label(name, levels.get(seat)) for seat, name in enumerate(game.players)]


def greyed(row: Text, view: SeatView, seat: int) -> Text:
    """A seat out of the game (H-elimination, S3) or knocked out of the round (the
    Mercy rule, 6e) is greyed: it no longer plays."""
    if not view.in_game[seat] or seat in view.knocked_out:
        row.stylize("dim")
    return row


def cards_held(view: SeatView, seat: int) -> str:
    """A seat's card count; under the Mercy rule against its limit: '12/25'."""
    count = view.hand_sizes[seat]
    return f"{count}/{view.mercy_limit}" if view.mercy_limit else str(count)


class SeatsText(_Widget):
    """Mixed into the seat widgets: everyone at the table as text (name, card count, UNO
    status, score). Public only."""

    def seats_text(
        self,
        game: SeatView,
        viewer: int | None,
        levels: dict[int, str],
        room: int = 0,
    ) -> Text:
        """Everyone's public state, read from a view (the shared one, `view(None)`, or
        the viewer's, whose public part is the same): `viewer`'s name is underlined;
        `levels` by seat marks the computer players. `room`: the cells a line may take
        (0: any); the names give way first."""
        names = seat_names(game, levels)
        if len(game.players) > COMPACT_ABOVE:
            return self.compact(game, viewer, names, room)
        width = min(16 if len(names) < 7 else 12, max(6, *(cell_len(n) for n in names)))
        words = words_for(game.rules)
        statuses = [with_stock(uno_status(game, s), game, s) for s in range(len(game.players))]
        # "Page One" is too wide at 80
        heading = title("uno") if words.first == "uno" else _("Call")
        least = 7 if words.first == "uno" else 5
        call = max(least, cell_len(heading), *(t.cell_len for t in statuses))
        score = score_word(game.rules)
        # The team letter's and the card count's columns are as wide as their headings.
        team_word = _("Team") if game.teams else ""
        team_cells = max(4, cell_len(team_word))
        team = pad(team_word, team_cells) + " " if game.teams else ""
        cards_word = _("Cards")
        cards = max(5, cell_len(cards_word))
        rest = 3 + cell_len(team) + cards + 1 + call + 1 + cell_len(score)
        if room:
            width = max(6, min(width, room - rest))
        text = Text(
            f"  {pad(_('Player'), width)} {team}{pad_left(cards_word, cards)} "
            f"{pad(heading, call)} {score}",
            style="bold",
        )
        for seat, name in enumerate(fit_names(names, width)):
            turn = seat == game.turn and not game.round_over
            row = Text("▶ " if turn else "  ")
            style = ("bold " if turn else "") + ("underline" if seat == viewer else "")
            row.append(name, style=style.strip())
            if game.teams:
                row.append(f" {seat_letter(game, seat):>{team_cells}}")
            row.append(f" {cards_held(game, seat):>{cards}} ")
            status = statuses[seat]
            status.pad_right(call - status.cell_len)
            row.append_text(status)
            row.append(" " + pad_left(str(game.scores[seat]), cell_len(score)))
            text.append("\n")
            text.append_text(greyed(row, game, seat))
        text.append_text(self.public_hands(game, viewer, room))
        return text

    def public_hands(self, game: SeatView, viewer: int | None, room: int = 0) -> Text:
        """The hands the rules show the whole table (H-reveal), one line each, and in
        UNO FLIP! what everyone sees of each hand: the other face of every card; the
        viewer's own is in front of them already. Each face is a tag on its colour with
        a space either side (' P7 '); where a hand's line would not fit in `room` cells
        so (0: any length), every hand's tags are closer, one space apart ('P7 T↺'):
        a hand of eight on one line at 80 columns (the seats box of four players). Where
        even then a line would not fit (the hand-off's half of 80 columns), the heading
        is said once and each hand follows its name: a line each, not two."""
        text = Text()
        dark = other_side(game.side) == "dark"
        faces = _("{name}'s dark faces:") if dark else _("{name}'s light faces:")
        shown = [
            (game.players[seat], backs)
            for seat, backs in enumerate(game.backs)
            if seat != viewer and backs
        ]
        lines = [(faces.format(name=name), backs) for name, backs in shown]

        def fit(apart: int) -> bool:  # every line in `room` with tags `apart` cells apart
            return not room or all(
                cell_len(head) + sum(cell_len(face_tag(card)) + apart for card in backs) <= room
                for head, backs in lines
            )

        if not fit(1):  # a heading once, then each hand after its name (the hand-off)
            text.append("\n" + (_("Dark faces:") if dark else _("Light faces:")))
            width = max(cell_len(name) for name, _backs in shown)
            lines = [(f"  {pad(name, width)}", backs) for name, backs in shown]
        padded = fit(3)
        for head, backs in lines:
            text.append("\n" + head)
            for card in backs:  # (no space inside a tag: a line breaks between them)
                style = card_style(self.app.theme_variables, card_colour_class(card))
                text.append(" ")
                text.append(f" {face_tag(card)} " if padded else face_tag(card), style=style)
        for seat, hand in game.public_hands:
            if seat == viewer:
                continue
            text.append("\n" + _("{name} shows:").format(name=game.players[seat]))
            for card in hand:
                style = card_style(self.app.theme_variables, card_colour_class(card))
                text.append(" ")
                text.append(f" {card_label(card, game.rules)} ", style=style)
        return text

    def compact(self, game: SeatView, viewer: int | None, names: list[str], room: int) -> Text:
        """Many players: two columns of name, cards and call (the scoreboard has the
        scores), so that every seat shows in the box at 80x24; the names as wide as
        `room` allows (0: up to COMPACT_ROOM), never narrower than COMPACT_NAME.
        Where two columns of names that narrow do not fit in `room` (the table at 60
        columns), one column: a line each, not every line broken in two."""
        n = len(game.players)
        statuses = [with_stock(uno_status(game, seat), game, seat) for seat in range(n)]
        call = max(4, *(t.cell_len for t in statuses))
        others = 2 + 4 + 1 + call  # a column's cells besides the name
        columns = 1 if room and room < 2 * (others + COMPACT_NAME) + 2 else 2
        rows = (n + columns - 1) // columns
        # (the columns 2 cells apart)
        free = ((room or COMPACT_ROOM) - 2 * (columns - 1)) // columns - others
        longest = max(cell_len(name) for name in names)
        width = max(COMPACT_NAME, min(longest, free))
        cell = others + width
        # With partners the team letter takes the first column: "A▶Ann".
        # TRANSLATORS: the team letter's column heading in the narrow seats table: 1 cell.
        mark = pgettext("team column", "T") + " " if game.teams else "  "
        player = fit_cells(_("Player"), width)
        heading = f"{mark}{player}  {_('Cards')} "
        text = Text((pad(heading, cell) + "  ") * columns, style="bold")
        text.rstrip()
        shown = fit_names(names, width)
        for row in range(rows):
            text.append("\n")
            for seat in (row, row + rows)[:columns]:
                if seat >= n:
                    continue
                if seat != row:
                    text.append("  ")
                turn = seat == game.turn and not game.round_over
                style = ("bold " if turn else "") + ("underline" if seat == viewer else "")
                mark = "▶" if turn else " "
                entry = Text(seat_letter(game, seat) + mark if game.teams else mark + " ")
                entry.append(shown[seat], style=style.strip())
                entry.append(f" {cards_held(game, seat):>3} ")
                status = statuses[seat].copy()
                status.pad_right(call - status.cell_len)
                entry.append_text(status)
                text.append_text(greyed(entry, game, seat))
        text.append_text(self.public_hands(game, viewer, room))
        return text


class SeatsView(SeatsText, Static):
    """The seats where the box grows with them (the hand-off, the replay); given a
    width in the stylesheet, the names take the room it leaves."""

    DEFAULT_CSS = """
    SeatsView {
        width: auto;
        height: auto;
    }
    """
    shown: tuple[SeatView, int | None, dict[int, str]] | None = None

    def show(self, view: SeatView, viewer: int | None, levels: dict[int, str]) -> None:
        self.shown = (view, viewer, levels)
        width = self.styles.width
        room = 0 if width is None or width.is_auto else self.content_region.width
        self.update(self.seats_text(view, viewer, levels, room))

    def on_resize(self) -> None:
        if self.shown is not None:
            self.show(*self.shown)
