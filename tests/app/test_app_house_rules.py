"""Pilot tests for the house-rule controls: jump-in, face-down and doubt, several
cards at once, draw stacking, Page One calls, and a smoke run of every ruleset."""

from __future__ import annotations

import app_positions as P
import pytest
from app_driver import (
    assert_handoff_public,
    click_option,
    confirm_handoff,
    notice_text,
    play_card,
    policy_move,
    screen_text,
    select_card,
    take_turn,
)

from uno_tui.app import create_app
from uno_tui.app.messages import MoveRequested
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.doubt import DoubtModal
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.help import key_lines
from uno_tui.app.screens.jump_in import JumpInModal
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.event_log import EventLog
from uno_tui.app.widgets.key_bar import KeyBar
from uno_tui.engine import list_rulesets, load_ruleset

SIZE = (100, 32)
TGUS3 = load_ruleset("tgus-3")


def ruleset(name, **options):
    rules = load_ruleset(name)
    return rules.with_options(**options) if options else rules


async def test_jump_in_is_claimed_by_seat_and_confirmed_in_private():
    game = P.position(
        [["R5", "G7", "Y2"], ["G1", "G2", "Y5"], ["R5", "B5", "B6"]], rules=ruleset("street-fr")
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        await pilot.press("j")
        assert isinstance(app.screen, SeatPicker)
        await pilot.press("3")  # Cat claims: seat 3
        await pilot.pause()
        assert isinstance(app.screen, JumpInModal)
        assert "B 5" not in screen_text(app)  # nothing shown before Cat confirms
        await pilot.press("enter")
        assert "B 5" in screen_text(app)
        await pilot.press("enter")  # R5 is preselected
        await pilot.pause()
        assert game.hand(2) == ["B5", "B6"] and game.top == "R5"
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 0
        assert_handoff_public(app)


def jump_in_position(**options):
    """Ann plays R5; Ben is next; Cat holds an R5 too (her window shows R2 R5 B5, sorted
    as her table would), Dan none."""
    hands = [["R5", "G7", "Y2"], ["G1", "G2", "Y5"], ["B5", "R5", "R2"], ["Y7", "Y8", "Y9"]]
    names = ["Ann", "Ben", "Cat", "Dan"]
    return P.position(hands, rules=ruleset("party", **options), names=names)


async def test_jump_in_is_offered_only_while_a_card_just_played_may_be_jumped_in_on():
    """`j` is on the key bar right after a play (the hand-off), not on the first hand-off
    (the first card was turned up, not played) nor once the next player has drawn."""

    def offered(app) -> bool:
        return any(k.key == "j" for k in app.screen.query_one(KeyBar).keys)

    game = jump_in_position()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and not offered(app)
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert isinstance(app.screen, HandoffScreen) and offered(app)
        await confirm_handoff(pilot, 1)
        assert offered(app)  # on Ben's table too, until he moves
        await pilot.press("d")
        await pilot.pause()
        assert not offered(app)
        await pilot.press("j")
        await pilot.pause()
        assert not isinstance(app.screen, SeatPicker)  # nobody is asked who jumps in


async def test_a_wrong_jump_in_is_refused_on_the_hand_off_and_nothing_changes():
    """Cat claims with B5 on R5 (party: no fault penalty): the engine's refusal is said
    on the hand-off (naming only the public top card), the game is as before."""
    game = jump_in_position()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        moves, hand = len(game.log), list(game.hand(2))
        await pilot.press("j", "3")  # Cat claims: seat 3
        await pilot.pause()
        assert isinstance(app.screen, JumpInModal)
        await pilot.press("enter", "3", "enter")  # B5, not identical to R5
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        said = notice_text(app.screen)
        # (whose claim it was: the hand-off is nobody's own screen)
        assert said == "Not allowed: only a card identical to R 5 (one or two) can jump in (Cat)."
        assert (len(game.log), game.hand(2), game.top) == (moves, hand, "R5")
        assert_handoff_public(app)  # (Cat's B 5 is named nowhere)
        assert "B 5" not in screen_text(app)


async def test_a_wrong_jump_in_claimed_over_a_table_is_said_on_the_hand_off():
    """On Ben's table Cat claims a jump-in with the wrong card: Ben's hand is hidden and
    the refusal is said on the hand-off that follows."""
    game = jump_in_position()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        await confirm_handoff(pilot, 1)
        assert isinstance(app.screen, TableScreen) and app.screen.seat == 1
        await pilot.press("j", "3")  # Cat claims: seat 3
        await pilot.pause()
        await pilot.press("enter", "3", "enter")  # B5
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1
        assert "only a card identical to R 5" in notice_text(app.screen)
        assert game.hand_size(2) == 3 and game.top == "R5"


async def test_a_wrong_jump_in_costs_cards_where_the_rules_say_so():
    """With a fault penalty the claim is made and costs Cat 2 cards: the log says so."""
    game = jump_in_position(fault_penalty=2)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        await pilot.press("j", "3")  # Cat
        await pilot.pause()
        await pilot.press("enter", "3", "enter")  # B5
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and game.hand_size(2) == 5
        log = app.screen.query_one(EventLog).sentences
        assert log[-1] == "Fault: Cat may not jump in with B 5; Cat draws 2 cards."


async def test_a_jump_in_with_two_identical_cards_asks_one_or_both():
    """Cat holds two wilds (H-jump-in: "two identical cards may be played together";
    H-jump-in-wild): after her pick she is asked one or both, then the colour, in
    windows that hide the table; a click on "Both" plays the two, Enter on "One" one."""
    from uno_tui.app.screens.choice import ChoiceModal

    for answer, left in (("both", ["B6"]), ("one", ["W", "B6"])):
        hands = [["W", "G7", "Y2"], ["G1", "G2", "Y5"], ["W", "W", "B6"], ["Y7", "Y8"]]
        rules = P.official(jump_in=True, jump_in_wild=True)
        game = P.position(hands, rules=rules, names=["Ann", "Ben", "Cat", "Dan"])
        app = create_app(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await confirm_handoff(pilot, 0)
            await play_card(pilot, "W", colour="g")
            await confirm_handoff(pilot, 1)  # on Ben's table: his hand must be hidden
            await pilot.press("j", "3", "enter", "enter")  # Cat, show, W preselected
            await pilot.pause()
            modal = app.screen
            assert isinstance(modal, ChoiceModal) and modal.has_class("-opaque")
            assert "Jump in with one Wild or both?" in screen_text(app)
            assert "G 1" not in screen_text(app)  # Ben's hand is not behind it
            if answer == "both":
                await click_option(pilot, 1)
            else:
                await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ColourModal) and app.screen.has_class("-opaque")
            await pilot.press("b")
            await pilot.pause()
            assert game.hand(2) == left and game.top == "W>B"  # a wild, declared blue


async def test_race_windows_offer_the_people_only_never_a_computer(monkeypatch):
    """A play-tester picked Dan (computer) in "Who jumps in?", then "I am Dan" showed
    Dan's whole hand to the table. The computers jump in, catch and call on their own:
    the race windows list the people at the keyboard only."""
    from uno_tui.app import app as app_module
    from uno_tui.app.screens.seat_picker import SeatPicker

    monkeypatch.setattr(app_module, "REACT", 60.0)  # Dan waits until the test ends
    hands = [["R5", "G7"], ["G1", "R2", "Y5"], ["R7", "W", "B6"], ["Y7", "R8"]]
    rules = P.official(jump_in=True)
    game = P.position(hands, rules=rules, names=["Ann", "Ben", "Cat", "Dan"])
    app = create_app(game=game, computers={3: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")  # Ann forgets the call; Ben's hand-off
        assert game.catchable == [0] and isinstance(app.screen, HandoffScreen)
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        assert [seat for seat, __ in app.screen.choices] == [1, 2]  # Ben, Cat: not Dan
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        assert [seat for seat, __ in app.screen.choices] == [0, 2]  # Ann, Cat: not Dan


async def test_a_seat_that_went_out_is_not_asked_to_jump_in_or_doubt():
    """tgus-3 plays to the last: once Ann is out she is no longer offered as a doubter
    (a false doubt would give her cards after finishing)."""
    from uno_tui.app.screens.race_keys import doubters

    game = P.position([["R5"], ["R3", "G4", "B7"], ["Y1", "Y2", "B2"]], rules=ruleset("tgus-3"))
    game.move("play R5")
    game.move("facedown R3", by=1)
    assert doubters(game.view(2)) == [2]
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        assert [seat for seat, _name in app.screen.choices] == [2]  # Cat, not Ann


async def test_the_jump_in_window_marks_what_the_engine_lets_jump_in():
    """Cat's private window marks (✓) and preselects only the cards the engine lists
    for a jump-in; with H-hints off nothing is marked or preselected."""
    from uno_tui.app.widgets.hand import HandView

    for hints in (True, False):
        game = jump_in_position(hints=hints)
        app = create_app(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await confirm_handoff(pilot, 0)
            await play_card(pilot, "R5")
            await pilot.press("j", "3", "enter")
            await pilot.pause()
            modal = app.screen
            assert isinstance(modal, JumpInModal)
            assert modal.hand == ["R2", "R5", "B5"]  # as her table sorts it (dealt B5 R5 R2)
            states = modal.query_one(HandView).states
            assert [s.playable for s in states] == [False, hints, False]
            assert any(s.dim for s in states) is hints
            assert modal.selected == (1 if hints else 0)


async def test_face_down_pass_and_doubt():
    game = P.face_down()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await select_card(pilot, 1)
        await pilot.press("f")  # G7 face down: it does not match R1
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and game.hand_size(0) == 2
        assert_handoff_public(app)
        assert "G7" not in screen_text(app)
        await pilot.press("b")
        assert isinstance(app.screen, SeatPicker)
        await pilot.press("2")  # Ben (seat 2) claims the doubt ...
        await pilot.pause()
        assert isinstance(app.screen, DoubtModal) and game.hand_size(0) == 2
        await pilot.press("escape")  # ... a stray key: nothing happens
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and game.facedown_pending == 0
        await pilot.press("b", "2")  # Ben again
        await pilot.pause()
        assert isinstance(app.screen, DoubtModal)
        await pilot.press("enter")  # Ben confirms
        await pilot.pause()
        assert game.hand_size(0) == 6  # the card was not playable: Ann draws 4


@pytest.mark.parametrize("call", [True, False])
async def test_uno_is_called_before_a_face_down_pass_of_the_second_to_last_card(call):
    """tgus-3: passing B9 face down leaves Ann one card. u before f says UNO first (the
    rules text asks for it): no race; without it the race starts on the hand-off."""
    game = P.position([["B9", "R5"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]], rules=TGUS3)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        if call:
            await pilot.press("u")
            await pilot.pause()
            assert game.uno_called(0) and game.hand_size(0) == 2
            assert isinstance(app.screen, TableScreen)  # the call alone: still Ann's turn
        await select_card(pilot, 0)
        await pilot.press("f")  # B9 face down: it does not match R1
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and game.hand_size(0) == 1
        assert [e.move for e in game.log] == ["uno", "facedown B9"][not call :]
        assert game.catchable == ([] if call else [0])
        assert ("UNO race!" in screen_text(app)) is not call


@pytest.mark.parametrize("call", [True, False])
async def test_page_one_is_said_before_a_face_down_pass_of_the_second_to_last_card(call):
    """Page One with face-down passes: u says "Page One" before f passes 9C face down,
    as the rules text asks; no race then. Without it the race starts on the hand-off."""
    hands = [["9C", "5H"], ["4S", "6S", "9S"], ["4C", "10C", "JC"]]
    game = P.page_one(hands, facedown_limit=3)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        if call:
            await pilot.press("u")
            await pilot.pause()
            assert game.uno_called(0) and game.hand_size(0) == 2
            assert isinstance(app.screen, TableScreen)  # the call alone: still Ann's turn
        await select_card(pilot, 0)  # 9C, as dealt
        await pilot.press("f")  # 9C face down: it does not match AH
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and game.hand_size(0) == 1
        assert [e.move for e in game.log] == ["pageone", "facedown 9C"][not call :]
        assert game.catchable == ([] if call else [0])
        assert ("Page One race!" in screen_text(app)) is not call


async def test_sort_and_doubt_have_keys_of_their_own():
    """tgus-3: while a face-down card may be doubted, Ben's table offers both Doubt and
    Sort; each has its own key (o sorts, b doubts), and help lists each key once."""
    game = P.position(
        [["R5", "G7", "Y2"], ["G1", "Y5", "G2"], ["B4", "B5", "B6"]], rules=ruleset("tgus-3")
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await select_card(pilot, 1)
        await pilot.press("f")  # G7 face down
        await pilot.pause()
        await confirm_handoff(pilot, 1)
        table = app.screen
        assert isinstance(table, TableScreen) and game.facedown_pending == 0
        before = list(table.shown_hand)
        await pilot.press("o")
        await pilot.pause()
        assert app.screen is table and table.shown_hand != before  # sorted, no doubt asked
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)  # who doubts?
    for rules in list_rulesets():
        for where in ("table", "hand-off"):
            keys = [k for k, what in key_lines(rules) if f"({where}" in what]
            assert len(keys) == len(set(keys)), (rules.name, where, keys)


async def test_several_cards_at_once():
    game = P.position(
        [["R5", "G5", "B9"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]], rules=ruleset("japan-local")
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("1", "space", "2", "space", "enter")
        await pilot.pause()
        assert game.top == "G5" and game.hand(0) == ["B9"]


async def test_draw_stacking_is_offered_and_taken():
    game = P.position(
        [["R+2", "G7", "Y2"], ["R+2", "G2", "Y5"], ["B4", "B5", "B6"]],
        rules=ruleset("japan-local"),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R+2")
        await confirm_handoff(pilot, 1)
        assert "2 cards wait for you" in screen_text(app)
        await pilot.press("enter")  # stack the R+2 (preselected)
        await pilot.pause()
        await confirm_handoff(pilot, 2)
        assert "4 cards wait for you" in screen_text(app)
        await pilot.press("a")
        await pilot.pause()
        assert game.hand_size(2) == 7


async def test_page_one_call_with_the_uno_key():
    rules = ruleset("page-one")
    game = P.position(
        [["5H", "7H"], ["2S", "3S", "4S"], ["9C", "10C", "JC"]],
        discard=["AH"],
        draw=["KD", "QD", "6S", "6C", "5D"],
        rules=rules,
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("u")
        await play_card(pilot, "5H")
        assert game.uno_called(0) and game.catchable == []


@pytest.mark.parametrize("name", [r.name for r in list_rulesets()])
async def test_every_ruleset_plays_through_the_screens(name):
    """A few turns with the keys, then on through the hand-off screen, no crash."""
    app = create_app(ruleset(name, hand_size=3), ["Ann", "Ben", "Cat"], 5)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(4):
            await take_turn(pilot, on_handoff=assert_handoff_public)
        for step in range(12):
            if app.game.game_over:
                break
            if isinstance(app.screen, HandoffScreen):
                assert_handoff_public(app)
                move, by = policy_move(app.game, step)
                app.post_message(MoveRequested(move, by=by))
                await pilot.pause()
            else:
                await take_turn(pilot)
        assert isinstance(app.screen, (HandoffScreen, TableScreen)) or app.game.round_over


async def test_swap_hands_wild_asks_colour_then_player():
    game = P.position(
        [["W-swap", "G9", "Y2"], ["G1", "G2", "Y5"], ["B4", "B5"]], rules=ruleset("official-fr")
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-swap", colour="b")
        assert isinstance(app.screen, SeatPicker)
        await pilot.press("3")  # nobody, Ben, Cat
        await pilot.pause()
        assert game.hand(0) == ["B4", "B5"] and game.hand(2) == ["G9", "Y2"]
        assert game.colour == "blue"
