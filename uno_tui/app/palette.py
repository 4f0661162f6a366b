"""Card colours, in one place: theme variables for the stylesheets, Rich styles for text.

Colour is UNO's main cue, so each card colour must stay its own colour on a 16- or
8-colour terminal. Hex colours are downgraded there to the nearest of the 16 (blue
became grey, green black), so such a terminal gets the ANSI colours themselves and
the app runs with Textual's ANSI colours (`App.ansi_color`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.text import Text

from .cards import card_colour_class, card_label
from .line_breaks import card_text
from .widgets.prose import Sentence

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

# Variable: (truecolor / 256 colours, 16 or 8 colours).
CARD_COLOURS = {
    "card-red": ("#b71c1c", "ansi_red"),
    "card-yellow": ("#f9a825", "ansi_yellow"),
    "card-green": ("#1b5e20", "ansi_green"),
    "card-blue": ("#0d47a1", "ansi_blue"),
    # UNO FLIP!'s dark side (no red, yellow or blue there: on 16 colours those stand in).
    "card-pink": ("#c2185b", "ansi_magenta"),
    "card-teal": ("#00796b", "ansi_cyan"),
    "card-orange": ("#ef6c00", "ansi_bright_red"),
    "card-purple": ("#5e35b1", "ansi_blue"),
    "card-wild": ("#212121", "ansi_black"),
    "card-black": ("#eeeeee", "ansi_white"),
    "card-paper": ("#ffffff", "ansi_bright_white"),  # a suit named on its own
    "card-suit-red": ("#d32f2f", "ansi_red"),
    "card-light-text": ("#ffffff", "ansi_bright_white"),
    "card-dark-text": ("#000000", "ansi_black"),
}
# Card class (cards.card_colour_class): background and text variables.
CARD_CLASSES = {
    "-red": ("card-red", "card-light-text"),
    "-yellow": ("card-yellow", "card-dark-text"),
    "-green": ("card-green", "card-light-text"),
    "-blue": ("card-blue", "card-light-text"),
    "-pink": ("card-pink", "card-light-text"),
    "-teal": ("card-teal", "card-light-text"),
    "-orange": ("card-orange", "card-dark-text"),
    "-purple": ("card-purple", "card-light-text"),
    "-wild": ("card-wild", "card-light-text"),
    "-black": ("card-black", "card-dark-text"),
    "-hearts": ("card-paper", "card-suit-red"),
    "-diamonds": ("card-paper", "card-suit-red"),
    "-spades": ("card-paper", "card-dark-text"),
    "-clubs": ("card-paper", "card-dark-text"),
}


def few_colours(color_system: str | None) -> bool:
    """Whether a terminal with Rich's `color_system` has only 16 or 8 colours."""
    return color_system in ("standard", "windows")


def theme_variables(ansi: bool) -> dict[str, str]:
    return {name: pair[1] if ansi else pair[0] for name, pair in CARD_COLOURS.items()}


def rich_colour(value: str) -> str:
    """A Textual colour value as Rich reads it ('ansi_red' -> 'red')."""
    return value.removeprefix("ansi_")


def card_style(variables: dict[str, str], css_class: str) -> str:
    """The Rich style of a card class ('-red') or colour word ('red', 'hearts')."""
    key = css_class if css_class.startswith("-") else f"-{css_class}"
    if key not in CARD_CLASSES:
        return "bold reverse"
    background, text = CARD_CLASSES[key]
    defaults = theme_variables(False)
    back = rich_colour(variables.get(background, defaults[background]))
    fore = rich_colour(variables.get(text, defaults[text]))
    return f"bold {fore} on {back}"


def cards_row(
    cards: Sequence[str],
    variables: dict[str, str],
    rules: Ruleset | None = None,
    side: str = "light",
) -> Sentence:
    """Card labels side by side on their colours, one space apart, wrapping between
    cards, never inside one ("G" / "5" on two lines reads as two cards). Readable
    without colour too. FLIP! cards by their face on `side`."""
    row = Text()
    for i, card in enumerate(cards):
        label = card_text(f" {card_label(card, rules, side=side)} ")  # (one word)
        row.append(" " if i else "")
        row.append(label, style=card_style(variables, card_colour_class(card, side)))
    return Sentence(row)
