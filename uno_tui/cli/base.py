"""What every command of `uno-tui` shares: the Typer app and its one-line errors,
the root command (the setup screen) and `--version`, loading a ruleset, and
`launch`, which creates and runs the Textual app.

The commands live in their own modules (`play`, `saved`, `rulesets`, `simulate`),
which import this one; `uno_tui.cli` puts them on the app in the order of the help.
"""

import gc
import sys
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

app = typer.Typer(
    name="uno-tui",
    cls=_OneLineErrors,
    epilog=EXAMPLES,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def load_rules(source: str | Path, param_hint: str) -> "Ruleset":
    """The ruleset named `source` (or read from that file), or BadParameter."""
    from uno_tui.engine import RulesetError, load_ruleset

    try:
        return load_ruleset(source)
    except RulesetError as err:
        raise typer.BadParameter(str(err), param_hint=param_hint) from err


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
