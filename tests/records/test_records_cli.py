"""`uno-tui games`, `resume`, `replay` and `play --save` (the app never really runs)."""

from __future__ import annotations

import json
import os
import re
import shutil

import pytest
from support.driver import play
from support.editing import UNRESUMABLE, edit
from support.snapshot import snapshot

from uno_tui import MAX_NAME_LENGTH, records
from uno_tui.engine import Game, load_ruleset
from uno_tui.records import Recorder, Replay


def _one_line_error(ran, *fragments: str) -> None:
    assert ran.exit_code == 1, (ran.stdout, ran.stderr)
    lines = ran.stderr.strip().splitlines()
    assert len(lines) == 1, ran.stderr
    assert "Traceback" not in ran.stderr
    for fragment in fragments:
        assert fragment in lines[0], lines[0]


# --- games ------------------------------------------------------------------------


def test_games_with_nothing_saved(run, games_folder):
    ran = run("games")
    assert ran.exit_code == 0, ran.stderr
    assert f"No saved games in {games_folder} yet" in ran.stdout


@pytest.mark.parametrize("command", [["games"], ["stats", "--dir"]])
def test_reading_a_folder_that_is_not_there_is_one_sentence(run, tmp_path, command):
    # A folder typed wrong is not "no saved games yet": both reading commands say that it
    # is not there, in the same words (cli.base.given_folder), and make nothing.
    missing = tmp_path / "nowhere" / "games"
    ran = run(*command, missing)
    assert ran.exit_code == 2, (ran.stdout, ran.stderr)
    assert ran.stdout == "" and len(ran.stderr.strip().splitlines()) == 1
    assert f"there is no folder {missing}; give a folder that exists" in ran.stderr
    assert not (tmp_path / "nowhere").exists()


@pytest.mark.parametrize(("command", "exit_code"), [("games", 0), ("stats", 1)])
def test_no_games_folder_yet_is_no_saved_games(run, games_folder, command, exit_code):
    # The folder nobody named, before the first game is saved: nothing is wrong yet.
    assert not games_folder.exists()
    ran = run(command)
    assert ran.exit_code == exit_code, (ran.stdout, ran.stderr)
    assert f"No saved games in {games_folder} yet" in ran.stdout + ran.stderr


def test_games_lists_date_players_ruleset_and_state(run, games_folder, unfinished, finished):
    games_folder.mkdir()
    shutil.copy(unfinished, games_folder / "2025-01-01_100000_ann-ben-cat.json")
    shutil.copy(finished, games_folder / "2025-01-01_090000_dee-eve.json")
    (games_folder / "broken.json").write_text('{"format": 1', encoding="utf-8")
    ran = run("games")
    assert ran.exit_code == 0, ran.stderr
    rows = {line.split()[-1]: line for line in ran.stdout.splitlines() if ".json" in line}
    ann = rows["2025-01-01_100000_ann-ben-cat.json"]
    assert "Ann, Ben, Cat" in ann and "official" in ann and "round 2" in ann
    assert re.match(r"\d{4}-\d\d-\d\d \d\d:\d\d +Ann", ann)
    assert "finished, " in rows["2025-01-01_090000_dee-eve.json"]
    assert "Dee, Eve" in rows["2025-01-01_090000_dee-eve.json"]
    assert "damaged" in rows["broken.json"]
    assert "broken.json, line 1: not valid JSON" in ran.stdout
    assert "uno-tui resume" in ran.stdout


