"""Card effects: one module per effect, each declaring what a play of it may
name, its properties and what it does (see base.Effect); this registry says
which card has which effect under a ruleset.

The engine never asks "is this a Skip card?"; it asks for the card's effect
under the ruleset in force (so a 7 can swap hands under H-seven-zero, and a
different deck can give other cards the same effects). To add an effect: write
its module and add it to `EFFECTS` below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ALL_CARDS
from .base import Effect, Tally
from .discard_wilds import DISCARD_WILDS
from .downpour import DOWNPOUR
from .draw import DRAW2, DRAW3, WILD4
from .gamble import GAMBLE
from .greninja import GRENINJA
from .number import NUMBER
from .play_again import PLAY_AGAIN
from .reverse import REVERSE
from .shuffle import SHUFFLE
from .skip import SKIP
from .snorlax import SNORLAX
from .swap import SEVEN, SWAP
from .wild import WILD
from .zero import ZERO

if TYPE_CHECKING:
    from ..ruleset import Ruleset

__all__ = ["EFFECTS", "NUMBER", "Effect", "Tally", "effect_table"]

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
    )
}


def effect_table(rules: Ruleset) -> dict[str, Effect]:
    """card text -> its effect under `rules` (NUMBER for a card without one)."""
    by_face: dict[str, Effect] = {}
    for effect in EFFECTS.values():  # the faces' own effects, then those an option chooses
        if effect.face is not None and effect.when is None:
            by_face[effect.face] = effect
    for effect in EFFECTS.values():
        if effect.face is not None and effect.when is not None and effect.when(rules):
            by_face[effect.face] = effect
    by_rank = {rank: EFFECTS[name] for rank, name in rules.rank_effects}
    return {
        text: (by_rank if card.playing_card else by_face).get(card.face, NUMBER)
        for text, card in ALL_CARDS.items()
    }
