"""The setup screen's own fields as a player meets them: the player counts the chosen
rules allow, one plain sentence for a value the form refuses, the names of empty seats."""

from __future__ import annotations

import pytest
from app_driver import notice_text, screen_text
from textual.widgets import Input, OptionList, Select

from uno_tui.app import create_app
from uno_tui.app.screens.house_rules import HouseRulesScreen
from uno_tui.app.screens.setup import SetupScreen

SMALL = (80, 24)


def said(app) -> str:
    """The text on screen with its lines run together (a notice may wrap)."""
    return " ".join(screen_text(app).split())


def offered(setup: SetupScreen) -> list[int]:
    """The counts the Players list offers (the list it opens)."""
    listed = setup.query_one("#count", Select).query_one(OptionList)
    return [int(str(listed.get_option_at_index(i).prompt)) for i in range(listed.option_count)]


async def choose_ruleset(pilot, name: str) -> None:
    setup = pilot.app.screen
    rulesets = setup.query_one("#rulesets", OptionList)
    rulesets.highlighted = [r.name for r in setup.rulesets].index(name)
    await pilot.pause()


async def test_players_offers_only_the_counts_the_ruleset_allows():
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert offered(setup) == list(range(2, 11))
        setup.query_one("#count", Select).value = 10
        await pilot.pause()
        assert "Players is now" not in said(app)
        # page-one is for 2 to 8: 10 is not offered, the count moves to 8 and says so.
        await choose_ruleset(pilot, "page-one")
        assert offered(setup) == list(range(2, 9))
        assert setup.count == 8
        assert setup.query_one("#seat-7").display and not setup.query_one("#seat-8").display
        assert "The page-one rules are for 2 to 8 players, so Players is now 8." in said(app)
        assert "Not allowed" not in said(app)  # told, not refused
        # Back to official: 2 to 10 again, and the 8 chosen stays.
        await choose_ruleset(pilot, "official")
        assert offered(setup) == list(range(2, 11)) and setup.count == 8
        # A house rule that matters: 20 cards each leaves room for 5 players at most.
        await pilot.press("ctrl+r")
        await pilot.pause()
        panel = app.screen
        assert isinstance(panel, HouseRulesScreen)
        field = panel.query_one("#opt-hand_size", Input)
        field.focus()
        field.value = "20"
        await pilot.press("enter", "escape")
        await pilot.pause()
        assert app.screen is setup and setup.rules.hand_size == 20
        assert offered(setup) == [2, 3, 4, 5] and setup.count == 5
        assert "The official (changed) rules are for 2 to 5 players, so Players is now 5." in (
            said(app)
        )
        assert "hand_size" not in notice_text(setup)  # (the description lists it as changed)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and len(app.game.players) == 5


async def test_a_refused_target_names_the_field_as_the_screen_labels_it():
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        target = setup.query_one("#target", Input)
        for typed, shown in [("0", "0"), ("1000000", "1000000"), ("-", "'-'")]:
            target.focus()
            await pilot.press("ctrl+a", "ctrl+k", *typed)
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert app.screen is setup and target.value == typed  # refused, nothing lost
            assert (
                f"Target score = {shown} is not allowed; use a whole number from 1 to 100000."
            ) in said(app)
            assert "target_score" not in said(app) and "Not allowed:" not in said(app)
        await pilot.press("ctrl+a", "ctrl+k", "2", "5", "0")
        await pilot.pause()
        assert "Not allowed" not in said(app)  # right again: the refusal goes
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.rules.target_score == 250


async def test_the_target_field_follows_how_the_chosen_rules_end_the_game():
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        target = setup.query_one("#target", Input)
        for ruleset, label, value in [
            ("challenge-uno", "Penalty limit", "500"),  # S3
            ("kids", "Round wins", "3"),  # S5
            ("japan-local", "Target score", "500"),  # S4's cut-off
            ("page-one", "Target score", ""),  # S2: 5 rounds, no target
            ("no-mercy", "Round wins", "1"),
        ]:
            await choose_ruleset(pilot, ruleset)
            assert (label, value) == (str(setup.query_one("#target-label").render()), target.value)
            assert target.disabled == (ruleset == "page-one")
            if target.disabled:
                assert target.tooltip == "No target: the game lasts 5 rounds."
        target.focus()
        await pilot.press("ctrl+a", "ctrl+k", "6", "0", "ctrl+s")
        await pilot.pause()
        assert app.screen is setup
        assert "Round wins = 60 is not allowed; use a whole number from 1 to 50." in said(app)
        await pilot.press("backspace", "ctrl+s")  # 6 round wins: obeyed
        await pilot.pause()
        assert app.game is not None and app.game.rules.target_wins == 6


def field_shade(field) -> float:
    """The brightness of a one-row field's background (a Select's: of its current value)."""
    shown = field.query_one("SelectCurrent") if isinstance(field, Select) else field
    return shown.background_colors[1].brightness


