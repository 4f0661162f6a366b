"""stack, stack_deflect and stack_after_lost_challenge (H-stack): a pending
draw may be answered with a draw card the pairs allow, or passed on with a
Skip or Reverse; and what a play of a draw card leaves pending."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ..effects.counter import counter_priority
from ..phases import CHALLENGE, CHANGE, SKIPPED, STACK
from ..refusals import Refusal, refuse
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


def answer_problem(game: State, card: str, say_why: bool = True) -> Refusal | None:
    """Why `card` cannot answer the pending draw or Skip, or None if it can. The move
    listing asks only whether (`say_why=False`: one shared refusal, not worded)."""
    effect = game._effect[card]
    if not effect.answers:
        return _cannot_answer(effect.name)
    if game.phase == SKIPPED:
        if effect.answers_skip and card in game._ok:
            return None
        return refuse("skip-only", card=card) if say_why else _NO
    if game.phase == CHALLENGE:
        return refuse("challenge-or-accept")
    if game.rules.stack_priority:
        return priority_problem(game, card, effect.priority)
    if effect.draw and game.rules.stack_amount:
        return amount_problem(game, card, effect.draw, say_why)
    if effect.draw:
        face = game._cards[card].face
        if (face, game._pending_face) in game._stack_pairs and (
            card in game._ok or game.rules.stack_colour == "any"  # H-stack-colour
        ):
            return None
        if not say_why:
            return _NO
        allowed = ", ".join(game.rules.stack)
        word = refuse("word/suit" if game.rules.playing_cards else "word/colour")
        return refuse("cannot-stack", card=card, top=game.top, allowed=allowed, word=word)
    if effect.deflects in game.rules.stack_deflect and (
        card in game._ok or game.rules.deflect_colour == "any"  # H-stack-colour
    ):
        return None
    return refuse("cannot-answer-draw", card=card, count=game.pending_draw) if say_why else _NO


_NO = refuse("challenge-or-accept")  # stands for any refusal when only "whether" is asked


def may_answer(game: State, by: int) -> bool:
    """Whether the player facing the pending draw or Skip holds a card that answers it."""
    return game.phase != CHALLENGE and any(
        answer_problem(game, c, False) is None for c in game._hands[by]
    )


@cache  # asked of every card in hand while a draw is pending
def _cannot_answer(effect: str) -> Refusal:
    return refuse("answer-cannot", effect=effect.title())


def amount_problem(game: State, card: str, amount: int, say_why: bool) -> Refusal | None:
    """stack_amount (No Mercy, 6e): any draw card of an equal or higher amount than the
    last one played answers the pending draw, whatever its colour."""
    last = game._draw_amounts.get(game._pending_face or "", 0)
    if amount >= last:
        return None
    if not say_why:
        return _NO
    return refuse("stack-amount", card=card, amount=amount, last=last, count=game.pending_draw)


def priority_problem(game: State, card: str, priority: int) -> Refusal | None:
    """stack_priority (the Tōgen deck, 6c): any card of the pending draw's priority or
    higher answers it, whatever its colour (a Change: only a Counter)."""
    if priority and priority >= game._pending_priority:
        return None
    if game.phase == CHANGE:
        return refuse("counter-only", card=card)
    return refuse(
        "priority",
        card=card,
        count=game.pending_draw,
        priority=game._pending_priority,
        counter=counter_priority(game.rules),
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
    stacks = game.rules.stack or game.rules.stack_priority or game.rules.stack_amount
    if stacks or challengeable:
        draws = revenge.answer_draws(game, tally.draws, tally.chain)  # H-revenge
        game._set_pending(tally.chain + draws, tally.draw_face, tally.priority)
        game._attacker = p  # a Counter sends it back here (6c)
        game._hand_to(game._next(p), STACK if stacks else CHALLENGE)
        game._drawn = None
        return
    draw_victim_plays.victim_draws(game, game._next(p), tally.draws, tally.draw_face, events)
