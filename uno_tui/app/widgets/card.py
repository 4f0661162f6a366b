"""One card: a small box with a label that reads without colour."""

from __future__ import annotations

from textual.message import Message
from textual.widgets import Static

from ..cards import card_colour_class, card_label

COLOUR_CLASSES = ("-red", "-yellow", "-green", "-blue", "-wild", "-black")


def key_for(index: int) -> str:
    """The number key that picks card `index` (0-based): 1..9 then 0; '' beyond ten."""
    if index < 9:
        return str(index + 1)
    return "0" if index == 9 else ""


class CardView(Static):
    """A card box. The number key is in the top border, a tick marks a playable card."""

    DEFAULT_CSS = """
    CardView {
        width: 10;
        height: 3;
        border: round $foreground 40%;
        border-title-align: left;
        border-subtitle-align: right;
        content-align: center middle;
        text-style: bold;
        color: $text-muted;
        &.-red { background: $card-red; color: $card-light-text 60%; }
        &.-yellow { background: $card-yellow; color: $card-dark-text 60%; }
        &.-green { background: $card-green; color: $card-light-text 60%; }
        &.-blue { background: $card-blue; color: $card-light-text 60%; }
        &.-wild { background: $card-wild; color: $card-light-text 60%; }
        &.-black { background: $card-black; color: $card-dark-text 60%; }
        &.-playable, &.-static { border: heavy $card-light-text; color: $card-light-text; }
        &.-playable.-yellow, &.-playable.-black, &.-static.-yellow, &.-static.-black {
            color: $card-dark-text;
            border: heavy $card-dark-text;
        }
        &.-dim { tint: $background 50%; }
        &.-marked { border: heavy $warning; text-style: bold reverse; }
        &.-selected { border: double $accent !important; tint: $background 0%; }
        /* The accent is orange: on a yellow or white card the selection needs blue. */
        &.-selected.-yellow, &.-selected.-black { border: double $primary !important; }
        &.-static { border: round $card-light-text; }
        &:ansi.-dim { tint: $background 0%; text-style: dim; }
    }
    """

    class Clicked(Message):
        """A card in a hand was clicked."""

        def __init__(self, index: int) -> None:
            self.index = index
            super().__init__()

    def __init__(self, card: str, index: int | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.index = index
        self.card = ""
        self.set_card(card)

    def set_card(
        self,
        card: str,
        playable: bool = False,
        selected: bool = False,
        marked: bool = False,
        dim: bool = False,
        mark: str = "mark",
    ) -> None:
        """Show `card` with its state (playable / selected / marked for multi-play);
        `dim` greys out a card that cannot be played now; `mark` is written on a marked card."""
        state = (card, playable, selected, marked, dim, mark)
        if state == getattr(self, "_state", None):
            return  # unchanged: moving the selection restyles two cards, not the hand
        self._state = state
        if card != self.card:
            self.card = card
            self.update(card_label(card, getattr(self.app, "rules", None)))
            self.remove_class(*COLOUR_CLASSES)
            self.add_class(card_colour_class(card))
        self.set_class(playable, "-playable")
        self.set_class(selected, "-selected")
        self.set_class(marked, "-marked")
        self.set_class(dim, "-dim")
        if self.index is None:
            self.add_class("-static")
            return
        self.border_title = key_for(self.index)  # beyond ten no key picks it: no number
        self.border_subtitle = (mark if marked else "") + ("✓" if playable else "")

    def on_click(self) -> None:
        if self.index is not None:
            self.post_message(self.Clicked(self.index))
