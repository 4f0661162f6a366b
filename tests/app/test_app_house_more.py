"""Pilot tests for more house rules through the screens: skip stacking, 7-0 with a
target, the Gamble card, Greninja's second colour, playing to the last player (S4)
and the round-wins scoreboard (S5)."""

from __future__ import annotations

import app_positions as P
from app_driver import (
    assert_handoff_public,
    confirm_handoff,
    play_card,
    screen_text,
    select_card,
    widget_text,
)

from uno_tui.app import create_app
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.gamble import GambleModal
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.round_over import RoundOverScreen
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.event_log import EventLog
from uno_tui.engine import load_ruleset

SIZE = (100, 32)
OTHERS = [["G1", "G2", "Y5"], ["B4", "B5", "B6"]]


async def test_skip_stack_is_offered_and_counted():
    game = P.position(
        [["R-skip", "G7", "Y2"], ["R-skip", "G2", "Y5"], ["B4", "B5", "B6"]],
        rules=load_ruleset("street-fr"),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R-skip")
        assert "(a Skip waits for you)" in screen_text(app)
        await confirm_handoff(pilot, 1)
        assert "A Skip is waiting for you: ⏎ passes it on" in screen_text(app)
        await pilot.press("enter")  # pass it on with the R-skip (preselected)
        await pilot.pause()
        await confirm_handoff(pilot, 2)
        assert "2 Skips are waiting for you: no Skip to pass them on" in screen_text(app)
        await pilot.press("a")
        await pilot.pause()
        assert game.phase == "play" and game.turn == 1  # Cat and Ann skipped
        assert isinstance(app.screen, HandoffScreen)


async def test_seven_asks_whom_to_swap_with():
    game = P.position([["R7", "G9", "Y2"], *OTHERS], rules=P.official(seven_zero=True))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R7")
        assert isinstance(app.screen, SeatPicker)
        assert "nobody" not in screen_text(app)  # a 7 must swap
        # A seat's own number, as in the race windows (a play-tester: "1 Ben, 2 Cat"
        # here, while "Who catches?" says "2 Ben, 3 Cat").
        assert "2  Ben" in screen_text(app) and "3  Cat" in screen_text(app)
        await pilot.press("3")  # Cat
        await pilot.pause()
        assert game.hand(2) == ["G9", "Y2"] and game.hand(0) == ["B4", "B5", "B6"]
        assert_handoff_public(app)


async def test_gamble_card_asks_for_an_action():
    game = P.position([["W-custom", "R7", "G2"], *OTHERS], rules=load_ruleset("tgus-3"))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-custom", colour="g")
        assert isinstance(app.screen, GambleModal)
        assert app.screen.choices == ["none", "skip", "reverse", "draw2", "draw4"]
        await pilot.press("4")  # Draw Two
        await pilot.pause()
        assert game.colour == "green" and game.pending_draw == 2  # Ben may stack
        assert [e.move for e in game.log][-1] == "play W-custom green draw2"
        assert isinstance(app.screen, HandoffScreen)  # the table hears what it acts as
        assert "Ann's Gamble acts as G +2." in screen_text(app)
        assert_handoff_public(app)


async def test_gamble_card_without_action():
    game = P.position([["W-custom", "R7", "G2"], *OTHERS], rules=load_ruleset("tgus-3"))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-custom", colour="b")
        await pilot.press("1")
        await pilot.pause()
        assert [e.move for e in game.log][-1] == "play W-custom blue"
        assert "Ann's Gamble acts as Wild." in screen_text(app)


async def test_greninja_second_colour_goes_back_to_its_player():
    game = P.position([["W-greninja", "G9", "Y2"], *OTHERS], rules=load_ruleset("pokemon"))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-greninja", colour=None)
        await pilot.press("r")
        await pilot.pause()
        assert game.hand_size(1) == 7  # Ben drew G7 Y4 B8 R2
        assert game.phase == "colour" and game.turn == 0
        screen = app.screen
        if isinstance(screen, HandoffScreen):  # the keyboard goes back to Ann
            await confirm_handoff(pilot, 0)
        assert isinstance(app.screen, ColourModal)
        text = screen_text(app)
        assert "Greninja: choose the colour Cat must play" in text  # whom it is for
        assert "plays again" not in text  # Ann only chooses a colour
        await pilot.press("b")
        await pilot.pause()
        assert game.colour == "blue" and game.turn == 2
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 2
        assert "Ann chooses blue for Cat." in app.screen.query_one(EventLog).sentences


async def test_play_to_last_shows_places_and_finishing_order():
    rules = load_ruleset("japan-local")
    game = P.position([["R5"], ["R6", "R2"], ["B4", "B5", "B7"]], rules=rules)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert game.finished == [0] and not game.round_over
        assert "1st out" in screen_text(app)  # the hand-off's seats table
        await confirm_handoff(pilot, 1)
        assert "1st out" in screen_text(app)
        await pilot.press("u")
        await pilot.pause()
        await play_card(pilot, "R6")
        await confirm_handoff(pilot, 2)
        await pilot.press("enter")  # Cat draws until a card plays, and keeps it
        await pilot.pause()
        await pilot.press("k")
        await pilot.pause()
        await confirm_handoff(pilot, 1)
        await play_card(pilot, "R2")
        assert game.round_over
        assert isinstance(app.screen, RoundOverScreen)
        assert "Finishing order: 1. Ann · 2. Ben · 3. Cat" in screen_text(app)


async def test_round_wins_scoreboard_shows_target_and_wins():
    from uno_tui.app.widgets.scores import game_goal

    rules = load_ruleset("kids")
    game = P.position([["R5"], ["R6", "G2"], ["B4", "B5", "B6"]], rules=rules)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert isinstance(app.screen, RoundOverScreen)
        await pilot.press("s")
        await pilot.pause()
        text = screen_text(app)
        assert "first to win 3 rounds" in text and "Wins" in text
        assert game.round_wins(0) == 1
    assert game_goal(load_ruleset("no-mercy")) == "first to win 1 round"


async def test_stack_shows_total_and_challenge():
    game = P.stacked_wild_draw_four()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="g")
        assert "(4 cards wait for you)" in screen_text(app)
        await confirm_handoff(pilot, 1)
        assert isinstance(app.screen, TableScreen) and game.phase == "stack"
        text = screen_text(app)
        assert "4 cards wait for you (running total)" in text
        assert "a takes them. x: challenge Ann." in " ".join(text.split())
        await play_card(pilot, "W+4", colour="b")  # stack: the total runs on to Cat
        await confirm_handoff(pilot, 2)
        assert "8 cards wait for you (running total)" in screen_text(app)


