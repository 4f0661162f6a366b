"""Game records: a game is its ruleset, its players, its seed and its moves.

Three parts, one idea each:

- `format`: the record as JSON text and back, checked field by field;
- `store`: where records live, written atomically, one file per game
  (`Recorder`), and the list of saved games;
- `replaying`: a record replayed through the engine, whole or step by step.

No Textual here. Everything is importable from `uno_tui.records` itself.
"""

from .format import (
    APP_NAME,
    FORMAT,
    GameRecord,
    RecordError,
    dumps,
    game_state,
    load,
    parse,
    read_text,
    record_data,
    ruleset_mapping,
)
from .replaying import Replay, Step, apply_step, check_state, new_game, replay, resume, steps_of
from .store import (
    SUFFIX,
    Recorder,
    SavedGame,
    fresh_seed,
    games_dir,
    last_unfinished,
    list_games,
    remove_leftovers,
    save,
    write_atomic,
)

__all__ = [
    "APP_NAME",
    "FORMAT",
    "SUFFIX",
    "GameRecord",
    "RecordError",
    "Recorder",
    "Replay",
    "SavedGame",
    "Step",
    "apply_step",
    "check_state",
    "dumps",
    "fresh_seed",
    "game_state",
    "games_dir",
    "last_unfinished",
    "list_games",
    "load",
    "new_game",
    "parse",
    "read_text",
    "record_data",
    "remove_leftovers",
    "replay",
    "resume",
    "ruleset_mapping",
    "save",
    "steps_of",
    "write_atomic",
]
