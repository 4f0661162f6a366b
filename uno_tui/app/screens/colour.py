"""Modal: choose the colour (or suit) for a wild."""

from __future__ import annotations

from collections import Counter

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from uno_tui.engine.cards import COLOUR_WORDS, colour_said
from uno_tui.language import N_, _, capitalised

from ..vocab import SUIT_SYMBOLS
from .base import UnoModal


def key_of(colour: str) -> str:
    """The letter key of a colour: its card letter ('r'; FLIP!'s purple: 'v', pink: 'p'),
    or a suit's first letter."""
    return COLOUR_WORDS.get(colour, colour[0]).lower()


def colour_keys(choices: list[str]) -> list[tuple[str, ...]]:
    """The letter keys of each colour on offer, the first the one the window names.
    That one is the first letter of its word on its button, in the language in use
    (French rouge, jaune, vert, bleu: r j v b), when those are plain letters and all
    different; else `key_of` for each (Japanese words; English pink and purple: p t o v;
    French pique and carreau). Each colour takes its card letter (`key_of`: French y for
    the card "Y 8") and its word's initial as well, unless another colour of the window
    has that key too: a key picks one colour or none."""
    initials = [colour_title(colour)[:1].lower() for colour in choices]
    letters = [key_of(colour) for colour in choices]
    typed = all(initial.isascii() and initial.isalpha() for initial in initials)
    named = initials if typed and len(set(initials)) == len(initials) else letters
    # The keys each colour might take: the one named, its card letter, its initial.
    wanted = [
        dict.fromkeys(key for key in keys if key.isascii() and key.isalpha())
        for keys in zip(named, letters, initials, strict=True)
    ]
    claims = Counter(key for keys in wanted for key in keys)
    return [
        tuple(key for key in keys if key == first or claims[key] == 1)
        for first, keys in zip(named, wanted, strict=True)
    ]


# The colours and suits a wild names, as words in a sentence (a button capitalizes).


def colour_title(colour: str) -> str:
    """A colour's word in the language in use, capitalized for a button ("Red", "Rouge")."""
    return capitalised(colour_said(colour))


def colour_shown(colour: str) -> str:
    """'♦ diamonds' or 'red', in the language in use (in a sentence)."""
    word = colour_said(colour)
    return f"{SUIT_SYMBOLS[colour]} {word}" if colour in SUIT_SYMBOLS else word


class ColourModal(UnoModal[str | None]):
    """Dismisses a colour word from `choices` ('red', ...), or None when cancelled."""

    CSS_PATH = "colour.tcss"
    # No colour is highlighted at first, so Enter picks none (a second Enter, meant for
    # the table, must not pick the first colour); ←/→ or Tab highlight one, and Enter
    # then picks the one highlighted.
    AUTO_FOCUS = ""
    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel")),
        Binding("left", "app.focus_previous", show=False),
        Binding("right", "app.focus_next", show=False),
        *[Binding(str(i + 1), f"choose({i})", show=False) for i in range(4)],
    ]

    def __init__(self, choices: list[str], title: str = N_("Choose a colour")) -> None:
        super().__init__()
        self.choices = choices
        self.suits = any(c in SUIT_SYMBOLS for c in choices)
        if self.suits and title == "Choose a colour":
            title = N_("Choose a suit")
        self.title_text = _(title)
        self.named: list[str] = []  # the key the hint names for each colour
        self.keys: dict[str, str] = {}  # every letter key -> its colour
        for colour, keys in zip(choices, colour_keys(choices), strict=True):
            self.named.append(keys[0])
            self.keys.update(dict.fromkeys(keys, colour))

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            with Horizontal(id="colours"):
                for i, colour in enumerate(self.choices):
                    if colour in SUIT_SYMBOLS:  # the number keys work too; labels must fit
                        label = f"{SUIT_SYMBOLS[colour]} {colour_title(colour)}"
                    else:
                        label = f"{i + 1} {colour_title(colour)}"
                    yield Button(label, id=f"colour-{colour}", classes=f"-{colour}")
            letters = " ".join(self.named)
            yield Static(
                _("Keys {letters} or 1-{last}, ←/→ then ⏎, or a click · Esc cancels").format(
                    letters=letters, last=len(self.choices)
                ),
                classes="dialog-hint",
            )

    def on_key(self, event: events.Key) -> None:
        colour = self.keys.get((event.character or "").lower())
        if colour is not None:
            event.stop()
            self.dismiss(colour)

    def action_choose(self, index: int) -> None:
        if 0 <= index < len(self.choices):
            self.dismiss(self.choices[index])

    def action_cancel(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss((event.button.id or "").removeprefix("colour-"))