def test_games_stats_and_resume_agree_on_the_saves_that_open(run, opened, games_folder, unfinished):
    games_folder.mkdir()
    shutil.copy(unfinished, games_folder / "good.json")
    for n, change in enumerate(UNRESUMABLE.values()):  # each reads, none replays
        edit(shutil.copy(unfinished, games_folder / f"changed-{n}.json"), change)
    (games_folder / "bin.json").write_bytes(b"\xff\xfe\x00garbage")
    listed = run("games")
    assert listed.exit_code == 0, listed.stderr
    rows = {line.split()[-1]: line for line in listed.stdout.splitlines() if line[:2] == "20"}
    assert len(rows) == len(UNRESUMABLE) + 2
    assert "Ann, Ben, Cat" in rows["changed-0.json"]  # what can be read of it is shown
    left_out = " ".join(run("stats", columns=250).stdout.split("Left out: ", 1)[1].split())
    for file, row in rows.items():
        resumed = run("resume", games_folder / file)
        opens = resumed.exit_code == 0
        assert opens == (file == "good.json"), resumed.stderr
        assert ("damaged" not in row) == opens, row
        assert (f"{games_folder / file}" not in left_out) == opens, left_out
        if not opens:  # the same sentence everywhere
            why = resumed.stderr.strip()
            assert f"\n{why}\n" in listed.stdout and why.split(": ", 1)[1] in left_out


def test_games_in_another_folder(run, unfinished):
    ran = run("games", unfinished.parent)
    assert ran.exit_code == 0, ran.stderr
    assert "game.json" in ran.stdout and "round 2" in ran.stdout
    # `resume NAME` looks in the games folder only: here the hint names the folder too.
    assert f"uno-tui resume {unfinished.parent / 'FILE'}" in ran.stdout
    assert "uno-tui resume FILE" not in ran.stdout


def test_resume_and_replay_take_the_file_name_that_games_lists(
    run, opened, games_folder, unfinished, finished, tmp_path, monkeypatch
):
    games_folder.mkdir()
    shutil.copy(unfinished, games_folder / "2025-01-01_100000_ann-ben-cat.json")
    shutil.copy(finished, games_folder / "2025-01-01_090000_dee-eve.json")
    listed = run("games", columns=80).stdout
    assert "File: 2025-01-01_100000_ann-ben-cat.json" in listed
    assert "uno-tui resume FILE" in listed
    monkeypatch.chdir(tmp_path)  # another folder than the games folder
    ran = run("resume", "2025-01-01_100000_ann-ben-cat.json")
    assert ran.exit_code == 0, ran.stderr
    assert opened[-1].kwargs["recorder"].path == games_folder / "2025-01-01_100000_ann-ben-cat.json"
    ran = run("replay", "2025-01-01_090000_dee-eve.json")
    assert ran.exit_code == 0, ran.stderr
    assert (
        opened[-1].kwargs["replay"].record.path == games_folder / "2025-01-01_090000_dee-eve.json"
    )
    assert run("resume", "game.json").exit_code == 0  # a path that is there comes first
    assert opened[-1].kwargs["recorder"].path.resolve() == unfinished


@pytest.mark.parametrize("columns", [120, 80, 50])
def test_games_fits_the_terminal_even_with_old_long_names(run, games_folder, columns):
    long_name = "Bartholomew" * 11  # 121 characters: written before names had a limit
    others = [f"Player {n}" for n in range(2, 11)]
    game = play(Game.new(load_ruleset("official"), [long_name, *others], seed=2), 12, seed=2)
    records.save(game, games_folder / "2025-01-01_100000_long.json")
    rules = load_ruleset("official").with_options(target_score=30)
    over = play(Game.new(rules, [long_name, "Z" * 40], seed=3), 100000, seed=3)
    records.save(over, games_folder / "2025-01-01_090000_over.json")
    ran = run("games", columns=columns)
    assert ran.exit_code == 0, ran.stderr
    table = ran.stdout.split("newest first:")[1].split("Go on with")[0]  # the folder may be long
    assert max(len(line) for line in table.splitlines()) <= columns
    assert long_name[:MAX_NAME_LENGTH] not in ran.stdout  # cut, in the Players and State cells
    dates = [line.split()[0] for line in table.splitlines() if re.match(r"\d{4}-", line)]
    assert len(dates) == 2 and all(re.fullmatch(r"\d{4}-\d\d-\d\d", d) for d in dates), dates
    for file in ("2025-01-01_100000_long.json", "2025-01-01_090000_over.json"):
        assert file in ran.stdout  # whole: it is copied into `resume FILE`
    if columns < 100:  # listed: when, ruleset and state on a line; players; the file
        assert sum(" · official · " in line for line in table.splitlines()) == 1
        assert sum(" · official ✎ · " in line for line in table.splitlines()) == 1  # target 30
        assert "  File: 2025-01-01_100000_long.json" in table.splitlines()
    if columns == 120:  # room enough for every cell on one line
        (row,) = [line for line in ran.stdout.splitlines() if "long.json" in line]
        assert long_name[: MAX_NAME_LENGTH - 1] + "…, Player 2" in row
        assert row.endswith("2025-01-01_100000_long.json")
        (row,) = [line for line in ran.stdout.splitlines() if "over.json" in line]
        winner = over.players[over.ranking()[0]]
        assert f"finished, {winner[: MAX_NAME_LENGTH - 1]}…" in row


