"""Computer seats at the table: no hand-off for them, visible pauses, a human-like delay
before a catch, and a player that only ever gets its seat's view (issue 14)."""

from __future__ import annotations

import app_positions as P
from app_driver import (
    assert_shared_public,
    click_card,
    confirm_handoff,
    look_at_table,
    notice_text,
    play_card,
    screen_text,
    shows_label,
)
from support.language import speaking
from support.positions import official

import uno_tui.players
from uno_tui.app import app as app_module
from uno_tui.app import create_app
from uno_tui.app.cards import card_label
from uno_tui.app.computers import PAUSE, move_said, next_human, seat_label
from uno_tui.app.screens import table as table_screen
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.table import SEEN, TableScreen
from uno_tui.engine import Event, Game
from uno_tui.engine.views import SeatView

SIZE = (80, 24)
HANDS = [["R5", "R7", "G9"], ["G1", "G2", "R4"], ["B4", "B5", "R6"], ["Y1", "Y2", "R8"]]


def four(turn: int = 0, hands=HANDS) -> Game:
    return P.position(hands, turn=turn, names=["Ann", "Ben", "Cat", "Dan"])


async def until(pilot, done, steps: int = 400) -> None:
    """Let the app run (workers, timers) until `done()`; fail after `steps` short pauses."""
    for _ in range(steps):
        if done():
            return
        await pilot.pause(0.02)
    raise AssertionError("the app never got there")


async def test_one_human_reaches_their_turn_without_a_hand_off():
    game = four(turn=1)
    app = create_app(game=game, computers={1: "normal", 2: "easy", 3: "hard"})
    async with app.run_test(size=SIZE) as pilot:
        assert isinstance(app.screen, TableScreen) and app.screen.seat == 0
        await pilot.press("w")  # no pauses
        await until(pilot, lambda: game.turn == 0)
        await pilot.pause()
        assert len(game.log) >= 3  # Ben, Cat and Dan moved
        assert isinstance(app.screen, TableScreen) and app.screen.seat == 0
        assert app.handoff is None  # never made: nobody to hand the keyboard to


