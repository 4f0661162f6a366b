"""Calls and claims any seat may make: UNO and catch (O12), with fault penalties
(H-fault). Jump-in is options/jump_in.py, face-down and doubt options/facedown.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ending, play
from .events import CALL_EVENTS, Event, EventKind
from .moves import CALL_WORDS, IllegalMove, Move
from .options import stacking
from .phases import ANSWERS, DRAWN, PLAY
from .refusals import Refusal, refuse
from .state import Unconfirmed

if TYPE_CHECKING:
    from .ruleset import Ruleset
    from .state import State

# -- UNO and catch ------------------------------------------------------------


def missed_call_catchable(rules: Ruleset) -> bool:
    """O12: whether a player who forgets the call on the second-to-last card may be
    caught: the rules have that call (not uno_call = 'none', not pageone-last) and a catch
    costs something (uno_penalty cards, or the hand's points under S3). Where it costs
    nothing there is no UNO race: nobody is ever liable for it."""
    one, _out = CALL_WORDS[rules.calls]
    return (
        one is not None
        and rules.uno_call != "none"
        and (rules.uno_penalty > 0 or rules.scoring == "penalty")
    )


def move_call(game: State, move: Move, by: int) -> list[Event]:
    """A call said on its own: before playing, or late but before being caught."""
    word = move.kind
    if not (game._one_call or game._out_call):
        raise IllegalMove(refuse("no-calls", rules=game.rules.name))
    unconfirmed = game._step
    if type(unconfirmed) is Unconfirmed and by == unconfirmed.player:
        if word != game._out_call:
            raise IllegalMove(refuse("say-out-call", call=game._out_call))
        game._liable.remove(by)
        return [Event(CALL_EVENTS[word], by), *confirm_out(game)]
    if word == game._out_call and word != game._one_call:
        raise IllegalMove(refuse("out-call-when", call=word))
    if word != game._one_call:
        one, out, rules = game._one_call, game._out_call, game.rules.name
        if one and out:
            raise IllegalMove(refuse("call-not-said-two", call=word, rules=rules, one=one, out=out))
        raise IllegalMove(refuse("call-not-said", call=word, rules=rules, said=repr(one or out)))
    if by in game._liable:
        game._liable.remove(by)
    elif game._called[by]:
        raise IllegalMove(refuse("called-already", player=game._name(by), called=word))
    elif not may_call(game, by):
        if not game._early_call:
            raise IllegalMove(refuse("uno-at-one", player=game._name(by)))
        if call_time(game, by):
            raise IllegalMove(refuse("uno-nothing-to-play", player=game._name(by)))
        raise IllegalMove(refuse("uno-when", player=game._name(by)))
    game._called[by] = True
    return [Event(CALL_EVENTS[word], by)]


def may_call(game: State, by: int) -> bool:
    """O12: the player due, holding two cards, may call before playing one of them (so
    only with a card to play: a call and then a draw would be no call)."""
    if not call_time(game, by):
        return False
    if game.phase == PLAY:
        return any(m.startswith("play ") for m in play.play_moves(game, by))
    return True  # (a drawn card waiting is playable; an answer is one, may_answer)


def call_time(game: State, by: int) -> bool:
    """The player due holds two cards, not called yet, in a phase that takes a play."""
    return (
        game._early_call
        and by == game.turn
        and len(game._hands[by]) == 2
        and not game._called[by]
        and (
            game.phase in (PLAY, DRAWN) or (game.phase in ANSWERS and stacking.may_answer(game, by))
        )
    )


def confirm_out(game: State) -> list[Event]:
    """Nobody caught the missing final call in time: the player is out."""
    out = game._step
    assert type(out) is Unconfirmed
    game._close_windows()
    game._hand_to(out.player, PLAY, out.carried)
    return play.go_out(game, out.player, out.move.cards)


def move_catch(game: State, move: Move, by: int) -> list[Event]:
    target = move.target
    if not (game._one_call or game._out_call):
        raise IllegalMove(refuse("no-catching", rules=game.rules.name))
    if target is None or target >= game._n or not game._seated[target]:
        raise IllegalMove(refuse("no-one-to-catch", seat=target))
    if target == by:
        if game._one_call == "uno":
            raise IllegalMove(refuse("catch-yourself-uno"))
        raise IllegalMove(refuse("catch-yourself", call=game._one_call or game._out_call))
    if target not in game._liable:
        name, rules = game._name(target), game.rules.name
        if len(game._hands[target]) != 1:
            why = refuse("not-catchable-cards", player=name, count=len(game._hands[target]))
        elif game._called[target] and game._one_call == "uno":
            why = refuse("not-catchable-uno", player=name)
        elif game._called[target]:
            why = refuse("not-catchable-called", player=name, call=game._one_call)
        elif game._one_call and not game._one_liable:
            why = refuse("not-catchable-free", player=name, call=game._one_call, rules=rules)
        else:
            why = refuse("not-catchable-late", player=name)
        return fault(game, by, why, target=target)
    game._liable.remove(target)
    events = [Event(EventKind.CATCH, by, count=game.rules.uno_penalty, target=target)]
    ending.penalty_points(game, target, events)
    events += game._give(target, game.rules.uno_penalty)
    unconfirmed = game._step
    if type(unconfirmed) is Unconfirmed and unconfirmed.player == target:
        # Caught before anyone went on: not out after all; the card's effects apply now.
        game._hand_to(target, PLAY, unconfirmed.carried)
        play.apply_effects(
            game, target, unconfirmed.move, unconfirmed.chain, unconfirmed.skips, events
        )
    return events


def fault(
    game: State, by: int, why: Refusal, target: int | None = None, cards: tuple[str, ...] = ()
) -> list[Event]:
    """A wrong claim: refused, or with H-fault it costs the claimer cards; the event
    names what the claim was (a catch of `target`, a jump-in with `cards`)."""
    penalty = game.rules.fault_penalty
    if not penalty:
        raise IllegalMove(why)
    events = [Event(EventKind.FAULT, by, cards, penalty, target=target)]
    ending.penalty_points(game, by, events)
    return events + game._give(by, penalty)
