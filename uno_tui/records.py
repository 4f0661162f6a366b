"""Game records: a game is its ruleset, its players, its seed and its moves.

A record is a small JSON file (never pickle) that a person can read:

    {
      "format": 1,
      "app": "uno-tui 0.1.0",
      "created": "2025-11-22T14:03:10+00:00",
      "saved": "2025-11-22T14:09:52+00:00",
      "players": ["Ann", "Ben", "Cat"],
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

Records are written atomically (a temporary file in the same folder, flushed
and fsynced, then `os.replace`), so a crash or a kill at any moment leaves the
previous complete record or the new one, never half a file. Loading never
writes: a record that cannot be replayed raises RecordError naming the line and
the move at fault and leaves the file as it was.

No Textual here: the app calls `Recorder.autosave(game)` after every move, the
CLI calls `load`, `resume`, `list_games` and `Replay`.
"""

from __future__ import annotations

import contextlib
import copy
import glob
import json
import os
import re
import secrets
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

import uno_tui
from uno_tui.engine import Event, Game, LogEntry, Ruleset
from uno_tui.engine.ruleset import from_mapping

FORMAT = 1
"""The record format this version writes; it reads every format up to this one."""

APP_NAME = "uno-tui"
SUFFIX = ".json"
_MOVE_KEYS = ("round", "by", "move")
_MOVES_KEY = re.compile(r'"moves"\s*:\s*\[')
_BETWEEN = re.compile(r"[\s,]*")


class RecordError(ValueError):
    """A record that cannot be written, read or replayed; the message says why."""


# --- where records live ---------------------------------------------------------


def games_dir() -> Path:
    """The folder of autosaved games (the user's data directory, via platformdirs)."""
    import platformdirs

    return platformdirs.user_data_path(APP_NAME, appauthor=False) / "games"


def fresh_seed(seed: int | None = None) -> int:
    """`seed`, or a new random one: a game is recorded by its seed, so it needs one."""
    return seed if seed is not None else secrets.randbelow(2**31)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _slug(names: list[str]) -> str:
    words = "-".join(re.sub(r"[^a-z0-9]+", "", n.casefold()) or "p" for n in names)
    return words[:40].strip("-") or "game"


def _free_path(path: Path) -> Path:
    """`path`, or `stem-2.json`, `stem-3.json` ... if it is taken."""
    number = 1
    candidate = path
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
    return candidate


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


def record_data(game: Game, created: str | None = None) -> dict[str, Any]:
    """The record of `game` as a JSON-ready mapping."""
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
        "players": list(game.players),
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


def write_atomic(path: Path, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves the old file or the new one."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(folder)


def remove_leftovers(path: Path) -> None:
    """Delete the temporary files a killed write of `path` left behind."""
    with contextlib.suppress(OSError):
        for leftover in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
            leftover.unlink()


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX; a no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def save(game: Game, path: str | Path, created: str | None = None) -> Path:
    """Write the record of `game` to `path` atomically; RecordError if that fails."""
    path = Path(path)
    text = dumps(record_data(game, created))
    try:
        write_atomic(path, text)
    except OSError as exc:
        raise RecordError(f"{path}: cannot save the game ({exc.strerror or exc})") from exc
    return path


class Recorder:
    """Saves one table's games as they go: call `save(game)` after every move.

    The first game it sees goes to `path` (or, without one, to a new file in
    `games_dir()`); a later, different Game object (a new game at the same table)
    goes to a new file beside it, so a finished game is never overwritten.
    """

    def __init__(
        self,
        path: str | Path | None = None,
        directory: str | Path | None = None,
        created: str | None = None,
    ) -> None:
        self.path: Path | None = Path(path) if path is not None else None
        self._given = self.path
        self.directory = Path(directory) if directory is not None else None
        self.created = created
        self.last_error: str | None = None
        self._game: Game | None = None
        self._rules_checked: Ruleset | None = None

    @classmethod
    def resuming(cls, record: GameRecord) -> Recorder:
        """A recorder that goes on writing the record a game was resumed from."""
        return cls(record.path, created=record.created)

    def save(self, game: Game) -> Path:
        """Write `game` (atomically); RecordError saying why if it cannot be saved."""
        if game is not self._game:
            if self._game is not None or self.path is None:
                self.path = self._new_path(game)
                self.created = None
            self._game = game
            remove_leftovers(self.path)
        self.created = self.created or _now()
        if self._rules_checked is not game.rules:
            _check_round_trip(game.rules)
            self._rules_checked = game.rules
        return save(game, self.path, self.created)

    def autosave(self, game: Game) -> str | None:
        """`save`, for the app: None when saved, else the one-line reason (not raised)."""
        try:
            self.save(game)
        except RecordError as exc:
            self.last_error = str(exc)
            return self.last_error
        self.last_error = None
        return None

    def _new_path(self, game: Game) -> Path:
        if self._given is not None:  # a later game at a table saved with --save PATH
            return _free_path(self._given)
        folder = self.directory or games_dir()
        stamp = datetime.now().strftime("%Y-%m-%d_%H%M%S")
        return _free_path(folder / f"{stamp}_{_slug(game.players)}{SUFFIX}")


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
    )


