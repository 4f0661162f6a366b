"""Pilot tests for American Page One through the screens: the Page One / Stop calls,
suits instead of colours, and the "out" phase (a last card played without Stop)."""

from __future__ import annotations

import app_positions as P
from app_driver import assert_handoff_public, confirm_handoff, play_card, screen_text

from uno_tui.app import create_app
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.drew import DrewModal
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.round_over import RoundOverScreen
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.event_log import EventLog

SIZE = (100, 32)


async def others_draw(pilot) -> None:
    """Ben and Cat have nothing to play: each draws with Enter (an unplayable card),
    is shown it, and hands on with Enter."""
    for seat in (1, 2):
        await confirm_handoff(pilot, seat)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(pilot.app.screen, DrewModal)
        await pilot.press("enter")
        await pilot.pause()


async def test_page_one_words_on_the_table():
    app = create_app(game=P.page_one())
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        text = screen_text(app)
        assert "Page One! u" in text and "Stop! t" in text and "UNO" not in text
        assert "Suit:  ♥ hearts" in text and "Colour" not in text
        assert "Two cards: press u to say Page One!" in text


async def test_page_one_round_caught_without_stop_then_finish_with_stop():
    game = P.page_one(uno_penalty=1)  # a caught Ann draws one card: 9H
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("u")  # Page One! said before playing the second-to-last card
        await pilot.pause()
        assert 'Ann says "Page One!"' in screen_text(app)
        await play_card(pilot, "5H")
        assert game.uno_called(0) and game.hand(0) == ["7H"] and game.catchable == []
        await others_draw(pilot)
        await confirm_handoff(pilot, 0)
        assert "Last card: press t to say Stop!" in screen_text(app)
        await play_card(pilot, "7H")  # forgot Stop
        assert game.phase == "out" and game.unconfirmed_out == 0
        screen = app.screen
        assert isinstance(screen, HandoffScreen) and screen.seat == 1
        text = screen_text(app)
        assert " Ann played the last card without saying Stop!" in text  # (one space)
        assert "Catch Ann, or Ben accepts." in text
        assert "Ann: Stop!" in text and "Ben: accept" in text
        assert_handoff_public(app)
        await pilot.press("c")
        assert isinstance(app.screen, SeatPicker)  # who spotted it: Ben or Cat
        await pilot.press("3")  # Cat (seat 3) catches
        await pilot.pause()
        assert game.hand(0) == ["9H"] and game.phase == "play" and not game.round_over
        assert isinstance(app.screen, HandoffScreen)
        assert_handoff_public(app)
        await others_draw(pilot)
        await confirm_handoff(pilot, 0)
        await pilot.press("t")  # this time: Stop!
        assert "Stop! with your next card" in screen_text(app)
        await play_card(pilot, "9H")
        assert game.round_over and game.winner == 0
        assert isinstance(app.screen, RoundOverScreen)


async def test_page_one_stop_with_the_t_key_goes_out():
    game = P.page_one([["7H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("t")
        assert "Stop! with your next card" in screen_text(app)
        await play_card(pilot, "7H")
        assert game.round_over and game.winner == 0
        assert isinstance(app.screen, RoundOverScreen)


async def test_out_phase_accept_ends_the_round():
    game = P.page_one_out()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        assert_handoff_public(app)
        await pilot.press("a")  # Ben lets it stand, without seeing his hand
        await pilot.pause()
        assert game.round_over and game.winner == 0
        assert isinstance(app.screen, RoundOverScreen)


async def test_a_catch_that_shuffles_the_discard_pile_tells_the_cards_once():
    game = P.page_one_out_short_pile()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c")
        assert isinstance(app.screen, SeatPicker)
        await pilot.press("3")  # Cat (seat 3) catches Ann: five cards, three of them reshuffled
        await pilot.pause()
        assert len(game.hand(0)) == 5
        sentences = app.screen.query_one(EventLog).sentences
        assert sentences[-2:] == [
            "Cat catches Ann without the call: Ann draws 5 cards.",
            "The discard pile is shuffled into a new draw pile (6 cards).",
        ]


async def test_a_catch_bigger_than_both_piles_tells_the_cards_drawn_once():
    game = P.page_one_out_short_piles()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("c", "3")  # Cat (seat 3) catches Ann: five cards owed, three to be had
        await pilot.pause()
        assert len(game.hand(0)) == 3
        sentences = app.screen.query_one(EventLog).sentences
        assert sentences[-2:] == [
            "Cat catches Ann without the call: Ann draws 3 cards.",
            "The discard pile is shuffled into a new draw pile (2 cards).",
        ]


async def test_out_phase_late_stop_from_the_handoff():
    game = P.page_one_out()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")  # Ann says Stop late, before anyone catches her
        await pilot.pause()
        assert game.round_over and game.winner == 0


async def test_out_phase_enter_accepts_and_shows_no_hand():
    game = P.page_one_out()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        assert "I am Ben: accept, Ann is out" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert game.round_over and not isinstance(app.screen, TableScreen)


async def test_eight_asks_for_a_suit():
    game = P.page_one_eight()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "8S", colour=None)
        assert isinstance(app.screen, ColourModal)
        text = screen_text(app)
        assert "Choose a suit" in text and "♦ Diamonds" in text and "♥ Hearts" in text
        await pilot.press("d")
        await pilot.pause()
        assert game.colour == "diamonds"
        assert "suit ♦ diamonds" in screen_text(app)  # the hand-off's piles line


async def test_page_one_on_the_last_card_variant():
    """`calls = "pageone-last"`: one call, Page One, said with the last card (u)."""
    game = P.page_one([["7H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]], calls="pageone-last")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        assert "Stop" not in screen_text(app)
        await pilot.press("u")
        assert "Page One! with your next card" in screen_text(app)
        await play_card(pilot, "7H")
        assert game.round_over and game.log[-1].move == "play 7H pageone"


async def test_page_one_last_variant_late_call_from_the_handoff():
    game = P.page_one([["7H"], ["4S", "6S", "9S"], ["9C", "10C", "JC"]], calls="pageone-last")
    game.move("play 7H")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        assert "without saying Page One!" in screen_text(app)
        assert_handoff_public(app)
        await pilot.press("u")
        await pilot.pause()
        assert game.round_over and game.log[-1].move == "pageone"
