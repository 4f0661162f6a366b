"""Every bad input ends as ONE line on stderr and a non-zero exit, never a traceback."""

from pathlib import Path

import pytest

from uno_tui import MAX_NAME_LENGTH

BROKEN_TOML = 'name = "broken"\ntarget_score = = 5\n'
UNKNOWN_KEY = 'name = "mine"\ncolour_count = 5\n'


def assert_one_clear_line(ran, *phrases: str, exit_code: int = 2) -> None:
    assert ran.exit_code == exit_code, (ran.stdout, ran.stderr)
    assert ran.exception is None or isinstance(ran.exception, SystemExit), ran.exception
    lines = ran.stderr.strip().splitlines()
    assert len(lines) == 1, ran.stderr
    assert "Traceback" not in ran.stderr
    for phrase in phrases:
        assert phrase in lines[0]


@pytest.mark.parametrize(
    ("args", "phrases"),
    [
        (["play", "--players", "1"], ["'--players'", "2 to 10 players, not 1"]),
        (["play", "--players", "11"], ["'--players'", "2 to 10 players, not 11"]),
        (["play", "--players", "0"], ["'--players'", "not 0"]),
        (["play", "--players", "-3"], ["'--players'", "not -3"]),
        (["play", "--players", "three"], ["'--players'"]),
        (["play", "--ruleset", "nope"], ["'--ruleset'", "unknown ruleset 'nope'", "official"]),
        (["play", "-n", "Ann", "-n", "Ben", "-n", "Ann"], ["'--name'", "'Ann' is given twice"]),
        (["play", "-n", "Ann", "-n", "ANN"], ["'--name'", "given twice"]),
        (["play", "-n", "Ann\nBen"], ["'--name'", "printable"]),
        (["play", "-p", "2", "-n", "A", "-n", "B", "-n", "C"], ["'--name'", "3 names for 2"]),
        (["play", "--target", "0"], ["'--target'"]),
        (["play", "--target", "1000000"], ["'--target'", "1000000 is not allowed", "1 to 100000"]),
        (["play", "--seed", "-1"], ["'--seed'"]),
        (["play", "--colour"], ["No such option: --colour"]),
        (["play", "-c", "2", "--level", "expert"], ["'--level'", "'expert' is not a level"]),
        (["play", "-n", "A", "--seat-level", "1=genius"], ["'--seat-level'", "not a level"]),
        (["play", "-n", "A", "--seat-level", "two=hard"], ["'--seat-level'", "not SEAT=LEVEL"]),
        (["play", "-n", "A", "--seat-level", "7=hard"], ["'--seat-level'", "no seat 7", "1 to 2"]),
        (["play", "-n", "A", "--computer", "-1"], ["'--computer'"]),
        (["play", "-n", "A", "-c", "hard"], ["'--computer'", "'hard' is a level", "--level hard"]),
        (["play", "-n", "A", "--computer", "10"], ["'--computer'", "2 to 10 players, not 11"]),
        (["play", "-n", "A", "-c", "1", "--seat-level", "1=hard"], ["'--computer'", "a person"]),
        (["deal"], ["No such command 'deal'"]),
        (["rulesets", "show", "nope"], ["unknown ruleset 'nope'"]),
        (["rulesets", "show"], ["Missing argument"]),
        (["rulesets", "check"], ["Missing argument"]),
        (["rulesets", "check", "no-such-file.toml"], ["no-such-file.toml", "does not exist"]),
        (["resume", "999"], ["no file '999'", "'uno-tui games' lists the saved games"]),
        (["replay", "999"], ["no file '999'", "'uno-tui games' lists the saved games"]),
    ],
    ids=[
        "players-1",
        "players-11",
        "players-0",
        "players-negative",
        "players-not-a-number",
        "unknown-ruleset",
        "duplicate-name",
        "duplicate-name-other-case",
        "name-with-newline",
        "more-names-than-players",
        "target-0",
        "target-too-big",
        "negative-seed",
        "unknown-option",
        "unknown-level",
        "unknown-seat-level",
        "seat-level-not-a-pair",
        "seat-level-no-such-seat",
        "negative-computer-count",
        "level-for-computer-count",
        "too-many-computers",
        "no-human-left",
        "unknown-command",
        "show-unknown-ruleset",
        "show-without-name",
        "check-without-file",
        "check-missing-file",
        "resume-missing-file",
        "replay-missing-file",
    ],
)
def test_bad_input_gives_one_line_and_exit_2(run, opened, args, phrases):
    ran = run(*args)
    assert_one_clear_line(ran, *phrases)
    assert opened == []


