"""Whole random games through the app: no shared screen ever shows a card in a hand.

Shared screens are the hand-off, round over, game over, and the scoreboard and help
opened over them; toasts and notices count. Private notices (a refused card, the
drawn card) belong to the seat's table and must be gone once the hand is hidden."""

from __future__ import annotations

import random

import app_positions as P
import pytest
from app_driver import (
    assert_shared_public,
    challenge_asked,
    confirm_handoff,
    notice_text,
    play_card,
    random_step,
    screen_text,
    select_card,
    sentences,
    shows_label,
    toast_texts,
)

from uno_tui.app import create_app
from uno_tui.app.cards import card_label
from uno_tui.app.screens.doubt import DoubtModal
from uno_tui.app.screens.drawn import PlayOrKeepModal
from uno_tui.app.screens.drew import DrewModal
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.reveal import RevealModal
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.hand import HandView
from uno_tui.engine import load_ruleset

SIZE = (100, 32)

# One short game each (a round to 1 point ends it): official, jump-in and faults
# (street-fr), face-down passes and doubts (tgus-3); the last two cut short (pilot
# steps are slow).
# (ruleset, seed, players, steps at most).
GAMES = [("official", 1, 3, 400), ("street-fr", 2, 4, 100), ("tgus-3", 3, 3, 100)]


@pytest.mark.parametrize(("ruleset", "seed", "players", "steps"), GAMES)
async def test_random_game_keeps_hands_private(ruleset, seed, players, steps):
    rules = load_ruleset(ruleset)
    if rules.scoring == "points":
        rules = rules.with_options(target_score=1)
    names = ["Ann", "Ben", "Cat", "Dan"][:players]
    app = create_app(rules=rules, names=names, seed=seed)
    rng = random.Random(seed)
    seen = set()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        for _ in range(steps):
            name = await random_step(pilot, rng)
            seen.add(name)
            if name == "GameOverScreen":
                break
    assert {"HandoffScreen", "TableScreen"} <= seen, seen
    if ruleset == "official":
        assert {"RoundOverScreen", "GameOverScreen"} <= seen, seen


async def test_a_refused_card_is_told_on_that_table_only():
    """Ben tries Y8 on G4 (refused, naming his card), then plays G8: the next
    hand-off says nothing of Y8, and Ben's next turn starts without the old notice."""
    game = P.position([["Y8", "G8", "R2"], ["G1", "G2", "B5"], ["B4", "B5", "B6"]], ["G4"])
    app = create_app(game=game)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await confirm_handoff(pilot, 0)
        await select_card(pilot, 0)
        await pilot.press("enter")
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and game.hand_size(0) == 3
        assert "Y 8" in notice_text(table)
        await play_card(pilot, "G8")
        assert isinstance(app.screen, HandoffScreen)
        assert "Y8" not in screen_text(app) and "Y 8" not in screen_text(app)
        assert not toast_texts(app)
        assert_shared_public(app)
        for seat in (1, 2):
            await confirm_handoff(pilot, seat)
            await pilot.press("d")
            await pilot.pause()
            if isinstance(app.screen, PlayOrKeepModal):
                await pilot.press("k")
                await pilot.pause()
            if isinstance(app.screen, DrewModal):  # shown the unplayable card: hand on
                await pilot.press("enter")
                await pilot.pause()
        await confirm_handoff(pilot, 0)
        assert app.screen is table and notice_text(table) == ""


async def test_the_uno_race_on_a_table_hides_the_hand():
    """Ann forgets UNO; Ben already looks at his hand when Cat catches her: the window
    that asks who catches hides Ben's hand, and the hand-off comes back after."""
    game = P.uno_race()
    app = create_app(game=game)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        await confirm_handoff(pilot, 1)
        assert isinstance(app.screen, TableScreen) and game.catchable == [0]
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker) and app.screen.has_class("-opaque")
        text = screen_text(app)
        assert not any(label in text for label in ("G 1", "G 2", "G 4")), text
        await pilot.press("3")  # Cat (seat 3) catches, at Ben's keyboard
        await pilot.pause()
        assert game.hand_size(0) == 3
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1


