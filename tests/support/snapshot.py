"""One snapshot of a game: what it shows through the public API plus every
attribute it holds, so that a refused move that changes anything is seen, even
after the engine's private state is restructured.

`internal_state` is the one place the harness reads private state, and it reads
it generically (every attribute, none by name).
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import random
import types
from functools import cache, partial

import pytest

from uno_tui.engine import Game, IllegalMove

ATOMS = (str, int, float, bool, bytes, type(None), enum.Enum)
PLAIN = {str, int, float, bool, bytes, type(None)}
FLAT = (*ATOMS, tuple, frozenset)
CODE = (types.FunctionType, types.MethodType, types.BuiltinFunctionType, partial, type)


def public_state(game: Game) -> dict:
    """Everything a player or the table can tell apart, through the public API."""
    n = len(game.players)
    seats = range(n)
    try:
        top = game.top
    except IndexError:  # only after an engine bug; compared, not raised
        top = None
    return {
        "players": list(game.players),
        "hands": [game.hand(s) for s in seats],
        "discard": game.discard,
        "draw_pile_size": game.draw_pile_size,
        "top": top,
        "colour": game.colour,
        "turn": game.turn,
        "direction": game.direction,
        "phase": game.phase,
        "pending_draw": game.pending_draw,
        "catchable": game.catchable,
        "called": [game.uno_called(s) for s in seats],
        "in_game": [game.in_game(s) for s in seats],
        "in_round": [game.in_round(s) for s in seats],
        "wins": [game.round_wins(s) for s in seats],
        "waiting": (
            game.challenge_target,
            game.pending_skips,
            game.unconfirmed_out,
            game.facedown_pending,
        ),
        "scores": list(game.scores),
        "round_scores": [list(r) for r in game.round_scores],
        "round": (game.round_number, game.round_over, game.winner, game.dealer, game.finished),
        "game": (game.game_over, game.game_winner),
        "log": len(game.log),  # (their contents: in the internal state)
        "events": len(game.events),
        "moves": [game.legal_moves(by=s) for s in seats],
    }


def internal_state(game: Game):
    """Every attribute of the game, frozen into comparable values (code by name)."""
    return _freeze(game, set())


def snapshot(game: Game) -> dict:
    """Everything a refused move must leave untouched; equal games have equal ones.
    (The public part asks every seat's legal moves first, so that any cache the
    engine fills lazily is filled before the internal state is read.)"""
    return {"public": public_state(game), "internal": internal_state(game)}


def _freeze(value, seen: set[int]):
    if type(value) in PLAIN or isinstance(value, ATOMS):
        return value
    if isinstance(value, types.MappingProxyType):  # a read-only table made once (FLIP!)
        return ("table", id(value))
    if isinstance(value, CODE):
        return _code(value, seen)
    if isinstance(value, random.Random):
        return ("Random", value.getstate())
    if isinstance(value, (list, tuple, frozenset)):
        items = value if isinstance(value, (tuple, frozenset)) else tuple(value)
        if _flat(items):
            return items
        if isinstance(value, frozenset):
            return frozenset(_freeze(v, seen) for v in value)
        return tuple(_freeze(v, seen) for v in value)
    if isinstance(value, set):
        return frozenset(_freeze(v, seen) for v in value)
    if isinstance(value, dict):
        items = tuple(value.items())
        if _flat(value.values()) and _flat(value.keys()):
            return items
        return tuple((k, _freeze(v, seen)) for k, v in items)
    if _frozen_dataclass(type(value)):
        try:
            hash(value)  # a frozen value (the ruleset): compared as it is
            return value
        except TypeError:
            pass
    if id(value) in seen:  # a cycle (an object pointing back to the game)
        return ("seen", type(value).__name__)
    seen.add(id(value))
    fields = _attributes(value).items()
    return (type(value).__name__, tuple((k, _freeze(v, seen)) for k, v in fields))


def _code(value, seen: set[int]) -> tuple:
    """Code by name; a bound method also by whether it is bound to an object of this
    game (a copy's methods must not act on the original)."""
    name = getattr(value, "__qualname__", type(value).__name__)
    if isinstance(value, types.MethodType):
        return ("method", name, id(value.__self__) in seen)
    return ("code", name)


def _flat(values) -> bool:
    """Values immutable all the way down (events, log, tables): comparable as they are."""
    kinds = set(map(type, values))
    if kinds <= PLAIN:
        return True
    if not all(_flat_type(k) for k in kinds):
        return False
    try:
        hash(tuple(values))
    except TypeError:  # a tuple holding a list
        return False
    return True


@cache
def _flat_type(kind: type) -> bool:
    return issubclass(kind, FLAT)


def _attributes(value) -> dict:
    """An object's attributes, whether it keeps them in a __dict__ or in slots."""
    if dataclasses.is_dataclass(value):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    fields = dict(getattr(value, "__dict__", {}))
    for cls in type(value).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(value, name):
                fields[name] = getattr(value, name)
    return fields


def independent_copy(game: Game) -> Game:
    """A copy to try moves on: `game.clone()` where the engine has one, else a deep
    copy that shares only immutable values (ten times faster than a plain one)."""
    clone = getattr(game, "clone", None)
    if clone is not None:
        return clone()
    memo = {}
    for value in _attributes(game).values():
        inner = (
            value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
        )
        for v in (value, *inner):
            if not isinstance(v, ATOMS) and _immutable(v):
                memo[id(v)] = v
    return copy.deepcopy(game, memo)


def _immutable(value) -> bool:
    if isinstance(value, ATOMS):
        return True
    if isinstance(value, (tuple, frozenset)):
        return all(_immutable(v) for v in value)
    return _frozen_dataclass(type(value))


@cache
def _frozen_dataclass(cls: type) -> bool:
    params = getattr(cls, "__dataclass_params__", None)
    return params is not None and params.frozen


def assert_refused(game: Game, text, by: int | None = None, match: str | None = None) -> str:
    """The move raises IllegalMove (a ValueError) with a reason and changes nothing."""
    before = snapshot(game)
    with pytest.raises(IllegalMove, match=match) as refused:
        game.move(text, by=by)
    assert isinstance(refused.value, ValueError)
    assert str(refused.value).strip(), "a refusal must say why"
    assert snapshot(game) == before, f"refused move {text!r} changed the game"
    return str(refused.value)
