"""Messages that flow up to the app. Only the app applies a move to the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from textual.message import Message

if TYPE_CHECKING:
    from uno_tui.engine import Move, Ruleset


class TimeUp(NamedTuple):
    """H-timer: a time ran out ("turn": the player due makes the moves the rule
    prescribes; "round": the round ends). Applied like any move, by the app."""

    what: str


TURN_TIME_UP = TimeUp("turn")
ROUND_TIME_UP = TimeUp("round")


class MoveRequested(Message):
    """A seat asks to make a move: a legal move as the view lists it (a `LegalMove`),
    a `Move` value, its RULES.md section 7 text, or a time-out (`TimeUp`)."""

    def __init__(self, move: str | Move | TimeUp, by: int | None = None) -> None:
        self.move = move
        self.by = by
        super().__init__()


class HandOffConfirmed(Message):
    """The named seat has the keyboard: show their hand."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        super().__init__()


class CoachWanted(Message):
    """The seat on screen asks the coach what the hard player would do in its place."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        super().__init__()


class NextRound(Message):
    """Deal the next round."""


class ShowGameOver(Message):
    """Go to the final ranking."""


class PlayAgain(Message):
    """Start a new game with the same players and rules."""


class StartGame(Message):
    """The setup screen is done."""

    def __init__(
        self,
        rules: Ruleset,
        names: list[str],
        seed: int | None,
        computers: dict[int, str] | None = None,
        learn: bool = False,
    ) -> None:
        self.rules = rules
        self.names = names
        self.seed = seed
        self.computers = dict(computers or {})  # seat -> level
        self.learn = learn  # a first game: the table explains each new thing (lessons.py)
        super().__init__()


class HideHands(Message):
    """Someone else may be at the keyboard now: go back to a hand-off screen."""