async def test_a_doubt_confirmed_at_another_seat_hides_the_hand_and_the_log():
    """Ann passes a card face down; Ben looks at his hand when Cat doubts it: Cat
    confirms at Ben's keyboard, on a window that shows none of Ben's cards and none of
    his (or anyone's) private log lines (RULES 9); the hand-off comes back after, whether
    Cat confirms or cancels."""
    game = P.position(
        [["R5", "G7", "Y2"], ["G2", "G3", "Y5"], ["B4", "B5", "R6"]],
        turn=1,
        rules=load_ruleset("tgus-3"),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await confirm_handoff(pilot, 1)
        await pilot.press("d")  # Ben draws G7 (a line only Ben reads) and keeps it
        await pilot.pause()
        while not isinstance(app.screen, HandoffScreen):
            await pilot.press("k" if isinstance(app.screen, PlayOrKeepModal) else "enter")
            await pilot.pause()
        await confirm_handoff(pilot, 2)
        await play_card(pilot, "R6")
        await confirm_handoff(pilot, 0)
        await select_card(pilot, 1)
        await pilot.press("f")  # G7 face down
        await pilot.pause()
        await confirm_handoff(pilot, 1)
        assert isinstance(app.screen, TableScreen) and game.facedown_pending == 0
        names = tuple(game.players)
        private = {p for _, e in app.entries for p in sentences(e, names, game.rules)[1]}
        assert any(line in screen_text(app) for line in private)  # Ben's line is shown
        await pilot.press("b", "3")  # Cat (seat 3) doubts, at Ben's keyboard
        await pilot.pause()
        assert isinstance(app.screen, DoubtModal)
        text = screen_text(app)
        assert "Cat doubts Ann's face-down card" in text, text
        hand = [card_label(card) for card in game.hand(1)]
        assert not any(shows_label(text, label) for label in hand), text
        assert not any(line in text for line in private), text
        await pilot.press("escape")  # Cat cancels: Ben's hand does not come back for Cat
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and game.facedown_pending == 0
        await confirm_handoff(pilot, 1)
        await pilot.press("b", "3")
        await pilot.pause()
        assert isinstance(app.screen, DoubtModal)
        await pilot.press("enter")  # Cat confirms
        await pilot.pause()
        assert game.hand_size(0) == 6  # G7 could not be played on R6: Ann draws 4
        assert isinstance(app.screen, HandoffScreen)
        assert_shared_public(app)


async def test_catching_nobody_is_refused_at_once_or_warned_as_a_fault():
    for ruleset, window in (("official", False), ("street-fr", True)):
        game = P.position(
            [["R5", "R7"], ["G1", "G2", "G4"], ["B4", "B5", "B6"]], rules=load_ruleset(ruleset)
        )
        app = create_app(game=game)
        async with app.run_test(size=SIZE, notifications=True) as pilot:
            await pilot.press("c")
            await pilot.pause()
            if window:  # a false catch costs cards here: say so, then let them choose
                assert isinstance(app.screen, SeatPicker)
                assert "costs the catcher 2 cards" in app.screen.prompt
            else:
                assert isinstance(app.screen, HandoffScreen)
                assert "Nobody can be caught now" in notice_text(app.screen)


async def test_challenge_gives_the_numbers_and_the_reveal_marks_the_card():
    game = P.bluff()
    app = create_app(game=game)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await challenge_asked(pilot, "W+4")
        text = screen_text(app)
        assert "Accept: you draw 4" in text and "you draw 6 and lose your turn" in text, text
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, RevealModal)
        assert "Ann's hand when the Wild Draw Four was played" in screen_text(app)
        hand = app.screen.query_one(HandView)
        marked = [hand.cards[i] for i in hand.marked]
        assert marked == ["W+4"]
