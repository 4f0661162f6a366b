"""Helpers shared by the engine tests: exact positions, state snapshots, refusals.

Imported by the test modules as `engine_helpers` (pytest puts this folder on
sys.path); the name is unique across tests/ on purpose.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from uno_tui.engine import Game, IllegalMove, Ruleset, load_ruleset

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
PHASES = {"play", "drawn", "challenge", "colour", "round-over", "game-over"}
MAX_ROUND_MOVES = 20_000


def official(**options) -> Ruleset:
    """The official ruleset, with some options changed."""
    return load_ruleset("official").with_options(**options)


def position(
    rules: Ruleset,
    hands: list[list[str]],
    discard: list[str],
    draw_pile: list[str] = (),
    turn: int = 0,
    direction: int = 1,
    colour: str | None = None,
    **extra,
) -> Game:
    """An exact position; seats are named Ann, Ben, Cat, ... in order."""
    return Game.from_position(
        rules,
        NAMES[: len(hands)],
        hands=[list(h) for h in hands],
        discard=list(discard),
        draw_pile=list(draw_pile),
        turn=turn,
        direction=direction,
        colour=colour,
        **extra,
    )


def snapshot(game: Game, with_moves: bool = True) -> dict:
    """Everything a refused move must leave untouched (public view)."""
    n = len(game.players)
    try:
        top = game.top
    except IndexError:  # only possible after an engine bug; compared, not raised
        top = None
    snap = {
        "hands": [game.hand(i) for i in range(n)],
        "discard": game.discard,
        "draw_pile_size": game.draw_pile_size,
        "turn": game.turn,
        "direction": game.direction,
        "phase": game.phase,
        "colour": game.colour,
        "top": top,
        "scores": list(game.scores),
        "round_scores": [list(r) for r in game.round_scores],
        "catchable": game.catchable,
        "called": [game.uno_called(i) for i in range(n)],
        "in_game": [game.in_game(i) for i in range(n)],
        "pending_draw": game.pending_draw,
        "log": list(game.log),
        "events": len(game.events),
        "round": (game.round_number, game.round_over, game.winner, game.dealer),
        "game": (game.game_over, game.game_winner),
    }
    if with_moves:
        snap["moves"] = [game.legal_moves(by=i) for i in range(n)]
    return snap


def assert_refused(game: Game, text, by: int | None = None, match: str | None = None) -> str:
    """The move raises IllegalMove (a ValueError) with a reason and changes nothing."""
    before = snapshot(game)
    with pytest.raises(IllegalMove, match=match) as refused:
        game.move(text, by=by)
    assert isinstance(refused.value, ValueError)
    assert str(refused.value).strip(), "a refusal must say why"
    assert snapshot(game) == before, f"refused move {text!r} changed the game"
    return str(refused.value)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def first_flip(game: Game) -> str:
    """The first card turned up this round (after any Wild Draw Four went back)."""
    return [e for e in game.events if e.kind == "flip"][-1].cards[0]


def seed_where(rules: Ruleset, n: int, wanted, limit: int = 5000) -> Game:
    """The first Game.new(seed=0, 1, ...) for which `wanted(game)` is true."""
    for seed in range(limit):
        game = Game.new(rules, NAMES[:n], seed=seed)
        if wanted(game):
            return game
    raise AssertionError(f"no seed below {limit} gives the position wanted")


def random_move(
    game: Game, rnd: random.Random, others: float = 0.1, play_bias: float = 0.0
) -> tuple[str, int]:
    """A random legal move: usually the player due's, sometimes another seat's
    (a catch, a late UNO call, a jump-in) when that seat has one. With `play_bias`
    the player due picks a play over drawing or keeping that often."""
    if rnd.random() < others:
        by = rnd.randrange(len(game.players))
        if by != game.turn and game.in_game(by):
            moves = game.legal_moves(by=by)
            if moves:
                return rnd.choice(moves), by
    moves = game.legal_moves()
    if play_bias and rnd.random() < play_bias:
        plays = [m for m in moves if m.startswith("play")]
        if plays:
            return rnd.choice(plays), game.turn
    return rnd.choice(moves), game.turn


def play_round(game: Game, rnd: random.Random, check=None, play_bias: float = 0.0) -> int:
    """Play random legal moves until the round ends; returns the number of moves."""
    moves = 0
    while not game.round_over:
        text, by = random_move(game, rnd, play_bias=play_bias)
        game.move(text, by=by)
        moves += 1
        if check is not None:
            check(game, text, by)
        assert moves < MAX_ROUND_MOVES, "a round of random legal play did not end"
    return moves


def deck_counter(rules: Ruleset) -> Counter:
    return Counter(rules.deck_cards())
