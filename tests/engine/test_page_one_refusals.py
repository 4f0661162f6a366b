"""Refused moves in Page One (RULES 7: refused with a reason, RULES 8: nothing changes)."""

from __future__ import annotations

import pytest
from support.positions import page_one
from support.positions import position as pos
from support.snapshot import assert_refused

R = page_one()


def table(first_hand, top="7S", **kw):
    return pos(R, [first_hand, ["10C", "4C", "6C"], ["4D", "6D", "10D"]], [top], **kw)


@pytest.mark.parametrize("word", ["red", "R", "yellow", "green", "blue", "B", "G", "Y"])
def test_colour_word_instead_of_a_suit(word):
    game = table(["8H", "7H", "5S"])
    assert_refused(game, f"play 8H {word}", match="suit")


def test_eight_without_a_suit():
    game = table(["8H", "7H", "5S"])
    assert_refused(game, "play 8H", match="suit")


def test_suit_declared_with_a_plain_card():
    game = table(["8H", "7H", "5S"])
    assert_refused(game, "play 7H spades", match="not a wild")
    assert_refused(game, "play 7H hearts")


@pytest.mark.parametrize("word", ["red", "r", "blue", "green", "yellow"])
def test_colour_word_when_choosing_the_first_suit(word):
    game = table(["8H", "7H", "5S"], top="8C")
    assert game.phase == "colour"
    assert_refused(game, f"colour {word}")


def test_uno_call_with_a_play():
    game = table(["7H", "5S"])
    assert_refused(game, "play 7H uno")


def test_uno_call_alone():
    game = table(["7H", "5S"])
    assert_refused(game, "uno", match="pageone")


def test_uno_call_on_the_last_card():
    game = table(["7H"])
    assert_refused(game, "play 7H uno")


def test_uno_call_in_the_out_phase():
    game = table(["7H"])
    game.move("play 7H")
    assert_refused(game, "uno", by=0)


def test_stop_alone_when_not_going_out():
    game = table(["7H", "5S"])
    assert_refused(game, "stop")
    game = table(["7H", "5S", "KH"])
    assert_refused(game, "stop")


def test_stop_with_a_card_that_does_not_go_out():
    game = table(["7H", "5S"])
    assert_refused(game, "play 7H stop")
    game = table(["7H", "5S", "KH"])
    assert_refused(game, "play 7H stop")


def test_stop_by_another_seat():
    game = table(["7H"])
    game.move("play 7H")
    assert_refused(game, "stop", by=2)


def test_page_one_with_too_many_cards():
    game = table(["7H", "5S", "KH"])
    assert_refused(game, "pageone")
    assert_refused(game, "play 7H pageone")


@pytest.mark.parametrize("card", ["KD", "9C", "4H", "AH"])
def test_card_matching_neither_suit_nor_rank(card):
    game = table([card, "5S", "QH"])
    assert_refused(game, f"play {card}", match="does not match")


def test_card_matching_neither_after_an_eight():
    game = table(["5C", "7S", "QH"], top="8C", colour="hearts")
    assert game.colour == "hearts"
    assert_refused(game, "play 5C", match="does not match")
    assert_refused(game, "play 7S", match="does not match")


def test_card_not_held():
    game = table(["7H", "5S", "QH"])
    assert_refused(game, "play 7D", match="does not hold")
    assert_refused(game, "play JOKER spades")


@pytest.mark.parametrize("text", ["play 1H", "play 11S", "play ZZ", "play", "fly", "", "catch x"])
def test_malformed_moves(text):
    game = table(["7H", "5S", "QH"])
    assert_refused(game, text)


def test_not_your_turn():
    game = table(["7H", "5S", "QH"])
    assert_refused(game, "play 10C", by=1, match="turn")
    assert_refused(game, "draw", by=2, match="turn")


def test_catch_with_nobody_liable():
    game = table(["7H", "5S", "QH"])
    assert_refused(game, "catch 1", by=0)
    assert_refused(game, "catch 9", by=0)


def test_challenge_and_keep_out_of_place():
    game = table(["7H", "5S", "QH"])
    assert_refused(game, "challenge")
    assert_refused(game, "keep")
    assert_refused(game, "accept")


def test_refusals_in_the_stack_phase():
    game = pos(R, [["2S", "5S", "QH"], ["9S", "2C", "KC"], ["4D", "6D", "KD"]], ["7S"])
    game.move("play 2S")
    assert_refused(game, "play 9S", match="cannot answer")
    assert_refused(game, "keep")
    assert_refused(game, "play 2C stop")
    assert_refused(game, "play 2C", by=2)


def test_refusals_after_drawing():
    game = table(["9D", "5S", "QH"], draw_pile=["AS", "AH"])
    game.move("draw")
    assert game.phase == "drawn"
    assert_refused(game, "play 5S", match="drawn card")
    assert_refused(game, "draw")
