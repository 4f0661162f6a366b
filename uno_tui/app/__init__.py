"""The Textual user interface. Textual is imported only when an app is made."""

from __future__ import annotations

import gc
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

    from uno_tui.engine import Game, Ruleset
    from uno_tui.records import Recorder, Replay

    from .app import UnoApp

_frozen = False


def create_app(
    rules: Ruleset | None = None,
    names: Sequence[str] | None = None,
    seed: int | None = None,
    game: Game | None = None,
    recorder: Recorder | None = None,
    replay: Replay | None = None,
    reveal: bool = False,
    computers: dict[int, str] | None = None,
    learn: bool = False,
    notice: str | None = None,
) -> UnoApp:
    """The app the CLI runs and the tests drive.

    rules: a Ruleset (already adjusted by the CLI) or None for the setup screen;
    names: player names; seed: int or None; game: start from this Game instead
    (a resumed game, or a position from `Game.from_position` for tests);
    recorder: a `uno_tui.records.Recorder`, saved after every move;
    replay / reveal: open the replay screen on a `uno_tui.records.Replay` instead;
    computers: {seat: level} for the computer seats ("easy", "normal", "hard");
    learn: a first game, where the table explains each card as it first appears;
    notice: a sentence to show as the app opens (`resume` passed over a newer save).
    """
    from .app import UnoApp

    global _frozen
    if not _frozen:
        # What is loaded by now (Textual, the engine, the app's modules: some 60,000
        # objects) lives as long as the process. Frozen, the collector stops scanning
        # it: the first full collection would otherwise cost 30-60 ms of the start-up.
        gc.freeze()
        _frozen = True
    gc.enable()  # `uno-tui` starts with it off (uno_tui.__main__): loading is over
    return UnoApp(
        rules=rules,
        names=names,
        seed=seed,
        game=game,
        recorder=recorder,
        replay=replay,
        reveal=bool(reveal),
        computers=computers,
        learn=learn,
        notice=notice,
    )


__all__ = ["create_app"]
