"""Where records live and how they are written: atomically, one file per game.

Records are written atomically (a temporary file in the same folder, flushed
and fsynced, then `os.replace`), so a crash or a kill at any moment leaves the
previous complete record or the new one, never half a file.

No Textual here: the app calls `Recorder.save(game)` after every move; the CLI
calls `list_games` and `last_unfinished` for `uno-tui games` and `resume`.
"""

from __future__ import annotations

import contextlib
import glob
import os
import random
import tempfile
import unicodedata
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from uno_tui import short_name
from uno_tui.engine import Game, Ruleset
from uno_tui.language import _
from uno_tui.language import current as current_language

from .format import (
    APP_NAME,
    GameRecord,
    RecordError,
    _check_round_trip,
    _now,
    dumps,
    load,
    record_data,
)
from .replaying import replay

SUFFIX = ".json"


# --- where records live ---------------------------------------------------------


def games_dir() -> Path:
    """The folder of autosaved games (the user's data directory, via platformdirs)."""
    import platformdirs

    return platformdirs.user_data_path(APP_NAME, appauthor=False) / "games"


def fresh_seed(seed: int | None = None) -> int:
    """`seed`, or a new random one: a game is recorded by its seed, so it needs one."""
    return seed if seed is not None else random.SystemRandom().randrange(2**31)


def _slug(names: list[str]) -> str:
    """The players' names for a file name: letters and digits of any script (Zoé ->
    zoe, 太郎 stays), accents taken off, nothing a folder or shell treats specially."""
    return "-".join(_name_word(n) for n in names)[:40].strip("-") or "game"


def _name_word(name: str) -> str:
    word = ""
    for char in unicodedata.normalize("NFC", name.casefold()):
        parts = unicodedata.normalize("NFKD", char)
        if parts[0].isascii():  # é -> e, Ｆ -> f; a kana keeps its voicing mark (ガ)
            char = "".join(c for c in parts if not unicodedata.combining(c))
        word += "".join(c for c in char if c.isalnum())
    return word or "p"


def _free_path(path: Path) -> Path:
    """`path`, or `stem-2.json`, `stem-3.json` ... if it is taken."""
    number = 1
    candidate = path
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
    return candidate


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


def save(
    game: Game,
    path: str | Path,
    created: str | None = None,
    computers: dict[int, str] | None = None,
    language: str | None = None,
) -> Path:
    """Write the record of `game` to `path` atomically; RecordError if that fails."""
    path = Path(path)
    return write_record(path, dumps(record_data(game, created, computers, language)))


def write_record(path: Path, text: str) -> Path:
    """Write a record's text to `path` atomically; RecordError if that fails."""
    try:
        write_atomic(path, text)
    except OSError as exc:
        raise RecordError(
            _("{path}: cannot save the game ({problem})").format(
                path=path, problem=exc.strerror or exc
            )
        ) from exc
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
        computers: dict[int, str] | None = None,
        language: str | None = None,
    ) -> None:
        self.computers = dict(computers or {})  # seat -> level, written into every record
        # The language of the game: the one in use when it starts, unless resumed.
        self.language = language
        self.path: Path | None = Path(path) if path is not None else None
        self._given = self.path
        self.directory = Path(directory) if directory is not None else None
        self.created = created
        self._game: Game | None = None
        self._rules_checked: Ruleset | None = None
        self._writer: ThreadPoolExecutor | None = None
        self._writing: Future | None = None

    @classmethod
    def resuming(cls, record: GameRecord) -> Recorder:
        """A recorder that goes on writing the record a game was resumed from."""
        return cls(
            record.path,
            created=record.created,
            computers=record.computers,
            language=record.language or current_language(),
        )

    def save(self, game: Game) -> Path:
        """Write `game` (atomically); RecordError saying why if it cannot be saved."""
        return write_record(*self.record_text(game))

    def save_in_background(self, game: Game, done: Callable[[str | None], object]) -> None:
        """Save `game` on the writer thread; `done(error or None)` is called from there.

        The record's text is made here, from the game as it is now; only the write
        (and its fsync) leaves the caller's thread. At most one write is in flight:
        a save waits for the one before, so a kill loses at most the latest move."""
        try:
            path, text = self.record_text(game)
        except (RecordError, OSError) as exc:
            done(str(exc))
            return
        self.flush()

        def write() -> None:
            try:
                write_record(path, text)
            except RecordError as exc:
                done(str(exc))
            else:
                done(None)

        if self._writer is None:
            self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="uno-save")
        self._writing = self._writer.submit(write)

    def flush(self) -> None:
        """Wait until the last save in the background is written."""
        if self._writing is not None:
            self._writing.result()
            self._writing = None

    def record_text(self, game: Game) -> tuple[Path, str]:
        """Where `game` is saved and the text saved there (RecordError if it cannot be)."""
        path = self.path
        if game is not self._game or path is None:  # (a game seen before has its path)
            if self._game is not None or path is None:
                path = self.path = self._new_path(game)
                self.created = None
                self.language = None
            self._game = game
            remove_leftovers(path)
        self.created = self.created or _now()
        self.language = self.language or current_language()
        if self._rules_checked is not game.rules:
            _check_round_trip(game.rules)
            self._rules_checked = game.rules
        return path, dumps(record_data(game, self.created, self.computers, self.language))

    def _new_path(self, game: Game) -> Path:
        if self._given is not None:  # a later game at a table saved with --save PATH
            return _free_path(self._given)
        folder = self.directory or games_dir()
        stamp = datetime.now().strftime("%Y-%m-%d_%H%M%S")
        return _free_path(folder / f"{stamp}_{_slug(game.players)}{SUFFIX}")


