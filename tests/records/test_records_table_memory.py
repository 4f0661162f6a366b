"""The setup screen's memory of the last table (records/table_memory.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from uno_tui.records.table_memory import Table, recall, remember


def test_a_table_is_remembered_and_recalled(tmp_path: Path):
    path = tmp_path / "config" / "last-table.json"
    table = Table(["Ann", "Bén", "Cat"], {2: "hard"}, "street-fr", {"jump_in": True})
    remember(table, path)
    assert recall(path) == table


def test_nothing_remembered_is_an_empty_table(tmp_path: Path):
    assert recall(tmp_path / "none.json") == Table()


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        "[1, 2]",
        '{"names": "Ann"}',
        '{"names": ["Ann", ""]}',
        '{"names": ["Ann", "A name far too long for a seat"]}',
        '{"names": ["Ann", 5]}',
    ],
)
def test_a_damaged_memory_reads_as_nothing(tmp_path: Path, text: str):
    path = tmp_path / "last-table.json"
    path.write_text(text)
    assert recall(path) == Table()


def test_unknown_levels_and_seats_are_dropped(tmp_path: Path):
    path = tmp_path / "last-table.json"
    path.write_text(
        '{"names": ["Ann", "Ben"], "computers": {"1": "expert", "5": "easy", "0": "easy"}}'
    )
    assert recall(path) == Table(["Ann", "Ben"], {0: "easy"}, None)


def test_house_rules_without_a_ruleset_or_not_a_table_are_dropped(tmp_path: Path):
    path = tmp_path / "last-table.json"
    path.write_text('{"names": ["Ann", "Ben"], "house": {"jump_in": true}}')
    assert recall(path) == Table(["Ann", "Ben"])
    path.write_text('{"names": ["Ann", "Ben"], "ruleset": "official", "house": [1]}')
    assert recall(path) == Table(["Ann", "Ben"], ruleset="official")


def test_a_read_only_folder_is_not_an_error(tmp_path: Path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        remember(Table(["Ann", "Ben"]), folder / "sub" / "last-table.json")  # no exception
    finally:
        folder.chmod(0o700)
