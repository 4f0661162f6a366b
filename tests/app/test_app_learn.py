"""A first game (`uno-tui learn`): each lesson says something the learner can do now,
read from the learner's own view: a catch that is still there to make, the Wild Draw
Four's question while it is asked, a card the learner may play."""

from __future__ import annotations

import app_positions as P
import pytest
from app_driver import notice_text, play_card

from uno_tui.app import create_app
from uno_tui.app.lessons import LESSONS, learning_rules
from uno_tui.app.screens.challenge import ChallengeModal
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.prose import Prose

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


async def test_the_wild_draw_four_question_is_explained_each_time_it_is_asked():
    # Cat plays a Wild Draw Four on Mia twice; Ben plays green in between.
    game = learning(
        [["B1", "B2", "Y4", "R9", "B7"], ["G5", "B5", "B6"], ["W+4", "W+4", "Y7", "Y8"]],
        turn=2,
    )
    game.move("play W+4 G", by=2)
    app = create_app(game=game, computers=COMPUTERS, learn=True)
    async with app.run_test(size=SIZE) as pilot:
        app.minds = {}  # the test moves Ben and Cat itself
        for time in range(2):
            await until(pilot, lambda: isinstance(app.screen, ChallengeModal))
            said = said_on_table(app)
            assert "Press x to challenge" in said and "allowed only if Cat" in said, said
            assert "Wild Draw Four (" not in said and LESSONS["start"] not in said
            if time == 0:
                await pilot.press("a")  # accepted: Mia draws 4, Ben is to play
                await until(pilot, lambda: game.turn == 1)
                app.computer_moves(app.stamp(), 1, "play G5")
                app.computer_moves(app.stamp(), 2, "play W+4 R")
        assert "wild4" not in app.taught  # Mia has not held one: its lesson is still to come


def test_a_card_lesson_comes_when_the_learner_may_play_the_card():
    from uno_tui.app.lessons import lesson_now

    # A Wild Draw Four on the pile (green chosen): Mia may play G1, nothing else.
    game = learning([["G1", "B2", "B3"], ["B4", "B5"], ["Y7", "Y8"]], discard=["W+4"], colour="G")
    taught = {"start"}
    said = [lesson_now(game.view(0), taught) for _ in range(2)]
    assert [lesson and lesson.key for lesson in said] == ["number", None]
    game = learning([["W+4", "B2", "B3"], ["B4", "B5"], ["Y7", "Y8"]])  # Mia holds one
    lesson = lesson_now(game.view(0), taught)
    assert lesson is not None and lesson.key == "wild4"
    # (named as its face reads: a play-tester's child met "Skip (⊘)" over a card "Y Skip")
    assert lesson.text == LESSONS["wild4"].format(card="Wild +4")
    assert lesson.text.startswith("Wild Draw Four (Wild +4 in your hand): you choose")


async def test_the_first_lesson_says_to_play_a_wild_when_only_wilds_fit():
    # R9 on the pile; Mia holds Y3 G0 G2 G5 B0 and two Wilds: no red, no 9.
    game = P.only_wilds_fit(learning_rules(), NAMES)
    app = create_app(game=game, computers=COMPUTERS, learn=True)
    async with app.run_test(size=SIZE) as pilot:
        app.minds = {}  # the test moves Ben and Cat itself
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        said = said_on_table(app)
        assert LESSONS["start-wild"] in said and "Wild (Wild in your hand): it fits" in said
        assert LESSONS["start"] not in said and "Nothing fits" not in said, said
        assert {"start", "wild"} <= app.taught  # (the Wild's lesson is not said again)
        await play_card(pilot, "W", "g")  # what the lesson says: the Wild, then a colour
        assert game.turn == 1 and len(game.hand(0)) == 6
        assert "Wild (Wild in your hand)" not in said_on_table(app)


async def test_the_first_lesson_says_to_draw_when_nothing_fits():
    game = P.nothing_fits(learning_rules(), NAMES)
    app = create_app(game=game, computers=COMPUTERS, learn=True)
    async with app.run_test(size=SIZE) as pilot:
        app.minds = {}  # the test moves Ben and Cat itself
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        said = said_on_table(app)
        assert LESSONS["start-draw"] in said and LESSONS["start"] not in said, said
        await pilot.press("d")  # what the lesson says (G7 drawn: it does not fit)
        await until(pilot, lambda: game.turn == 1)
        assert len(game.hand(0)) == 5


def test_the_first_lesson_says_what_fits_in_the_learners_hand():
    from uno_tui.app.lessons import lesson_now

    def first(hand: list[str]):
        game = learning([hand, ["B4", "B5"], ["Y7", "Y8"]], discard=["R9"])
        taught: set[str] = set()
        return lesson_now(game.view(0), taught), taught

    lesson, taught = first(["G1", "W+4", "B2"])  # only the Wild Draw Four fits
    assert lesson is not None and lesson.text.startswith(LESSONS["start-wild"])
    assert lesson.text.endswith(LESSONS["wild4"].format(card="Wild +4"))
    assert taught == {"start", "wild4"}
    lesson, taught = first(["G9", "W", "B2"])  # a 9 fits: the colour-or-number lesson
    assert lesson is not None and lesson.text == LESSONS["start"] and taught == {"start"}
    # A play-tester: R +2 played on the first turn, and Ben drew 2 unexplained.
    lesson, taught = first(["G1", "R+2", "B2"])
    draw2 = LESSONS["draw2"].format(card="R +2")
    assert lesson is not None and lesson.text == f"{LESSONS['start']} {draw2}"
    assert taught == {"start", "draw2"}