def test_games_shows_names_as_written(run, games_folder):
    game = Game.new(load_ruleset("official"), ["[bold]Ann", ":smile:"], seed=2)
    records.save(game, games_folder / "marks.json")
    ran = run("games")
    assert "[bold]Ann, :smile:" in ran.stdout


def test_games_marks_house_rules_and_partners(run, games_folder):
    """A play-tester: `games` showed "official" for a table of partners playing 5 cards
    each, as for the plain rules (the setup names such rules "official (changed)")."""
    from dataclasses import replace

    official = load_ruleset("official")
    names = ["Ann", "Ben", "Cat", "Dan"]
    records.save(Game.new(official, names, seed=2), games_folder / "plain.json")
    house = replace(official, name="official (changed)", hand_size=5, teams="opposite")
    records.save(Game.new(house, names, seed=2), games_folder / "house.json")
    ran = run("games")
    rows = {line.split()[-1]: line for line in ran.stdout.splitlines() if ".json" in line}
    assert "official ✎ (partners)" in rows["house.json"]
    assert "official" in rows["plain.json"] and "✎" not in rows["plain.json"]
    assert "partners" not in rows["plain.json"]


def test_games_offers_no_resume_when_every_save_is_damaged(run, games_folder):
    """A play-tester: a folder of damaged saves still ended with "Go on with the last
    unfinished game: uno-tui resume", which could only fail."""
    games_folder.mkdir(parents=True, exist_ok=True)
    (games_folder / "broken.json").write_text("{not json", encoding="utf-8")
    ran = run("games")
    assert ran.exit_code == 0 and "broken.json" in ran.stdout
    assert "uno-tui resume" not in ran.stdout and "uno-tui replay" not in ran.stdout


# --- resume -----------------------------------------------------------------------


def test_resume_file_opens_the_app_on_the_same_game(run, opened, unfinished):
    before = unfinished.read_bytes()
    ran = run("resume", unfinished)
    assert ran.exit_code == 0, ran.stderr
    (tui,) = opened
    assert tui.ran
    record, expected = records.resume(unfinished)
    assert snapshot(tui.kwargs["game"]) == snapshot(expected)
    assert tui.kwargs["names"] == ["Ann", "Ben", "Cat"] and tui.kwargs["rules"] == record.rules
    recorder = tui.kwargs["recorder"]
    assert isinstance(recorder, Recorder) and recorder.path == unfinished
    assert unfinished.read_bytes() == before  # nothing is written before a move is made


def test_resume_then_play_on_then_resume_again(run, opened, unfinished):
    assert run("resume", unfinished).exit_code == 0
    tui = opened[-1]
    game, recorder = tui.kwargs["game"], tui.kwargs["recorder"]
    play(game, 7, seed=21)  # what the app does: a move, then recorder.save(game)
    recorder.save(game)
    assert run("resume", unfinished).exit_code == 0
    assert snapshot(opened[-1].kwargs["game"]) == snapshot(game)


def test_resume_without_a_file_takes_the_last_unfinished_game(
    run, opened, games_folder, unfinished, finished
):
    games_folder.mkdir()
    shutil.copy(unfinished, games_folder / "a.json")
    newer = json.loads(finished.read_text(encoding="utf-8"))
    newer["saved"] = "2999-01-01T00:00:00+00:00"  # the newest file is a finished game
    (games_folder / "b.json").write_text(records.dumps(newer), encoding="utf-8")
    ran = run("resume")
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["recorder"].path == games_folder / "a.json"
    assert opened[0].kwargs["game"].players == ["Ann", "Ben", "Cat"]


