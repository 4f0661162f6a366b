"""`uno-tui stats`: the family's standings from the saved games (records/stats.py)."""

from pathlib import Path
from typing import Annotated, Any

import typer

import uno_tui
from uno_tui.language import N_, _, decimal, ngettext, percent

from .base import examples, folder_to_read, plain_console

STATS_EXAMPLES = examples(
    ("uno-tui stats", N_("the games saved as they were played")),
    ("uno-tui stats --dir ~/uno-games", N_("the games in another folder")),
)
BAR_WIDTH = 30
HEADINGS = (
    N_("Games finished"),
    N_("Wins"),
    N_("Win %"),
    N_("Rounds won"),
    N_("Points per round"),
    N_("Best run"),
    N_("Comeback"),
)


def stats(
    folder: Annotated[
        Path | None,
        typer.Option(
            "--dir",
            metavar="DIR",
            file_okay=False,
            callback=folder_to_read,
            help=_("Where the saved games are. Default: where games are saved as they are played."),
            show_default=False,
        ),
    ] = None,
) -> None:
    """Who wins at your table: games, wins, rounds, points per round, best runs."""
    from uno_tui.records import store
    from uno_tui.records.stats import family_stats

    folder = folder if folder is not None else store.games_dir()
    figures = family_stats(folder)
    if not figures.games:
        typer.echo(
            _("No saved games in {folder} yet; play one with 'uno-tui play'.").format(
                folder=folder
            ),
            err=True,
        )
        raise typer.Exit(1)
    console = plain_console()  # names are the players' own text
    console.print(
        ngettext(
            "{games} saved game in {folder}, {finished} played to the end.",
            "{games} saved games in {folder}, {finished} played to the end.",
            figures.games,
        ).format(games=figures.games, folder=folder, finished=figures.finished)
        + "\n"
    )
    console.print(standings_table(figures.players, console.width))
    console.print(rounds_chart(figures.players))
    for why in figures.skipped:
        console.print(_("Left out: {why}").format(why=why))


def _name(player: Any) -> str:
    return uno_tui.short_label(uno_tui.short_name(player.name), player.computer)


def standings_table(players: list[Any], width: int = 80) -> Any:
    """The standings, `width` cells wide at most: headings on one line where they fit,
    else each word on a line of its own (Rich, left to wrap them, cut the last column
    at 80 columns), and then a name's level under it."""
    from rich.console import Console

    table = _standings(players, stacked=False)
    if Console(width=1000).measure(table).maximum > width:  # (its width unbounded)
        table = _standings(players, stacked=True)
    return table


def _standings(players: list[Any], stacked: bool) -> Any:
    from rich import box
    from rich.table import Table

    table = Table(
        box=box.SIMPLE_HEAD,
        title=_("Standings"),
        title_justify="left",
        caption_justify="left",
        pad_edge=False,
        collapse_padding=stacked,  # (one space between columns, not two)
    )
    cut = "\n" if stacked else " "  # (between a heading's words, before a name's level)
    table.add_column(_("Player"), no_wrap=True)
    for heading in HEADINGS:
        table.add_column(cut.join(_(heading).split()), justify="right", no_wrap=True)
    for p in players:
        table.add_row(
            _name(p).replace(" (", f"{cut}(", 1),
            str(p.games),
            str(p.wins),
            percent(p.win_rate) if p.games else "–",
            f"{p.rounds_won}/{p.rounds}",
            decimal(p.points_per_round) if p.scored_rounds else "–",
            str(p.best_run),
            str(p.comeback) if p.wins else "–",
        )
    table.caption = _(
        "Points per round: in rounds scored by points (the official scoring). "
        "Best run: most rounds won in a row. Comeback: most points behind the leader "
        "in a game the player went on to win."
    )
    return table


def rounds_chart(players: list[Any]) -> Any:
    """Rounds won per player as bars: who takes the most rounds at this table."""
    from rich.table import Table

    chart = Table.grid(padding=(0, 1))
    chart.title = _("Rounds won")
    chart.title_justify = "left"
    chart.add_column(no_wrap=True)
    # As wide as the longest bar even when every count is 0 (only unfinished games):
    # else the title wraps to the few columns of the names and the zeros.
    chart.add_column(no_wrap=True, min_width=BAR_WIDTH)
    chart.add_column(justify="right")
    most = max((p.rounds_won for p in players), default=0) or 1
    for p in sorted(players, key=lambda p: -p.rounds_won):
        chart.add_row(_name(p), "█" * round(BAR_WIDTH * p.rounds_won / most), str(p.rounds_won))
    return chart
