"""The table's piles, large: the discard pile's top card as a big block in the colour to
play (readable from across the room), the draw pile beside it, and under them the
colour, the direction and a pending draw. Drawn at the widget's size: the cards grow
with the room the table leaves them."""

from __future__ import annotations

from typing import Any

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from uno_tui.engine.views import SeatView

from ..cards import card_colour_class, card_label, colour_word, split_top
from ..palette import card_style
from ..vocab import colour_text, words_for
from .table_info import direction_text

CARD_MIN = (9, 3)  # the smallest big card (width, height)
CARD_MAX = (26, 13)
GAP = 2  # cells between the two piles


def card_size(width: int, height: int, below: int) -> tuple[int, int]:
    """The cards' size for a widget of `width` x `height` with `below` lines under them
    (the captions, the colour, the direction): as large as fits, within the bounds."""
    w = max(CARD_MIN[0], min(CARD_MAX[0], (width - GAP) // 2))
    h = max(CARD_MIN[1], min(CARD_MAX[1], height - below))
    return w, min(h, max(CARD_MIN[1], w // 2 + 1))  # not taller than it looks wide


def block(label: str, width: int, height: int, face: Style, edge: Style) -> list[Text]:
    """One card as `height` lines of `width` cells: a filled box, the label centred."""
    inner = width - 2
    label = label[:inner]
    lines = [Text.assemble(("╭" + "─" * inner + "╮", edge))]
    middle = (height - 2) // 2
    for row in range(height - 2):
        text = label.center(inner) if row == middle else " " * inner
        lines.append(Text.assemble(("│", edge), (text, face), ("│", edge)))
    lines.append(Text.assemble(("╰" + "─" * inner + "╯", edge)))
    return lines


class BigPiles(Widget, can_focus=False):
    """The piles of one seat's view (public): set with `show`."""

    DEFAULT_CSS = """
    BigPiles {
        height: 1fr;
        width: 1fr;
    }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.view: SeatView | None = None

    def show(self, view: SeatView) -> None:
        self.view = view
        self.refresh()

    def info(self, view: SeatView) -> list[Text]:
        """The lines under the cards: the colour to play, the direction, a pending draw."""
        _, declared = split_top(view.top)
        colour = view.colour or colour_word(declared)
        line = Text(f"{words_for(view.rules).Colour}: ")
        if colour:
            line.append_text(colour_text(colour, self.app.theme_variables))
        else:
            line.append("not chosen yet", style="italic")
        lines = [line, Text(direction_text(view.direction))]
        pending = view.pending_draw
        if pending:
            lines.append(Text(f"Pending draw: {pending} cards", style="bold"))
        return lines

    def render(self) -> Text:
        view = self.view
        if view is None:
            return Text()
        width, height = self.content_size.width, self.content_size.height
        info = self.info(view)
        w, h = card_size(width, height, len(info) + 1)
        rules = getattr(self.app, "rules", None)
        variables = self.app.theme_variables
        colour = view.colour or card_colour_class(view.top)
        face = Style.parse(card_style(variables, colour))
        edge = face + Style(bold=False)
        top = block(card_label(view.top, rules, fit=False), w, h, face, edge)
        back = Style.parse(card_style(variables, "-wild"))
        pile = block(f"{view.draw_pile_size} left", w, h, back, back + Style(bold=False))
        pad = " " * max(0, (width - 2 * w - GAP) // 2)
        lines = [Text.assemble(pad, a, " " * GAP, b) for a, b in zip(top, pile, strict=True)]
        captions = Text(pad + "discard".center(w) + " " * GAP + "draw pile".center(w), "dim")
        lines.append(captions)
        lines.extend(Text(pad) + line for line in info)
        text = Text("\n").join(lines[:height] if height else lines)
        text.no_wrap, text.overflow = True, "crop"
        return text
