"""The command line's language: `--lang` anywhere, UNO_TUI_LANG, the locale; Click's and
Typer's own words translated; a saved game keeps the language it was played in."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support.language import speaking

from uno_tui import language, records
from uno_tui.__main__ import take_lang
from uno_tui.cli import base, framework_words
from uno_tui.engine import Game, load_ruleset

TREE = Path(__file__).resolve().parents[2]


def uno(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """`python -m uno_tui ARGS` as a player types it, with only `env` choosing a language."""
    clean = {
        k: v
        for k, v in os.environ.items()
        if k not in ("UNO_TUI_LANG", "LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES")
    }
    clean.update(PYTHONPATH=str(TREE), COLUMNS="100", NO_COLOR="1", TERM="dumb", **env)
    return subprocess.run(
        [sys.executable, "-m", "uno_tui", *args],
        capture_output=True,
        text=True,
        env=clean,
        cwd=TREE,
        timeout=60,
    )


def one_line(ran: subprocess.CompletedProcess[str], code: int = 2) -> str:
    assert ran.returncode == code, (ran.stdout, ran.stderr)
    lines = ran.stderr.strip().splitlines()
    assert len(lines) == 1, ran.stderr
    assert "Traceback" not in ran.stderr
    return lines[0]


# --- taking --lang out of the command line -------------------------------------------


@pytest.mark.parametrize(
    ("argv", "rest", "value"),
    [
        (["--lang", "ja", "play", "-n", "Ann"], ["play", "-n", "Ann"], "ja"),
        (["play", "-n", "Ann", "--lang", "fr"], ["play", "-n", "Ann"], "fr"),
        (["--lang=ja", "games"], ["games"], "ja"),
        (["games"], ["games"], None),
        (["play", "--", "--lang", "ja"], ["play", "--", "--lang", "ja"], None),
    ],
)
def test_lang_is_taken_out_before_or_after_the_command(argv, rest, value):
    assert take_lang(argv) == (rest, value)


@pytest.mark.parametrize("argv", [["play", "--lang"], ["--lang", "--help"], ["--lang="]])
def test_lang_without_a_value(argv):
    with pytest.raises(ValueError):
        take_lang(argv)


# --- choosing it, in a real process --------------------------------------------------


def test_english_by_default():
    ran = uno("--help")
    assert ran.returncode == 0, ran.stderr
    assert "Usage: uno-tui" in ran.stdout and "Options" in ran.stdout
    assert "--lang" in ran.stdout  # declared on the root command, so the help shows it
    assert "使い方" not in ran.stdout


def test_help_in_japanese():
    ran = uno("--lang", "ja", "--help")
    assert ran.returncode == 0, ran.stderr
    assert "使い方: uno-tui" in ran.stdout  # Click's "Usage:"
    assert "オプション" in ran.stdout and "コマンド" in ran.stdout  # Typer's panels
    assert "このヘルプを表示して終了します。" in ran.stdout  # the help option
    assert "保存したゲームの一覧" in ran.stdout  # our own help
    assert "uno-tui rulesets show official" in ran.stdout  # examples keep their commands
    assert "Usage:" not in ran.stdout and "Show this message" not in ran.stdout


def test_command_help_in_french_with_lang_after_the_command():
    ran = uno("play", "--help", "--lang", "fr")
    assert ran.returncode == 0, ran.stderr
    assert "Usage : uno-tui play" in ran.stdout
    assert "Exemples :" in ran.stdout and "[défaut : official]" in ran.stdout
    assert "Examples:" not in ran.stdout and "[default:" not in ran.stdout


def test_click_error_in_french():
    line = one_line(uno("--lang", "fr", "play", "--players", "99"))
    assert line.startswith("Erreur : Valeur incorrecte pour '--players' : "), line
    assert "Invalid value" not in line


def test_a_mistyped_command_is_answered_in_french_with_its_suggestions():
    line = one_line(uno("--lang", "fr", "plya"))
    assert line == "Erreur : La commande 'plya' n'existe pas. Vouliez-vous dire 'play', 'replay' ?"


def test_a_ruleset_check_speaks_french_down_to_its_example(tmp_path):
    """A play-tester's file without a description: the example was English; and an
    option written twice came in tomllib's English."""
    plain = tmp_path / "maison.toml"
    plain.write_text('name = "maison"\nhand_size = 5\n', encoding="utf-8")
    line = one_line(uno("--lang", "fr", "rulesets", "check", str(plain)), code=1)
    assert 'par exemple description = "Règles officielles, 5 cartes chacun"' in line
    twice = tmp_path / "deux.toml"
    twice.write_text('name = "deux"\nhand_size = 5\nhand_size = 6\n', encoding="utf-8")
    line = one_line(uno("--lang", "fr", "rulesets", "check", str(twice)), code=1)
    assert line == f"{twice}, ligne 3 : une option est écrite deux fois ; n'en gardez qu'une"


