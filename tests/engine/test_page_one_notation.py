"""Playing-card notation (RULES 1) and suits in moves (RULES 7) for American Page One."""

from __future__ import annotations

import pytest
from support.positions import RANKS, SUITS, page_one
from support.positions import position as pos
from support.reading import kinds

from uno_tui.engine import SUIT_NAMES, card_info, parse_card, parse_move


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("AS", "AS"),
        ("as", "AS"),
        ("As", "AS"),
        ("10H", "10H"),
        ("10h", "10H"),
        ("QD", "QD"),
        ("qd", "QD"),
        ("kc", "KC"),
        ("2s", "2S"),
        ("JOKER", "JOKER"),
        ("joker", "JOKER"),
        ("Joker", "JOKER"),
    ],
)
def test_card_parses_case_insensitively_and_prints_canonically(text, canonical):
    card = parse_card(text)
    assert card is not None
    assert card.text == canonical
    assert card_info(canonical) is card


@pytest.mark.parametrize("text", ["1H", "11S", "TH", "ZS", "AX", "10", "JOKERS", "S", "H"])
def test_not_a_playing_card(text):
    assert parse_card(text) is None


def test_every_rank_and_suit_has_one_canonical_text():
    texts = {f"{r}{s}" for r in RANKS for s in SUITS}
    assert len(texts) == 52
    for text in texts:
        card = parse_card(text.lower())
        assert card.text == text
        assert card.playing_card
        assert card.colour == text[-1]
        assert card.face == text[:-1]
    joker = parse_card("joker")
    assert joker.text == "JOKER" and joker.colour is None


def test_standard_deck_is_the_52_canonical_texts():
    deck = page_one().deck_cards()
    assert len(deck) == 52 == len(set(deck))
    assert set(deck) == {f"{r}{s}" for r in RANKS for s in SUITS}


@pytest.mark.parametrize(
    ("word", "letter"),
    [
        ("spades", "S"),
        ("SPADES", "S"),
        ("s", "S"),
        ("hearts", "H"),
        ("H", "H"),
        ("diamonds", "D"),
        ("d", "D"),
        ("Clubs", "C"),
        ("c", "C"),
    ],
)
def test_suit_word_or_letter_in_a_move(word, letter):
    move = parse_move(f"play 8h {word}")
    assert move.cards == ("8H",)
    assert move.colour == letter
    assert parse_move(f"colour {word}").colour == letter
    assert SUIT_NAMES[letter] in ("spades", "hearts", "diamonds", "clubs")


def test_move_cards_are_canonical():
    move = parse_move("PLAY 10h pageone")
    assert move.kind == "play"
    assert move.cards == ("10H",)
    assert move.call == "pageone"
    assert parse_move("play as stop").cards == ("AS",)
    assert parse_move("play joker Spades").cards == ("JOKER",)


@pytest.mark.parametrize("suit", ["hearts", "H", "h", "HEARTS"])
def test_played_eight_prints_with_the_declared_suit(suit):
    game = pos(page_one(), [["8c", "5S", "KD"], ["9C", "4C"]], ["7s"])
    events = game.move(f"play 8c {suit}")
    assert events[0].kind == "play" and events[0].cards == ("8C",)
    assert events[0].colour == "H"
    assert game.top == "8C>H"
    assert game.colour == "hearts"
    assert game.discard == ["7S", "8C"]


def test_lower_case_play_is_applied_and_listed_canonically():
    game = pos(page_one(), [["10h", "5S", "KD"], ["9C", "4C"]], ["10s"])
    assert game.hand(0) == ["10H", "5S", "KD"]
    assert "play 10H" in game.legal_moves()
    assert "play 5S" in game.legal_moves()
    events = game.move("play 10h")
    assert kinds(events) == ["play"]
    assert events[0].cards == ("10H",)
    assert game.top == "10H"
    assert game.colour == "hearts"


def test_legal_eight_moves_name_every_suit_in_words():
    game = pos(page_one(), [["8D", "5S", "KD"], ["9C", "4C"]], ["7H"])
    eights = [m for m in game.legal_moves() if m.startswith("play 8D")]
    assert eights == [f"play 8D {name}" for name in ("spades", "hearts", "diamonds", "clubs")]
