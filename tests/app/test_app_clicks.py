"""Every button of every screen, clicked with the mouse through the real app (issue 22,
item 7): each click must do what its key does. Clicks already tested elsewhere are
not repeated here: the table's Draw button and a card (test_app_play), the hand-off's
button before a hand is shown (test_app_play), the race bar's Catch on a table
(test_app_play), the colour buttons (test_app_play), the reveal's OK (test_app_play,
and below), the hand-off's key bar (test_app_key_bar)."""

from __future__ import annotations

import app_positions as P
import pytest
from app_driver import (
    click_button,
    click_card,
    click_footer_key,
    click_key,
    click_option,
    click_pile,
    confirm_handoff,
    notice_text,
    play_card,
    screen_text,
    select_card,
)

from uno_tui import records
from uno_tui.app import create_app
from uno_tui.app.screens import table as table_screen
from uno_tui.app.screens.challenge import ChallengeModal
from uno_tui.app.screens.choice import ChoiceModal
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.doubt import DoubtModal
from uno_tui.app.screens.drawn import PlayOrKeepModal
from uno_tui.app.screens.gamble import GambleModal
from uno_tui.app.screens.game_over import GameOverScreen
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.help import HelpScreen
from uno_tui.app.screens.jump_in import JumpInModal
from uno_tui.app.screens.quit import QuitModal
from uno_tui.app.screens.replay import ReplayScreen
from uno_tui.app.screens.reveal import RevealModal
from uno_tui.app.screens.round_over import RoundOverScreen
from uno_tui.app.screens.scoreboard import ScoreboardScreen
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.button_row import ButtonRow
from uno_tui.engine import load_ruleset

SIZE = (100, 32)


def last_move(game) -> str:
    return [e.move for e in game.log][-1]


# ---- setup ----------------------------------------------------------------------


async def test_setup_start_button_starts_the_game():
    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#start")
        await pilot.pause()
        assert app.game is not None and isinstance(app.screen, HandoffScreen)


# ---- hand-off -------------------------------------------------------------------


async def test_handoff_button_accepts_a_last_card_left_without_the_call():
    game = P.page_one_out()  # Ann played her last card without "Stop": Ben may accept
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        await pilot.click("#confirm")
        await pilot.pause()
        assert game.round_over and isinstance(app.screen, RoundOverScreen)


async def test_race_bar_accept_button_on_the_handoff():
    game = P.page_one_out()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#accept-1")
        await pilot.pause()
        assert game.round_over and isinstance(app.screen, RoundOverScreen)


async def forget_uno(pilot) -> None:
    """P.uno_race: Ann plays R5 without UNO; the hand-off to Ben shows the race."""
    await confirm_handoff(pilot, 0)
    await play_card(pilot, "R5")
    assert pilot.app.game.catchable == [0] and isinstance(pilot.app.screen, HandoffScreen)


async def test_race_bar_late_call_button_on_the_handoff():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await forget_uno(pilot)
        await pilot.click("#late-uno-0")
        await pilot.pause()
        assert game.uno_called(0) and game.catchable == []


async def test_race_bar_catch_button_on_the_handoff_and_the_catcher_picked_with_the_mouse():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await forget_uno(pilot)
        await pilot.click("#catch-0")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        assert [seat for seat, _ in app.screen.choices] == [1, 2]
        assert "↑↓ Enter, a number key or a click · Esc cancels" in screen_text(app)
        await click_option(pilot, 1)  # Cat spotted it
        await pilot.pause()
        assert [e.player for e in game.events if e.kind == "catch"] == [2]
        assert game.hand_size(0) == 3


# ---- the table's buttons ----------------------------------------------------------


async def test_table_play_button_plays_the_selected_card():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await select_card(pilot, 1)
        await click_button(pilot, "play")
        await pilot.pause()
        assert game.top == "R7" and game.hand(0) == ["R5"]


async def test_table_pass_button_passes():
    game = P.at_hand_limit()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await click_button(pilot, "pass")
        await pilot.pause()
        assert game.turn == 1 and last_move(game) == "pass"


async def test_table_challenge_button_challenges_a_stacked_wild_draw_four():
    game = P.stacked_wild_draw_four()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        assert app.screen.query_one(ButtonRow).spot("challenge") is None  # nothing to challenge
        await play_card(pilot, "W+4", colour="g")
        await confirm_handoff(pilot, 1)
        assert isinstance(app.screen, TableScreen) and game.phase == "stack"
        await click_button(pilot, "challenge")
        await pilot.pause()
        assert last_move(game) == "challenge" and isinstance(app.screen, RevealModal)


