"""Score tables and a text chart of running totals, read from a view (`game.view(None)`):
public information only, and no game within reach."""

from __future__ import annotations

from itertools import accumulate

from rich import box
from rich.table import Table
from rich.text import Text

from uno_tui.engine import Ruleset
from uno_tui.engine.views import SeatView
from uno_tui.language import _, ngettext, pgettext

from ..teams import seat_letter, team_letter, teams_of

TICKS = "▁▂▃▄▅▆▇█"


def running_totals(round_scores: tuple[tuple[int, ...], ...], seats: int) -> list[list[int]]:
    """Per seat, the total after each round."""
    return [list(accumulate(r[s] for r in round_scores)) for s in range(seats)]


def sparkline(values: list[int], lo: int, hi: int) -> str:
    if not values:
        return ""
    span = (hi - lo) or 1
    return "".join(TICKS[round((v - lo) / span * (len(TICKS) - 1))] for v in values)


def signed(n: int) -> str:
    """A round's gain or loss: +31, -9, 0. A total has no sign but its minus (188, -121),
    the same on every screen."""
    return f"{n:+d}" if n else "0"


def places(view: SeatView) -> dict[int, int]:
    """Seat -> place (1 = best), in the engine's ranking order; players level on what
    the game is decided by share a place (1, 1, 3); partners (H-team) share theirs and
    the next team comes next (1, 1, 2, 2)."""

    def standing(seat: int) -> tuple:
        wins = view.round_wins[seat] if view.rules.scoring == "round-wins" else 0
        return (view.in_game[seat], view.scores[seat], wins)

    place: dict[int, int] = {}
    ranking = view.ranking
    for i, seat in enumerate(ranking):
        level = i and standing(seat) == standing(ranking[i - 1])
        if level:
            place[seat] = place[ranking[i - 1]]
        else:
            place[seat] = place[ranking[i - 1]] + 1 if i and view.teams else i + 1
    return place


def total_heading(scoring: str) -> str:
    """The heading of a score table's total: what the game is counted in."""
    return {"round-wins": _("Wins"), "penalty": _("Penalty")}.get(scoring, _("Total"))


def round_table(view: SeatView) -> Table:
    """Per round +/- per player, the total and the place (RULES S2 layout)."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, expand=False)
    table.add_column(_("Player"), no_wrap=True)
    for r in range(len(view.round_scores)):
        # TRANSLATORS: a round's column in the score table: r1, r2 … (keep it short).
        table.add_column(_("r{number}").format(number=r + 1), justify="right")
    scoring = view.rules.scoring
    table.add_column(total_heading(scoring), justify="right", style="bold")
    table.add_column(_("Place"), justify="right")
    place = places(view)
    for seat, name in enumerate(view.players):
        cells = [signed(rs[seat]) for rs in view.round_scores]
        if scoring == "round-wins":
            cells, score = (
                [str(rs[seat] or "·") for rs in view.round_scores],
                str(view.round_wins[seat]),
            )
        else:
            score = str(view.scores[seat])
        where = str(place.get(seat, ""))
        if not view.in_game[seat]:
            where += " " + pgettext("out of the game", "(out)")
        if view.teams:
            name = f"{name} ({seat_letter(view, seat)})"
        table.add_row(name, *cells, score, where, style=None if view.in_game[seat] else "dim")
    return table


def team_table(view: SeatView) -> Table:
    """H-team: each team, its players and the total the partners share."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, expand=False)
    table.add_column(_("Team"), no_wrap=True)
    table.add_column(_("Players"))
    table.add_column(_("Total"), justify="right", style="bold")
    ranked = sorted(enumerate(view.team_scores), key=lambda t: -t[1])
    for team, score in ranked:
        players = " & ".join(view.players[s] for s in teams_of(view)[team])
        table.add_row(team_letter(team), players, str(score))
    return table


def totals_chart(view: SeatView, width: int = 30) -> Table:
    """Per player (per team with partners, who share a score): a bar for the total, and
    a sparkline of the total after each round."""
    totals = running_totals(view.round_scores, len(view.players))
    flat = [v for row in totals for v in row] + [0]
    lo, hi = min(flat), max(flat)
    biggest = max(abs(s) for s in view.scores) or 1
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, expand=False)
    teams = teams_of(view)
    table.add_column(_("Team") if teams else _("Player"), no_wrap=True)
    table.add_column(_("Total"), justify="right")
    table.add_column("", no_wrap=True)
    table.add_column(_("After each round"), no_wrap=True)
    members = [" & ".join(view.players[s] for s in seats) for seats in teams]
    rows = [(seats[0], f"{team_letter(i)} {members[i]}") for i, seats in enumerate(teams)]
    for seat, name in rows or enumerate(view.players):
        score = view.scores[seat]
        bar = ("█" if score >= 0 else "░") * round(abs(score) / biggest * width)
        line = " ".join(sparkline(totals[seat], lo, hi))
        table.add_row(name, str(score), Text(bar.ljust(width), style="bold"), line)
    return table


def game_goal(rules: Ruleset) -> str:
    """How the game is won, in a few words ('first to 500 points wins')."""
    return {
        "points": _("first to {n} points wins").format(n=rules.target_score),
        "round-table": _("{n} rounds, highest total wins").format(n=rules.rounds),
        "penalty": _("{n} penalty points puts a player out").format(n=rules.penalty_limit),
        "round-wins": ngettext(
            "first to win {n} round", "first to win {n} rounds", rules.target_wins
        ).format(n=rules.target_wins),
        "ranking": _("{n} rounds, places give points").format(n=rules.rounds),
    }.get(getattr(rules, "scoring", "points"), "")
