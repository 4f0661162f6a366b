"""Pilot tests for the Tōgen deck (RULES 6c) through the real screens, at 80x24:
the Gamble declaration, Change (target, the target's private answer, Counter),
Hit+?'s turned-up card in the log and status, T2's choice of a row and owed stock."""

from __future__ import annotations

import random

import app_positions as P
import pytest
from app_driver import (
    confirm_handoff,
    notice_text,
    play_card,
    random_step,
    screen_text,
    select_card,
    take_turn,
)

from uno_tui.app import create_app
from uno_tui.app.messages import NextRound
from uno_tui.app.screens.choice import ChoiceModal
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.togen import (
    DECLARED_WORDS,
    ROW_WORDS,
    TURNED_UP,
    priority,
    turn_up_words,
)
from uno_tui.app.widgets.event_log import EventLog
from uno_tui.app.widgets.prose import Prose
from uno_tui.engine import Game, load_ruleset
from uno_tui.engine.effects.gamble_card import COLOURED, WILDS
from uno_tui.engine.effects.hit import T2_ROWS
from uno_tui.engine.moves import ALL_HIT_TWO, CHOOSE_ROWS

SIZE = (80, 24)
T1 = load_ruleset("tgus-t1")
T2 = load_ruleset("tgus-t2")


def last_move(game) -> str:
    return [e.move for e in game.log][-1]


async def test_gamble_declaration_lists_effects_and_priorities_then_colour():
    game = P.position([["W-gamble", "R7", "G2"], ["G1", "G2", "Y5"], ["B4", "B5"]], rules=T1)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-gamble", colour=None)
        modal = app.screen
        assert isinstance(modal, ChoiceModal)
        text = screen_text(app)
        assert "Hit+4 — the next player draws 4 · priority 2" in text
        assert "Counter — sends the pending draw or Change back · priority 4" in text
        assert [k for k, _ in modal.choices][:3] == ["+2", "-rev+2", "-skip"]
        await pilot.press(str([k for k, _ in modal.choices].index("W+4") + 1))
        await pilot.pause()
        assert isinstance(app.screen, ColourModal)
        assert "Gamble as Hit+4: choose its colour" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert last_move(game) == "play W-gamble as W+4 yellow"
        assert game.pending_draw == 4 and game.colour == "yellow"


async def test_a_change_with_one_player_to_name_still_asks_and_says_why():
    """A play-tester: with Cat at 16 cards, Ann's Change went to Ben with no question
    and no word on why Cat could not be named (change_limit = 15)."""
    cat = [f"{c}{n}" for c in "BY" for n in range(1, 9)]  # 16 cards
    game = P.position([["W-change", "R7", "G2"], ["G1", "G3", "G4"], cat], rules=T1)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-change", colour=None)
        picker = app.screen
        assert isinstance(picker, SeatPicker)
        assert [seat for seat, _ in picker.choices] == [1]
        text = " ".join(screen_text(app).split())
        assert "15 cards or more may not be named by a Change" in text
        await pilot.press("2")  # Ben's seat number
        await pilot.pause()
        assert last_move(game) == "play W-change 1"


async def test_gamble_as_a_coloured_card_and_esc_drops_the_play():
    game = P.position([["W-gamble", "R7", "G2"], ["G1", "G2", "Y5"], ["B4", "B5"]], rules=T1)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-gamble", colour=None)
        await pilot.press("escape")  # nothing played
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and len(game.log) == 0
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("1")  # Hit+2
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        assert last_move(game) == "play W-gamble as B+2"


async def test_change_target_then_the_target_chooses_the_colour_privately():
    game = P.position([["W-change", "R7", "G2"], ["G1", "G2", "Y5"], ["B4", "B5"]], rules=T1)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-change", colour=None)
        assert isinstance(app.screen, SeatPicker)
        assert "Aim the Change at whom?" in screen_text(app)
        assert "Cat (2 cards)" in screen_text(app)
        await pilot.press("3")  # Cat's seat number (Ben 2)
        await pilot.pause()
        assert last_move(game) == "play W-change 2"
        assert isinstance(app.screen, HandoffScreen)  # Cat answers on her own screen
        await confirm_handoff(pilot, 2)
        modal = app.screen
        assert isinstance(modal, ChoiceModal)
        assert "Ann aims a Change at you" in screen_text(app)
        assert "your whole hand goes under the draw" in screen_text(app)
        assert [k for k, _ in modal.choices] == [f"colour {c}" for c in T1_COLOURS]
        await pilot.press("escape")  # a look at the hand; Enter asks again
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and game.phase == "change"
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("3")  # green
        await pilot.pause()
        assert game.colour == "green" and game.hand_size(2) == 2
        assert game.hand(2) != ["B4", "B5"]  # a new hand


