"""Fixtures for the game-record tests: a private saved-games folder, finished and
unfinished games on disk. The app stand-in `opened` and `run` are in tests/conftest.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from support.driver import Driver, play

from uno_tui import records
from uno_tui.engine import Game, load_ruleset
from uno_tui.records import store


@pytest.fixture(autouse=True)
def games_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test saves into its own folder, never the user's data directory."""
    folder = tmp_path / "saved-games"
    monkeypatch.setattr(store, "games_dir", lambda: folder)
    return folder


@pytest.fixture
def unfinished(tmp_path: Path) -> Path:
    """A record of a three-player game in its second round."""
    rules = load_ruleset("official").with_options(target_score=1000)
    game = Game.new(rules, ["Ann", "Ben", "Cat"], seed=11)
    driver = Driver(4)
    while game.round_number < 2:
        driver.step(game)
    play(game, 5, seed=5)
    return records.save(game, tmp_path / "game.json")


@pytest.fixture
def finished(tmp_path: Path) -> Path:
    rules = load_ruleset("official").with_options(target_score=30)
    game = play(Game.new(rules, ["Dee", "Eve"], seed=3), 100000, seed=3)
    assert game.game_over
    return records.save(game, tmp_path / "finished.json")
