"""The `uno-tui` command: parse, validate, hand over to the app.

The CLI is thin. `build_table` turns the options of `uno-tui play` into the
(ruleset, names, seed) the app is created with, and `launch` creates and runs
the app. Each command imports what it needs when it runs (the engine, the
records, Textual only inside `launch`), so `uno-tui --help` loads Typer and
little else.

Every mistake a person can make on the command line ends as one line on
stderr and a non-zero exit code (2 for a bad option, 1 for a ruleset file
that does not pass `rulesets check` or a saved game that cannot be replayed),
never as a traceback.

Games are saved as they are played (`uno_tui.records`): `play`, `resume` and
the setup screen hand the app a Recorder; `games`, `resume` and `replay` read
the records.
"""

import gc
import sys
import textwrap  # Typer loads it anyway
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperGroup

import uno_tui

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

# The commands that start the app (None: no command, the setup screen).
STARTS_THE_APP = {None, "play", "resume", "replay"}

# The ruleset option each `play` override sets, and the flag that sets it.
_OVERRIDE_FLAGS = {
    "two_player_rules": "--two-player",
    "target_score": "--target",
    "teams": "--teams",
    "turn_seconds": "--turn-seconds",
    "round_minutes": "--round-minutes",
}


class _OneLineErrors(TyperGroup):
    """A command group that reports a usage error as one line on stderr.

    Typer would print the usage, a hint and a boxed panel; a player who typed
    `--players 11` only needs the sentence that says what is wrong.
    """

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        windows_expand_args: bool = True,
        **extra: Any,
    ) -> Any:
        expand = windows_expand_args
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, expand, **extra)
        try:
            result = super().main(args, prog_name, complete_var, False, expand, **extra)
        except typer.TyperException as err:  # usage errors, typer.BadParameter included
            typer.echo(f"Error: {err.format_message()}", err=True)
            sys.exit(err.exit_code)
        except typer.Abort:
            typer.echo("Aborted.", err=True)
            sys.exit(1)
        # Without standalone mode, a typer.Exit(code) comes back as its code.
        sys.exit(result if isinstance(result, int) else 0)


EXAMPLES = """\
Examples:

uno-tui                                     setup screen: players and rules

uno-tui play -n Ann -n Ben -n Cat           deal at once, official rules

uno-tui play -p 4 -r japan-local --seed 7   four players, Japanese rules

uno-tui play -n Ann -n Ben --target 200     a shorter game

uno-tui resume                              go on with the last game

uno-tui games                               list the saved games

uno-tui replay GAME.json --reveal           watch a game, every hand shown

uno-tui rulesets                            list the rulesets

uno-tui rulesets show official              every option and its meaning

uno-tui rulesets check my-rules.toml        check a ruleset file you wrote
"""

PLAY_EXAMPLES = """\
Examples:

uno-tui play --name Ann --name Ben --name Cat

uno-tui play --players 4 --ruleset japan-local --seed 7

uno-tui play -n Ann -n Ben --no-two-player --target 200

uno-tui play --ruleset ./my-rules.toml

uno-tui play -n Ann -n Ben --save ann-and-ben.json

uno-tui play -n Ann --computer 3 --level hard

uno-tui play -n Ann -n Ben -n Cat --seat-level 3=easy

uno-tui play -p 4 --teams opposite --turn-seconds 30
"""

app = typer.Typer(
    name="uno-tui",
    cls=_OneLineErrors,
    epilog=EXAMPLES,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)
rulesets_app = typer.Typer(context_settings={"help_option_names": ["-h", "--help"]})
app.add_typer(rulesets_app, name="rulesets")


# --- building the table -------------------------------------------------------


def load_rules(source: str | Path, param_hint: str) -> "Ruleset":
    """The ruleset named `source` (or read from that file), or BadParameter."""
    from uno_tui.engine import RulesetError, load_ruleset

    try:
        return load_ruleset(source)
    except RulesetError as err:
        raise typer.BadParameter(str(err), param_hint=param_hint) from err


