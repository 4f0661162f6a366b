"""Pilot tests: play through the real screens with the keyboard and the mouse."""

from __future__ import annotations

import re
from dataclasses import replace

import app_positions as P
import pytest
from app_driver import (
    assert_handoff_public,
    click_button,
    click_card,
    confirm_handoff,
    look_at_table,
    notice_text,
    play_card,
    policy_move,
    screen_text,
    select_card,
    take_turn,
    toast_texts,
    widget_text,
)
from textual.events import Resize
from textual.geometry import Size

from uno_tui import records
from uno_tui.app import create_app
from uno_tui.app.cards import card_label
from uno_tui.app.messages import MoveRequested
from uno_tui.app.screens import table as table_screen
from uno_tui.app.screens.challenge import ChallengeModal
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.drawn import PlayOrKeepModal
from uno_tui.app.screens.game_over import GameOverScreen
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.help import HelpScreen, hot_seat_lines, key_lines
from uno_tui.app.screens.quit import QuitModal
from uno_tui.app.screens.reveal import RevealModal
from uno_tui.app.screens.round_over import RoundOverScreen
from uno_tui.app.screens.scoreboard import ScoreboardScreen
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import SEEN, TableScreen
from uno_tui.app.widgets.event_log import EventLog, log_line
from uno_tui.app.widgets.hand import HandView
from uno_tui.app.widgets.notice import Notice
from uno_tui.app.widgets.prose import Prose
from uno_tui.engine import describe_rules, load_ruleset

SIZE = (100, 32)


def notes(app) -> list[str]:
    """What the notice line of the screen shows, and any toast."""
    shown = [n.plain for n in app.screen.query(Notice) if n.has_class("-shown")]
    return shown + toast_texts(app)


def announced(app, kind: str) -> bool:
    """The public sentence for the last `kind` event is in the log on screen."""
    game = app.game
    events = [e for _, e in app.entries if e.kind == kind]
    log = app.screen.query_one(EventLog).sentences
    return bool(events) and log_line(events[-1], game.players, None) in log


async def test_caught_missing_uno():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")  # Ann forgets UNO
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        assert game.catchable == [0]
        assert "UNO race!" in screen_text(app)
        assert_handoff_public(app)
        await pilot.press("c")  # catch ...
        assert isinstance(app.screen, SeatPicker)
        await pilot.press("3")  # ... by Cat (seat 3)
        await pilot.pause()
        assert game.hand_size(0) == 3 and game.catchable == []
        assert announced(app, "catch")
        assert [e.player for e in game.events if e.kind == "catch"] == [2]
        assert "Cat catches Ann" in screen_text(app)
        assert isinstance(app.screen, HandoffScreen)  # still Ben's turn


async def test_late_uno_beats_the_catch():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        await pilot.press("u")  # Ann calls UNO late, from the hand-off screen
        await pilot.pause()
        assert game.catchable == [] and game.uno_called(0)
        assert announced(app, "uno")
        await pilot.press("c")  # nobody to catch: said at once, no window opens
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert game.hand_size(0) == 1
        assert any("Nobody can be caught" in n for n in notes(app)), notes(app)


async def test_catch_with_the_mouse_on_the_table():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        await confirm_handoff(pilot, 1)  # Ben looks at his hand: the race is still on
        assert isinstance(app.screen, TableScreen)
        await pilot.click("#catch-0")
        assert isinstance(app.screen, SeatPicker)
        await pilot.press("enter")  # the seat at the keyboard (Ben) is offered first
        await pilot.pause()
        assert game.hand_size(0) == 3
        assert announced(app, "catch")
        assert [e.player for e in game.events if e.kind == "catch"] == [1]


TOO_QUICK = "Too quick: look at the table first, then press again."


async def test_a_double_enter_on_the_hand_off_shows_the_hand_and_makes_no_move(monkeypatch):
    """The second Enter of a double tap on the hand-off lands on the table it shows: it
    neither plays nor draws, nor do d or a click on a card, until that table was on
    screen a moment (SEEN); each key dropped so says why, not nothing."""
    monkeypatch.setattr(table_screen, "SEEN", 60.0)  # not seen before the test ends
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        moves = len(game.log)
        await pilot.press("enter", "enter")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and table.seat == 0
        assert (len(game.log), game.hand(0)) == (moves, ["R5", "R7"])
        assert notice_text(table) == TOO_QUICK
        table.clear_notice()
        await pilot.press("d")
        await pilot.pause()
        assert notice_text(table) == TOO_QUICK
        await click_card(pilot, table.selected)
        await pilot.pause()
        assert (len(game.log), game.hand(0), table.picked) == (moves, ["R5", "R7"], False)