def test_resume_without_a_file_passes_over_a_game_that_would_not_open(
    run, opened, games_folder, unfinished
):
    games_folder.mkdir()
    shutil.copy(unfinished, games_folder / "a.json")

    def newer_and_wrong(data):
        UNRESUMABLE["a wrong saved turn"](data)
        data["saved"] = "2999-01-01T00:00:00+00:00"

    edit(shutil.copy(unfinished, games_folder / "b.json"), newer_and_wrong)
    ran = run("resume")
    assert ran.exit_code == 0, ran.stderr
    assert opened[-1].kwargs["recorder"].path == games_folder / "a.json"
    # Not silently: one sentence says which save was passed over, why, and what is resumed.
    said = ran.stderr.strip()
    assert len(said.splitlines()) == 1 and "Traceback" not in said
    assert said.startswith(f"A newer save cannot be opened ({games_folder / 'b.json'}")
    assert said.endswith("), so a.json is resumed instead.")  # (the name 'games' lists)
    assert opened[-1].kwargs["notice"] == said  # and on the screen as the game opens


def _older(data):
    data["saved"] = "2000-01-01T00:00:00+00:00"


def test_resume_says_how_many_newer_saves_it_passed_over_and_why(
    run, opened, games_folder, unfinished
):
    # A save from a newer uno-tui and a file cut short, both newer than the game resumed
    # (2000): the newest one's reason is said.
    games_folder.mkdir()
    edit(shutil.copy(unfinished, games_folder / "a.json"), _older)
    edit(
        shutil.copy(unfinished, games_folder / "b.json"),
        lambda data: data.update(format=99, saved="2999-01-01T00:00:00+00:00"),
    )
    cut = games_folder / "c.json"
    cut.write_text('{"format": 1', encoding="utf-8")
    os.utime(cut, (1e9, 1e9))  # (a file that does not read is dated by its time: 2001)
    ran = run("resume")
    assert ran.exit_code == 0, ran.stderr
    assert opened[-1].kwargs["recorder"].path == games_folder / "a.json"
    said = ran.stderr.strip()
    assert len(said.splitlines()) == 1
    assert said.startswith(f"2 newer saves cannot be opened (the newest: {games_folder / 'b.json'}")
    assert "written by a newer uno-tui (record format 99" in said
    assert said.endswith("so a.json is resumed instead.")


def test_resume_with_only_a_save_that_cannot_be_opened_says_why(run, opened, games_folder):
    games_folder.mkdir()
    (games_folder / "cut.json").write_text('{"format": 1', encoding="utf-8")
    _one_line_error(
        run("resume"),
        f"No game to resume in {games_folder}: a save cannot be opened ({games_folder}",
        "not valid JSON",
        "start a new game with 'uno-tui play'.",
    )
    assert not opened


def test_resume_passes_over_a_newer_finished_game_unsaid(
    run, opened, games_folder, unfinished, finished
):
    games_folder.mkdir()
    edit(shutil.copy(unfinished, games_folder / "a.json"), _older)
    shutil.copy(finished, games_folder / "b.json")  # newer, over: nothing to go on with
    ran = run("resume")
    assert ran.exit_code == 0 and ran.stderr == "", ran.stderr
    assert opened[-1].kwargs["notice"] is None


def test_resume_with_nothing_to_resume(run, opened, games_folder):
    _one_line_error(run("resume"), "No unfinished game to resume", str(games_folder))
    assert not opened


def test_resume_a_finished_game_points_to_replay(run, opened, finished):
    _one_line_error(run("resume", finished), "this game is over", "uno-tui replay")
    assert not opened


def test_resume_a_game_of_computers_only_points_to_replay(run, opened, tmp_path):
    game = Game.new(load_ruleset("official"), ["Ann", "Ben"], seed=2)
    path = records.save(game, tmp_path / "bots.json", computers={0: "easy", 1: "hard"})
    _one_line_error(run("resume", path), "every seat is a computer player", "uno-tui replay")
    assert not opened


