"""The table at small and large sizes: questions docked above the hand, the key bar at
80 columns, the sort key, the piles; the setup form at 80x24 (issue 24)."""

from __future__ import annotations

import re

import app_positions as P
import pytest
from app_driver import (
    assert_handoff_public,
    click_again,
    click_key,
    confirm_handoff,
    play_card,
    screen_text,
    seat_names_shown,
    widget_text,
)
from rich.cells import cell_len
from support.language import speaking
from textual.containers import VerticalScroll
from textual.widgets import Input

from uno_tui.app import create_app
from uno_tui.app.hand_order import ordered
from uno_tui.app.screens.challenge import ChallengeModal
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.drawn import PlayOrKeepModal
from uno_tui.app.screens.drew import DrewModal
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.setup import SetupScreen
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.event_log import EventLog
from uno_tui.app.widgets.hand import CARD_WIDTH, GUTTER, HandView
from uno_tui.app.widgets.key_bar import KeyBar
from uno_tui.app.widgets.piles import BigPiles
from uno_tui.app.widgets.table_info import SeatsView, fit_cells, fit_names
from uno_tui.app.widgets.table_seats import TableSeats
from uno_tui.engine import load_ruleset


async def open_colour_question(pilot) -> TableScreen:
    """Ann shows her hand (W, G9, Y2) and plays the Wild: the colour is asked."""
    app = pilot.app
    await confirm_handoff(pilot, 0)
    table = app.screen
    assert isinstance(table, TableScreen)
    await pilot.press(str(table.shown_hand.index("W") + 1), "enter")
    await pilot.pause()
    assert isinstance(app.screen, ColourModal)
    return table


@pytest.mark.parametrize("size", [(80, 24), (60, 20), (120, 40)])
async def test_the_colour_question_leaves_the_hand_in_sight(size):
    app = create_app(game=P.wild())
    async with app.run_test(size=size) as pilot:
        table = await open_colour_question(pilot)
        hand = table.query_one(HandView).region
        modal = app.screen
        dialog = modal.query_one(".dialog").region
        assert dialog.height and not dialog.overlaps(hand), (dialog, hand)
        assert dialog.bottom <= table.status_line.region.y
        text = widget_text(app, table.query_one(HandView))  # painted over the modal's layer
        for label in ("Wild", "G 9", "Y 2"):
            assert label in text, text
        await pilot.press("r")
        await pilot.pause()
        assert app.game.colour == "red"


async def test_a_colour_is_chosen_with_a_click_on_the_docked_question():
    app = create_app(game=P.wild())
    async with app.run_test(size=(80, 24)) as pilot:
        await open_colour_question(pilot)
        await pilot.click("#colour-blue")
        await pilot.pause()
        assert app.game.colour == "blue"


RULESETS = ["official", "street-fr", "tgus-t1", "page-one", "tgus-3", "japan-local"]