async def test_uno_said_before_the_table_was_seen_is_not_dropped(monkeypatch):
    """A play-tester's learner pressed u, then Enter, just after a computer's move: the u
    fell under "Too quick" (said already, so nothing changed on screen), Enter played and
    the learner was caught. A call changes no card: it is said at once."""
    monkeypatch.setattr(table_screen, "SEEN", 60.0)  # not seen before the test ends
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter", "u")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and table.unseen
        assert game.uno_called(0) or table.armed == "uno", (game.log, table.armed)


async def test_with_one_person_the_new_deal_waits_for_a_second_enter(monkeypatch):
    """One person against computers sees the next round's table with no hand-off: the
    second Enter of a double tap on the round's end lands on it, and waits (SEEN)."""
    monkeypatch.setattr(table_screen, "SEEN", 60.0)  # not seen before the test ends
    game = P.going_out()
    app = create_app(game=game, computers={1: "normal", 2: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await look_at_table(pilot)
        await play_card(pilot, "R5")
        assert isinstance(app.screen, RoundOverScreen)
        await pilot.press("enter", "enter")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and game.round_number == 2
        assert table.unseen and notice_text(table) == TOO_QUICK


async def test_a_moment_after_the_hand_off_enter_plays():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause(SEEN + 0.3)
        await pilot.press("enter")  # R5, the first card that fits
        await pilot.pause()
        assert game.top == "R5" and game.hand(0) == ["R7"]


async def test_a_catch_goes_on_a_table_not_seen_yet(monkeypatch):
    """A catch is a race: it is not held back with the moves, and says nothing of it."""
    monkeypatch.setattr(table_screen, "SEEN", 60.0)
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")  # Ann forgets UNO
        await pilot.press("enter")  # Ben's table, just handed over
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.unseen
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        await pilot.press("enter")  # the seat at the keyboard (Ben) is offered first
        await pilot.pause()
        assert game.hand_size(0) == 3 and TOO_QUICK not in notice_text(app.screen)


async def test_uno_called_in_time_cannot_be_caught():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("u")
        await play_card(pilot, "R5")
        assert game.catchable == [] and game.uno_called(0)
        assert "UNO!" in screen_text(app)


async def test_challenge_won_shows_hand_to_challenger_only():
    game = P.bluff()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="g")
        assert game.colour == "green"
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        assert_handoff_public(app)
        assert "R3" not in screen_text(app)
        await confirm_handoff(pilot, 1)
        assert isinstance(app.screen, ChallengeModal)
        await pilot.press("enter")  # out of habit: no answer is focused, nothing taken
        await pilot.pause()
        assert isinstance(app.screen, ChallengeModal) and game.phase == "challenge"
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, RevealModal)
        assert app.screen.cards == ["W+4", "R3", "G9"]  # as when played
        assert "R 3" in screen_text(app)
        assert "Ann's hand when the Wild Draw Four was played" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert game.hand_size(0) == 6  # the bluffer draws 4
        assert isinstance(app.screen, TableScreen) and app.screen.seat == 1  # Ben plays on
        assert announced(app, "guilty")


async def challenged(pilot) -> None:
    """Ann plays her Wild Draw Four (green), Ben takes the keyboard and challenges: the
    challenged hand is on screen (RevealModal)."""
    await play_card(pilot, "W+4", colour="g")
    await confirm_handoff(pilot, 1)
    await pilot.press("x")
    await pilot.pause()
    assert isinstance(pilot.app.screen, RevealModal)


async def test_the_status_line_under_the_reveal_says_what_is_true_now():
    """Under the revealed hand the table no longer asks to challenge or accept: it says
    what comes after the challenge (the challenger plays on, or waits after losing)."""
    for position, after in [(P.bluff, "Your turn:"), (P.honest, "Waiting for the next player.")]:
        game = position()
        app = create_app(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await confirm_handoff(pilot, 0)
            await challenged(pilot)
            table = app.screen_stack[-2]
            assert isinstance(table, TableScreen)
            status = widget_text(app, table.status_line)
            assert "x challenge" not in status and after in status, status
            selected = table.selected  # (the challenger's turn: on a playable card)
            await pilot.press("enter")
            await pilot.pause()
            if app.screen is table:  # the same table after the window, as it was under it
                assert table.selected == selected


async def test_the_reveal_marks_a_joker_played_as_a_wild_draw_four():
    game = P.joker_bluff()
    game.move("play JOKER hearts")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 1)  # a stack: the challenge is a key on the table
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, RevealModal)
        assert app.screen.cards == ["JOKER", "5S", "KD"] and app.screen.played == "JOKER"
        assert "★" in screen_text(app)
        assert "Ann's hand when the Joker was played" in screen_text(app)


