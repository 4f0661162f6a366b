"""The ruleset package: option kinds, to_mapping, the official file written out in
full, the rule sentences, and `players_problem` (how many players a ruleset can
be dealt to)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from support.positions import NAMES, official

from uno_tui.engine import Game, Ruleset, RulesetError, describe_rules, list_rulesets
from uno_tui.engine.ruleset import META_KEYS, from_mapping, kind_of, option_fields
from uno_tui.engine.ruleset.sentences import SENTENCES

RULESETS_DIR = Path(__file__).resolve().parents[2] / "rulesets"
SHIPPED = list_rulesets()
IDS = [r.name for r in SHIPPED]
COLOURED = sorted({c for c in Ruleset().deck_cards() if not c.startswith("W")})


# official.toml: every option, at its default, with a comment -------------------


def test_official_file_writes_out_every_option_with_its_official_default():
    written = tomllib.loads((RULESETS_DIR / "official.toml").read_text(encoding="utf-8"))
    defaults = Ruleset()
    for f in option_fields():
        assert f.name in written, f"official.toml leaves out {f.name}"
        assert written[f.name] == kind_of(f).plain(getattr(defaults, f.name)), f.name


def test_official_file_has_a_comment_above_every_option():
    lines = (RULESETS_DIR / "official.toml").read_text(encoding="utf-8").splitlines()
    keys = {f.name for f in option_fields()}
    for i, line in enumerate(lines):
        if line.split("=")[0].strip() not in keys:
            continue
        j = i - 1
        while lines[j].split("=")[0].strip() in keys:
            j -= 1  # options set together share one comment
        assert lines[j].startswith("#"), f"{line!r} has no comment above it"


# to_mapping ------------------------------------------------------------------------


@pytest.mark.parametrize("rules", SHIPPED, ids=IDS)
def test_to_mapping_loads_back_as_the_same_rules(rules):
    mapping = rules.to_mapping()
    assert list(mapping) == [*META_KEYS, *(f.name for f in option_fields())]
    assert json.loads(json.dumps(mapping)) == mapping, "plain JSON values only"
    assert from_mapping(json.loads(json.dumps(mapping)), "test") == rules


def test_to_mapping_writes_tables_as_tables_and_lists_as_lists():
    rules = official(add_cards={"W-swap": 1}, remove_cards=["R+2"], multi=["identical"])
    mapping = rules.with_options(hand_size_by_players={"5": 6}).to_mapping()
    assert mapping["add_cards"] == {"W-swap": 1}
    assert mapping["hand_size_by_players"] == {"5": 6}
    assert mapping["remove_cards"] == ["R+2"] and mapping["multi"] == ["identical"]
    assert mapping["name"] == "official" and mapping["hand_size"] == 7


# option kinds ----------------------------------------------------------------------


@pytest.mark.parametrize("rules", SHIPPED, ids=IDS)
def test_every_option_as_toml_reads_back_as_its_plain_value(rules):
    for f in option_fields():
        kind, value = kind_of(f), getattr(rules, f.name)
        text = f"{f.name} = {kind.toml(value)}\n"
        assert tomllib.loads(text)[f.name] == kind.plain(value), text
        assert kind.check(kind.plain(value), "test") == value, f.name


def test_table_keys_that_are_not_bare_toml_keys_are_quoted():
    rules = official(add_cards={"W+4": 2})
    kind = kind_of(next(f for f in option_fields() if f.name == "add_cards"))
    assert kind.toml(rules.add_cards) == '{"W+4" = 2}'


def test_every_option_says_what_is_allowed():
    for f in option_fields():
        allowed = kind_of(f).allowed()
        assert allowed.strip() and "\n" not in allowed, f.name
        with pytest.raises(RulesetError) as error:
            kind_of(f).check(object(), f"here: {f.name}")
        assert f"here: {f.name}" in str(error.value)


# sentences -------------------------------------------------------------------------


def test_every_sentence_belongs_to_an_option():
    assert set(SENTENCES) <= {f.name for f in option_fields()}
    assert list(SENTENCES) == [f.name for f in option_fields() if f.name in SENTENCES]


def test_the_finish_penalty_sentence_says_the_penalty():
    lines = describe_rules(official(finish_on_action="penalty", finish_penalty=3))
    assert any("you draw 3 and play goes on" in line for line in lines)


@pytest.mark.parametrize(("penalty", "total"), [(0, 4), (5, 9)])
def test_the_challenge_penalty_sentence_says_the_total(penalty, total):
    lines = describe_rules(official(challenge_penalty=penalty))
    assert f"A wrong challenge costs {total} cards in all." in lines


# players_problem -------------------------------------------------------------------


def test_a_deck_too_small_for_the_players_is_said_in_one_sentence():
    rules = official(hand_size=20)
    problem = rules.players_problem(6)
    assert problem is not None and "\n" not in problem
    for words in ("108 cards", "6 players", "6 x 20 cards", "hand_size = 20", "121"):
        assert words in problem
    assert problem.endswith("; these rules work for 2 to 5 players")
    assert rules.players_problem(5) is None, "5 x 20 + 1 = 101 cards fit in 108"
    assert rules.player_counts() == [2, 3, 4, 5]
    assert rules.works_for() == "2 to 5 players"


@pytest.mark.parametrize("players", [1, 11])
def test_players_outside_the_ruleset_range(players):
    problem = official().players_problem(players)
    assert problem == f"the official rules are for 2 to 10 players, not {players}"


def test_hand_size_by_players_is_the_size_checked():
    rules = official(hand_size=16, hand_size_by_players={"8": 10})
    assert rules.players_problem(8) is None, "8 x 10 + 1 = 81"
    problem = rules.players_problem(7)
    assert problem and "hand_size = 16" in problem and "7 x 16" in problem
    assert rules.works_for() == "2 to 6 and 8 players"
    rules = official(hand_size=5, hand_size_by_players={"9": 12})
    problem = rules.players_problem(9)
    assert problem and "hand_size_by_players gives 12 for 9" in problem
    assert rules.works_for() == "2 to 8 and 10 players"


def test_removed_and_added_cards_count():
    fewer = official(remove_cards=COLOURED[:20])  # every copy of 20 cards goes
    have = len(fewer.deck_cards())
    players = (have - 1) // 7  # the most that can be dealt 7 each
    assert players < 10 and fewer.players_problem(players) is None
    problem = fewer.players_problem(players + 1)
    assert problem and f"has {have} cards" in problem
    assert f"({108 - have} cards removed)" in problem
    more = fewer.with_options(add_cards={"W-swap": 10})
    assert more.players_problem(players + 1) is None, "10 more cards make room"


@pytest.mark.parametrize(
    ("options", "extra", "players"),
    [
        ({"handicap": "rank", "play_to_last": True, "scoring": "ranking"}, 6, 10),
        ({"handicap": "points"}, 40, 10),  # +4 each below 500 points
        ({"handicap": "points", "target_score": 2000}, 50, 10),  # +5 each at most
        ({"handicap": "wins", "play_to_last": True, "scoring": "ranking", "rounds": 10}, 9, 10),
        ({"handicap": "wins", "scoring": "round-wins", "target_wins": 3}, 20, 10),
    ],
)
def test_handicap_cards_count_at_their_most(options, extra, players):
    rules = official(**options)
    size = len(rules.deck_cards()) - extra - 1  # all the deck holds, with the handicap
    fits = rules.with_options(hand_size=size // players)
    assert fits.players_problem(players) is None
    over = rules.with_options(hand_size=size // players + 1)
    problem = over.players_problem(players)
    assert problem and f"up to {extra} handicap cards" in problem


def test_a_ruleset_no_number_of_players_can_use_is_refused_at_load():
    wilds_only = official(hand_size=3, remove_cards=COLOURED)  # 8 wilds: 2 x 3 + 1 fit
    assert wilds_only.works_for() == "2 players"
    with pytest.raises(RulesetError) as error:
        wilds_only.with_options(hand_size_by_players={"2": 4})
    message = str(error.value)
    assert "has 8 cards, too few for 2 players" in message and "work for" not in message
    assert "hand_size_by_players gives 4 for 2" in message


@pytest.mark.parametrize("rules", SHIPPED, ids=IDS)
def test_players_problem_agrees_with_the_deal(rules):
    """Game.new deals to every count players_problem allows, and (without a
    handicap to allow for) refuses every count it reports."""
    for hand_size in (7, 12, 20):
        try:
            sized = rules.with_options(hand_size=hand_size)
        except RulesetError:
            continue
        for players in range(sized.min_players, sized.max_players + 1):
            problem = sized.players_problem(players)
            if problem is None:
                assert Game.new(sized, NAMES[:players], seed=players).round_number == 1
            elif sized.handicap == "none":
                with pytest.raises(ValueError):
                    Game.new(sized, NAMES[:players], seed=players)