def test_click_sentences_in_japanese_with_lang_equals():
    line = one_line(uno("--lang=ja", "play", "--target", "x"))
    # (Click's "Invalid value for …" round the flag's own sentence: both in Japanese)
    assert line == (
        "エラー：'--target' の値が正しくありません：'x' は使えません。整数にしてください。"
    )
    line = one_line(uno("play", "--nme", "Ann", "--lang=ja"))
    assert line == "エラー：--nme というオプションはありません（もしかして：--name）"


def test_our_own_error_in_japanese():
    line = one_line(uno("play", "-n", "Ann", "--seat-level", "two", "--lang", "ja"))
    assert "'two' は 席=強さ の形ではありません" in line


def test_environment_variable():
    ran = uno("--help", UNO_TUI_LANG="fr")
    assert "Exemples :" in ran.stdout and "Usage : uno-tui" in ran.stdout


def test_locale():
    assert "使い方" in uno("--help", LANG="ja_JP.UTF-8").stdout
    # LC_ALL comes first, as POSIX says
    assert "Usage : " in uno("--help", LANG="ja_JP.UTF-8", LC_ALL="fr_FR.UTF-8").stdout
    # a locale the game does not speak is English, not an error
    assert "Usage: " in uno("--help", LANG="de_DE.UTF-8").stdout


def test_lang_in_capitals_is_the_same_language():
    assert "使い方" in uno("--lang", "JA", "--help").stdout
    assert "Usage : " in uno("--help", UNO_TUI_LANG="Fr").stdout


def test_lang_as_a_locale_names_it():
    """A play-tester typed --lang fr_FR, the way the system names French."""
    assert "Usage : " in uno("--lang", "fr_FR", "--help").stdout
    assert "使い方" in uno("--help", UNO_TUI_LANG="ja-JP.UTF-8").stdout


def test_lang_beats_environment_and_locale():
    ran = uno("--help", "--lang", "en", UNO_TUI_LANG="ja", LANG="fr_FR.UTF-8")
    assert "Usage: uno-tui" in ran.stdout


@pytest.mark.parametrize(
    ("args", "env", "words"),
    [
        (("--lang", "de", "--help"), {}, ("Error: --lang 'de' is not a language", "ja (日本語)")),
        (("games",), {"UNO_TUI_LANG": "de"}, ("Error: UNO_TUI_LANG 'de' is not a language",)),
        (("play", "--lang"), {}, ("Error: --lang needs a language: en (English)",)),
    ],
)
def test_unknown_or_missing_language_is_one_line(args, env, words):
    line = one_line(uno(*args, **env))
    for word in words:
        assert word in line, line


# --- framework words ------------------------------------------------------------------


def test_framework_sentences_are_english_by_default():
    message = "Invalid value for '--target': 'x' is not a valid int."
    assert framework_words.translate(message) == message
    assert framework_words.usage_prefix() == "Usage: "


def test_framework_sentence_fills_the_values_in_french():
    with speaking("fr"):
        assert (
            framework_words.error_line("Missing argument 'FILE'.")
            == "Erreur : Argument 'FILE' manquant."
        )
        assert framework_words.translate("0 is not in the range x>=1.") == (
            "0 n'est pas dans l'intervalle x>=1."
        )


def test_framework_msgids_are_clicks_own():
    # byte for byte what Typer's Click and rich_utils write, else they would never match
    import typer
    import typer.rich_utils
    from typer.core import TyperCommand

    assert typer.rich_utils.OPTIONS_PANEL_TITLE in framework_words.TYPER_WORDS
    assert typer.rich_utils.DEFAULT_STRING in framework_words.TYPER_WORDS
    command = TyperCommand("x")
    assert command.get_help_option(typer.Context(command)).help == framework_words.HELP_OPTION


# --- a saved game keeps its language -----------------------------------------------------


@pytest.fixture
def game() -> Game:
    return Game.new(load_ruleset("official"), ["Ann", "Ben"], seed=4)


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    """Every test starts in English without --lang, and ends in English."""
    monkeypatch.setattr(base, "LANG_GIVEN", False)
    yield
    language.use("en")


def test_a_record_keeps_the_language_it_was_started_in(tmp_path, game):
    with speaking("ja"):
        path = records.Recorder(tmp_path / "ja.json").save(game)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["language"] == "ja"
    assert records.load(path).language == "ja"
    # English too: a record says its language whatever it is
    assert records.load(records.Recorder(tmp_path / "en.json").save(game)).language == "en"


