"""One card on its own (the discard pile's top, a drawn card): a box with a label that
reads without colour. A hand of cards is `HandView`."""

from __future__ import annotations

from textual.reactive import reactive
from textual.widgets import Static

from ..cards import card_colour_class, card_label

COLOUR_CLASSES = ("-red", "-yellow", "-green", "-blue", "-wild", "-black")


def key_for(index: int) -> str:
    """The number key that picks card `index` (0-based): 1..9 then 0; '' beyond ten."""
    if index < 9:
        return str(index + 1)
    return "0" if index == 9 else ""


class CardView(Static):
    """A card box in the card's colour; set `card` to show another card."""

    DEFAULT_CSS = """
    CardView {
        width: 10;
        height: 3;
        border: round $card-light-text;
        border-title-align: left;
        content-align: center middle;
        text-style: bold;
        color: $card-light-text;
        &.-red { background: $card-red; }
        &.-yellow { background: $card-yellow; }
        &.-green { background: $card-green; }
        &.-blue { background: $card-blue; }
        &.-wild { background: $card-wild; }
        &.-black { background: $card-black; }
        &.-yellow, &.-black { border: heavy $card-dark-text; color: $card-dark-text; }
    }
    """

    card: reactive[str] = reactive("")

    def __init__(self, card: str, **kwargs) -> None:
        super().__init__(**kwargs)
        self.card = card  # the watcher draws it once mounted

    def watch_card(self, card: str) -> None:
        self.update(card_label(card, getattr(self.app, "rules", None)))
        self.remove_class(*COLOUR_CLASSES)
        self.add_class(card_colour_class(card))
