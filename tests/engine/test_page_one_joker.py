"""Page One variant: the Joker as a Wild Draw Four (RULES 6b; O10, O11 as reused):
two jokers, `"JOKER" = "wild4"`, stacked with `"JOKER on JOKER"`, honest only with no
card of the current suit (wd4_restriction = no-matching-colour), challengeable with
`challenge_guilty = "take-back-and-replay"` and `challenge_penalty = 5`."""

from __future__ import annotations

from collections import Counter

from support.positions import NAMES, joker_rules
from support.positions import position as pos
from support.reading import kinds, own_plays
from support.snapshot import assert_refused

from uno_tui.engine import Game

J = joker_rules()
DRAW = ["AC", "AD", "AH", "4H", "5H", "6H", "KC", "KH", "9D", "10D", "4S", "6S", "9S"]
SUITS = ("spades", "hearts", "diamonds", "clubs")


def bluff_position(hand0=("JOKER", "5S", "KD"), hand1=("9C", "4C", "JOKER")):
    """Ann holds a spade (5S) on 7S: a Joker from her is a bluff."""
    return pos(J, [list(hand0), list(hand1), ["4D", "6D", "QD"]], ["7S"], DRAW)


def honest_position():
    """Ann holds no spade on 7S: her Joker is honest."""
    return pos(J, [["JOKER", "5C", "KD"], ["9C", "4C", "QC"], ["4D", "6D", "QD"]], ["7S"], DRAW)


def test_joker_deck():
    deck = J.deck_cards()
    assert len(deck) == 54 and Counter(deck)["JOKER"] == 2
    assert dict(J.rank_effects)["JOKER"] == "wild4"
    assert "JOKER on JOKER" in J.stack
    assert J.wd4_restriction == "no-matching-colour"
    assert J.challenge_guilty == "take-back-and-replay" and J.challenge_penalty == 5


def test_joker_is_never_the_starter():
    for seed in range(60):
        game = Game.new(J, NAMES[:4], seed=seed)
        assert game.discard[-1] != "JOKER"
        assert game.all_cards() == Counter(J.deck_cards())


def test_joker_is_playable_on_anything_and_declares_a_suit():
    game = honest_position()
    assert {f"play JOKER {s}" for s in SUITS} <= set(game.legal_moves())
    game.move("play JOKER hearts")
    assert game.top == "JOKER>H" and game.colour == "hearts"
    assert game.turn == 1 and game.phase == "stack" and game.pending_draw == 4


def test_joker_needs_a_suit():
    game = honest_position()
    assert_refused(game, "play JOKER")
    assert_refused(game, "play JOKER red")


def test_joker_not_answered_draws_four_and_loses_the_turn():
    game = honest_position()
    game.move("play JOKER hearts")
    events = game.move("accept")
    assert game.hand(1) == ["9C", "4C", "QC", *DRAW[:4]]
    assert "skip" in kinds(events)
    assert game.turn == 2 and game.phase == "play" and game.pending_draw == 0
    assert game.colour == "hearts"


def test_joker_stacks_on_a_joker():
    game = bluff_position()
    game.move("play JOKER hearts")
    assert {f"play JOKER {s}" for s in SUITS} <= set(game.legal_moves())
    game.move("play JOKER clubs")
    assert game.turn == 2 and game.pending_draw == 8 and game.colour == "clubs"
    assert "accept" in game.legal_moves()
    game.move("accept")
    assert game.hand(2) == ["4D", "6D", "QD", *DRAW[:8]]
    assert game.turn == 0


def test_only_a_joker_answers_a_joker():
    game = pos(J, [["JOKER", "5C", "KD"], ["2H", "3H", "8H"], ["4D", "6D"]], ["7S"], DRAW)
    game.move("play JOKER hearts")
    assert own_plays(game) == []
    for card in ("2H", "3H", "8H hearts"):
        assert_refused(game, f"play {card}")


def test_bluffing_joker_is_a_legal_play():
    """An illegal Joker can still be played (a bluff, O11)."""
    game = bluff_position()
    assert "play JOKER hearts" in game.legal_moves()
    game.move("play JOKER hearts")
    assert game.pending_draw == 4


def test_joker_can_be_challenged_by_the_next_player_only():
    game = bluff_position()
    game.move("play JOKER hearts")
    assert "challenge" in game.legal_moves()
    assert "challenge" not in game.legal_moves(by=2)
    assert_refused(game, "challenge", by=2)


def test_caught_bluffer_takes_the_joker_back_draws_four_and_plays_a_matching_card():
    game = bluff_position(hand0=("JOKER", "5S", "KD", "7D"))
    game.move("play JOKER hearts")
    events = game.move("challenge")
    assert "guilty" in kinds(events)
    reveal = [e for e in events if e.kind == "reveal"]
    assert reveal and reveal[0].private_to == 1
    assert Counter(game.hand(0)) == Counter(["JOKER", "5S", "KD", "7D", *DRAW[:4]])
    assert game.hand(1) == ["9C", "4C", "JOKER"]  # the challenger draws nothing
    assert game.top == "7S" and game.colour == "spades"
    assert game.discard == ["7S"]
    assert game.turn == 0 and game.phase == "play" and game.pending_draw == 0
    # Only a card of the active suit may be played now: no draw, no Joker, no rank match.
    assert game.legal_moves() == ["play 5S"]
    assert_refused(game, "draw")
    assert_refused(game, "play JOKER spades")
    assert_refused(game, "play 7D")
    assert_refused(game, "play KD")
    game.move("play 5S")
    assert game.turn == 1 and game.phase == "play"  # the challenger plays normally
    assert game.top == "5S"


def test_caught_bluffer_replaying_a_jack_applies_its_jump():
    game = bluff_position(hand0=("JOKER", "JS", "KD"))
    game.move("play JOKER hearts")
    game.move("challenge")
    assert own_plays(game) == ["play JS"]
    game.move("play JS")
    assert game.turn == 2  # the challenger is jumped


def test_failed_challenger_draws_nine_and_loses_the_turn():
    game = honest_position()
    game.move("play JOKER hearts")
    events = game.move("challenge")
    assert "innocent" in kinds(events)
    assert game.hand(1) == ["9C", "4C", "QC", *DRAW[:9]]
    assert game.hand(0) == ["5C", "KD"]
    assert game.turn == 2 and game.phase == "play" and game.pending_draw == 0
    assert game.top == "JOKER>H" and game.colour == "hearts"


def test_challenge_is_judged_by_suit_not_rank():
    """Holding a 7 of another suit on 7S is no bluff: only the current suit counts."""
    game = pos(J, [["JOKER", "7D", "KD"], ["9C", "4C", "QC"], ["4D", "6D", "QD"]], ["7S"], DRAW)
    game.move("play JOKER hearts")
    events = game.move("challenge")
    assert "innocent" in kinds(events)
    assert game.hand_size(1) == 3 + 9


def test_no_challenge_after_the_joker_is_accepted():
    game = bluff_position()
    game.move("play JOKER hearts")
    game.move("accept")
    assert "challenge" not in game.legal_moves()
    assert_refused(game, "challenge")
