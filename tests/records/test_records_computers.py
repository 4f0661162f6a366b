"""Records keep which seats were computer players, and at what level (issue 14)."""

from __future__ import annotations

import json

import pytest
from support.driver import play

from uno_tui import records
from uno_tui.engine import Game, load_ruleset
from uno_tui.records import RecordError

COMPUTERS = {1: "hard", 2: "easy"}


def saved(tmp_path, computers=COMPUTERS):
    game = play(Game.new(load_ruleset("official"), ["Ann", "Cat", "Dan"], seed=4), 6, seed=4)
    recorder = records.Recorder(tmp_path / "game.json", computers=computers)
    return recorder.save(game)


def test_a_record_keeps_the_computer_seats(tmp_path):
    path = saved(tmp_path)
    assert json.loads(path.read_text())["computers"] == {"1": "hard", "2": "easy"}
    record, game = records.resume(path)
    assert record.computers == COMPUTERS
    # Going on with it writes them again.
    records.Recorder.resuming(record).save(game)
    assert records.load(path).computers == COMPUTERS


def test_an_old_record_is_all_human(tmp_path):
    path = saved(tmp_path, computers={})
    assert "computers" not in json.loads(path.read_text())
    assert records.load(path).computers == {}


@pytest.mark.parametrize(
    ("value", "phrase"),
    [
        ({"5": "hard"}, "not a seat"),
        ({"one": "hard"}, "not a seat"),
        ({"1": "genius"}, "the levels are easy, normal, hard"),
        (["hard"], "must be an object"),
    ],
)
def test_bad_computer_seats_are_refused(tmp_path, value, phrase):
    path = saved(tmp_path)
    data = json.loads(path.read_text())
    data["computers"] = value
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError, match=phrase):
        records.load(path)


def test_resume_opens_the_app_with_the_computer_seats(run, opened, tmp_path):
    path = saved(tmp_path)
    assert run("resume", path).exit_code == 0
    assert opened[-1].kwargs["computers"] == COMPUTERS
