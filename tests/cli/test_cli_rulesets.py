"""`uno-tui rulesets`, `rulesets show NAME` and `rulesets check FILE`."""

import io
from pathlib import Path

import pytest
from support.language import speaking

from uno_tui.engine import RulesetError, list_rulesets, load_ruleset

SHIPPED_DIR = Path(__file__).resolve().parents[2] / "rulesets"

GOOD = """\
name = "our-house"
description = "How we play at home"
hand_size = 8
target_score = 300
"""


@pytest.mark.parametrize("command", [["rulesets"], ["rulesets", "list"]])
def test_rulesets_lists_every_shipped_ruleset_on_one_line(run, command):
    """`rulesets list` too: a play-tester typed it and got the whole help, then an error."""
    ran = run(*command)
    assert ran.exit_code == 0, ran.stderr
    lines = ran.stdout.splitlines()
    shipped = list_rulesets()
    assert len(lines) == len(shipped)
    for line, rules in zip(lines, shipped, strict=True):
        assert line.split()[0] == rules.name
        assert line.endswith(rules.description)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_rulesets_in_a_narrow_terminal_wrap_each_description_under_itself(language):
    from rich.cells import cell_len
    from rich.console import Console

    from uno_tui.cli.rulesets import described, listing

    shipped = list_rulesets()
    console = Console(width=60, record=True, file=io.StringIO())
    with speaking(language):
        console.print(listing([(r.name, described(r.description)) for r in shipped]))
    lines = console.export_text().splitlines()
    assert max(cell_len(line) for line in lines) <= 60
    assert [line.split()[0] for line in lines if not line.startswith(" ")] == [
        rules.name for rules in shipped
    ]
    indent = " " * (max(len(rules.name) for rules in shipped) + 2)
    assert all(line.startswith(indent) for line in lines if line.startswith(" "))
    assert len(lines) > len(shipped)
    assert "…" not in "\n".join(lines)  # folded, never cut


def test_rulesets_show_wraps_japanese_meanings_within_80_columns(run):
    from rich.cells import cell_len

    with speaking("ja"):
        ran = run("rulesets", "show", "official")
    assert ran.exit_code == 0, ran.stderr
    meanings = [line for line in ran.stdout.splitlines() if line.startswith("    ")]
    assert "    使うデッキ：classic（108枚）" in ran.stdout
    assert max(cell_len(line) for line in meanings) <= 80


def test_rulesets_show_never_starts_a_japanese_line_with_closing_punctuation(run):
    with speaking("ja"):
        ran = run("rulesets", "show", "tgus-t1")
    assert ran.exit_code == 0, ran.stderr
    starts = [line.strip()[:1] for line in ran.stdout.splitlines() if line.strip()]
    assert not set(starts) & set("、。）」"), ran.stdout


def test_rulesets_show_prints_every_option_its_value_and_meaning(run):
    ran = run("rulesets", "show", "official")
    assert ran.exit_code == 0, ran.stderr
    rules = load_ruleset("official")
    assert ran.stdout.startswith(f"official: {rules.description}\n")
    text = " ".join(ran.stdout.split())  # meanings may be wrapped over two lines
    for key, _value, meaning in rules.option_rows():
        assert f"\n{key} = " in ran.stdout
        assert " ".join(meaning.split()) in text
    assert "target_score = 500" in ran.stdout
    assert "two_player_rules = true" in ran.stdout
    assert 'deck = "classic"' in ran.stdout


@pytest.mark.parametrize("language", ["en", "ja"])
def test_rulesets_show_says_the_rules_in_words_as_help_does(run, language):
    """The rules text (what Snorlax and Greninja do, too) before the options, each
    sentence wrapped within 80 columns."""
    from rich.cells import cell_len

    from uno_tui.engine import describe_rules

    with speaking(language):
        ran = run("rulesets", "show", "pokemon")
        said = describe_rules(load_ruleset("pokemon"))
    assert ran.exit_code == 0, ran.stderr
    words, options = ran.stdout.split("\ndeck = ", 1)
    text = "".join(words.split())  # wrapped, and Japanese has no spaces to keep
    for sentence in said:
        assert "".join(sentence.split()) in text
    assert max(cell_len(line) for line in ran.stdout.splitlines()[2:]) <= 80
    if language == "en":
        assert "Snorlax (a wild" in " ".join(words.split())