async def test_table_buttons_that_do_not_fit_are_left_out_not_cut():
    """60 columns, the Challenge button shown: the row keeps whole buttons only."""
    game = P.stacked_wild_draw_four()
    app = create_app(game=game)
    async with app.run_test(size=(60, 20)) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="g")
        await confirm_handoff(pilot, 1)
        row = app.screen.query_one(ButtonRow)
        line = row.render()
        assert row.spot("challenge") and line.cell_len <= row.size.width, line.plain
        labels = {name: label for label, name in row.buttons}
        shown = [line.plain[spot.start : spot.end].strip() for spot in row.spots]
        assert shown == [labels[spot.name] for spot in row.spots]


async def test_table_first_call_button_says_uno():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await click_button(pilot, "call-first")
        await pilot.pause()
        assert game.uno_called(0) and last_move(game) == "uno"


async def test_table_second_call_button_arms_stop_for_the_last_card():
    game = P.page_one_last()  # Page One: Ann plays her last card, saying Stop
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await click_button(pilot, "call-second")
        await pilot.pause()
        assert app.screen.armed == "stop"
        await click_button(pilot, "play")
        await pilot.pause()
        assert last_move(game) == "play 7H stop"


async def test_table_catch_button_asks_who_catches():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await forget_uno(pilot)
        await confirm_handoff(pilot, 1)
        await click_button(pilot, "catch")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        await pilot.press("enter")  # the seat at the keyboard, Ben
        await pilot.pause()
        assert [e.player for e in game.events if e.kind == "catch"] == [1]


@pytest.mark.parametrize(
    ("button", "opens"),
    [("scores", ScoreboardScreen), ("help", HelpScreen)],
    ids=["scores", "help"],
)
async def test_table_button_opens_its_screen_and_its_footer_closes_it(button, opens):
    app = create_app(game=P.uno_race())
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        await click_button(pilot, button)
        await pilot.pause()
        assert isinstance(app.screen, opens)
        await click_footer_key(pilot, "close")
        await pilot.pause()
        assert app.screen is table


async def test_table_key_bar_click_draws():
    game = P.drawn_playable()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await click_key(pilot, "d")
        await pilot.pause()
        assert game.hand(0) == ["G1", "Y2", "R9"] and isinstance(app.screen, PlayOrKeepModal)


async def drew_playable(pilot) -> None:
    """Ann draws R9 (P.drawn_playable), which she may play or keep."""
    await confirm_handoff(pilot, 0)
    await pilot.press("d")
    await pilot.pause()
    assert isinstance(pilot.app.screen, PlayOrKeepModal)


async def test_after_esc_on_the_drawn_card_enter_asks_again_and_keeps_the_choice():
    """A play-tester: Esc to look at the hand, then Enter played the drawn card, where
    the README says Enter brings the question back; wanting to keep it, they could not."""
    game = P.drawn_playable()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await drew_playable(pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "⏎ asks again" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PlayOrKeepModal) and game.hand(0) == ["G1", "Y2", "R9"]
        await pilot.press("k")
        await pilot.pause()
        assert game.hand(0) == ["G1", "Y2", "R9"] and game.turn == 1


async def test_table_draw_pile_click_draws_as_d_does():
    game = P.drawn_playable()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await click_pile(pilot, "discard")  # the discard pile does nothing
        await pilot.pause()
        assert game.hand(0) == ["G1", "Y2"] and isinstance(app.screen, TableScreen)
        await click_pile(pilot, "draw")
        await pilot.pause()
        assert game.hand(0) == ["G1", "Y2", "R9"] and isinstance(app.screen, PlayOrKeepModal)


async def test_table_draw_pile_click_is_refused_as_d_is():
    """H-hand-limit: at the limit d is refused with the reason; so is the click."""
    said = []
    for draw in ("key", "click"):
        game = P.at_hand_limit()
        app = create_app(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await confirm_handoff(pilot, 0)
            if draw == "key":
                await pilot.press("d")
            else:
                await click_pile(pilot, "draw")
            await pilot.pause()
            assert game.turn == 0 and game.hand_size(0) == 3
            said.append(notice_text(app.screen))
    assert "hand limit" in said[0] and said[1] == said[0]


async def test_table_draw_pile_click_on_a_table_not_seen_yet_is_too_quick(monkeypatch):
    monkeypatch.setattr(table_screen, "SEEN", 60.0)  # not seen before the test ends
    game = P.drawn_playable()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and table.unseen
        table.clear_notice()
        await click_pile(pilot, "draw")
        await pilot.pause()
        assert game.hand(0) == ["G1", "Y2"] and app.screen is table
        assert notice_text(table) == "Too quick: look at the table first, then press again."


# ---- the questions --------------------------------------------------------------


async def test_play_or_keep_keep_button():
    game = P.drawn_playable()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await drew_playable(pilot)
        await pilot.click("#keep")
        await pilot.pause()
        assert last_move(game) == "keep" and game.turn == 1


async def test_a_drawn_card_that_must_be_played_is_not_offered_to_keep():
    hands = [["G1", "Y2"], ["G4", "G2", "Y5"], ["B4", "B5", "B6"]]
    rules = P.official(drawn_card="must-play")
    game = P.position(hands, discard=["R3"], draw=["R9", *P.PILE], rules=rules)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("d")
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, PlayOrKeepModal) and not modal.query("#keep")
        assert "you must play it" in screen_text(app) and "Keep it" not in screen_text(app)
        await pilot.press("k")  # not on offer: nothing is kept
        await pilot.pause()
        assert app.screen is modal and game.turn == 0
        await pilot.press("escape")  # back to the hand: the line says the same
        await pilot.pause()
        assert "You drew a card you must play: ⏎ play it." in screen_text(app)
        await pilot.press("k")
        await pilot.pause()
        assert game.turn == 0 and game.hand(0) == ["G1", "Y2", "R9"]
        await click_button(pilot, "play")
        await pilot.pause()
        assert last_move(game) == "play R9" and game.turn == 1


