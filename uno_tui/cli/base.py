"""What every command of `uno-tui` shares: the Typer app and its one-line errors,
the root command (the setup screen) and `--version`, loading a ruleset, options that
take a whole number (`whole_number`, refused in one sentence by `refused`) or name a
folder (`given_folder`), and `launch`, which creates and runs the Textual app.

The commands live in their own modules (`play`, `saved`, `rulesets`, `simulate`),
which import this one; `uno_tui.cli` puts them on the app in the order of the help.
"""

import gc
import re
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from typer.core import TyperCommand, TyperGroup

import uno_tui
from uno_tui import language
from uno_tui.language import N_, _

from . import framework_words

if TYPE_CHECKING:
    from rich.console import Console

    from uno_tui.engine import Ruleset

# The commands that start the app (None: no command, the setup screen).
STARTS_THE_APP = {None, "play", "resume", "replay"}


# Whether the language was given with --lang (else a resumed game speaks its own).
LANG_GIVEN = False


class _Translated:
    """Click's "Usage:" and the help option's line in the language in use."""

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        pieces = self.collect_usage_pieces(ctx)  # type: ignore[attr-defined]
        prefix = framework_words.usage_prefix()
        formatter.write_usage(ctx.command_path, " ".join(pieces), prefix=prefix)

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)  # type: ignore[misc]
        if option is not None:
            option.help = framework_words.help_option_help()
        return option


class Command(_Translated, TyperCommand):
    """A command whose help reads Click's words in the language in use."""


class Group(_Translated, TyperGroup):
    """A command group whose help reads Click's words in the language in use."""


class _OneLineErrors(Group):
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
            typer.echo(framework_words.error_line(err.format_message()), err=True)
            sys.exit(err.exit_code)
        except typer.Abort:
            typer.echo(_("Aborted."), err=True)
            sys.exit(1)
        # Without standalone mode, a typer.Exit(code) comes back as its code.
        sys.exit(result if isinstance(result, int) else 0)


def examples(*rows: tuple[str, str]) -> str:
    """An epilog: "Examples:", then each command (as typed, never translated) and what it
    does (translated), a blank line between them (Typer joins lines otherwise)."""
    lines = [_("Examples:")]
    width = max((len(command) for command, __ in rows), default=0)
    for command, what in rows:
        lines.append(f"{command:<{width + 3}}{_(what)}".rstrip() if what else command)
    return "\n\n".join(lines) + "\n"


EXAMPLES = examples(
    ("uno-tui", N_("setup screen: players and rules")),
    ("uno-tui play -n Ann -n Ben -n Cat", N_("deal at once, official rules")),
    ("uno-tui play -p 4 -r japan-local --seed 7", N_("four players, Japanese rules")),
    ("uno-tui play -n Ann -n Ben --target 200", N_("a shorter game")),
    ("uno-tui resume", N_("go on with the last game")),
    ("uno-tui games", N_("list the saved games")),
    ("uno-tui replay GAME.json --reveal", N_("watch a game, every hand shown")),
    ("uno-tui rulesets", N_("list the rulesets")),
    ("uno-tui rulesets show official", N_("every option and its meaning")),
    ("uno-tui rulesets check my-rules.toml", N_("check a ruleset file you wrote")),
    ("uno-tui --lang ja", N_("play in Japanese (en, ja, fr)")),
)

app = typer.Typer(
    name="uno-tui",
    cls=_OneLineErrors,
    epilog=EXAMPLES,
    add_completion=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)


def load_rules(source: str | Path, param_hint: str) -> "Ruleset":
    """The ruleset named `source` (shipped, or a file of the user's folder that Save as…
    wrote: "family"), or read from that file; else BadParameter."""
    from uno_tui.engine import RulesetError
    from uno_tui.records.your_rulesets import load_named

    try:
        return load_named(source)
    except RulesetError as err:
        raise typer.BadParameter(str(err), param_hint=param_hint) from err


def refused(value: object, allowed: str, param_hint: str | None = None) -> typer.BadParameter:
    """A value an option does not take, refused in the option's own words, e.g. "0 is
    not allowed; use a whole number from 1 to 1000000." (`allowed` says what it takes;
    without `param_hint`, Click names the option being parsed)."""
    return typer.BadParameter(
        _("{value} is not allowed; use {allowed}.").format(value=repr(value), allowed=allowed),
        param_hint=param_hint,
    )


_WHOLE = re.compile(r"\s*[+-]?\d+\s*")


def whole(text: str | int) -> int | None:
    """`text` as a whole number, or None if it is not one: digits (of any script, as
    int() reads them) with a sign at most, so that '1.5', '1_5' or '1e3' is refused,
    not read as another number (int() itself takes '1_5' for 15)."""
    if isinstance(text, int):  # a default, already a number
        return text
    return int(text) if _WHOLE.fullmatch(text) else None


