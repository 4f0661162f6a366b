"""The peers' house rules (RULES 5b) through the real screens, one test or more per H- id:
partners, the clocks, public hands, elimination, seat shuffles, the hand limit's pass,
hints off and jump-in with a wild."""

from __future__ import annotations

import app_positions as P
from app_driver import (
    assert_handoff_public,
    confirm_handoff,
    help_keys_text,
    notice_text,
    play_card,
    region_text,
    screen_strips,
    screen_text,
    widget_text,
)

from uno_tui.app import create_app
from uno_tui.app.cards import card_label
from uno_tui.app.messages import TURN_TIME_UP, MoveRequested, StartGame
from uno_tui.app.screens.colour import ColourModal
from uno_tui.app.screens.drawn import PlayOrKeepModal
from uno_tui.app.screens.game_over import GameOverScreen
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.help import HelpScreen
from uno_tui.app.screens.jump_in import JumpInModal
from uno_tui.app.screens.round_over import RoundOverScreen
from uno_tui.app.screens.scoreboard import ScoreboardScreen
from uno_tui.app.screens.seat_picker import SeatPicker
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.button_row import ButtonRow
from uno_tui.app.widgets.clock import ClockView
from uno_tui.app.widgets.event_log import EventLog
from uno_tui.app.widgets.hand import HandView
from uno_tui.app.widgets.prose import Prose
from uno_tui.app.widgets.table_info import SeatsView

SIZE = (100, 32)
FOUR = ["Ann", "Ben", "Cat", "Dan"]
OTHERS = [["G1", "G2", "Y5"], ["B4", "B5", "B6"]]


def four(hands, **options):
    return P.position(hands, rules=P.official(**options), names=FOUR)


def words(app) -> str:
    """The screen's text with every run of spaces and line breaks made one space."""
    return " ".join(screen_text(app).split())


def seats_text(app) -> str:
    return region_text(screen_strips(app), app.screen.query_one("#seats"))  # hand-off or table


def seats_spans(app) -> list[tuple[str, str]]:
    """(text, style) of every styled stretch the seats table shows."""
    text = app.screen.query_one(SeatsView).render()
    return [(text.plain[s.start : s.end], str(s.style)) for s in text.spans]


def tick(app, seconds: int) -> None:
    """Let the clock count `seconds` (its real-time timer is paused by `timed`)."""
    for _ in range(seconds):
        app.tick_clock()


async def timed(pilot) -> None:
    """No wall-clock tick during the test: time passes only through `tick`."""
    pilot.app.clock_timer.pause()
    await pilot.pause()


# ---- H-team ---------------------------------------------------------------------


