"""The app works from views only (issue 22): no screen or widget module names the
Game or reaches for the app's game; they read `SeatView`s and post moves. (The
replay screen steps `records.Replay`, a copy rebuilt from the record, and reads its
views too.)"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import uno_tui.app

APP = Path(uno_tui.app.__file__).parent
MODULES = sorted([*APP.glob("screens/*.py"), *APP.glob("widgets/*.py")])


@pytest.mark.parametrize("path", MODULES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_screen_or_widget_names_the_game(path: Path):
    tree = ast.parse(path.read_text())
    named = {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        for alias in node.names
    }
    reached = {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr in ("game", "_game")
    }
    assert "Game" not in named and not reached
