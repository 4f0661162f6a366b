"""The saved games: `uno-tui games`, `resume` and `replay` read the records
(`uno_tui.records`) that `play`, `resume` and the setup screen write as they play."""

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

import uno_tui
from uno_tui import language
from uno_tui.language import N_, _, ngettext

from . import base
from .base import examples, folder_to_read, launch, plain_console

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

GAMES_EXAMPLES = examples(
    ("uno-tui games", N_("the games saved as they were played")),
    ("uno-tui games ~/uno-games", N_("the games in another folder")),
)
RESUME_EXAMPLES = examples(
    ("uno-tui resume", N_("the last unfinished game")),
    ("uno-tui resume 2025-11-22_140310_ann-ben-cat.json", ""),
)
REPLAY_EXAMPLES = examples(
    ("uno-tui replay game.json", N_("what the table saw")),
    ("uno-tui replay game.json --reveal", N_("every hand shown")),
)


def _fail(message: str) -> typer.Exit:
    """Print one line on stderr; the caller raises the returned Exit(1)."""
    typer.echo(message, err=True)
    return typer.Exit(1)


# The computer players' levels as a table shows them (the record keeps the English word).


def speak(record: Any) -> None:
    """Speak the language the saved game was played in, unless --lang said otherwise
    (an older record says none: the language chosen stays)."""
    if record.language and not base.LANG_GIVEN:
        language.use(record.language)


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
    """A saved game: a path, else a bare file name as 'uno-tui games' lists it, looked up
    in the games folder; a file in neither place: say where the games are listed."""
    if file is not None and not file.exists():
        from uno_tui.records import store

        saved = store.games_dir() / file
        if len(file.parts) == 1 and saved.is_file():
            return saved
        raise typer.BadParameter(
            _(
                "there is no file '{file}'; 'uno-tui games' lists the saved games and their files."
            ).format(file=file)
        )
    return file


def games(
    folder: Annotated[
        Path | None,
        typer.Argument(
            metavar="[FOLDER]",
            file_okay=False,
            callback=folder_to_read,
            help=_("Where to look. Default: the folder where games are saved as they are played."),
            show_default=False,
        ),
    ] = None,
) -> None:
    """List the saved games: date, players, ruleset, round or result."""
    from uno_tui.records import store

    folder = folder if folder is not None else store.games_dir()
    saved = store.list_games(folder, check=True)  # a save that would not resume: damaged
    if not saved:
        typer.echo(
            _("No saved games in {folder} yet; start one with 'uno-tui play'.").format(
                folder=folder
            )
        )
        return
    typer.echo(_("Saved games in {folder}, newest first:").format(folder=folder) + "\n")
    console = plain_console()  # names are the players' own text
    bases: dict[str, Ruleset | None] = {}  # each ruleset file read once, not once a game
    rows = [_game_row(game, bases) for game in saved]
    console.print(_games_list(rows) if console.width < NARROW else _games_table(rows))
    for game in saved:
        if game.error:
            typer.echo(f"\n{game.error}")
    if all(game.error for game in saved):  # (nothing here to resume or replay)
        return
    if folder.resolve() != store.games_dir().resolve():
        # `resume NAME` looks in the games folder only: the files here are named by path.
        typer.echo(
            "\n"
            + _(
                "With one of these: uno-tui resume {file}; watch one again: uno-tui replay {file}"
            ).format(file=folder / "FILE")
        )
        return
    typer.echo("\n" + _("Go on with the last unfinished game: uno-tui resume"))
    typer.echo(_("With one of these: uno-tui resume FILE; watch one again: uno-tui replay FILE"))


NARROW = 100  # below this many columns the games are listed, not tabled
GameRow = tuple[str, str, str, str, str]  # saved when, players, ruleset, state, file


def _game_row(game: Any, bases: dict[str, "Ruleset | None"]) -> GameRow:
    """A saved game as the table shows it: saved when, players, ruleset, state, file."""
    when = game.when.strftime("%Y-%m-%d %H:%M")
    record = game.record
    if record is None:
        return when, "?", "?", game.state_text, game.path.name
    players = ", ".join(
        uno_tui.short_label(uno_tui.short_name(name), record.computers.get(seat))
        for seat, name in enumerate(record.players)
    )
    return when, players, ruleset_cell(record.rules, bases), game.state_text, game.path.name


def ruleset_cell(rules: "Ruleset", bases: dict[str, "Ruleset | None"]) -> str:
    """The ruleset's name, marked "✎" where house rules changed it (from the file of
    that name as it is now, kept in `bases`), and "(partners)" where two teams played."""
    from uno_tui.engine.ruleset import changed_keys
    from uno_tui.records.your_rulesets import ruleset_named

    if rules.name not in bases:  # (the setup's "official (changed)": official)
        bases[rules.name] = ruleset_named(rules.name)
    base = bases[rules.name]
    text = rules.name if base is None else base.name + (" ✎" if changed_keys(rules, base) else "")
    return text + (" (" + _("partners") + ")" if rules.teams == "opposite" else "")