async def test_h_team_seats_show_their_team_and_a_partners_hand_stays_private():
    game = four(
        [["R5", "R7", "G3"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"], ["Y7", "Y8", "B9"]],
        teams="opposite",
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        seats = seats_text(app)
        assert "Team" in seats
        rows = [line.replace("▶", " ").split() for line in seats.splitlines()[1:]]
        rows = {row[0]: row for row in rows if row}
        assert [rows[name][1] for name in FOUR] == ["A", "B", "A", "B"]
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert_handoff_public(app)
        await confirm_handoff(pilot, 1)
        await play_card(pilot, "G1")  # no: G1 does not match R5; the engine says why
        assert isinstance(app.screen, TableScreen) and app.screen.seat == 1
        text = screen_text(app)
        for card in game.hand(3):  # Dan is Ben's partner: his hand is not on Ben's screen
            assert card_label(card) not in text


async def test_h_team_round_and_game_are_won_by_a_team_with_team_totals():
    game = four(
        [["R5"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"], ["Y7", "Y8"]],
        teams="opposite",
        target_score=20,
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert isinstance(app.screen, RoundOverScreen)
        assert game.scores == [23, 0, 23, 0]  # both partners score the opponents' hands
        text = words(app)
        assert "Team A (Ann & Cat) wins the round (+23 each)" in text
        assert "Team A (Ann & Cat) wins the game!" in text
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ScoreboardScreen)
        board = screen_text(app)
        assert "Teams (partners share their points)" in board
        teams = [line.split() for line in board.splitlines() if "&" in line]
        assert teams[0][:5] == ["A", "Ann", "&", "Cat", "23"]  # the table, best first
        assert ["B", "Ben", "&", "Dan", "0"] in [t[:5] for t in teams]
        await pilot.press("escape")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen)
        over = screen_text(app)
        assert "Team A (Ann & Cat) wins the game!" in over
        assert "Team" in over.split("Total")[0]  # the chart is by team


async def test_h_team_off_keeps_the_plain_screens():
    game = four([["R5"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"], ["Y7", "Y8"]], target_score=20)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        assert "Team" not in seats_text(app)
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        text = words(app)
        assert "Ann wins the round (+38)" in text and "Team" not in text


# ---- H-timer --------------------------------------------------------------------


async def test_h_timer_turn_runs_out_and_the_app_makes_the_prescribed_move():
    game = P.position(
        [["G1", "Y2"], *OTHERS],
        discard=["R3"],
        draw=["R9", *P.PILE],
        rules=P.official(turn_seconds=30),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await timed(pilot)
        tick(app, 45)  # the hand-off waits: the turn's time does not run
        assert app.clock.turn_left == 30
        assert "waits for the hand-off" in str(app.screen.query_one(ClockView).render())
        await confirm_handoff(pilot, 0)
        tick(app, 25)
        await pilot.pause()
        clock = app.screen.query_one(ClockView)
        assert "Turn 0:05" in str(clock.render()) and clock.has_class("-urgent")
        tick(app, 5)
        await pilot.pause()
        # The rule's moves (timeout_move): Ann draws R9, which she could play, and keeps it.
        assert game.hand(0) == ["G1", "Y2", "R9"] and game.turn == 1
        assert [e.move for e in game.log] == ["timeout"]  # the record keeps it, as one move
        assert isinstance(app.screen, HandoffScreen)
        assert "Ann's time is up." in notice_text(app.screen)
        # The log says the time ran out before the draw, not as if Ann chose to draw.
        log = app.screen.query_one(EventLog).sentences
        assert log[-3:] == ["Ann's time is up.", "Ann draws 1 card.", "Ann keeps the drawn card."]
        assert app.clock.turn_left == 30  # Ben's turn starts with the whole time


async def test_h_timer_a_time_up_is_a_move_request_like_any_other():
    """The time-out goes the one way in: posted as a MoveRequested, applied by the app."""
    game = P.position(
        [["G1", "Y2"], *OTHERS],
        discard=["R3"],
        draw=["R9", *P.PILE],
        rules=P.official(turn_seconds=30),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await timed(pilot)
        await confirm_handoff(pilot, 0)
        app.post_message(MoveRequested(TURN_TIME_UP, by=0))
        await pilot.pause()
        assert [e.move for e in game.log] == ["timeout"] and game.turn == 1
        assert "Ann's time is up." in notice_text(app.screen)


async def test_h_timer_a_turn_played_in_time_starts_the_next_clock_afresh():
    game = P.position([["R5", "G7", "Y2"], *OTHERS], rules=P.official(turn_seconds=20))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await timed(pilot)
        await confirm_handoff(pilot, 0)
        tick(app, 15)
        await play_card(pilot, "R5")
        assert app.clock.turn_left == 20 and game.turn == 1


async def test_h_timer_calling_uno_does_not_restart_the_turn_clock():
    game = P.position([["R5", "R7"], *OTHERS], rules=P.official(turn_seconds=20))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await timed(pilot)
        await confirm_handoff(pilot, 0)
        tick(app, 15)
        assert app.apply("uno", 0)  # said before the play, in the same turn
        await pilot.pause()
        assert game.turn == 0 and app.clock.turn_left == 5


async def test_h_timer_a_question_on_the_table_leaves_the_turn_clock_in_sight():
    # A play-tester: the colour window, docked over the table's clock, hid it; a slow
    # player lost the Wild's turn to the time-out without seeing the time run. Every
    # question docks above the clock (TableScreen.docked).
    game = P.position([["W", "G9", "Y2"], *OTHERS], rules=P.official(turn_seconds=30))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await timed(pilot)
        await confirm_handoff(pilot, 0)
        table = app.screen
        await play_card(pilot, "W", colour=None)
        modal = app.screen
        assert isinstance(modal, ColourModal)
        clock = table.query_one(ClockView)
        assert modal.query_one(".dialog").region.bottom <= clock.region.y
        tick(app, 3)
        await pilot.pause()
        assert "⏱ Turn 0:27" in widget_text(app, clock)
        tick(app, 23)  # each second: the last five stand out
        await pilot.pause()
        assert "⏱ Turn 0:04" in widget_text(app, clock) and clock.has_class("-urgent")


async def test_h_timer_help_shows_the_turn_clock_waiting():
    # Help covers the whole table; the turn's time waits while it is open, as the
    # computers do (a play-tester lost a turn to the time-out while reading the scores).
    game = P.position([["R5", "G7", "Y2"], *OTHERS], rules=P.official(turn_seconds=30))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await timed(pilot)
        await pilot.press("question_mark")  # on the hand-off: the turn's time waits
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "⏱ Turn 0:30 (waits while this window is open)" in screen_text(app)
        await pilot.press("escape")
        await confirm_handoff(pilot, 0)
        tick(app, 3)
        await pilot.press("question_mark")
        tick(app, 40)  # longer than the turn: no time-out behind help
        await pilot.pause()
        shown = widget_text(app, app.screen.query_one(ClockView))
        assert "⏱ Turn 0:27 (waits while this window is open)" in shown
        await pilot.press("escape")
        await pilot.press("s")  # the scores too
        tick(app, 40)
        await pilot.press("escape")
        await pilot.pause()
        assert game.log == [] and app.clock.turn_left == 27


async def test_h_timer_round_time_up_ends_the_round():
    game = P.position([["R5", "G7"], *OTHERS], rules=P.official(round_minutes=1))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await timed(pilot)
        shown = str(app.screen.query_one(ClockView).render())
        # The round clock runs in real time from the deal (a loaded machine may show 0:59).
        assert "Round 1:00" in shown or "Round 0:59" in shown, shown
        tick(app, 60)
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen)
        assert game.winner == 0  # the fewest cards
        assert "Time is up! Ann wins the round" in words(app)


async def test_h_timer_partners_win_a_timed_out_round_with_the_fewest_cards_not_going_out():
    # The play-test: "Time is up! Eve goes out: Team B (Cat & Eve) wins the round" while
    # Eve still held a Wild.
    hands = [["R5", "G7"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"], ["Y1", "Y2", "Y3"]]
    rules = P.official(round_minutes=1, teams="opposite")
    game = P.position(hands, rules=rules, names=["Ann", "Ben", "Cat", "Dan"])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await timed(pilot)
        tick(app, 60)
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen) and game.winner == 0
        said = words(app)
        assert "Time is up! Ann holds the fewest cards: " in said and "goes out" not in said


async def test_h_timer_no_clock_without_the_option():
    app = create_app(game=P.position([["R5", "G7"], *OTHERS]))
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, HandoffScreen)
        assert not app.screen.query(ClockView)  # not even a hidden one


async def test_h_timer_a_new_game_with_a_clock_gets_a_hand_off_with_one():
    """The hand-off is made for each game: a game that keeps time after one that does
    not shows the clock there (and the first game's hand-off is let go)."""
    app = create_app(game=P.position([["R5", "G7"], *OTHERS]))
    async with app.run_test(size=SIZE) as pilot:
        first = app.screen
        app.post_message(StartGame(P.official(turn_seconds=30), ["Ann", "Ben", "Cat"], 1))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen is not first
        clock = app.screen.query_one(ClockView)
        assert clock.display and "Turn 0:30" in str(clock.render())
        assert first not in app.installed.values()


# ---- H-reveal -------------------------------------------------------------------


async def test_h_reveal_the_handoff_shows_the_public_hands_and_only_those():
    game = P.position(
        [["R5", "R7", "Y3"], ["G1", "G2"], ["B4", "B5", "B6"]], rules=P.official(reveal_below=3)
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        seats = seats_text(app)
        assert "Ben shows:" in seats and "G 1" in seats and "G 2" in seats
        for card in ["R5", "R7", "Y3", "B4", "B5", "B6"]:
            assert card_label(card) not in seats
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        seats = seats_text(app)  # Ann holds two cards now: hers is public too
        assert "Ann shows:" in seats and "R 7" in seats and "B 4" not in seats


# ---- H-elimination, H-shuffle-seats ----------------------------------------------


async def test_h_elimination_the_seat_out_is_greyed_and_skipped():
    game = P.position(
        [["R5"], ["G1", "G2"], ["B4", "B5", "B6"]], rules=P.official(elimination="most-cards")
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        assert isinstance(app.screen, RoundOverScreen) and not game.in_game(2)
        assert "Cat (left the game)" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        cat = [line for line in seats_text(app).splitlines() if "Cat" in line]
        assert cat and "out" in cat[0]
        assert [t.split()[0] for t, style in seats_spans(app) if style == "dim"] == ["Cat"]
        await confirm_handoff(pilot)
        title = str(app.screen.query_one("#table-title").render())
        assert "Cat" not in title.partition("order:")[2]  # skipped in the order of play


async def test_h_shuffle_seats_the_new_order_is_announced():
    game = P.position(
        [["R5"], ["G1", "G2"], ["B4", "B5", "B6"]], rules=P.official(shuffle_seats=True)
    )
    game.move("play R5")  # the app opens on the round's end: its hand-off is new
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, RoundOverScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        said = "New seating for this round: " + ", ".join(game.players) + "."
        assert notice_text(app.screen) == said
        assert said in app.screen.query_one(EventLog).sentences


# ---- H-hand-limit, H-hints --------------------------------------------------------


async def test_h_hand_limit_pass_is_offered_only_while_legal():
    game = P.at_hand_limit()
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        table = app.screen
        assert "pass" in game.legal_moves() and "draw" not in game.legal_moves()
        assert table.check_action("pass", ()) and table.query_one(ButtonRow).spot("pass")
        assert "⏎ or p passes" in words(app)
        await pilot.press("d")  # drawing is refused at the limit, with the reason
        await pilot.pause()
        assert "hand limit" in notice_text(table) and game.turn == 0
        await pilot.press("p")
        await pilot.pause()
        assert game.turn == 1 and game.hand_size(0) == 3
        assert isinstance(app.screen, HandoffScreen)
        await confirm_handoff(pilot, 1)  # Ben can play R7: no pass
        table = app.screen
        assert not table.check_action("pass", ()) and not table.query_one(ButtonRow).spot("pass")


async def test_h_hints_off_hides_the_playable_marks():
    hands = [["R9", "G5", "Y2"], *OTHERS]  # shown by colour: R9, Y2, G5
    for hints in (True, False):
        game = P.position(hands, discard=["G1"], rules=P.official(hints=hints))
        app = create_app(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await confirm_handoff(pilot, 0)
            text = screen_text(app)
            states = app.screen.query_one(HandView).states
            assert ("✓" in text) is hints
            assert any(state.dim for state in states) is hints
            # The status line names the selection either way, never whether it plays.
            assert "Selected: " in text and "playable" not in text
            assert app.screen.selected == (2 if hints else 0)  # no head start on G5


# ---- H-jump-in-wild ---------------------------------------------------------------


async def test_h_jump_in_wild_asks_the_colour():
    game = P.position(
        [["W", "G7", "Y2"], ["G1", "G2", "Y5"], ["W", "B5", "B6"]],
        rules=P.official(jump_in=True, jump_in_wild=True),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W", colour="g")
        await pilot.press("j")
        assert isinstance(app.screen, SeatPicker)
        await pilot.press("3")  # Cat claims: seat 3
        await pilot.pause()
        assert isinstance(app.screen, JumpInModal)
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ColourModal)
        await pilot.press("b")
        await pilot.pause()
        assert game.hand(2) == ["B5", "B6"] and game.colour == "blue"


async def test_h_hints_off_enter_never_draws_by_itself():
    # Nothing in Ann's hand matches R1: with hints Enter draws; without, Enter tries
    # the selected card (refused, nothing drawn), so the table learns nothing from it.
    hands = [["G9", "Y2"], *OTHERS]
    for hints in (True, False):
        game = P.position(hands, rules=P.official(hints=hints))
        app = create_app(game=game)
        async with app.run_test(size=SIZE) as pilot:
            await confirm_handoff(pilot, 0)
            await pilot.press("enter")
            await pilot.pause()
            assert (game.hand_size(0) == 3) is hints
            assert ("Not allowed" in notice_text(app.screen)) is not hints


# ---- H-blind-draw ----------------------------------------------------------------


async def test_h_blind_draw_the_drawn_card_stays_face_down():
    game = P.position(
        [["G1", "Y2"], *OTHERS],
        discard=["R3"],
        draw=["B9", *P.PILE],
        rules=P.official(blind_draw=True),
    )
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, PlayOrKeepModal)
        text = words(app)
        assert "You drew a card, face down" in text and "B 9" not in text
        await pilot.press("escape")  # back to the hand: the card is there, unseen
        await pilot.pause()
        text = words(app)
        assert "unseen" in text and "B 9" not in text
        await pilot.press("enter")  # play it unseen: B9 does not match R3, a misplay
        await pilot.pause()
        if isinstance(app.screen, PlayOrKeepModal):
            await pilot.press("p")
            await pilot.pause()
        assert any(e.kind == "misplay" for e in game.events)
        assert game.turn == 1


async def test_h_team_the_setup_screen_offers_partners():
    app = create_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = app.screen
        partners = setup.query_one("#teams")
        assert partners.disabled and not partners.value  # 2 players: nobody to partner
        setup.query_one("#count").value = 3
        await pilot.pause()
        assert partners.disabled and not partners.value  # partners need an even count
        setup.query_one("#count").value = 4
        await pilot.pause()
        assert not partners.disabled
        partners.value = True
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.rules.teams == "opposite"
        assert app.game.team_scores() == [0, 0]


async def test_h_team_partners_are_greyed_out_where_the_rules_cannot_take_them():
    app = create_app()
    async with app.run_test(size=(80, 24)) as pilot:
        setup = app.screen
        setup.query_one("#count").value = 4
        await pilot.pause()
        partners = setup.query_one("#teams")
        assert not partners.disabled  # official: partners may play
        names = [r.name for r in setup.rulesets]
        setup.query_one("#rulesets").highlighted = names.index("page-one")
        await pilot.pause()
        assert partners.disabled and not partners.value
        assert str(partners.tooltip).startswith("Not with these rules: teams share a round")


async def test_h_team_eight_players_show_their_team_in_the_compact_seats():
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
    app = create_app(P.official(teams="opposite"), names, 3)
    async with app.run_test(size=(80, 24)):
        lines = seats_text(app).splitlines()
        assert lines[0].split()[:2] == ["T", "Player"]
        rows = " ".join(lines[1:])
        for seat, name in enumerate(names):  # partners: seat i and seat i + 4
            assert f"{'ABCD'[seat % 4]} {name}" in rows or f"{'ABCD'[seat % 4]}▶{name}" in rows


async def test_the_help_says_the_peer_rules_in_play():
    rules = P.official(teams="opposite", turn_seconds=30, hand_limit=20, hints=False)
    app = create_app(rules, FOUR, 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        rules_text = app.screen.query_one("#help-rules", Prose).plain
        for said in (
            "Partners:",
            "Each turn lasts 30 seconds",
            "Hand limit: holding 20",
            "not marked",
        ):
            assert said in rules_text, said
        assert "Pass (table, some rules only)" in await help_keys_text(pilot)


async def test_who_catches_lists_the_partner_last_and_names_it_so():
    """A play-tester: "Who catches Ann?" offered Cat, her partner, like anyone else (a
    partner's catch costs its own team two cards). It is still allowed, listed last."""
    hands = [["R5", "R7"], ["G1", "G2", "G4"], ["B4", "B5", "B6"], ["Y4", "Y5", "Y6"]]
    game = P.position(hands, rules=P.official(teams="opposite"), names=["Ann", "Ben", "Cat", "Dan"])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")  # Ann forgets the call
        assert isinstance(app.screen, HandoffScreen) and game.catchable == [0]
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, SeatPicker)
        assert app.screen.choices == [(1, "Ben"), (3, "Dan"), (2, "Cat (Ann's partner)")]
        await pilot.press("3")  # the partner may still catch
        await pilot.pause()
        catch = next(e for e in reversed(game.events) if e.kind == "catch")
        assert (catch.player, catch.target) == (2, 0)