async def test_the_hand_off_says_a_change_is_aimed_at_its_target():
    game = P.position([["W-change", "R7", "G2"], ["G1", "G2", "Y5"], ["B4", "B5"]], rules=T1)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W-change", colour=None)
        await pilot.press("3")  # Cat's seat number
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert "Pass the keyboard to Cat (a Change is aimed at you)" in screen_text(app)


T1_COLOURS = ["red", "yellow", "green", "blue"]


def counter_position() -> Game:
    """Ann holds a Change; Cat holds a Counter."""
    return P.position(
        [["W-change", "R7", "G2"], ["G1", "G3", "Y5"], ["B-counter", "B4", "B5"]], rules=T1
    )


async def change_at_cat(pilot) -> None:
    """Ann, on her table, plays her Change and aims it at Cat; Cat takes the keyboard."""
    await play_card(pilot, "W-change", colour=None)
    await pilot.press("3")  # Cat's seat number
    await pilot.pause()
    await confirm_handoff(pilot, 2)


async def test_counter_offered_against_a_change_and_the_change_comes_back():
    game = counter_position()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await change_at_cat(pilot)
        modal = app.screen
        assert isinstance(modal, ChoiceModal)
        assert "Counter with B Counter: it goes back to Ann" in screen_text(app)
        await pilot.press(str([k for k, _ in modal.choices].index("play B-counter") + 1))
        await pilot.pause()
        assert last_move(game) == "play B-counter"
        await confirm_handoff(pilot, 0)
        assert isinstance(app.screen, ChoiceModal)
        assert "Cat sends your Change back" in screen_text(app)
        assert "Cat countered your Change" in screen_text(app)
        await pilot.press("1")  # accept: Ann's hand is redrawn
        await pilot.pause()
        assert game.phase == "colour" and game.turn == 2
        await confirm_handoff(pilot, 2)
        assert isinstance(app.screen, ColourModal)
        assert "You countered the Change: choose the colour" in screen_text(app)
        await pilot.press("b")
        await pilot.pause()
        assert game.colour == "blue"