def _seat_names(names: Sequence[str], players: int) -> list[str]:
    """The given names, then "Player N" for the empty seats (never a duplicate)."""
    seats = list(names)
    taken = {name.casefold() for name in seats}
    number = len(seats)
    while len(seats) < players:
        number += 1
        if f"player {number}" not in taken:
            seats.append(f"Player {number}")
    return seats


def _check_names(names: Sequence[str]) -> list[str]:
    """The names with spaces trimmed; BadParameter for an empty, long or repeated name."""
    cleaned: list[str] = []
    seen: set[str] = set()
    for raw in names:
        name = raw.strip()
        if not name:
            raise typer.BadParameter("a player's name may not be empty.", param_hint="'--name'")
        if len(name) > uno_tui.MAX_NAME_LENGTH:
            raise typer.BadParameter(
                f"{name[: uno_tui.MAX_NAME_LENGTH]!r}... is {len(name)} characters long; "
                f"a name may have at most {uno_tui.MAX_NAME_LENGTH}.",
                param_hint="'--name'",
            )
        if not name.isprintable():
            raise typer.BadParameter(
                f"{name!r}: a name may hold only printable characters.", param_hint="'--name'"
            )
        if name.casefold() in seen:
            raise typer.BadParameter(
                f"{name!r} is given twice; every player needs a different name.",
                param_hint="'--name'",
            )
        seen.add(name.casefold())
        cleaned.append(name)
    return cleaned


def build_table(
    players: int | None = None,
    names: Sequence[str] = (),
    ruleset: str | Path = "official",
    two_player: bool | None = None,
    target: int | None = None,
    seed: int | None = None,
    **options: Any,
) -> tuple["Ruleset", list[str], int | None]:
    """Check what `uno-tui play` was asked for; return (rules, names, seed).

    `players` defaults to the number of names, but at least the ruleset's
    minimum; missing names become "Player 3" and so on. `two_player` and
    `target` override the ruleset's `two_player_rules` and `target_score`, and
    `options` (`teams`, `turn_seconds`, `round_minutes`) those ruleset options;
    None keeps the ruleset's own value. Anything wrong raises
    typer.BadParameter naming the option at fault.
    """
    from uno_tui.engine import RulesetError

    rules = load_rules(ruleset, "'--ruleset'")
    asked = {"two_player_rules": two_player, "target_score": target, **options}
    overrides = {key: value for key, value in asked.items() if value is not None}
    for key, value in overrides.items():  # one at a time: the error names its flag
        try:
            rules = rules.with_options(**{key: value})
        except RulesetError as err:
            raise typer.BadParameter(str(err), param_hint=f"'{_OVERRIDE_FLAGS[key]}'") from err

    cleaned = _check_names(names)
    seats = f"the {rules.name} rules are for {rules.min_players} to {rules.max_players} players"
    if players is None:
        players = max(len(cleaned), rules.min_players)
        if players > rules.max_players:
            raise typer.BadParameter(f"{seats}, not {players}.", param_hint="'--name'")
    if not rules.min_players <= players <= rules.max_players:
        raise typer.BadParameter(f"{seats}, not {players}.", param_hint="'--players'")
    if len(cleaned) > players:
        raise typer.BadParameter(
            f"{len(cleaned)} names for {players} players; give --players {len(cleaned)} "
            "or fewer names.",
            param_hint="'--name'",
        )
    problem = rules.players_problem(players)
    if problem:
        raise typer.BadParameter(f"{problem}.", param_hint="'--players'")
    if two_player and players > 2:
        # Refused, not ignored with a warning: the app's screen would hide a warning.
        raise typer.BadParameter(
            f"two-player rules are for two players, not {players}; "
            "leave --two-player out or seat two players.",
            param_hint="'--two-player'",
        )
    return rules, _seat_names(cleaned, players), seed


COMPUTER_NAMES = ("Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou")


def _check_level(level: str, hint: str) -> str:
    if level not in uno_tui.LEVELS:
        raise typer.BadParameter(
            f"{level!r} is not a level; choose {', '.join(uno_tui.LEVELS)}.", param_hint=hint
        )
    return level


def computer_names(names: Sequence[str], count: int) -> list[str]:
    """`count` names for computer seats, none the same as a given name."""
    taken = {name.casefold() for name in names}
    free = [n for n in COMPUTER_NAMES if n.casefold() not in taken]
    free += [f"Computer {i}" for i in range(1, count + 1) if f"computer {i}" not in taken]
    return free[:count]


