"""One check of a table (uno_tui.engine.seating) for the CLI, the setup screen and
the engine: names, how many sit down, computer seats and their levels."""

import pytest

from uno_tui import LEVELS, MAX_NAME_LENGTH
from uno_tui.engine import Game, load_ruleset
from uno_tui.engine.seating import TableError, check_level, seat_table


def refusal(rules, names, computers=None, **kwargs) -> TableError:
    with pytest.raises(TableError) as caught:
        seat_table(rules, names, computers, **kwargs)
    return caught.value


# --- names ------------------------------------------------------------------------


def test_names_are_trimmed_and_kept_in_seat_order(rules):
    assert seat_table(rules, ["  Ann ", "Ben", "\tCat"]) == ["Ann", "Ben", "Cat"]


def test_an_empty_name_takes_the_placeholder_of_its_seat(rules):
    assert seat_table(rules, ["", "Ben", "   ", "Dan"]) == ["Player 1", "Ben", "Player 3", "Dan"]


def test_a_placeholder_never_repeats_a_name_a_player_has(rules):
    # Seat 2's "Player 2" is taken: "Seat 2"; seat 3 keeps its own "Player 3".
    assert seat_table(rules, ["player 2", "", ""]) == ["player 2", "Seat 2", "Player 3"]
    assert seat_table(rules, ["", "Player 3", ""]) == ["Player 1", "Player 3", "Seat 3"]
    assert seat_table(rules, ["", "Player 1"]) == ["Seat 1", "Player 1"]
    # Both taken: a number after every seat's.
    assert seat_table(rules, ["", "Player 1", "seat 1"]) == ["Player 4", "Player 1", "seat 1"]


@pytest.mark.parametrize(
    "names",
    [
        ["Ann", "Ann"],
        ["Ann", "ANN"],
        ["straße", "STRASSE"],
        ["STRASSE", "straße"],
        ["Ann", " ann "],
    ],
)
def test_the_same_name_twice_is_refused_whatever_the_capitals(rules, names):
    # casefold, not lower: "straße".lower() != "strasse"
    error = refusal(rules, names)
    assert error.part == "names"
    assert f"{names[1].strip()!r} is given twice" in str(error)
    assert "same name" in str(error)


def test_a_name_longer_than_the_limit_is_refused_and_says_the_limit(rules):
    too_long = "B" * (MAX_NAME_LENGTH + 1)
    error = refusal(rules, ["Ann", too_long])
    assert error.part == "names"
    assert f"is {MAX_NAME_LENGTH + 1} characters long" in str(error)
    assert f"at most {MAX_NAME_LENGTH}" in str(error)
    longest = "B" * MAX_NAME_LENGTH
    assert seat_table(rules, ["Ann", f" {longest} "]) == ["Ann", longest]


def test_without_a_limit_a_long_name_is_seated(rules):
    long_name = "Bartholomew" * 11
    assert seat_table(rules, [long_name, "Ben"], longest=None) == [long_name, "Ben"]


@pytest.mark.parametrize("name", ["Ann\nBen", "Ann\x1b[31m"])
def test_a_name_must_be_printable(rules, name):
    error = refusal(rules, [name, "Ben"])
    assert error.part == "names" and "printable" in str(error)


def test_a_name_must_be_text(rules):
    error = refusal(rules, ["Ann", 7])
    assert error.part == "names" and "seat 2" in str(error)


# --- how many ---------------------------------------------------------------------


@pytest.mark.parametrize("count", [0, 1, 11])
def test_the_count_must_be_within_the_rulesets_limits(rules, count):
    error = refusal(rules, [f"P{i}" for i in range(count)])
    assert error.part == "players"
    assert str(error) == f"the official rules are for 2 to 10 players, not {count}"


def test_the_limits_are_the_rulesets_own():
    page_one = load_ruleset("page-one")
    names = [f"P{i}" for i in range(9)]
    assert "2 to 8 players, not 9" in str(refusal(page_one, names))
    assert len(seat_table(load_ruleset("official"), names)) == 9


def test_a_deck_too_small_to_deal_is_refused_unless_nothing_is_dealt(rules):
    big_hands = rules.with_options(hand_size=20)
    names = [f"P{i}" for i in range(6)]
    error = refusal(big_hands, names)
    assert error.part == "players" and "too few for 6 players" in str(error)
    assert "2 to 5 players" in str(error)
    assert seat_table(big_hands, names, deal=False) == names


def test_partners_need_an_even_count_from_four_even_without_a_deal(rules):
    partners = rules.with_options(teams="opposite")
    for deal in (True, False):
        error = refusal(partners, ["A", "B", "C", "D", "E"], deal=deal)
        assert error.part == "players" and "even number of players" in str(error)
    assert len(seat_table(partners, ["A", "B", "C", "D"])) == 4


# --- computer seats -----------------------------------------------------------------


def test_computer_seats_with_known_levels_are_seated(rules):
    assert seat_table(rules, ["Ann", "Ben", "Cat"], {1: "easy", 2: "hard"}) == [
        "Ann",
        "Ben",
        "Cat",
    ]


def test_an_unknown_level_is_refused_with_the_levels_there_are(rules):
    error = refusal(rules, ["Ann", "Ben"], {1: "genius"})
    assert error.part == "levels"
    assert str(error) == "'genius' is not a level; choose easy, normal, hard"


def test_a_computer_seat_must_exist(rules):
    error = refusal(rules, ["Ann", "Ben"], {6: "hard"})
    assert error.part == "seats"
    assert str(error) == "there is no seat 7; the seats are 1 to 2"


def test_at_least_one_seat_is_a_person(rules):
    error = refusal(rules, ["Ann", "Ben"], {0: "easy", 1: "normal"})
    assert error.part == "people" and "make at least one a person" in str(error)


def test_check_level_accepts_exactly_the_levels():
    assert [check_level(level) for level in LEVELS] == ["easy", "normal", "hard"]
    with pytest.raises(TableError, match="'Hard' is not a level"):
        check_level("Hard")


def test_a_table_error_is_a_value_error(rules):
    assert isinstance(refusal(rules, ["Ann"]), ValueError)


# --- the engine seats every game with it ------------------------------------------------


def test_game_new_refuses_the_same_name_in_other_capitals(rules):
    with pytest.raises(ValueError, match="same name"):
        Game.new(rules, ["Ann", "ANN"], seed=1)


def test_game_new_seats_an_empty_name_as_its_placeholder(rules):
    game = Game.new(rules, ["  Ann", ""], seed=1)
    assert game.players == ["Ann", "Player 2"]
    assert game.starting_players == ("Ann", "Player 2")


def test_game_new_loads_names_from_before_the_limit(rules):
    long_name = "Bartholomew" * 11
    assert Game.new(rules, [long_name, "Ben"], seed=1).players == [long_name, "Ben"]


def test_a_position_is_not_dealt_so_the_deck_need_not_deal(rules):
    big_hands = rules.with_options(hand_size=20)
    names = [f"P{i}" for i in range(6)]
    game = Game.from_position(big_hands, names, [[f"R{i}"] for i in range(6)], ["R9"], [])
    assert game.players == names
    with pytest.raises(ValueError, match="too few"):
        Game.new(big_hands, names, seed=1)