async def test_the_revealed_hand_numbers_no_card_where_no_number_key_picks_one():
    """On the table each card carries the number key that picks it; the reveal only
    shows a hand (number keys do nothing there): its cards carry none."""
    game = P.bluff()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table_hand = widget_text(app, app.screen.query_one(HandView))
        assert re.search(r"[─━═] 1 [─━═]", table_hand), table_hand
        await challenged(pilot)
        hand = app.screen.query_one(HandView)
        edges = widget_text(app, hand).splitlines()[0]
        assert not re.search(r"\d", edges), edges
        assert [state.key for state in hand.states] == ["", "", ""]


async def test_the_revealed_hand_is_grouped_by_colour_as_on_the_table():
    # A play-tester: the hand came as held ("Y 1 · G 1 · R Skip · B +2 · Wild +4 · Wild
    # · Y 9"); grouped by colour, whether Ann held red reads at a glance.
    held = ["Y1", "G1", "R-skip", "B+2", "W+4", "W", "Y9"]
    game = P.position([held, ["G2", "G3", "Y5"], ["B4", "B5", "B6"]])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await challenged(pilot)
        assert app.screen.cards == held  # (as when played)
        states = app.screen.query_one(HandView).states
        assert [s.card for s in states] == ["R-skip", "Y1", "Y9", "G1", "B+2", "W", "W+4"]
        assert [s.card for s in states if s.marked] == ["W+4"]  # the card challenged, ★


async def test_challenge_lost():
    game = P.honest()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="b")
        await confirm_handoff(pilot, 1)
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, RevealModal)
        await pilot.click("#ok")
        await pilot.pause()
        assert game.hand_size(1) == 9  # 3 + 6
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 2
        assert_handoff_public(app)
        assert "G 9" not in screen_text(app)  # the revealed hand stays private


async def test_accept_wild_draw_four():
    game = P.honest()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="y")
        await confirm_handoff(pilot, 1)
        await pilot.press("escape")  # close the question, look at the hand ...
        assert isinstance(app.screen, TableScreen)
        await pilot.press("a")  # ... and accept from the table
        await pilot.pause()
        assert game.hand_size(1) == 7
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 2


async def test_wild_colour_choice_and_cancel():
    game = P.wild()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await select_card(pilot, 0)
        await pilot.press("enter")
        assert isinstance(app.screen, ColourModal)
        await pilot.press("escape")  # cancelled: nothing played
        assert game.hand_size(0) == 3 and isinstance(app.screen, TableScreen)
        await pilot.press("enter")
        await pilot.click("#colour-blue")
        await pilot.pause()
        assert game.top == "W>B" and game.colour == "blue"


async def test_refused_move_changes_nothing():
    game = P.wild()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        before = (game.hand(0), game.top, game.turn)
        await select_card(pilot, 2)  # Y2 on R1
        await pilot.press("enter")
        await pilot.pause()
        assert (game.hand(0), game.top, game.turn) == before
        assert any("Y 2" in n for n in notes(app)), notes(app)


async def test_a_click_on_a_card_never_draws_when_nothing_fits():
    # Nothing in Ann's hand fits R9. Enter draws, as the status line says; a click is
    # about a card: refused in a sentence (what does not match, what is allowed), and
    # nothing changes. Enter on a card the player picked is refused the same way.
    game = P.nothing_fits()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        assert "Your turn: nothing to play, ⏎ or d draws." in screen_text(app)
        before = (game.hand(0), len(game.log), game.turn)
        other = (table.selected + 1) % len(table.shown_hand)
        for clicks in ([table.selected], [other, other]):  # the card looking selected, another
            for index in clicks:
                await click_card(pilot, index)
                await pilot.pause()
            assert (game.hand(0), len(game.log), game.turn) == before
            card = card_label(table.shown_hand[index])
            said = notes(app)
            assert any(f"{card} does not match R 9" in n for n in said), said
            assert any("play any red card" in n for n in said), said
        await pilot.press("left")  # another card: the refusal of the last one goes
        await pilot.pause()
        assert not any("does not match" in n for n in notes(app)), notes(app)
        await pilot.press("enter")  # a card picked with a key: refused too
        await pilot.pause()
        assert (game.hand(0), len(game.log), game.turn) == before
        assert any("does not match R 9" in n for n in notes(app))
        assert "Your turn: nothing to play, d draws." in screen_text(app)
        await pilot.press("d")
        await pilot.pause()
        assert game.hand_size(0) == len(before[0]) + 1 and game.log[-1].move == "draw"


async def test_enter_draws_when_nothing_fits_and_no_card_was_picked():
    game = P.nothing_fits()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("enter")
        await pilot.pause()
        assert game.log[-1].move == "draw" and game.hand_size(0) == 5


