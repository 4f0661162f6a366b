"""Shared fixtures for the CLI tests.

No test here ever opens the real Textual app: `uno_tui.app.create_app` is
replaced by a recorder for every test (autouse), so a validation bug shows up
as a failed assertion, not as a terminal UI waiting for keys.
"""

import re
from dataclasses import dataclass, field
from typing import Any

import pytest
from typer.testing import CliRunner

import uno_tui.app
from uno_tui.cli import app

ANSI = re.compile(r"\x1b\[[0-9;]*m")


@dataclass
class FakeApp:
    """Stands in for the Textual app: remembers how it was made and run."""

    rules: Any
    names: list[str] | None
    seed: int | None
    return_code: int | None = None
    ran: bool = field(default=False)

    def run(self) -> None:
        self.ran = True


@pytest.fixture(autouse=True)
def opened(monkeypatch: pytest.MonkeyPatch) -> list[FakeApp]:
    """Every app the CLI created, in order."""
    made: list[FakeApp] = []

    def create_app(rules=None, names=None, seed=None) -> FakeApp:
        fake = FakeApp(rules=rules, names=names, seed=seed)
        made.append(fake)
        return fake

    monkeypatch.setattr(uno_tui.app, "create_app", create_app, raising=False)
    return made


@dataclass
class Ran:
    """What a person sees after one command: exit code, stdout, stderr (colours removed)."""

    exit_code: int
    stdout: str
    stderr: str
    exception: BaseException | None


@pytest.fixture
def run():
    """run("play", "--players", "3") -> Ran, as if typed after `uno-tui`."""
    runner = CliRunner(env={"COLUMNS": "120", "NO_COLOR": "1"})

    def invoke(*args: str) -> Ran:
        result = runner.invoke(app, list(args), prog_name="uno-tui")
        return Ran(
            exit_code=result.exit_code,
            stdout=ANSI.sub("", result.stdout),
            stderr=ANSI.sub("", result.stderr),
            exception=result.exception,
        )

    return invoke


@pytest.fixture
def ruleset_file(tmp_path):
    """ruleset_file(text, name="mine.toml") -> path of a ruleset file with that text."""

    def write(text: str, name: str = "mine.toml"):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return write