def test_resume_speaks_the_saved_language(run, opened, tmp_path, game):
    path = records.save(game, tmp_path / "game.json", language="fr")
    ran = run("resume", path)
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].ran
    assert language.current() == "fr"
    # and goes on saving it in French
    assert opened[0].kwargs["recorder"].language == "fr"


def test_replay_speaks_the_saved_language(run, opened, tmp_path, game):
    path = records.save(game, tmp_path / "game.json", language="ja")
    assert run("replay", path).exit_code == 0
    assert language.current() == "ja"


def test_lang_given_beats_the_saved_language(run, opened, tmp_path, game):
    path = records.save(game, tmp_path / "game.json", language="fr")
    ran = run("--lang", "ja", "resume", path)
    assert ran.exit_code == 0, ran.stderr
    assert language.current() == "ja"


def test_main_tells_the_cli_that_lang_was_given(run, opened, tmp_path, game, monkeypatch):
    path = records.save(game, tmp_path / "game.json", language="fr")
    import uno_tui.cli

    monkeypatch.setattr(uno_tui.cli, "app", lambda **options: None)
    uno_tui.cli.main(lang_given=True)
    assert base.LANG_GIVEN
    base.LANG_GIVEN = True
    assert run("resume", path).exit_code == 0
    assert language.current() == "en"  # --lang en was given: the record does not change it


def test_an_older_record_without_language_loads_as_before(run, opened, tmp_path, game):
    path = records.save(game, tmp_path / "old.json")  # no language, as before
    data = json.loads(path.read_text(encoding="utf-8"))
    assert "language" not in data
    assert records.load(path).language is None
    with speaking("fr"):
        assert run("resume", path).exit_code == 0
        assert language.current() == "fr"  # the language chosen stays
        # once resumed, it is saved in the language it is played in now
        assert opened[0].kwargs["recorder"].language == "fr"


def test_a_language_this_version_does_not_speak_reads_as_none(tmp_path, game):
    path = records.save(game, tmp_path / "de.json", language="de")
    assert records.load(path).language is None
    data = json.loads(path.read_text(encoding="utf-8"))
    data["language"] = 7
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(records.RecordError, match="'language' must be a language code"):
        records.load(path)


# --- tables and error lines of the saved games ------------------------------------------


def test_games_table_in_japanese(run, tmp_path, game):
    records.save(game, tmp_path / "game.json")
    with speaking("ja"):
        ran = run("games", tmp_path)
    assert ran.exit_code == 0, ran.stderr
    assert "新しい順" in ran.stdout and "プレイヤー" in ran.stdout and "ラウンド 1" in ran.stdout
    assert "Players" not in ran.stdout and "round 1" not in ran.stdout


def test_stats_counts_in_french(run, tmp_path):
    rules = load_ruleset("official").with_options(target_score=30)
    from support.driver import play

    finished = play(Game.new(rules, ["Dee", "Eve"], seed=3), 100000, seed=3)
    records.save(finished, tmp_path / "one.json")
    with speaking("fr"):
        ran = run("stats", "--dir", tmp_path)
        assert ran.exit_code == 0, ran.stderr
        assert "1 partie sauvegardée dans" in ran.stdout
        assert "Classement" in ran.stdout and "Manches gagnées" in ran.stdout
        records.save(finished, tmp_path / "two.json")
        ran = run("stats", "--dir", tmp_path)
    assert "2 parties sauvegardées dans" in ran.stdout


@pytest.mark.parametrize("code", ["en", "fr", "ja"])
def test_stats_headings_at_80_columns_wrap_between_words_never_inside_one(run, tmp_path, code):
    # A play-tester: the heading "Games finished" read "Games / finish…" at 80 columns.
    rules = load_ruleset("official").with_options(target_score=30)
    from support.driver import play

    finished = play(Game.new(rules, ["Dee", "Eve"], seed=3), 100000, seed=3)
    records.save(finished, tmp_path / "one.json")
    with speaking(code):
        ran = run("stats", "--dir", tmp_path, columns=80)
    assert ran.exit_code == 0, ran.stderr
    table = ran.stdout.split("\n\n")[1]  # the standings: title, headings, rows
    assert "…" not in table, table


def test_damaged_record_in_french(run, tmp_path):
    (tmp_path / "empty.json").write_text("", encoding="utf-8")
    with speaking("fr"):
        ran = run("replay", tmp_path / "empty.json")
    assert ran.exit_code == 1
    assert "le fichier est vide ; il ne contient aucune partie" in ran.stderr


def test_names_for_players_plural_in_french(run):
    with speaking("fr"):
        ran = run("play", "-p", "2", "-n", "A", "-n", "B", "-n", "C")
    assert "3 noms pour 2 joueurs ; indiquez --players 3" in ran.stderr
