"""O12 (calling UNO and catching) and O13 (going out)."""

import pytest
from support.language import speaking
from support.positions import official, position
from support.reading import kinds
from support.snapshot import assert_refused

from uno_tui.engine import card_info

PILE = ["B6", "B7", "B8", "B9", "Y6", "Y7"]


def two_cards(rules, ann=("R2", "G9")):
    """Ann (to play) holds two cards; Ben and Cat hold three."""
    hands = [list(ann), ["Y1", "Y2", "R3"], ["G2", "G4", "B1"]]
    return position(rules, hands, ["R5"], PILE)


# O12 --------------------------------------------------------------------------


def test_O12_uno_called_with_the_play(rules):
    game = two_cards(rules)
    assert "play R2 uno" in game.legal_moves()
    events = game.move("play R2 uno")
    assert kinds(events) == ["play", "uno"]
    assert game.uno_called(0) and game.catchable == []
    assert "catch 0" not in game.legal_moves(by=2)
    assert_refused(game, "catch 0", by=2, match="called UNO")


def test_O12_no_call_before_playing_with_nothing_to_play(rules):
    """A call before playing goes with a card to play: with none, the seat draws, and
    a call then would be no call (computer players said UNO! and then drew)."""
    game = two_cards(rules, ann=("G2", "Y9"))  # nothing fits R5
    assert game.legal_moves() == ["draw"]
    assert_refused(game, "uno", match="no card in the hand can be played")
    assert not game.uno_called(0)


def test_O12_a_call_before_playing_lapses_when_the_drawn_card_is_kept(rules):
    """A play-tester's log: "Dan calls UNO! / Dan keeps the drawn card." The call stood,
    so two cards later Dan could go down to one without calling."""
    hands = [["G1"], ["Y1", "Y2", "B3"], ["G2", "G4", "B1"]]
    game = position(rules, hands, ["R5"], ["R3", *PILE])  # Ann draws R3: it fits
    game.move("draw")
    assert game.phase == "drawn" and "uno" in game.legal_moves()
    game.move("uno")
    game.move("keep")
    assert not game.uno_called(0) and game.hand(0) == ["G1", "R3"]


def test_O12_uno_called_before_playing(rules):
    game = two_cards(rules)
    assert "uno" in game.legal_moves()
    assert kinds(game.move("uno")) == ["uno"]
    assert game.uno_called(0) and game.turn == 0 and game.phase == "play"
    game.move("play R2")
    assert game.catchable == []
    assert_refused(game, "catch 0", by=1, match="called UNO")


def test_O12_a_second_call_is_refused_as_said_already(rules):
    """The refusal names the call as the game shows it (UNO!), not the move word."""
    game = two_cards(rules)
    game.move("uno")
    assert_refused(game, "uno", by=0, match="Ann has already called UNO!")
    game.move("play R2")
    assert_refused(game, "uno", by=0, match="Ann has already called UNO!")


def test_O12_a_second_call_is_refused_in_the_language_in_use():
    game = two_cards(official())
    game.move("uno")
    with speaking("fr"):
        said = assert_refused(game, "uno", by=0)
    assert "UNO !" in said and "'uno'" not in said


def test_O12_uno_called_after_drawing_to_two_cards(rules):
    game = position(rules, [["G9"], ["Y1", "Y2", "R3"]], ["R5"], ["R8"])
    game.move("draw")
    assert "uno" in game.legal_moves() and "play R8 uno" in game.legal_moves()
    game.move("play R8 uno")
    assert game.uno_called(0) and game.catchable == []