def test_eleven_names_are_too_many_for_official_rules(run, opened):
    names = [arg for i in range(11) for arg in ("-n", f"P{i}")]
    ran = run("play", *names)
    assert_one_clear_line(ran, "'--name'", "2 to 10 players, not 11")
    assert opened == []


def test_play_with_a_broken_toml_file(run, opened, ruleset_file):
    path = ruleset_file(BROKEN_TOML)
    ran = run("play", "--ruleset", str(path))
    assert_one_clear_line(ran, "'--ruleset'", str(path), "line 2: a value is not written as TOML")
    assert opened == []


def test_play_with_an_unknown_key_in_the_file(run, opened, ruleset_file):
    path = ruleset_file(UNKNOWN_KEY)
    ran = run("play", "--ruleset", str(path))
    assert_one_clear_line(ran, "'--ruleset'", "unknown key 'colour_count'")
    assert opened == []


def test_play_with_a_missing_ruleset_file(run, opened, tmp_path):
    ran = run("play", "--ruleset", str(tmp_path / "gone.toml"))
    assert_one_clear_line(ran, "'--ruleset'", "gone.toml")
    assert opened == []


def test_rulesets_check_on_a_directory(run, tmp_path):
    ran = run("rulesets", "check", str(tmp_path))
    assert_one_clear_line(ran, "is a directory")


# --- issue 10, section 2: names, --two-player, --save ------------------------------


@pytest.mark.parametrize("length", [17, 120])
def test_a_name_longer_than_the_setup_screen_allows_is_refused(run, opened, length):
    ran = run("play", "-n", "Ann", "-n", "B" * length)
    assert_one_clear_line(
        ran, "'--name'", f"is {length} characters long", f"at most {MAX_NAME_LENGTH}"
    )
    assert opened == []


def test_an_empty_name_takes_the_placeholder_of_its_seat(run, opened):
    # One rule for the CLI, the setup screen and the engine (uno_tui.engine.seating).
    ran = run("play", "-n", "   ", "-n", "Ben", "-n", "", "-p", "4")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["names"] == ["Player 1", "Ben", "Player 3", "Player 4"]


def test_the_longest_name_allowed_is_accepted(run, opened):
    longest = "B" * MAX_NAME_LENGTH
    ran = run("play", "-n", "Ann", "-n", f"  {longest} ")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["names"] == ["Ann", longest]


def test_two_player_rules_are_refused_for_three_players(run, opened):
    ran = run("play", "-n", "Ann", "-n", "Ben", "-n", "Cat", "--two-player")
    assert_one_clear_line(ran, "'--two-player'", "for two players, not 3")
    assert opened == []
    ran = run("play", "-p", "4", "--two-player")
    assert_one_clear_line(ran, "'--two-player'", "not 4")


def test_no_two_player_is_fine_with_three_players(run, opened):
    ran = run("play", "-p", "3", "--no-two-player")
    assert ran.exit_code == 0, ran.stderr
    assert len(opened[0].kwargs["names"]) == 3


