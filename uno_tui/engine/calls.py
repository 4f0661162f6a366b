"""Calls and claims any seat may make: UNO and catch (O12), with fault penalties
(H-fault). Jump-in is options/jump_in.py, face-down and doubt options/facedown.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import pending, play, rounds
from .events import Event, EventKind
from .moves import IllegalMove, Move
from .phases import ANSWERS, DRAWN, PLAY

if TYPE_CHECKING:
    from .state import State

# -- UNO and catch ------------------------------------------------------------


def move_call(game: State, move: Move, by: int) -> list[Event]:
    """A call said on its own: before playing, or late but before being caught."""
    word = move.kind
    if not (game._one_call or game._out_call):
        raise IllegalMove(f"nobody calls UNO in the {game.rules.name} rules (uno_call = 'none')")
    unconfirmed = game._unconfirmed
    if unconfirmed and by == unconfirmed.player:
        if word != game._out_call:
            raise IllegalMove(f"you have played your last card: say '{game._out_call}'")
        game._liable.remove(by)
        return [Event(EventKind(word), by), *confirm_out(game)]
    if word == game._out_call and word != game._one_call:
        raise IllegalMove(
            f"'{word}' is said with your last card (e.g. 'play 7H {word}'), or right after "
            f"it before anyone catches you"
        )
    if word != game._one_call:
        said = [w for w in (game._one_call, game._out_call) if w]
        raise IllegalMove(
            f"'{word}' is not said in the {game.rules.name} rules; they say "
            + " and ".join(repr(w) for w in said)
        )
    if by in game._liable:
        game._liable.remove(by)
    elif not may_call(game, by):
        if not game._early_call:
            raise IllegalMove(
                f"{game._name(by)} cannot call UNO now: call it once you hold one card, "
                f"before anyone catches you (uno_call = 'at-one')"
            )
        raise IllegalMove(
            f"{game._name(by)} cannot call UNO now: call it with two cards before playing, "
            f"or with one card before anyone catches you"
        )
    game._called[by] = True
    return [Event(EventKind(word), by)]


def may_call(game: State, by: int) -> bool:
    """O12: the player due, holding two cards, may call before playing one of them."""
    return (
        game._early_call
        and by == game.turn
        and len(game._hands[by]) == 2
        and not game._called[by]
        and (
            game.phase in (PLAY, DRAWN) or (game.phase in ANSWERS and pending.may_answer(game, by))
        )
    )


def confirm_out(game: State) -> list[Event]:
    """Nobody caught the missing final call in time: the player is out."""
    assert game._unconfirmed is not None
    p, move = game._unconfirmed.player, game._unconfirmed.move
    game._unconfirmed = None
    game._close_windows()
    game._hand_to(p, PLAY)
    return rounds.player_out(game, p, move.cards)


def move_catch(game: State, move: Move, by: int) -> list[Event]:
    target = move.target
    if not (game._one_call or game._out_call):
        raise IllegalMove(
            f"nobody can be caught in the {game.rules.name} rules (uno_call = 'none')"
        )
    if target is None or target >= game._n or not game._seated[target]:
        raise IllegalMove(f"there is no player {target} to catch")
    if target == by:
        word = "UNO" if game._one_call == "uno" else f"'{game._one_call or game._out_call}'"
        raise IllegalMove(f"you cannot catch yourself; call {word} instead")
    if target not in game._liable:
        name = game._name(target)
        if len(game._hands[target]) != 1:
            why = f"{name} holds {len(game._hands[target])} cards"
        elif game._called[target]:
            word = "UNO" if game._one_call == "uno" else f"'{game._one_call}'"
            why = f"{name} called {word}"
        else:
            why = "too late: the next player has already played or drawn"
        return fault(game, by, f"{name} cannot be caught: {why}")
    game._liable.remove(target)
    events = [Event(EventKind.CATCH, by, count=game.rules.uno_penalty, target=target)]
    rounds.penalty_points(game, target, events)
    events += game._give(target, game.rules.uno_penalty)
    unconfirmed = game._unconfirmed
    if unconfirmed and unconfirmed.player == target:
        # Caught before anyone went on: not out after all; the card's effects apply now.
        game._unconfirmed = None
        game._hand_to(target, PLAY)
        play.apply_effects(
            game, target, unconfirmed.move, unconfirmed.chain, unconfirmed.skips, events
        )
    return events


def fault(game: State, by: int, why: str) -> list[Event]:
    """A wrong claim: refused, or with H-fault it costs the claimer cards."""
    penalty = game.rules.fault_penalty
    if not penalty:
        raise IllegalMove(why)
    events = [Event(EventKind.FAULT, by, count=penalty)]
    rounds.penalty_points(game, by, events)
    return events + game._give(by, penalty)
