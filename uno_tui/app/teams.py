"""Partners (H-team) as the screens name them: team letters and who plays in each."""

from __future__ import annotations


def team_letter(team: int) -> str:
    """Team 0 is 'A', team 1 is 'B', and so on."""
    return chr(ord("A") + team)


def teams_of(view) -> list[list[int]]:
    """The seats of each team, by team number; empty without partners.
    `view`: a Game or a SeatView (anything with `players` and a team per seat)."""
    seats = range(len(view.players))
    numbers = view.teams if hasattr(view, "teams") else [view.team_of(s) for s in seats]
    if not numbers or numbers[0] is None:
        return []
    seats: list[list[int]] = [[] for _ in range(max(numbers) + 1)]
    for seat, team in enumerate(numbers):
        seats[team].append(seat)
    return seats


def team_name(view, team: int) -> str:
    """'Team A (Ann & Cat)'."""
    members = " & ".join(view.players[s] for s in teams_of(view)[team])
    return f"Team {team_letter(team)} ({members})"


def seat_team(game, seat: int | None) -> str | None:
    """The name of `seat`'s team ('Team A (Ann & Cat)'), or None without partners."""
    team = game.team_of(seat) if seat is not None else None
    return team_name(game, team) if team is not None else None