def _games_table(rows: list[GameRow]) -> Any:
    """The saved games as a Rich table that wraps inside its cells to fit the terminal."""
    from rich import box
    from rich.cells import cell_len
    from rich.table import Table

    table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False)
    # When the table is squeezed the time goes under the date, which is never cut.
    table.add_column(_("Saved"), min_width=len("YYYY-MM-DD"))
    for heading in (_("Players"), _("Ruleset"), _("State")):
        table.add_column(heading, overflow="fold")
    # A file name is copied into `resume FILE`: never broken, the other columns give way.
    longest = max((cell_len(row[-1]) for row in rows), default=4)
    table.add_column(_("File"), no_wrap=True, min_width=longest)
    for row in rows:
        table.add_row(*row)
    return table


def _games_list(rows: list[GameRow]) -> Any:
    """The saved games for a narrow terminal, where five columns do not fit: a line of
    when, ruleset and state, then the players and the file, each on its own line."""
    from rich.console import Group
    from rich.text import Text

    lines: list[Text] = []
    for when, players, ruleset, state, file in rows:
        lines.append(Text(" · ".join((when, ruleset, state)), style="bold"))
        lines.append(Text(f"  {players}"))
        lines.append(Text("  " + _("File: {file}").format(file=file), overflow="fold"))
    return Group(*lines)


def resume(
    file: Annotated[
        Path | None,
        _record_file(_("A saved game. Default: the last unfinished game (see 'uno-tui games').")),
    ] = None,
) -> None:
    """Go on with a saved game where it stopped: same hands, turn and scores."""
    from uno_tui import records
    from uno_tui.records import store

    notice = None  # newer saves passed over: said in the terminal and as the game opens
    if file is None:
        folder = store.games_dir()
        last, passed = store.to_resume(folder)
        if last is None and passed:
            raise _fail(
                ngettext(
                    "No game to resume in {folder}: a save cannot be opened ({error}); "
                    "start a new game with 'uno-tui play'.",
                    "No game to resume in {folder}: {count} saves cannot be opened "
                    "(the newest: {error}); start a new game with 'uno-tui play'.",
                    len(passed),
                ).format(folder=folder, count=len(passed), error=passed[0].error)
            )
        if last is None:
            raise _fail(
                _(
                    "No unfinished game to resume in {folder}; start one with 'uno-tui play'."
                ).format(folder=folder)
            )
        file = last.path
        if passed:
            notice = ngettext(
                "A newer save cannot be opened ({error}), so {file} is resumed instead.",
                "{count} newer saves cannot be opened (the newest: {error}), "
                "so {file} is resumed instead.",
                len(passed),
            ).format(count=len(passed), error=passed[0].error, file=file.name)
    try:
        record = records.load(file)
        speak(record)
        game = records.replay(record)
    except records.RecordError as err:
        raise _fail(str(err)) from err
    if game.game_over:
        winner = game.players[game.ranking()[0]]
        raise _fail(
            _(
                "{file}: this game is over ({winner} won); watch it with 'uno-tui replay {file}'."
            ).format(file=file, winner=winner)
        )
    if len(record.computers) == len(record.players):  # `play` refuses such a table too
        raise _fail(
            _(
                "{file}: every seat is a computer player, so nobody can take a turn; "
                "watch it with 'uno-tui replay {file}'."
            ).format(file=file)
        )
    if notice is not None:
        typer.echo(notice, err=True)
    launch(
        rules=record.rules,
        names=record.players,
        seed=record.seed,
        game=game,
        recorder=records.Recorder.resuming(record),
        computers=record.computers,
        notice=notice,
    )


def replay(
    file: Annotated[
        Path | None,
        _record_file(_("The saved game to watch. Default: the last game saved.")),
    ] = None,
    reveal: Annotated[
        bool,
        typer.Option(
            "--reveal",
            help=_("Show every player's hand (default: only what the table sees)."),
        ),
    ] = False,
) -> None:
    """Watch a saved game move by move: ←/→ (or p/n) step, Home/End jump."""
    from uno_tui import records
    from uno_tui.records import store

    if file is None:
        folder = store.games_dir()
        last = next((g for g in store.list_games(folder) if g.record is not None), None)
        if last is None:
            raise _fail(
                _("No saved game to watch in {folder}; play one with 'uno-tui play'.").format(
                    folder=folder
                )
            )
        file = last.path
    try:
        record = records.load(file)
        speak(record)
        steps = records.Replay(record)
    except records.RecordError as err:
        raise _fail(str(err)) from err
    launch(replay=steps, reveal=reveal)