def test_save_into_a_missing_folder_is_refused_and_creates_nothing(run, opened, tmp_path):
    missing = tmp_path / "nonexistent" / "dir"
    ran = run("play", "--save", missing / "x.json")
    assert_one_clear_line(ran, "'--save'", f"there is no folder {missing}")
    assert opened == []
    assert not (tmp_path / "nonexistent").exists()


def test_save_under_a_file_is_refused(run, opened, tmp_path):
    (tmp_path / "notes.txt").write_text("not a folder", encoding="utf-8")
    ran = run("play", "--save", tmp_path / "notes.txt" / "x.json")
    assert_one_clear_line(ran, "'--save'", "no folder")
    assert opened == []


def test_save_into_a_folder_that_cannot_be_written_is_refused_before_the_deal(run, opened):
    """A play-tester: `--save /proc/x.json` dealt, and the game said at its first move
    that it could not be saved; a family could have played a game never kept."""
    if not Path("/proc/self").is_dir():
        pytest.skip("no /proc here")
    ran = run("play", "-n", "A", "-n", "B", "--save", "/proc/x.json")
    assert_one_clear_line(ran, "'--save'", "cannot write in /proc")
    assert opened == []


def _folder_through_a_file(tmp_path):
    """A link named as the folder, pointing under a file: no folder can be made there."""
    (tmp_path / "notes.txt").write_text("not a folder", encoding="utf-8")
    (tmp_path / "games").symlink_to(tmp_path / "notes.txt" / "games")
    return tmp_path / "games"


@pytest.mark.parametrize("where", ["link-under-a-file", "/proc/x", "/proc"])
def test_simulate_save_games_into_a_folder_that_cannot_be_made_is_refused(run, tmp_path, where):
    if where.startswith("/proc") and not Path("/proc/self").is_dir():
        pytest.skip("no /proc here")
    folder = _folder_through_a_file(tmp_path) if where == "link-under-a-file" else Path(where)
    ran = run("simulate", "-p", "2", "-g", "2", "--workers", "1", "--save-games", folder)
    assert_one_clear_line(ran, "'--save-games'", f"cannot write in {folder}")


def test_simulate_makes_the_folders_it_is_told_to_write_into(run, tmp_path):
    # A folder named for the output is made, with the folders above it (the reading
    # commands refuse a folder that is not there: they would have nothing to read).
    games, figures = tmp_path / "runs" / "today", tmp_path / "figures" / "f.json"
    ran = run(
        "simulate", "-p", "2", "-g", "2", "--workers", "1", "--save-games", games, "--json", figures
    )
    assert ran.exit_code == 0, ran.stderr
    assert len(list(games.glob("*.json"))) == 2 and figures.is_file()


def test_simulate_figures_into_a_folder_that_cannot_be_written_are_refused_before_the_run(run):
    if not Path("/proc/self").is_dir():
        pytest.skip("no /proc here")
    ran = run("simulate", "-p", "2", "-g", "2", "--workers", "1", "--json", "/proc/x.json")
    assert_one_clear_line(ran, "'--json'", "cannot write in /proc")


# --- whole numbers: what was typed, or refused in the flag's own words -----------------


