"""The record format: a game as its ruleset, its players, its seed and its moves.

A record is a small JSON file (never pickle) that a person can read:

    {
      "format": 1,
      "app": "uno-tui 0.1.0",
      "created": "2025-11-22T14:03:10+00:00",
      "saved": "2025-11-22T14:09:52+00:00",
      "players": ["Ann", "Ben", "Cat"],
      "computers": {"2": "hard"},            (optional: seat -> level; none: all human)
      "seed": 7,
      "ruleset": {
        "name": "official",
        "description": "The official Mattel rules: ...",
        "source": "UNO instruction sheets (000, 001, 004)",
        "deck": "classic",
        "add_cards": {},
        "remove_cards": [],
        ...                                  (every option: Ruleset.to_mapping())
      },
      "state": {"round": 2, "phase": "play", "turn": 1, "top": "R5", "hand_sizes": [5, 7, 2],
                "scores": [0, 61, 0], "finished": false, "winner": null},
      "moves": [
        {"round": 1, "by": 0, "move": "play R5"},
        {"round": 1, "by": 1, "move": "draw"},
        ...
      ]
    }

Every move is one line in the notation of RULES.md section 7, with the seat
that made it and the round it was made in; a change of round number stands for
a `Game.next_round()` call, and `state.round` says whether the next round was
already dealt after the last move. `state` is a summary of the position after
the last move: loading checks that the moves replay to it (so a resumed game is
exactly the saved one), and `uno-tui games` reads it without replaying.

Loading never writes: a record that cannot be read raises RecordError naming
the line and the move at fault and leaves the file as it was. Writing the file
is `store`'s job, replaying it `replaying`'s.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import uno_tui
from uno_tui.engine import Game, LogEntry, Ruleset
from uno_tui.engine.ruleset import from_mapping

FORMAT = 1
"""The record format this version writes; it reads every format up to this one."""

APP_NAME = "uno-tui"
_MOVE_KEYS = ("round", "by", "move")
_MOVES_KEY = re.compile(r'"moves"\s*:\s*\[')
_BETWEEN = re.compile(r"[\s,]*")


class RecordError(ValueError):
    """A record that cannot be written, read or replayed; the message says why."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


# --- game -> record -------------------------------------------------------------


def ruleset_mapping(rules: Ruleset) -> dict[str, Any]:
    """name, description, source and every option of `rules`, ready for JSON.

    `engine.ruleset.from_mapping` turns it back into the same Ruleset, so a record
    does not depend on the ruleset file it was started from.
    """
    return rules.to_mapping()


def game_state(game: Game) -> dict[str, Any]:
    """A public summary of the position: what `games` lists and `load` checks."""
    finished = bool(game.game_over)
    return {
        "round": game.round_number,
        "phase": game.phase,
        "turn": game.turn,
        "top": game.top,
        "hand_sizes": [game.hand_size(s) for s in range(len(game.players))],
        "scores": list(game.scores),
        "finished": finished,
        "winner": game.players[game.ranking()[0]] if finished else None,
    }


