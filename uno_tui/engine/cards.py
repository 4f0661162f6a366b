"""Cards as immutable values and their canonical notation (RULES.md section 1).

Hands, piles, moves and logs hold canonical card texts ("R5", "W+4", "10H");
`card_info(text)` gives the immutable `Card` behind a text. A wild's declared
colour is game state, never part of the card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from ..language import listed, pgettext

COLOUR_NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
# UNO FLIP!'s dark side (RULES 6d): pink, teal, orange, purple.
DARK_COLOUR_NAMES = {"P": "pink", "T": "teal", "O": "orange", "V": "purple"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# How a card reads in plain text (card_label): the word after the colour letter, and wilds.
ACTION_LABELS = {
    "skip": "Skip",
    "rev": "Rev",
    "+2": "+2",
    "rev+2": "Rev+2",
    "counter": "Counter",
    # UNO FLIP! (RULES 6d)
    "+1": "+1",
    "+5": "+5",
    "flip": "Flip",
    "skipall": "Skip All",
    # No Mercy (RULES 6e).
    "+4": "+4",
    "discard": "Discard All",
}
WILD_LABELS = {
    "W": "Wild",
    "+4": "Wild +4",
    "shuffle": "Shuffle",
    "custom": "Custom",
    "swap": "Swap",
    "snorlax": "Snorlax",
    "greninja": "Greninja",
    "JOKER": "Joker",
    "+?": "Hit+?",
    "change": "Change",
    "replace": "Replace",
    "gamble": "Gamble",
    # UNO FLIP! (RULES 6d)
    "wild+2": "Wild +2",
    "wild+c": "Wild +Colour",
    # No Mercy (RULES 6e).
    "rev+4": "Wild Rev +4",
    "+6": "Wild +6",
    "+10": "Wild +10",
    "roulette": "Roulette",
}

# Words accepted for a colour or suit in moves (case-insensitive).
_ALL_COLOURS = COLOUR_NAMES | DARK_COLOUR_NAMES
COLOUR_WORDS = {**{k: k for k in _ALL_COLOURS}, **{v: k for k, v in _ALL_COLOURS.items()}}
SUIT_WORDS = {**{k: k for k in SUIT_NAMES}, **{v: k for k, v in SUIT_NAMES.items()}}

ACTION_FACES = ("skip", "rev", "+2")
TOGEN_ACTION_FACES = ("rev+2", "counter")  # the Tōgen deck's own coloured cards (RULES 6c)
WILD_FACES = ("W", "+4", "shuffle", "custom", "swap", "snorlax", "greninja")
TOGEN_WILD_FACES = ("+?", "change", "replace", "gamble")
NO_MERCY_ACTION_FACES = ("+4", "skipall", "discard")  # RULES 6e: coloured, 20 points
NO_MERCY_WILD_FACES = ("rev+4", "+6", "+10", "roulette")  # RULES 6e: wild, 50 points
WILD_POINTS = {
    "W": 50,
    "+4": 50,
    "snorlax": 50,
    "greninja": 50,
    "swap": 40,
    # Official 2016 value; the seeds give none.
    "shuffle": 40,
    "custom": 40,
    # The Tōgen deck (RULES 6c, assumed): every wild 50.
    "+?": 50,
    "change": 50,
    "replace": 50,
    "gamble": 50,
    # No Mercy (RULES 6e, assumed): every wild 50.
    "rev+4": 50,
    "+6": 50,
    "+10": 50,
    "roulette": 50,
}
PLAYING_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@dataclass(frozen=True, slots=True)
class Card:
    """One card. `colour` is a colour letter (UNO) or suit letter (playing cards),
    None for wilds and the joker; `face` is the number, symbol or rank."""

    text: str
    colour: str | None
    face: str
    points: int
    is_wild: bool = False
    is_number: bool = False
    playing_card: bool = False

    @property
    def number(self) -> int | None:
        return int(self.face) if self.is_number else None


def _uno_cards() -> list[Card]:
    cards = []
    for c in COLOUR_NAMES:
        cards += [Card(f"{c}{n}", c, str(n), n, is_number=True) for n in range(10)]
        faces = ACTION_FACES + TOGEN_ACTION_FACES + NO_MERCY_ACTION_FACES
        cards += [Card(f"{c}{f}" if f[0] == "+" else f"{c}-{f}", c, f, 20) for f in faces]
    for f in WILD_FACES + TOGEN_WILD_FACES + NO_MERCY_WILD_FACES:
        text = "W" if f == "W" else (f"W{f}" if f[0] == "+" else f"W-{f}")
        cards.append(Card(text, None, f, WILD_POINTS[f], is_wild=True))
    return cards


def _playing_cards() -> list[Card]:
    # Page One points are not in its seed: the usual Crazy Eights values.
    def points(rank: str) -> int:
        if rank == "8":
            return 50
        if rank in "JQK":
            return 10
        return 1 if rank == "A" else int(rank)

    cards = [
        Card(f"{r}{s}", s, r, points(r), is_number=r.isdigit(), playing_card=True)
        for s in SUIT_NAMES
        for r in PLAYING_RANKS
    ]
    cards.append(Card("JOKER", None, "JOKER", 50, is_wild=True, playing_card=True))
    return cards


ALL_CARDS: dict[str, Card] = {c.text: c for c in _uno_cards() + _playing_cards()}
_BY_UPPER: dict[str, Card] = {text.upper(): c for text, c in ALL_CARDS.items()}


# -- UNO FLIP! (RULES 6d): one face of a two-faced card, and the two-faced card ---------

# Per side: the coloured faces (beside the numbers 1-9) with their points, and the wilds.
FLIP_FACES = {
    "light": (COLOUR_NAMES, {"+1": 10, "rev": 20, "skip": 20, "flip": 20}),
    "dark": (DARK_COLOUR_NAMES, {"+5": 20, "rev": 20, "skipall": 30, "flip": 20}),
}
FLIP_WILDS = {
    "light": {"W": ("W", 40), "W+2": ("wild+2", 50)},
    "dark": {"W": ("W", 40), "W+C": ("wild+c", 60)},
}


def _flip_faces(side: str) -> dict[str, Card]:
    colours, actions = FLIP_FACES[side]
    cards = []
    for c in colours:
        cards += [Card(f"{c}{n}", c, str(n), n, is_number=True) for n in range(1, 10)]
        cards += [
            Card(f"{c}{f}" if f[0] == "+" else f"{c}-{f}", c, f, p) for f, p in actions.items()
        ]
    for text, (face, points) in FLIP_WILDS[side].items():
        cards.append(Card(text, None, face, points, is_wild=True))
    return {c.text: c for c in cards}


# Each side's faces by their own text ("R+1", "P-skipall", "W+C").
FLIP_SIDES: dict[str, dict[str, Card]] = {side: _flip_faces(side) for side in FLIP_FACES}
_FLIP_UPPER = {side: {t.upper(): t for t in faces} for side, faces in FLIP_SIDES.items()}


def flip_faces(text: str) -> tuple[Card, Card] | None:
    """The light and dark faces of a two-faced FLIP! card ('R5/O7'), or None."""
    light, slash, dark = text.partition("/")
    lit, drk = _FLIP_UPPER["light"].get(light.upper()), _FLIP_UPPER["dark"].get(dark.upper())
    if not slash or lit is None or drk is None:
        return None
    return FLIP_SIDES["light"][lit], FLIP_SIDES["dark"][drk]


@cache
def flip_cards(side: str) -> Mapping[str, Card]:
    """Every two-faced card that can be made ('R5/O7': any light face backed by any dark
    face) -> its face on `side`, as a Card named by the two-faced text, and that side's
    faces by their own text ('O7'): what a FLIP! game on `side` reads colour, face and
    points from. Made once per side."""
    faces = FLIP_SIDES[side]
    table = dict(faces)
    for light in FLIP_SIDES["light"]:
        for dark in FLIP_SIDES["dark"]:
            face = faces[dark if side == "dark" else light]
            text = f"{light}/{dark}"
            table[text] = Card(
                text, face.colour, face.face, face.points, face.is_wild, face.is_number
            )
    return MappingProxyType(table)  # made once, shared by every game: read-only


def flip_face(text: str, side: str) -> str:
    """The text of a two-faced card's face on `side` ('R5/O7', 'dark' -> 'O7');
    any other card's own text."""
    light, slash, dark = text.partition("/")
    return (dark if side == "dark" else light) if slash else text


