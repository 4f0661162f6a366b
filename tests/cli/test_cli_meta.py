"""--version, --help and the promise that --help loads neither Textual nor the engine."""

import subprocess
import sys

import pytest

from uno_tui import __version__


def test_version(run, opened):
    ran = run("--version")
    assert ran.exit_code == 0
    assert ran.stdout == f"uno-tui {__version__}\n"
    assert opened == []


def test_version_is_eager(run, opened):
    ran = run("--version", "play", "--players", "99")
    assert ran.exit_code == 0
    assert ran.stdout == f"uno-tui {__version__}\n"
    assert opened == []


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_lists_the_commands_and_examples(run, opened, flag):
    ran = run(flag)
    assert ran.exit_code == 0, ran.stderr
    assert "Usage: uno-tui" in ran.stdout
    for command in ("play", "rulesets"):
        assert command in ran.stdout
    assert "Examples:" in ran.stdout
    assert "uno-tui play -n Ann -n Ben -n Cat" in ran.stdout
    assert "uno-tui rulesets check my-rules.toml" in ran.stdout
    assert opened == []


def test_play_help_shows_every_option_and_examples(run, opened):
    ran = run("play", "--help")
    assert ran.exit_code == 0, ran.stderr
    for option in ("--players", "--name", "--ruleset", "--two-player", "--no-two-player"):
        assert option in ran.stdout
    for option in ("--target", "--seed"):
        assert option in ran.stdout
    assert "uno-tui play --name Ann --name Ben --name Cat" in ran.stdout
    assert opened == []


def test_rulesets_help_shows_its_commands_and_examples(run):
    ran = run("rulesets", "--help")
    assert ran.exit_code == 0, ran.stderr
    assert "show" in ran.stdout and "check" in ran.stdout
    assert "uno-tui rulesets show japan-local" in ran.stdout


def _python(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=60, check=False
    )


def test_importing_the_cli_loads_nothing_a_command_needs():
    # Each command imports the engine, the records or Textual when it runs.
    code = "import sys, uno_tui.cli; print(' '.join(sorted(sys.modules)))"
    done = _python("-c", code)
    assert done.returncode == 0, done.stderr
    loaded = set(done.stdout.split())
    assert "uno_tui.cli" in loaded
    for name in ("textual", "uno_tui.engine", "uno_tui.records", "uno_tui.app"):
        assert name not in loaded


def test_help_does_not_import_textual():
    # -X importtime lists every module the run imports, on stderr.
    done = _python("-X", "importtime", "-m", "uno_tui", "--help")
    assert done.returncode == 0, done.stderr
    assert "Usage:" in done.stdout
    imported = {line.rsplit("|", 1)[-1].strip() for line in done.stderr.splitlines()}
    assert not {name for name in imported if name.split(".")[0] == "textual"}


def test_python_dash_m_uno_tui_runs_the_cli():
    done = _python("-m", "uno_tui", "--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"uno-tui {__version__}\n"


COLLECTOR = """
import gc, sys
import uno_tui.app, uno_tui.engine
made, listed = uno_tui.app.create_app, uno_tui.engine.list_rulesets
def create_app(**options):
    off = not gc.isenabled()
    made(**options)
    print("app", off, gc.isenabled())
    sys.exit(0)
def list_rulesets():
    print("rulesets", gc.isenabled())
    return listed()
uno_tui.app.create_app, uno_tui.engine.list_rulesets = create_app, list_rulesets
sys.argv = ["uno-tui", *sys.argv[1:]]
from uno_tui.__main__ import main
main()
"""


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["play", "-n", "Ann", "-n", "Ben", "--save", "{tmp}/g.json"], "app True True"),
        (["rulesets"], "rulesets True"),
    ],
)
def test_the_collector_is_off_only_while_the_app_starts(tmp_path, args, said):
    # `uno-tui` starts with the garbage collector off (uno_tui.__main__); the app turns it
    # back on once loaded, a command that does not start the app turns it on at once.
    done = _python("-c", COLLECTOR, *[a.format(tmp=tmp_path) for a in args])
    assert done.returncode == 0, done.stderr
    assert said in done.stdout
