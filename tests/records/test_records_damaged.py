"""A damaged or hand-edited record gives one clear RecordError and stays byte for byte."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from support.editing import UNRESUMABLE, edit

from uno_tui import records
from uno_tui.records import RecordError


def _refused(path: Path, *fragments: str) -> str:
    """Loading and replaying `path` fails with a message holding every fragment;
    the file is exactly as it was."""
    before = path.read_bytes()
    with pytest.raises(RecordError) as caught:
        records.resume(path)
    message = str(caught.value)
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message, message
    assert path.read_bytes() == before
    with pytest.raises(RecordError):  # the step-by-step replay refuses it the same way
        records.Replay(records.load(path))
    return message


def test_a_truncated_file(unfinished):
    text = unfinished.read_bytes()
    unfinished.write_bytes(text[: len(text) * 2 // 3])
    _refused(unfinished, str(unfinished), "not valid JSON", "damaged or cut short", "line ")


def test_invalid_json(unfinished):
    unfinished.write_text('{"format": 1, "players": ["Ann" "Ben"]}', encoding="utf-8")
    _refused(unfinished, "line 1", "not valid JSON")


def test_an_empty_file(unfinished):
    unfinished.write_bytes(b"")
    _refused(unfinished, "empty")


def test_not_utf8(unfinished):
    unfinished.write_bytes(b"\xff\xfe\x00garbage")
    # worded like the other files that are not game records (no stray "is")
    assert _refused(unfinished) == f"{unfinished}: not a game record (not UTF-8 text)"


def test_not_an_object(unfinished):
    unfinished.write_text("[1, 2, 3]\n", encoding="utf-8")
    assert _refused(unfinished) == f"{unfinished}: not a game record (expected a JSON object)"


def _moves(path: Path) -> list[dict]:
    return json.loads(path.read_text(encoding="utf-8"))["moves"]


def _play_index(path: Path) -> int:
    return next(i for i, m in enumerate(_moves(path)) if m["move"].startswith("play ") and i > 3)


def _line_of(path: Path, index: int) -> int:
    """The line of move `index` (0-based): records are written one move a line."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return lines.index('  "moves": [') + 2 + index


def test_an_unknown_card(unfinished):
    i = _play_index(unfinished)
    edit(unfinished, lambda d: d["moves"][i].update(move="play R99"))
    message = _refused(unfinished, f"move {i + 1} ('play R99'", "cannot be replayed", "R99")
    assert f"line {_line_of(unfinished, i)}:" in message


def test_an_illegal_move_in_the_middle(unfinished):
    moves = _moves(unfinished)
    i = _play_index(unfinished)
    seat = moves[i]["by"]
    record = records.load(unfinished)
    game = records.new_game(record)
    for entry in record.moves[:i]:
        game.move(entry.move, by=entry.by)
    absent = next(c for c in ("R9", "G9", "B9", "Y9", "R1", "G1") if c not in game.hand(seat))
    edit(unfinished, lambda d: d["moves"][i].update(move=f"play {absent}"))
    name = record.players[seat]
    message = _refused(
        unfinished,
        f"{unfinished}, line {_line_of(unfinished, i)}: move {i + 1} ('play {absent}' by "
        f"{name} (seat {seat}), round {moves[i]['round']}) cannot be replayed: ",
    )
    assert re.search(r"does not hold|not .*turn|cannot", message.split("replayed: ")[1])


def test_a_move_by_a_seat_that_is_not_there(unfinished):
    edit(unfinished, lambda d: d["moves"][0].update(by=7))
    _refused(unfinished, "move 1 (", "by seat 7", "cannot be replayed")


@pytest.mark.parametrize("field", ["players", "seed", "moves", "ruleset"])
def test_a_missing_field(unfinished, field):
    edit(unfinished, lambda d: d.pop(field))
    _refused(unfinished, str(unfinished), f"no {field!r} field")


def test_a_missing_format(unfinished):
    edit(unfinished, lambda d: d.pop("format"))
    _refused(unfinished, "not a uno-tui game record", "'format'")


