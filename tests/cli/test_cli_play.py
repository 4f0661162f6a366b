"""`uno-tui` and `uno-tui play`: what reaches create_app (the app never really runs)."""

from test_cli_errors import assert_one_clear_line

from uno_tui.cli import build_table
from uno_tui.engine import load_ruleset


def test_no_arguments_opens_the_setup_screen(run, opened):
    ran = run()
    assert ran.exit_code == 0, ran.stderr
    assert len(opened) == 1
    assert (opened[0].kwargs["rules"], opened[0].kwargs["names"], opened[0].kwargs["seed"]) == (
        None,
        None,
        None,
    )
    assert opened[0].ran


def test_play_seats_the_named_players_in_order(run, opened):
    ran = run("play", "--name", "Ann", "--name", "Ben", "--name", "Cat")
    assert ran.exit_code == 0, ran.stderr
    (table,) = opened
    assert table.kwargs["names"] == ["Ann", "Ben", "Cat"]
    assert table.ran


def test_play_with_no_options_deals_to_two_players_by_official_rules(run, opened):
    ran = run("play")
    assert ran.exit_code == 0, ran.stderr
    (table,) = opened
    assert table.kwargs["names"] == ["Player 1", "Player 2"]
    assert table.kwargs["rules"] == load_ruleset("official")
    assert table.kwargs["seed"] is None


def test_play_names_the_empty_seats(run, opened):
    ran = run("play", "--players", "4", "-n", "Ann", "-n", "Ben")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["names"] == ["Ann", "Ben", "Player 3", "Player 4"]


def test_play_with_one_name_still_seats_two(run, opened):
    ran = run("play", "-n", "Ann")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["names"] == ["Ann", "Player 2"]


def test_play_ten_players_is_the_official_maximum(run, opened):
    ran = run("play", "-p", "10")
    assert ran.exit_code == 0, ran.stderr
    assert len(opened[0].kwargs["names"]) == 10


def test_play_passes_the_seed(run, opened):
    ran = run("play", "--seed", "7")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["seed"] == 7


def test_play_overrides_two_player_rules_and_target(run, opened):
    ran = run("play", "--no-two-player", "--target", "200")
    assert ran.exit_code == 0, ran.stderr
    rules = opened[0].kwargs["rules"]
    assert rules.two_player_rules is False
    assert rules.target_score == 200
    assert rules.name == "official"


def test_target_sets_what_the_rulesets_game_is_played_to(run, opened):
    # S5: round wins; S3: penalty points; S4's cut-off: points. None is ignored unsaid.
    for ruleset, key in [
        ("no-mercy", "target_wins"),
        ("kids", "target_wins"),
        ("challenge-uno", "penalty_limit"),
        ("japan-local", "target_score"),
    ]:
        opened.clear()
        ran = run("play", "-n", "Ann", "-n", "Ben", "--ruleset", ruleset, "--target", "3")
        assert ran.exit_code == 0, ran.stderr
        assert getattr(opened[0].kwargs["rules"], key) == 3, ruleset


def test_target_is_refused_where_no_number_ends_the_game(run, opened, ruleset_file):
    ran = run("play", "--ruleset", "page-one", "--target", "3")  # S2: 5 rounds
    assert_one_clear_line(ran, "'--target'", "page-one has no target to set", "lasts 5 rounds")
    elimination = ruleset_file('name = "out"\nelimination = "most-cards"\n')
    ran = run("play", "--ruleset", str(elimination), "--target", "3")
    assert_one_clear_line(ran, "'--target'", "the last player standing wins")
    ran = run("play", "--ruleset", "no-mercy", "--target", "60")  # target_wins: 1 to 50
    assert_one_clear_line(
        ran,
        "'--target'",
        "60 is not allowed",
        "1 to 50",
        "1 to 50: the round wins that win the game.",
    )
    assert "target_wins" not in ran.stderr
    assert opened == []


def test_play_two_player_flag_turns_the_rule_on(run, opened, ruleset_file):
    path = ruleset_file('name = "plain"\ntwo_player_rules = false\n')
    ran = run("play", "--ruleset", str(path), "--two-player")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["rules"].two_player_rules is True


def test_play_without_overrides_keeps_the_rulesets_values(run, opened, ruleset_file):
    path = ruleset_file('name = "short"\ntarget_score = 150\ntwo_player_rules = false\n')
    ran = run("play", "-r", str(path))
    assert ran.exit_code == 0, ran.stderr
    rules = opened[0].kwargs["rules"]
    assert (rules.name, rules.target_score, rules.two_player_rules) == ("short", 150, False)


def test_play_by_ruleset_name(run, opened):
    ran = run("play", "--ruleset", "official")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["rules"].name == "official"


def test_an_app_that_fails_passes_its_exit_code_on(monkeypatch, run, opened):
    import uno_tui.app

    make = uno_tui.app.create_app  # the shared fake

    def failing(*args, **kwargs):
        tui = make(*args, **kwargs)
        tui.return_code = 3
        return tui

    monkeypatch.setattr(uno_tui.app, "create_app", failing)
    assert run("play").exit_code == 3


# build_table is what the play command calls before create_app(...).run().


def test_build_table_trims_spaces_around_names():
    _, names, _ = build_table(names=["  Ann ", "Ben"])
    assert names == ["Ann", "Ben"]


def test_build_table_never_invents_a_name_a_player_already_has():
    _, names, _ = build_table(players=3, names=["Player 2"])
    assert names == ["Player 2", "Seat 2", "Player 3"]
    assert len(set(names)) == 3


def test_build_table_returns_rules_names_and_seed():
    rules, names, seed = build_table(players=3, names=["Ann"], seed=11, target=300)
    assert rules.target_score == 300
    assert names == ["Ann", "Player 2", "Player 3"]
    assert seed == 11


def test_learn_seats_the_learner_first_and_names_the_computers_otherwise(run, opened):
    ran = run("learn")
    assert ran.exit_code == 0, ran.stderr
    # Not "You": every sentence speaks of a player in the third person ("You draws").
    assert opened[0].kwargs["names"] == ["Player 1", "Ben", "Cat"]
    assert opened[0].kwargs["computers"] == {1: "easy", 2: "easy"} and opened[0].kwargs["learn"]
    run("learn", "--name", "ben")
    assert opened[1].kwargs["names"] == ["ben", "Cat", "Dan"]
