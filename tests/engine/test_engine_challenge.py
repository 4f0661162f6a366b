"""O11: challenging a Wild Draw Four (guilty, take-back, innocent, not challenged)."""

import pytest
from support.positions import official, position
from support.reading import kinds
from support.snapshot import assert_refused

from uno_tui.engine import describe

PILE = ["B6", "B7", "B8", "B9", "Y6", "Y7", "Y8", "Y9"]


def bluff(rules):
    """Ann holds a red card and plays Wild Draw Four on red: a bluff. Ben is next."""
    hands = [["W+4", "R2", "G1"], ["Y1", "Y2", "Y3"], ["G2", "G4"]]
    game = position(rules, hands, ["G3", "R5"], PILE)
    game.move("play W+4 blue")
    return game


def honest(rules):
    """Ann holds no red card and plays Wild Draw Four on red: honest."""
    hands = [["W+4", "G1", "Y4"], ["Y1", "Y2", "Y3"], ["G2", "G4"]]
    game = position(rules, hands, ["G3", "R5"], PILE)
    game.move("play W+4 blue")
    return game


def test_O11_guilty_bluffer_draws_four_challenger_takes_normal_turn(rules):
    assert rules.challenge_guilty == "draw-4"
    game = bluff(rules)
    events = game.move("challenge")
    assert kinds(events) == ["challenge", "reveal", "guilty", "draw"]
    assert events[-1].player == 0 and events[-1].cards == tuple(PILE[:4])
    assert game.hand(0) == ["R2", "G1", *PILE[:4]]
    assert game.hand(1) == ["Y1", "Y2", "Y3"], "the challenger draws nothing"
    assert (game.turn, game.phase, game.pending_draw) == (1, "play", 0)
    assert (game.top, game.colour) == ("W+4>B", "blue")
    assert_refused(game, "play Y1", match="blue")


def test_O11_guilty_take_back_restores_previous_top_and_colour():
    rules = official(challenge_guilty="take-back-and-draw-4")
    game = bluff(rules)
    events = game.move("challenge")
    assert kinds(events) == ["challenge", "reveal", "guilty", "take-back", "draw"]
    assert game.discard == ["G3", "R5"]
    assert (game.top, game.colour) == ("R5", "red")
    assert sorted(game.hand(0)) == sorted(["W+4", "R2", "G1", *PILE[:4]])
    assert (game.turn, game.phase) == (1, "play")
    assert game.legal_moves() == ["draw"], "Ben's yellows do not match R5 again"


def test_O11_take_back_restores_a_declared_wild_colour():
    rules = official(challenge_guilty="take-back-and-draw-4")
    hands = [["W+4", "G7", "Y4"], ["G1", "R1", "R2"], ["B2", "B4"]]
    game = position(rules, hands, ["R1", "W"], PILE, colour="green")
    game.move("play W+4 red")
    assert "guilty" in kinds(game.move("challenge"))
    assert (game.top, game.colour, game.discard) == ("W>G", "green", ["R1", "W"])
    game.move("play G1")
    assert game.top == "G1"


def test_O11_innocent_challenger_draws_six_and_loses_turn(rules):
    game = honest(rules)
    events = game.move("challenge")
    assert kinds(events) == ["challenge", "reveal", "innocent", "draw", "skip"]
    assert game.hand(1) == ["Y1", "Y2", "Y3", *PILE[:6]]
    assert game.hand(0) == ["G1", "Y4"]
    assert (game.turn, game.phase, game.top) == (2, "play", "W+4>B")


def test_O11_innocent_with_take_back_option_is_the_same():
    game = honest(official(challenge_guilty="take-back-and-draw-4"))
    game.move("challenge")
    assert game.hand_size(1) == 9 and game.turn == 2 and game.top == "W+4>B"


@pytest.mark.parametrize("answer", ["accept", "draw"])
def test_O11_not_challenged_next_player_draws_four_and_loses_turn(rules, answer):
    game = bluff(rules)
    events = game.move(answer)
    assert kinds(events) == ["draw", "skip"]
    assert game.hand(1) == ["Y1", "Y2", "Y3", *PILE[:4]]
    assert game.hand(0) == ["R2", "G1"], "an unchallenged bluff costs nothing"
    assert (game.turn, game.phase) == (2, "play")


