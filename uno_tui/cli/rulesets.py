"""`uno-tui rulesets`: list the rulesets, `show` one, `check` a file (a sub-app)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from uno_tui.language import N_, _

from .base import Command, Group, examples, load_rules, plain_console

if TYPE_CHECKING:
    from rich.table import Table


RULESETS_EXAMPLES = examples(
    ("uno-tui rulesets", N_("the rulesets that come with the game, and your own")),
    ("uno-tui rulesets show japan-local", N_("every option of the Japanese rules")),
    ("uno-tui rulesets check my-rules.toml", N_("check your own file")),
)


rulesets_app = typer.Typer(cls=Group, context_settings={"help_option_names": ["-h", "--help"]})


@rulesets_app.callback(
    invoke_without_command=True,
    epilog=RULESETS_EXAMPLES,
    help=_(
        "List the rulesets; 'show' explains one, 'check' checks your own file.\n\n"
        "With no command, prints the rulesets that come with the game, then your own: "
        "name and description, each on one line when the output is piped."
    ),
)
def rulesets(ctx: typer.Context) -> None:
    """List the rulesets; 'show' explains one, 'check' checks your own file.

    With no command, prints the rulesets that come with the game, then your own: name
    and description, each on one line when the output is piped.
    """
    if ctx.invoked_subcommand is None:
        print_rulesets()


@rulesets_app.command(
    "list", cls=Command, hidden=True, help=_("List the rulesets, as 'rulesets' alone does.")
)
def list_command() -> None:
    """(Hidden: what a new player types first.)"""
    print_rulesets()


def print_rulesets() -> None:
    """The rulesets that come with the game, then the player's own: name and
    description, each on one line when the output is piped."""
    from uno_tui.engine import list_rulesets
    from uno_tui.records.your_rulesets import saved_rulesets

    shipped = list_rulesets()
    taken = {rules.name for rules in shipped}
    # The user's own files (Save as…) after them, marked, as the setup screen lists them.
    rows = [(r.name, described(r.description)) for r in shipped]
    yours = [r for r in saved_rulesets() if r.name not in taken]
    rows += [(f"{r.name} {_('(yours)')}", r.description) for r in yours]
    if sys.stdout.isatty():  # a terminal: a long description wraps under itself
        plain_console().print(listing(rows))
        return
    width = max((len(name) for name, __ in rows), default=0)
    for name, description in rows:  # piped: one line a ruleset
        typer.echo(f"{name:<{width}}  {description}")


def listing(rows: list[tuple[str, str]]) -> Table:
    """The rulesets' names and descriptions as a Rich grid, which wraps each description
    in its own column (by character cells: Japanese has no spaces to break at)."""
    from rich.table import Table

    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")  # a line with no space in it is folded, not cut
    for name, description in rows:
        grid.add_row(name, description)
    return grid


@rulesets_app.command(
    "show",
    cls=Command,
    help=_("Print a ruleset's rules in words, then every option with its value and meaning."),
)
def show(
    name: Annotated[
        str,
        typer.Argument(
            metavar="NAME|PATH",
            help=_("A ruleset name (see 'uno-tui rulesets') or a ruleset .toml file."),
            show_default=False,
        ),
    ],
) -> None:
    """Print a ruleset's rules in words, then every option with its value and meaning."""
    from uno_tui.app.line_breaks import break_lines
    from uno_tui.engine import describe_rules
    from uno_tui.engine.ruleset import help_text, kind_of, option_fields

    rules = load_rules(name, "'NAME|PATH'")
    typer.echo(f"{rules.name}: {described(rules.description)}")
    if rules.source:
        typer.echo(_("from: {source}").format(source=rules.source))
    # The rules in words, as the help screen says them (what special cards do, too).
    typer.echo(f"\n{_('The rules of this game')}")
    # Lines of 76 cells (80 with the indent), broken where the language may break: at
    # a space, or between Japanese characters but never before 、 or ）.
    for sentence in describe_rules(rules):
        for i, line in enumerate(break_lines(sentence, 76)):
            typer.echo(f"{'- ' if i == 0 else '  '}{line.rstrip()}")
    for f in option_fields():
        typer.echo(f"\n{f.name} = {kind_of(f).toml(getattr(rules, f.name))}")
        for line in break_lines(help_text(f), 76):
            typer.echo(f"    {line.rstrip()}")


@rulesets_app.command(
    "check",
    cls=Command,
    help=_("Check a ruleset file: say for how many players it works, or what is wrong (exit 1)."),
)
def check(
    file: Annotated[
        Path,
        typer.Argument(
            metavar="FILE",
            callback=ruleset_file,
            help=_("The ruleset .toml file to check, or the name of one of yours (Save as…)."),
            show_default=False,
        ),
    ],
) -> None:
    """Check a ruleset file: say for how many players it works, or what is wrong (exit 1)."""
    from uno_tui.engine import RulesetError
    from uno_tui.records.your_rulesets import load_named

    try:
        rules = load_named(file)
    except RulesetError as err:
        message = str(err)
        if str(file) not in message:
            message = _("{file}: {problem}").format(file=file, problem=message)
        typer.echo(message, err=True)
        raise typer.Exit(1) from err
    if not has_description(file):  # loading lets it go; a file to share says what it is
        said = _("Official rules, 5 cards each")
        typer.echo(
            _(
                "{file}: no description: a ruleset file says in one line what it plays, e.g. "
                "{example} (shown by `uno-tui rulesets`)"
            ).format(file=file, example=f'description = "{said}"'),
            err=True,
        )
        raise typer.Exit(1)
    typer.echo(
        _("{file}: ok, ruleset {name}, works for {players}").format(
            file=file, name=rules.name, players=rules.works_for()
        )
    )


def ruleset_file(value: Path) -> Path:
    """The file to check: a path, or the name of a ruleset file of the user's folder
    ("family"); else refused in Click's own words (framework_words), as before."""
    from uno_tui.records.your_rulesets import goes_by_its_name, your_ruleset_file

    if value.is_dir():
        raise typer.BadParameter(_("File {filename!r} is a directory.").format(filename=str(value)))
    yours = None if value.exists() else your_ruleset_file(str(value))
    if yours is None and not value.exists():
        problem = _("File {filename!r} does not exist.").format(filename=str(value))
        if your_ruleset_file(value.stem):  # (check takes a name of yours, not a shipped one)
            problem = goes_by_its_name(problem, value.stem)
        raise typer.BadParameter(problem)
    return yours or value


def described(description: str) -> str:
    """A ruleset's description in the language in use (a file's own: as written)."""
    return _(description) if description else description


def has_description(file: Path) -> bool:
    """Whether a (valid) ruleset file sets its one-line description."""
    import tomllib

    data = tomllib.loads(file.read_text(encoding="utf-8"))
    return bool(str(data.get("description", "")).strip())