def other_side(side: str) -> str:
    """The FLIP! side not in play ('light' -> 'dark')."""
    return "light" if side == "dark" else "dark"


def card_info(text: str) -> Card:
    """The card for a canonical text; raises KeyError for an unknown text."""
    return ALL_CARDS[text]


def parse_card(token: str) -> Card | None:
    """The card a token names (case-insensitive), or None if it names no card: a card
    of any deck, a face of a FLIP! card ('R+1', 'T-skipall'), or a two-faced FLIP!
    card ('r5/o7', returned as its light face named by the canonical 'R5/O7')."""
    upper = token.upper()
    card = _BY_UPPER.get(upper)
    if card is not None:
        return card
    for side in FLIP_SIDES:
        text = _FLIP_UPPER[side].get(upper)
        if text is not None:
            return FLIP_SIDES[side][text]
    faces = flip_faces(token)
    if faces is None:
        return None
    light, dark = faces
    return Card(
        f"{light.text}/{dark.text}",
        light.colour,
        light.face,
        light.points,
        light.is_wild,
        light.is_number,
    )


def colour_name(letter: str | None) -> str | None:
    """The notation word of a colour or suit letter ('G' -> 'green'): the move language
    (RULES 7) and records; never translated (`shown_colour` is the word a player reads)."""
    if letter is None:
        return None
    return _ALL_COLOURS.get(letter) or SUIT_NAMES.get(letter)