def test_rulesets_show_accepts_a_path(run, ruleset_file):
    path = ruleset_file(GOOD)
    ran = run("rulesets", "show", str(path))
    assert ran.exit_code == 0, ran.stderr
    assert ran.stdout.startswith("our-house: How we play at home\n")
    assert "hand_size = 8" in ran.stdout
    assert "target_score = 300" in ran.stdout


def test_rulesets_check_a_good_file(run, ruleset_file):
    path = ruleset_file(GOOD)
    ran = run("rulesets", "check", str(path))
    assert ran.exit_code == 0, ran.stderr
    assert ran.stdout == f"{path}: ok, ruleset our-house, works for 2 to 10 players\n"
    assert ran.stderr == ""


def test_rulesets_check_a_file_without_a_name_uses_the_file_name(run, ruleset_file):
    path = ruleset_file('description = "Quick"\nhand_size = 5\n', name="quick.toml")
    ran = run("rulesets", "check", str(path))
    assert ran.exit_code == 0, ran.stderr
    assert ran.stdout == f"{path}: ok, ruleset quick, works for 2 to 10 players\n"


@pytest.mark.parametrize("text", ["", "hand_size = 5\n", 'description = "  "\n'])
def test_rulesets_check_a_file_without_a_description_is_refused(run, ruleset_file, text):
    path = ruleset_file(text, name="quick.toml")
    ran = run("rulesets", "check", str(path))
    assert ran.exit_code == 1 and ran.stdout == ""
    assert ran.stderr.startswith(f"{path}: no description: a ruleset file says in one line")


def test_a_shipped_ruleset_file_passes_the_check(run):
    for rules in list_rulesets():
        path = SHIPPED_DIR / f"{rules.name}.toml"
        ran = run("rulesets", "check", str(path))
        assert ran.exit_code == 0, ran.stderr
        assert ran.stdout == f"{path}: ok, ruleset {rules.name}, works for {rules.works_for()}\n"


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ('name = "mine"\ncolour_count = 5\n', "unknown key 'colour_count'"),
        ('name = "mine"\nhand_size = = 7\n', "line 2: a value is not written as TOML"),
        ('name = "mine"\nhand_size = 99\n', "hand_size = 99 is not allowed"),
        ('name = "mine"\nwd4_restriction = "sometimes"\n', "wd4_restriction"),
        ('name = "mine"\ntwo_player_rules = "yes"\n', "true or false"),
        ('name = "mine"\nremove_cards = ["R+9"]\n', "R+9"),
    ],
    ids=["unknown-key", "broken-toml", "out-of-range", "bad-choice", "not-a-bool", "not-a-card"],
)
def test_rulesets_check_a_bad_file_prints_the_loaders_message(run, ruleset_file, text, phrase):
    path = ruleset_file(text)
    with pytest.raises(RulesetError) as loader:
        load_ruleset(path)
    ran = run("rulesets", "check", str(path))
    assert ran.exit_code == 1
    assert ran.stdout == ""
    assert ran.stderr == f"{loader.value}\n"
    assert phrase in ran.stderr
    assert str(path) in ran.stderr
    assert "Traceback" not in ran.stderr


def test_rulesets_check_says_every_bad_key_and_value_at_once(run, ruleset_file):
    """A play-tester mended a file one problem a run: check said the first only."""
    path = ruleset_file('name = "mine"\nhand_size = 0\nstackng = true\ntarget_score = "lots"\n')
    ran = run("rulesets", "check", str(path))
    assert ran.exit_code == 1
    lines = ran.stderr.splitlines()
    assert [line.split(": ")[1].split(" ")[0] for line in lines] == [
        "hand_size",
        "unknown",
        "target_score",
    ]
    assert all(line.startswith(f"{path}: ") for line in lines)


def test_rulesets_check_says_every_option_that_cannot_work_with_the_others(run, ruleset_file):
    """A play-tester: each run of check said one more combination it refused."""
    path = ruleset_file(
        'name = "mine"\ndeck = "standard-52"\nseven_zero = true\n'
        "stack_revenge = true\njump_in_wild = true\n"
    )
    ran = run("rulesets", "check", str(path))
    assert ran.exit_code == 1
    lines = ran.stderr.splitlines()
    assert [line.split(": ")[1].split()[0] for line in lines] == [
        "seven_zero",
        "stack_revenge",
        "jump_in_wild",
    ]


