"""Answering a pending effect: Wild Draw Four challenges (O11), taking a pending
draw (H-stack) or Skips (H-skip-stack); which cards may answer is
options/stacking.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import calls, ending, play
from .cards import colour_name
from .effects import all_hit, change, draw_colour
from .events import Event, EventKind
from .moves import IllegalMove, Move
from .options import stacking
from .phases import CHALLENGE, CHANGE, OUT, PENDING, PLAY, SKIPPED, STACK
from .refusals import refuse
from .state import AllHit, ChangeDue, Replay, Wd4

if TYPE_CHECKING:
    from .state import State


def answer_moves(game: State, by: int) -> list[str]:
    """What the player facing a pending draw or Skip may do."""
    moves = []
    if may_challenge(game):
        moves.append("challenge")
    change = game._step
    if type(change) is ChangeDue and change.counterer is None:  # colour X accepts
        moves += [f"colour {colour_name(c)}" for c in game._colour_letters]
    else:
        moves.append("accept")
    if game.phase == CHALLENGE:
        return moves
    hand = game._hands[by]
    calling = len(hand) == 2 and game._early_call and not game._called[by]
    answers = [
        m
        for card in dict.fromkeys(hand)
        if stacking.answer_problem(game, card, False) is None
        for m in play.card_moves(game, by, card, calling)
    ]
    answers += counter_groups(game, by)
    if answers and calling and game._one_call:
        answers.append(game._one_call)  # O12: said before answering with one of two cards
    return moves + answers


def counter_groups(game: State, by: int) -> list[str]:
    """RULES 6c: several Counters played at once count as one. The plays of the
    Counters in hand that answer now, together where H-multi allows them together:
    each pair in either order (the last is the top card), and all of them."""
    hand = game._hands[by]
    counters = [
        c
        for c in hand
        if game._effect[c].word == "counter" and stacking.answer_problem(game, c, False) is None
    ]
    if len(counters) < 2:
        return []
    groups: set[tuple[str, ...]] = {
        (a, b) for i, a in enumerate(counters) for j, b in enumerate(counters) if i != j
    }
    if len(counters) > 2:
        groups |= {(c, *counters[:i], *counters[i + 1 :]) for i, c in enumerate(counters)}
    return [m for group in sorted(groups) for m in play.allowed_plays(game, by, group)]


def may_challenge(game: State) -> bool:
    return type(game._step) is Wd4  # (in phases "challenge" and "stack" only)


def move_draw(game: State, move: Move, by: int) -> list[Event]:
    """A draw: facing a pending draw or Skip it takes them (accept), else play.move_draw."""
    if game.phase in PENDING:
        return move_accept(game, move, by)
    return play.move_draw(game, move, by)


def move_accept(game: State, move: Move, by: int) -> list[Event]:
    problem = game._turn_problem(by, "do/accept", (*PENDING, OUT))
    if problem:
        raise IllegalMove(problem)
    if game.phase == OUT:
        return calls.confirm_out(game)
    if game.phase == CHANGE:
        return change.move_accept(game, by)
    game._close_windows()
    if game.phase == SKIPPED:
        return take_skips(game, by)
    if type(game._step) is AllHit:  # one of an All Hit+2's players takes their 2
        return all_hit.take(game, by)
    events: list[Event] = []
    total, face = game._pending + game._fine, game._pending_face
    if game._fine:  # O11: a lost challenge costs the turn, whatever draw_victim_plays says
        events += draw_colour.take(game, by, total, face)
        game._clear_pending()
        events += game._skipped(by)
        game._advance(by)
        return events
    stacking.victim_draws(game, by, total, face, events)
    return events


def take_skips(game: State, by: int) -> list[Event]:
    """The player facing pending Skips (H-skip-stack) takes them: they and the next
    ones are skipped."""
    events = []
    victim = by
    for i in range(game._skips):
        if i:
            victim = game._next(victim)
        events.append(Event(EventKind.SKIP, victim))
    game._skips = 0
    game._advance(victim)
    return events


def move_challenge(game: State, move: Move, by: int) -> list[Event]:
    problem = game._turn_problem(by, "do/challenge", (CHALLENGE, STACK))
    if problem:
        raise IllegalMove(problem)
    wd4 = game._step
    if type(wd4) is not Wd4:
        raise IllegalMove(refuse("no-wd4"))
    game._close_windows()
    game._step = None  # settled now, whatever follows
    p = wd4.player
    events = [
        Event(EventKind.CHALLENGE, by, (wd4.card,), target=p),
        Event(EventKind.REVEAL, by, wd4.hand, target=p, private_to=by),
    ]
    rules = game.rules
    if not wd4.bluff:
        events.append(Event(EventKind.INNOCENT, by, (wd4.card,), target=p))
        if rules.stack and rules.stack_after_lost_challenge:
            game._fine = rules.challenge_penalty  # paid only if they take the draw
            return events
        total, face = game._pending + rules.challenge_penalty, game._pending_face
        game._pending, game._pending_face = 0, None
        events += draw_colour.take(game, by, total, face)
        events += game._skipped(by)
        game._advance(by)
        return events
    events.append(Event(EventKind.GUILTY, by, target=p))
    ending.penalty_points(game, p, events)
    # Take-back needs the card below to become the top again; if a reshuffle took it
    # away in the meantime, the Wild Draw Four stays and only the 4 cards are drawn.
    take_back = rules.challenge_guilty != "draw-4"
    if take_back and game._discard[-1] in game._challengeable and len(game._discard) > 1:
        card = game._discard.pop()
        game._hands[p].append(card)
        game._set_top(wd4.colour, wd4.top_face)
        game._called[p] = False
        events.append(Event(EventKind.TAKE_BACK, p, (card,)))
    else:
        take_back = False
    events += draw_colour.take(game, p, wd4.draw, wd4.face)
    if take_back and rules.challenge_guilty == "take-back-and-replay":
        game._pending, game._pending_face = 0, None
        game._hand_to(p, PLAY, Replay(p))  # p plays a matching card
        return events
    game._pending -= (
        wd4.draw + game._doubled
    )  # the bluffed card's own cards are off (H-revenge: doubled)
    if game._pending > 0:  # the rest of the chain still faces the challenger
        game._pending_face = game._cards[game._discard[-1]].face
        game.phase = STACK
    else:
        game._pending, game._pending_face = 0, None
        game._hand_to(by, PLAY)  # the challenger takes a normal turn
    return events