def _move_lines(text: str, count: int) -> tuple[int, ...] | None:
    """The line where each move of the "moves" list starts, whatever the layout."""
    start = _MOVES_KEY.search(text)
    if start is None:
        return None
    decoder = json.JSONDecoder()
    pos, line, counted, lines = start.end(), 1, 0, []
    try:
        for _ in range(count):
            pos = _BETWEEN.match(text, pos).end()
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


# --- replaying ------------------------------------------------------------------


class Step(NamedTuple):
    """One step of a replay: the deal, a move, or the deal of the next round."""

    kind: str  # "start" | "move" | "deal"
    round: int
    index: int | None = None  # 0-based index of the move in the record
    by: int | None = None
    move: str | None = None


def steps_of(record: GameRecord) -> list[Step]:
    """The record as steps: the first deal, then each move and each next deal."""
    steps = [Step("start", 1)]
    current = 1
    for i, entry in enumerate(record.moves):
        while current < entry.round:
            current += 1
            steps.append(Step("deal", current))
        steps.append(Step("move", entry.round, i, entry.by, entry.move))
    while current < record.round:
        current += 1
        steps.append(Step("deal", current))
    return steps


def new_game(record: GameRecord) -> Game:
    """The game as dealt at the start, before any move."""
    try:
        return Game.new(record.rules, record.players, seed=record.seed)
    except Exception as exc:  # noqa: BLE001 - any failure of a damaged record is reported
        raise RecordError(f"{record.origin}: the game cannot be dealt again: {exc}") from None


def apply_step(game: Game, record: GameRecord, step: Step) -> list[Event]:
    """Make one step on `game`; RecordError naming the move if it cannot be made."""
    if step.kind == "move":
        try:
            return game.move(step.move, by=step.by)
        except Exception as exc:  # noqa: BLE001 - IllegalMove, or an engine error
            raise RecordError(f"{record.where(step.index)} cannot be replayed: {exc}") from None
    if step.kind == "deal":
        if not game.round_over or game.game_over:
            raise RecordError(_deal_error(game, record, step))
        try:
            return game.next_round()
        except Exception as exc:  # noqa: BLE001
            raise RecordError(
                f"{record.origin}: round {step.round} cannot be dealt: {exc}"
            ) from None
    return list(game.events)


def _deal_error(game: Game, record: GameRecord, step: Step) -> str:
    why = "the game is over" if game.game_over else f"round {game.round_number} is not over"
    after = [s for s in steps_of(record) if s.kind == "move" and s.round >= step.round]
    if after:
        first = record.where(after[0].index)
        return f"{first} cannot be replayed: it is in round {step.round}, but {why}"
    return f"{record.origin}: the record says round {step.round}, but {why}"


def replay(record: GameRecord, check: bool = True) -> Game:
    """The game at the end of the record, replayed through the engine.

    With `check`, the position must match the record's `state` (same round, turn,
    phase, top card, hand sizes and scores), else RecordError.
    """
    game = new_game(record)
    for step in steps_of(record)[1:]:
        apply_step(game, record, step)
    if check:
        check_state(game, record)
    return game


def check_state(game: Game, record: GameRecord) -> None:
    if not record.state:
        return
    actual = game_state(game)
    wrong = [
        f"{key} {_json(record.state[key])} (the moves give {_json(actual[key])})"
        for key in ("round", "phase", "turn", "top", "hand_sizes", "scores")
        if key in record.state and record.state[key] != actual[key]
    ]
    if wrong:
        raise RecordError(
            f"{record.origin}: the moves do not lead to the saved position: the record says "
            + "; ".join(wrong)
        )


