"""stack, stack_deflect and stack_after_lost_challenge (H-stack): a pending
draw may be answered with a draw card the pairs allow, or passed on with a
Skip or Reverse; and what a play of a draw card leaves pending."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ALL_CARDS
from ..effects.counter import counter_priority
from ..phases import CHALLENGE, CHANGE, SKIPPED, STACK
from . import draw_victim_plays, revenge

if TYPE_CHECKING:
    from ..effects import Tally
    from ..events import Event
    from ..ruleset import Ruleset
    from ..state import State


def stack_pairs(rules: Ruleset) -> frozenset[tuple[str, str]]:
    """(answering face, face answered) pairs allowed by H-stack."""
    pairs = (p.split(" on ") for p in rules.stack)
    return frozenset((a, b) for a, b in pairs)


def answer_problem(game: State, card: str) -> str | None:
    """Why `card` cannot answer the pending draw or Skip, or None if it can."""
    effect = game._effect[card]
    if not effect.answers:
        return f"a {effect.name.title()} card cannot answer a pending effect"
    if game.phase == SKIPPED:
        if effect.answers_skip and card in game._ok:
            return None
        return f"only a Skip can answer a Skip, not {card}"
    if game.phase == CHALLENGE:
        return "challenge the Wild Draw Four or accept it"
    if game.rules.stack_priority:
        return priority_problem(game, card, effect.priority)
    if effect.draw:
        face = ALL_CARDS[card].face
        if (face, game._pending_face) in game._stack_pairs and (
            card in game._ok or game.rules.stack_colour == "any"  # H-stack-colour
        ):
            return None
        allowed = ", ".join(game.rules.stack)
        return (
            f"{card} cannot be stacked on {game.top} (allowed: {allowed}, of the "
            f"matching {game._colour_word})"
        )
    if effect.deflects in game.rules.stack_deflect and (
        card in game._ok or game.rules.deflect_colour == "any"  # H-stack-colour
    ):
        return None
    return (
        f"{card} cannot answer the pending draw of {game.pending_draw}: stack a draw card, "
        f"or accept"
    )


def priority_problem(game: State, card: str, priority: int) -> str | None:
    """stack_priority (the Tōgen deck, 6c): any card of the pending draw's priority or
    higher answers it, whatever its colour (a Change: only a Counter)."""
    if priority and priority >= game._pending_priority:
        return None
    if game.phase == CHANGE:
        return f"only a Counter answers a Change, not {card}"
    return (
        f"{card} cannot answer the pending draw of {game.pending_draw}: it needs priority "
        f"{game._pending_priority} or more (Hit+2 and Reverse Hit+2 1, Hit+4 2, Hit+? 3, "
        f"Counter {counter_priority(game.rules)})"
    )


def draw_due(game: State, p: int, tally: Tally, events: list[Event]) -> None:
    """A draw card was played, or a pending draw passed on: who faces it now."""
    challengeable = game._wd4 is not None and game._wd4.player == p
    if not tally.draws:  # a Reverse or Skip passed the pending draw on (stack_deflect)
        after_next = game.rules.skip_deflect_to == "after-next"  # H-skip-deflect
        game._hand_to(game._next(p, 1 + tally.skips * after_next), STACK)
        game._fine = 0
        return
    if not challengeable:
        game._wd4 = None
    if game.rules.stack or game.rules.stack_priority or challengeable:
        draws = revenge.answer_draws(game, tally.draws, tally.chain)  # H-revenge
        game._set_pending(tally.chain + draws, tally.draw_face, tally.priority)
        game._attacker = p  # a Counter sends it back here (6c)
        stacks = game.rules.stack or game.rules.stack_priority
        game._hand_to(game._next(p), STACK if stacks else CHALLENGE)
        game._drawn = None
        return
    draw_victim_plays.victim_draws(game, game._next(p), tally.draws, tally.draw_face, events)
