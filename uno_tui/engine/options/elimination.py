"""elimination (H-elimination): at each round's end the player holding the most
cards (then the most points, then the seat latest after the winner in the
direction of play) leaves the game; eliminated seats are skipped everywhere
(`_in_game`); the last player standing wins, whatever the scores."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_, _
from ..events import Event, EventKind
from .base import Option

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import State


def eliminate(game: State, winner: int, events: list[Event]) -> None:
    """The round is over: the most-cards player leaves the game."""
    if game.rules.elimination == "none":
        return
    n, d = game._n, game.direction
    seats = [s for s in range(n) if game._in_game[s] and s != winner]
    if not seats:
        return
    out = max(
        seats,
        key=lambda s: (len(game._hands[s]), game.hand_points(s), (s - winner) * d % n),
    )
    game._in_game[out] = False
    game._eliminated.append(out)
    events.append(Event(EventKind.ELIMINATED, out, count=len(game._hands[out])))


def conflicts(r: Ruleset) -> str | None:
    if r.elimination != "none" and (r.scoring == "penalty" or r.play_to_last):
        return _(
            "elimination needs one round winner and no other way out: not scoring = "
            "'penalty' or play_to_last"
        )
    return None


ELIMINATION = Option(
    "elimination",
    ("elimination",),
    sentences={
        "elimination": {
            "most-cards": N_(
                "At the end of each round the player holding the most cards (then "
                "the most points) leaves the game; the last player standing wins."
            )
        },
    },
    conflicts=conflicts,
    round_end=eliminate,
)
