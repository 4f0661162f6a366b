"""What each card does under the rules in force: the part of a `SeatView` that
spares a screen or a computer player from naming card faces.

`card_effects(game, seat)` says what each distinct card of the seat's hand, and
the top card, does under these rules: a Page One Jack is a Skip, or nothing,
as `rank_effects` says; no reader needs to know a card's face.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class CardEffect:
    """What one card does under the rules in force (no UI words: the screens name it)."""

    card: str
    effect: str | None  # as Game.effect says: "skip", "draw2", "wild4", "custom" ...; None: plain
    name: str  # the effect's own name, finer: "downpour", "counter-t2", "number" ...
    draw: int = 0  # the next player draws this many (a draw card: stacks under H-stack)
    skip: bool = False  # the next player misses a turn (a Reverse too, with two players)
    reverse: bool = False  # play changes direction
    wild: bool = False  # its play declares a colour (or suit)
    target: str | None = None  # "optional" / "required": its play names another player
    actions: tuple[str, ...] = ()  # what its play may say it acts as (W-custom Gamble)
    priority: int = 0  # answers a pending draw needing this priority or less (6c); 0: none
    challengeable: bool = False  # its play may be challenged (O11)
    attack: bool = False  # makes another player draw or miss a turn


# Card effects are values: each is made once.
_EFFECTS: dict[tuple[str, int, bool, bool, bool], CardEffect] = {}


def card_effects(game: Game, seat: int | None) -> tuple[CardEffect, ...]:
    """What each distinct card of `seat`'s hand does, then the top card (if not in the
    hand); on the shared screen (seat None) the top card alone."""
    cards = dict.fromkeys(game._hands[seat]) if seat is not None else {}
    if game._discard:
        cards.setdefault(game._discard[-1])
    two = game._two_player()
    return tuple(card_effect(game, card, two) for card in cards)


def card_effect(game: Game, card: str, two: bool | None = None) -> CardEffect:
    """What `card` does under the game's rules now (`two`: two players left, where a
    Reverse acts as a Skip; worked out if not given)."""
    if two is None:
        two = game._two_player()
    effect = game._effect[card]
    rules = game.rules
    stack_priority = bool(rules.stack_priority)
    challengeable = card in game._challengeable
    key = (card, id(effect), two, stack_priority, challengeable)
    made = _EFFECTS.get(key)
    if made is None:
        skip = effect.skip or (effect.reverse and two)
        made = _EFFECTS[key] = CardEffect(
            card,
            effect.word,
            effect.name,
            draw=effect.draw,
            skip=skip,
            reverse=effect.reverse,
            wild=effect.wild,
            target=effect.target,
            actions=effect.actions,
            priority=effect.priority if stack_priority else 0,
            challengeable=challengeable,
            attack=bool(effect.draw or skip or effect.attacks),
        )
    return made
