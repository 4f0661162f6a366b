"""The kill test's target: plays a long game of random legal moves, saving after
every step, until it is killed. Run as `python play_and_save.py PATH SEED` with
tests/ on PYTHONPATH (for the harness)."""

from __future__ import annotations

import sys

from support.driver import Driver

from uno_tui.engine import Game, load_ruleset
from uno_tui.records import Recorder


def main(path: str, seed: int) -> None:
    rules = load_ruleset("official").with_options(target_score=100000)
    game = Game.new(rules, ["Ann", "Ben", "Cat"], seed=seed)
    driver = Driver(seed)
    recorder = Recorder(path)
    recorder.save(game)
    print("started", flush=True)
    while not game.game_over:
        driver.step(game)
        recorder.save(game)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