def seat_levels(
    seats: int, computer_from: int, count: int, level: str, per_seat: Sequence[str]
) -> dict[int, str]:
    """{seat: level} of the computer seats: `count` seats from `computer_from` at `level`,
    then `--seat-level SEAT=LEVEL` (seats counted from 1) on any seat."""
    levels = {
        s: _check_level(level, "'--level'") for s in range(computer_from, computer_from + count)
    }
    for item in per_seat:
        seat, _, word = item.partition("=")
        if not seat.strip().isdigit() or not word.strip():
            raise typer.BadParameter(
                f"{item!r} is not SEAT=LEVEL; e.g. 2=hard (seats count from 1).",
                param_hint="'--seat-level'",
            )
        number = int(seat)
        if not 1 <= number <= seats:
            raise typer.BadParameter(
                f"there is no seat {number}; the seats are 1 to {seats}.",
                param_hint="'--seat-level'",
            )
        levels[number - 1] = _check_level(word.strip(), "'--seat-level'")
    if len(levels) >= seats:
        raise typer.BadParameter(
            "every seat would be a computer; at least one player must be a person.",
            param_hint="'--computer'",
        )
    return levels


def launch(**options: Any) -> None:
    """Create the app with `options` (the keywords of `uno_tui.app.create_app`) and run it.

    With no rules it opens on the setup screen; `recorder` saves after every move,
    `game` goes on with a resumed Game, `replay` and `reveal` open the replay screen.
    """
    from uno_tui.app import create_app  # here, not at the top: keeps Textual out of --help

    tui = create_app(**options)
    tui.run()
    code = getattr(tui, "return_code", None)
    if code:
        raise typer.Exit(code)


# --- commands -------------------------------------------------------------------


def _show_version(value: bool) -> None:
    if value:
        typer.echo(f"uno-tui {uno_tui.__version__}")
        raise typer.Exit()


@app.callback(invoke_without_command=True)
def root(
    ctx: typer.Context,
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            callback=_show_version,
            is_eager=True,
            help="Show the version and exit.",
        ),
    ] = False,
) -> None:
    """Hot-seat UNO for the terminal: pass the keyboard round the table.

    With no command, opens the setup screen (players, names, ruleset).
    """
    if ctx.invoked_subcommand not in STARTS_THE_APP:
        gc.enable()  # off for the app's start-up only (see uno_tui.__main__)
    if ctx.invoked_subcommand is None:
        from uno_tui.records import Recorder

        launch(recorder=Recorder())


