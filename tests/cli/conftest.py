"""Shared fixtures for the CLI tests.

No test here ever opens the real Textual app: `uno_tui.app.create_app` is
replaced by the shared fake (`opened`, tests/conftest.py) for every test, so a
validation bug shows up as a failed assertion, not as a terminal UI waiting for keys.
"""

import pytest


@pytest.fixture(autouse=True)
def no_real_app(opened):
    """The shared fake `create_app` (tests/conftest.py) for every CLI test."""
    return opened


@pytest.fixture
def ruleset_file(tmp_path):
    """ruleset_file(text, name="mine.toml") -> path of a ruleset file with that text."""

    def write(text: str, name: str = "mine.toml"):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return write