async def test_tab_shows_clearly_where_it_is_and_a_letter_on_a_closed_list_is_answered():
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        assert app.focused is setup.query_one("#name-0")
        for now, other in [("#name-0", "#name-1"), ("#played-by-0", "#played-by-1")]:
            field = setup.query_one(now)
            assert app.focused is field
            # (Textual marks a focused compact field with a 5% tint only: hardly seen)
            assert field_shade(field) - field_shade(setup.query_one(other)) > 0.15, now
            await pilot.press("tab")
        await pilot.press("shift+tab", "p")  # on the closed "who plays" list
        assert app.focused is setup.query_one("#played-by-0")
        said_now = "p does nothing on a closed list: Enter opens it, then type to jump."
        assert said_now in said(app)
        setup.query_one("#rulesets").focus()  # a list with no search: told too
        await pilot.press("3")
        assert "3 does nothing now: the keys in use are at the bottom." in said(app)
        setup.query_one("#name-1").focus()  # a text field takes its letters: nothing said
        await pilot.press("x")
        assert "x does nothing" not in said(app) and setup.query_one("#name-1").value.endswith("x")
        setup.query_one("#played-by-0").focus()
        await pilot.press("ctrl+r")  # the house rules: the same
        await pilot.pause()
        panel = app.screen
        assert isinstance(panel, HouseRulesScreen)
        hand_size = panel.query_one("#opt-hand_size", Input)
        assert app.focused is hand_size
        assert field_shade(hand_size) - field_shade(panel.query_one("#opt-deck_copies")) > 0.15
        panel.query_one("#opt-start_player", Select).focus()
        await pilot.press("x")
        assert said_now.replace("p ", "x ", 1) in said(app)


async def test_the_setup_takes_the_seeds_the_command_line_takes(run, opened):
    # The command line: from 0 up.
    assert run("play", "--seed", "-1").exit_code == 2 and opened == []
    assert run("play", "--seed", "0").exit_code == 0 and opened[0].kwargs["seed"] == 0
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        seed = setup.query_one("#seed", Input)
        seed.focus()
        for typed, shown in [("-1", "-1"), ("-", "'-'")]:  # "-" (on the way): no crash
            await pilot.press("ctrl+a", "ctrl+k", *typed)
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert app.screen is setup and seed.value == typed  # refused, nothing lost
            assert (
                f"Seed = {shown} is not allowed; use a whole number from 0 up, "
                "or leave it empty for a random game."
            ) in said(app)
        await pilot.press("ctrl+a", "ctrl+k", "tab")  # left empty: a random game, not red
        await pilot.pause()
        assert not seed.has_class("-invalid")
        seed.focus()
        await pilot.press("ctrl+a", "ctrl+k", "0", "ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.seed == 0


@pytest.mark.parametrize(
    ("typed", "seated"),
    [
        (["", "Player 3", ""], ["Player 1", "Player 3", "Seat 3"]),
        (["Player 2", "", ""], ["Player 2", "Seat 2", "Player 3"]),
    ],
    ids=["own-name-taken", "others-keep-their-own"],
)
async def test_an_empty_name_is_its_own_seats_player_n(run, opened, typed, seated):
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        setup.query_one("#count", Select).value = 3
        await pilot.pause()
        for seat, name in enumerate(typed):
            field = setup.query_one(f"#name-{seat}", Input)
            field.focus()
            await pilot.press("ctrl+a", "ctrl+k", *name)
            assert field.placeholder == f"Player {seat + 1}"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and list(app.game.players) == seated
    # The command line names the empty seats the same way (one function for both).
    ran = run("play", "-p", "3", *[arg for name in typed for arg in ("-n", name)])
    assert ran.exit_code == 0, ran.stderr
    assert opened[0].kwargs["names"] == seated


@pytest.mark.parametrize(("size", "shown"), [((80, 24), 8), ((110, 34), 12), ((120, 40), 17)])
async def test_a_taller_screen_lists_more_rulesets_at_once(size, shown):
    """A play-tester: at 200x50 the ruleset list showed 8 rows over 30 empty ones."""
    app = create_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        rulesets = setup.query_one("#rulesets", OptionList)
        assert rulesets.option_count >= 17  # the shipped ones (and any of the player's)
        assert rulesets.content_region.height == min(shown, rulesets.option_count)


@pytest.mark.parametrize("count", [3, 4])
async def test_a_game_of_more_than_two_started_from_setup_keeps_its_rules_unchanged(count):
    """A play-tester: 4 players of official from the setup said "✎ Changed:
    two_player_rules = false" in help, and `games` listed the ruleset as changed."""
    from uno_tui.engine import load_ruleset

    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        app.screen.query_one("#count", Select).value = count
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and len(app.game.players) == count
        assert app.game.rules == load_ruleset("official")


async def test_a_box_off_is_blank_not_a_dim_x():
    """Two play-testers: both boxes showed an X, on or off, told apart by colour only."""
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        lines = screen_text(app).splitlines()
        two = next(line for line in lines if "Reverse = Skip" in line)
        partners = next(line for line in lines if "Partners" in line)
        assert "▐X▌" in two and "▐ ▌" in partners


async def test_a_click_on_the_players_label_opens_its_list():
    """A play-tester: a click on "Players" did nothing; only its value opened the list."""
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        count = app.screen.query_one("#count", Select)
        assert not count.expanded
        await pilot.click(".inline")  # ("Players", the first inline label)
        await pilot.pause()
        assert count.expanded and app.focused is not None
