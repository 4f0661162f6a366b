"""Computer players: they play every ruleset by its rules, see only their seat, and the
simulator adds games up the same way whatever the number of processes."""

from __future__ import annotations

import gc
import json
import random
import re

import pytest

from uno_tui.engine import Game, list_rulesets, load_ruleset
from uno_tui.players import LEVELS, ComputerPlayer, decide
from uno_tui.players.beliefs import avoided
from uno_tui.players.effects import effects_for
from uno_tui.players.policy import glance_of_view, normal
from uno_tui.players.search import WORLDS, chances, favourites, worth_searching
from uno_tui.players.simulate import run, wilson
from uno_tui.players.table import play_game

RULESETS = [r.name for r in list_rulesets()]


def _short(name: str):
    """A ruleset cut down to a short game, so every ruleset can be played in a test."""
    rules = load_ruleset(name)
    return rules.with_options(
        target_score=min(rules.target_score, 60), rounds=min(rules.rounds, 2), target_wins=1
    )


@pytest.mark.parametrize("name", RULESETS)
@pytest.mark.parametrize("levels", [["easy", "normal", "easy"], ["normal", "normal", "easy"]])
def test_computer_players_finish_a_game_of_every_ruleset(name, levels):
    result, game = play_game(_short(name), levels, seed=7)
    assert game.game_over
    assert 0 <= result.winner < len(levels)
    assert sum(game.all_cards().values()) == len(game.rules.deck_cards())


@pytest.mark.parametrize("name", ["official", "street-fr", "page-one", "tgus-3", "flip"])
def test_a_hard_player_makes_only_legal_moves(name):
    rules = load_ruleset(name)
    game = Game.new(rules, ["A", "B", "C"], seed=3)
    players = [ComputerPlayer("hard", 1), ComputerPlayer("normal", 2), ComputerPlayer("easy", 3)]
    for _ in range(60):
        if game.round_over:
            break
        seat = game.turn
        move = decide(game, seat, players[seat])
        assert move in game.legal_moves(by=seat)
        game.move(move, by=seat)


class _Spy(ComputerPlayer):
    """Records what the player was handed."""

    def choose(self, view, worlds=()):
        self.handed = (view, list(worlds))
        return super().choose(view, worlds)


def _reaches(root, target) -> bool:
    """Whether `target` can be reached from `root` through references."""
    seen, todo = set(), [root]
    while todo:
        obj = todo.pop()
        if obj is target:
            return True
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        todo.extend(gc.get_referents(obj))
    return False


def test_a_computer_player_is_handed_its_view_and_sampled_worlds_never_the_game():
    game = Game.new(load_ruleset("official"), ["A", "B", "C", "D"], seed=5)
    spy = _Spy("hard", 1)
    for _ in range(30):  # until the hard player has a real choice
        seat = game.turn
        if seat == 0 and len(game.legal_moves()) > 1:
            break
        game.move(normal(glance_of_view(game.view(seat)), random.Random(1)), by=seat)
    decide(game, 0, spy)
    view, worlds = spy.handed
    assert worlds and all(w is not game for w in worlds)
    assert not _reaches(spy, game)
    assert not any(_reaches(w, game) for w in worlds)
    assert view.hand == tuple(game.hand(0))
    assert all(w.hand(0) == game.hand(0) for w in worlds)  # its own hand is kept
    hidden = [tuple(game.hand(s)) for s in (1, 2, 3)]
    assert any([tuple(w.hand(s)) for s in (1, 2, 3)] != hidden for w in worlds)


def test_an_unknown_level_is_refused_in_plain_words():
    with pytest.raises(ValueError, match="'expert' is not a level; choose easy, normal, hard"):
        ComputerPlayer("expert")
    assert LEVELS == ("easy", "normal", "hard")


def test_same_seed_same_figures_whatever_the_number_of_processes():
    one = run("official", ["normal", "easy"], games=30, seed=4, workers=1)
    two = run("official", ["normal", "easy"], games=30, seed=4, workers=2)
    seeded = [{k: v for k, v in s.figures().items() if k != "decision_times"} for s in (one, two)]
    assert seeded[0] == seeded[1]  # (decision times are wall clock: they differ)
    assert sum(one.wins) == 30
    times = one.figures()["decision_times"]
    assert set(times) == {"normal", "easy"}
    assert times["normal"]["decisions"] == two.figures()["decision_times"]["normal"]["decisions"]
    assert 0 < times["easy"]["median_ms"] <= times["easy"]["p95_ms"]


