"""The table's piles, large: the discard pile's top card as a big block in the colour to
play (readable from across the room), the draw pile beside it, and under them the
colour, the direction and a pending draw. Drawn at the widget's size: the cards grow
with the room the table leaves them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.cells import cell_len, set_cell_size
from rich.style import Style
from rich.text import Text
from textual.events import Click
from textual.message import Message
from textual.widget import Widget

from uno_tui.engine.views import SeatView
from uno_tui.language import _

from ..cards import card_colour_class, card_label, colour_word, split_top
from ..palette import card_style
from ..vocab import colour_text, words_for
from .table_info import direction_text, pending_text

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

CARD_MIN = (9, 3)  # the smallest big card (width, height)
CARD_MAX = (36, 23)
GAP = 2  # cells between the two piles


def card_size(width: int, height: int, below: int) -> tuple[int, int]:
    """The cards' size for a widget of `width` x `height` with `below` lines under them
    (the captions, the colour, the direction): as large as fits, within the bounds."""
    w = max(CARD_MIN[0], min(CARD_MAX[0], (width - GAP) // 2))
    h = max(CARD_MIN[1], min(CARD_MAX[1], height - below))
    # Upright like a real card, at most: a cell is about twice as tall as it is wide.
    return w, min(h, max(CARD_MIN[1], w * 2 // 3 + 1))


def centred(text: str, width: int) -> str:
    """`text` centred in `width` terminal cells, cut to them (by cells, not characters:
    Japanese takes two a character)."""
    if cell_len(text) > width:
        text = set_cell_size(text, width).rstrip()
    pad = width - cell_len(text)
    left = pad // 2 + (pad & width & 1)  # as str.center places an odd space
    return " " * left + text + " " * (pad - left)


def pile_label(card: str, rules: Ruleset | None, room: int, side: str = "light") -> str:
    """A card on a pile by its whole name ('V Skip All') where it fits in `room` cells,
    else by the short one made for a card face ('V ⊘⊘'): never cut mid-word."""
    label = card_label(card, rules, fit=False, side=side)
    return label if cell_len(label) <= room else card_label(card, rules, side=side)


def block(
    label: str, width: int, height: int, face: Style, edge: Style, sub: str = ""
) -> list[Text]:
    """One card as `height` lines of `width` cells: a filled box, the label centred,
    `sub` under it where there is room (or beside it on a card of one inner line)."""
    inner = width - 2
    if sub and height < 4:
        label, sub = f"{label} {sub}", ""
    lines = [Text.assemble(("╭" + "─" * inner + "╮", edge))]
    middle = (height - 2) // 2 - (1 if sub and height > 4 else 0)
    for row in range(height - 2):
        text = label if row == middle else sub if sub and row == middle + 1 else ""
        lines.append(Text.assemble(("│", edge), (centred(text, inner), face), ("│", edge)))
    lines.append(Text.assemble(("╰" + "─" * inner + "╯", edge)))
    return lines


class BigPiles(Widget, can_focus=False):
    """The piles of one seat's view (public): set with `show`. A click on the draw pile
    asks to draw (`DrawClicked`); the screen decides what that does."""

    DEFAULT_CSS = """
    BigPiles {
        height: 1fr;
        width: 1fr;
    }
    """

    class DrawClicked(Message):
        """The draw pile was clicked."""

        def __init__(self, piles: BigPiles) -> None:
            self.piles = piles
            super().__init__()

        @property
        def control(self) -> BigPiles:
            return self.piles

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.view: SeatView | None = None

    def show(self, view: SeatView) -> None:
        self.view = view
        self.refresh()

    def info(self, view: SeatView) -> list[Text]:
        """The lines under the cards: the colour to play, the direction, a pending draw."""
        declared = split_top(view.top)[1]
        colour = view.colour or colour_word(declared)
        # TRANSLATORS: before the colour (or suit) to play: "Colour: RED".
        line = Text(_("{word}:").format(word=words_for(view.rules).Colour) + " ")
        if colour:
            line.append_text(colour_text(colour, self.app.theme_variables))
        else:
            line.append(_("not chosen yet"), style="italic")
        lines = [line, Text(direction_text(view.direction))]
        if view.backs:  # UNO FLIP!: which side is in play
            side = _("Dark side in play") if view.side == "dark" else _("Light side in play")
            lines.append(Text(side, style="bold"))
        if view.pending_draw:
            lines.append(Text(pending_text(view.pending_draw, view.pending_until), style="bold"))
        return lines

    def placed(self, info: list[Text]) -> tuple[int, int, int]:
        """Where the cards go, with `info` under them: the left margin, a card's width
        and its height."""
        width, height = self.content_size.width, self.content_size.height
        w, h = card_size(width, height, len(info) + 1)
        return max(0, (width - 2 * w - GAP) // 2), w, h

    def draw_pile_at(self, x: int, y: int) -> bool:
        """Whether content offset (x, y) is on the draw pile or its caption."""
        if self.view is None:
            return False
        pad, w, h = self.placed(self.info(self.view))
        return pad + w + GAP <= x < pad + 2 * w + GAP and 0 <= y <= h

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is not None and self.draw_pile_at(offset.x, offset.y):
            self.post_message(self.DrawClicked(self))

    def render(self) -> Text:
        view = self.view
        if view is None:
            return Text()
        height = self.content_size.height
        info = self.info(view)
        left_margin, w, h = self.placed(info)
        rules = getattr(self.app, "rules", None)
        variables = self.app.theme_variables
        side = view.side
        colour = view.colour or card_colour_class(view.top, side)
        face = Style.parse(card_style(variables, colour))
        edge = face + Style(bold=False)
        room = w - 4  # a label's cells inside the box, a space from each edge
        top = block(pile_label(view.top, rules, room, side), w, h, face, edge)
        left = _("{count} left").format(count=view.draw_pile_size)
        if cell_len(left) > room:  # a narrow card: the count alone, never cut
            left = str(view.draw_pile_size)
        if view.draw_back:  # UNO FLIP!: the draw pile's top shows its other face to all
            back = Style.parse(card_style(variables, card_colour_class(view.draw_back)))
            label = pile_label(view.draw_back, rules, room)
            pile = block(label, w, h, back, back + Style(bold=False), sub=left)
        else:
            back = Style.parse(card_style(variables, "-wild"))
            pile = block(left, w, h, back, back + Style(bold=False))
        pad = " " * left_margin
        lines = [Text.assemble(pad, a, " " * GAP, b) for a, b in zip(top, pile, strict=True)]
        captions = Text(
            pad + centred(_("discard"), w) + " " * GAP + centred(_("draw pile"), w), "dim"
        )
        lines.append(captions)
        lines.extend(Text(pad) + line for line in info)
        text = Text("\n").join(lines[:height] if height else lines)
        text.no_wrap, text.overflow = True, "crop"
        return text
