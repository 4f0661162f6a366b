"""Every app test keeps away from the user's config folder: the setup screen's memory
of the last table and the saved ruleset files live in the test's own folder."""

from __future__ import annotations

import pytest

from uno_tui.records import table_memory, your_rulesets


@pytest.fixture(autouse=True)
def own_config_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    folder = tmp_path_factory.mktemp("config")
    monkeypatch.setattr(table_memory, "memory_file", lambda: folder / "last-table.json")
    monkeypatch.setattr(your_rulesets, "rulesets_folder", lambda: folder / "rulesets")
    return folder
