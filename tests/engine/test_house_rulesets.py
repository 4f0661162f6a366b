"""The named rulesets of RULES.md section 10: each file loads, sets exactly the
options the table lists (every other option keeps the official default), and its
own rules play as described (random games of every ruleset: test_random_play.py)."""

from __future__ import annotations

import random
import tomllib
from collections import Counter
from pathlib import Path

import pytest
from support.driver import play_game
from support.invariants import Invariants
from support.positions import position as pos
from support.reading import kinds
from support.snapshot import assert_refused

from uno_tui.engine import Game, card_info, load_ruleset
from uno_tui.engine.ruleset import option_fields

RULESETS_DIR = Path(__file__).resolve().parents[2] / "rulesets"
PLUS_TWOS = ["R+2", "Y+2", "G+2", "B+2", "W+4"]
TGUS_STACK = {"+2 on +2", "+4 on +2", "+4 on +4"}
TGUS23_STACK = TGUS_STACK | {"+2 on +4"}

# RULES 10, option by option (engine names); lists compared as sets.
EXPECTED = {
    "official-2016": {"deck": "classic-2016", "custom_effect": "play-again"},
    "pokemon": {
        "deck": "pokemon",
        "wd4_restriction": "no-other-playable",
        "challenge_guilty": "take-back-and-draw-4",
        "draw_with_playable": "forbidden",
    },
    "official-fr": {"add_cards": {"W-swap": 1}, "draw_victim_plays": "after-wd4"},
    "challenge-uno": {"scoring": "penalty", "penalty_limit": 500},
    "japan-local": {
        "start_player": "random",
        "first_card": "redraw-non-number",
        "multi": {"identical", "same-number", "runs", "same-symbol"},
        "last_card_action_penalty": 2,
        "finish_on_action": "forbidden",
        "stack": TGUS_STACK,
        "wd4_restriction": "none",
        "draw_until_playable": True,
        "play_to_last": True,
        "scoring": "ranking",
    },
    "kids": {
        "start_player": "random",
        "remove_cards": set(PLUS_TWOS),
        "first_card": "redraw-non-number",
        "scoring": "round-wins",
        "target_wins": 3,
    },
    "street-fr": {
        "jump_in": True,
        "stack": {"+2 on +2", "+4 on +4", "+4 on +2"},
        "draw_victim_plays": "after-wd4",
        "finish_on_wild": "forbidden",
        "skip_stack": True,
        "fault_penalty": 2,
        "misplay_penalty": 2,
    },
    "tgus-1": {
        "first_direction": "random",
        "multi": {"same-number", "same-symbol", "wilds"},
        "multi_finish": "allowed",
        "forced_draw": True,
        "stack": TGUS_STACK,  # no deflect: stack_deflect keeps the official []
        "uno_penalty": 0,
        "play_to_last": True,
        "scoring": "ranking",
    },
    "tgus-2": {
        "deck": "classic-2016",
        "custom_effect": "downpour",
        "handicap": "rank",
        "finish_on_action": "penalty",
        "multi": {"same-number", "same-symbol"},
        "uno_penalty": 2,
        "stack": TGUS23_STACK,
        "stack_deflect": {"reverse", "skip"},
        "stack_after_lost_challenge": False,
        "draw_victim_plays": "always",
        "play_to_last": True,
        "scoring": "ranking",
    },
    "tgus-3": {
        "deck": "classic-2016",
        "custom_effect": "gamble",
        "handicap": "wins",
        "finish_on_action": "penalty",
        "multi": {"same-number", "same-symbol"},
        "multi_finish": "needs-uno",
        "multi_finish_penalty": 3,
        "facedown_limit": 3,
        "uno_penalty": 2,
        "stack": TGUS23_STACK,
        "stack_deflect": {"reverse", "skip"},
        "stack_after_lost_challenge": True,
        "draw_victim_plays": "always",
        "play_to_last": True,
        "scoring": "ranking",
        "rounds": 10,
    },
}
DECK_SIZES = {
    "official-2016": 112,
    "pokemon": 112,
    "official-fr": 109,
    "challenge-uno": 108,
    "japan-local": 108,
    "kids": 96,
    "street-fr": 108,
    "tgus-1": 108,
    "tgus-2": 112,
    "tgus-3": 112,
}
NAMES = sorted(EXPECTED)
OFFICIAL = load_ruleset("official")


