"""A first game (`uno-tui learn`): each lesson says something the learner can do now,
read from the learner's own view: a catch that is still there to make."""

from __future__ import annotations

import app_positions as P
import pytest
from app_driver import notice_text

from uno_tui.app import create_app
from uno_tui.app.lessons import LESSONS, learning_rules
from uno_tui.app.screens.table import TableScreen

SIZE = (110, 34)
NAMES = ["Mia", "Ben", "Cat"]
COMPUTERS = {1: "easy", 2: "easy"}


def learning(hands, turn=0, discard=("R1",), colour=None):
    return P.position(
        hands, list(discard), turn=turn, colour=colour, rules=learning_rules(), names=NAMES
    )


async def until(pilot, done, steps: int = 200) -> None:
    for _ in range(steps):
        if done():
            return
        await pilot.pause(0.02)
    raise AssertionError("the app never got there")


def said_on_table(app) -> str:
    """The learner's notice line (under a question too)."""
    return notice_text(app.tables[0])


@pytest.mark.parametrize(
    ("forgets", "catcher"),
    [(2, 1), (1, 2)],  # Cat forgets on Mia's turn, Ben catches; Ben forgets, Cat catches
)
async def test_the_lesson_never_asks_to_catch_a_player_a_computer_caught_first(forgets, catcher):
    hands = [["G1", "G2", "G4", "Y7"], ["B4", "B5", "B6"], ["B7", "B8", "B9"]]
    hands[forgets] = ["R5", "R7"]
    game = learning(hands, turn=forgets)
    game.move("play R5", by=forgets)  # one card left, without the call
    forgot, quick = NAMES[forgets], NAMES[catcher]
    app = create_app(game=game, computers=COMPUTERS, learn=True)
    async with app.run_test(size=SIZE) as pilot:
        app.minds = {}  # the test moves Ben and Cat itself
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause()
        assert LESSONS["catch"].format(name=forgot) in said_on_table(app)
        app.computer_moves(app.stamp(), catcher, f"catch {forgets}")  # quicker than Mia
        await pilot.pause()
        said = said_on_table(app)
        assert f"catches {forgot}" in said  # what the computer did
        assert "Press c" not in said, said  # nobody is left to catch
        assert LESSONS["quicker"].format(name=quick) in said
        assert "catch" not in app.taught  # explained again the next time someone forgets
        await pilot.press("c")
        assert "Nobody can be caught now" in said_on_table(app)