@pytest.mark.parametrize(
    ("args", "phrases"),
    [
        (
            ["play", "--seed", "1.5"],
            ["'--seed'", "'1.5' is not allowed", "a whole number from 0 up"],
        ),
        (
            ["play", "--seed", "1_5"],
            ["'--seed'", "'1_5' is not allowed", "a whole number from 0 up"],
        ),
        (["play", "--seed", "-1"], ["'--seed'", "-1 is not allowed", "a whole number from 0 up"]),
        (["simulate", "--seed", "1_5"], ["'--seed'", "'1_5' is not allowed", "from 0 up"]),
        (["simulate", "--seed", "-1"], ["'--seed'", "-1 is not allowed", "from 0 up"]),
        (["play", "--players", "1_0"], ["'--players'", "'1_0' is not allowed", "a whole number"]),
        (["play", "--players", "three"], ["'--players'", "'three' is not allowed"]),
        (["simulate", "--players", "1.5"], ["'--players'", "'1.5' is not allowed"]),
        (
            ["play", "--turn-seconds", "1.5"],
            ["'--turn-seconds'", "'1.5' is not allowed", "0 to 3600"],
        ),
        (
            ["play", "--round-minutes", "1_0"],
            ["'--round-minutes'", "'1_0' is not allowed", "0 to 600"],
        ),
        (["play", "-n", "A", "--computer", "1_0"], ["'--computer'", "'1_0' is not a number"]),
        (["play", "-n", "A", "--seat-level", "1_0=hard"], ["'--seat-level'", "not SEAT=LEVEL"]),
        (["play", "-n", "A", "--seat-level", "²=hard"], ["'--seat-level'", "not SEAT=LEVEL"]),
    ],
)
def test_a_number_flag_takes_a_whole_number_and_nothing_like_one(run, opened, args, phrases):
    # Python's int() reads '1_5' as 15: a seed typed wrong must not start another game.
    ran = run(*args)
    assert_one_clear_line(ran, *phrases)
    assert "valid int" not in ran.stderr and "in the range" not in ran.stderr
    assert opened == []


def test_a_seed_in_full_width_digits_is_the_same_seed(run, opened):
    # (a Japanese keyboard types １５; int() reads any script's digits, as the setup does)
    ran = run("play", "--seed", "１５")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["seed"] == 15


@pytest.mark.parametrize(
    ("args", "phrases"),
    [
        (["play", "--target", "0"], ["'--target'", "0 is not allowed", "from 1 to 100000"]),
        (["play", "--target", "1.5"], ["'--target'", "'1.5' is not allowed", "a whole number"]),
        (["play", "-r", "kids", "--target", "x"], ["'x' is not allowed", "a whole number."]),
        (["simulate", "--games", "0"], ["'--games'", "0 is not allowed", "from 1 to 1000000"]),
        (["simulate", "-g", "1000001"], ["'--games'", "1000001 is not allowed", "1 to 1000000"]),
        (["simulate", "--games", "1_0"], ["'--games'", "'1_0' is not allowed", "1 to 1000000"]),
        (["simulate", "--workers", "0"], ["'--workers'", "0 is not allowed", "from 1 up"]),
        (["simulate", "--workers", "1.5"], ["'--workers'", "'1.5' is not allowed", "from 1 up"]),
    ],
)
def test_a_number_out_of_range_is_refused_in_our_words_not_clicks(run, opened, args, phrases):
    ran = run(*args)
    assert_one_clear_line(ran, *phrases)
    assert "in the range" not in ran.stderr and "x>=" not in ran.stderr
    assert opened == []


def _commands(command, path=()):
    """(words typed, command) for every command under `command`, groups' own included."""
    yield path, command
    for name, sub in getattr(command, "commands", {}).items():
        yield from _commands(sub, (*path, name))


def test_no_option_is_a_click_range():
    # A Click range (min=/max=) refuses in Click's words ("0 is not in the range x>=1.")
    # and shows "[x>=1]" in the help: number options use base.whole_number instead.
    import typer

    from uno_tui.cli import app

    for path, command in _commands(typer.main.get_command(app)):
        for param in command.params:
            assert not hasattr(param.type, "min"), (path, param.name)


@pytest.mark.parametrize(
    ("args", "flag"),
    [
        (
            ["-n", "Ann", "-n", "Ben", "--seat-level", "1=hard", "--seat-level", "2=hard"],
            "'--seat-level'",
        ),
        (["-c", "3"], "'--computer'"),
    ],
)
def test_a_table_of_computers_only_is_blamed_on_the_option_that_made_them(run, args, flag):
    """A play-tester gave no --computer and was told '--computer' was at fault."""
    ran = run("play", *args)
    assert_one_clear_line(ran, flag, "make at least one a person")
