"""Replaying a record through the engine: the game at its end, or step by step."""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from uno_tui.engine import Event, Game
from uno_tui.language import _

from .format import GameRecord, RecordError, _json, game_state, load


class Step(NamedTuple):
    """One step of a replay: the deal, a move, or the deal of the next round."""

    kind: str  # "start" | "move" | "deal"
    round: int
    # 0-based index of the move in the record. (A field named like tuple.index, which
    # it hides: Step is public API, and a record's steps are named so everywhere.)
    index: int | None = None  # type: ignore[assignment]
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
        raise RecordError(
            _("{origin}: the game cannot be dealt again: {problem}").format(
                origin=record.origin, problem=exc
            )
        ) from None


def apply_step(game: Game, record: GameRecord, step: Step) -> list[Event]:
    """Make one step on `game`; RecordError naming the move if it cannot be made."""
    if step.kind == "move":
        assert step.move is not None and step.index is not None  # a move step has both
        try:
            return game.move(step.move, by=step.by)
        except Exception as exc:  # noqa: BLE001 - IllegalMove, or an engine error
            raise RecordError(
                _("{move} cannot be replayed: {problem}").format(
                    move=record.where(step.index), problem=exc
                )
            ) from None
    if step.kind == "deal":
        if not game.round_over or game.game_over:
            raise RecordError(_deal_error(game, record, step))
        try:
            return game.next_round()
        except Exception as exc:  # noqa: BLE001
            raise RecordError(
                _("{origin}: round {round} cannot be dealt: {problem}").format(
                    origin=record.origin, round=step.round, problem=exc
                )
            ) from None
    return list(game.events)


def _deal_error(game: Game, record: GameRecord, step: Step) -> str:
    why = (
        _("the game is over")
        if game.game_over
        else _("round {round} is not over").format(round=game.round_number)
    )
    after = [
        s.index
        for s in steps_of(record)
        if s.kind == "move" and s.round >= step.round and s.index is not None
    ]
    if after:
        first = record.where(after[0])
        return _("{move} cannot be replayed: it is in round {round}, but {why}").format(
            move=first, round=step.round, why=why
        )
    return _("{origin}: the record says round {round}, but {why}").format(
        origin=record.origin, round=step.round, why=why
    )


def replay(
    record: GameRecord,
    check: bool = True,
    watch: Callable[[Game, list[Event]], object] | None = None,
) -> Game:
    """The game at the end of the record, replayed through the engine.

    With `check`, the position must match the record's `state` (same round, turn,
    phase, top card, hand sizes and scores), else RecordError. This is the test of
    a saved game that `resume`, `games` and `stats` share: one that passes it opens.
    `watch(game, events)` is called after each move and each later deal.
    """
    game = new_game(record)
    for step in steps_of(record)[1:]:
        events = apply_step(game, record, step)
        if watch is not None:
            watch(game, events)
    if check:
        check_state(game, record)
    return game


def check_state(game: Game, record: GameRecord) -> None:
    if not record.state:
        return
    actual = game_state(game)
    wrong = [
        _("{key} {saved} (the moves give {replayed})").format(
            key=key, saved=_json(record.state[key]), replayed=_json(actual[key])
        )
        for key in ("round", "phase", "turn", "top", "hand_sizes", "scores")
        if key in record.state and record.state[key] != actual[key]
    ]
    if wrong:
        raise RecordError(
            _(
                "{origin}: the moves do not lead to the saved position: the record says {wrong}"
            ).format(origin=record.origin, wrong="; ".join(wrong))
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
