"""teams (H-team): with 4, 6, 8 or 10 players, seats i and i + n/2 are partners.
A round won by one partner is won by both: the points of the opponents' hands
go to both, so partners always share one score; a swap may not target a partner."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_, _
from ..refusals import Refusal, refuse
from .base import Option

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import State


def team_of(game: State, seat: int) -> int | None:
    """The seat's team (0 to n/2 - 1), or None when teams are off."""
    if game.rules.teams == "none":
        return None
    return seat % (game._n // 2)


def team(game: State, seat: int) -> tuple[int, ...]:
    """The seats playing together with `seat` (itself included; alone without teams)."""
    if game.rules.teams == "none":
        return (seat,)
    half = game._n // 2
    return (seat % half, seat % half + half)


def target_problem(game: State, by: int, target: int) -> Refusal | None:
    """Why `by` may not name `target` for a swap: a partner is not a target."""
    if target != by and target in team(game, by):
        return refuse("partner", target=game._name(target), player=game._name(by))
    return None


def team_deltas(game: State, points: list[int | None], winner: int) -> list[int]:
    """The round's score changes with partners: both partners score what the
    opponents' hands hold (points), or one round win each (round-wins), times
    score_multiplier (H-double-score) for both."""
    winners = team(game, winner)
    if game.rules.scoring == "round-wins":
        won = 1
    else:
        won = sum(p for s, p in enumerate(points) if s not in winners and p is not None)
    won *= game.rules.score_multiplier
    return [won if s in winners else 0 for s in range(game._n)]


def team_scores(game: State) -> list[int]:
    """Each team's score, by team number (partners share a score)."""
    return [game.scores[t] for t in range(game._n // 2)] if game.rules.teams != "none" else []


def conflicts(r: Ruleset) -> str | None:
    if r.teams != "none" and (r.scoring not in ("points", "round-wins") or r.play_to_last):
        return _(
            "teams share a round won by one partner: use scoring = 'points' or 'round-wins' "
            "without play_to_last"
        )
    if r.teams != "none" and (r.elimination != "none" or r.shuffle_seats):
        return _(
            "teams sit opposite each other for the whole game: no elimination or shuffle_seats"
        )
    return None


TEAMS = Option(
    "teams",
    ("teams",),
    sentences={
        "teams": {
            "opposite": N_(
                "Partners: players sitting opposite (seat i and seat i + half the "
                "table) play together; when one goes out both score the opponents' hands, and a "
                "team wins the game. You cannot swap hands with your partner."
            )
        },
    },
    conflicts=conflicts,
    target_problem=target_problem,
    round_deltas=team_deltas,
    winners=team,
    refusals={
        "partner": N_("{target} is {player}'s partner: choose an opponent"),
    },
)
