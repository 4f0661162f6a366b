"""Fixtures for the game-record tests: a private saved-games folder, finished and
unfinished games on disk, and a stand-in for the Textual app."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from support.driver import Driver, play
from typer.testing import CliRunner

import uno_tui.app
from uno_tui import records
from uno_tui.cli import app as cli_app
from uno_tui.engine import Game, load_ruleset

ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture(autouse=True)
def games_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test saves into its own folder, never the user's data directory."""
    folder = tmp_path / "saved-games"
    monkeypatch.setattr(records, "games_dir", lambda: folder)
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


@dataclass
class FakeApp:
    """Stands in for the Textual app: remembers how it was made and whether it ran."""

    kwargs: dict[str, Any]
    ran: bool = field(default=False)
    return_code: int | None = None

    def run(self) -> None:
        self.ran = True


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[FakeApp]:
    """Every app the CLI created; create_app takes every keyword the CLI may pass."""
    made: list[FakeApp] = []

    def create_app(
        rules=None, names=None, seed=None, game=None, recorder=None, replay=None, reveal=False
    ) -> FakeApp:
        made.append(
            FakeApp(
                dict(
                    rules=rules,
                    names=names,
                    seed=seed,
                    game=game,
                    recorder=recorder,
                    replay=replay,
                    reveal=reveal,
                )
            )
        )
        return made[-1]

    monkeypatch.setattr(uno_tui.app, "create_app", create_app, raising=False)
    return made


@dataclass
class Ran:
    exit_code: int
    stdout: str
    stderr: str


@pytest.fixture
def run():
    """run("games") -> Ran, as if typed after `uno-tui`."""
    runner = CliRunner(env={"COLUMNS": "120", "NO_COLOR": "1"})

    def invoke(*args: str) -> Ran:
        result = runner.invoke(cli_app, [str(a) for a in args], prog_name="uno-tui")
        return Ran(result.exit_code, ANSI.sub("", result.stdout), ANSI.sub("", result.stderr))

    return invoke
