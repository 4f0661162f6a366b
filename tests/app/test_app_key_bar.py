"""The hand-off's key bar (one widget for all its keys): what it lists, clicks, and what
a key that does nothing now says."""

from __future__ import annotations

import app_positions as P
from app_driver import click_key, confirm_handoff, notice_text, widget_text

from uno_tui.app import create_app
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.key_bar import KeyBar

SIZE = (100, 32)


async def test_the_bar_lists_the_shown_keys_once_each():
    app = create_app(game=P.uno_race())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = widget_text(app, app.screen.query_one(KeyBar))
        assert "⏎ Show my hand" in text and "q Quit" in text
        assert "Accept" not in text  # enter's other binding is not enabled here
        assert text.count("Help") == 1  # "?" and f1: one action, one key shown


async def test_clicking_a_key_presses_it():
    app = create_app(game=P.uno_race())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await click_key(pilot, "enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


async def test_a_click_between_keys_does_nothing():
    app = create_app(game=P.uno_race())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        await pilot.click(KeyBar, offset=(bar.keys[-1].end + 2, 0))
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)


async def test_catch_and_late_call_show_only_when_someone_missed_the_call():
    app = create_app(game=P.position([["R5", "R7"], ["G1", "G2", "G4"], ["B4", "B5", "B6"]]))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = widget_text(app, app.screen.query_one(KeyBar))
        assert "Catch" not in text and "Late" not in text  # nobody to catch, no late call
        await confirm_handoff(pilot, 0)
        await pilot.press("1", "enter")  # Ann plays R5 and keeps one card, no UNO
        await pilot.pause()
        assert app.game.catchable == [0] and isinstance(app.screen, HandoffScreen)
        text = widget_text(app, app.screen.query_one(KeyBar))
        assert "c Catch" in text and "u Late UNO!" in text


async def test_a_wrong_catch_that_costs_cards_keeps_its_key():
    game = P.position(
        [["R5", "R7"], ["G1", "G2", "G4"], ["B4", "B5", "B6"]], rules=P.official(fault_penalty=2)
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = widget_text(app, app.screen.query_one(KeyBar))
        assert "c Catch" in text and "Late" not in text


async def test_the_table_keys_are_worked_out_again_when_the_moves_change_not_on_an_arrow():
    hands = [["G5", "B7", "Y3"], ["G1", "G2", "G4"], ["B4", "B5", "B6"]]
    game = P.position(hands, draw=("R9", "R8", "R2", "R3"))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)  # show Ann's hand
        table = app.screen
        assert isinstance(table, TableScreen)
        published: list[object] = []
        table.bindings_updated_signal.subscribe(table, published.append)
        await pilot.press("right", "right", "left", "1")
        await pilot.pause()
        assert table.selected == 0 and published == []  # only the selection moved
        await pilot.press("d")  # Ann draws R9: play it or keep it, new keys
        await pilot.pause()
        assert app.game.phase.value == "drawn" and published


async def test_a_key_that_does_nothing_now_says_so_and_changes_nothing():
    game = P.position([["G1", "Y2"], ["B4", "B5"], ["B6", "B7"]], discard=["R3"], draw=P.PILE)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("x")
        await pilot.pause()
        assert notice_text(app.screen) == "x does nothing now: the keys in use are at the bottom."
        await confirm_handoff(pilot, 0)
        await pilot.press("x")
        await pilot.pause()
        assert notice_text(app.screen) == "Challenge (x) is not possible now."
        await pilot.press("y")
        await pilot.pause()
        assert notice_text(app.screen) == "y does nothing now: the keys in use are at the bottom."
        assert isinstance(app.screen, TableScreen)
        assert game.hand(0) == ["G1", "Y2"] and game.log == []
        await pilot.press("d")  # a key in use says nothing of the kind
        await pilot.pause()
        assert "not possible" not in notice_text(app.screen) and game.hand(0) != ["G1", "Y2"]


async def test_a_number_key_beyond_the_hand_says_how_many_cards_are_held():
    game = P.position([["R5", "R7", "G9"], ["B4", "B5"], ["B6", "B7"]])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        selected = table.selected
        for key in ("9", "0", "4"):
            await pilot.press("o")  # something else on the notice line first
            await pilot.press(key)
            await pilot.pause()
            assert notice_text(table) == f"{key}: you hold 3 cards; 1-3 pick one."
        assert table.selected == selected and game.log == []


async def test_keys_of_moves_the_rules_never_allow_say_so():
    # Official rules: no face-down cards (so no doubts), no jump-in, no Stop!. Those
    # keys say the rules have no such move, not that it is "not possible now".
    game = P.position([["R5", "R7", "G9"], ["B4", "B5"], ["B6", "B7"]])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        never = {
            "f": "Face down (f)",
            "b": "Doubt (b)",
            "j": "Jump in (j)",
            "t": "Stop! (t)",
        }
        handoff = {"j": "Jump in (j)", "b": "Doubt (b)", "t": "Late Stop! (t)"}
        for key, name in handoff.items():  # the hand-off's keys too
            await pilot.press(key)
            await pilot.pause()
            assert notice_text(app.screen) == f"{name} is not part of the official rules."
        await confirm_handoff(pilot, 0)
        for key, name in never.items():
            await pilot.press(key)
            await pilot.pause()
            assert notice_text(app.screen) == f"{name} is not part of the official rules."
        assert game.log == []


async def test_keys_of_moves_the_rules_allow_later_say_not_now():
    # tgus-3 has face-down cards: no card waits to be doubted yet, and j is not in it.
    app = create_app(game=P.face_down())
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("b")
        await pilot.pause()
        assert notice_text(app.screen) == "Doubt (b) is not possible now."
        await pilot.press("j")
        await pilot.pause()
        assert notice_text(app.screen) == "Jump in (j) is not part of the tgus-3 rules."