async def test_a_counter_on_a_counter_names_the_changes_player_not_the_counterer():
    """Cat Counters Ann's Change and Ann Counters back: the Change is still Ann's, so
    Cat is not told 'Ann sends your Change back'."""
    game = P.position(
        [["W-change", "R-counter", "G2"], ["G1", "G3", "Y5"], ["B-counter", "B4", "B5"]],
        rules=T1,
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await change_at_cat(pilot)
        await pilot.press(str([k for k, _ in app.screen.choices].index("play B-counter") + 1))
        await pilot.pause()
        await confirm_handoff(pilot, 0)
        modal = app.screen
        await pilot.press(str([k for k, _ in modal.choices].index("play R-counter") + 1))
        await pilot.pause()
        assert last_move(game) == "play R-counter" and game.turn == 2
        await confirm_handoff(pilot, 2)
        assert isinstance(app.screen, ChoiceModal)
        text = " ".join(screen_text(app).split())
        assert "Ann's Change comes back to you" in text
        assert "Ann countered your Counter." in text and "your Change" not in text
        await pilot.press("escape")  # the table's status line says it too
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Ann's Change comes back to you: ⏎ accept" in text
        assert "your Change" not in text


def two_counters_against_a_change():
    return P.position(
        [["W-change", "R7", "G2"], ["G1", "G3", "Y5"], ["B-counter", "B5", "G-counter"]],
        rules=T1,
    )


async def test_several_counters_at_once_from_the_change_window():
    game = two_counters_against_a_change()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await change_at_cat(pilot)
        modal = app.screen
        assert isinstance(modal, ChoiceModal)
        counters = [label for k, label in modal.choices if k.startswith("play")]
        assert counters == [  # one line per answer, whatever the order or the call
            "Counter with B Counter: it goes back to Ann",
            "Counter with G Counter: it goes back to Ann",
            "Counter with B Counter + G Counter: it goes back to Ann",
        ]
        await pilot.press(str(len(modal.choices)))
        await pilot.pause()
        assert last_move(game) == "play B-counter G-counter"
        assert (game.turn, game.phase, game.hand(2)) == (0, "change", ["B5"])


async def test_several_counters_marked_against_a_change():
    game = two_counters_against_a_change()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await change_at_cat(pilot)
        await pilot.press("escape")  # a look at the hand, to mark the Counters
        await pilot.pause()
        for card in ("G-counter", "B-counter"):
            await select_card(pilot, game.hand(2).index(card))
            await pilot.press("space")
            await pilot.pause()
        assert "not possible" not in screen_text(app)
        await pilot.press("enter")  # plays the marked Counters
        await pilot.pause()
        assert last_move(game) == "play G-counter B-counter"
        assert (game.turn, game.phase) == (0, "change")


@pytest.mark.parametrize(
    ("rules", "why"),
    [
        (
            T1,
            "no two cards in your hand may be played together (allowed: numbers of any "
            "colours, action cards of one kind; the first must match).",
        ),
        (T1.with_options(multi=[]), "these rules play one card at a time."),
        (  # (a play-tester of the street rules: identical cards go down together by j)
            T1.with_options(multi=[], jump_in=True),
            "these rules play one card at a time; an identical card may follow it with j "
            "(jump in) once it is down.",
        ),
    ],
)
async def test_mark_says_why_it_is_not_possible(rules, why):
    game = P.position([["R2", "G4", "W-change"], ["G1", "G3", "Y5"], ["B4", "B5"]], rules=rules)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("space")
        await pilot.pause()
        assert notice_text(app.screen) == "Mark (space) is not possible now: " + why


async def test_mark_after_a_draw_says_only_the_drawn_card_may_be_played():
    # G9 and B9 may be played together, but Ann has drawn (R5): only it may be played now.
    hands = [["G9", "B9", "Y2"], ["G1", "G3", "Y5"], ["B4", "B5"]]
    game = P.position(hands, draw=["R5", *P.PILE], rules=T1)
    game.move("draw", by=0)
    assert game.phase == "drawn" and "R5" in game.hand(0)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("escape")  # a look at the hand, from the drawn card's question
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        assert notice_text(app.screen) == (
            "Mark (space) is not possible now: after a draw only the drawn card may be played."
        )


async def test_the_status_line_says_whose_change_it_is_in_the_windows_words():
    game = counter_position()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await change_at_cat(pilot)
        await pilot.press("escape")  # a look at the hand: the status line says it
        await pilot.pause()
        status = app.screen.status_text().plain
        assert status.startswith(
            "Ann aims a Change at you: ⏎ choose the colour (your hand is redrawn) or Counter."
        )
        await pilot.press("enter")
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, ChoiceModal)
        await pilot.press(str([k for k, _ in modal.choices].index("play B-counter") + 1))
        await pilot.pause()
        await confirm_handoff(pilot, 0)
        assert "Cat sends your Change back" in screen_text(app)  # the window's title
        await pilot.press("escape")
        await pilot.pause()
        status = app.screen.status_text().plain
        assert status.startswith(
            "Cat sends your Change back: ⏎ accept (your hand is redrawn) or Counter."
        )
        assert "Cat's Change" not in status


