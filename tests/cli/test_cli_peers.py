"""`uno-tui play --teams`, `--turn-seconds`, `--round-minutes` (RULES 5b H-team, H-timer):
what reaches the app, and one sentence for a bad value."""

import pytest
from test_cli_errors import assert_one_clear_line


def test_h_team_teams_opposite_reaches_the_app_with_four_seats(run, opened):
    ran = run("play", "--teams", "opposite")
    assert ran.exit_code == 0, ran.stderr
    (table,) = opened
    assert table.kwargs["rules"].teams == "opposite"
    assert table.kwargs["names"] == ["Player 1", "Player 2", "Player 3", "Player 4"]


@pytest.mark.parametrize("names", [["Ann", "Ben"], ["Ann", "Ben", "Cat"]])
def test_h_team_names_that_make_no_partners_are_refused_not_filled(run, opened, names):
    """A play-tester: `-n Ann -n Ben --teams opposite` dealt four, with a Player 3 and a
    Player 4 nobody asked for; `-p 3 --teams opposite` was refused. Another: the
    refusal blamed '--name', which was not wrong; the partners asked for are."""
    ran = run("play", "--teams", "opposite", *[a for n in names for a in ("-n", n)])
    assert_one_clear_line(ran, "'--teams'", f"not {len(names)}", "4, 6, 8 and 10")
    assert opened == []


def test_h_team_teams_none_turns_partners_off(run, opened, ruleset_file):
    path = ruleset_file('name = "pairs"\nteams = "opposite"\n')
    ran = run("play", "-r", str(path), "-p", "4", "--teams", "none")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["rules"].teams == "none"


@pytest.mark.parametrize(
    ("args", "phrases"),
    [
        (["--teams", "pairs"], ["'--teams'", "'pairs' is not allowed", "'opposite'"]),
        (["--teams", "opposite", "-p", "5"], ["'--players'", "not 5", "4, 6, 8 and 10"]),
        (["--teams", "opposite", "-p", "2"], ["'--players'", "not 2"]),
        (["--turn-seconds", "-1"], ["'--turn-seconds'", "-1 is not allowed"]),
        (["--turn-seconds", "soon"], ["'--turn-seconds'"]),
        (["--round-minutes", "-5"], ["'--round-minutes'", "-5 is not allowed"]),
    ],
)
def test_h_team_h_timer_bad_values_give_one_sentence(run, opened, args, phrases):
    ran = run("play", *args)
    assert_one_clear_line(ran, *phrases)
    assert opened == []


@pytest.mark.parametrize(
    ("args", "key"),
    [
        (["--target", "100000000"], "target_score"),
        (["--turn-seconds", "5000"], "turn_seconds"),
        (["--teams", "pairs"], "teams"),
    ],
)
def test_a_flag_out_of_range_is_refused_in_its_own_name(run, opened, args, key):
    # The player typed a flag, not a ruleset file's key: the sentence names the flag
    # and what it allows, not "official: target_score = …".
    ran = run("play", *args)
    assert_one_clear_line(ran, f"'{args[0]}'", f"{args[1]!r}" if key == "teams" else args[1])
    assert f"{key} =" not in ran.stderr and "official" not in ran.stderr
    assert opened == []


def test_h_timer_turn_seconds_and_round_minutes_reach_the_app(run, opened):
    ran = run("play", "--turn-seconds", "10", "--round-minutes", "5")
    assert ran.exit_code == 0, ran.stderr
    rules = opened[0].kwargs["rules"]
    assert (rules.turn_seconds, rules.round_minutes) == (10, 5)


def test_h_timer_the_ruleset_keeps_its_clock_without_the_flag(run, opened):
    ran = run("play")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["rules"].turn_seconds == 0


def test_play_help_lists_the_peer_flags(run):
    ran = run("play", "--help")
    assert ran.exit_code == 0
    for flag in ("--teams", "--turn-seconds", "--round-minutes"):
        assert flag in ran.stdout
