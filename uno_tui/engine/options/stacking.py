"""stack, stack_deflect and stack_after_lost_challenge (H-stack): a pending
draw may be answered with a draw card the pairs allow, or passed on with a
Skip or Reverse; and what a play of a draw card leaves pending."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ALL_CARDS
from ..phases import CHALLENGE, SKIPPED, STACK
from . import draw_victim_plays

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
    if effect.draw:
        face = ALL_CARDS[card].face
        if (face, game._pending_face) in game._stack_pairs and card in game._ok:
            return None
        allowed = ", ".join(game.rules.stack)
        return (
            f"{card} cannot be stacked on {game.top} (allowed: {allowed}, of the "
            f"matching {game._colour_word})"
        )
    if effect.deflects in game.rules.stack_deflect and card in game._ok:
        return None
    return (
        f"{card} cannot answer the pending draw of {game.pending_draw}: stack a draw card, "
        f"or accept"
    )


def draw_due(game: State, p: int, tally: Tally, events: list[Event]) -> None:
    """A draw card was played, or a pending draw passed on: who faces it now."""
    challengeable = game._wd4 is not None and game._wd4.player == p
    if not tally.draws:  # a Reverse or Skip passed the pending draw on (stack_deflect)
        game._hand_to(game._next(p, 1 + tally.skips), STACK)
        game._fine = 0
        return
    if not challengeable:
        game._wd4 = None
    if game.rules.stack or challengeable:
        game._set_pending(tally.chain + tally.draws, tally.draw_face)
        game._hand_to(game._next(p), STACK if game.rules.stack else CHALLENGE)
        game._drawn = None
        return
    draw_victim_plays.victim_draws(game, game._next(p), tally.draws, tally.draw_face, events)