async def test_a_stacked_wild_draw_four_is_not_taken_by_a_lone_enter():
    """A play-tester's grandfather, with nothing to stack, pressed Enter as the status line
    said and drew 4, his challenge gone: as in the challenge window, Enter answers
    nothing there."""
    from app_driver import notice_text

    game = P.stacked_wild_draw_four(ben=("Y2", "G2", "Y5"))  # (nothing to stack)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="b")
        await confirm_handoff(pilot, 1)
        text = " ".join(screen_text(app).split())
        assert "nothing passes them on; a takes them. x: challenge Ann." in text
        await pilot.press("enter")
        await pilot.pause()
        assert (game.phase, len(game.hand(1))) == ("stack", 3)
        assert "⏎ does nothing here: x challenges, a takes the cards." in notice_text(app.screen)
        await pilot.press("a")
        await pilot.pause()
        assert len(game.hand(1)) == 7


async def test_marking_to_answer_a_pending_draw_says_it_is_answered_with_one_card():
    """A play-tester held B +2, B +2 with 2 cards pending: space said "no two cards in
    your hand may be played together (allowed: identical cards…)", which she held."""
    from app_driver import notice_text

    rules = P.official(multi=("identical",), stack=("+2 on +2",))
    game = P.position([["R+2", "G1", "G2"], ["B+2", "B+2", "Y5"], ["B4", "B5"]], rules=rules)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R+2")
        await confirm_handoff(pilot, 1)
        assert game.phase == "stack"
        await pilot.press("space")
        await pilot.pause()
        said = notice_text(app.screen)
        assert "this is answered with one card" in said and "no two cards" not in said