async def test_enter_picks_no_colour_until_one_is_highlighted():
    # The window says "r y g b or 1-4, or a click": Enter (twice, even) picks nothing;
    # once the arrows highlight a colour, Enter picks the one highlighted.
    game = P.wild()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W", colour=None)
        modal = app.screen
        assert isinstance(modal, ColourModal) and modal.choices[:2] == ["red", "yellow"]
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert app.screen is modal and game.hand_size(0) == 3
        assert "←/→ then ⏎" in screen_text(app)  # the window says how
        await pilot.press("right", "right")  # red, then yellow highlighted
        await pilot.pause()
        yellow = modal.query_one("#colour-yellow")
        assert yellow.has_focus and yellow.styles.text_style.reverse  # to be seen: turned round
        await pilot.press("enter")
        await pilot.pause()
        assert game.top == "W>Y" and game.colour == "yellow"


async def draw_from_the_hand_off(pilot) -> None:
    """Seat 0 confirms the hand-off and draws (P.drawn_playable: the play-or-keep question)."""
    await confirm_handoff(pilot, 0)
    await pilot.press("d")
    await pilot.pause()


async def test_draw_then_play_or_keep():
    game = P.drawn_playable()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await draw_from_the_hand_off(pilot)
        assert isinstance(app.screen, PlayOrKeepModal) and app.screen.card == "R9"
        await pilot.press("k")
        await pilot.pause()
        assert game.hand(0) == ["G1", "Y2", "R9"] and game.turn == 1


async def test_draw_then_play_drawn_card_with_the_mouse():
    game = P.drawn_playable()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await click_button(pilot, "draw")
        await pilot.pause()
        await pilot.click("#play")
        await pilot.pause()
        assert game.top == "R9" and game.turn == 1


async def test_click_a_card_to_select_then_to_play():
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.click("#confirm")
        await pilot.pause()
        await look_at_table(pilot)
        await click_card(pilot, 1)
        assert app.screen.selected == 1 and game.hand_size(0) == 2
        await click_card(pilot, 1)
        await pilot.pause()
        assert game.top == "R7"


async def test_one_click_on_the_card_that_looks_selected_plays_it():
    # The turn starts on the first card that fits (R5): it looks picked, so one click
    # on it plays it, as does one click on a card picked with a key.
    for picked_by_key in (False, True):
        game = P.uno_race()
        app = create_app(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await confirm_handoff(pilot, 0)
            table = app.screen
            if picked_by_key:
                await select_card(pilot, 1)  # R7
            card = table.shown_hand[table.selected]
            assert card == ("R7" if picked_by_key else "R5")
            await click_card(pilot, table.selected)
            await pilot.pause()
            assert game.top == card and game.hand_size(0) == 1


async def test_quitting_a_finished_game_points_to_its_replay(tmp_path):
    # A play-tester: after the game's end the quit question said 'uno-tui resume' goes
    # on with it, which then refused ("this game is over").
    game = P.position(
        [["R5"], ["G1", "G2", "W+4"], ["B4", "B5", "R+2"]], rules=P.official(target_score=50)
    )
    app = create_app(game=game, recorder=records.Recorder(tmp_path / "g.json"))
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert game.game_over
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitModal)
        said = widget_text(app, app.screen.query_one(".dialog-text"))
        assert "uno-tui replay" in said and "resume" not in said


async def test_going_out_scoreboard_and_second_round():
    game = P.going_out()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert isinstance(app.screen, RoundOverScreen)
        text = screen_text(app)
        assert "Ann wins the round" in text
        assert "Wild +4" in text and "R +2" in text  # every hand is shown at round end
        assert game.scores[0] == 3 + 50 + 4 + 5 + 20
        # Below the hands, how the game stands: Ann's total as a bar, and what wins.
        assert "Running totals · first to 500 points wins" in text
        (bar,) = [line for line in text.splitlines() if "Ann" in line and "█" in line]
        assert bar.split()[:2] == ["Ann", "82"]  # a total: no sign
        await pilot.press("s")
        assert isinstance(app.screen, ScoreboardScreen)
        text = screen_text(app)
        (row,) = [line.split() for line in text.splitlines() if line.split()[:1] == ["Ann"]][:1]
        assert row[1:3] == ["+82", "82"]  # r1's gain, then the total
        await pilot.press("escape")
        await pilot.press("enter")
        await pilot.pause()
        assert game.round_number == 2
        assert isinstance(app.screen, HandoffScreen)
        assert_handoff_public(app)
        assert "Round 2" in screen_text(app)


