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

The modules, by command group: `base` (the Typer app, the root command, loading
a ruleset, `launch`), `play`, `saved` (`games`, `resume`, `replay`), `rulesets`
(a sub-app: `show`, `check`) and `simulate` (its options; `simulating` runs it).
Imports go one way: this package imports the command modules, which import
`base`; nothing imports this package back. `stats` reads the saved games too.

Languages: `uno_tui.__main__` takes `--lang` out of the command line and chooses the
language before this package (and Typer) is imported, so every `help=` and example
here is translated as it is defined (`_`), and Typer's own words come from our
catalog. Click's words, which the Click inside Typer writes in English, are put in
the language by `framework_words` (the usage line, the help option, error lines).
`base.LANG_GIVEN` says whether `--lang` was given: `resume` and `replay` otherwise
speak the language the saved game was played in.
"""

from uno_tui.language import _

from . import base, play, rulesets, saved, simulate, stats
from .base import Command, app
from .play import build_table

__all__ = ["app", "build_table", "main"]

# The commands, in the order `uno-tui --help` lists them (the rulesets sub-app comes
# after the commands, as Typer lists groups).
app.command(
    epilog=play.PLAY_EXAMPLES,
    cls=Command,
    help=_("Skip the setup screen: deal at once to the players you name."),
)(play.play)
app.command(
    epilog=play.LEARN_EXAMPLES,
    cls=Command,
    help=_(
        "A first game for children: you against two easy computer players, and the table "
        "explains each card the first time it appears, then how to call UNO and catch."
    ),
)(play.learn)
app.command(
    epilog=saved.GAMES_EXAMPLES,
    cls=Command,
    help=_("List the saved games: date, players, ruleset, round or result."),
)(saved.games)
app.command(
    epilog=saved.RESUME_EXAMPLES,
    cls=Command,
    help=_("Go on with a saved game where it stopped: same hands, turn and scores."),
)(saved.resume)
app.command(
    epilog=saved.REPLAY_EXAMPLES,
    cls=Command,
    help=_("Watch a saved game move by move: ←/→ (or p/n) step, Home/End jump."),
)(saved.replay)
app.command(
    epilog=stats.STATS_EXAMPLES,
    cls=Command,
    help=_("Who wins at your table: games, wins, rounds, points per round, best runs."),
)(stats.stats)
app.command(
    epilog=simulate.SIMULATE_EXAMPLES,
    cls=Command,
    help=_("Play many games between computer players and print what happened."),
)(simulate.simulate)
app.add_typer(rulesets.rulesets_app, name="rulesets")


def main(lang_given: bool = False) -> None:
    """Run the command line (`uno_tui.__main__.main` is the `uno-tui` command, which
    has chosen the language; `lang_given`: with --lang, which a resumed game obeys)."""
    base.LANG_GIVEN = lang_given
    app(prog_name="uno-tui")
