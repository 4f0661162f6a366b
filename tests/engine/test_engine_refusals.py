"""Refused moves (RULES 7 and 8): IllegalMove (a ValueError) that says why, and the
game exactly as before (compared with a snapshot of everything public)."""

import pytest
from support.positions import official, position, seed_where
from support.snapshot import assert_refused, snapshot

from uno_tui.engine import Game, IllegalMove, parse_move

PILE = ["B6", "B7", "B8", "B9"]


@pytest.fixture
def game(rules):
    """Ann to play on R5 with R2 G9 W Y-skip; Ben and Cat hold three cards."""
    hands = [["R2", "G9", "W", "Y-skip"], ["Y1", "Y2", "R3"], ["G2", "G4", "B1"]]
    return position(rules, hands, ["G5", "R5"], PILE)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("", "empty move"),
        ("   ", "empty move"),
        ("fly", "unknown move 'fly'"),
        ("play", "needs a card"),
        ("play uno", "needs a card"),
        ("draw 2", "takes nothing after it"),
        ("keep now", "takes nothing after it"),
        ("catch", "by seat number"),
        ("catch ben", "by seat number"),
        ("catch 1 2", "by seat number"),
        ("colour", "one colour"),
        ("colour mauve", "one colour"),
        ("play R2 mauve", "not a card, colour, seat or call"),
        ("play R2 uno uno", "not a card, colour, seat or call"),
        ("play R2 1 2", "not a card, colour, seat or call"),
    ],
)
def test_malformed_text_refused(game, text, why):
    assert_refused(game, text, match=why)


@pytest.mark.parametrize("value", [None, 5, ["play", "R2"], {"play": "R2"}])
def test_a_move_that_is_not_text_refused(game, value):
    """Found in 312344d: an unhashable value raised TypeError from the parse cache."""
    assert_refused(game, value, match="line of text")


@pytest.mark.parametrize("card", ["R10", "X5", "W+5", "R-skp", "G+5", "RR"])
def test_unknown_cards_refused(game, card):
    assert_refused(game, f"play {card}", match="not a card")


def test_cards_not_held_refused(game):
    assert_refused(game, "play R3", match="Ann.*R 3")
    assert_refused(game, "play W+4 red", match="Wild \\+4")


@pytest.mark.parametrize("by", [1, 2])
def test_wrong_player_refused(game, by):
    assert_refused(game, "draw", by=by, match="Ann's turn")
    assert_refused(game, "play R3", by=by, match="Ann's turn")
    assert_refused(game, "uno", by=by, match="UNO")


@pytest.mark.parametrize("by", [3, -1, 99, "1", 1.0])
def test_no_such_player_refused(game, by):
    assert_refused(game, "draw", by=by, match="no player")


def test_challenge_when_nothing_was_played(game):
    assert_refused(game, "challenge", match="challenge")
    assert_refused(game, "accept", match="accept")


def test_challenge_after_a_plain_wild(game):
    game.move("play W green")
    assert_refused(game, "challenge", match="challenge")


def test_catch_a_player_who_called_uno(rules):
    hands = [["R2", "G9"], ["Y1", "Y2", "R3"], ["G2", "G4", "B1"]]
    game = position(rules, hands, ["R5"], PILE)
    game.move("play R2 uno")
    assert_refused(game, "catch 0", by=2, match="called UNO")


@pytest.mark.parametrize(("target", "why"), [(1, "holds 3 cards"), (7, "no player 7")])
def test_catch_someone_not_liable(game, target, why):
    assert_refused(game, f"catch {target}", by=2, match=why)


def test_keep_without_drawing(game):
    assert_refused(game, "keep", match="keep")


def test_colour_when_no_colour_is_asked(game):
    assert_refused(game, "colour red", match="colour")


def test_wild_without_colour(game):
    assert_refused(game, "play W", match="colour")


@pytest.mark.parametrize("text", ["play R2 blue", "play R2 b", "play Y-skip green"])
def test_colour_on_a_non_wild(game, text):
    assert_refused(game, text, match="not a wild")


