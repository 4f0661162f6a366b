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
"""

from . import play, rulesets, saved, simulate, stats
from .base import app
from .play import build_table

__all__ = ["app", "build_table", "main"]

# The commands, in the order `uno-tui --help` lists them (the rulesets sub-app comes
# after the commands, as Typer lists groups).
app.command(epilog=play.PLAY_EXAMPLES)(play.play)
app.command(epilog=play.LEARN_EXAMPLES)(play.learn)
app.command(epilog=saved.GAMES_EXAMPLES)(saved.games)
app.command(epilog=saved.RESUME_EXAMPLES)(saved.resume)
app.command(epilog=saved.REPLAY_EXAMPLES)(saved.replay)
app.command(epilog=stats.STATS_EXAMPLES)(stats.stats)
app.command(epilog=simulate.SIMULATE_EXAMPLES)(simulate.simulate)
app.add_typer(rulesets.rulesets_app, name="rulesets")


def main() -> None:
    """Run the command line (`uno_tui.__main__.main` is the `uno-tui` command)."""
    app(prog_name="uno-tui")