def whole_number(lo: int | None = None, hi: int | None = None) -> Callable[[str | int], int]:
    """The parser of an option that takes a whole number from `lo` (to `hi`, else up):
    anything else is refused in one plain sentence (`refused`) that says what is allowed,
    not in Click's words ("0 is not in the range x>=1.")."""

    def parse(text: str | int) -> int:
        value = whole(text)
        if value is None or (lo is not None and value < lo) or (hi is not None and value > hi):
            raise refused(text if value is None else value, _whole_numbers(lo, hi))
        return value

    return parse


def _whole_numbers(lo: int | None, hi: int | None) -> str:
    """What `whole_number(lo, hi)` allows, in words."""
    if lo is not None and hi is not None:  # the words of a ruleset's number options
        from uno_tui.engine.ruleset.kinds import Number

        return Number(lo, hi).allowed()
    if lo is not None:
        return _("a whole number from {lo} up").format(lo=lo)
    return _("a whole number")


def given_folder(folder: Path, param_hint: str | None = None, *, make: bool = False) -> Path:
    """A folder named on the command line, checked the one way for every command.

    A folder to read saved games from (`games FOLDER`, `stats --dir`) must be there: one
    that is not is refused in one sentence (a typo must not read as a folder with no
    games in it). A folder to write into (`make`: `simulate --save-games`, the folder of
    `--json`) is made, with any folders above it, as a player who names a folder for
    the output expects (`--save-games ./games`, or `runs/today`); one that cannot be
    made or written in is refused before the run (after it, or in a worker, it would
    end in a traceback). Either refusal is BadParameter for `param_hint` (without it,
    Click names the option being parsed)."""
    if not make:
        if not folder.is_dir():
            raise typer.BadParameter(
                _(
                    "there is no folder {folder}; give a folder that exists, or leave it out "
                    "for the games saved as they are played."
                ).format(folder=folder),
                param_hint=param_hint,
            )
        return folder
    return writable(folder, param_hint, make=True)


def writable(folder: Path, param_hint: str | None = None, *, make: bool = False) -> Path:
    """`folder` (made first, with `make`), refused in one sentence for `param_hint` if a
    file cannot be written in it: before a game or a run, not at its first save."""
    try:
        if make:
            folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as err:
        raise typer.BadParameter(
            _(
                "cannot write in {folder} ({reason}); give a folder that can be made and "
                "written to."
            ).format(folder=folder, reason=err.strerror or err),
            param_hint=param_hint,
        ) from err
    return folder


def folder_to_read(folder: Path | None) -> Path | None:
    """`given_folder` as the callback of an option naming saved games' folder (None:
    the option was not given, the games folder is read, even before it exists)."""
    return given_folder(folder) if folder is not None else None


def plain_console() -> "Console":
    """A Rich console for text as people wrote it (names, ruleset descriptions): no
    markup, emoji codes or highlighting."""
    from rich.console import Console

    return Console(markup=False, emoji=False, highlight=False)


def launch(**options: Any) -> None:
    """Create the app with `options` (the keywords of `uno_tui.app.create_app`) and run it.

    With no rules it opens on the setup screen; `recorder` saves after every move,
    `game` goes on with a resumed Game, `replay` and `reveal` open the replay screen.
    """
    from uno_tui.app import create_app  # here, not at the top: keeps Textual out of --help

    tui = create_app(**options)
    tui.run()
    if tui.farewell is not None:  # what the quit question said, left in the terminal
        typer.echo(tui.farewell)
    code = getattr(tui, "return_code", None)
    if code:
        raise typer.Exit(code)


def _show_version(value: bool) -> None:
    if value:
        typer.echo(f"uno-tui {uno_tui.__version__}")
        raise typer.Exit()


def _use_lang(value: str | None) -> str | None:
    """`--lang` reaches here only when the app is run without `uno_tui.__main__` (which
    takes it out first, to choose the language before Typer loads): in a test."""
    global LANG_GIVEN
    if value is not None:
        try:
            language.use(language.check(value))
        except language.UnknownLanguage as err:
            raise typer.BadParameter(str(err)) from err
        LANG_GIVEN = True
    return value


@app.callback(
    invoke_without_command=True,
    help=_(
        "Hot-seat UNO for the terminal: pass the keyboard round the table.\n\n"
        "With no command, opens the setup screen (players, names, ruleset)."
    ),
)
def root(
    ctx: typer.Context,
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            callback=_show_version,
            is_eager=True,
            help=_("Show the version and exit."),
        ),
    ] = False,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            metavar="LANG",
            callback=_use_lang,
            is_eager=True,
            help=_(
                "The language: en (English), ja (日本語) or fr (Français), before or after "
                "the command. Default: UNO_TUI_LANG, else the system's language."
            ),
            show_default=False,
        ),
    ] = None,
) -> None:
    """Hot-seat UNO for the terminal: pass the keyboard round the table.

    With no command, opens the setup screen (players, names, ruleset).
    """
    if ctx.invoked_subcommand not in STARTS_THE_APP:
        gc.enable()  # off for the app's start-up only (see uno_tui.__main__)
    if ctx.invoked_subcommand is None:
        from uno_tui.records import Recorder

        launch(recorder=Recorder())
