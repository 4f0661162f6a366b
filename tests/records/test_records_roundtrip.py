"""Save and resume give the same game: random legal games in every ruleset,
saved after every step, loaded and compared move by move."""

from __future__ import annotations

import json
import random

import pytest
from support.driver import Driver
from support.snapshot import snapshot

from uno_tui import records
from uno_tui.engine import Game, list_rulesets, load_ruleset
from uno_tui.engine.ruleset import from_mapping

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]


HOUSE_RULES = {
    "penalty": {"scoring": "penalty", "penalty_limit": 60},
    "round-table": {"scoring": "round-table", "rounds": 3},
    "take-back": {
        "challenge_guilty": "take-back-and-draw-4",
        "wd4_restriction": "no-other-playable",
    },
    "misplay": {"misplay_penalty": 2, "draw_with_playable": "forbidden", "uno_penalty": 4},
    "left-random": {"next_dealer": "left", "start_player": "random", "two_player_rules": False},
    "small-deck": {"first_card": "redraw-non-number", "hand_size": 3, "remove_cards": ["W+4"]},
    "added-cards": {"deck": "classic-2016", "add_cards": {"W-swap": 1}},
    "pokemon": {"deck": "pokemon"},
    "stacking": {"stack": ["+2 on +2", "+4 on +4", "+4 on +2"], "jump_in": True},
    "multi-7-0": {"multi": ["identical"], "seven_zero": True, "draw_until_playable": True},
    "to-the-last": {"play_to_last": True, "scoring": "ranking"},
}


def _variants() -> list:
    """Every shipped ruleset, plus the official one with house rules that change replay
    (those this engine has: an unknown option is left out)."""
    found = [pytest.param(rules, id=rules.name) for rules in list_rulesets()]
    official = load_ruleset("official")
    for name, change in HOUSE_RULES.items():
        try:
            rules = official.with_options(**change).with_options(name=name)
        except ValueError:
            continue
        found.append(pytest.param(rules, id=f"house:{name}"))
    return found


VARIANTS = _variants()
# Every variant with three players; the official rules also with four and with two.
GAMES = [pytest.param(v.values[0], 1, id=f"{v.id}-1") for v in VARIANTS] + [
    pytest.param(load_ruleset("official"), seed, id=f"official-{seed}") for seed in (2, 3)
]


def _reload(game: Game) -> tuple[records.GameRecord, Game]:
    """Save `game` as record text and load it back: `save` + `resume`, without the disk."""
    record = records.parse(records.dumps(records.record_data(game)), "memory")
    return record, records.replay(record)


@pytest.mark.parametrize(("rules", "seed"), GAMES)
def test_saved_after_every_step_resumes_identically(rules, seed, tmp_path):
    players = NAMES[: 2 + seed % 3]
    rules = rules.with_options(target_score=60) if rules.scoring == "points" else rules
    game = Game.new(rules, players, seed=seed * 101)
    driver = Driver(seed)
    recorder = records.Recorder(tmp_path / "game.json")
    steps = 0
    while not game.game_over and steps < 80:
        driver.step(game)
        steps += 1
        record, resumed = _reload(game)
        assert snapshot(resumed) == snapshot(game), f"step {steps}"
        assert record.round == game.round_number
        if steps % 20 == 0:  # and through the file, as the app saves it
            assert snapshot(records.resume(recorder.save(game))[1]) == snapshot(game)
    resumed = records.resume(recorder.save(game))[1]
    # The resumed game goes on exactly like the original (same shuffles to come).
    twin = Driver(seed + 1000)
    driver = Driver(seed + 1000)
    for _ in range(150):
        if game.game_over:
            break
        driver.step(game)
        twin.step(resumed)
        assert snapshot(resumed) == snapshot(game)


@pytest.mark.parametrize("rules", VARIANTS)
def test_a_whole_game_round_trips(rules, tmp_path):
    rules = rules.with_options(target_score=150) if rules.scoring == "points" else rules
    game = Game.new(rules, NAMES[:3], seed=42)
    driver = Driver(42)
    for _ in range(2500):  # the whole game, or its first 2500 steps
        if game.game_over:
            break
        driver.step(game)
    path = records.save(game, tmp_path / "whole.json")
    record, resumed = records.resume(path)
    assert snapshot(resumed) == snapshot(game)
    assert record.finished is game.game_over and resumed.round_number == game.round_number
    if game.game_over:
        assert record.winner == game.players[game.ranking()[0]]


def test_a_save_between_rounds_resumes_in_the_new_round(tmp_path):
    rules = load_ruleset("official").with_options(target_score=2000)
    game = Game.new(rules, NAMES[:2], seed=9)
    driver = Driver(9)
    while not game.round_over:
        driver.step(game)
    records.save(game, tmp_path / "over.json")
    assert snapshot(records.resume(tmp_path / "over.json")[1]) == snapshot(game)
    game.next_round()  # dealt, no move yet: only state.round says so
    records.save(game, tmp_path / "dealt.json")
    record, resumed = records.resume(tmp_path / "dealt.json")
    assert record.round == 2 and record.moves[-1].round == 1
    assert snapshot(resumed) == snapshot(game)