def test_O11_only_the_next_player_may_challenge(rules):
    game = bluff(rules)
    assert "challenge" not in game.legal_moves(by=2)
    assert_refused(game, "challenge", by=2, match="Ben's turn")
    assert_refused(game, "challenge", by=0, match="Ben's turn")
    assert_refused(game, "accept", by=2, match="Ben's turn")


def test_O11_no_challenge_after_drawing(rules):
    game = bluff(rules)
    game.move("accept")
    assert_refused(game, "challenge", by=1)
    assert_refused(game, "challenge", by=2)


def test_O11_challenged_player_must_answer_before_playing(rules):
    game = bluff(rules)
    assert_refused(game, "play Y1", match="(?i)challenge")
    assert_refused(game, "keep", match="(?i)challenge")


def test_O11_reveal_shows_the_hand_only_to_the_challenger(rules):
    game = bluff(rules)
    reveal = [e for e in game.move("challenge") if e.kind == "reveal"][0]
    assert reveal.private_to == 1 and reveal.target == 0
    assert reveal.cards == ("W+4", "R2", "G1")
    names = game.players
    assert describe(reveal, names, viewer=1) is not None
    assert "R2" in describe(reveal, names, viewer=1)
    assert describe(reveal, names, viewer=None) is None
    assert describe(reveal, names, viewer=2) is None


def test_O11_judged_against_the_hand_as_it_was(rules):
    """Honest when played; a UNO catch then hands Ann red cards: still innocent."""
    hands = [["W+4", "G1"], ["Y1", "Y2", "Y3"], ["G2", "G4"]]
    game = position(rules, hands, ["R5"], ["R1", "R2", *PILE])
    game.move("play W+4 blue")
    game.move("catch 0", by=2)
    assert game.hand(0) == ["G1", "R1", "R2"]
    assert "innocent" in kinds(game.move("challenge"))
    assert game.hand_size(1) == 9


def test_O11_judged_against_the_colour_before_the_wild_draw_four(rules):
    """Holding blue and declaring blue is honest on red."""
    hands = [["W+4", "B1", "G1"], ["Y1", "Y2", "Y3"], ["G2", "G4"]]
    game = position(rules, hands, ["R5"], PILE)
    game.move("play W+4 blue")
    assert "innocent" in kinds(game.move("challenge"))


def test_O11_a_bluff_is_judged_guilty_even_after_uno_called_late(rules):
    hands = [["W+4", "R2"], ["Y1", "Y2", "Y3"], ["G2", "G4"]]
    game = position(rules, hands, ["R5"], PILE)
    game.move("play W+4 blue")
    game.move("uno", by=0)
    assert "guilty" in kinds(game.move("challenge"))
    assert game.hand(0) == ["R2", *PILE[:4]]


def test_O11_take_back_after_a_reshuffle_never_crashes():
    """A UNO catch reshuffles the card below the Wild Draw Four away before the
    challenge: nothing to go back to, so (engine's documented choice) the Wild Draw
    Four stays on the pile and the bluffer only draws 4. Found in 312344d: the pile
    was left empty and game.top raised IndexError."""
    rules = official(challenge_guilty="take-back-and-draw-4")
    hands = [["W+4", "R2"], ["G4", "G5", "Y9"], ["B4", "B5"]]
    game = position(rules, hands, ["G1", "R5"], ["Y1"])
    before = game.all_cards()
    game.move("play W+4 blue")
    game.move("catch 0", by=2)  # Ann draws Y1, then the reshuffled G1/R5
    assert game.discard == ["W+4"]
    events = kinds(game.move("challenge"))
    assert "guilty" in events and "take-back" not in events
    assert game.all_cards() == before
    assert game.discard == ["W+4"] and game.top == "W+4>B"
    assert game.hand_size(0) == 4, "R2, Y1 and the two reshuffled cards: nothing more to draw"
    assert (game.turn, game.phase) == (1, "play")
    assert_refused(game, "play Y9", match="Y 9")