@pytest.mark.parametrize(("penalty", "drawn"), [(2, 2), (4, 4)])
def test_O12_forgotten_uno_caught_draws_the_penalty(penalty, drawn):
    game = two_cards(official(uno_penalty=penalty))
    game.move("play R2")
    assert game.catchable == [0] and not game.uno_called(0)
    assert "catch 0" in game.legal_moves(by=2) and "catch 0" in game.legal_moves(by=1)
    assert "uno" in game.legal_moves(by=0)
    events = game.move("catch 0", by=2)
    assert (events[0].kind, events[0].player, events[0].target) == ("catch", 2, 0)
    assert game.hand(0) == ["G9", *PILE[:drawn]]
    assert game.catchable == [] and game.turn == 1 and game.phase == "play"
    assert_refused(game, "catch 0", by=1)


def test_O12_without_a_penalty_there_is_no_race():
    """uno_penalty = 0 (tgus-1): a missed call costs nothing, so nobody is liable: no seat
    is catchable in any view, no catch is listed, and a catch is refused with the reason."""
    game = two_cards(official(uno_penalty=0))
    game.move("play R2")
    assert not game.uno_called(0) and game.catchable == []
    assert game.view(None).catchable == () and game.view(2).catchable == ()
    assert not any(m.startswith("catch") for m in game.legal_moves(by=2))
    assert "uno" not in game.legal_moves(by=0)
    assert_refused(game, "catch 0", by=2, match="a missed 'uno' costs nothing")
    assert game.hand(0) == ["G9"]


def test_O12_without_a_penalty_s3_penalty_points_still_make_a_race():
    """With S3 scoring a catch adds the hand's points, so uno_penalty = 0 still costs."""
    game = two_cards(official(uno_penalty=0, scoring="penalty"))
    game.move("play R2")
    assert game.catchable == [0]
    game.move("catch 0", by=2)
    assert game.hand(0) == ["G9"] and game.scores[0] == 9


def test_O12_default_uno_penalty_is_two(rules):
    assert rules.uno_penalty == 2


def test_O12_the_next_player_may_catch_too(rules):
    game = two_cards(rules)
    game.move("play R2")
    game.move("catch 0", by=1)
    assert game.hand_size(0) == 3 and game.turn == 1


def test_O12_late_call_beats_the_catch(rules):
    game = two_cards(rules)
    game.move("play R2")
    assert kinds(game.move("uno", by=0)) == ["uno"]
    assert game.uno_called(0) and game.catchable == []
    assert_refused(game, "catch 0", by=2, match="called UNO")
    assert game.hand(0) == ["G9"]


@pytest.mark.parametrize("next_move", ["play R3", "draw"])
def test_O12_catch_window_closes_when_the_next_player_plays_or_draws(rules, next_move):
    game = two_cards(rules)
    game.move("play R2")
    game.move(next_move)
    assert game.catchable == []
    assert "catch 0" not in game.legal_moves(by=2)
    assert_refused(game, "catch 0", by=2, match="too late")
    assert_refused(game, "uno", by=0)


def test_O12_uncaught_omission_costs_nothing(rules):
    hands = [["R2", "R9"], ["Y1", "Y2", "R3"], ["G2", "R4", "B1"]]
    game = position(rules, hands, ["R5"], PILE)
    game.move("play R2")
    game.move("play R3")
    game.move("play R4")
    events = game.move("play R9")
    assert "out" in kinds(events) and game.winner == 0


def test_O12_catch_window_stays_open_over_a_skipped_player(rules):
    game = two_cards(rules, ann=("R-skip", "G9"))
    game.move("play R-skip")
    assert game.turn == 2 and game.catchable == [0]
    game.move("catch 0", by=1)
    assert game.hand_size(0) == 3


def test_O12_catch_window_stays_open_over_a_wild_draw_four_challenge(rules):
    game = two_cards(rules, ann=("W+4", "G9"))
    game.move("play W+4 yellow")
    assert game.phase == "challenge" and game.catchable == [0]
    game.move("catch 0", by=2)
    assert game.hand_size(0) == 3
    game.move("accept")
    assert game.hand_size(1) == 7


def test_O12_catch_window_closes_when_the_challenge_is_answered(rules):
    game = two_cards(rules, ann=("W+4", "G9"))
    game.move("play W+4 yellow")
    game.move("accept")
    assert_refused(game, "catch 0", by=2, match="too late")