# --- listing --------------------------------------------------------------------


@dataclass(frozen=True)
class SavedGame:
    """One file of `games_dir()`: its record, or why it cannot be read (or, checked,
    why it cannot be resumed: then it has both)."""

    path: Path
    record: GameRecord | None  # None: the file cannot be read as a record
    error: str | None  # why it cannot be read or resumed; None: it can (as far as checked)
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
        if record is None or self.error is not None:
            return _("damaged")
        if record.finished:
            if record.winner:
                return _("finished, {winner} won").format(winner=short_name(record.winner))
            return _("finished")
        return _("round {round}").format(round=record.round)


def _record_files(directory: Path) -> Iterator[Path]:
    try:
        entries = list(directory.iterdir())
    except OSError:
        return
    for p in entries:
        if p.suffix == SUFFIX and not p.name.startswith(".") and p.is_file():
            yield p


def list_games(directory: str | Path | None = None, check: bool = False) -> list[SavedGame]:
    """Every record in `directory` (default `games_dir()`), newest first.

    With `check`, each game is replayed as `resume` replays it (`cannot_resume`), so a
    record that reads but would not open is listed with its error; this costs a replay
    of every game (a few milliseconds for a game of a few hundred moves)."""
    folder = Path(directory) if directory is not None else games_dir()
    found = []
    for path in _record_files(folder):
        try:
            mtime = path.stat().st_mtime
        except OSError:
            continue
        try:
            record = load(path)
        except RecordError as exc:
            found.append(SavedGame(path, None, str(exc), mtime))
            continue
        found.append(SavedGame(path, record, cannot_resume(record) if check else None, mtime))
    return sorted(found, key=lambda g: (g.when, g.path.name), reverse=True)


def cannot_resume(record: GameRecord) -> str | None:
    """Why the game of `record` cannot be resumed, or None if it can: its moves must
    replay to the position it saved (`replaying.replay`, the one test of a saved game
    for `resume`, `games` and `stats`)."""
    try:
        replay(record)
    except RecordError as exc:
        return str(exc)
    return None


def last_unfinished(directory: str | Path | None = None) -> SavedGame | None:
    """The most recently saved game that is not finished and can be resumed (files
    that cannot be read, or that do not replay to their saved position, skipped)."""
    return to_resume(directory)[0]


def to_resume(directory: str | Path | None = None) -> tuple[SavedGame | None, list[SavedGame]]:
    """What `resume` goes on with: the last unfinished game (`last_unfinished`), or None;
    and the newer saves passed over because they cannot be opened (read, or replayed to
    their saved position), newest first, each saying why in `error`, for `resume` to
    tell. A finished game is passed over unsaid: there is nothing to go on with."""
    passed: list[SavedGame] = []
    for saved in list_games(directory):
        record = saved.record
        if record is not None and record.finished:
            continue
        error = saved.error if record is None else cannot_resume(record)
        if error is None:
            return saved, passed
        passed.append(replace(saved, error=error))
    return None, passed
