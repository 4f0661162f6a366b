"""Card effects: one module per effect, each declaring what a play of it may
name, its properties and what it does (see base.Effect); this registry says
which card has which effect under a ruleset.

The engine never asks "is this a Skip card?"; it asks for the card's effect
under the ruleset in force (so a 7 can swap hands under H-seven-zero, and a
different deck can give other cards the same effects). To add an effect: write
its module and add it to `EFFECTS` below.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..cards import ALL_CARDS, FLIP_SIDES, Card, flip_cards
from ..moves import ALL_HIT_TWO
from . import flip
from .all_hit import ALL_HIT
from .base import Effect, Tally
from .change import CHANGE_EFFECT
from .counter import COUNTER, COUNTER_T2
from .discard_all import DISCARD_ALL
from .discard_wilds import DISCARD_WILDS
from .downpour import DOWNPOUR
from .draw import DRAW1, DRAW2, DRAW3, DRAW5, WILD2, WILD4
from .draw_colour import DRAW_COLOUR
from .draw_more import DRAW4, WILD6, WILD10
from .flip import FLIP
from .gamble import GAMBLE
from .gamble_card import GAMBLE_CARD
from .greninja import GRENINJA
from .hit import HIT
from .number import NUMBER
from .play_again import PLAY_AGAIN
from .replace import REPLACE
from .rev_draw2 import REVERSE_DRAW2
from .rev_draw4 import WILD_REVERSE_DRAW4
from .reverse import REVERSE
from .roulette import ROULETTE
from .shuffle import SHUFFLE
from .skip import SKIP
from .skip_all import SKIP_ALL
from .snorlax import SNORLAX
from .swap import SEVEN, SWAP
from .wild import WILD
from .zero import ZERO

if TYPE_CHECKING:
    from ..ruleset import Ruleset

__all__ = [
    "EFFECTS",
    "FLIP",
    "NUMBER",
    "flip",
    "Effect",
    "Tally",
    "answer_priority",
    "effect_table",
]

EFFECTS: dict[str, Effect] = {
    e.name: e
    for e in (
        NUMBER,
        SKIP,
        REVERSE,
        DRAW2,
        DRAW3,
        WILD,
        WILD4,
        SHUFFLE,
        SWAP,
        SEVEN,
        ZERO,
        SNORLAX,
        GRENINJA,
        PLAY_AGAIN,
        DISCARD_WILDS,
        DOWNPOUR,
        GAMBLE,
        # The Tōgen deck (RULES 6c).
        REVERSE_DRAW2,
        COUNTER,
        COUNTER_T2,
        HIT,
        CHANGE_EFFECT,
        REPLACE,
        GAMBLE_CARD,
        ALL_HIT,
        # UNO FLIP! (RULES 6d).
        DRAW1,
        DRAW5,
        WILD2,
        DRAW_COLOUR,
        FLIP,
        SKIP_ALL,
        # The No Mercy deck (RULES 6e).
        DRAW4,
        WILD6,
        WILD10,
        WILD_REVERSE_DRAW4,
        DISCARD_ALL,
        ROULETTE,
    )
}


def effect_table(rules: Ruleset, cards: Mapping[str, Card] = ALL_CARDS) -> dict[str, Effect]:
    """card text -> its effect under `rules` (NUMBER for a card without one), for every
    card of `cards` (a FLIP! game's cards as of the side in play)."""
    by_face: dict[str, Effect] = {}
    coloured: dict[str, Effect] = {}  # a coloured card's own effect where a wild shares its face
    for effect in EFFECTS.values():  # the faces' own effects, then those an option chooses
        if effect.face is not None and effect.when is None:
            (coloured if effect.coloured else by_face)[effect.face] = effect
    for effect in EFFECTS.values():
        if effect.face is not None and effect.when is not None and effect.when(rules):
            by_face[effect.face] = effect
    by_rank = {rank: EFFECTS[name] for rank, name in rules.rank_effects}
    return {
        text: (by_rank if card.playing_card else by_face).get(card.face, NUMBER)
        if card.colour is None or card.face not in coloured
        else coloured[card.face]
        for text, card in cards.items()
    }


_FLIP_EFFECTS: dict[tuple[Ruleset, str], Mapping[str, Effect]] = {}


def flip_effects(rules: Ruleset, side: str) -> Mapping[str, Effect]:
    """effect_table of every FLIP! card on `side` (RULES 6d), made once per rules and
    shared by their games (read-only)."""
    table = _FLIP_EFFECTS.get((rules, side))
    if table is None:
        made = MappingProxyType(effect_table(rules, flip_cards(side)))
        table = _FLIP_EFFECTS[rules, side] = made
    return table


def deck_effects(rules: Ruleset) -> list[tuple[str, str, Effect]]:
    """(card, side, effect) for every distinct card of the deck under `rules`: a FLIP!
    card on each side ('light' for other decks)."""
    if rules.deck == "flip":
        return [
            (text, side, flip_effects(rules, side)[text])
            for side in ("light", "dark")
            for text in FLIP_SIDES[side]
        ]
    deck = set(rules.deck_cards())
    return [(text, "light", e) for text, e in effect_table(rules).items() if text in deck]


def challengeable_cards(rules: Ruleset) -> list[tuple[str, str]]:
    """The deck's cards whose play may be challenged under `rules` (O11), each with the
    FLIP! side it is on ('light' for other decks): ('W+4', 'light') in the official
    rules, the Wild +2 and the Wild Draw Colour in FLIP!; none where any may be played
    freely."""
    if rules.wd4_restriction == "none":
        return []
    return [(text, side) for text, side, e in deck_effects(rules) if e.challengeable]


def answer_priority(rules: Ruleset, card: str) -> int:
    """The priority with which `card`, or what a Gamble is declared as ('R+2', 'W+4',
    'all+2'), answers a pending draw under `rules` (stack_priority, RULES 6c); 0: none."""
    if card == ALL_HIT_TWO:
        return ALL_HIT.priority
    return effect_table(rules)[card].priority