async def test_help_shows_the_rules_from_the_engine():
    app = create_app(P.official(), ["Ann", "Ben"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        rules_text = app.screen.query_one("#help-rules", Prose).plain
        for line in describe_rules(app.rules):
            assert line in rules_text
        await pilot.press("escape")
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)


async def test_help_says_what_house_rules_changed_after_the_description():
    # A play-tester: help's header said "7 cards" of a game dealt 5 by a house rule.
    rules = replace(P.official(), hand_size=5)
    app = create_app(rules, ["Ann", "Ben"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        about = app.screen.query_one("#help-about", Prose).plain
        assert about.startswith(P.official().description)
        assert about.endswith("✎ Changed: hand_size = 5.")
    app = create_app(P.official(), ["Ann", "Ben"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        assert "Changed" not in app.screen.query_one("#help-about", Prose).plain


async def test_help_home_and_end_jump_at_once():
    # A play-tester: End on a long help scrolled there slowly (Textual's animated scroll).
    app = create_app(P.official(), ["Ann", "Ben"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        body = app.screen.query_one("#help-body")
        assert body.max_scroll_y > 10  # (long enough to see a scroll on its way)
        seen: list[float] = []
        body.watch(body, "scroll_y", lambda y: seen.append(y), init=False)
        await pilot.press("end")
        assert seen == [body.max_scroll_y]  # one step, no stops on the way
        seen.clear()
        await pilot.press("home")
        assert seen == [0]
        seen.clear()
        await pilot.press("pagedown")
        assert seen == [body.scrollable_content_region.height]  # a page, in one step


async def test_help_says_what_a_cards_letter_means_flip_dark_side_too():
    # Cards read 'V 6', 'T 1' in every language: help says which colour each letter is.
    for name, said, unsaid in [
        ("official", "B blue", "V purple"),
        ("flip", "V purple", None),
        ("page-one", None, "R red"),  # playing cards: suits are symbols
    ]:
        app = create_app(load_ruleset(name), ["Ann", "Ben"], 3)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("question_mark")
            rules_text = app.screen.query_one("#help-rules", Prose).plain
            if said:
                assert said in rules_text, name
            if unsaid:
                assert unsaid not in rules_text, name


def test_help_speaks_of_challenges_only_where_a_card_can_be_challenged():
    def says_challenge(name: str) -> bool:
        return any("challenged" in line for line in hot_seat_lines(load_ruleset(name)))

    assert says_challenge("official") and says_challenge("pokemon")
    assert not says_challenge("page-one")  # no Jokers in the pack it ships with
    assert not says_challenge("japan-local")  # wd4_restriction = "none"
    assert not says_challenge("tgus-t1")  # Wild Hit+4 is never challenged
    assert not says_challenge("kids")  # no Wild Draw Four in the deck


def test_help_speaks_of_the_uno_race_only_where_a_missed_call_can_be_caught():
    def says_race(rules) -> bool:
        return any("race" in line for line in hot_seat_lines(rules))

    assert says_race(load_ruleset("official")) and says_race(load_ruleset("page-one"))
    assert not says_race(load_ruleset("tgus-1"))  # uno_penalty = 0: forgetting costs nothing
    assert not says_race(load_ruleset("official").with_options(uno_call="none"))
    assert says_race(load_ruleset("official").with_options(uno_penalty=0, scoring="penalty"))


def test_help_names_the_cards_that_may_be_challenged():
    def challenge_lines(rules) -> list[str]:
        return [line for line in hot_seat_lines(rules) if "challenged" in line]

    assert challenge_lines(load_ruleset("official"))[0].startswith("Wild Draw Four: ")
    flip = challenge_lines(load_ruleset("flip"))
    assert flip[0].startswith("Wild +2, Wild +Colour: ") and "Four" not in flip[0]
    page_one = load_ruleset("page-one")
    jokers = page_one.with_options(
        jokers=2, rank_effects=(*page_one.rank_effects, ("JOKER", "wild4"))
    )
    assert challenge_lines(jokers)[0].startswith("Joker: ")


async def test_quit_asks_first():
    app = create_app(P.official(), ["Ann", "Ben"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("q")
        assert isinstance(app.screen, QuitModal)
        await pilot.press("n")
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("q", "y")
        await pilot.pause()
        assert app.return_code == 0 and not app.is_running


async def test_big_hand_stays_usable():
    app = create_app(game=P.big_hand())
    async with app.run_test(size=(80, 24)) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        await select_card(pilot, 39)
        assert table.shown_hand[table.selected] == app.game.hand(0)[39]
        hand = table.query_one("#hand")
        assert "╔" in widget_text(app, hand)  # the selected card's double border is in view
        assert "Selected: Y\xa03" in screen_text(app)  # (no-break: one line)


async def test_too_small_terminal_shows_a_notice():
    app = create_app(game=P.uno_race())
    async with app.run_test(size=(50, 16)) as pilot:
        await pilot.pause()
        assert "too small" in screen_text(app)
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        assert "too small" not in screen_text(app)


async def test_a_terminal_made_too_small_shows_the_notice_on_the_screen_up():
    """The notice is made when first needed: a table opened at a good size gets it when
    the terminal shrinks, and loses it from view when it grows again."""
    app = create_app(game=P.uno_race())
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")
        assert isinstance(app.screen, TableScreen) and "too small" not in screen_text(app)
        await pilot.resize_terminal(50, 16)
        await pilot.pause()
        assert "too small" in screen_text(app) and "Play ⏎" not in screen_text(app)
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        assert "too small" not in screen_text(app) and "Play ⏎" in screen_text(app)
        # Made too small under a screen on top: the table shows the notice when back.
        await pilot.press("question_mark")
        await pilot.resize_terminal(50, 16)
        await pilot.pause()
        app.pop_screen()  # the game moving on takes a question off (no key works now)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and "too small" in screen_text(app)


async def test_keys_do_nothing_while_the_terminal_is_too_small():
    # Nobody can see the hand-off then: Enter must not show a hand behind the notice.
    app = create_app(game=P.uno_race())
    async with app.run_test(size=(50, 16)) as pilot:
        await pilot.pause()
        await pilot.press("enter", "s")
        assert isinstance(app.screen, HandoffScreen)
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        await pilot.press("enter")
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize("screen", ["setup", "hand-off", "table"])
async def test_q_quits_from_the_too_small_notice_as_it_says(tmp_path, screen):
    # The notice says "(q quits)": q quits there, the game saved as the quit window's y
    # leaves it (no window hidden behind the notice waiting for a y it never gets).
    path = tmp_path / "game.json"
    if screen == "setup":
        app = create_app()
    else:
        app = create_app(P.official(), ["Ann", "Ben"], 3, recorder=records.Recorder(path))
    async with app.run_test(size=SIZE) as pilot:
        if screen == "table":
            await confirm_handoff(pilot)
            await play_card(pilot, "Y3")
        await pilot.resize_terminal(50, 16)
        await pilot.pause()
        assert "(q quits)" in screen_text(app)
        await pilot.press("q")
        await pilot.pause()
        assert app.return_code == 0 and not app.is_running
    if screen == "setup":
        assert app.farewell is None
    else:
        assert app.farewell == f"The game is saved in {path}; 'uno-tui resume' goes on with it."


async def test_a_modal_takes_no_key_while_the_terminal_is_too_small():
    # The focused button of a question has its own Enter, and a key pressed right after
    # the terminal shrank comes before the layout that takes the focus away: it must not
    # answer a question nobody can see (only q quits).
    game = P.drawn_playable()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await draw_from_the_hand_off(pilot)
        modal = app.screen
        assert isinstance(modal, PlayOrKeepModal) and app.focused is not None
        small = Size(50, 16)
        app.post_message(Resize(small, small))
        await pilot.press("enter", "p", "k", "escape")
        await pilot.pause()
        assert app.screen is modal and game.phase == "drawn"
        await pilot.resize_terminal(*SIZE)
        await pilot.press("k")
        await pilot.pause()
        assert game.phase != "drawn" and game.turn == 1


async def test_the_colour_letters_do_nothing_while_the_terminal_is_too_small():
    game = P.wild()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W", colour=None)
        modal = app.screen
        assert isinstance(modal, ColourModal)
        moves = len(game.log)
        await pilot.resize_terminal(50, 16)
        await pilot.press("r", "1")
        await pilot.pause()
        assert app.screen is modal and len(game.log) == moves
        await pilot.resize_terminal(*SIZE)
        await pilot.press("r")
        await pilot.pause()
        assert len(game.log) == moves + 1 and game.colour == "red"


async def test_whole_game_handoffs_never_show_a_hand():
    """Every hand-off of a whole game shows public information only.

    Moves go in through the app's one way in (MoveRequested) while the hand-off
    screen is up, so the hand-off screen is rendered for every change of seat
    without paying for a table screen each turn (those are covered above).
    """
    rules = P.official(hand_size=5, target_score=150)
    app = create_app(rules, ["Ann", "Ben", "Cat"], 4)
    handoffs = rounds = 0
    async with app.run_test(size=SIZE) as pilot:
        for step in range(3000):
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            if isinstance(screen, RoundOverScreen):
                rounds += 1
                await pilot.press("enter")
                continue
            assert isinstance(screen, HandoffScreen), type(screen).__name__
            handoffs += 1
            assert_handoff_public(app)
            move, by = policy_move(app.game, step)
            app.post_message(MoveRequested(move, by=by))
            await pilot.pause()
        assert app.game.game_over and rounds >= 2 and handoffs > 50
        await pilot.press("enter")  # play again
        await pilot.pause()
        assert app.game.round_number == 1 and isinstance(app.screen, HandoffScreen)


async def test_a_complete_round_with_the_keyboard():
    """A whole round played only with keys (a wild, a Wild Draw Four accepted, draws,
    UNO calls), every turn through hand-off and table; then the next round starts."""
    rules = P.official(hand_size=3)
    app = create_app(rules, ["Ann", "Ben"], 20)
    seen = set()
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(80):
            seen.add(await take_turn(pilot, on_handoff=assert_handoff_public))
            if isinstance(app.screen, RoundOverScreen):
                break
        assert app.game.round_over and isinstance(app.screen, RoundOverScreen)
        assert {"ColourModal", "ChallengeModal", "TableScreen"} <= seen
        kinds = {e.kind for e in app.game.events}
        assert {"uno", "draw", "out", "round-over"} <= kinds
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.round_number == 2 and isinstance(app.screen, HandoffScreen)


async def test_setup_screen_starts_a_game():
    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("shift+tab", "enter", "down", "enter")  # 3 players
        await pilot.pause()
        assert app.screen.count == 3
        app.screen.query_one("#name-2").value = ""
        await pilot.click("#name-2")
        await pilot.press(*"Zoe")
        rulesets = app.screen.query_one("#rulesets")
        kids = [i for i, r in enumerate(app.screen.rulesets) if r.name == "kids"][0]
        rulesets.highlighted = kids
        await pilot.click("#seed")
        await pilot.press("4", "2")
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert app.game.players == ["Ann", "Ben", "Zoe"] and app.rules.name == "kids"
        assert app.seed == 42


async def test_setup_refuses_duplicate_names():
    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#name-1").value = "ann"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is None
        assert any("same name" in n for n in notes(app))


async def test_setup_says_a_name_is_too_long_instead_of_cutting_it():
    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#name-0").value = ""
        await pilot.click("#name-0")
        await pilot.press(*"Bartholomew Smith")  # 17 characters: one too many
        assert app.screen.query_one("#name-0").value == "Bartholomew Smith"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is None
        assert any("17 characters long" in n and "at most 16" in n for n in notes(app))


async def test_setup_seats_an_empty_name_as_the_placeholder_it_shows():
    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#name-1").value = "  "
        app.screen.query_one("#seed").value = "1"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game.players == ["Ann", "Player 2"]


def test_help_lists_the_keys_the_rules_in_play_use():
    def keys(name: str, **options) -> dict[str, str]:
        return dict(key_lines(load_ruleset(name).with_options(**options)))

    official = keys("official")
    assert "x" in official and "c" in official and "space" not in official
    assert "x" not in keys("japan-local")  # nothing can be challenged
    assert "c" not in keys("tgus-1")  # a missed UNO costs nothing: no catch
    assert "b" in keys("tgus-3") and "f" in keys("tgus-3")  # face-down cards, doubts
    assert "k" not in keys("official", drawn_card="must-play")
    assert "z" not in keys("official", undo=False)


def test_help_lists_quit_once_as_a_key_of_anywhere():
    """A play-tester: help listed "q Quit (table)" and "q Quit (anywhere)"."""
    from uno_tui.app.app import UnoApp

    rows = key_lines(load_ruleset("official"), app_keys=UnoApp.BINDINGS)
    assert [what for key, what in rows if key == "q"] == ["Quit (anywhere)"]


async def test_home_and_end_pick_the_first_and_last_card_of_a_long_hand():
    """A play-tester: with 18 cards, card 16 took nine presses of ←; End did nothing."""
    from uno_tui.app.screens.table import TableScreen

    held = [f"{c}{n}" for c in "GB" for n in range(2, 10)] + ["Y2", "Y3"]
    game = P.position([held, ["G1", "G2", "Y5"], ["B4", "B5", "B6"]])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        assert isinstance(table, TableScreen) and len(table.shown_hand) == 18
        await pilot.press("end")
        assert table.selected == 17
        await pilot.press("home")
        assert table.selected == 0


def test_a_turn_starts_with_the_selection_off_a_wild_while_another_card_fits():
    """A play-tester (learn mode): after a play the selection stayed on the next card, a
    Wild, while B 0 fitted, and the next Enter would have spent the wild."""
    from uno_tui.app.screens.table import spare_the_wild

    game = P.position([["R5", "W", "B0", "G7"], ["G1"], ["B4"]], discard=("B9",))
    legal = game.view(0).legal_moves
    hand = ["R5", "W", "B0", "G7"]
    assert spare_the_wild(hand, 1, legal) == 2  # the nearest card that fits plainly
    assert spare_the_wild(hand, 0, legal) == 0  # R 5 does not fit: Enter says why
    assert spare_the_wild(hand, 2, legal) == 2
    only_wild = P.position([["R5", "W"], ["G1"], ["B4"]], discard=("B9",))
    assert spare_the_wild(["R5", "W"], 1, only_wild.view(0).legal_moves) == 1


@pytest.mark.parametrize("hints", [True, False])
async def test_the_coach_answers_in_the_challenge_window(hints):
    """A play-tester: h did nothing while a Wild Draw Four waited for the answer, just
    where a new player wants advice. The line shows in the window (gone with it)."""
    from uno_tui.app.widgets.key_bar import KeyBar

    game = P.bluff()
    if not hints:
        game.rules = replace(game.rules, hints=False)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="g")
        await confirm_handoff(pilot, 1)
        modal = app.screen
        assert isinstance(modal, ChallengeModal)
        keys = {key.key for key in modal.query_one(KeyBar).keys}
        assert ("h" in keys) == hints
        await pilot.press("h")
        await pilot.pause()
        said = " ".join(screen_text(app).split())
        assert ("Coach: challenge" in said or "Coach: accept" in said) == hints
        assert app.screen is modal and game.phase == "challenge"  # still to be answered
        await pilot.press("a")
        await pilot.pause()
        assert "Coach:" not in screen_text(app)


async def test_a_bluff_is_ticked_with_a_question_mark_and_said_when_selected():
    """A play-tester: Ann holds R 3 on a red pile, and her Wild +4 carried the same ✓ as
    her honest plays; a child reads ✓ as "allowed, no risk"."""
    game = P.bluff()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        states = {s.card: s for s in app.screen.hand_view.states}
        assert states["W+4"].playable and states["W+4"].bluff
        assert states["R3"].playable and not states["R3"].bluff
        assert "✓?" in screen_text(app)
        await select_card(pilot, game.hand(0).index("W+4"))
        said = " ".join(screen_text(app).split())
        assert "Selected: Wild +4 (a bluff: it may be challenged)" in said.replace("\xa0", " ")
        await select_card(pilot, game.hand(0).index("R3"))
        assert "a bluff" not in screen_text(app)


async def test_a_double_click_plays_one_card_when_the_same_player_goes_on():
    """A play-tester's double click on the selected Skip (two players: she plays again)
    played it, then tried the card that slid under the pointer."""
    hands = [["R-skip", "R4", "G7"], ["G1", "G2", "Y6"]]
    game = P.position(hands, discard=["R9"], names=["Ann", "Ben"])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await look_at_table(pilot)
        await select_card(pilot, game.hand(0).index("R-skip"))
        await click_card(pilot, app.screen.selected)
        assert game.turn == 0 and "R-skip" not in game.hand(0)  # played: Ann goes on
        # The double click's second half, on the card now selected where the Skip was.
        await click_card(pilot, app.screen.selected)
        assert game.hand(0) == ["R4", "G7"] and "Too quick" in notice_text(app.screen)
        await look_at_table(pilot)
        await click_card(pilot, app.screen.selected)  # once seen, a click plays again
        assert len(game.hand(0)) == 1


async def test_a_card_that_does_not_fit_says_what_trying_it_costs():
    """A play-tester of the street rules (misplay_penalty = 2) selected R +2 without a ✓
    and lost two cards on Enter with no word of warning."""
    hands = [["R3", "G7", "Y5"], ["G1", "G2", "Y6"], ["B4", "B5"]]
    game = P.position(hands, discard=["R9"], rules=load_ruleset("street-fr"))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await select_card(pilot, game.hand(0).index("G7"))
        said = " ".join(screen_text(app).split()).replace("\xa0", " ")
        assert "Selected: G 7 (no ✓: trying it costs 2 cards)" in said
        await select_card(pilot, game.hand(0).index("R3"))
        assert "trying it costs" not in screen_text(app)
    # Facing a pending draw, a card that does not answer it costs nothing to try.
    hands = [["R+2", "G7"], ["Y2", "G+2", "Y5"], ["B4", "B5"]]  # (Ben may stack G +2)
    game = P.position(hands, discard=["R9"], rules=load_ruleset("street-fr"))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R+2")
        await confirm_handoff(pilot, 1)
        await select_card(pilot, game.hand(1).index("Y2"))
        assert game.phase == "stack" and "trying it costs" not in screen_text(app)


async def test_no_draw_is_offered_where_the_rules_forbid_it():
    """A play-tester's Pokémon table said "d draws" where drawing was refused."""
    rules = load_ruleset("official").with_options(draw_with_playable="forbidden")
    game = P.position([["R3", "G7"], ["G1", "G2"], ["B4", "B5"]], discard=["R9"], rules=rules)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        said = " ".join(screen_text(app).split())
        assert "these rules allow no drawing now" in said and "d draws" not in said


async def test_a_flip_wild_draw_two_bluff_is_ticked_as_a_bluff_too():
    """A FLIP! card's code has small letters on its other face ('W+2/O-flip'): the ✓?
    and the status line's words compared it upper-cased with the view's codes."""
    from support import positions

    hands = [["W+2/O-flip", "R4/P2", "G9/T1"], ["B5/O5", "G4/P7"], ["Y6/T1", "B4/V4"]]
    game = positions.position(load_ruleset("flip"), hands, ["R3/V9"], ["G1/O1", "G2/W"])
    assert game.view(0).bluffs == ("W+2/O-flip",)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        states = {s.card: s for s in app.screen.hand_view.states}
        assert states["W+2/O-flip"].bluff and not states["R4/P2"].bluff
        await select_card(pilot, game.hand(0).index("W+2/O-flip"))
        assert "(a bluff: it may be challenged)" in " ".join(screen_text(app).split())
