"""Cards as immutable values and their canonical notation (RULES.md section 1).

Hands, piles, moves and logs hold canonical card texts ("R5", "W+4", "10H");
`card_info(text)` gives the immutable `Card` behind a text. A wild's declared
colour is game state, never part of the card.
"""

from __future__ import annotations

from dataclasses import dataclass

COLOUR_NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
# How a card reads in plain text (card_label): the word after the colour letter, and wilds.
ACTION_LABELS = {
    "skip": "Skip",
    "rev": "Rev",
    "+2": "+2",
    "rev+2": "Rev+2",
    "counter": "Counter",
    # No Mercy (RULES 6e).
    "+4": "+4",
    "skipall": "Skip All",
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
    # No Mercy (RULES 6e).
    "rev+4": "Wild Rev +4",
    "+6": "Wild +6",
    "+10": "Wild +10",
    "roulette": "Roulette",
}

# Words accepted for a colour or suit in moves (case-insensitive).
COLOUR_WORDS = {**{k: k for k in COLOUR_NAMES}, **{v: k for k, v in COLOUR_NAMES.items()}}
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


def card_info(text: str) -> Card:
    """The card for a canonical text; raises KeyError for an unknown text."""
    return ALL_CARDS[text]


def parse_card(token: str) -> Card | None:
    """The card a token names (case-insensitive), or None if it names no card."""
    return _BY_UPPER.get(token.upper())


def colour_name(letter: str | None) -> str | None:
    if letter is None:
        return None
    return COLOUR_NAMES.get(letter) or SUIT_NAMES.get(letter)


def card_label(text: str) -> str:
    """A short plain-text label that reads without colour, for screens and logs:
    'R 5', 'G Skip', 'Wild +4', 'A ♠', 'Joker'. A wild on the pile ('W+4>G') reads
    as the wild; a text that is no card comes back as it is."""
    card = parse_card(text.partition(">")[0])
    if card is None:
        return text
    if card.is_wild:
        return WILD_LABELS[card.face]
    if card.playing_card:
        return f"{card.face} {SUIT_SYMBOLS[str(card.colour)]}"
    return f"{card.colour} {ACTION_LABELS.get(card.face, card.face)}"