def record_data(
    game: Game, created: str | None = None, computers: dict[int, str] | None = None
) -> dict[str, Any]:
    """The record of `game` as a JSON-ready mapping (`computers`: seat -> level)."""
    if game.seed is None:
        raise RecordError(
            "a game without a seed cannot be recorded: its shuffles could not be replayed "
            "(start it with Game.new(..., seed=records.fresh_seed()))"
        )
    return {
        "format": FORMAT,
        "app": f"{APP_NAME} {uno_tui.__version__}",
        "created": created or _now(),
        "saved": _now(),
        "players": list(game.starting_players),  # H-shuffle-seats: replays reseat alike
        **({"computers": {str(s): computers[s] for s in sorted(computers)}} if computers else {}),
        "seed": game.seed,
        "ruleset": ruleset_mapping(game.rules),
        "state": game_state(game),
        "moves": [{"round": e.round, "by": e.by, "move": e.move} for e in game.log],
    }


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def dumps(data: dict[str, Any]) -> str:
    """Record text: the header one key a line, the ruleset one option a line,
    one move a line (so an error can name the line of a move)."""
    out = ["{"]
    items = list(data.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if isinstance(value, dict) and key != "state" and value:
            out.append(f"  {_json(key)}: {{")
            inner = list(value.items())
            for j, (k, v) in enumerate(inner):
                out.append(f"    {_json(k)}: {_json(v)}{',' if j < len(inner) - 1 else ''}")
            out.append(f"  }}{comma}")
        elif key == "moves" and value:
            out.append(f"  {_json(key)}: [")
            out += [
                f"    {_json(m)}{',' if j < len(value) - 1 else ''}" for j, m in enumerate(value)
            ]
            out.append(f"  ]{comma}")
        else:
            out.append(f"  {_json(key)}: {_json(value)}{comma}")
    out.append("}")
    return "\n".join(out) + "\n"


def _check_round_trip(rules: Ruleset) -> None:
    """Refuse to start a record whose ruleset would not load back as the same rules."""
    try:
        back = from_mapping(json.loads(_json(ruleset_mapping(rules))), "ruleset")
    except (ValueError, TypeError) as exc:
        raise RecordError(f"the {rules.name} rules cannot be recorded: {exc}") from exc
    if back != rules:
        raise RecordError(f"the {rules.name} rules cannot be recorded: they do not load back")


# --- record -> game -------------------------------------------------------------


@dataclass(frozen=True)
class GameRecord:
    """A parsed record: checked field by field, not yet replayed."""

    origin: str  # how messages name the record: its path as given
    path: Path | None
    format: int
    created: str | None
    saved: str | None
    rules: Ruleset
    players: list[str]
    seed: int
    moves: tuple[LogEntry, ...]
    state: dict[str, Any] | None
    lines: tuple[int, ...] | None  # the line of each move in the file, when known
    computers: dict[int, str] = field(default_factory=dict)  # seat -> level; the rest human

    @property
    def round(self) -> int:
        """The round the game was in when saved."""
        last = self.moves[-1].round if self.moves else 1
        if self.state and isinstance(self.state.get("round"), int):
            return max(self.state["round"], last)
        return last

    @property
    def finished(self) -> bool:
        return bool(self.state and self.state.get("finished") is True)

    @property
    def winner(self) -> str | None:
        winner = self.state.get("winner") if self.state else None
        return winner if isinstance(winner, str) else None

    def where(self, index: int) -> str:
        """'game.json, line 52: move 37 ('play R9' by Ben (seat 1), round 2)' (0-based index)."""
        entry = self.moves[index]
        line = f", line {self.lines[index]}" if self.lines else ""
        who = f"seat {entry.by}"
        if 0 <= entry.by < len(self.players):
            who = f"{self.players[entry.by]} ({who})"
        return (
            f"{self.origin}{line}: move {index + 1} ({entry.move!r} by {who}, round {entry.round})"
        )


def read_text(path: str | Path) -> str:
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise RecordError(f"{path}: is a folder, not a game record") from None
    except OSError as exc:
        raise RecordError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{path}: is not a game record (not UTF-8 text)") from None


def load(path: str | Path) -> GameRecord:
    """Read and check a record (without replaying it); RecordError saying what is wrong."""
    return parse(read_text(path), str(path), Path(path))


def parse(text: str, origin: str = "record", path: Path | None = None) -> GameRecord:
    """Check the text of a record field by field; RecordError naming the field at fault."""
    if not text.strip():
        raise RecordError(f"{origin}: the file is empty; it holds no game")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            f"{origin}, line {exc.lineno}: not valid JSON ({exc.msg}, column {exc.colno}); "
            f"the file is damaged or cut short"
        ) from None
    except RecursionError:
        raise RecordError(f"{origin}: not a game record (nested too deeply)") from None
    if not isinstance(data, dict):
        raise RecordError(f"{origin}: not a game record (expected a JSON object)")

    def need(key: str, kind: type | tuple[type, ...], what: str) -> Any:
        if key not in data:
            raise RecordError(f"{origin}: the record has no {key!r} field (expected {what})")
        value = data[key]
        if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
            raise RecordError(f"{origin}: {key!r} must be {what}, not {_json(value)[:40]}")
        return value

    if "format" not in data:
        raise RecordError(f"{origin}: not a uno-tui game record (it has no 'format' field)")
    version = need("format", int, "a whole number")
    if version > FORMAT:
        raise RecordError(
            f"{origin}: written by a newer uno-tui (record format {version}; this version "
            f"reads format {FORMAT}); update uno-tui to open it"
        )
    if version < 1:
        raise RecordError(f"{origin}: record format {version} does not exist")
    players = need("players", list, "a list of player names")
    if not all(isinstance(p, str) for p in players):
        raise RecordError(f"{origin}: 'players' must be a list of names (text)")
    seed = need("seed", int, "a whole number")
    computers = _check_computers(data.get("computers", {}), len(players), origin)
    mapping = need("ruleset", dict, "the ruleset's options")
    try:
        rules = from_mapping(mapping, f"{origin}: ruleset")
    except ValueError as exc:
        raise RecordError(str(exc)) from None
    raw_moves = need("moves", list, "a list of moves")
    state = data.get("state")
    if state is not None and not isinstance(state, dict):
        raise RecordError(f"{origin}: 'state' must be an object, not {_json(state)[:40]}")
    lines = _move_lines(text, len(raw_moves))
    moves = _check_moves(raw_moves, origin, lines)
    last = moves[-1].round if moves else 1
    if state and isinstance(state.get("round"), int) and not 0 <= state["round"] - last <= 1:
        raise RecordError(
            f"{origin}: the state says round {state['round']}, but the last move is in round {last}"
        )
    return GameRecord(
        origin=origin,
        path=path,
        format=version,
        created=data.get("created") if isinstance(data.get("created"), str) else None,
        saved=data.get("saved") if isinstance(data.get("saved"), str) else None,
        rules=rules,
        players=list(players),
        seed=seed,
        moves=moves,
        state=state,
        lines=lines,
        computers=computers,
    )


