"""Small things a new player reads (issue 24): one space before the name on the
hand-off, "1 card" not "1 cards", the quit question from the setup screen."""

from __future__ import annotations

import app_positions as P
import pytest
from app_driver import click_button, confirm_handoff, play_card, screen_text, widget_text

from uno_tui.app import create_app
from uno_tui.app.screens.quit import QuitModal
from uno_tui.app.widgets.prose import Prose

SIZE = (80, 24)


async def test_the_hand_off_names_the_player_after_one_space():
    app = create_app(game=P.position([["R5", "R7"], ["G1", "G2"], ["B4", "B5"]]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Pass the keyboard to Ann" in text and "to  Ann" not in text


async def test_quitting_from_the_setup_screen_loses_nothing():
    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        await app.run_action("request_quit")  # (q types into the focused name field)
        await pilot.pause()
        assert isinstance(app.screen, QuitModal)
        text = app.screen.query_one(".dialog-text", Prose).plain
        assert "nothing is lost" in text and "in progress will be lost" not in text


async def test_a_seat_picker_says_one_card_not_one_cards():
    # Ann's 7 (H-seven-zero) swaps with someone: the picker shows each hand's size.
    rules = P.official(seven_zero=True)
    game = P.position([["R7", "R1", "G3"], ["G1"], ["B4", "B5"]], rules=rules)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R7")
        text = screen_text(app)
        assert "Ben (1 card)" in text and "Cat (2 cards)" in text, text


async def test_no_uno_hint_when_nothing_can_be_played():
    # Ann holds two cards, neither plays on R3: there is no card to say UNO! with.
    app = create_app(game=P.drawn_playable())
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        text = screen_text(app)
        assert "nothing to play" in text and "press u to say" not in text


async def test_the_uno_hint_with_two_cards_and_one_to_play():
    app = create_app(game=P.uno_race())
    async with app.run_test(size=(100, 32)) as pilot:
        await confirm_handoff(pilot, 0)
        assert "Two cards: press u to say UNO!" in screen_text(app)


async def test_uno_called_before_the_play_is_said_on_the_status_line():
    # u (or the UNO! button) with two cards, before playing: the engine takes the call
    # at once (the log says it); the status line says it holds for the next card, in
    # place of the hint to say it.
    for how in ("key", "button"):
        game = P.uno_race()
        app = create_app(game=game)
        async with app.run_test(size=(100, 32)) as pilot:
            await confirm_handoff(pilot, 0)
            if how == "key":
                await pilot.press("u")
            else:
                await click_button(pilot, "call-first")
            await pilot.pause()
            assert game.uno_called(0) and game.hand_size(0) == 2, how
            status = widget_text(app, app.screen.status_line)
            assert "UNO! with your next card" in status, (how, status)
            assert "Two cards" not in status, (how, status)


async def test_the_status_line_names_the_selected_card_as_the_selection():
    """'[R 7] playable' read as if R 7 were the one card to play: the line names the
    selected card as the selection; the ✓ marks on the cards say which ones play."""
    hands = [["R1", "G8", "R7", "Y6"], ["G1", "G2"], ["B4", "B5"]]
    app = create_app(game=P.position(hands, discard=["B7"]))
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        status = widget_text(app, table.status_line)
        assert "Selected: R\xa07" in status and "playable" not in status, status
        await pilot.press("1")
        await pilot.pause()
        status = widget_text(app, table.status_line)
        assert "Selected: R\xa01" in status and "playable" not in status, status
        assert "✓" in widget_text(app, table.hand_view)  # (R 7 is marked)


async def test_the_status_line_names_no_selection_when_enter_draws():
    """Nothing fits and no card was picked: Enter draws. 'Selected: Y 3' after 'Enter
    or d draws' read as if Enter played Y 3: the line says what Enter does and names no
    selection then. A card picked is what Enter tries (refused): named again."""
    app = create_app(game=P.nothing_fits())  # Y3 G0 G2 B0 on R9
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        status = widget_text(app, table.status_line)
        assert "nothing to play, ⏎ or d draws." in status and "Selected" not in status, status
        await pilot.press("2")
        await pilot.pause()
        status = widget_text(app, table.status_line)
        assert "nothing to play, d draws." in status and "Selected: G\xa00" in status, status


@pytest.mark.parametrize("name", ["official", "official-fr", "tgus-2"])
def test_the_challenge_window_says_what_accepting_costs_as_the_engine_plays_it(name):
    # official-fr (draw_victim_plays = after-wd4): the play-test read "Accept: you draw
    # 4 and lose your turn." there, then was asked to play. The window says what the
    # view's decision says (`plays_on`), and that is what the engine then does.
    from uno_tui.app.screens.challenge import challenge_terms
    from uno_tui.engine import load_ruleset

    rules = load_ruleset(name)
    hands = [["G9", "Y2", "B3"], ["G4", "Y5", "B6"], ["W+4", "G7", "Y8"]]
    game = P.position(hands, turn=2, rules=rules)
    game.move("play W+4 red")
    assert game.turn == 0
    said = game.view(0).decision.plays_on
    assert game.view(None).decision.plays_on is said  # (public: the rules and the card)
    game.move("accept")
    assert said is (game.turn == 0), name
    accept = challenge_terms("Cat", 4, rules, plays_on=said).splitlines()[0]
    assert ("lose your turn" in accept) is not said, (name, accept)
    assert ("may still play" in accept) is said, (name, accept)


async def test_the_challenge_window_on_screen_reads_the_views_decision():
    from uno_tui.app.screens.challenge import ChallengeModal
    from uno_tui.engine import load_ruleset

    hands = [["W+4", "G9", "Y2"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]]
    game = P.position(hands, rules=load_ruleset("official-fr"))  # after-wd4
    app = create_app(game=game)
    async with app.run_test(size=(100, 32)) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="g")
        await confirm_handoff(pilot, 1)
        assert isinstance(app.screen, ChallengeModal)
        said = " ".join(screen_text(app).split())
        assert "Accept: you draw 4, then you may still play." in said, said


async def test_a_refusal_does_not_stay_above_the_next_plays_question():
    # The play-test: "Not allowed: G 1 does not match …" stayed on the table through the
    # colour (and seat) windows of the next, allowed play.
    from app_driver import notice_text, select_card

    from uno_tui.app.screens.colour import ColourModal

    game = P.position([["G2", "W", "R5"], ["G4", "Y5", "B6"], ["B4", "B5", "B6"]])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        await select_card(pilot, 0)  # G2 on R1: refused
        await pilot.press("enter")
        await pilot.pause()
        assert "G 2 does not match" in notice_text(table)
        await select_card(pilot, 1)  # the Wild: its colour is asked
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ColourModal)
        assert "does not match" not in notice_text(table)
