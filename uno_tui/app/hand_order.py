"""The order a hand is shown in: by colour, by number, or as dealt (the `o` key).

Only the display changes: the moves name cards, never places in the hand.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .cards import card_colour_class, face_of, split_top

ORDERS = ("colour", "number", "dealt")
# UNO's colours, then UNO FLIP!'s dark ones (a FLIP! hand sorts by the face in play).
COLOURS = ("-red", "-yellow", "-green", "-blue", "-pink", "-teal", "-orange", "-purple")
LETTERS = "RYGBPTOV"
SUITS = "HDSC"  # hearts, diamonds, spades, clubs (standard-52, Page One)
FACES = {"A": 1, "J": 11, "Q": 12, "K": 13}  # card ranks


def colour_rank(card: str) -> int:
    """Red, yellow, green, blue; hearts, diamonds, spades, clubs; wilds and the rest last."""
    face = split_top(card)[0].upper()
    if face[:1] in LETTERS and len(face) > 1:  # a colour card: 'R5', 'RS' (Skip)
        return COLOURS.index(card_colour_class(face))
    if face[-1:] in SUITS and len(face) > 1 and face != "JOKER":
        return len(COLOURS) + SUITS.index(face[-1])
    return len(COLOURS) + len(SUITS)


def face_rank(card: str) -> tuple[int, str]:
    """Numbers in order, then the action cards by name."""
    face = split_top(card)[0].upper()
    if face[:1] in LETTERS and len(face) > 1:
        face = face[1:]  # a colour card: 'R5' -> '5', 'RS' -> 'S' (Skip)
    elif face[-1:] in "SCHD" and len(face) > 1:
        face = face[:-1]  # a suit card: '10S' -> '10', 'KD' -> 'K'
    if face.isdigit():
        return int(face), ""
    if face in FACES:
        return FACES[face], ""
    return 100, face


def ordered(
    hand: Sequence[str], order: str, keep_last: bool = False, side: str = "light"
) -> list[str]:
    """`hand` in `order`; `keep_last`: the last card stays last (a card drawn face
    down: where it would sort would tell its colour); FLIP! cards by their face on
    `side`."""
    cards = list(hand)
    if order == "dealt" or not cards:
        return cards
    last = [cards.pop()] if keep_last else []
    if order == "number":
        cards.sort(key=lambda c: (face_rank(face_of(c, side)), colour_rank(face_of(c, side))))
    else:
        cards.sort(key=lambda c: (colour_rank(face_of(c, side)), face_rank(face_of(c, side))))
    return cards + last


def moved_marks(old: Sequence[str], marked: Sequence[int], new: Sequence[str]) -> tuple[int, ...]:
    """The marks (places in `old`, in the order marked) on the same cards in `new`: the
    hand sorted again, or changed by a move. A marked card that left the hand (played)
    loses its mark; two cards alike keep a mark each."""
    gone = Counter(old) - Counter(new)
    kept: list[int] = []
    for i in marked:
        if i >= len(old):
            continue
        card = old[i]
        if gone[card]:  # (played, or given away: a mark on a card alike would be a guess)
            gone[card] -= 1
            continue
        spot = next((j for j, x in enumerate(new) if x == card and j not in kept), None)
        if spot is not None:
            kept.append(spot)
    return tuple(kept)