def drawn_with_one_card():
    """Ann holds one card, has nothing to play on R3 and draws R9: playing it leaves one."""
    return P.position(
        [["G1"], ["G4", "G2", "Y5"], ["B4", "B5", "B6"]], discard=["R3"], draw=["R9", *P.PILE]
    )


async def test_play_or_keep_play_with_uno_button():
    game = drawn_with_one_card()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, PlayOrKeepModal)
        await pilot.click("#call")
        await pilot.pause()
        assert last_move(game) == "play R9 uno" and game.uno_called(0) and game.turn == 1


async def test_play_or_keep_u_key_plays_with_uno_and_plain_play_does_not():
    for key, move in (("u", "play R9 uno"), ("p", "play R9")):
        game = drawn_with_one_card()
        app = create_app(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await confirm_handoff(pilot, 0)
            await pilot.press("d")
            await pilot.pause()
            await pilot.press(key)
            await pilot.pause()
            assert last_move(game) == move and game.uno_called(0) == (key == "u")


async def test_play_or_keep_offers_no_call_when_the_play_leaves_more_than_one():
    game = P.drawn_playable()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("d")
        await pilot.pause()
        assert not app.screen.query("#call")
        await pilot.press("u")  # nothing happens: no call goes with this play
        await pilot.pause()
        assert isinstance(app.screen, PlayOrKeepModal)


async def wild_draw_four_on_ben(pilot) -> None:
    """Ann plays a Wild Draw Four; Ben takes the keyboard and is asked."""
    await confirm_handoff(pilot, 0)
    await play_card(pilot, "W+4", colour="g")
    await confirm_handoff(pilot, 1)
    assert isinstance(pilot.app.screen, ChallengeModal)


async def test_challenge_button_then_the_reveal_ok_button():
    game = P.bluff()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await wild_draw_four_on_ben(pilot)
        await pilot.click("#challenge")
        await pilot.pause()
        assert isinstance(app.screen, RevealModal)
        await pilot.click("#ok")
        await pilot.pause()
        assert game.hand_size(0) == 6 and isinstance(app.screen, TableScreen)


async def test_challenge_modal_accept_button():
    game = P.honest()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await wild_draw_four_on_ben(pilot)
        await pilot.click("#accept")
        await pilot.pause()
        assert last_move(game) == "accept" and game.hand_size(1) == 7


async def test_jump_in_with_the_mouse_key_bar_picker_card_and_button():
    game = P.position(
        [["R5", "G7", "Y2"], ["G1", "G2", "Y5"], ["R5", "B5", "B6"]],
        rules=load_ruleset("street-fr"),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        await click_key(pilot, "j")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        await click_option(pilot, 1)  # Ann, Cat: Cat claims
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, JumpInModal) and not modal.revealed
        await pilot.click("#jump-ok")  # Cat shows her hand
        await pilot.pause()
        assert modal.revealed
        await click_card(pilot, 1, hand="#jump-hand")
        assert modal.selected == 1
        await click_card(pilot, 0, hand="#jump-hand")
        assert modal.selected == 0
        await pilot.click("#jump-ok")
        await pilot.pause()
        assert last_move(game) == "jumpin R5" and game.hand(2) == ["B5", "B6"]


async def test_doubt_buttons_cancel_and_confirm():
    game = P.face_down()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await select_card(pilot, 1)
        await pilot.press("f")  # G7 face down
        await pilot.pause()
        for button, drawn in (("#no", 2), ("#yes", 6)):
            await click_key(pilot, "b")
            await pilot.pause()
            await click_option(pilot, 0)  # Ben doubts
            await pilot.pause()
            assert isinstance(app.screen, DoubtModal)
            await pilot.click(button)
            await pilot.pause()
            assert game.hand_size(0) == drawn  # cancelled; then Ann draws 4
            assert isinstance(app.screen, HandoffScreen)


async def test_gamble_action_clicked():
    game = P.position(
        [["W-custom", "R7", "G2"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]],
        rules=load_ruleset("tgus-3"),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-custom", colour="g")
        assert isinstance(app.screen, GambleModal)
        await click_option(pilot, app.screen.choices.index("draw2"))
        await pilot.pause()
        assert last_move(game) == "play W-custom green draw2"


async def test_choice_answer_clicked():
    game = P.position(
        [["W-gamble", "R7", "G2"], ["G1", "G2", "Y5"], ["B4", "B5"]],
        rules=load_ruleset("tgus-t1"),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-gamble", colour=None)
        modal = app.screen
        assert isinstance(modal, ChoiceModal) and not isinstance(modal, SeatPicker)
        await click_option(pilot, [k for k, _ in modal.choices].index("W+4"))
        await pilot.pause()
        assert isinstance(app.screen, ColourModal)
        await pilot.click("#colour-yellow")
        await pilot.pause()
        assert last_move(game) == "play W-gamble as W+4 yellow"


# ---- round over, game over, quit --------------------------------------------------


async def test_round_over_scoreboard_and_next_round_buttons():
    game = P.going_out()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        over = app.screen
        assert isinstance(over, RoundOverScreen)
        await pilot.click("#scoreboard")
        await pilot.pause()
        assert isinstance(app.screen, ScoreboardScreen)
        await click_footer_key(pilot, "close")
        await pilot.pause()
        assert app.screen is over
        await pilot.click("#next")
        await pilot.pause()
        assert game.round_number == 2 and isinstance(app.screen, HandoffScreen)


async def game_over(pilot) -> None:
    """Ann goes out in a game to 1 point; the last round's Final results button."""
    await confirm_handoff(pilot, 0)
    await play_card(pilot, "R5")
    assert isinstance(pilot.app.screen, RoundOverScreen)
    await pilot.click("#next")
    await pilot.pause()
    assert isinstance(pilot.app.screen, GameOverScreen)


def one_point_game():
    return P.position(
        [["R5"], ["G1", "G2", "W+4"], ["B4", "B5", "R+2"]], rules=P.official(target_score=1)
    )


async def test_game_over_scoreboard_button_and_the_scoreboards_close_button():
    app = create_app(game=one_point_game())
    async with app.run_test(size=SIZE) as pilot:
        await game_over(pilot)
        over = app.screen
        await pilot.click("#scoreboard")
        await pilot.pause()
        assert isinstance(app.screen, ScoreboardScreen)
        await pilot.click("#close")  # (not only the footer's Esc)
        await pilot.pause()
        assert app.screen is over


async def test_game_over_play_again_button():
    game = one_point_game()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await game_over(pilot)
        await pilot.click("#again")
        await pilot.pause()
        assert app.game is not game and app.game.round_number == 1 and not app.game.log
        assert isinstance(app.screen, HandoffScreen)


async def test_game_over_quit_button_asks_and_keep_playing_stays():
    app = create_app(game=one_point_game())
    async with app.run_test(size=SIZE) as pilot:
        await game_over(pilot)
        over = app.screen
        await pilot.click("#quit")
        await pilot.pause()
        assert isinstance(app.screen, QuitModal)
        await pilot.click("#no")
        await pilot.pause()
        assert app.screen is over and app.return_code is None


async def test_quit_modal_quit_button_ends_the_app():
    app = create_app(game=P.uno_race())
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await click_key(pilot, "q")  # the table's key bar
        await pilot.pause()
        assert isinstance(app.screen, QuitModal)
        keys = screen_text(app).splitlines()[-1]  # the question's own keys, not the table's
        assert "y Quit" in keys and "n Keep playing" in keys and "Draw" not in keys
        await click_key(pilot, "n")  # on the question's key bar: back to the table
        await pilot.pause()
        await click_key(pilot, "q")
        await pilot.pause()
        await pilot.click("#yes")
        await pilot.pause()
        assert app.return_code == 0


# ---- replay -----------------------------------------------------------------------


async def test_replay_footer_keys(tmp_path):
    game = P.played_game(rounds=2)
    replay = records.Replay(records.load(records.save(game, tmp_path / "game.json")))
    starts = replay.rounds()
    assert len(starts) == 2
    app = create_app(replay=replay)
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.step == 0
        for action, step in [
            ("step(1)", 1),
            ("step(1)", 2),
            ("step(-1)", 1),
            ("jump(-1)", len(replay) - 1),
            ("round(-1)", starts[1]),
            ("jump(0)", 0),
        ]:
            await click_footer_key(pilot, action)
            await pilot.pause()
            assert screen.step == step, action
        await click_footer_key(pilot, "close")
        await pilot.pause()
        assert app.return_code == 0
