"""Partners (H-team) as the screens name them: team letters and who plays in each.
Read from a view (`game.view(...)`: its `players` and `teams`), never from the game."""

from __future__ import annotations

from uno_tui.engine.views import SeatView
from uno_tui.language import _


def team_letter(team: int) -> str:
    """Team 0 is 'A', team 1 is 'B', and so on."""
    return chr(ord("A") + team)


def seat_letter(view: SeatView, seat: int) -> str:
    """The letter of `seat`'s team ('A'); '' without partners."""
    team = view.teams[seat] if view.teams else None
    return team_letter(team) if team is not None else ""


def teams_of(view: SeatView) -> list[list[int]]:
    """The seats of each team, by team number; empty without partners."""
    numbers = view.teams
    if not numbers or numbers[0] is None:
        return []
    seats: list[list[int]] = [[] for __ in range(max(t for t in numbers if t is not None) + 1)]
    for seat, team in enumerate(numbers):
        if team is not None:
            seats[team].append(seat)
    return seats


def team_name(view: SeatView, team: int) -> str:
    """'Team A (Ann & Cat)'."""
    members = " & ".join(view.players[s] for s in teams_of(view)[team])
    return _("Team {letter} ({members})").format(letter=team_letter(team), members=members)


def game_winner_said(view: SeatView) -> str:
    """Who won the game over in `view`: their team ('Team A (Ann & Cat)') or name."""
    first = view.ranking[0]
    return seat_team(view, first) or view.players[first]


def seat_team(view: SeatView, seat: int | None) -> str | None:
    """The name of `seat`'s team ('Team A (Ann & Cat)'), or None without partners."""
    team = view.teams[seat] if seat is not None and view.teams else None
    return team_name(view, team) if team is not None else None