async def test_hit_turned_up_card_is_shown_in_the_log_and_status():
    game = P.position(
        [["W+?", "R7", "G2"], ["G1", "G3", "Y5"], ["B4", "B5"]], draw=["G7", *P.PILE], rules=T1
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+?", colour=None)
        assert last_move(game) == "play W+?" and game.pending_draw == 7
        sentence = "Hit+? turns up G 7 (adds 7): the total is 7."
        assert sentence in app.screen.query_one(EventLog).sentences  # the hand-off: public
        await confirm_handoff(pilot, 1)
        assert "Hit+? turned up G 7. 7 cards wait for you" in screen_text(app)


async def test_t2_turned_up_gamble_asks_for_a_row():
    game = P.position(
        [["W+?", "R7", "G2"], ["G1", "G3", "Y5"], ["B4", "B5"]],
        draw=["W-gamble", *P.PILE],
        rules=T2,
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+?", colour=None)
        modal = app.screen
        assert isinstance(modal, ChoiceModal) and game.phase == "choose"
        text = screen_text(app)
        assert "Hit+? turned up a Gamble" in text and "0: adds 10" in text
        assert "(its player chooses a row)" in "\n".join(modal_log(app))
        await pilot.press("8")  # the row of a 7
        await pilot.pause()
        assert last_move(game) == "choose 7"
        assert isinstance(app.screen, ColourModal)
        assert "Hit+? turned up Gamble: choose its colour" in screen_text(app)
        await pilot.press("g")
        await pilot.pause()
        assert game.pending_draw == 7 and game.turn == 1


def modal_log(app) -> list[str]:
    """The log of the table under a modal."""
    return app.screen_stack[-2].query_one(EventLog).sentences


async def test_t2_stock_owed_is_shown_beside_the_seat_and_in_the_status():
    game = P.position(
        [["W+4", "R7", "R2"], ["G3", "G4"], ["G7", "B8"]],
        discard=["R5"],
        draw=["Y1", "Y2"],
        rules=T2,
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="g")
        await confirm_handoff(pilot, 1)
        await pilot.press("a")  # takes 4 with 3 left: owes 1
        await pilot.pause()
        assert game.view(None).stock_owed == (0, 1, 0)
        assert "owes 1" in screen_text(app)  # the hand-off's seats table
        await confirm_handoff(pilot, 2)
        await play_card(pilot, "G7")
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R7")
        await confirm_handoff(pilot, 1)
        assert "Stock owed: 1." in screen_text(app)


async def test_help_says_what_is_assumed_and_how_each_question_is_answered():
    app = create_app(T2, ["Ann", "Ben", "Cat"], 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        rules_text = app.screen.query_one("#help-rules", Prose).plain
        assert "composition is assumed" in rules_text and "Change (assumed effect)" in rules_text
        assert "Replace (assumed effect)" in rules_text
        hot_seat = app.screen.query_one("#help-hotseat", Prose).plain
        assert "A Change aimed at you is answered on your own screen" in hot_seat
        assert "When Hit+? turns up a Gamble" in hot_seat  # T2 only


async def togen_step(pilot, rng) -> str:
    """random_step, but a question closed with Esc is asked again (Enter), so that a
    Change or a Hit+? row left open does not stall the game."""
    app, screen = pilot.app, pilot.app.screen
    game = app.game
    asked = game.phase in ("change", "choose", "colour")
    if isinstance(screen, TableScreen) and game.turn == screen.seat and asked:
        await pilot.press("enter")
        await pilot.pause()
        return "TableScreen"
    return await random_step(pilot, rng)


@pytest.mark.parametrize(("rules", "seed", "players"), [(T1, 5, 3), (T2, 8, 5)])
async def test_random_togen_game_asks_every_question_on_the_right_screen(rules, seed, players):
    """Careless players through the real screens: hands stay private on every shared
    screen (random_step checks), moves keep coming, the Tōgen questions appear."""
    names = ["Ann", "Ben", "Cat", "Dan", "Eve"][:players]
    app = create_app(rules=rules, names=names, seed=seed)
    rng = random.Random(seed)
    seen: set[str] = set()
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        for _ in range(100):
            seen.add(await togen_step(pilot, rng))
        moves = [e.move.split()[0] for e in app.game.log]
    assert {"HandoffScreen", "TableScreen", "ChoiceModal"} <= seen, seen
    assert len(moves) > 30 and "play" in moves


async def test_a_second_next_round_request_does_not_deal_twice():
    """Under load two Enters can reach the round-over screen before it goes (seen in
    tmux with tgus-t1): the second is ignored instead of crashing the app."""
    game = P.position([["R5"], ["G1", "G2"], ["B4", "B5"]], rules=T1.with_options(rounds=3))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        for _ in range(20):
            if game.round_over:
                break
            await take_turn(pilot)
        assert game.round_over
        screen = app.screen
        screen.post_message(NextRound())
        screen.post_message(NextRound())
        await pilot.pause()
        assert game.round_number == 2 and not game.round_over


# ---- the words follow the engine's declarations ------------------------------


def test_gamble_priorities_are_the_engines_declarations():
    """RULES 6c: Counter is 4 under T1 and 5 under T2 (All Hit+2 is 4); non-draw cards
    answer nothing. The app asks the engine, it keeps no table of its own."""
    assert [priority(k, T1) for k in ("+2", "-rev+2", "W+4", "W+?", "-counter")] == [1, 1, 2, 3, 4]
    assert [priority(k, T2) for k in ("all+2", "-counter")] == [4, 5]
    assert {priority(k, T2) for k in ("-skip", "-rev", "W-change", "W-replace", "W")} == {None}


def test_every_declaration_and_every_row_of_the_engine_has_words():
    assert set(DECLARED_WORDS) == {*COLOURED, *WILDS, ALL_HIT_TWO}
    assert all(row in ROW_WORDS or row.isdigit() for row in CHOOSE_ROWS)
    assert set(T2_ROWS.values()) | {"other"} <= set(TURNED_UP)
    assert turn_up_words("R-rev", T2) == turn_up_words("R-counter", T2) == "adds 2, sent back"
    assert turn_up_words("W-gamble", T2) == "its player chooses a row"


async def test_the_hand_off_names_a_counter_on_top_in_full():
    # A card face has room for "Y Countr" only; the hand-off's sentence has room for all.
    game = P.position([["R7", "G2"], ["G1", "G3"], ["B4", "B5"]], ["Y-counter"], rules=T1)
    app = create_app(game=game)
    async with app.run_test(size=(80, 24)):
        assert isinstance(app.screen, HandoffScreen)
        assert "Top card: Y Counter" in screen_text(app)
