"""A game started without a seed (the setup screen's default) still gets one, so
the autosave can record it."""

from uno_tui.app import create_app


async def test_a_game_started_from_setup_without_a_seed_gets_one():
    app = create_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None
        assert isinstance(app.game.seed, int)
