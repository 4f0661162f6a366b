"""Fixtures for the engine tests (helpers live in tests/support)."""

import pytest

from uno_tui.engine import Ruleset, load_ruleset


@pytest.fixture(scope="session")
def rules() -> Ruleset:
    """The official ruleset as shipped (a frozen value: safe to share)."""
    return load_ruleset("official")
