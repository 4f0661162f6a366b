"""Deck builders (RULES.md section 2): a deck is a list of canonical card texts."""

from __future__ import annotations

import random

from .cards import (
    ACTION_FACES,
    COLOUR_NAMES,
    FLIP_FACES,
    FLIP_WILDS,
    PLAYING_RANKS,
    SUIT_NAMES,
    TOGEN_ACTION_FACES,
)


def classic() -> list[str]:
    cards = []
    for c in COLOUR_NAMES:
        cards.append(f"{c}0")
        for _ in range(2):
            cards += [f"{c}{n}" for n in range(1, 10)]
            cards += [f"{c}+2" if f == "+2" else f"{c}-{f}" for f in ACTION_FACES]
    return cards + ["W"] * 4 + ["W+4"] * 4


def classic_2016() -> list[str]:
    return classic() + ["W-shuffle"] + ["W-custom"] * 3


def pokemon() -> list[str]:
    return classic() + ["W-snorlax"] * 2 + ["W-greninja"] * 2


def togen() -> list[str]:
    """The Tōgen Fūtōsai deck (RULES 6c; its composition is assumed): the classic
    coloured cards plus one Reverse Hit+2 and one Counter per colour, and 4 Wild
    Hit+4, 2 each of Hit+?, Change, Replace and Gamble: 120 cards."""
    cards = [c for c in classic() if c not in ("W", "W+4")]
    for c in COLOUR_NAMES:
        cards += [f"{c}-{f}" for f in TOGEN_ACTION_FACES]
    return cards + ["W+4"] * 4 + ["W+?", "W-change", "W-replace", "W-gamble"] * 2


def no_mercy() -> list[str]:
    """UNO Show 'Em No Mercy (RULES 6e): per colour two each of 0-9, three Skip, Reverse
    and Draw Two, two Draw Four, two Skip Everyone, three Discard All (36 x 4 = 144);
    8 Wild Reverse Draw Four, 4 Wild Draw Six, 4 Wild Draw Ten, 8 Colour Roulette: 168."""
    cards = []
    for c in COLOUR_NAMES:
        cards += [f"{c}{n}" for n in range(10)] * 2
        cards += [f"{c}-skip", f"{c}-rev", f"{c}+2", f"{c}-discard"] * 3
        cards += [f"{c}+4", f"{c}-skipall"] * 2
    return cards + ["W-rev+4"] * 8 + ["W+6"] * 4 + ["W+10"] * 4 + ["W-roulette"] * 8


def standard_52() -> list[str]:
    return [f"{r}{s}" for s in SUIT_NAMES for r in PLAYING_RANKS]


def flip_side(side: str) -> list[str]:
    """One side of the UNO FLIP! deck (RULES 6d): per colour two each of 1-9 and of its
    four coloured actions, and four of each wild: 112 faces."""
    colours, actions = FLIP_FACES[side]
    faces = []
    for c in colours:
        for _ in range(2):
            faces += [f"{c}{n}" for n in range(1, 10)]
            faces += [f"{c}{f}" if f[0] == "+" else f"{c}-{f}" for f in actions]
    for wild in FLIP_WILDS[side]:
        faces += [wild] * 4
    return faces


def flip(rng: random.Random | None = None) -> list[str]:
    """The 112 two-faced cards of UNO FLIP! ('R5/O7'). Which dark face backs which light
    face is drawn by `rng` (a game's own generator); without one, a fixed pairing that
    serves for counting faces."""
    dark = flip_side("dark")
    if rng is not None:
        rng.shuffle(dark)
    return [f"{light}/{back}" for light, back in zip(flip_side("light"), dark, strict=True)]


DECKS = {
    "flip": flip,
    "classic": classic,
    "classic-2016": classic_2016,
    "pokemon": pokemon,
    "standard-52": standard_52,
    "togen": togen,
    "no-mercy": no_mercy,
}
