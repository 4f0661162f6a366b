"""Fixtures shared by the CLI and records tests: a stand-in for the Textual app
and a runner that types a command after `uno-tui`.

Being the rootdir conftest, it also puts this folder on sys.path, so every test
directory imports the shared harness as `support` (tests/support)."""

from __future__ import annotations

import inspect
import os
import re
from dataclasses import dataclass, field
from typing import Any

import pytest

# Tests read English unless they choose a language (tests/support/language.py), whatever
# the machine's locale says.
os.environ["UNO_TUI_LANG"] = "en"

ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture(autouse=True)
def own_rulesets_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Every test keeps away from the user's own ruleset files (Save as…): an empty
    folder of its own stands in for theirs."""
    from uno_tui.records import your_rulesets

    folder = tmp_path_factory.mktemp("rulesets")
    monkeypatch.setattr(your_rulesets, "rulesets_folder", lambda: folder)
    return folder


@dataclass
class FakeApp:
    """Stands in for the Textual app: the arguments it was made with, whether it ran."""

    kwargs: dict[str, Any]
    ran: bool = field(default=False)
    return_code: int | None = None
    farewell: str | None = None  # the real app's: where the game is saved, at exit

    def run(self) -> None:
        self.ran = True


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> list[FakeApp]:
    """Every app the CLI created, in order.

    `create_app` is replaced by a fake with the real one's signature: a call the
    real factory would refuse fails here too, and `kwargs` holds every argument,
    defaults included.
    """
    import uno_tui.app

    signature = inspect.signature(uno_tui.app.create_app)
    made: list[FakeApp] = []

    def create_app(*args: Any, **kwargs: Any) -> FakeApp:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        made.append(FakeApp(dict(bound.arguments)))
        return made[-1]

    create_app.__signature__ = signature  # type: ignore[attr-defined]
    monkeypatch.setattr(uno_tui.app, "create_app", create_app)
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
    """run("play", "--players", 3) -> Ran, as if typed after `uno-tui` in a terminal
    `columns` wide (120 unless given)."""
    from typer.testing import CliRunner

    from uno_tui.cli import app

    runner = CliRunner(env={"COLUMNS": "120", "NO_COLOR": "1"})

    def invoke(*args: Any, columns: int = 120) -> Ran:
        result = runner.invoke(
            app, [str(a) for a in args], prog_name="uno-tui", env={"COLUMNS": str(columns)}
        )
        return Ran(
            exit_code=result.exit_code,
            stdout=ANSI.sub("", result.stdout),
            stderr=ANSI.sub("", result.stderr),
            exception=result.exception,
        )

    return invoke
