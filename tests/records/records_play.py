"""Random legal play for the record tests (also run as a script by the kill test).

`random_step(game, rng)` makes one random legal step: a move by the player due,
a move by another seat (catch, late UNO, ...), or `next_round()` after a round.
"""

from __future__ import annotations

import random
import sys

from uno_tui.engine import Game, load_ruleset


def random_step(game: Game, rng: random.Random) -> str:
    """One random legal step; returns what was done ("next-round" or the move)."""
    if game.round_over:
        game.next_round()
        return "next-round"
    options = [(move, None) for move in game.legal_moves()]
    for seat in range(len(game.players)):
        if seat != game.turn:
            options += [(move, seat) for move in game.legal_moves(by=seat)]
    move, by = rng.choice(options)
    game.move(move, by=by)
    return move


def play(game: Game, steps: int, seed: int = 0) -> Game:
    """`steps` random steps (fewer if the game ends); returns the game."""
    rng = random.Random(seed)
    for _ in range(steps):
        if game.game_over:
            break
        random_step(game, rng)
    return game


def snapshot(game: Game) -> dict:
    """Everything a player or the table could tell apart, for comparing two games."""
    n = len(game.players)
    return {
        "players": list(game.players),
        "round": game.round_number,
        "phase": game.phase,
        "turn": game.turn,
        "dealer": game.dealer,
        "direction": game.direction,
        "top": game.top,
        "colour": game.colour,
        "discard": game.discard,
        "draw_pile": game.draw_pile_size,
        "pending": game.pending_draw,
        "hands": [game.hand(s) for s in range(n)],
        "called": [game.uno_called(s) for s in range(n)],
        "catchable": game.catchable,
        "scores": list(game.scores),
        "round_scores": [list(r) for r in game.round_scores],
        "over": (game.round_over, game.game_over),
        "log": [tuple(e) for e in game.log],
        "legal": [game.legal_moves(by=s) for s in range(n)],
    }


def main(path: str, seed: int) -> None:
    """Play a long game forever-ish, saving after every step (the kill test's target)."""
    from uno_tui.records import Recorder

    rules = load_ruleset("official").with_options(target_score=100000)
    game = Game.new(rules, ["Ann", "Ben", "Cat"], seed=seed)
    rng = random.Random(seed)
    recorder = Recorder(path)
    recorder.save(game)
    print("started", flush=True)
    while not game.game_over:
        random_step(game, rng)
        recorder.save(game)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