def test_simulate_credits_both_partners_with_a_team_win():
    """A play-tester: with teams, simulate gave seats 2 and 3 no wins at all (every team
    win went to the lower seat)."""
    rules = load_ruleset("official").with_options(teams="opposite", target_score=100)
    summary = run(rules, ["normal"] * 4, games=6, seed=2, workers=1)
    assert sum(summary.wins) == 2 * 6
    assert summary.wins[0] == summary.wins[2] and summary.wins[1] == summary.wins[3]


def test_normal_beats_random_play_more_often_than_chance():
    summary = run("official", ["normal", "easy", "easy", "easy"], games=60, seed=2, workers=1)
    assert summary.wins[0] > 60 / 4


def test_wilson_interval_holds_the_rate():
    lo, hi = wilson(40, 100)
    assert lo < 0.4 < hi
    assert (round(lo, 3), round(hi, 3)) == (0.309, 0.498)
    assert wilson(0, 0) == (0.0, 0.0)


def test_simulate_command_writes_the_figures(tmp_path):
    from typer.testing import CliRunner

    from uno_tui.cli import app

    out = tmp_path / "f.json"
    games = tmp_path / "games"
    result = CliRunner().invoke(
        app,
        [
            "simulate",
            "-p",
            "3",
            "-g",
            "4",
            "--levels",
            "normal,easy,easy",
            "--workers",
            "1",
            "--json",
            str(out),
            "--save-games",
            str(games),
        ],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(out.read_text())
    assert data["games"] == 4
    assert [s["level"] for s in data["seats"]] == ["normal", "easy", "easy"]
    assert sum(s["wins"] for s in data["seats"]) == 4
    saved = sorted(games.glob("*.json"))
    assert len(saved) == 4
    from uno_tui.records import load

    assert load(saved[0]).computers == {0: "normal", 1: "easy", 2: "easy"}  # seats, levels
    assert "Wins under official" in result.output
    # Seats count from 1, as `play --seat-level` has them (the JSON keeps the index).
    rows = [line.split("│") for line in result.output.splitlines()]
    seat_column = [row[1].strip() for row in rows if len(row) > 2]
    assert [s for s in seat_column if s.isdigit()][:3] == ["1", "2", "3"]
    assert [s["seat"] for s in data["seats"]] == [0, 1, 2]
    assert "Decision time per move in turn (ms)" in result.output
    assert "How often each rule fired (per round)" in result.output  # a title is not wrapped
    assert data["decision_times"]["normal"]["decisions"] > 0


def test_simulate_seats_one_player_per_level_without_players(tmp_path):
    """A play-tester: --levels hard,easy,easy without --players was refused (4 seats)."""
    import json

    from typer.testing import CliRunner

    from uno_tui.cli import app

    out = tmp_path / "figures.json"
    args = ["simulate", "-g", "1", "--levels", "hard,easy,easy", "--json", str(out)]
    result = CliRunner().invoke(app, [*args, "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert [s["level"] for s in json.loads(out.read_text())["seats"]] == ["hard", "easy", "easy"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--levels", "normal,expert"], "'expert' is not a level; use easy, normal, hard"),
        (["-p", "4", "--levels", "normal,easy,easy"], "3 levels for 4 players"),
        (["-r", "flip", "--levels", ",".join(["easy"] * 11)], "'--levels': the flip rules"),
        (["--players", "11"], "'--players': the official rules are for 2 to 10 players, not 11"),
        (["--ruleset", "nope"], "nope"),
    ],
)
def test_simulate_refuses_bad_options_in_one_line(args, message):
    from typer.testing import CliRunner

    from uno_tui.cli import app

    result = CliRunner().invoke(app, ["simulate", "-g", "1", *args])
    assert result.exit_code == 2
    assert message in result.output


def _normal_round(seed: int, seat: int):
    """Positions of a round between normal players, each as `seat` sees it at its turn."""
    game = Game.new(load_ruleset("official"), ["A", "B", "C", "D"], seed=seed)
    players = [ComputerPlayer("normal", seed * 10 + s) for s in range(4)]
    while not game.round_over:
        if game.turn == seat:
            yield game
        for liable in game.catchable:
            game.move(f"catch {liable}", by=(liable + 1) % 4)
        if not game.round_over:
            game.move(decide(game, game.turn, players[game.turn]), by=game.turn)


