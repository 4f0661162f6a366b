"""What a record holds, how it is written, where it goes, and how saved games are listed."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from support.driver import play

from uno_tui import records
from uno_tui.engine import Game, load_ruleset
from uno_tui.records import Recorder, RecordError


def _game(seed: int = 1, steps: int = 30, names=("Ann", "Ben", "Cat")) -> Game:
    return play(Game.new(load_ruleset("official"), list(names), seed=seed), steps, seed)


def test_a_record_is_readable_json_with_everything_needed(tmp_path):
    game = _game()
    path = records.save(game, tmp_path / "g.json")
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["format"] == records.FORMAT
    assert data["players"] == ["Ann", "Ben", "Cat"] and data["seed"] == 1
    rules = game.rules
    assert data["ruleset"]["name"] == "official"
    for key, value, _ in rules.option_rows():
        assert key in data["ruleset"]
        assert data["ruleset"][key] == (list(value) if isinstance(value, tuple) else value)
    assert data["moves"] == [{"round": e.round, "by": e.by, "move": e.move} for e in game.log]
    assert data["state"]["round"] == game.round_number
    assert data["state"]["turn"] == game.turn and data["state"]["finished"] is False
    lines = text.splitlines()
    start = lines.index('  "moves": [')
    for i, entry in enumerate(game.log):  # one move a line, in order
        assert json.loads(lines[start + 1 + i].rstrip(",")) == {
            "round": entry.round,
            "by": entry.by,
            "move": entry.move,
        }
    assert list(data) == ["format", "app", "created", "saved", "players", "seed", "ruleset",
                          "state", "moves"]  # fmt: skip


def test_a_new_game_with_no_moves_is_a_record_too(tmp_path):
    game = Game.new(load_ruleset("official"), ["Ann", "Ben"], seed=4)
    path = records.save(game, tmp_path / "new.json")
    assert '"moves": []' in path.read_text(encoding="utf-8")
    assert records.resume(path)[1].hand(0) == game.hand(0)


def test_a_game_without_a_seed_cannot_be_recorded(tmp_path):
    game = Game.new(load_ruleset("official"), ["Ann", "Ben"])
    with pytest.raises(RecordError, match="without a seed"):
        records.save(game, tmp_path / "x.json")
    recorder = Recorder(tmp_path / "x.json")
    with pytest.raises(RecordError, match="without a seed"):
        recorder.save(game)
    assert not (tmp_path / "x.json").exists()
    seeded = Game.new(load_ruleset("official"), ["Ann", "Ben"], seed=records.fresh_seed())
    assert recorder.save(seeded) == tmp_path / "x.json"
    assert records.fresh_seed(12) == 12


@pytest.mark.parametrize(
    ("names", "ending"),
    [
        (["Zoé", "Léa", "Cat"], "_zoe-lea-cat.json"),  # accents off: was "_zo-la-cat"
        (["太郎", "ガブ", "Cat"], "_太郎-ガブ-cat.json"),  # Japanese kept: was "_p-p-cat"
        (["!!", "Ben"], "_p-ben.json"),  # nothing left of a name: "p"
    ],
)
def test_a_saved_game_is_named_by_its_players_in_their_own_letters(games_folder, names, ending):
    game = Game.new(load_ruleset("official"), names, seed=1)
    path = Recorder().save(game)
    assert path.name.endswith(ending) and path.exists()


def test_the_recorder_keeps_one_file_per_game(games_folder):
    recorder = Recorder()
    game = _game(steps=0)
    first = recorder.save(game)
    assert first.parent == games_folder and first.name.endswith("_ann-ben-cat.json")
    created = json.loads(first.read_text(encoding="utf-8"))["created"]
    play(game, 10)
    assert recorder.save(game) == first
    data = json.loads(first.read_text(encoding="utf-8"))
    assert data["created"] == created and len(data["moves"]) == len(game.log)
    before = first.read_bytes()
    second = recorder.save(_game(seed=2, steps=3))  # "play again": a new Game object
    assert second != first and second.parent == games_folder
    assert first.read_bytes() == before
    assert not [p for p in games_folder.iterdir() if p.name.endswith(".tmp")]


def test_a_recorder_given_a_path_numbers_the_next_games(tmp_path):
    recorder = Recorder(tmp_path / "family.json")
    assert recorder.save(_game(steps=2)) == tmp_path / "family.json"
    assert recorder.save(_game(seed=2, steps=2)) == tmp_path / "family-2.json"
    assert recorder.save(_game(seed=3, steps=2)) == tmp_path / "family-3.json"


def test_resuming_goes_on_writing_the_same_file(tmp_path):
    path = records.save(_game(steps=12), tmp_path / "g.json")
    created = json.loads(path.read_text(encoding="utf-8"))["created"]
    record, game = records.resume(path)
    recorder = Recorder.resuming(record)
    play(game, 5, seed=9)
    assert recorder.save(game) == path
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["created"] == created and len(data["moves"]) == len(game.log)


def test_a_failed_write_keeps_the_old_record_and_leaves_no_temporary_file(tmp_path, monkeypatch):
    game = _game(steps=5)
    path = records.save(game, tmp_path / "g.json")
    before = path.read_bytes()
    play(game, 5, seed=7)

    def broken(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(RecordError, match="cannot save the game .No space left on device"):
        records.save(game, path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]


def test_a_recorder_that_cannot_write_says_why(tmp_path):
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    recorder = Recorder(tmp_path / "file" / "g.json")
    with pytest.raises(RecordError, match="cannot save the game"):
        recorder.save(_game(steps=1))


def test_list_games_newest_first_with_state_and_damaged_files(games_folder, tmp_path):
    games_folder.mkdir(parents=True)
    old = records.save(_game(seed=1, steps=4), games_folder / "a-old.json")
    rules = load_ruleset("official").with_options(target_score=30)
    over = play(Game.new(rules, ["Dee", "Eve"], seed=3), 100000, seed=3)
    done = records.save(over, games_folder / "b-done.json")
    new = records.save(_game(seed=2, steps=4), games_folder / "c-new.json")
    for i, path in enumerate([old, done, new]):  # saved one minute apart
        data = json.loads(path.read_text(encoding="utf-8"))
        data["saved"] = f"2025-01-02T10:0{i}:00+00:00"
        path.write_text(records.dumps(data), encoding="utf-8")
    (games_folder / "d-bad.json").write_text("{", encoding="utf-8")
    (games_folder / ".c-new.json.x1.tmp").write_text("{", encoding="utf-8")
    (games_folder / "notes.txt").write_text("hi", encoding="utf-8")
    listed = records.list_games()
    names = [g.path.name for g in listed]
    assert set(names) == {"a-old.json", "b-done.json", "c-new.json", "d-bad.json"}
    assert names.index("c-new.json") < names.index("b-done.json") < names.index("a-old.json")
    by_name = {g.path.name: g for g in listed}
    assert by_name["b-done.json"].state_text.startswith("finished")
    assert by_name["c-new.json"].state_text == "round 1"
    assert by_name["d-bad.json"].record is None and "not valid JSON" in by_name["d-bad.json"].error
    assert records.last_unfinished().path.name == "c-new.json"
    assert records.list_games(tmp_path / "nowhere") == []
    assert records.last_unfinished(tmp_path / "nowhere") is None


def test_the_records_module_imports_no_user_interface():
    code = (
        "import sys, uno_tui.records; "
        "print(sorted(m for m in ('textual', 'typer') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=False,
        env={**os.environ},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
