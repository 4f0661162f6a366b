"""The record format: a game as its ruleset, its players, its seed and its moves.

A record is a small JSON file (never pickle) that a person can read:

    {
      "format": 1,
      "app": "uno-tui 0.1.0",
      "created": "2025-11-22T14:03:10+00:00",
      "saved": "2025-11-22T14:09:52+00:00",
      "players": ["Ann", "Ben", "Cat"],
      "computers": {"2": "hard"},            (optional: seat -> level; none: all human)
      "language": "ja",                      (optional: the language it was played in)
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
the last move: replaying checks that the moves lead to it (so a resumed game is
exactly the saved one); `uno-tui games` shows it, and marks a record that fails
that check as damaged.

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
from uno_tui.language import LANGUAGES, N_, _

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
        # (partners: both names, "Ann & Cat")
        "winner": " & ".join(game.players[s] for s in game.game_winners) if finished else None,
    }


def record_data(
    game: Game,
    created: str | None = None,
    computers: dict[int, str] | None = None,
    language: str | None = None,
) -> dict[str, Any]:
    """The record of `game` as a JSON-ready mapping (`computers`: seat -> level;
    `language`: the code of the language the game is played in)."""
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
        **({"language": language} if language else {}),
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
        raise RecordError(
            _("the {rules} rules cannot be recorded: {problem}").format(
                rules=rules.name, problem=exc
            )
        ) from exc
    if back != rules:
        raise RecordError(
            _("the {rules} rules cannot be recorded: they do not load back").format(
                rules=rules.name
            )
        )


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
    language: str | None = None  # the language it was played in; older records: None

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
        origin = self.origin
        if self.lines:
            origin = _("{origin}, line {line}").format(origin=origin, line=self.lines[index])
        who = _("seat {seat}").format(seat=entry.by)
        if 0 <= entry.by < len(self.players):
            who = f"{self.players[entry.by]} ({who})"
        return _("{origin}: move {number} ({move} by {who}, round {round})").format(
            origin=origin, number=index + 1, move=repr(entry.move), who=who, round=entry.round
        )


def read_text(path: str | Path) -> str:
    path = Path(path)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise RecordError(_("{path}: no such file").format(path=path)) from None
    except IsADirectoryError:
        raise RecordError(_("{path}: is a folder, not a game record").format(path=path)) from None
    except OSError as exc:
        raise RecordError(
            _("{path}: cannot be read ({problem})").format(path=path, problem=exc.strerror or exc)
        ) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(
            _("{path}: not a game record (not UTF-8 text)").format(path=path)
        ) from None


def load(path: str | Path) -> GameRecord:
    """Read and check a record (without replaying it); RecordError saying what is wrong."""
    return parse(read_text(path), str(path), Path(path))


def parse(text: str, origin: str = "record", path: Path | None = None) -> GameRecord:
    """Check the text of a record field by field; RecordError naming the field at fault."""
    if not text.strip():
        raise RecordError(_("{origin}: the file is empty; it holds no game").format(origin=origin))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(
            _(
                "{origin}, line {line}: not valid JSON ({problem}, column {column}); "
                "the file is damaged or cut short"
            ).format(origin=origin, line=exc.lineno, problem=exc.msg, column=exc.colno)
        ) from None
    except RecursionError:
        raise RecordError(
            _("{origin}: not a game record (nested too deeply)").format(origin=origin)
        ) from None
    if not isinstance(data, dict):
        raise RecordError(
            _("{origin}: not a game record (expected a JSON object)").format(origin=origin)
        )

    def need(key: str, kind: type | tuple[type, ...], what: str) -> Any:
        if key not in data:
            raise RecordError(
                _("{origin}: the record has no {key} field (expected {what})").format(
                    origin=origin, key=repr(key), what=_(what)
                )
            )
        value = data[key]
        if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
            raise RecordError(
                _("{origin}: {key} must be {what}, not {value}").format(
                    origin=origin, key=repr(key), what=_(what), value=_json(value)[:40]
                )
            )
        return value

    if "format" not in data:
        raise RecordError(
            _("{origin}: not a uno-tui game record (it has no 'format' field)").format(
                origin=origin
            )
        )
    version = need("format", int, N_("a whole number"))
    if version > FORMAT:
        raise RecordError(
            _(
                "{origin}: written by a newer uno-tui (record format {version}; this version "
                "reads format {format}); update uno-tui to open it"
            ).format(origin=origin, version=version, format=FORMAT)
        )
    if version < 1:
        raise RecordError(
            _("{origin}: record format {version} does not exist").format(
                origin=origin, version=version
            )
        )
    players = need("players", list, N_("a list of player names"))
    if not all(isinstance(p, str) for p in players):
        raise RecordError(
            _("{origin}: 'players' must be a list of names (text)").format(origin=origin)
        )
    seed = need("seed", int, N_("a whole number"))
    computers = _check_computers(data.get("computers", {}), len(players), origin)
    mapping = need("ruleset", dict, N_("the ruleset's options"))
    try:
        rules = from_mapping(mapping, _("{origin}: ruleset").format(origin=origin))
    except ValueError as exc:
        raise RecordError(str(exc)) from None
    raw_moves = need("moves", list, N_("a list of moves"))
    state = data.get("state")
    if state is not None and not isinstance(state, dict):
        raise RecordError(
            _("{origin}: 'state' must be an object, not {value}").format(
                origin=origin, value=_json(state)[:40]
            )
        )
    lines = _move_lines(text, len(raw_moves))
    moves = _check_moves(raw_moves, origin, lines)
    last = moves[-1].round if moves else 1
    if state and isinstance(state.get("round"), int) and not 0 <= state["round"] - last <= 1:
        raise RecordError(
            _(
                "{origin}: the state says round {round}, but the last move is in round {last}"
            ).format(origin=origin, round=state["round"], last=last)
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
        language=_check_language(data.get("language"), origin),
    )


def _check_language(raw: Any, origin: str) -> str | None:
    """The record's language ("ja"); older records have none, and a language this
    version does not speak reads as none (the game is the same in any language)."""
    if raw is None:
        return None
    if not isinstance(raw, str):
        raise RecordError(
            _("{origin}: 'language' must be a language code like \"ja\", not {value}").format(
                origin=origin, value=_json(raw)[:20]
            )
        )
    return raw if raw in LANGUAGES else None


def _check_computers(raw: Any, seats: int, origin: str) -> dict[int, str]:
    """The record's computer seats ({"2": "hard"}); older records have none."""
    if not isinstance(raw, dict):
        raise RecordError(
            _("{origin}: 'computers' must be an object like {example}").format(
                origin=origin, example='{"2": "hard"}'
            )
        )
    computers = {}
    for key, level in raw.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) < seats):
            raise RecordError(
                _("{origin}: 'computers' names seat {seat}, which is not a seat").format(
                    origin=origin, seat=repr(key)
                )
            )
        if level not in uno_tui.LEVELS:
            raise RecordError(
                _(
                    "{origin}: 'computers' gives seat {seat} the level {level}; "
                    "the levels are {levels}"
                ).format(
                    origin=origin,
                    seat=key,
                    level=_json(level)[:20],
                    levels=", ".join(uno_tui.LEVELS),
                )
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
        for __ in range(count):
            between = _BETWEEN.match(text, pos)
            assert between is not None  # "[\s,]*" matches anywhere (if only "")
            pos = between.end()
            line += text.count("\n", counted, pos)
            counted = pos
            lines.append(line)
            __, pos = decoder.raw_decode(text, pos)
    except ValueError:
        return None
    return tuple(lines)


def _check_moves(raw: list, origin: str, lines: tuple[int, ...] | None) -> tuple[LogEntry, ...]:
    moves = []
    last_round = 1
    for i, item in enumerate(raw):
        at = _("{origin}, line {line}").format(origin=origin, line=lines[i]) if lines else origin
        where = _("{origin}: move {number}").format(origin=at, number=i + 1)
        if not isinstance(item, dict):
            raise RecordError(
                _("{where} must be an object like {example}").format(
                    where=where, example='{"round": 1, "by": 0, ...}'
                )
            )
        for key in _MOVE_KEYS:
            if key not in item:
                raise RecordError(
                    _("{where} has no {key} field").format(where=where, key=repr(key))
                )
        rnd, by, text = item["round"], item["by"], item["move"]
        step = rnd - last_round if isinstance(rnd, int) and not isinstance(rnd, bool) else -1
        if step not in ((0, 1) if i else (0,)):
            # Every round has moves: the round number stays or goes up by one.
            allowed = (
                _("{round} or {next}").format(round=last_round, next=last_round + 1) if i else "1"
            )
            raise RecordError(
                _("{where}: 'round' must be {allowed}, not {value}").format(
                    where=where, allowed=allowed, value=_json(rnd)
                )
            )
        if not isinstance(by, int) or isinstance(by, bool):
            raise RecordError(
                _("{where}: 'by' must be a seat number, not {value}").format(
                    where=where, value=_json(by)
                )
            )
        if not isinstance(text, str):
            raise RecordError(
                _("{where}: 'move' must be text like {example}, not {value}").format(
                    where=where, example='"play R5"', value=_json(text)
                )
            )
        last_round = rnd
        moves.append(LogEntry(rnd, by, text))
    return tuple(moves)
