"""undo (issue 24): a player takes back their last play while they still hold the
keyboard, if it showed nobody anything new: not the card just drawn, no card drawn by
anyone, no challenge, no hands swapped or passed, no pile turned over. The game is
dealt again from its seed and every move but that one made again; the record keeps
the play and the `undo` after it, so a replay shows both."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..events import Event, EventKind
from ..moves import IllegalMove, parse_move
from ..phases import DRAWN
from ..refusals import refuse
from .base import Option

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State

# What a play may do and still be taken back: nothing in it was hidden before.
SILENT = frozenset({"play", "skip", "reverse", "uno", "pageone", "stop"})


def move_undo(game: State, move: Move, by: int) -> list[Event]:
    if not game.rules.undo:
        raise IllegalMove(refuse("undo/off", rules=game.rules.name))
    log = game.log
    last = log[-1] if log else None
    if (
        last is None
        or last.by != by
        or last.round != game.round_number
        or not last.move.startswith("play ")
        or game.round_over
    ):
        raise IllegalMove(refuse("undo/none", player=game._name(by)))
    if by in game._liable:  # the UNO race is on: taking it back would dodge the catch
        raise IllegalMove(refuse("undo/race", player=game._name(by)))
    if not game._dealt:
        raise IllegalMove(refuse("undo/position"))
    before = game._replayed(log[:-1])
    if before.phase == DRAWN:  # the card just drawn: taking it back would keep it seen
        raise IllegalMove(refuse("undo/drawn", player=game._name(by)))
    trial = before.clone(history=False)  # the play made again on a copy: its events alone
    if any(e.kind not in SILENT for e in trial.move(last.move, by=by)):
        raise IllegalMove(refuse("undo/revealed", player=game._name(by)))
    game._become(before)
    game.log = list(log)  # the play stays in the record, the undo after it
    return [Event(EventKind.UNDO, by, parse_move(last.move).cards)]


UNDO = Option(
    "undo",
    ("undo",),
    sentences={
        "undo": N_(
            "A player may take back their last play (z on the hand-off screen) before "
            "handing the keyboard on, unless it was the card just drawn, made anyone draw, "
            "was challenged, swapped hands or turned something over."
        )
    },
    moves={"undo": move_undo},
)
