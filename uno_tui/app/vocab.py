"""The words the rules use on screen: UNO or Page One / Stop, colour or suit (pure).

Derived from the ruleset only (`rules.calls`, `rules.playing_cards`), never from a hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text

from uno_tui.engine import CALL_WORDS, SUIT_NAMES
from uno_tui.engine import SUIT_SYMBOLS as SYMBOLS
from uno_tui.engine.cards import colour_said
from uno_tui.engine.refusals import call_label

from ..language import N_, _
from .cards import call_title
from .palette import card_style

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

# What the rules call the thing a wild or an Eight names (Words.kind).
KIND_WORDS = {"colour": N_("colour"), "suit": N_("suit")}
KIND_TITLES = {"colour": N_("Colour"), "suit": N_("Suit")}
# A suit's symbol by its name ("spades": "♠"), from the engine's tables.
SUIT_SYMBOLS = {name: SYMBOLS[letter] for letter, name in SUIT_NAMES.items()}


@dataclass(frozen=True)
class Words:
    """What the table says under one ruleset."""

    one: str | None  # move word on the second-to-last card ("uno", "pageone") or None
    out: str | None  # move word on the last card ("stop", "pageone") or None
    kind: str  # "colour" or "suit" (a key; `colour` is the word shown)

    @property
    def first(self) -> str:
        """The call of the `u` key: the second-to-last call, else the last-card call."""
        return self.one or self.out or "uno"

    @property
    def second(self) -> str | None:
        """The call of the `t` key, when the rules have two calls (Page One and Stop)."""
        return self.out if self.one and self.out else None

    @property
    def calls(self) -> tuple[str, ...]:
        return tuple(w for w in (self.one, self.out) if w)

    @property
    def call_title(self) -> str:
        """'UNO' or 'Page One' (column headings)."""
        return title(self.first)

    @property
    def colour(self) -> str:
        """'colour' or 'suit', in the language in use."""
        return _(KIND_WORDS[self.kind])

    @property
    def Colour(self) -> str:  # noqa: N802 - capitalised word for the start of a line
        return _(KIND_TITLES[self.kind])


def words_for(rules: Ruleset | None) -> Words:
    one, out = CALL_WORDS.get(getattr(rules, "calls", "uno"), ("uno", None))
    return Words(one, out, "suit" if getattr(rules, "playing_cards", False) else "colour")


def label(word: str | None) -> str:
    """'pageone' -> 'Page One!' (None: the UNO call)."""
    return call_label(word or "uno")


def title(word: str | None) -> str:
    """'pageone' -> 'Page One' (a heading, or a call inside a sentence)."""
    return call_title(word or "uno")


def colour_text(colour: str, variables: dict[str, str]) -> Text:
    """A colour or suit on its own style: ' RED ' or ' ♦ diamonds ' (`variables`: the
    app's theme variables, which hold the card colours)."""
    style = card_style(variables, colour)
    if colour in SUIT_SYMBOLS:
        return Text(f" {SUIT_SYMBOLS[colour]} {colour_said(colour)} ", style=style)
    return Text(f" {colour_said(colour).upper()} ", style=style)


def colour_plain(colour: str) -> str:
    """'♦ diamonds' or 'red' (plain text)."""
    shown = colour_said(colour)
    return f"{SUIT_SYMBOLS[colour]} {shown}" if colour in SUIT_SYMBOLS else shown