def test_beliefs_about_normal_players_hands_hold_in_the_real_game():
    beliefs = 0
    for seed in range(12):
        for game in _normal_round(seed, 0):
            view = game.view(0)
            effects = effects_for(view.rules, view.in_round)
            for seat, oldest, cards in avoided(view.events, view.hand_sizes, 0, effects):
                beliefs += 1
                assert seat != 0 and 0 < oldest <= game.hand_size(seat)
                assert not cards & set(game.hand(seat)[:oldest]), (seed, seat, cards)
    assert beliefs > 50  # drawing instead of playing is common enough to learn from


def test_a_hard_decision_is_the_same_for_the_same_seed():
    game = next(g for g in _normal_round(3, 0) if worth_searching(glance_of_view(g.view(0))))
    moves = {decide(game, 0, ComputerPlayer("hard", 11)) for _ in range(3)}
    assert len(moves) == 1 and moves <= set(game.legal_moves())


def test_hard_searches_only_when_there_is_a_real_choice():
    rules = load_ruleset("official")
    hands = [["R5", "G9", "G7"], ["G1"], ["B4"], ["Y1"]]
    one = Game.from_position(rules, list("ABCD"), hands, ["R1"], ["B9", "Y9"])
    assert one.legal_moves() == ["play R5", "draw"]
    assert ComputerPlayer("hard").worlds_wanted(one.view(0)) == 0
    two = Game.from_position(rules, list("ABCD"), [["R5", "R7"], *hands[1:]], ["R1"], ["B9"])
    glance = glance_of_view(two.view(0))
    assert "play R5 uno" in glance.legal and "play R5" in glance.legal
    assert sorted(favourites(glance, random.Random(1))) == ["play R5 uno", "play R7 uno"]
    assert ComputerPlayer("hard").worlds_wanted(two.view(0)) == WORLDS


def test_a_seat_with_fewer_cards_and_more_wilds_has_better_chances():
    rules = load_ruleset("official")
    game = Game.from_position(
        rules, list("ABC"), [["R1", "G2"], ["R3", "G4", "B5"], ["W", "G6", "B7"]], ["R9"], []
    )
    odds = [chances(game, s) for s in range(3)]
    assert abs(sum(odds) - 1) < 1e-9
    assert odds[0] > odds[1] and odds[2] > odds[1]  # one card fewer; a wild in place of a card


def test_simulate_names_events_and_cards_as_players_read_them():
    """A play-tester: the fired-rules table showed the engine's words ("knocked-out",
    "plays of wild-reverse-draw4"), in English even in French."""
    from support.language import speaking
    from typer.testing import CliRunner

    from uno_tui.cli import app
    from uno_tui.engine.events import EventKind
    from uno_tui.players.report import EVENT_WORDS, effect_card
    from uno_tui.players.table import FIRED, ROUTINE

    assert effect_card("wild-reverse-draw4") == "Wild Rev +4"
    assert effect_card("skip-all") == "Skip All"
    assert effect_card("draw4") == "+4"  # No Mercy's coloured Draw Four, not the wild
    assert effect_card("number") == "number"  # no face: as it is
    counted = {k.value for k in EventKind} - set(ROUTINE) - set(FIRED)
    assert counted <= set(EVENT_WORDS)  # every kind the table may count has its words
    args = ["--lang", "fr", "simulate", "-g", "3", "-p", "3", "-r", "no-mercy", "--seed", "2"]
    with speaking("en"):  # (--lang fr stays in use after the command: back to English)
        result = CliRunner().invoke(app, [*args, "--workers", "1"])
    assert result.exit_code == 0, result.output
    assert "poses (Passe pour tous)" in result.output
    # (a play-tester: "23.6 / 25 / 30" beside "60,0 %": one decimal mark, the language's)
    assert re.search(r"\d+,\d / \d+(,\d)? / \d+", result.output), result.output
    assert not re.search(r"\d\.\d", result.output)  # (rates, timings: none with a point)
    for word in ("knocked-out", "discard-all", "skip-all", "wild-reverse-draw4", "draw2"):
        assert word not in result.output
