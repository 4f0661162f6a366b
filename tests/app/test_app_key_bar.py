"""The hand-off's key bar (one widget for all its keys): what it lists, and clicks."""

from __future__ import annotations

import app_positions as P
from app_driver import widget_text

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
        bar = app.screen.query_one(KeyBar)
        show = next(key for key in bar.keys if key.key == "enter")
        await pilot.click(KeyBar, offset=(show.start + 1, 0))
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