def test_play_naming_a_player_under_official_rules(game):
    assert_refused(game, "play R2 2", match="player")


def test_unplayable_card_refused(game):
    msg = assert_refused(game, "play Y-skip", match="Y Skip.*R 5")
    assert "red" in msg


@pytest.mark.parametrize("text", ["jumpin R2", "facedown G9", "doubt", "pass"])
def test_moves_not_in_the_official_rules(game, text):
    assert_refused(game, text)


def test_uno_with_too_many_cards(game):
    assert_refused(game, "uno", match="UNO")
    assert_refused(game, "play R2 uno", match="second-to-last")


def test_play_or_draw_while_a_colour_is_asked(rules):
    game = position(rules, [["R2", "G9", "B4"], ["Y1", "Y2"]], ["W"], PILE)
    assert game.phase == "colour"
    assert_refused(game, "play R2", match="choose a colour")
    assert_refused(game, "draw", match="choose a colour")
    assert_refused(game, "colour red", by=1, match="Ann's turn")


def test_draw_again_after_drawing(rules):
    game = position(rules, [["G9", "G8", "G7"], ["Y1", "Y2"]], ["R5"], ["R1", "R2"])
    game.move("draw")
    assert game.phase == "drawn"
    assert_refused(game, "draw", match="drawn card")
    assert_refused(game, "uno", match="UNO")


def test_moves_after_the_round_is_over(rules):
    game = position(rules, [["R2"], ["Y1", "Y2"]], ["R5"], PILE)
    game.move("play R2")
    for by in (0, 1):
        assert_refused(game, "draw", by=by, match="over")
    assert_refused(game, "uno", by=1, match="over")


def test_next_round_before_the_round_is_over(game):
    before = snapshot(game)
    with pytest.raises(IllegalMove, match="round"):
        game.next_round()
    assert snapshot(game) == before


def test_refused_moves_are_not_logged_and_make_no_events(rules):
    game = seed_where(rules, 3, lambda g: g.phase == "play")
    log, events = list(game.log), list(game.events)
    for text in ("play Q9", "keep", "challenge", "catch 1", "colour red", "fly"):
        with pytest.raises(IllegalMove):
            game.move(text)
    assert game.log == log and game.events == events


def test_illegal_move_is_a_value_error():
    assert issubclass(IllegalMove, ValueError)
    with pytest.raises(ValueError):
        parse_move("fly away")


# Positions and games that cannot be set up ------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "why"),
    [
        ({"hands": [["R1"]]}, "2 players need 2 hands"),
        ({"discard": []}, "at least its top card"),
        ({"turn": 2}, "turn must be a seat"),
        ({"direction": 0}, "direction 1 or -1"),
        ({"hands": [["R0", "R0"], ["Y1"]]}, "2 x R0"),
        ({"draw_pile": ["W"] * 5}, "5 x W"),
        ({"hands": [["R11"], ["Y1"]]}, "'R11' is not a card"),
        ({"discard": ["W"], "colour": "mauve"}, "not a colour"),
        ({"discard": ["W"], "colour": "pink"}, "not one of red, yellow, green, blue"),  # FLIP!
    ],
)
def test_impossible_positions_refused(rules, kwargs, why):
    setup = {"hands": [["R1"], ["Y1"]], "discard": ["R5"], "draw_pile": [], **kwargs}
    with pytest.raises(ValueError, match=why):
        Game.from_position(rules, ["Ann", "Ben"], **setup)


def test_position_may_not_hold_removed_cards():
    rules = official(remove_cards=["W+4"])
    with pytest.raises(ValueError, match="0"):
        Game.from_position(rules, ["Ann", "Ben"], [["W+4"], ["Y1"]], ["R5"], [])


@pytest.mark.parametrize(
    ("names", "why"), [(["Ann", "Ann"], "same name"), (["Ann", "ann"], "same name")]
)
def test_player_names_refused(rules, names, why):
    with pytest.raises(ValueError, match=why):
        Game.new(rules, names, seed=1)