def test_rulesets_check_a_file_that_is_not_utf8(run, ruleset_file, tmp_path):
    path = tmp_path / "latin1.toml"
    path.write_bytes('name = "r\xe8gles"\n'.encode("latin-1"))
    ran = run("rulesets", "check", str(path))
    assert ran.exit_code == 1
    assert len(ran.stderr.strip().splitlines()) == 1
    assert str(path) in ran.stderr


def test_a_ruleset_of_your_own_folder_works_by_name_everywhere(run, opened, own_rulesets_folder):
    """A play-tester saved house rules as 'family' (Save as…): the setup screen listed it,
    but `rulesets`, `show family`, `check family` and `play -r family` did not know it."""
    from dataclasses import replace

    from uno_tui.app.screens.save_rules import ruleset_text

    own = load_ruleset("official").with_options(hand_size=5)
    own = replace(own, name="family", description="Five cards each")
    (own_rulesets_folder / "family.toml").write_text(ruleset_text(own), encoding="utf-8")
    listed = run("rulesets")
    assert listed.exit_code == 0 and "family (yours)" in listed.stdout
    assert "Five cards each" in listed.stdout
    shown = run("rulesets", "show", "family")
    assert shown.exit_code == 0 and "hand_size = 5" in shown.stdout, shown.stderr
    checked = run("rulesets", "check", "family")
    assert checked.exit_code == 0 and "ok, ruleset family" in checked.stdout, checked.stderr
    played = run("play", "-n", "Ann", "-n", "Ben", "-r", "family")
    assert played.exit_code == 0, played.stderr
    (app,) = opened
    assert app.kwargs["rules"].hand_size == 5
    assert run("rulesets", "show", "nobody").exit_code != 0  # (a name of neither: refused)
    # A play-tester: a name of neither listed the shipped rulesets only.
    for args in (["rulesets", "show", "famly"], ["simulate", "-g", "1", "-r", "famly"]):
        said = " ".join(run(*args).stderr.split())
        assert "(did you mean 'family'?)" in said and "tgus-t2, family (or give" in said


def test_a_file_may_not_take_the_name_of_other_rules(run, ruleset_file, own_rulesets_folder):
    """A play-tester's street rules called "official" (or "famille", the name of rules
    saved before) read in help and `games` as that ruleset changed."""
    (own_rulesets_folder / "famille.toml").write_text(
        'name = "famille"\ndescription = "Ours"\nhand_size = 8\n', encoding="utf-8"
    )
    street = (SHIPPED_DIR / "street-fr.toml").read_text(encoding="utf-8")
    for taken, whose in (("official", "a shipped ruleset"), ("famille", "one of your rulesets")):
        path = ruleset_file(street.replace('name = "street-fr"', f'name = "{taken}"'))
        for args in (["rulesets", "check", str(path)], ["play", "-n", "A", "-r", str(path)]):
            said = " ".join(run(*args).stderr.split())
            assert f"this ruleset is called {taken}, the name of {whose}" in said
            assert f'name = "{taken}-2"' in said
    copy = ruleset_file(street)  # the same rules under their own name: no confusion
    assert run("rulesets", "check", str(copy)).exit_code == 0
    # A file of your own folder, taken by its file's name, is held to the same.
    (own_rulesets_folder / "family.toml").write_text(
        'name = "official"\ndescription = "Ours"\nhand_size = 9\n', encoding="utf-8"
    )
    for args in (["rulesets", "show", "family"], ["play", "-n", "A", "-r", "family"]):
        said = " ".join(run(*args).stderr.split())
        assert "this ruleset is called official, the name of a shipped ruleset" in said, said


def test_a_saved_ruleset_named_as_a_file_says_it_goes_by_its_name(run, own_rulesets_folder):
    """A play-tester typed -r famille.toml for the rules saved as famille."""
    (own_rulesets_folder / "famille.toml").write_text(
        'name = "famille"\ndescription = "Ours"\nhand_size = 8\n', encoding="utf-8"
    )
    for args in (["rulesets", "check", "famille.toml"], ["play", "-n", "A", "-r", "famille.toml"]):
        said = " ".join(run(*args).stderr.split())
        assert "the ruleset famille goes by its name alone: famille" in said, said
    said = " ".join(run("play", "-n", "A", "-r", "official.toml").stderr.split())
    assert "the ruleset official goes by its name alone: official" in said