def shown_colour(letter: str | None) -> str | None:
    """The word a player reads for a colour or suit letter, in the language in use
    ('G' -> 'green', 緑, vert); None for None, the letter itself if it is none."""
    if letter is None:
        return None
    word = _shown_colours().get(letter)
    return letter if word is None else word


def _shown_colours() -> dict[str, str]:
    # TRANSLATORS: a colour or suit as a word in a sentence ("plays W and chooses green",
    # "play a green card"); French: a masculine noun (le vert), the sentences say "du vert".
    return {
        "R": pgettext("colour", "red"),
        "Y": pgettext("colour", "yellow"),
        "G": pgettext("colour", "green"),
        "B": pgettext("colour", "blue"),
        "P": pgettext("colour", "pink"),
        "T": pgettext("colour", "teal"),
        "O": pgettext("colour", "orange"),
        "V": pgettext("colour", "purple"),
        "S": pgettext("colour", "spades"),
        "H": pgettext("colour", "hearts"),
        "D": pgettext("colour", "diamonds"),
        "C": pgettext("colour", "clubs"),
    }


def colour_said(colour: str) -> str:
    """A colour or suit by its letter or notation word ('G', 'green', 'spades') as a
    player reads it; any other text as it is."""
    return shown_colour(COLOUR_WORDS.get(colour) or SUIT_WORDS.get(colour)) or colour


def shown_suit(letter: str) -> str:
    """The word for one card of a suit, in the language in use ('C' -> 'club', as in
    "play any club"); a colour letter as `shown_colour` says it."""
    # TRANSLATORS: one playing card's suit, in "play any {suit}" (any club, any heart).
    words = {
        "S": pgettext("suit", "spade"),
        "H": pgettext("suit", "heart"),
        "D": pgettext("suit", "diamond"),
        "C": pgettext("suit", "club"),
    }
    return words.get(letter) or shown_colour(letter) or letter