def _check_computers(raw: Any, seats: int, origin: str) -> dict[int, str]:
    """The record's computer seats ({"2": "hard"}); older records have none."""
    if not isinstance(raw, dict):
        raise RecordError(f'{origin}: \'computers\' must be an object like {{"2": "hard"}}')
    computers = {}
    for key, level in raw.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < seats):
            raise RecordError(f"{origin}: 'computers' names seat {key!r}, which is not a seat")
        if level not in uno_tui.LEVELS:
            raise RecordError(
                f"{origin}: 'computers' gives seat {key} the level {_json(level)[:20]}; "
                f"the levels are {', '.join(uno_tui.LEVELS)}"
            )
        computers[int(key)] = level
    return computers


def _move_lines(text: str, count: int) -> tuple[int, ...] | None:
    """The line where each move of the "moves" list starts, whatever the layout."""
    start = _MOVES_KEY.search(text)
    if start is None:
        return None
    decoder = json.JSONDecoder()
    pos, line, counted, lines = start.end(), 1, 0, []
    try:
        for _ in range(count):
            between = _BETWEEN.match(text, pos)
            assert between is not None  # "[\s,]*" matches anywhere (if only "")
            pos = between.end()
            line += text.count("\n", counted, pos)
            counted = pos
            lines.append(line)
            _, pos = decoder.raw_decode(text, pos)
    except ValueError:
        return None
    return tuple(lines)


def _check_moves(raw: list, origin: str, lines: tuple[int, ...] | None) -> tuple[LogEntry, ...]:
    moves = []
    last_round = 1
    for i, item in enumerate(raw):
        where = f"{origin}{f', line {lines[i]}' if lines else ''}: move {i + 1}"
        if not isinstance(item, dict):
            raise RecordError(f'{where} must be an object like {{"round": 1, "by": 0, ...}}')
        for key in _MOVE_KEYS:
            if key not in item:
                raise RecordError(f"{where} has no {key!r} field")
        rnd, by, text = item["round"], item["by"], item["move"]
        step = rnd - last_round if isinstance(rnd, int) and not isinstance(rnd, bool) else -1
        if step not in ((0, 1) if i else (0,)):
            # Every round has moves: the round number stays or goes up by one.
            allowed = f"{last_round} or {last_round + 1}" if i else "1"
            raise RecordError(f"{where}: 'round' must be {allowed}, not {_json(rnd)}")
        if not isinstance(by, int) or isinstance(by, bool):
            raise RecordError(f"{where}: 'by' must be a seat number, not {_json(by)}")
        if not isinstance(text, str):
            raise RecordError(f"{where}: 'move' must be text like \"play R5\", not {_json(text)}")
        last_round = rnd
        moves.append(LogEntry(rnd, by, text))
    return tuple(moves)
