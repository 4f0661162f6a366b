"""Issue 10 section 2: a ruleset whose deck cannot be dealt to the players asked
for is refused by `play` in one line (exit 2) before any screen opens, and
`rulesets check` says for how many players a file works."""

import pytest

H20 = 'name = "h20"\nhand_size = 20\n'


def test_play_refuses_a_deck_too_small_for_the_players(run, opened, ruleset_file):
    path = ruleset_file(H20, name="h20.toml")
    ran = run("play", "-r", str(path), "-p", "6")
    assert ran.exit_code == 2
    assert opened == [], "no screen opens"
    assert len(ran.stderr.strip().splitlines()) == 1 and "Traceback" not in ran.stderr
    for words in ("'--players'", "108 cards", "6 players", "hand_size = 20", "2 to 5 players"):
        assert words in ran.stderr


def test_play_deals_when_the_deck_is_big_enough(run, opened, ruleset_file):
    path = ruleset_file(H20, name="h20.toml")
    ran = run("play", "-r", str(path), "-p", "5")
    assert ran.exit_code == 0, ran.stderr
    assert len(opened[0].kwargs["names"]) == 5 and opened[0].kwargs["rules"].hand_size == 20


def test_play_counts_the_names_as_players(run, opened, ruleset_file):
    path = ruleset_file(H20, name="h20.toml")
    names = [arg for n in ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay") for arg in ("-n", n)]
    ran = run("play", "-r", str(path), *names)
    assert ran.exit_code == 2 and opened == []
    assert "6 players" in ran.stderr


@pytest.mark.parametrize(
    ("text", "works"),
    [
        ("hand_size = 20\n", "2 to 5 players"),
        ("hand_size = 7\n", "2 to 10 players"),
        ('deck = "standard-52"\nrank_effects = {"8" = "wild"}\n', "2 to 7 players"),
        ('hand_size = 16\nhand_size_by_players = {"8" = 10}\n', "2 to 6 and 8 players"),
    ],
)
def test_rulesets_check_says_for_how_many_players_a_file_works(run, ruleset_file, text, works):
    path = ruleset_file('description = "Ours"\n' + text, name="ours.toml")
    ran = run("rulesets", "check", str(path))
    assert ran.exit_code == 0, ran.stderr
    assert ran.stdout == f"{path}: ok, ruleset ours, works for {works}\n"