def value(rules, key):
    v = getattr(rules, key)
    if key == "add_cards":
        return dict(v)
    if isinstance(v, tuple):
        return set(v)
    return v


@pytest.mark.parametrize("name", NAMES)
def test_ruleset_file_loads_with_its_name_description_and_source(name):
    rules = load_ruleset(name)
    assert rules.name == name
    assert rules.description.strip() and "\n" not in rules.description
    assert rules.source.strip()
    assert load_ruleset(RULESETS_DIR / f"{name}.toml") == rules


@pytest.mark.parametrize("name", NAMES)
def test_ruleset_sets_the_options_of_rules_10(name):
    rules = load_ruleset(name)
    for key, wanted in EXPECTED[name].items():
        assert value(rules, key) == wanted, key


@pytest.mark.parametrize("name", NAMES)
def test_ruleset_other_options_keep_the_official_default(name):
    rules = load_ruleset(name)
    for f in option_fields():
        if f.name not in EXPECTED[name]:
            assert value(rules, f.name) == value(OFFICIAL, f.name), f.name


@pytest.mark.parametrize("name", NAMES)
def test_ruleset_file_sets_only_its_options_each_with_a_comment(name):
    path = RULESETS_DIR / f"{name}.toml"
    text = path.read_text(encoding="utf-8")
    data = tomllib.loads(text)
    assert set(data) - {"name", "description", "source"} == set(EXPECTED[name])
    assert text.startswith("#") and "uno-tui rulesets check FILE" in text
    lines = text.splitlines()
    for i, line in enumerate(lines):
        key = line.split("=")[0].strip()
        if "=" not in line or line.startswith("#") or key not in EXPECTED[name]:
            continue
        j = i - 1
        while j >= 0 and lines[j].split("=")[0].strip() in EXPECTED[name]:
            j -= 1  # keys set together share one comment
        assert lines[j].startswith("#"), f"{name}: {key} has no comment above it"


@pytest.mark.parametrize("name", NAMES)
def test_ruleset_deck(name):
    rules = load_ruleset(name)
    deck = Counter(rules.deck_cards())
    assert sum(deck.values()) == DECK_SIZES[name]
    if name == "kids":
        assert not set(PLUS_TWOS) & set(deck)
    if name == "official-fr":
        assert deck["W-swap"] == 1


def test_ruleset_tgus3_cut_off_ends_the_game_after_its_rounds():
    rules = load_ruleset("tgus-3").with_options(rounds=2)
    check = Invariants(Counter(rules.deck_cards()), random.Random(11), refuse_every=7)
    game = play_game(rules, 3, seed=11, rounds=5, check=check, cap=5000, capped=[])
    assert game.game_over and game.round_number == 2


# -- each ruleset's own rules in play -------------------------------------------------

FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]


def rs(name, hands, discard, draw_pile=FILL, **kw):
    return pos(load_ruleset(name), hands, discard, draw_pile, **kw)


def test_ruleset_pokemon_no_draw_with_a_playable_card():
    game = rs("pokemon", [["R5", "B1", "B2"], ["G3", "G4"]], ["R3"])
    assert "draw" not in game.legal_moves()
    assert_refused(game, "draw", match="forbid")


def test_ruleset_pokemon_wd4_bluff_with_another_playable_card_is_taken_back():
    # Ann holds no red but a 3: under no-other-playable her W+4 is a bluff.
    game = rs("pokemon", [["W+4", "B3", "B1"], ["G3", "G4"], ["G1"]], ["R3"])
    game.move("play W+4 green")
    events = game.move("challenge")
    assert kinds(events)[:4] == ["challenge", "reveal", "guilty", "take-back"]
    assert game.hand(0) == ["B3", "B1", "W+4", "Y1", "Y2", "Y3", "Y4"]
    assert (game.top, game.colour, game.turn, game.phase) == ("R3", "red", 1, "play")


def test_ruleset_official_fr_wd4_victim_may_play_the_draw_two_victim_not():
    game = rs("official-fr", [["W+4", "B3", "R+2"], ["G3", "G4"], ["G1"]], ["R3"])
    game.move("play R+2")
    assert game.turn == 2
    game = rs("official-fr", [["W+4", "B3", "B1"], ["G3", "G4"], ["G1"]], ["R3"])
    game.move("play W+4 green")
    game.move("accept")
    assert (game.turn, game.phase, game.hand_size(1)) == (1, "play", 6)


