"""`uno-tui simulate`, once it runs: check the options, run with a progress bar, print
the tables (imported by the command only: the players' code and Rich load here)."""

from __future__ import annotations

import json
from functools import partial
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

from uno_tui.language import _, ngettext
from uno_tui.players import LEVELS
from uno_tui.players.report import render
from uno_tui.players.simulate import Summary, run

from .base import given_folder, load_rules


def level_words(text: str) -> list[str]:
    """The levels '--levels' names, in seat order (checked)."""
    levels = [word.strip().lower() for word in text.split(",")]
    for level in levels:
        if level not in LEVELS:
            raise typer.BadParameter(
                _("{level} is not a level; use {levels}").format(
                    level=repr(level), levels=", ".join(LEVELS)
                ),
                param_hint="'--levels'",
            )
    return levels


def seat_levels(levels: list[str], players: int) -> list[str]:
    """The level of every seat (`levels`: one per seat, or one for all)."""
    if len(levels) == 1:
        return levels * players
    if len(levels) != players:
        raise typer.BadParameter(
            ngettext(
                "{levels} levels for {players} player; give one per seat, or one for all",
                "{levels} levels for {players} players; give one per seat, or one for all",
                players,
            ).format(levels=len(levels), players=players),
            param_hint="'--levels'",
        )
    return levels


def run_simulation(
    ruleset: str,
    players: int | None,
    games: int,
    levels_text: str,
    seed: int,
    vs: str | None,
    json_file: Path | None,
    save_games: Path | None,
    workers: int | None,
) -> None:
    words = level_words(levels_text)
    counted_by = "'--players'"
    if players is None:  # as many as the levels listed, seat by seat (one level: 4)
        players = len(words) if len(words) > 1 else 4
        counted_by = "'--levels'" if len(words) > 1 else counted_by
    rulesets = [load_rules(ruleset, "'--ruleset'")]
    if vs is not None:
        rulesets.append(load_rules(vs, "'--vs'"))
    for rules in rulesets:
        problem = rules.players_problem(players)
        if problem:
            raise typer.BadParameter(problem, param_hint=counted_by)
    levels = seat_levels(words, players)
    if json_file is not None:
        given_folder(json_file.parent, "'--json'", make=True)
    if save_games is not None:
        given_folder(save_games, "'--save-games'", make=True)
    console = Console()
    summaries: list[Summary] = []
    columns = (*Progress.get_default_columns()[:1], BarColumn(), MofNCompleteColumn())
    with Progress(*columns, TimeRemainingColumn(), console=console, transient=True) as bar:
        for rules in rulesets:
            task = bar.add_task(f"{rules.name}", total=games)
            summaries.append(
                run(
                    rules,
                    levels,
                    games,
                    seed,
                    workers=workers,
                    save_dir=save_games,
                    progress=partial(bar.advance, task),
                )
            )
    console.print(render(summaries))
    if json_file is not None:
        figures = [s.figures() for s in summaries]
        data = figures[0] if len(figures) == 1 else {**figures[0], "vs": figures[1]}
        json_file.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
        console.print(_("Figures written to {file}.").format(file=json_file))
    if save_games is not None:
        console.print(
            _("Game records written to {folder}/ (open one with 'uno-tui replay').").format(
                folder=save_games
            )
        )