@pytest.mark.parametrize("name", RULESETS)
async def test_every_shown_key_fits_whole_at_80_columns(name):
    computers = {2: "normal"}
    app = create_app(
        rules=load_ruleset(name), names=["Ann", "Ben", "Cat"], seed=1, computers=computers
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        line = bar.render()
        assert line.cell_len <= 80 and "q Quit" in line.plain and "⏎ Play" in line.plain
        for key in bar.keys:  # each key shown whole: its label ends before the edge
            assert key.end <= 80


async def test_the_challenge_keys_fit_at_80_columns():
    app = create_app(game=P.bluff())
    async with app.run_test(size=(80, 24)) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        await pilot.press(str(table.shown_hand.index("W+4") + 1), "enter")
        await pilot.pause()
        await pilot.press("g")  # the colour
        await pilot.pause()
        await confirm_handoff(pilot, 1)  # Ben takes the keyboard: the challenge is asked
        bar = app.screen.query_one(KeyBar)
        text = bar.render().plain
        assert "x Challenge" in text and "a Accept" in text and len(text) <= 80, text


async def test_o_sorts_the_hand_by_colour_by_number_and_as_dealt():
    hands = [["W", "G9", "R2", "G1"], ["G4", "G2", "Y5"], ["B4", "B5", "B6"]]
    app = create_app(game=P.position(hands))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        table = app.screen
        assert table.shown_hand == ["R2", "G1", "G9", "W"]  # by colour, then number
        await pilot.press("2")  # G1 selected: the selection follows its card
        await pilot.press("o")
        await pilot.pause()
        assert table.shown_hand == ["G1", "R2", "G9", "W"]
        assert table.shown_hand[table.selected] == "G1"
        await click_key(pilot, "o")  # the key bar's Sort, clicked
        await pilot.pause()
        assert table.shown_hand == ["W", "G9", "R2", "G1"]  # as dealt
        assert "o Sort" in widget_text(app, table.query_one(KeyBar))


async def test_setup_shows_every_field_at_80x24_with_ten_players():
    app = create_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        screen.query_one("#count").value = 10
        await pilot.pause()
        ids = [f"#name-{i}" for i in range(10)] + [f"#played-by-{i}" for i in range(10)]
        ids += ["#count", "#rulesets", "#two-player", "#teams", "#target", "#seed", "#start"]
        for selector in ids:
            region = screen.query_one(selector).region
            assert region.height and region.bottom <= 23, (selector, region)  # above the footer


def in_sight(widget) -> bool:
    """`widget` is whole on screen: inside the screen and inside what each scrolling
    column of the form around it shows."""
    region = widget.region
    columns = [c for c in widget.ancestors if isinstance(c, VerticalScroll)]
    return widget.screen.region.contains_region(region) and all(
        c.scrollable_content_region.contains_region(region) for c in columns
    )


@pytest.mark.parametrize("lang", ["en", "fr", "ja"])
async def test_setup_fits_60x20_and_each_field_tabbed_to_is_in_sight(lang):
    with speaking(lang):
        app = create_app()
        async with app.run_test(size=(60, 20)) as pilot:
            await pilot.pause()
            screen = app.screen
            screen.query_one("#count").value = 10
            rulesets = screen.query_one("#rulesets")
            for index in range(rulesets.option_count):  # each ruleset's target label
                rulesets.highlighted = index
                await pilot.pause()
                for column in screen.query(VerticalScroll):  # nothing past a column's right edge
                    width = column.scrollable_content_region.width
                    assert column.virtual_size.width <= width, (index, column)
            for button in screen.query("#setup-bar > Button"):
                assert screen.region.contains_region(button.region), button
            rulesets.highlighted = [o.id for o in rulesets.options].index("official")
            screen.query_one("#count").value = 10
            screen.query_one("#name-0").focus()
            seen = set()
            for _ in range(30):
                await pilot.press("tab")
                await pilot.pause()
                assert in_sight(app.focused), app.focused
                seen.add(app.focused.id)
            assert {"name-9", "played-by-9", "rulesets", "teams", "target", "seed"} <= seen


async def test_setup_at_60x20_keeps_the_field_being_edited_in_sight_under_a_notice():
    app = create_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.query_one("#count").value = 10
        await pilot.pause()
        name = screen.query_one("#name-9")
        name.focus()
        await pilot.pause()
        assert in_sight(name)
        screen.tell(" ".join(["A notice long enough to take five lines."] * 6), warning=True)
        await pilot.pause()  # the notice takes its rows: the column is shorter,
        await pilot.pause()  # and scrolled to keep the field in view
        assert screen.query_one("#notice").region.height >= 5
        assert in_sight(name)


async def test_the_order_of_play_names_every_seat_once_the_terminal_grows():
    """A play-tester's ten seats read "… → Hal → …" at 200 columns after starting at
    100: the title was cut to the width it was drawn at."""
    names = ["Hanako", "Grandpa", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Taro"]
    app = create_app(P.official(), names, 3)
    async with app.run_test(size=(100, 30)) as pilot:
        await confirm_handoff(pilot, app.game.turn)
        title = widget_text(app, app.screen.title_line)
        assert "…" in title  # (at 100 columns the last names give way)
        await pilot.resize_terminal(200, 50)
        await pilot.pause()
        title = widget_text(app, app.screen.title_line)
        assert "…" not in title and all(name in title for name in names), title


async def test_setup_says_a_name_is_too_long_as_it_is_typed():
    """A play-tester typed "Grandma Josephine" (17 letters), saw its start scroll away,
    and was told only at Start that a name has at most 16 (it is not cut: said)."""
    from app_driver import notice_text

    app = create_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        name = app.screen.query_one("#name-0", Input)
        name.focus()
        name.value = ""
        await pilot.press(*"Grandma Josephin")
        assert "at most 16" not in notice_text(app.screen)
        await pilot.press("e")
        assert name.value == "Grandma Josephine"
        assert "17 characters long; a name may have at most 16" in notice_text(app.screen)
        await pilot.press("backspace")
        assert "at most 16" not in notice_text(app.screen)  # (right again: the notice goes)


async def test_setup_an_emptied_name_takes_its_placeholder_and_errors_clear():
    app = create_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.query_one("#name-0").value = "x" * 20
        await pilot.click("#start")
        await pilot.pause()
        notice = screen.query_one("#notice")
        assert "at most 16" in str(notice.render())
        screen.query_one("#name-0").value = ""  # the fix: the error goes
        await pilot.pause()
        assert not notice.has_class("-shown")
        await click_again(pilot, "#start")
        await pilot.pause()
        assert app.game is not None and app.game.players[0] == "Player 1"


def draws_unplayable():
    """Ann has nothing to play on R3 and draws B9, which cannot be played either."""
    hands = [["G1", "Y2"], ["G4", "G2", "Y5"], ["B4", "B5", "B6"]]
    return P.position(hands, discard=["R3"], draw=["B9", *P.PILE])


async def test_an_unplayable_drawn_card_is_shown_to_its_drawer_before_the_hand_off():
    app = create_app(game=draws_unplayable())
    async with app.run_test(size=(80, 24)) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        await pilot.press("d")
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, DrewModal) and app.game.turn == 1
        assert "You drew B 9" in screen_text(app) and "passes to Ben" in screen_text(app)
        hand = table.query_one(HandView).region  # the hand, B 9 in it, stays in sight
        assert not modal.query_one(".dialog").region.overlaps(hand)
        assert "B 9" in widget_text(app, table.query_one(HandView))
        await pilot.click("#ok")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        assert "B 9" not in screen_text(app)  # the hand-off is public


async def test_while_the_drawn_card_is_shown_no_computer_is_said_to_play():
    # Ben, next, is a computer; Cat is the next person: the window waits for Ann's OK.
    app = create_app(game=draws_unplayable(), computers={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, DrewModal) and app.game.turn == 1
        status = widget_text(app, table.status_line)
        assert "is playing" not in status and "Your turn is over" in status
        await pilot.click("#ok")
        await pilot.pause()
        assert not table.asking


async def test_with_one_person_the_table_stays_and_says_what_was_drawn():
    app = create_app(game=draws_unplayable(), computers={1: "easy", 2: "easy"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "You drew B 9; it can't be played." in screen_text(app)


def test_hand_orders():
    hand = ["W+4", "G9", "R+2", "Y2", "R3", "B0", "G1", "W"]
    assert ordered(hand, "colour") == ["R3", "R+2", "Y2", "G1", "G9", "B0", "W", "W+4"]
    assert ordered(hand, "number") == ["B0", "G1", "Y2", "R3", "G9", "R+2", "W", "W+4"]
    assert ordered(hand, "dealt") == hand
    suits = ["KD", "5S", "AH", "10C", "JOKER", "2H"]
    assert ordered(suits, "colour") == ["AH", "2H", "KD", "5S", "10C", "JOKER"]
    # A card drawn face down stays last: where it would sort would tell its colour.
    assert ordered(["G2", "R5", "B1"], "colour", keep_last=True) == ["R5", "G2", "B1"]


def test_names_are_cut_by_cells_with_an_ellipsis():
    assert fit_cells("Ben😀🎉 longname", 8) == "Ben😀🎉…"
    for name, width in (("Ben😀🎉 longname", 8), ("Ann", 6), ("😀😀😀😀😀", 5)):
        shown = fit_cells(name, width)
        assert cell_len(shown) == width
        assert shown.rstrip() == name or shown.rstrip().endswith("…")


async def test_emoji_names_keep_each_seat_on_one_line_at_60x20():
    names = ["Ann", "Ben😀🎉 longname", "Cat"]
    app = create_app(rules=load_ruleset("official"), names=names, seed=1)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        seats = app.screen.query_one(TableSeats)
        assert seats.virtual_size.height == 1 + len(names)  # the heading and a row each
        text = widget_text(app, seats)
        assert "Ben😀🎉" in text and "…" in text


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
async def test_play_or_keep_and_the_challenge_leave_the_hand_in_sight(size):
    app = create_app(game=P.drawn_playable())  # Ann draws R9, which she may play
    async with app.run_test(size=size) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("d")
        await pilot.pause()
        table, modal = app.screen_stack[-2], app.screen
        assert isinstance(modal, PlayOrKeepModal)
        assert not modal.query_one(".dialog").region.overlaps(table.query_one(HandView).region)
        await pilot.click("#keep")
        await pilot.pause()
        assert app.game.turn == 1
    app = create_app(game=P.bluff())
    async with app.run_test(size=size) as pilot:
        table = await open_challenge_question(pilot)
        modal = app.screen
        assert isinstance(modal, ChallengeModal)
        assert not modal.query_one(".dialog").region.overlaps(table.query_one(HandView).region)
        await pilot.click("#accept")
        await pilot.pause()
        assert app.game.hand_size(1) == 7


# The two columns of ten seats, line by line: seats 1 and 6, 2 and 7 …
ORDER_NUMBERS = [n for pair in zip(range(1, 6), range(6, 11), strict=True) for n in pair]
ORDER = [f"Player {n}" for n in ORDER_NUMBERS]


@pytest.mark.parametrize("size", [(110, 34), (80, 24)])
async def test_many_players_names_are_whole_where_there_is_room(size):
    """Ten players: the hand-off's seats (two thirds of the width with so many) hold
    "Player 10" whole at 80x24 as the table's do, before and after a play (it read
    "Player…" ten times)."""
    names = [f"Player {n}" for n in range(1, 11)]
    app = create_app(P.official(), names, 3)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        seats = app.screen.query_one(SeatsView)
        assert seat_names_shown(widget_text(app, seats)) == ORDER
        await confirm_handoff(pilot)
        text = screen_text(app)
        assert all(name in text for name in names)  # the table's seats
        title = text.splitlines()[0].rstrip()
        assert "order: Player 1 → Player 2" in title and title.endswith("→ …")
        await play_card(pilot, "R2")  # (on the Y2 turned up: Player 2's hand-off)
        assert isinstance(app.screen, HandoffScreen)
        assert_handoff_public(app)
        seats = app.screen.query_one(SeatsView)
        assert seat_names_shown(widget_text(app, seats)) == ORDER


@pytest.mark.parametrize("size", [(80, 24), (60, 20), (110, 34)])
async def test_ten_long_names_cut_still_differ(size):
    """Ten names of 16 letters alike but for their ends: where they are cut, on the
    hand-off and on the table, each keeps its end, so no two seats read the same."""
    names = [f"Alexandrina Q{n:02d}x" for n in range(1, 11)]
    app = create_app(P.official(), names, 3)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        shown = seat_names_shown(widget_text(app, app.screen.query_one(SeatsView)))
        assert [re.search(r"Q\d\dx", name)[0] for name in shown] == [
            f"Q{n:02d}x" for n in ORDER_NUMBERS
        ], shown
        await confirm_handoff(pilot)
        # The table's box scrolls at 60x20: the seats in sight, each told apart.
        shown = seat_names_shown(widget_text(app, app.screen.query_one(TableSeats)))
        ends = {re.search(r"Q\d\dx", name)[0] for name in shown}
        assert len(ends) == len(shown) >= (4 if size == (60, 20) else 10), shown


def test_cut_names_keep_what_tells_them_apart():
    players = [f"Player {n}" for n in range(1, 11)]
    assert fit_names(players, 7) == [*(f"Playe…{n}" for n in range(1, 10)), "Play…10"]
    assert fit_names(players, 9) == [fit_cells(name, 9) for name in players]  # whole
    # Cut differently already: cut as ever.
    assert fit_names(["Ann Longname", "Ben Longname"], 7) == ["Ann Lo…", "Ben Lo…"]
    # Two words kept where one does not tell them apart; by cells (an emoji: two).
    assert fit_names(["Alice Q 1 x", "Alice Q 2 x"], 9) == ["Alice…1 x", "Alice…2 x"]
    assert fit_names(["Bob😀😀😀😀1", "Bob😀😀😀😀2"], 8) == ["Bob😀…1 ", "Bob😀…2 "]
    # One word: its last cells, a number in them kept whole ('10x', not '0x').
    underscored = [f"Alexandrina_Q{n:02d}x" for n in (1, 10)]
    assert fit_names(underscored, 13) == ["Alexandri…01x", "Alexandri…10x"]
    # No end tells them apart in the room: the seat's number does.
    assert fit_names(["AbcdefXghijk", "AbcdefYghijk", "Ann"], 6) == [
        "Abcd…1",
        "Abcd…2",
        "Ann   ",
    ]


async def open_challenge_question(pilot) -> TableScreen:
    """Ann plays her Wild Draw Four (green) on Ben: Ben shows his hand and is asked."""
    app = pilot.app
    await confirm_handoff(pilot, 0)
    await pilot.press(str(app.screen.shown_hand.index("W+4") + 1), "enter")
    await pilot.pause()
    await pilot.press("g")
    await pilot.pause()
    await confirm_handoff(pilot, 1)
    assert isinstance(app.screen, ChallengeModal)
    return app.screen_stack[-2]


@pytest.mark.parametrize("small", [(50, 15), (100, 18)])
@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
@pytest.mark.parametrize("question", ["colour", "challenge"])
async def test_a_docked_question_comes_back_whole_after_the_terminal_was_too_small(
    question, size, small
):
    """Made too small and big again, the question is the band it was above the hand
    (it jumped to the top, over the title, and kept only its first line)."""
    game, open_question = {
        "colour": (P.wild, open_colour_question),
        "challenge": (P.bluff, open_challenge_question),
    }[question]
    app = create_app(game=game())
    async with app.run_test(size=size) as pilot:
        table = await open_question(pilot)
        dialog = app.screen.query_one(".dialog")
        before = dialog.region
        await pilot.resize_terminal(*small)
        await pilot.pause()
        assert "too small" in screen_text(app)
        await pilot.resize_terminal(*size)
        await pilot.pause()
        text = screen_text(app)
        assert "too small" not in text and "Round 1" in text.splitlines()[0]
        assert dialog.region == before and dialog.region.bottom == table.status_line.region.y
        shown = ("1 Red", "4 Blue") if question == "colour" else ("Challenge (x)", "Accept (a)")
        assert all(words in text for words in shown), text


NEWEST = ("Ann draws G 3.", "Cat plays Wild +4 and chooses red.")


@pytest.mark.parametrize(("size", "newest"), [((60, 20), 1), ((80, 24), 2), ((100, 30), 2)])
async def test_the_newest_log_lines_stay_in_sight_above_a_docked_question(size, newest):
    """Ann is asked whether to challenge Cat's Wild Draw Four: the log's newest lines,
    the Wild Draw Four's among them, show above the band (they were under it). At 60x20
    the band would leave no row of the log below the seats: the log shows alone above
    the band, at its full width, and the seats and the piles come back after."""
    app = create_app(game=P.long_log_draw_four())
    async with app.run_test(size=size) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen_stack[-2]
        assert isinstance(app.screen, ChallengeModal)
        log = table.query_one(EventLog)
        shown = " ".join(widget_text(app, log).split())
        for sentence in NEWEST[-newest:]:
            assert sentence in shown, screen_text(app)
        assert "Y 2" in widget_text(app, table.query_one(HandView))  # the hand, below
        await pilot.press("escape")  # the band goes: the log ends at its own bottom again
        await pilot.pause()
        assert app.screen is table
        assert " ".join(widget_text(app, log).split()).endswith(NEWEST[-1])
        seats = widget_text(app, table.query_one(TableSeats))  # every seat, as before
        assert all(name in seats for name in P.NAMES), seats
        assert "discard" in widget_text(app, table.query_one(BigPiles))


async def test_on_a_big_screen_the_hand_off_shows_the_piles_as_cards():
    """A play-tester: at 200x50 the hand-off left half the screen empty and gave the top
    card as a line of text, while the family passed the keyboard round."""
    for screen, drawn in [((100, 32), False), ((200, 50), True)]:
        app = create_app(game=P.position([["R7", "R4", "Y6", "G8"], ["B2"], ["B3"]]))
        async with app.run_test(size=screen) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen)
            piles = app.screen.query_one("#handoff-big-piles", BigPiles)
            assert piles.display == drawn, screen
            if drawn:
                text = widget_text(app, piles)
                assert "╭" in text and "R 1" in text  # the top card, drawn as a card
                assert "R 7" not in text  # (no hand is within reach of this screen)
            assert "Round 1" in widget_text(app, app.screen.query_one("#handoff-piles"))


async def test_a_big_screen_draws_big_piles_and_tall_cards_picked_by_a_click_anywhere():
    """A family round a big screen: the piles grow and the hand's cards are drawn taller
    (their label in the middle); a click on a tall card's blank line picks that card."""
    sizes = {}
    for size in [(110, 34), (150, 44), (200, 50)]:
        app = create_app(game=P.position([["R1", "R4", "Y6", "G8"], ["B2"], ["B3"]]))
        async with app.run_test(size=size) as pilot:
            await confirm_handoff(pilot)
            table = app.screen
            hand = table.query_one(HandView)
            piles = widget_text(app, table.query_one(BigPiles)).splitlines()
            top = next(i for i, line in enumerate(piles) if "╭" in line)
            bottom = next(i for i, line in enumerate(piles) if "╰" in line)
            sizes[size] = (bottom - top + 1, hand.card_height)
            if size == (200, 50):
                assert hand.size.height == hand.card_height == 7
                lines = widget_text(app, hand).splitlines()
                assert "G 8" in lines[3] and "G 8" not in lines[2] + lines[4]
                other = next(i for i in range(4) if i != table.selected)
                content = hand.content_region.offset - hand.region.offset
                x = content.x + other * (CARD_WIDTH + GUTTER) + 2
                await pilot.click(hand, offset=(x, content.y + 1))  # the blank line
                await pilot.pause()
                assert table.selected == other
    assert sizes == {(110, 34): (12, 3), (150, 44): (17, 5), (200, 50): (23, 7)}  # card-shaped


async def test_a_long_hand_is_as_high_as_its_rows_after_the_terminal_grows():
    """A play-tester grew the terminal from 80x24 to 100x30: the hand was laid out in
    nine columns but kept the height of eight, three blank lines above the buttons."""
    cards = ["R1", "R2", "R3", "Y4", "Y5", "G6", "G7", "B8", "B9", "R-skip", "Y-rev", "G+2"]
    game = P.position([[*cards, "B1", "W", "W+4", "R7", "Y8"], ["G1", "G4"], ["B4", "B5"]])
    app = create_app(game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        hand = app.screen.query_one(HandView)
        assert hand.scrollable_content_region.height == hand.rows_height(), (
            hand.columns,
            hand.size,
        )