def test_ruleset_challenge_uno_penalty_points_and_elimination():
    rules = load_ruleset("challenge-uno").with_options(penalty_limit=5)
    # (seeded: the next round's first card must not be a Draw Two for Cat)
    game = pos(rules, [["R5", "B7"], ["R6"], ["G1", "G2", "G3"]], ["R3"], FILL, seed=3)
    game.move("play R5")  # no UNO
    events = game.move("catch 0", by=2)
    assert [(e.player, e.count) for e in events if e.kind == "penalty-points"] == [(0, 7)]
    assert game.scores == [7, 0, 0] and game.hand_size(0) == 3
    events = game.move("play R6")  # Ben goes out; Ann (7 >= 5) leaves the game
    assert game.round_over and not game.game_over
    assert "eliminated" in kinds(events) and not game.in_game(0)
    game.next_round()
    assert game.hand_size(0) == 0 and game.hand_size(1) == 7 and game.hand_size(2) == 7


def test_ruleset_japan_local_wd4_any_time_and_no_challenge():
    game = rs("japan-local", [["W+4", "R5", "R6"], ["G3", "G4"], ["G1", "G2"]], ["R3"])
    game.move("play W+4 green")
    assert game.phase == "stack" and "challenge" not in game.legal_moves()


def test_ruleset_japan_local_draw_until_playable():
    game = rs("japan-local", [["B5", "B6"], ["G3", "G4"], ["G1", "G2"]], ["R3"], ["G7", "R9"])
    game.move("draw")
    assert game.hand(0) == ["B5", "B6", "G7", "R9"] and game.phase == "drawn"


@pytest.mark.parametrize("name", ["japan-local", "kids"])
def test_ruleset_first_card_is_a_number(name):
    rules = load_ruleset(name)
    for seed in range(25):
        game = Game.new(rules, ["A", "B", "C", "D"], seed=seed)
        assert card_info(game.discard[0]).is_number
        assert not any(e.kind == "dealer-draw" for e in game.events)  # random start


def test_ruleset_kids_never_deals_a_draw_card():
    rules = load_ruleset("kids")
    for seed in range(10):
        game = Game.new(rules, ["A", "B", "C"], seed=seed)
        assert not {"R+2", "Y+2", "G+2", "B+2", "W+4"} & set(game.all_cards())


def test_ruleset_street_fr_misplay_and_no_plus2_on_plus4():
    game = rs("street-fr", [["B5", "R6", "R7"], ["G3", "G4"], ["G1", "G2"]], ["R3"])
    game.move("play B5")  # a fault: 2 cards and the turn
    assert game.hand_size(0) == 5 and game.turn == 1
    game = rs("street-fr", [["W+4", "B5", "B6"], ["G+2", "G4"], ["G1", "G2"]], ["R3"])
    game.move("play W+4 green")
    assert_refused(game, "play G+2", match="cannot be stacked")


def test_ruleset_tgus1_a_missed_uno_costs_nothing():
    """No penalty, so no UNO race: nobody is catchable and a catch is refused."""
    game = rs("tgus-1", [["R5", "B7"], ["G3", "G4"], ["G1", "G2"]], ["R3"])
    game.move("play R5")
    assert game.catchable == [] and game.view(None).catchable == ()
    assert_refused(game, "catch 0", by=2, match="costs nothing in the tgus-1 rules")
    assert game.hand(0) == ["B7"]


def test_ruleset_tgus2_downpour_and_the_finish_penalty():
    game = rs("tgus-2", [["W-custom", "R5", "B1"], ["G3", "G4"], ["G1", "G2"]], ["R3"])
    game.move("play W-custom green")
    assert game.hand_size(1) == 4 and game.hand_size(2) == 4 and game.turn == 1
    game = rs("tgus-2", [["R-skip"], ["G3", "G4"], ["G1", "G2"]], ["R3"])
    game.move("play R-skip")
    assert game.hand_size(0) == 2 and game.finished == []


def test_ruleset_tgus3_gamble_and_facedown():
    game = rs("tgus-3", [["W-custom", "R5", "B1"], ["G3", "G4"], ["G1", "G2"]], ["R3"])
    assert "facedown B1" in game.legal_moves()
    game.move("play W-custom green skip")
    assert game.turn == 2
