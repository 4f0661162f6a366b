"""`uno-tui simulate`: its options; the run itself is in `simulating` (loaded when
the command runs: it needs the players and Rich's progress bar)."""

from pathlib import Path
from typing import Annotated

import typer

from uno_tui.language import N_, _

from .base import examples, whole_number

SIMULATE_EXAMPLES = examples(
    (
        "uno-tui simulate --players 4 --games 2000 --levels normal,easy,easy,easy",
        N_("one normal player against three easy ones"),
    ),
    (
        "uno-tui simulate -r street-fr -p 4 --levels hard,normal,easy,easy --seed 1",
        N_("every level at one table"),
    ),
    (
        "uno-tui simulate -r japan-local --vs official --games 500",
        N_("two rulesets on the same deals"),
    ),
    (
        "uno-tui simulate --games 200 --json figures.json --save-games ./games",
        N_("keep the figures and every game"),
    ),
)


def simulate(
    ruleset: Annotated[
        str,
        typer.Option("--ruleset", "-r", metavar="NAME|PATH", help=_("The rules to play.")),
    ] = "official",
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            parser=whole_number(),
            metavar="N",
            help=_("How many play. Default: one per level of --levels, else 4."),
            show_default=False,
        ),
    ] = None,
    games: Annotated[
        int,
        typer.Option(
            "--games", "-g", parser=whole_number(1, 1_000_000), metavar="N", help=_("Games.")
        ),
    ] = 1000,
    levels: Annotated[
        str,
        typer.Option(
            "--levels",
            metavar="LEVELS",
            help=_(
                "One level per seat, in seat order (easy, normal, hard), separated by "
                "commas; a single level plays every seat."
            ),
        ),
    ] = "normal",
    seed: Annotated[
        int,
        typer.Option("--seed", parser=whole_number(0), metavar="N", help=_("Seed of the run.")),
    ] = 1,
    vs: Annotated[
        str | None,
        typer.Option(
            "--vs",
            metavar="NAME|PATH",
            help=_("A second ruleset played on the same seeds, for comparison."),
            show_default=False,
        ),
    ] = None,
    json_file: Annotated[
        Path | None,
        typer.Option(
            "--json",
            metavar="FILE",
            dir_okay=False,
            help=_("Write the figures to this file (its folder is made if need be)."),
            show_default=False,
        ),
    ] = None,
    save_games: Annotated[
        Path | None,
        typer.Option(
            "--save-games",
            metavar="DIR",
            file_okay=False,
            help=_(
                "Write every game into this folder (made if need be) as a record that "
                "'uno-tui replay' opens."
            ),
            show_default=False,
        ),
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            parser=whole_number(1),
            metavar="N",
            help=_("Processes (default: every core)."),
            show_default=False,
        ),
    ] = None,
) -> None:
    """Play many games between computer players and print what happened."""
    from .simulating import run_simulation

    run_simulation(ruleset, players, games, levels, seed, vs, json_file, save_games, workers)