def resume(path: str | Path) -> tuple[GameRecord, Game]:
    """Load and replay a record: the game exactly where it stopped."""
    record = load(path)
    return record, replay(record)


class Replay:
    """A record as a sequence of positions, for stepping through it forwards and backwards.

    Building it replays the whole record once (so a bad record fails here, with
    RecordError); `at(k)` is the game after step k (0: the first deal). Every
    CHECKPOINT steps a copy is kept, so stepping back costs a copy and a few moves.
    """

    CHECKPOINT = 64

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.steps = steps_of(record)
        self._checkpoints: dict[int, tuple[Game, list[Event]]] = {}
        game = new_game(record)
        events = list(game.events)
        for k, step in enumerate(self.steps):
            if k:
                events = apply_step(game, record, step)
            if k % self.CHECKPOINT == 0:
                self._keep(k, game, events)
        check_state(game, record)
        self._cursor = (len(self.steps) - 1, game, events)

    def __len__(self) -> int:
        return len(self.steps)

    def _keep(self, k: int, game: Game, events: list[Event]) -> None:
        # A Game that cannot be copied still replays: stepping back starts from the deal.
        with contextlib.suppress(Exception):
            self._checkpoints[k] = (_copy_game(game), events)

    def at(self, k: int) -> tuple[Game, list[Event]]:
        """The game after step k and the events of that step. Do not change the game."""
        k = max(0, min(k, len(self.steps) - 1))
        here, game, events = self._cursor
        if k < here:
            base = max((c for c in self._checkpoints if c <= k), default=None)
            if base is None:
                here, game = 0, new_game(self.record)
                events = list(game.events)
            else:
                saved, events = self._checkpoints[base]
                here, game = base, _copy_game(saved)
        while here < k:
            here += 1
            events = apply_step(game, self.record, self.steps[here])
        self._cursor = (k, game, events)
        return game, events

    def rounds(self) -> list[int]:
        """The step index where each round starts (its deal)."""
        return [k for k, s in enumerate(self.steps) if s.kind in ("start", "deal")]


def _copy_game(game: Game) -> Game:
    """A deep copy of `game` that shares its log entries and events (immutable values)."""
    memo: dict[int, Any] = {id(entry): entry for entry in game.log}
    memo.update((id(event), event) for event in game.events)
    return copy.deepcopy(game, memo)


# --- listing --------------------------------------------------------------------


@dataclass(frozen=True)
class SavedGame:
    """One file of `games_dir()`: its record, or why it cannot be read."""

    path: Path
    record: GameRecord | None
    error: str | None
    mtime: float

    @property
    def when(self) -> datetime:
        saved = self.record.saved if self.record else None
        if saved:
            try:
                return datetime.fromisoformat(saved).astimezone()
            except ValueError:
                pass
        return datetime.fromtimestamp(self.mtime).astimezone()

    @property
    def state_text(self) -> str:
        record = self.record
        if record is None:
            return "damaged"
        if record.finished:
            return f"finished, {record.winner} won" if record.winner else "finished"
        return f"round {record.round}"


def _record_files(directory: Path) -> Iterator[Path]:
    try:
        entries = list(directory.iterdir())
    except OSError:
        return
    for p in entries:
        if p.suffix == SUFFIX and not p.name.startswith(".") and p.is_file():
            yield p


def list_games(directory: str | Path | None = None) -> list[SavedGame]:
    """Every record in `directory` (default `games_dir()`), newest first."""
    folder = Path(directory) if directory is not None else games_dir()
    found = []
    for path in _record_files(folder):
        try:
            mtime = path.stat().st_mtime
        except OSError:
            continue
        try:
            found.append(SavedGame(path, load(path), None, mtime))
        except RecordError as exc:
            found.append(SavedGame(path, None, str(exc), mtime))
    return sorted(found, key=lambda g: (g.when, g.path.name), reverse=True)


def last_unfinished(directory: str | Path | None = None) -> SavedGame | None:
    """The most recently saved game that is not finished (damaged files skipped)."""
    for saved in list_games(directory):
        if saved.record is not None and not saved.record.finished:
            return saved
    return None