def shown_colours(names: str) -> str:
    """A list of colour notation words ('red, yellow') as a player reads them."""
    return listed(colour_said(word) for word in names.split(", "))


def card_label(text: str, side: str = "light") -> str:
    """A short plain-text label that reads without colour, for screens and logs:
    'R 5', 'G Skip', 'Wild +4', 'A ♠', 'Joker'. A wild on the pile ('W+4>G') reads
    as the wild; a FLIP! card ('R5/O7') as its face on `side`; a text that is no
    card comes back as it is."""
    text, card = _labelled(text, side)
    if card is None:
        return text
    if card.is_wild:
        return WILD_LABELS[card.face]
    if card.playing_card:
        return f"{card.face} {SUIT_SYMBOLS[str(card.colour)]}"
    return f"{card.colour} {ACTION_LABELS.get(card.face, card.face)}"


def shown_card(text: str, side: str = "light") -> str:
    """`card_label` in the language in use, for sentences: the colour letter, number
    and suit symbol stay ('R 5', 'A ♠'); the words are translated ('G Skip' -> 'G
    スキップ', 'Wild +4' -> 'Super Joker +4')."""
    __, card = _labelled(text, side)
    if card is not None and card.is_wild:
        return shown_wild(card.face) or card_label(text, side)
    if card is None or card.playing_card:
        return card_label(text, side)
    return f"{card.colour} {shown_face(card.face)}"


def _labelled(text: str, side: str) -> tuple[str, Card | None]:
    """The card a label names, after its text: a wild on the pile ('W+4>G') as the
    wild, a FLIP! card ('R5/O7') by its face on `side`; None for a text that is no card."""
    text = "".join(part[1:] if k else part for k, part in enumerate(text.split(">")))
    return text, parse_card(flip_face(text, side))


def shown_face(face: str) -> str:
    """A coloured card's face as a player reads it: a number as it is, an action card's
    word translated ('skip' -> 'Skip', スキップ, Passe ton tour)."""
    word = _shown_actions().get(face)
    return ACTION_LABELS.get(face, face) if word is None else word


def shown_wild(face: str) -> str | None:
    """A wild card's short name by its face ('+4' -> 'Wild +4'), translated; None if
    `face` is no wild's."""
    return _shown_wilds().get(face)


def _shown_actions() -> dict[str, str]:
    # TRANSLATORS: an action card's short name, after its colour letter ("G Skip").
    return {
        "skip": pgettext("card", "Skip"),
        "rev": pgettext("card", "Rev"),
        "rev+2": pgettext("card", "Rev+2"),
        "counter": pgettext("card", "Counter"),
        "flip": pgettext("card", "Flip"),
        "skipall": pgettext("card", "Skip All"),
        "discard": pgettext("card", "Discard All"),
    }


def _shown_wilds() -> dict[str, str]:
    # TRANSLATORS: a wild card's short name ("Wild +4" is the Wild Draw Four).
    return {
        "W": pgettext("card", "Wild"),
        "+4": pgettext("card", "Wild +4"),
        "shuffle": pgettext("card", "Shuffle"),
        "custom": pgettext("card", "Custom"),
        "swap": pgettext("card", "Swap"),
        "snorlax": pgettext("card", "Snorlax"),
        "greninja": pgettext("card", "Greninja"),
        "JOKER": pgettext("card", "Joker"),
        "+?": pgettext("card", "Hit+?"),
        "change": pgettext("card", "Change"),
        "replace": pgettext("card", "Replace"),
        "gamble": pgettext("card", "Gamble"),
        "wild+2": pgettext("card", "Wild +2"),
        "wild+c": pgettext("card", "Wild +Colour"),
        "rev+4": pgettext("card", "Wild Rev +4"),
        "+6": pgettext("card", "Wild +6"),
        "+10": pgettext("card", "Wild +10"),
        "roulette": pgettext("card", "Roulette"),
    }