@pytest.mark.parametrize("rules", VARIANTS)
def test_the_stored_ruleset_loads_back_as_the_same_rules(rules):
    mapping = json.loads(json.dumps(records.ruleset_mapping(rules)))
    assert set(mapping) >= {"name", "description", "source"}
    assert set(mapping) >= {key for key, _, _ in rules.option_rows()}
    assert from_mapping(mapping, "test") == rules


def test_the_record_does_not_need_its_ruleset_file(tmp_path):
    mine = tmp_path / "family.toml"
    mine.write_text('name = "family"\nhand_size = 5\nuno_penalty = 4\n', encoding="utf-8")
    game = Game.new(load_ruleset(mine), NAMES[:3], seed=5)
    driver = Driver(5)
    for _ in range(40):
        driver.step(game)
    path = records.save(game, tmp_path / "family-game.json")
    mine.write_text('name = "family"\nhand_size = 9\n', encoding="utf-8")  # edited ...
    assert snapshot(records.resume(path)[1]) == snapshot(game)
    mine.unlink()  # ... and deleted
    record, resumed = records.resume(path)
    assert (record.rules.name, record.rules.hand_size, record.rules.uno_penalty) == ("family", 5, 4)
    assert snapshot(resumed) == snapshot(game)


def test_a_replay_gives_every_position_in_any_order(finished):
    record = records.load(finished)
    replay = records.Replay(record)
    expected = []
    game = records.new_game(record)
    for k, step in enumerate(replay.steps):
        if k:
            records.apply_step(game, record, step)
        expected.append(snapshot(game))
    assert len(replay) > 2 * replay.CHECKPOINT  # so stepping back crosses checkpoints
    order = list(range(len(replay)))
    random.Random(1).shuffle(order)
    for k in order[:150] + list(range(len(replay) - 1, len(replay) - 140, -1)):
        assert snapshot(replay.at(k)[0]) == expected[k], k
    assert [replay.steps[k].kind for k in replay.rounds()][0] == "start"
    assert all(replay.steps[k].kind == "deal" for k in replay.rounds()[1:])


def _timed_game(old: bool = False) -> Game:
    """A timed game (H-timer) whose first player ran out of time and kept the drawn card;
    `old`: the time-out made as older versions made it, a plain "draw"."""
    game = Game.new(load_ruleset("official").with_options(turn_seconds=30), NAMES[:3], seed=6)
    while game.timeout_move() != "draw":  # (a first-card wild asks a colour first)
        game.move(game.timeout_move())
    if old:
        game.move("draw")
    else:
        game.time_out()
    while game.phase == "drawn":
        game.move(game.timeout_move())
    return game


def test_a_time_out_is_kept_in_the_record_and_the_replay_says_it(tmp_path):
    from uno_tui.engine import describe

    game = _timed_game()
    record = records.load(records.save(game, tmp_path / "timed.json"))
    assert "timeout" in [entry.move for entry in record.moves]
    replay = records.Replay(record)
    said = [
        describe(event, game.players)
        for k in range(len(replay))
        for event in replay.at(k)[1]
        if event.kind == "time-out"
    ]
    who = game.players[next(e.by for e in record.moves if e.move == "timeout")]
    assert said == [f"{who}'s time is up."]
    assert snapshot(replay.at(len(replay) - 1)[0]) == snapshot(game)


def test_a_save_from_before_time_outs_were_recorded_still_loads(tmp_path):
    """Older versions recorded a time-out as the moves it made ("draw", "keep"): such a
    record loads and replays as it always did, with no time-out said."""
    game = _timed_game(old=True)
    assert "timeout" not in [entry.move for entry in game.log]
    record, resumed = records.resume(records.save(game, tmp_path / "old.json"))
    assert snapshot(resumed) == snapshot(game)
    assert "time-out" not in [e.kind for e in resumed.events]
    new = _timed_game()  # the same hands and piles: only the log tells them apart
    assert [new.hand(s) for s in range(3)] == [resumed.hand(s) for s in range(3)]


def test_a_round_ended_by_its_clock_is_kept_in_the_record_and_resumes(tmp_path):
    """The round's time-up is the move 'time-up': the record holds it, so the saved game
    resumes at the round's end (it was refused: 'the moves do not lead to the saved
    position')."""
    rules = load_ruleset("official").with_options(round_minutes=5)
    game = Game.new(rules, NAMES[:3], seed=6)
    for _ in range(6):
        game.move(game.legal_moves()[0])
    game.round_time_up()
    assert game.round_over and game.log[-1].move == "time-up"
    record, resumed = records.resume(records.save(game, tmp_path / "clock.json"))
    assert snapshot(resumed) == snapshot(game) and resumed.round_over
    assert [e.kind for e in resumed.events].count("time-up") == 1
