"""One snapshot per screen and modal (pytest-textual-snapshot), at 80x24.

Update after looking at the report: `pytest tests/app --snapshot-update`.
"""

from __future__ import annotations

import app_positions as P
import pytest
from app_driver import confirm_handoff
from support.language import speaking
from support.positions import ruleset

from uno_tui.app import create_app

SIZE = (80, 24)
OFFICIAL = P.official()
NAMES = ["Ann", "Ben", "Cat"]


async def settle(pilot) -> None:
    """Freeze what moves: no toasts, no blinking cursor."""
    await pilot.pause()
    for widget in pilot.app.query("Input"):
        widget.cursor_blink = False
    pilot.app.clear_notifications()
    await pilot.wait_for_scheduled_animations()
    await pilot.pause()


async def at_table(pilot) -> None:
    """The hand-off confirmed and the table looked at, so that the keys pressed next act
    on it (a table just handed over takes no move at once: TableScreen.not_seen_yet)."""
    await confirm_handoff(pilot)
    await settle(pilot)


def test_setup(snap_compare):
    assert snap_compare(create_app(), terminal_size=SIZE, run_before=settle)


def test_handoff(snap_compare):
    app = create_app(OFFICIAL, NAMES, 3)
    assert snap_compare(app, terminal_size=SIZE, run_before=settle)


def test_table(snap_compare):
    app = create_app(OFFICIAL, NAMES, 3)
    assert snap_compare(app, press=["enter", "right"], terminal_size=SIZE, run_before=settle)


def test_table_big_hand(snap_compare):
    app = create_app(game=P.big_hand())
    assert snap_compare(app, press=["enter", "0"], terminal_size=SIZE, run_before=settle)


def test_handoff_uno_race(snap_compare):
    app = create_app(game=P.uno_race())
    keys = ["1", "enter"]
    assert snap_compare(app, press=keys, terminal_size=SIZE, run_before=at_table)


def test_catch_picker(snap_compare):
    app = create_app(game=P.uno_race())
    keys = ["1", "enter", "c"]
    assert snap_compare(app, press=keys, terminal_size=SIZE, run_before=at_table)


def test_colour_modal(snap_compare):
    app = create_app(game=P.wild())
    keys = ["3", "enter"]  # the hand shown by colour: Y2, G9, W
    assert snap_compare(app, press=keys, terminal_size=SIZE, run_before=at_table)


def test_play_or_keep_modal(snap_compare):
    app = create_app(game=P.drawn_playable())
    assert snap_compare(app, press=["d"], terminal_size=SIZE, run_before=at_table)


async def bluffed(pilot) -> None:
    """Ann plays her Wild Draw Four (R3, G9, W+4), green; Ben takes the keyboard and
    looks at his table: the challenge question opens."""
    await confirm_handoff(pilot)
    await pilot.press("3", "enter", "g")
    await confirm_handoff(pilot)
    await settle(pilot)


def test_challenge_modal(snap_compare):
    app = create_app(game=P.bluff())
    assert snap_compare(app, terminal_size=SIZE, run_before=bluffed)


def test_reveal_modal(snap_compare):
    app = create_app(game=P.bluff())
    assert snap_compare(app, press=["x"], terminal_size=SIZE, run_before=bluffed)


def test_round_over(snap_compare):
    app = create_app(game=P.played_game(3))
    assert snap_compare(app, terminal_size=SIZE, run_before=settle)


def test_scoreboard(snap_compare):
    app = create_app(game=P.played_game(3))
    assert snap_compare(app, press=["s"], terminal_size=SIZE, run_before=settle)


def test_game_over(snap_compare):
    app = create_app(game=P.played_game(99, target=200))
    assert snap_compare(app, press=["enter"], terminal_size=SIZE, run_before=settle)


def test_help(snap_compare):
    app = create_app(OFFICIAL, NAMES, 3)
    assert snap_compare(app, press=["question_mark"], terminal_size=SIZE, run_before=settle)


def test_quit_modal(snap_compare):
    app = create_app(OFFICIAL, NAMES, 3)
    assert snap_compare(app, press=["q"], terminal_size=SIZE, run_before=settle)


def test_too_small(snap_compare):
    app = create_app(OFFICIAL, NAMES, 3)
    assert snap_compare(app, terminal_size=(50, 16), run_before=settle)


def test_jump_in_modal(snap_compare):
    game = P.position(
        [["R5", "G7", "Y2"], ["G1", "G2", "Y5"], ["R5", "B5", "B6"]],
        rules=ruleset("street-fr"),
    )
    keys = ["1", "enter", "j", "2", "enter"]
    assert snap_compare(create_app(game=game), press=keys, terminal_size=SIZE, run_before=at_table)


def test_page_one_table(snap_compare):
    app = create_app(game=P.page_one())
    assert snap_compare(app, press=["enter"], terminal_size=SIZE, run_before=settle)


def test_page_one_suit_modal(snap_compare):
    app = create_app(game=P.page_one_eight())
    keys = ["3", "enter"]  # 2H, 5H, 8S
    assert snap_compare(app, press=keys, terminal_size=SIZE, run_before=at_table)


def test_handoff_out_phase(snap_compare):
    app = create_app(game=P.page_one_out())
    assert snap_compare(app, terminal_size=SIZE, run_before=settle)


def test_table_ten_players(snap_compare):
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
    app = create_app(OFFICIAL, names, 3)
    assert snap_compare(app, press=["enter"], terminal_size=SIZE, run_before=settle)


def test_doubt_modal(snap_compare):
    game = P.face_down()
    keys = ["3", "f", "b", "2"]  # R5, Y2, G7: G7 face down; Ben (seat 2) doubts
    assert snap_compare(create_app(game=game), press=keys, terminal_size=SIZE, run_before=at_table)


# The screens a family sees most, in Japanese and in French (issue 25): setup, hand-off,
# table, a colour question, help and round over.
IN_LANGUAGES = {
    "setup": (create_app, []),
    "handoff": (lambda: create_app(OFFICIAL, NAMES, 3), []),
    "table": (lambda: create_app(OFFICIAL, NAMES, 3), ["enter", "right"]),
    "colour": (lambda: create_app(game=P.wild()), ["3", "enter"]),  # (at the table: at_table)
    "help": (lambda: create_app(OFFICIAL, NAMES, 3), ["question_mark"]),
    "round_over": (lambda: create_app(game=P.played_game(3)), []),
}


@pytest.mark.parametrize("code", ["ja", "fr"])
@pytest.mark.parametrize("screen", IN_LANGUAGES)
def test_in_language(snap_compare, code, screen):
    make, keys = IN_LANGUAGES[screen]
    with speaking(code):
        begin = at_table if screen == "colour" else settle
        assert snap_compare(make(), press=keys, terminal_size=SIZE, run_before=begin)
