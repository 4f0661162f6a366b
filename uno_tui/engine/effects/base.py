"""What a card effect declares, and the tally a play's effects add up to.

An `Effect` is a value: what a play of the card may name (a colour, a player,
an action), its properties (may it be jumped in with, go in a multi-play, be
challenged, how many cards it makes the next player draw and which pending
effects it may answer) and `apply`, what it does. The game derives listing,
checking and dispatch from these declarations once per ruleset.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..events import Event
    from ..moves import Move
    from ..refusals import Refusal
    from ..ruleset import Ruleset
    from ..state import State


class Tally:
    """What the cards of one play add up to; resolved into who is due next (play.py).
    The defaults are class attributes, so a tally costs nothing to make (one a play)."""

    chain: int = 0  # cards already pending when the play was made (a stack)
    skips: int = 0
    reverses: int = 0
    draws: int = 0
    draw_face: str | None = None  # the face the pending draw stacks as
    victim: Callable[[State, int, str | None, list[Event]], None] | None = None
    again: bool = False  # the player plays again
    priority: int = 0  # the priority the pending draw answers as (stack_priority, 6c)


# apply(game, player, face, move, tally, events): the effect of one card of the play.
Apply = Callable[["State", int, str, "Move", Tally, "list[Event]"], None]
# check(game, player, move): why what the play names is wrong, or None (see Effect.check).
Check = Callable[["State", int, "Move"], "Refusal | None"]
# names(game, player): every (colour, target, action) a play of the card may name.
Names = Callable[["State", int], "list[tuple[str | None, int | None, str | None]]"]


def _no_effect(
    game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]
) -> None:
    return None


@dataclass(frozen=True, slots=True)
class Effect:
    # (a slotted dataclass, not a NamedTuple, which would be made ten times faster at
    # start-up: its attributes are read on the hot path, and CPython specialises a
    # slot's read, not a NamedTuple field's; 1% more instructions in Page One games)
    name: str  # the registry key
    apply: Apply = _no_effect
    kind: str | None = None  # what Game.effect() says; defaults to `name`
    # Which cards have it: a UNO face (when `when` holds), or a playing-card rank
    # given it by rank_effects (any effect whose name the ruleset option allows).
    face: str | None = None
    # The coloured card of a face a wild shares (No Mercy's R+4, not the W+4).
    coloured: bool = False
    when: Callable[[Ruleset], bool] | None = None
    # What a play may name.
    wild: bool = False  # declares a colour (or suit)
    target: str | None = None  # None, "optional" or "required": names another player
    actions: tuple[str, ...] = ()  # words naming what the card acts as (Gamble)
    # Properties.
    draw: int = 0  # cards the next player draws; a draw card stacks under H-stack
    skip: bool = False  # the next player misses a turn (O8)
    reverse: bool = False  # play changes direction (with two players: a Skip, O17)
    # Its play makes another player draw or miss a turn beyond `draw` and `skip`
    # (Snorlax, Greninja, Hit+?, All Hit+2, Downpour). Declared for views only.
    attacks: bool = False
    deflects: str | None = None  # the stack_deflect word that lets it pass a draw on
    answers_skip: bool = False  # answers a Skip under H-skip-stack
    answers: bool = True  # may answer a pending draw or Skip at all
    jumpable: bool = True  # an identical card may jump in on it (H-jump-in)
    multi_ok: bool = True  # may go in a multi-card play (H-multi)
    challengeable: bool = False  # its play may be challenged (O11)
    redrawn_first: bool = False  # goes back if turned up as the first card (O4)
    plain: bool = False  # no effect at all: a number or plain rank
    number: bool = False  # a number card all the same (a 7 or 0 under H-seven-zero, O4)
    # Its play takes every other card of its colour in the hand with it (Discard All, 6e).
    takes_colour: bool = False
    # Tōgen deck (6c): the priority with which it answers a pending draw (stack_priority).
    priority: int = 0
    # A card whose play names things its own way (Hit+?, Change, Gamble) declares both
    # what it may name and the check, in place of the generic wild/target/action ones.
    names: Names | None = None
    check: Check | None = None
    # What it still does when played as the last card (a Flip turns the table over
    # before the round is scored, RULES 6d).
    out: Callable[[State, int, list[Event]], None] | None = None

    @property
    def word(self) -> str | None:
        """The effect's name as Game.effect() gives it (None for a plain card)."""
        if self.plain:
            return None
        return self.kind or self.name
