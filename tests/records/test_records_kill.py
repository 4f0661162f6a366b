"""Killing the process at any moment leaves a record that loads and resumes."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support.driver import Driver
from support.snapshot import snapshot

from uno_tui import records
from uno_tui.engine import Game, load_ruleset

SCRIPT = Path(__file__).with_name("play_and_save.py")
TESTS = Path(__file__).parents[1]  # where the script finds the harness (support)

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def _reference(seed: int, moves: int, round_number: int) -> Game:
    """The game the script plays, replayed here up to `moves` moves and `round_number`."""
    rules = load_ruleset("official").with_options(target_score=100000)
    game = Game.new(rules, ["Ann", "Ben", "Cat"], seed=seed)
    driver = Driver(seed)
    while len(game.log) < moves:
        driver.step(game)
    if game.round_number < round_number:
        driver.step(game)  # the script dealt the next round, then was killed
    return game


def test_sigkill_at_random_moments_leaves_a_record_that_resumes(tmp_path):
    chooser = random.Random(os.getpid())
    deadline = time.monotonic() + 12
    runs = 0
    for run in range(6):
        if runs >= 3 and time.monotonic() > deadline:
            break
        path = tmp_path / f"killed-{run}.json"
        seed = 100 + run
        proc = subprocess.Popen(
            [sys.executable, str(SCRIPT), str(path), str(seed)],
            env={**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS), *sys.path])},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            assert proc.stdout.readline().strip() == "started", proc.stderr.read()
            time.sleep(chooser.uniform(0.01, 0.5))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait(timeout=10)
            proc.stdout.close()
            proc.stderr.close()
        assert proc.returncode == -signal.SIGKILL
        record, game = records.resume(path)  # never a half-written file
        assert game.log == list(record.moves)
        assert snapshot(game) == snapshot(_reference(seed, len(record.moves), record.round))
        leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        assert len(leftovers) <= 1, leftovers  # at most the one write that was cut off
        # Going on with the game writes the same file and clears what the kill left.
        Driver(run).step(game)
        records.Recorder.resuming(record).save(game)
        assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
        assert snapshot(records.resume(path)[1]) == snapshot(game)
        runs += 1
    assert runs >= 3