@pytest.mark.parametrize("field", ["round", "by", "move"])
def test_a_move_with_a_missing_field(unfinished, field):
    edit(unfinished, lambda d: d["moves"][2].pop(field))
    _refused(unfinished, f"line {_line_of(unfinished, 2)}: move 3 has no {field!r} field")


def test_a_newer_format_is_refused(unfinished):
    edit(unfinished, lambda d: d.update(format=records.FORMAT + 1))
    message = _refused(unfinished, "newer uno-tui", f"format {records.FORMAT + 1}", "update")
    assert message.startswith(str(unfinished))


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("seed", "seven", "'seed' must be a whole number"),
        ("players", "Ann, Ben", "'players' must be a list"),
        ("format", True, "'format' must be a whole number"),
        ("moves", {"round": 1}, "'moves' must be a list"),
    ],
)
def test_a_field_of_the_wrong_kind(unfinished, field, value, says):
    edit(unfinished, lambda d: d.update({field: value}))
    _refused(unfinished, says)


def test_a_ruleset_option_that_does_not_exist(unfinished):
    edit(unfinished, lambda d: d["ruleset"].update(hand_sise=7))
    _refused(unfinished, "ruleset", "hand_sise", "hand_size")


def test_a_ruleset_value_that_is_not_allowed(unfinished):
    edit(unfinished, lambda d: d["ruleset"].update(hand_size=99))
    _refused(unfinished, "ruleset", "hand_size")


def test_too_many_players_for_the_rules(unfinished):
    edit(unfinished, lambda d: d.update(players=[f"P{i}" for i in range(12)]))
    _refused(unfinished, "cannot be dealt again")


def test_rounds_that_go_backwards(unfinished):
    def change(data):
        data["moves"][-1]["round"] = 1

    edit(unfinished, change)
    n = len(_moves(unfinished))
    _refused(unfinished, f"move {n}: 'round' must be 2 or 3, not 1")


def test_rounds_that_jump(unfinished):
    edit(unfinished, lambda d: d["moves"][-1].update(round=10**9))
    _refused(unfinished, f"move {len(_moves(unfinished))}: 'round' must be 2 or 3, not 1000000000")
    edit(unfinished, lambda d: d["moves"][0].update(round=2))
    _refused(unfinished, "move 1: 'round' must be 1, not 2")


def test_a_state_round_far_ahead(unfinished):
    edit(unfinished, lambda d: d["state"].update(round=10**9))
    _refused(unfinished, "the state says round 1000000000, but the last move is in round 2")


def test_a_round_that_starts_before_the_last_is_over(unfinished):
    def change(data):
        for move in data["moves"][3:]:
            move["round"] = max(move["round"], 2)

    edit(unfinished, change)
    _refused(unfinished, "move 4 (", "it is in round 2, but round 1 is not over")


def test_a_cut_move_list_no_longer_matches_the_saved_position(unfinished):
    edit(unfinished, lambda d: d.update(moves=d["moves"][:-1]))
    _refused(unfinished, "do not lead to the saved position")


def test_without_its_state_a_cut_record_loads_at_its_last_move(unfinished):
    def change(data):
        data["moves"] = data["moves"][:10]
        del data["state"]

    edit(unfinished, change)
    record, game = records.resume(unfinished)
    assert len(game.log) == 10 and [tuple(e) for e in game.log] == list(record.moves)


@pytest.mark.parametrize("kind", UNRESUMABLE)
@pytest.mark.parametrize("fixture", ["unfinished", "finished"])
def test_a_record_that_reads_but_does_not_replay(kind, fixture, request):
    path = request.getfixturevalue(fixture)
    edit(path, UNRESUMABLE[kind])
    records.load(path)  # every field is right...
    _refused(path, str(path))  # ...but the game is not there


def test_a_folder_and_a_missing_file(tmp_path):
    with pytest.raises(RecordError, match="no such file"):
        records.load(tmp_path / "nothing.json")
    with pytest.raises(RecordError, match="folder"):
        records.load(tmp_path)