async def test_marked_cards_are_played_from_one_that_fits_whatever_the_marking_order():
    """tgus-3 multi-play: R5, G5, B5 marked in that order on G7 play as G5 R5 B5 (the
    first marked does not fit; the last marked still names the colour)."""
    game = P.position(
        [["R5", "G5", "B5", "Y9"], *OTHERS], discard=["G7"], rules=load_ruleset("tgus-3")
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        for card in ("R5", "G5", "B5"):
            await select_card(pilot, game.hand(0).index(card))
            await pilot.press("space")
        await pilot.press("enter")
        await pilot.pause()
        assert game.hand(0) == ["Y9"] and game.discard[-3:] == ["G5", "R5", "B5"]
        assert (game.colour, game.turn) == ("blue", 1)


async def test_marks_go_with_the_cards_played():
    """A play-tester marked R Rev, Y Rev and B Rev (the last card) and played them; the
    marks stayed on the places, now G 2 and G 3, and her next Enter played those."""
    hand = ["R-rev", "Y-rev", "G2", "G3", "G6", "B-rev"]
    game = P.position([hand, *OTHERS], discard=["R7"], rules=load_ruleset("japan-local"))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        for card in ("R-rev", "Y-rev", "B-rev"):
            await select_card(pilot, game.hand(0).index(card))
            await pilot.press("space")
        assert len(table.marked) == 3
        await pilot.press("enter")
        await pilot.pause()
        assert sorted(game.hand(0)) == ["G2", "G3", "G6"] and game.turn != 0
        assert table.marked == ()  # (nothing left marked for the next Enter)


async def test_a_mark_stays_on_its_card_when_the_hand_changes():
    """Marks were places in the hand as shown: a card drawn into it moved them onto the
    cards beside (Y 5 and G 2 marked, not G 2 and G 3)."""
    hand = ["G2", "G3", "Y5"]  # shown by colour: Y 5, G 2, G 3
    game = P.position(
        [hand, *OTHERS], discard=["G9"], draw=["R1", *P.PILE], rules=load_ruleset("japan-local")
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        for card in ("G2", "G3"):  # (a run, which japan-local plays together)
            await select_card(pilot, game.hand(0).index(card))
            await pilot.press("space")
        assert [table.shown_hand[i] for i in table.marked] == ["G2", "G3"]
        # (a play-tester read "Selected: R 6  Marked: R 1" and expected R 6 played)
        status = " ".join(widget_text(app, table.status_line).split()).replace("\xa0", " ")
        assert "⏎ plays the marked cards: G 2, G 3" in status and "Selected" not in status
        await pilot.press("d")  # R 1 drawn: shown first, before Y 5
        await pilot.pause()
        assert table.shown_hand[0] == "R1"
        assert [table.shown_hand[i] for i in table.marked] == ["G2", "G3"]


def test_marks_move_with_their_cards():
    from uno_tui.app.hand_order import moved_marks

    old = ["R5", "G5", "B5", "G5", "Y9"]
    assert moved_marks(old, (3, 0), ["G5", "G5", "R5", "B5", "Y9"]) == (0, 2)  # sorted again
    assert moved_marks(old, (1, 2), ["R5", "G5", "Y9"]) == ()  # G5 and B5 played
    assert moved_marks(old, (1, 4), ["R5", "B5", "G5", "Y9"]) == (3,)  # G5 played: Y9 kept