def test_resume_a_damaged_record_names_the_move_and_keeps_the_file(run, opened, unfinished):
    data = json.loads(unfinished.read_text(encoding="utf-8"))
    data["moves"][5]["move"] = "play W+9 red"
    unfinished.write_text(records.dumps(data), encoding="utf-8")
    before = unfinished.read_bytes()
    _one_line_error(run("resume", unfinished), f"{unfinished}, line ", "move 6 ('play W+9 red'")
    assert unfinished.read_bytes() == before
    assert not opened


def test_resume_a_newer_format_is_refused(run, opened, unfinished):
    data = json.loads(unfinished.read_text(encoding="utf-8"))
    data["format"] = 99
    unfinished.write_text(json.dumps(data), encoding="utf-8")
    _one_line_error(run("resume", unfinished), "newer uno-tui", "format 99")


def test_resume_a_file_that_is_not_there(run, tmp_path):
    ran = run("resume", tmp_path / "nothing.json")
    assert ran.exit_code == 2 and "there is no file" in ran.stderr and "uno-tui games" in ran.stderr
    assert len(ran.stderr.strip().splitlines()) == 1


# --- replay -----------------------------------------------------------------------


@pytest.mark.parametrize("reveal", [False, True])
def test_replay_opens_the_replay_of_the_file(run, opened, finished, reveal):
    ran = run("replay", finished, *(["--reveal"] if reveal else []))
    assert ran.exit_code == 0, ran.stderr
    (tui,) = opened
    steps = tui.kwargs["replay"]
    assert isinstance(steps, Replay) and steps.record.path == finished
    assert bool(tui.kwargs["reveal"]) is reveal
    assert tui.kwargs["recorder"] is None and tui.kwargs["game"] is None


def test_replay_with_no_file_watches_the_last_game_saved(run, opened, games_folder, finished):
    """A play-tester: `replay` alone said "Missing argument 'FILE'", where `resume` alone
    goes on with the last game."""
    ran = run("replay")
    assert ran.exit_code == 1 and "No saved game to watch in" in ran.stderr and not opened
    games_folder.mkdir()
    (games_folder / "damaged.json").write_text("{")  # newer, but cannot be read
    saved = games_folder / "game.json"
    saved.write_bytes(finished.read_bytes())
    os.utime(saved, (1, 1))
    ran = run("replay")
    assert ran.exit_code == 0, ran.stderr
    (tui,) = opened
    assert tui.kwargs["replay"].record.path == saved


def test_replay_a_damaged_record(run, opened, finished):
    finished.write_bytes(finished.read_bytes()[:-40])
    _one_line_error(run("replay", finished), str(finished), "damaged or cut short")
    assert not opened


# --- play and the setup screen save as they go ------------------------------------------


def test_play_save_hands_the_app_a_recorder_for_that_file(run, opened, tmp_path):
    ran = run("play", "-n", "Ann", "-n", "Ben", "--seed", "3", "--save", tmp_path / "ab.json")
    assert ran.exit_code == 0, ran.stderr
    recorder = opened[0].kwargs["recorder"]
    assert recorder.path == tmp_path / "ab.json"
    assert not (tmp_path / "ab.json").exists()  # written once the game is dealt


def test_play_save_refuses_an_existing_file(run, opened, unfinished):
    ran = run("play", "--save", unfinished)
    assert ran.exit_code == 2
    assert "already exists" in ran.stderr and f"uno-tui resume {unfinished}" in ran.stderr
    assert len(ran.stderr.strip().splitlines()) == 1
    assert not opened


def test_play_and_the_setup_screen_autosave_into_the_games_folder(run, opened, games_folder):
    assert run("play", "-n", "Ann").exit_code == 0
    assert run().exit_code == 0
    for tui in opened:
        recorder = tui.kwargs["recorder"]
        assert isinstance(recorder, Recorder) and recorder.path is None  # chosen at first save
    from uno_tui.engine import Game, load_ruleset

    game = Game.new(load_ruleset("official"), ["Ann", "Player 2"], seed=5)
    path = opened[0].kwargs["recorder"].save(game)
    assert path.parent == games_folder