async def test_hand_offs_only_between_humans():
    # Ann (human), Ben (computer), Cat (human), Dan (computer).
    game = four()
    app = create_app(game=game, computers={1: "normal", 3: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")
        # Ann's hand goes at once: Ben plays, after a pause, behind the hand-off to Cat.
        assert game.turn == 1
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 2
        await until(pilot, lambda: game.turn == 2)
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 2
        await confirm_handoff(pilot, 2)
        await play_card(pilot, "R6")
        assert game.turn == 3
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 0
        await until(pilot, lambda: game.turn == 0)
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 0


async def test_a_computer_move_is_announced_in_words_not_notation():
    game = four()
    app = create_app(game=game, computers={1: "normal", 2: "normal", 3: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await play_card(pilot, "R5")
        await until(pilot, lambda: game.turn == 2)  # Cat's pause keeps Ben's notice up
        await pilot.pause()
        said = notice_text(app.screen)
        # Named once, with the level, by the sentence itself: "Ben (computer, normal) plays R 4."
        assert said.startswith("Ben (computer, normal) plays "), said
        assert said.count("Ben") == 1, said
        assert "play " not in said


async def test_the_skip_key_drops_the_pauses():
    game = four()
    app = create_app(game=game, computers={1: "normal", 2: "normal", 3: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        assert "No pauses" in footer_keys(app)
        await play_card(pilot, "R5")
        await pilot.pause(0.1)
        assert game.turn == 1  # Ben's move waits for its pause
        await pilot.press("w")
        assert not app.pauses
        assert "Pauses back" in footer_keys(app) and "No pauses" not in footer_keys(app)
        await until(pilot, lambda: game.turn == 0)
        await pilot.press("w")
        assert app.pauses
        assert "No pauses" in footer_keys(app) and "Pauses back" not in footer_keys(app)


async def test_a_hand_goes_at_once_when_another_person_follows_the_computers(monkeypatch):
    # A play-tester's game (`-n Ann -n Ben -c 1`): Ben, then Cat (computer), then Ann.
    # Ben's play gives the turn to Cat: while Cat is due, the screen shows none of Ben's
    # cards (Ann is next at the keyboard), only the hand-off to Ann. The Wild Draw Four
    # waits for Cat, not for Ann.
    monkeypatch.setattr(app_module, "PAUSE", 60.0)  # Cat thinks until the test ends
    hands = [["G1", "G2", "G4"], ["W+4", "R7", "Y9"], ["B4", "B5", "B6"]]
    game = P.position(hands, turn=1)
    app = create_app(game=game, computers={2: "normal"})
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await confirm_handoff(pilot, 1)
        await play_card(pilot, "W+4", colour="b")
        assert game.turn == 2 and game.hand(1) == ["R7", "Y9"]
        assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 0
        assert_shared_public(app)
        text = screen_text(app)
        assert not any(shows_label(text, card_label(card)) for card in game.hand(1)), text
        assert "Pass the keyboard to" in text and "waits for you" not in text, text


async def test_one_person_keeps_the_hand_in_view_while_the_computers_play(monkeypatch):
    monkeypatch.setattr(app_module, "PAUSE", 60.0)
    hands = [["G1", "G2", "G4"], ["R5", "R7", "Y9"], ["B4", "B5", "B6"]]
    game = P.position(hands, turn=1)
    app = create_app(game=game, computers={0: "normal", 2: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await play_card(pilot, "R5")
        assert game.turn == 2
        assert isinstance(app.screen, TableScreen) and app.screen.seat == 1
        assert "Y 9" in screen_text(app)


def skipped_back() -> Game:
    """Ben plays alone against Ann and Cat, computers (ALONE): Ben plays R5 (Enter: the
    first card that fits), then Cat's Skip passes over Ann and the turn comes straight
    back to Ben's table, which stayed in view."""
    hands = [["G1", "G2", "G4"], ["R5", "R7", "G9"], ["R-skip", "B4", "B5"]]
    return P.position(hands, turn=1)


ALONE = {0: "normal", 2: "normal"}


async def skip_by_cat(pilot, game: Game) -> None:
    app = pilot.app
    await look_at_table(pilot)
    await play_card(pilot, "R5")
    assert game.turn == 2 and isinstance(app.screen, TableScreen) and app.screen.seat == 1
    app.computer_moves(app.stamp(), 2, "play R-skip")  # (the thread's own answer: dropped)
    assert game.turn == 1 and isinstance(app.screen, TableScreen) and app.screen.seat == 1


async def test_a_key_typed_before_the_position_was_seen_makes_no_move(monkeypatch):
    # An Enter or a d meant for a window or a hand-off that did not come lands on the
    # table the moment Cat's Skip gives Ben the turn again: it neither plays nor draws.
    monkeypatch.setattr(table_screen, "SEEN", 60.0)  # not seen before the test ends
    game = skipped_back()
    app = create_app(game=game, computers=ALONE)
    async with app.run_test(size=SIZE) as pilot:
        await skip_by_cat(pilot, game)
        moves, hand = len(game.log), game.hand(1)
        await pilot.press("enter", "d", "enter")
        await pilot.pause()
        assert (len(game.log), game.hand(1), game.turn) == (moves, hand, 1)
        table = app.screen
        # Not nothing: the notice says why, once, under what Cat did.
        cat, quick = notice_text(table).split("\n")
        assert cat.startswith("Cat") and "R Skip" in cat
        assert quick == "Too quick: look at the table first, then press again."
        await click_card(pilot, table.selected)  # nor a click: not even a pick
        table.send("draw")  # (every move the table asks for: a, p, x and the buttons)
        await pilot.pause()
        assert (len(game.log), game.hand(1), table.picked) == (moves, hand, False)


async def test_once_the_position_was_on_screen_a_moment_enter_plays():
    game = skipped_back()
    app = create_app(game=game, computers=ALONE)
    async with app.run_test(size=SIZE) as pilot:
        await skip_by_cat(pilot, game)
        await pilot.pause(SEEN + 0.3)
        await pilot.press("enter")  # R7, the first card that fits R-skip
        await pilot.pause()
        assert game.top == "R7" and game.hand(1) == ["G9"]


async def test_the_question_a_computers_move_asks_waits_until_the_position_was_seen():
    # Ben (computer) plays a Wild Draw Four on Ann, alone at the table: the challenge
    # question opens once she has seen the table a moment, so an Enter typed ahead does
    # not accept the four cards on its focused button.
    from uno_tui.app.screens.challenge import ChallengeModal

    game = P.position([["R5", "R7", "G9"], ["W+4", "B4", "B5"]], names=["Ann", "Ben"])
    app = create_app(game=game, computers={1: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await play_card(pilot, "R5")
        app.computer_moves(app.stamp(), 1, "play W+4 blue")
        assert game.phase == "challenge" and game.turn == 0
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and game.phase == "challenge"
        await pilot.pause(SEEN + 0.3)
        assert isinstance(app.screen, ChallengeModal)


def footer_keys(app) -> list[str]:
    return [a.binding.description for a in app.active_bindings.values() if a.enabled]


async def test_no_skip_key_without_computers():
    app = create_app(game=four())
    async with app.run_test(size=SIZE):
        assert app.check_action("no_pauses", ()) is False


async def test_a_computer_catches_a_forgotten_uno_only_after_a_delay():
    game = P.uno_race()  # Ann: R5 R7; Ben and Cat are computers
    app = create_app(game=game, computers={1: "normal", 2: "normal"})
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("w")  # even without pauses a catch waits
        await play_card(pilot, "R5")  # Ann forgets UNO
        await pilot.pause(0.3)
        assert game.catchable == [0] and game.hand_size(0) == 1  # not yet
        await until(pilot, lambda: game.hand_size(0) > 1)
        caught = [e for _, e in app.entries if e.kind == "catch"]
        assert caught and caught[-1].player in (1, 2)


async def test_a_human_still_wins_the_race_within_the_delay():
    game = P.uno_race()
    app = create_app(game=game, computers={1: "normal", 2: "normal"})
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("w")
        await play_card(pilot, "R5")
        await pilot.press("u")  # Ann's late UNO!, before any computer reacts
        await pilot.pause()
        assert game.catchable == []
        await until(pilot, lambda: game.turn == 0)
        assert game.hand_size(0) == 1  # nobody caught her


async def test_computer_players_are_only_ever_asked_through_decide(monkeypatch):
    asked: list[tuple[int, object]] = []
    decided: list[int] = []
    real_decide, real_choose = uno_tui.players.decide, uno_tui.players.ComputerPlayer.choose

    def decide(game, seat, player):
        decided.append(seat)
        return real_decide(game, seat, player)

    def choose(self, view, worlds=()):
        asked.append((len(decided), view))
        return real_choose(self, view, worlds)

    monkeypatch.setattr(uno_tui.players, "decide", decide)
    monkeypatch.setattr(uno_tui.players.ComputerPlayer, "choose", choose)
    game = four(turn=1)
    app = create_app(game=game, computers={1: "hard", 2: "normal", 3: "easy"})
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("w")
        await until(pilot, lambda: game.turn == 0)
    assert asked and len(asked) == len(decided)
    for _, view in asked:
        assert isinstance(view, SeatView)  # never the Game
        assert view.seat in (1, 2, 3)
        # The view holds the seat's own hand and the sizes of the others, no other hand.
        assert sum(len(k) for i, k in enumerate(view.known) if i != view.seat) == 0


def test_labels_and_the_next_human():
    assert seat_label("Cat", "hard") == "Cat (computer, hard)"
    assert seat_label("Ann", None) == "Ann"
    game = four(turn=1)
    assert next_human(game, {1: "easy", 2: "easy"}) == 3
    assert next_human(game, {1: "easy"}) == 2


async def test_computer_seats_are_labelled_at_the_table():
    game = four()
    app = create_app(game=game, computers={3: "hard"})
    async with app.run_test(size=(100, 32)) as pilot:
        await confirm_handoff(pilot, 0)
        assert "Dan (hard)" in screen_text(app)
        assert "Ann (" not in screen_text(app)


async def test_a_saved_game_with_computers_resumes_with_them(tmp_path):
    from uno_tui import records

    game = Game.new(official(), ["Ann", "Ben", "Cat", "Dan"], seed=2)
    path = records.Recorder(tmp_path / "g.json", computers={1: "easy", 2: "easy", 3: "easy"}).save(
        game
    )
    record, resumed = records.resume(path)
    app = create_app(
        game=resumed, computers=record.computers, recorder=records.Recorder.resuming(record)
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("w")
        await until(pilot, lambda: resumed.turn == 0)
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.screen.seat == 0
        assert app.handoff is None
    assert records.load(path).computers == {1: "easy", 2: "easy", 3: "easy"}


async def test_replay_shows_who_was_a_computer(tmp_path):
    from uno_tui import records

    game = Game.new(official(), ["Ann", "Ben", "Cat", "Dan"], seed=2)
    path = records.Recorder(tmp_path / "g.json", computers={2: "hard"}).save(game)
    app = create_app(replay=records.Replay(records.load(path)))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert "Cat (hard)" in screen_text(app)


async def test_the_setup_screen_seats_a_computer_by_keyboard():
    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("tab", "tab", "tab", "enter", "down", "down", "enter")
        assert app.screen.query_one("#played-by-1").value == "normal"
        assert "PC normal" in screen_text(app)  # visible at 80x24
        # A fixed deal: a random one may turn up a wild first and open the colour question.
        app.screen.query_one("#seed").value = "1"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.computers == {1: "normal"}
        assert isinstance(app.screen, TableScreen) and app.screen.seat == 0
        assert "Ben (normal)" in screen_text(app)


async def test_the_setup_screen_wants_one_person():
    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        for i in (0, 1):
            app.screen.query_one(f"#played-by-{i}").value = "easy"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is None
        assert "make at least one a person" in screen_text(app)


async def test_a_question_taken_off_the_screen_ignores_a_late_answer():
    from uno_tui.app.screens.colour import ColourModal

    game = P.wild()
    app = create_app(game=game, computers={1: "normal", 2: "normal"})
    async with app.run_test(size=(100, 32)) as pilot:
        await play_card(pilot, "W", colour=None)
        modal = app.screen
        assert isinstance(modal, ColourModal)
        app.show_main(app.table_for(0))  # what a hand-off or a new main screen does
        await pilot.pause()
        modal.dismiss("red")  # a key or click still queued for it
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)  # the table was not popped


def test_a_computer_player_keeps_its_name_when_the_seats_are_shuffled():
    from uno_tui.app.computers import seated
    from uno_tui.engine import load_ruleset

    rules = load_ruleset("official").with_options(shuffle_seats=True)
    game = Game.new(rules, ["Ann", "Ben", "Cat", "Dan"], seed=2)
    at_start = {1: "hard", 3: "easy"}  # Ben and Dan, as the record keeps them
    while game.players == ["Ann", "Ben", "Cat", "Dan"]:
        while not game.round_over:
            game.move(game.legal_moves()[0])
        game.next_round()
    now = seated(game, at_start)
    assert {game.players[s]: level for s, level in now.items()} == {"Ben": "hard", "Dan": "easy"}
    assert seated(Game.new(rules, ["Ann", "Ben", "Cat", "Dan"], seed=2), at_start) == at_start


async def test_the_app_moves_computer_seats_with_their_players_each_round():
    from uno_tui.engine import load_ruleset

    rules = load_ruleset("official").with_options(shuffle_seats=True)
    game = Game.new(rules, ["Ann", "Ben", "Cat", "Dan"], seed=2)
    app = create_app(game=game, computers={1: "normal", 2: "normal", 3: "normal"})
    async with app.run_test(size=SIZE):
        ben = app.minds[1]
        while game.players == ["Ann", "Ben", "Cat", "Dan"]:
            while not game.round_over:
                game.move(game.legal_moves()[0])
            app.on_next_round(None)
        assert {game.players[s] for s in app.computers} == {"Ben", "Cat", "Dan"}
        assert app.minds[game.players.index("Ben")] is ben
        assert app.recorder is None or app.recorder.computers == {
            1: "normal",
            2: "normal",
            3: "normal",
        }


async def test_a_computer_answer_arriving_after_the_app_closed_is_dropped():
    # CI once saw a computer's move land while the app was shutting down: the table's
    # widgets were already gone and the refresh raised.
    game = four(turn=1)
    app = create_app(game=game, computers={1: "normal", 2: "normal", 3: "normal"})
    async with app.run_test(size=SIZE):
        stamp = app.stamp()
    before = len(game.log)
    app.computer_moves(stamp, 1, "play G1")
    assert len(game.log) == before


def test_a_computer_is_named_once_with_its_level_in_any_language():
    names, rules = ["Ann", "Ben", "Cat"], official()
    cat = seat_label("Cat", "hard")
    draw_and_play = [Event("draw", player=2, count=1), Event("play", player=2, cards=("R9",))]
    said = move_said(2, cat, draw_and_play, names, rules, "light")
    assert said == "Cat (computer, hard) draws 1 card. Cat plays R 9."
    catch = [Event("catch", player=2, target=0, count=2)]
    assert move_said(2, cat, catch, names, rules, "light") == (
        "Cat (computer, hard) catches Ann without the call: Ann draws 2 cards."
    )
    assert move_said(2, cat, [], names, rules, "light") == "Cat (computer, hard): done."
    with speaking("fr"):
        cat = seat_label("Cat", "hard")
        said = move_said(2, cat, draw_and_play[1:], names, rules, "light")
        assert said.startswith(f"{cat} pose ") and said.count("Cat") == 1, said


async def test_computers_wait_while_the_quit_question_or_help_is_open():
    # Ann plays; Ben, Cat and Dan are computers, each moving after a pause. While Ann
    # decides whether to quit, or reads help or the scores, nobody moves behind the
    # window; when it closes, the computer due goes on.
    game = four()
    app = create_app(game=game, computers={1: "normal", 2: "normal", 3: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await play_card(pilot, "R5")
        for key, close in (("q", "n"), ("question_mark", "escape"), ("s", "escape")):
            moves = len(game.log)
            await pilot.press(key)  # within the computer's pause
            await pilot.pause(PAUSE + 0.6)
            assert len(game.log) == moves, key  # held behind the window
            await pilot.press(close)
            await until(pilot, lambda moves=moves: len(game.log) > moves)


async def test_the_computer_due_leaves_a_person_time_to_call_late(monkeypatch):
    """A play-tester in `learn`: the lesson "Press u now" showed for under a second, as
    Ben (computer, next) played at once and the chance was gone. The seat due waits as
    long as an out-of-turn move (REACT) while a missed call is open."""
    monkeypatch.setattr(app_module, "PAUSE", 0.05)
    monkeypatch.setattr(app_module, "REACT", 1.0)
    hands = [["R5", "R7"], ["G1", "R2", "G4"], ["B4", "B5", "B6"]]
    game = P.position(hands, turn=0)
    app = create_app(game=game, computers={1: "normal"})  # (Cat a person: no catch of hers)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "R5")  # without the call
        assert game.catchable == [0] and game.turn == 1
        await pilot.pause(0.5)  # long past PAUSE: Ben, due, still waits
        assert game.catchable == [0] and game.turn == 1
        await pilot.press("u")  # (on the hand-off to Cat: Ann's late call)
        await pilot.pause()
        assert game.uno_called(0) and not game.catchable


async def test_a_person_choosing_whom_a_catch_is_for_keeps_the_race(monkeypatch):
    """A play-tester: c on Lily's hand-off opened "Who catches Dad?", and Robo (computer)
    caught Dad while she chose. Whoever pressed first keeps the race while choosing."""
    monkeypatch.setattr(app_module, "REACT", 0.4)
    hands = [["G1", "G2", "G4"], ["R5", "R7"], ["B4", "B5", "B6"], ["Y4", "Y5", "Y6"]]
    game = P.position(hands, turn=1, names=["Ann", "Ben", "Cat", "Dan"])
    app = create_app(game=game, computers={3: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot, 1)
        await play_card(pilot, "R5")  # Ben forgets the call
        assert isinstance(app.screen, HandoffScreen) and game.catchable == [1]
        await pilot.press("c")
        await pilot.pause()
        picker = app.screen
        assert "Who catches Ben?" in screen_text(app)
        await pilot.pause(0.8)  # Dan (computer) would have caught Ben by now
        assert app.screen is picker and game.catchable == [1]
        await pilot.press("3")  # Cat, seat 3
        await pilot.pause()
        catch = next(e for e in reversed(game.events) if e.kind == "catch")
        assert (catch.player, catch.target) == (2, 1)