@pytest.mark.parametrize(
    ("target", "by", "why"),
    [(1, 2, "holds 3 cards"), (0, 2, "holds 2 cards"), (2, 2, "cannot catch yourself")],
)
def test_O12_catching_a_player_who_is_not_liable_is_refused(rules, target, by, why):
    game = two_cards(rules)
    assert_refused(game, f"catch {target}", by=by, match=why)


def test_O12_a_player_who_did_not_just_play_is_not_catchable(rules):
    """Seats only become liable by playing their second-to-last card."""
    game = position(rules, [["R2", "G9"], ["G1"], ["Y1", "Y3"]], ["R5"], PILE)
    assert game.catchable == []
    assert_refused(game, "catch 1", by=0, match="too late")


def test_O12_uno_too_early_is_refused(rules):
    game = position(rules, [["R2", "G9", "Y4"], ["Y1", "Y2", "R3"]], ["R5"], PILE)
    assert "uno" not in game.legal_moves()
    assert_refused(game, "uno", match="UNO")
    assert_refused(game, "play R2 uno", match="second-to-last")


def test_O12_drawing_cancels_an_uno_call(rules):
    hands = [["R2", "G9"], ["Y1", "Y2", "R3"], ["G2", "R4", "B1"]]
    game = position(rules, hands, ["R5"], PILE)
    game.move("play R2 uno")
    game.move("play R3")
    game.move("play R4")
    game.move("draw")
    assert game.hand_size(0) == 2 and not game.uno_called(0)


# O13 --------------------------------------------------------------------------


def test_O13_no_cards_wins_the_round(rules):
    game = position(rules, [["R2"], ["Y1", "Y2"], ["G-skip", "W"]], ["R5"], PILE)
    events = game.move("play R2")
    assert kinds(events) == ["play", "out", "round-over"]
    assert game.round_over and game.winner == 0 and game.phase == "round-over"
    assert game.scores == [3 + 70, 0, 0]
    assert game.legal_moves() == [] and game.legal_moves(by=1) == []
    assert_refused(game, "draw", by=1, match="over")


@pytest.mark.parametrize("last", ["R-skip", "R-rev", "W", "R7"])
def test_O13_any_card_may_be_the_last(rules, last):
    game = position(rules, [[last], ["Y1", "Y2"], ["G1", "G2"]], ["R5"], PILE)
    game.move(f"play {last} blue" if last == "W" else f"play {last}")
    assert game.round_over and game.winner == 0
    assert game.hand(1) == ["Y1", "Y2"] and game.scores[0] == 6


@pytest.mark.parametrize("n", [2, 3])
def test_O13_going_out_on_draw_two_next_player_draws_and_it_counts(rules, n):
    hands = [["R+2"], ["Y1", "Y2"], ["G1", "G2"]][:n]
    game = position(rules, hands, ["R5"], PILE)
    events = kinds(game.move("play R+2"))
    assert "out" in events and events.index("draw") < events.index("round-over")
    assert game.hand(1) == ["Y1", "Y2", "B6", "B7"]
    expected = 3 + 6 + 7 + (3 if n == 3 else 0)
    assert game.scores[0] == expected


@pytest.mark.parametrize("restriction", ["no-matching-colour", "no-other-playable", "none"])
def test_O13_going_out_on_wild_draw_four_next_player_draws_four(restriction):
    rules = official(wd4_restriction=restriction)
    game = position(rules, [["W+4"], ["Y1", "Y2"], ["G1", "G2"]], ["R5"], PILE)
    events = game.move("play W+4 green")
    assert "draw" in kinds(events) and game.phase == "round-over"
    assert game.hand(1) == ["Y1", "Y2", *PILE[:4]]
    assert game.scores[0] == 3 + sum(card_info(c).points for c in PILE[:4]) + 3
