"""uno-tui's engine against RLCard's UnoGame, side by side in one run.

    python -m venv /tmp/rl && /tmp/rl/bin/pip install rlcard .
    /tmp/rl/bin/python scripts/bench_rlcard.py

Both play 2-player games of random legal moves: RLCard through
`get_legal_actions()` / `step()`, uno-tui through `legal_moves()` / `move()`
under the official rules. Runs alternate between the two, and each is timed
in CPU time (`time.process_time`), so a busy machine slows both alike and
other programs' turns on the CPU are not counted; prints the median moves/s of
each, and the median of the ratios of neighbouring runs (steadier than the
ratio of the medians when the load changes).
RLCard is not a dependency of uno-tui: install it in a scratch environment.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import numpy as np
from rlcard.games.uno.game import UnoGame

from uno_tui.engine import Game, load_ruleset


def rlcard_rate(moves: int, seed: int) -> float:
    """RLCard actions/s: random legal actions until `moves` have been made."""
    pick = random.Random(seed).choice
    game = UnoGame(num_players=2)
    game.np_random = np.random.RandomState(seed)
    made = 0
    start = time.process_time()
    while made < moves:
        game.init_game()
        while not game.is_over() and made < moves:
            game.step(pick(game.get_legal_actions()))
            made += 1
    return made / (time.process_time() - start)


def uno_tui_rate(moves: int, seed: int) -> float:
    """uno-tui moves/s: random legal moves of the official rules, two players."""
    rules = load_ruleset("official")
    pick = random.Random(seed).choice
    made, g = 0, 0
    start = time.process_time()
    while made < moves:
        game = Game.new(rules, ["A", "B"], seed=seed + g)
        g += 1
        while not game.game_over and made < moves:
            if game.round_over:
                game.next_round()
                continue
            game.move(pick(game.legal_moves()))
            made += 1
    return made / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=20_000, help="moves per run")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    ours, theirs = [], []
    for run in range(args.runs):
        theirs.append(rlcard_rate(args.moves, run))
        ours.append(uno_tui_rate(args.moves, run))
    a, b = statistics.median(ours), statistics.median(theirs)
    ratio = statistics.median(o / t for o, t in zip(ours, theirs, strict=True))
    print(f"2-player random games, {args.moves:,} moves per run, median of {args.runs} runs")
    print(f"{'engine':<22}{'moves/s':>10}")
    print(f"{'uno-tui (official)':<22}{a:>10,.0f}")
    print(f"{'RLCard UnoGame':<22}{b:>10,.0f}")
    print(f"ratio uno-tui / RLCard: {ratio:.2f}x (median of the runs' ratios)")


if __name__ == "__main__":
    main()
