"""A saved game edited by hand, as a player (or a bad disk) might: the record still
reads, field by field, but the game cannot be resumed."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from uno_tui import records


def edit(path: Path, change: Callable[[dict[str, Any]], object]) -> bytes:
    """Rewrite the record's JSON through `change(data)`; returns the new bytes."""
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(records.dumps(data), encoding="utf-8")
    return path.read_bytes()


def _out_of_turn(data: dict[str, Any]) -> None:
    last = data["moves"][-1]  # (in the last round: the rounds before it replay)
    last["by"] = (last["by"] + 1) % len(data["players"])


def _twice(data: dict[str, Any]) -> None:
    data["players"][-1] = data["players"][0].swapcase()


def _wrong_turn(data: dict[str, Any]) -> None:
    data["state"]["turn"] = (data["state"]["turn"] + 1) % len(data["players"])


UNRESUMABLE: dict[str, Callable[[dict[str, Any]], object]] = {
    "a move out of turn": _out_of_turn,
    "a seat that is not there": lambda data: data["moves"][0].update(by=7),
    "a name given twice": _twice,
    "one player": lambda data: data.update(players=data["players"][:1]),
    "a wrong saved turn": _wrong_turn,
}
"""Edits after which a record loads but does not replay to its saved position."""
