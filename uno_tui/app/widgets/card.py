"""One card on its own (the discard pile's top, a drawn card): a box with a label that
reads without colour. A hand of cards is `HandView`; both draw the box with `card_box`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.cells import cell_len, set_cell_size
from rich.style import Style
from rich.text import Text
from textual.reactive import reactive
from textual.widgets import Static

from ..cards import CARD_WIDTH as INNER  # the longest label: the inside of a box
from ..cards import card_colour_class, card_label
from ..palette import CARD_CLASSES, card_style

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

CARD_WIDTH = INNER + 2  # a box, its sides included
CARD_HEIGHT = 3
# Box characters by state: (top-left, top, top-right, side, bottom-left, bottom-right).
BOXES = {
    "round": "╭─╮│╰╯",
    "heavy": "┏━┓┃┗┛",
    "double": "╔═╗║╚╝",
}
# Cards with dark text (yellow, black): a pile's card gets a heavy edge in the text's
# colour (a thin dark line is hard to see on them); the hand draws its selection there
# in another colour.
DARK_TEXT = {c for c, (__, text) in CARD_CLASSES.items() if text == "card-dark-text"}


def key_for(index: int) -> str:
    """The number key that picks card `index` (0-based): 1..9 then 0; '' beyond ten."""
    if index < 9:
        return str(index + 1)
    return "0" if index == 9 else ""


def cut(text: str, width: int, fill: str = "") -> str:
    """`text` in `width` cells at most (filled up with `fill` to exactly `width`)."""
    if cell_len(text) > width:
        text = set_cell_size(text, width)
    return text + fill * (width - cell_len(text)) if fill else text


def card_box(label: str, title: str = "", sub: str = "", box: str = BOXES["round"]) -> list[str]:
    """The three lines of a card's box: the top edge with `title` in it ('╭─ top ──╮'),
    the label centred between the sides, the bottom edge with `sub` near its end.
    Widths are in terminal cells: a word in Japanese takes two a character."""
    if cell_len(label) > INNER:
        label = set_cell_size(label, INNER).rstrip()
    left = (INNER - cell_len(label)) // 2
    middle = box[3] + " " * left + label + " " * (INNER - left - cell_len(label)) + box[3]
    title = f" {title} " if title else ""
    top = box[0] + cut(box[1] + title, INNER, box[1]) + box[2]
    sub = cut(f" {sub} ", INNER - 1) if sub else ""
    edge = box[1] * (INNER - cell_len(sub) - (1 if sub else 0)) + sub + (box[1] if sub else "")
    return [top, middle, box[4] + edge + box[5]]


def card_text(
    card: str, variables: dict[str, str], rules: Ruleset | None = None, title: str = ""
) -> Text:
    """One card as three lines of Rich text in its colours: the edge in the label's
    colour, heavy on yellow and black cards. `variables`: the app's theme variables."""
    colour = card_colour_class(card)
    face = Style.parse(card_style(variables, colour))
    edge = face + Style(bold=False)
    box = BOXES["heavy" if colour in DARK_TEXT else "round"]
    top, middle, bottom = card_box(card_label(card, rules), title, box=box)
    return Text.assemble(
        (top, edge), "\n",
        (middle[0], edge), (middle[1:-1], face), (middle[-1], edge), "\n",
        (bottom, edge), end="",
    )  # fmt: skip


class CardView(Static):
    """A card box in the card's colour; set `card` to show another card."""

    DEFAULT_CSS = """
    CardView {
        width: 10;
        height: 3;
    }
    """

    card: reactive[str] = reactive("")

    def __init__(self, card: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.card = card  # the watcher draws it once mounted

    def watch_card(self, card: str) -> None:
        self.update(card_text(card, self.app.theme_variables, getattr(self.app, "rules", None)))
