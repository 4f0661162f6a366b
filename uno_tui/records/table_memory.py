"""The last table the setup screen dealt: names, computer seats, ruleset and the house
rules changed in it, kept in the user's config folder so the next game starts with the
same family and the same rules.

A small JSON file, written atomically. Anything wrong with it (missing, damaged,
edited by hand into nonsense) reads as "nothing remembered": the setup screen
then starts from its defaults, and the next deal writes a good file again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import uno_tui

from .store import APP_NAME, write_atomic


@dataclass(frozen=True)
class Table:
    names: list[str] = field(default_factory=list)  # in seat order
    computers: dict[int, str] = field(default_factory=dict)  # seat -> level
    ruleset: str | None = None  # a shipped ruleset's name
    # The options the house rules changed in that ruleset, as a file writes them; the
    # setup screen checks them again (a ruleset may have changed since).
    house: dict[str, Any] = field(default_factory=dict)


def memory_file() -> Path:
    import platformdirs

    return platformdirs.user_config_path(APP_NAME, appauthor=False) / "last-table.json"


def remember(table: Table, path: Path | None = None) -> None:
    """Keep `table` for the next setup screen; a failure to write is not an error."""
    path = path or memory_file()
    data = {
        "names": table.names,
        "computers": {str(seat): level for seat, level in table.computers.items()},
        "ruleset": table.ruleset,
        "house": table.house,
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    except OSError:
        pass  # a read-only home: the game goes on, the next setup starts from defaults


def recall(path: Path | None = None) -> Table:
    """The table remembered last, or an empty one if there is none or it is damaged."""
    path = path or memory_file()
    try:
        data: Any = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Table()
    if not isinstance(data, dict):
        return Table()
    names = data.get("names")
    if not isinstance(names, list) or not all(_good_name(n) for n in names):
        return Table()
    computers = data.get("computers")
    levels: dict[int, str] = {}
    if isinstance(computers, dict):
        for seat, level in computers.items():
            if str(seat).isdigit() and int(seat) < len(names) and level in uno_tui.LEVELS:
                levels[int(seat)] = level
    ruleset = data.get("ruleset")
    house = data.get("house")
    return Table(
        list(names),
        levels,
        ruleset if isinstance(ruleset, str) else None,
        house if isinstance(house, dict) and isinstance(ruleset, str) else {},
    )


def _good_name(name: Any) -> bool:
    return isinstance(name, str) and 0 < len(name.strip()) <= uno_tui.MAX_NAME_LENGTH