@app.command(epilog=PLAY_EXAMPLES)
def play(
    players: Annotated[
        int | None,
        typer.Option(
            "--players",
            "-p",
            metavar="N",
            help="How many play (official rules: 2 to 10). "
            "Default: one per name, at least the minimum.",
            show_default=False,
        ),
    ] = None,
    name: Annotated[
        list[str] | None,
        typer.Option(
            "--name",
            "-n",
            metavar="NAME",
            help="A player's name, in seat order; repeat it for each player. "
            'Unnamed seats become "Player 3" and so on.',
            show_default=False,
        ),
    ] = None,
    ruleset: Annotated[
        str,
        typer.Option(
            "--ruleset",
            "-r",
            metavar="NAME|PATH",
            help="A ruleset name (see 'uno-tui rulesets') or a ruleset .toml file.",
        ),
    ] = "official",
    two_player: Annotated[
        bool | None,
        typer.Option(
            "--two-player/--no-two-player",
            help="Two players only: a Reverse acts like a Skip (RULES O17). "
            "Default: as the ruleset says.",
            show_default=False,
        ),
    ] = None,
    target: Annotated[
        int | None,
        typer.Option(
            "--target",
            min=1,
            metavar="POINTS",
            help="The score that ends the game (official: 500). Default: as the ruleset says.",
            show_default=False,
        ),
    ] = None,
    seed: Annotated[
        int | None,
        typer.Option(
            "--seed",
            min=0,
            metavar="N",
            help="Seed for the shuffles: same seed, same moves, same game. Default: random.",
            show_default=False,
        ),
    ] = None,
    save: Annotated[
        Path | None,
        typer.Option(
            "--save",
            metavar="PATH",
            dir_okay=False,
            help="Save the game to this new file after every move. "
            "Default: a new file in the saved-games folder (see 'uno-tui games').",
            show_default=False,
        ),
    ] = None,
    computer: Annotated[
        int,
        typer.Option(
            "--computer",
            "-c",
            min=0,
            metavar="N",
            help="Add N computer players after the named players.",
            show_default=False,
        ),
    ] = 0,
    level: Annotated[
        str,
        typer.Option(
            "--level",
            "-l",
            metavar="LEVEL",
            help="How well the --computer players play: easy, normal or hard.",
        ),
    ] = "normal",
    seat_level: Annotated[
        list[str] | None,
        typer.Option(
            "--seat-level",
            metavar="SEAT=LEVEL",
            help="Make seat SEAT (from 1) a computer player of LEVEL, e.g. 2=hard; repeat it.",
            show_default=False,
        ),
    ] = None,
    teams: Annotated[
        str | None,
        typer.Option(
            "--teams",
            metavar="none|opposite",
            help="Partners (H-team): 'opposite' makes seats i and i+n/2 partners who share "
            "their points (4, 6, 8 or 10 players); 'none' plays alone. "
            "Default: as the ruleset says.",
            show_default=False,
        ),
    ] = None,
    turn_seconds: Annotated[
        int | None,
        typer.Option(
            "--turn-seconds",
            metavar="N",
            help="A turn lasts N seconds, then the player draws one card and the turn passes "
            "(H-timer); 0: no limit. Default: as the ruleset says.",
            show_default=False,
        ),
    ] = None,
    round_minutes: Annotated[
        int | None,
        typer.Option(
            "--round-minutes",
            metavar="N",
            help="A round lasts N minutes, then the fewest cards win it (H-timer); "
            "0: no limit. Default: as the ruleset says.",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Skip the setup screen: deal at once to the players you name."""
    from uno_tui.records import Recorder

    humans = _check_names(name or ())
    _check_level(level, "'--level'")
    named = [*humans, *computer_names(humans, computer)]
    if players is None and computer:
        players = len(named)
    if players is None and teams == "opposite" and len(named) < 4:
        players = 4  # partners need four at least: unnamed seats are filled
    rules, names, seed = build_table(
        players,
        named,
        ruleset,
        two_player,
        target,
        seed,
        teams=teams,
        turn_seconds=turn_seconds,
        round_minutes=round_minutes,
    )
    computers = seat_levels(len(names), len(humans), computer, level, seat_level or ())
    if save is not None and save.exists():
        raise typer.BadParameter(
            f"{save} already exists; go on with that game with 'uno-tui resume {save}', "
            "or give a new file name.",
            param_hint="'--save'",
        )
    if save is not None and not save.parent.is_dir():
        raise typer.BadParameter(
            f"there is no folder {save.parent}; create it first, or save into a folder "
            "that exists.",
            param_hint="'--save'",
        )
    launch(
        rules=rules,
        names=names,
        seed=seed,
        recorder=Recorder(save, computers=computers),
        computers=computers,
    )


# --- saved games ------------------------------------------------------------------

GAMES_EXAMPLES = """\
Examples:

uno-tui games

uno-tui resume

uno-tui resume ~/.local/share/uno-tui/games/2025-11-22_140310_ann-ben-cat.json

uno-tui replay game.json --reveal
"""


def _fail(message: str) -> typer.Exit:
    """Print one line on stderr; the caller raises the returned Exit(1)."""
    typer.echo(message, err=True)
    return typer.Exit(1)


def _record_file(help_text: str) -> Any:
    return typer.Argument(
        metavar="FILE",
        dir_okay=False,
        readable=True,
        help=help_text,
        show_default=False,
        callback=_existing_file,
    )


def _existing_file(file: Path | None) -> Path | None:
    """A saved game named by a file that is not there: say where the games are listed."""
    if file is not None and not file.exists():
        raise typer.BadParameter(
            f"there is no file '{file}'; 'uno-tui games' lists the saved games and their files."
        )
    return file


@app.command(epilog=GAMES_EXAMPLES)
def games(
    folder: Annotated[
        Path | None,
        typer.Argument(
            metavar="[FOLDER]",
            file_okay=False,
            help="Where to look. Default: the folder where games are saved as they are played.",
            show_default=False,
        ),
    ] = None,
) -> None:
    """List the saved games: date, players, ruleset, round or result."""
    from rich.console import Console

    from uno_tui.records import store

    folder = folder if folder is not None else store.games_dir()
    saved = store.list_games(folder)
    if not saved:
        typer.echo(f"No saved games in {folder} yet; start one with 'uno-tui play'.")
        return
    typer.echo(f"Saved games in {folder}, newest first:\n")
    # Names are the players' own text: no Rich markup, emoji codes or highlighting.
    Console(markup=False, emoji=False, highlight=False).print(_games_table(saved))
    for game in saved:
        if game.error:
            typer.echo(f"\n{game.error}")
    typer.echo(
        "\nGo on with the last unfinished game: uno-tui resume"
        "\nWith one of these: uno-tui resume FILE; watch one again: uno-tui replay FILE"
    )


def _games_table(saved: list[Any]) -> Any:
    """The saved games as a Rich table that wraps inside its cells to fit the terminal."""
    from rich import box
    from rich.table import Table

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    table.add_column("Saved")  # the time goes under the date when the table is squeezed
    for heading in ("Players", "Ruleset", "State", "File"):
        table.add_column(heading, overflow="fold")
    for game in saved:
        when = game.when.strftime("%Y-%m-%d %H:%M")
        record = game.record
        if record is None:
            table.add_row(when, "?", "?", game.state_text, game.path.name)
        else:
            players = ", ".join(uno_tui.short_name(name) for name in record.players)
            table.add_row(when, players, record.rules.name, game.state_text, game.path.name)
    return table


@app.command(epilog=GAMES_EXAMPLES)
def resume(
    file: Annotated[
        Path | None,
        _record_file("A saved game. Default: the last unfinished game (see 'uno-tui games')."),
    ] = None,
) -> None:
    """Go on with a saved game where it stopped: same hands, turn and scores."""
    from uno_tui import records
    from uno_tui.records import store

    if file is None:
        folder = store.games_dir()
        last = store.last_unfinished(folder)
        if last is None:
            raise _fail(f"No unfinished game to resume in {folder}; start one with 'uno-tui play'.")
        file = last.path
    try:
        record, game = records.resume(file)
    except records.RecordError as err:
        raise _fail(str(err)) from err
    if game.game_over:
        winner = game.players[game.ranking()[0]]
        raise _fail(
            f"{file}: this game is over ({winner} won); watch it with 'uno-tui replay {file}'."
        )
    launch(
        rules=record.rules,
        names=record.players,
        seed=record.seed,
        game=game,
        recorder=records.Recorder.resuming(record),
        computers=record.computers,
    )


@app.command(epilog=GAMES_EXAMPLES)
def replay(
    file: Annotated[Path, _record_file("The saved game to watch.")],
    reveal: Annotated[
        bool,
        typer.Option(
            "--reveal",
            help="Show every player's hand (default: only what the table sees).",
        ),
    ] = False,
) -> None:
    """Watch a saved game move by move: ←/→ (or p/n) step, Home/End jump."""
    from uno_tui import records

    try:
        steps = records.Replay(records.load(file))
    except records.RecordError as err:
        raise _fail(str(err)) from err
    launch(replay=steps, reveal=reveal)


RULESETS_EXAMPLES = """\
Examples:

uno-tui rulesets

uno-tui rulesets show japan-local

uno-tui rulesets check my-rules.toml
"""


@rulesets_app.callback(invoke_without_command=True, epilog=RULESETS_EXAMPLES)
def rulesets(ctx: typer.Context) -> None:
    """List the rulesets; 'show' explains one, 'check' checks your own file.

    With no command, prints the rulesets that come with the game, one per
    line: name and description.
    """
    if ctx.invoked_subcommand is not None:
        return
    from uno_tui.engine import list_rulesets

    shipped = list_rulesets()
    width = max((len(rules.name) for rules in shipped), default=0)
    for rules in shipped:
        typer.echo(f"{rules.name:<{width}}  {rules.description}")


@rulesets_app.command("show")
def show(
    name: Annotated[
        str,
        typer.Argument(
            metavar="NAME|PATH",
            help="A ruleset name (see 'uno-tui rulesets') or a ruleset .toml file.",
            show_default=False,
        ),
    ],
) -> None:
    """Print every option of a ruleset, with its value and what it means."""
    from uno_tui.engine.ruleset import kind_of, option_fields

    rules = load_rules(name, "'NAME|PATH'")
    typer.echo(f"{rules.name}: {rules.description}")
    if rules.source:
        typer.echo(f"from: {rules.source}")
    for f in option_fields():
        typer.echo(f"\n{f.name} = {kind_of(f).toml(getattr(rules, f.name))}")
        for line in textwrap.wrap(f.metadata["help"], width=76, break_on_hyphens=False):
            typer.echo(f"    {line}")


@rulesets_app.command("check")
def check(
    file: Annotated[
        Path,
        typer.Argument(
            metavar="FILE",
            exists=True,
            dir_okay=False,
            readable=True,
            help="The ruleset .toml file to check.",
            show_default=False,
        ),
    ],
) -> None:
    """Check a ruleset file: say for how many players it works, or what is wrong (exit 1)."""
    from uno_tui.engine import RulesetError, load_ruleset

    try:
        rules = load_ruleset(file)
    except RulesetError as err:
        message = str(err)
        if str(file) not in message:
            message = f"{file}: {message}"
        typer.echo(message, err=True)
        raise typer.Exit(1) from err
    typer.echo(f"{file}: ok, ruleset {rules.name}, works for {rules.works_for()}")


# --- simulating --------------------------------------------------------------------

SIMULATE_EXAMPLES = """\
Examples:

uno-tui simulate --players 4 --games 2000 --levels normal,easy,easy,easy

uno-tui simulate -r street-fr -p 4 --levels hard,normal,easy,easy --seed 1

uno-tui simulate -r japan-local --vs official --games 500

uno-tui simulate --games 200 --json figures.json --save-games ./games
"""


@app.command(epilog=SIMULATE_EXAMPLES)
def simulate(
    ruleset: Annotated[
        str,
        typer.Option("--ruleset", "-r", metavar="NAME|PATH", help="The rules to play."),
    ] = "official",
    players: Annotated[
        int, typer.Option("--players", "-p", metavar="N", help="How many play.")
    ] = 4,
    games: Annotated[
        int, typer.Option("--games", "-g", min=1, max=1_000_000, metavar="N", help="Games.")
    ] = 1000,
    levels: Annotated[
        str,
        typer.Option(
            "--levels",
            metavar="LEVELS",
            help="One level per seat, in seat order (easy, normal, hard), separated by "
            "commas; a single level plays every seat.",
        ),
    ] = "normal",
    seed: Annotated[int, typer.Option("--seed", min=0, metavar="N", help="Seed of the run.")] = 1,
    vs: Annotated[
        str | None,
        typer.Option(
            "--vs",
            metavar="NAME|PATH",
            help="A second ruleset played on the same seeds, for comparison.",
            show_default=False,
        ),
    ] = None,
    json_file: Annotated[
        Path | None,
        typer.Option(
            "--json",
            metavar="FILE",
            dir_okay=False,
            help="Write the figures to this file.",
            show_default=False,
        ),
    ] = None,
    save_games: Annotated[
        Path | None,
        typer.Option(
            "--save-games",
            metavar="DIR",
            file_okay=False,
            help="Write every game as a record that 'uno-tui replay' opens.",
            show_default=False,
        ),
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            min=1,
            metavar="N",
            help="Processes (default: every core).",
            show_default=False,
        ),
    ] = None,
) -> None:
    """Play many games between computer players and print what happened."""
    from uno_tui.simulate_cli import run_simulation

    run_simulation(ruleset, players, games, levels, seed, vs, json_file, save_games, workers)


def main() -> None:
    """Run the command line (`uno_tui.__main__.main` is the `uno-tui` command)."""
    app(prog_name="uno-tui")