def ticked(app) -> set[str]:
    """The cards the learner's hand shows with ✓ ("fits")."""
    return {state.card for state in app.tables[0].hand_view.states if state.playable}


async def test_a_wild_draw_four_that_would_be_a_bluff_has_no_tick_but_may_be_played():
    # R9 on the pile: Mia holds R2 (red, the colour in play), so her W+4 would be a bluff.
    game = learning([["G1", "W+4", "R2"], ["B4", "B5"], ["Y7", "Y8"]], discard=["R9"])
    app = create_app(game=game, computers=COMPUTERS, learn=True)
    async with app.run_test(size=SIZE) as pilot:
        app.minds = {}  # the test moves Ben and Cat itself
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert LESSONS["start"] in said_on_table(app)  # "the ✓ cards fit"
        assert ticked(app) == {"R2"}
        await play_card(pilot, "W+4", "g")  # allowed all the same (it may be challenged)
        assert game.turn == 1 and game.hand(0) == ["G1", "R2"]
    # No card of the colour in play: the Wild Draw Four fits, with its ✓.
    game = learning([["G1", "W+4", "B2"], ["B4", "B5"], ["Y7", "Y8"]], discard=["R9"])
    app = create_app(game=game, computers=COMPUTERS, learn=True)
    async with app.run_test(size=SIZE) as pilot:
        app.minds = {}
        await until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert ticked(app) == {"W+4"}


async def test_a_first_game_from_the_command_line_is_saved_like_any_game(
    run, opened, tmp_path, monkeypatch
):
    from uno_tui.app.screens.quit import QuitModal
    from uno_tui.records import store

    folder = tmp_path / "games"
    monkeypatch.setattr(store, "games_dir", lambda: folder)
    assert run("learn", "--name", "Mia").exit_code == 0
    (learn,) = opened  # what `uno-tui learn` hands the app, run for real
    app = create_app(**learn.kwargs)
    async with app.run_test(size=SIZE) as pilot:
        await until(pilot, lambda: app.game is not None and any(folder.glob("*.json")))
        await pilot.press("q")
        await until(pilot, lambda: isinstance(app.screen, QuitModal))
        text = app.screen.query_one(".dialog-text", Prose).plain
        assert "will be lost" not in text and "The game is saved in" in text, text
        await pilot.press("n")
        app.recorder.flush()
    listed = run("games")
    assert listed.exit_code == 0 and "Mia" in listed.stdout, listed.stdout


def test_computers_leave_a_learner_time_to_catch():
    """In a first game a computer waits longer before a catch: the learner reads the
    lesson, then presses c."""
    game = learning([["G1", "G2"], ["B4", "B5"], ["B7", "B8"]])
    learner = create_app(game=game, computers=COMPUTERS, learn=True)
    table = create_app(game=learning([["G1", "G2"], ["B4", "B5"], ["B7", "B8"]]))
    assert learner.react_seconds() > table.react_seconds() >= 1


async def forgets_uno(pilot) -> None:
    """Mia plays R5 without the call (the test moves Ben and Cat itself); the lesson
    says to call late."""
    app = pilot.app
    app.minds = {}
    await until(pilot, lambda: isinstance(app.screen, TableScreen))
    app.taught.update({"start", "uno", "number"})  # (lessons said already)
    await pilot.press("1", "enter")
    await until(pilot, lambda: LESSONS["late"] in said_on_table(app))


async def test_a_learner_caught_without_uno_is_told_why_they_drew():
    game = learning([["R5", "R7"], ["R4", "B5", "B6"], ["B7", "B8", "B9"]])
    app = create_app(game=game, computers=COMPUTERS, learn=True)
    async with app.run_test(size=SIZE) as pilot:
        await forgets_uno(pilot)
        app.computer_moves(app.stamp(), 1, "catch 0")  # Ben is quicker
        await pilot.pause()
        assert len(game.hand(0)) == 3
        said = said_on_table(app)
        assert LESSONS["caught"].format(name="Ben") in said and LESSONS["late"] not in said
        app.computer_moves(app.stamp(), 1, "play R4")  # still said on Cat's turn
        await pilot.pause()
        assert LESSONS["caught"].format(name="Ben") in said_on_table(app)


async def test_a_learner_who_forgets_uno_is_told_to_say_it_late():
    game = learning([["R5", "R7"], ["B4", "B5", "B6"], ["B7", "B8", "B9"]])
    app = create_app(game=game, computers=COMPUTERS, learn=True)
    async with app.run_test(size=SIZE) as pilot:
        await forgets_uno(pilot)
        await pilot.press("u")  # said late: nobody can catch Mia now
        await pilot.pause()
        assert game.uno_called(0) and not game.catchable
        assert LESSONS["late"] not in said_on_table(app)
