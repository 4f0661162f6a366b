"""Random legal play, by any seat, deterministic by seed.

`Driver(seed).step(game)` makes one step: usually a move of the player due, now
and then one of another seat (a catch, a late call, a jump-in, a doubt), or the
next round once a round is over. `play_game` plays a seeded game with checks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from support.invariants import OUT_OF_TURN
from support.positions import NAMES
from uno_tui.engine import Game, Ruleset, parse_card

ROUND_CAP = 20_000  # random moves in one round: more is a failure, or greedy play's turn
DRAWS = ("draw", "keep", "accept")

Check = Callable[[Game, str, int], None]


class Chooser(Protocol):
    """Anything that picks the next move and its seat: a Driver, or a fixed policy."""

    def choose(self, game: Game) -> tuple[str, int]: ...


class Driver:
    """Random legal moves. With probability `others` a seat that is not due makes
    one of its moves (when any seat has one); otherwise the player due moves,
    choosing a play over drawing with probability `prefer_play`."""

    def __init__(self, seed: int, others: float = 0.1, prefer_play: float = 0.0):
        self.rng = random.Random(seed)
        self.others, self.prefer_play = others, prefer_play

    def choose(self, game: Game) -> tuple[str, int]:
        rng, due = self.rng, game.turn
        if rng.random() < self.others:
            theirs = [
                (m, s) for s in range(len(game.players)) if s != due for m in game.legal_moves(by=s)
            ]
            if theirs:
                return rng.choice(theirs)
        moves = game.legal_moves()
        assert moves, f"nobody can move: phase {game.phase}, turn {due}"
        if self.prefer_play and rng.random() < self.prefer_play:
            plays = [m for m in moves if m not in DRAWS and not m.startswith(OUT_OF_TURN)]
            if plays:
                return rng.choice(plays), due
        return rng.choice(moves), due

    def step(self, game: Game) -> str:
        """One random legal step; returns the move made, or "next-round"."""
        if game.round_over:
            game.next_round()
            return "next-round"
        text, by = self.choose(game)
        game.move(text, by=by)
        return text


def greedy(game: Game) -> tuple[str, int]:
    """A deterministic policy that heads for the end of the round (to tell a livelock
    from a merely long random round): go out if possible, else shed number cards
    (most at once), action cards next, wild cards last; draw only when it must."""
    moves = game.legal_moves()
    plays = [m for m in moves if m.startswith("play")]
    if plays:
        size = game.hand_size(game.turn)

        def key(m: str):
            cards = [parse_card(w) for w in m.split()[1:]]
            cards = [c for c in cards if c is not None]
            kind = 0 if all(c.is_number for c in cards) else 2 if cards[0].is_wild else 1
            return (len(cards) < size, kind, -len(cards), m)

        return min(plays, key=key), game.turn
    for wanted in ("accept", "draw", "keep"):
        if wanted in moves:
            return wanted, game.turn
    return moves[0], game.turn


def play_round(
    game: Game,
    driver: Chooser,
    check: Check | None = None,
    cap: int = ROUND_CAP,
    capped: list | None = None,
) -> int:
    """Random moves until the round ends; returns the number of moves. A round still
    running after `cap` moves fails, unless `capped` is given: then it is noted there
    and handed to greedy play, and only a round that does not end then either (a
    livelock) fails."""
    moves = 0
    while not game.round_over:
        if moves == cap:
            where = (game.rules.name, len(game.players), game.seed, game.round_number)
            assert capped is not None, f"round did not end in {cap} random moves: {where}"
            capped.append(where)
        text, by = driver.choose(game) if moves < cap else greedy(game)
        game.move(text, by=by)
        moves += 1
        if check is not None:
            check(game, text, by)
        assert moves < 2 * cap, (
            f"{game.rules.name}: {len(game.players)} players, seed {game.seed}: round "
            f"{game.round_number} did not end, even with greedy play (a livelock)"
        )
    return moves


def play_game(
    rules: Ruleset,
    players: int,
    seed: int,
    rounds: int = 3,
    check: Check | None = None,
    driver: Driver | None = None,
    **round_options,
) -> Game:
    """A seeded game of up to `rounds` rounds of random play (fewer if it ends),
    `check` called at the start, after every move and after every new deal."""
    game = Game.new(rules, NAMES[:players], seed=seed)
    driver = driver or Driver(seed)
    if check is not None:
        check(game, "", -1)
    for played in range(rounds):
        if played:
            game.next_round()
            if check is not None:
                check(game, "next_round", -1)
        play_round(game, driver, check, **round_options)
        if game.game_over:
            break
    return game


def play(game: Game, steps: int, seed: int = 0) -> Game:
    """`steps` random steps (fewer if the game ends); returns the game."""
    driver = Driver(seed)
    for _ in range(steps):
        if game.game_over:
            break
        driver.step(game)
    return game


def replay(game: Game) -> Game:
    """A fresh Game.new with the same ruleset, first seating and seed, fed the logged moves."""
    again = Game.new(game.rules, list(game.starting_players), seed=game.seed)
    for entry in game.log:
        while again.round_number < entry.round:
            again.next_round()
        again.move(entry.move, by=entry.by)
    return again
