"""stack, stack_deflect and stack_after_lost_challenge (H-stack): a pending
draw may be answered with a draw card the pairs allow, or passed on with a
Skip or Reverse; and what a play of a draw card leaves pending."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...language import N_, _, pgettext, rules_listed
from ..cards import parse_card
from ..effects import challengeable_cards, draw_colour
from ..effects.counter import counter_priority
from ..events import Event
from ..phases import CHALLENGE, CHANGE, PLAY, SKIPPED, STACK
from ..refusals import Refusal, refuse
from ..state import Wd4
from .base import Option, When

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
    step = game._step  # this play's Wd4, or a step it carried on (play.play)
    challengeable = type(step) is Wd4
    if not tally.draws:  # a Reverse or Skip passed the pending draw on (stack_deflect)
        after_next = game.rules.skip_deflect_to == "after-next"  # H-skip-deflect
        game._hand_to(game._next(p, 1 + tally.skips * after_next), STACK, step)
        game._fine = 0
        return
    stacks = game.rules.stack or game.rules.stack_priority or game.rules.stack_amount
    if stacks or challengeable:
        draws = game._stacked(tally.draws, tally.chain)  # (H-revenge doubles an answer)
        game._set_pending(tally.chain + draws, tally.draw_face, tally.priority)
        game._attacker = p  # a Counter sends it back here (6c)
        game._hand_to(game._next(p), STACK if stacks else CHALLENGE, step)
        return
    victim_draws(game, game._next(p), tally.draws, tally.draw_face, events)


def victim_plays_on(game: State, victim: int, face: str | None) -> bool:
    """Whether the player who takes a draw of this face then plays on instead of losing
    the turn (draw_victim_plays: the options hooked to it)."""
    hooks = game._hook_victim_plays
    return bool(hooks) and any(h(game, victim, face) for h in hooks)


def victim_draws(
    game: State, victim: int, count: int, face: str | None, events: list[Event]
) -> None:
    """The player facing a draw takes it and loses the turn, unless an option lets them
    play on (draw_victim_plays)."""
    events += draw_colour.take(game, victim, count, face, owe=True)
    game._clear_pending()
    if victim_plays_on(game, victim, face):
        game._hand_to(victim, PLAY)
        return
    events += game._skipped(victim)
    game._advance(victim)


def conflicts(r: Ruleset) -> str | None:
    faces = {_face(c) for c in r.deck_cards()}
    removed = {_face(c) for c in r.remove_cards}
    for pair in r.stack:
        missing = [f for f in pair.split(" on ") if f not in faces]
        if missing and missing[0] in removed:  # (the deck has them: remove_cards took them)
            sentence = _("stack names {face}, but remove_cards takes every {face} out of the deck")
            return sentence.format(face=repr(missing[0]))
        if missing:
            sentence = _("stack names {face}, which the {deck} deck does not have")
            return sentence.format(face=repr(missing[0]), deck=r.deck)
    if r.stack_deflect and not r.stack:
        return _("stack_deflect passes on a stacked draw, but stack is empty (no stacking)")
    if r.stack_amount and (r.stack or r.stack_priority):
        return _(
            "stack_amount stacks draw cards by amount; it replaces stack and stack_priority, "
            "which must be left unset"
        )
    return None


def _face(text: str) -> str:
    card = parse_card(text)  # (a FLIP! card: its light face, the side a round starts on)
    assert card is not None, text  # decks hold cards
    return card.face


def _deflect_word(word: str) -> str:
    """A stack_deflect value as the card it names, in a sentence ("a reverse")."""
    # TRANSLATORS: the card that passes a pending draw on, in "with a {cards} of the
    # active colour".
    words = {"reverse": pgettext("deflect", "reverse"), "skip": pgettext("deflect", "skip")}
    return words.get(word, word)


def _either(words: list[str]) -> str:
    """'reverse', 'reverse or skip'."""
    text = words[0] if words else ""
    for word in words[1:]:
        text = _("{one} or {other}").format(one=text, other=word)
    return text


def _stack_pairs(r: Ruleset) -> str:
    """The rules' stacking pairs in words: "+2 on +2; +4 on +4" in the language in use."""
    faces = (pair.partition(" on ") for pair in r.stack)
    # TRANSLATORS: a stacking pair, e.g. "+2 on +4": a +2 may be played on a pending +4.
    pairs = (_("{card} on {top}").format(card=a, top=b) for a, __, b in faces)
    return rules_listed(pairs)


STACKING = Option(
    "stacking",
    (
        "stack",
        "stack_deflect",
        "stack_after_lost_challenge",
        "stack_priority",
        "stack_amount",
        "stack_colour",
        "deflect_colour",
        "skip_deflect_to",
    ),
    sentences={
        "stack": lambda r: (
            _(
                "Stacking: instead of drawing you may answer with {pairs} (a +2 on a +4 must "
                "be of the declared colour). The total passes on; whoever cannot or will not "
                "stack draws it all."
            )
            if "+2 on +4" in r.stack
            else _(
                "Stacking: instead of drawing you may answer with {pairs}. The total passes "
                "on; whoever cannot or will not stack draws it all."
            )
        ).format(pairs=_stack_pairs(r)),
        "stack_deflect": lambda r: _(
            "A pending draw can be passed on with a {cards} of the active colour (Reverse "
            "sends it back, Skip passes it one further)."
        ).format(cards=_either([_deflect_word(w) for w in r.stack_deflect])),
        "stack_after_lost_challenge": When(
            lambda r: bool(r.stack) and bool(challengeable_cards(r)),
            N_(
                "After a failed challenge you may still stack; the 2-card challenge penalty is "
                "then void."
            ),
        ),
        # (whether Wild Hit+4 may be challenged is wd4_restriction's sentence)
        "stack_priority": (
            When(
                lambda r: r.all_hit_two,
                N_(
                    "A pending draw may be answered by any card of the same or higher "
                    "priority, whatever its colour, and the total passes on: Hit+2 and Reverse "
                    "Hit+2 1, Wild Hit+4 2, Hit+? 3, All Hit+2 4, Counter highest; whoever "
                    "cannot or will not answer draws it all and loses the turn."
                ),
            ),
            N_(
                "A pending draw may be answered by any card of the same or higher priority, "
                "whatever its colour, and the total passes on: Hit+2 and Reverse Hit+2 1, Wild "
                "Hit+4 2, Hit+? 3, Counter highest; whoever cannot or will not answer draws it "
                "all and loses the turn."
            ),
        ),
        "stack_amount": N_(
            "A pending draw may be answered by any draw card of an equal or "
            "higher amount than the last one, whatever its colour (+2; +4 and Wild Reverse +4; "
            "+6; +10), and the total passes on; Skip, Reverse, Skip Everyone and Discard All do "
            "not answer it. Whoever cannot or will not answer draws it all and loses the turn."
        ),
        "stack_colour": When(
            lambda r: "+2 on +4" in r.stack,
            {"any": N_("A +2 of any colour may be stacked on a +4.")},
        ),
        "deflect_colour": When(
            lambda r: bool(r.stack_deflect),
            {"any": N_("A Reverse or Skip of any colour may pass a pending draw on.")},
        ),
        "skip_deflect_to": When(
            lambda r: "skip" in r.stack_deflect,
            {"next": N_("A Skip passes a pending draw to the next player (not the one after).")},
        ),
    },
    conflicts=conflicts,
    when=lambda r: bool(r.stack or r.stack_priority or r.stack_amount),
)
