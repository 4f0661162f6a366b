"""The replay screen steps through a record forwards and backwards (Pilot)."""

from __future__ import annotations

import re

from app.app_driver import screen_text
from rich.console import Console
from support.snapshot import snapshot
from textual.app import App
from textual.widgets import Static

from uno_tui import records
from uno_tui.app.cards import card_label
from uno_tui.app.palette import theme_variables
from uno_tui.app.screens.replay import ReplayScreen
from uno_tui.engine import Game


class Host(App[None]):
    """The smallest app that shows a replay (what `uno-tui replay` opens)."""

    def __init__(self, replay: records.Replay, reveal: bool = False) -> None:
        super().__init__()
        self.replay, self.reveal = replay, reveal

    def get_theme_variable_defaults(self) -> dict[str, str]:
        return theme_variables(False)  # the card colours the screens' stylesheets use

    def on_mount(self) -> None:
        self.push_screen(ReplayScreen(self.replay, reveal=self.reveal))


def _text(app) -> str:
    return screen_text(app)


def _game_after(record: records.GameRecord, step: int) -> Game:
    game = records.new_game(record)
    for s in records.steps_of(record)[1 : step + 1]:
        records.apply_step(game, record, s)
    return game


async def test_stepping_forwards_and_backwards(finished):
    record = records.load(finished)
    replay = records.Replay(record)
    app = Host(replay)
    async with app.run_test(size=(110, 34)) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.step == 0
        moves = len(record.moves)
        assert f"move 0 of {moves}" in _text(app)

        async def at(step: int) -> None:
            await pilot.pause()
            assert screen.step == step
            game, _ = replay.at(step)
            assert snapshot(game) == snapshot(_game_after(record, step))
            text = _text(app)
            made = sum(s.kind == "move" for s in replay.steps[: step + 1])
            assert f"move {made} of {moves}" in text
            for seat, name in enumerate(game.players):  # the seats: name, cards, ..., score
                row = rf"{name}\s+{game.hand_size(seat)}\s.*\s{game.scores[seat]}\s"
                assert re.search(row, text), (row, text)

        for _ in range(3):
            await pilot.press("right")
        await at(3)
        await pilot.press("n")
        await at(4)
        await pilot.press("left", "p")
        await at(2)
        await pilot.press("end")
        await at(len(replay) - 1)
        assert "Game over" in _text(app)
        await pilot.press("left", "left", "left")
        await at(len(replay) - 4)
        await pilot.press("home")
        await at(0)
        await pilot.press("left")  # nothing before the deal
        await at(0)
        await pilot.press("pagedown")
        rounds = replay.rounds()
        await at(rounds[1] if len(rounds) > 1 else len(replay) - 1)
        await pilot.press("pageup")
        await at(0)
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0


async def test_the_count_is_of_moves_as_the_move_list_numbers_them(tmp_path):
    """The deals between rounds are lines of the move list, not moves: at the end the
    title says 'move N of N', N the last move's number (not the steps, deals counted)."""
    from support.driver import play

    from uno_tui.engine import load_ruleset

    rules = load_ruleset("official").with_options(target_score=200)
    game = play(Game.new(rules, ["Dee", "Eve"], seed=3), 100000, seed=3)
    replay = records.Replay(records.load(records.save(game, tmp_path / "rounds.json")))
    moves = len(replay.record.moves)
    assert len(replay.rounds()) > 1  # deals between rounds: more steps than moves
    app = Host(replay)
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.press("end")
        await pilot.pause()
        assert f"move {moves} of {moves}" in _text(app)
        assert app.screen.labels[-1].split()[0] == str(moves)  # the list's last number
        await pilot.press("home", "pagedown")  # the second round's deal: no move of its own
        await pilot.pause()
        deal = replay.rounds()[1]
        assert app.screen.step == deal
        assert f"move {replay.steps[deal - 1].index + 1} of {moves}" in _text(app)


async def test_the_public_view_hides_the_hands_and_reveal_shows_them(finished):
    replay = records.Replay(records.load(finished))
    game, _ = replay.at(0)
    labels = [card_label(c) for c in game.hand(0)]
    app = Host(replay)
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.pause()
        assert not app.screen.query("#replay-hands")
        assert "Every hand" not in _text(app)
    app = Host(replay, reveal=True)
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.pause()
        text = _text(app)
        assert "every hand shown" in text
        console = Console(width=100, color_system=None)  # the hands are a table of card rows
        with console.capture() as capture:
            console.print(app.screen.query_one("#replay-hands", Static).content)
        hands = capture.get()
        dee = next(line for line in hands.splitlines() if line.startswith("Dee "))
        for label in labels:
            assert label in dee
            assert label in text


def test_step_labels():
    from uno_tui.app.screens.replay import step_label

    names = ["Ann", "Ben"]
    assert step_label(records.Step("move", 2, 36, 1, "play R9"), names).split() == [
        "37",
        "Ben",
        "play",
        "R",
        "9",
    ]
    assert "round 2 dealt" in step_label(records.Step("deal", 2), names)


def test_step_labels_say_the_moves_in_the_words_of_the_table():
    """Not the notation: cards by their labels, a catch by the player caught (not a seat
    counted from 0), in the language in use."""
    from support.language import speaking

    from uno_tui.app.screens.replay import step_label
    from uno_tui.engine import load_ruleset

    names, pokemon = ["Ann", "Ben", "Cat"], load_ruleset("pokemon")

    def said(move: str, by: int = 0, **widths) -> str:
        return step_label(records.Step("move", 1, 2, by, move), names, pokemon, **widths)

    assert said("play W-snorlax red", number_width=1, name_width=3) == (
        "3  Ann  play Snorlax, choosing red"
    )
    assert said("play R-rev").split()[2:] == ["play", "R", "Rev"]
    assert said("catch 0", by=2).split()[1:] == ["Cat", "catch", "Ann"]
    assert said("play R7 2").endswith("play R 7, choosing Cat")  # a 7-swap: with whom
    assert said("uno").endswith("say UNO") and said("undo").endswith("take back")
    assert said("colour green").endswith("choose green")
    with speaking("fr"):
        assert said("play R5").endswith("poser R 5")


def test_the_rounds_time_up_is_listed_as_the_clocks_under_no_name(tmp_path):
    """H-timer: the round's clock ends it with the move 'time-up', recorded for the
    player due; the move list read as if that player had ended the round. It names
    nobody (a time-out of a turn stays under the name of the player whose time ran out)."""
    from uno_tui.app.screens.replay import step_label
    from uno_tui.engine import load_ruleset

    rules = load_ruleset("official").with_options(round_minutes=5)
    game = Game.new(rules, ["Ann", "Ben", "Cat"], seed=6)
    for _ in range(6):
        game.move(game.legal_moves()[0])
    due = game.players[game.turn]
    game.round_time_up()
    replay = records.Replay(records.load(records.save(game, tmp_path / "clock.json")))
    last = replay.steps[-1]
    assert last.move == "time-up" and game.players[last.by] == due
    assert step_label(last, list(game.players)).split() == ["7", "round", "time", "up"]
    assert step_label(records.Step("move", 1, 3, 1, "timeout"), ["Ann", "Ben"]).split() == [
        "4",
        "Ben",
        "time",
        "out",
    ]


async def test_each_move_is_one_line_cut_at_the_end_in_its_words(tmp_path):
    """110x34: long names and long moves (Greninja, choosing yellow) stay on one line
    each, cut with … at the end; the notation is not shown."""
    from uno_tui.app.screens.replay import step_label
    from uno_tui.engine import load_ruleset

    names = ["Annabelle", "Bartholomew", "Catherine", "Dan"]
    game = Game.new(load_ruleset("pokemon"), names, seed=4)
    while not game.round_over and len(game.log) < 30:
        legal = game.legal_moves()
        wilds = [m for m in legal if "W-" in m]  # Snorlax, Greninja: the long ones
        game.move(wilds[0] if wilds else legal[0])
    assert any("W-" in entry.move for entry in game.log)
    replay = records.Replay(records.load(records.save(game, tmp_path / "g.json")))
    app = Host(replay)
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.press("end")
        await pilot.pause()
        moves = app.screen.query_one("#replay-moves", Static)
        lines = [line.strip() for line in _region(app, moves).splitlines() if line.strip()]
        labels = app.screen.labels
        shown = [label.strip() for label in labels[-len(lines) :]]
        assert len(lines) == min(len(labels), moves.content_size.height)
        for line, label in zip(lines, shown, strict=True):  # one line each, cut at the end
            text = line.removeprefix("▶").strip()
            assert text == label or (text.endswith("…") and label.startswith(text[:-1])), line
        assert any(line.endswith("…") for line in lines)
        assert "W-" not in _text(app) and "choosing" in _text(app)
        widths = (len(str(len(game.log))), len("Bartholomew"))
        rules = replay.record.rules
        assert labels[-1] == step_label(replay.steps[-1], names, rules, "light", *widths)


def _region(app, widget) -> str:
    from app.app_driver import region_text, screen_strips

    return region_text(screen_strips(app), widget)


def test_the_status_says_a_drawn_card_may_be_kept_only_where_it_may():
    from support.positions import official, position

    from uno_tui.app.screens.replay import status_text

    for drawn_card, said in (
        ("may-play", "Ann is to play the drawn card or keep it."),
        ("must-play", "Ann is to play the drawn card."),
    ):
        rules = official().with_options(drawn_card=drawn_card)
        game = position(rules, [["G2", "Y3"], ["B4", "B5"]], ["B9"], ["B7", "R1", "R2"])
        game.move("draw")  # B7 drawn, and it fits
        assert status_text(game.view(None)) == said


def test_the_status_names_the_card_to_challenge():
    from support.positions import official, position

    from uno_tui.app.screens.replay import status_text
    from uno_tui.engine import load_ruleset

    game = position(official(), [["W+4", "G9"], ["G1", "G2"]], ["R1"], ["B7", "R2"])
    game.move("play W+4 green")
    assert status_text(game.view(None)) == "Ben is to challenge or accept the Wild Draw Four."
    hands = [["W+2/T6", "G2/V2"], ["B5/O5", "G4/P7"]]
    game = position(load_ruleset("flip"), hands, ["R3/P9"], ["Y1/P2", "Y2/T2"])
    game.move("play W+2 green")
    assert status_text(game.view(None)) == "Ben is to challenge or accept the Wild +2."


def test_the_status_says_what_every_phase_waits_for():
    """Every question, not only play, drawn, challenge and colour: a pending draw too."""
    from support.positions import official, position

    from uno_tui.app.screens.replay import status_text

    rules = official().with_options(stack=("+2 on +2",))
    game = position(rules, [["R+2", "G9"], ["G+2", "G1"]], ["R1"], ["B7", "R2", "R3"])
    game.move("play R+2")
    assert status_text(game.view(None)) == "Ben is to answer the pending draw of 2 or take it."


def test_the_status_is_a_sentence_in_french():
    from support.language import speaking
    from support.positions import official, position

    from uno_tui.app.screens.replay import status_text

    game = position(official(), [["G2", "Y3"], ["B4", "B5"]], ["B9"], ["B7"])
    with speaking("fr"):
        assert status_text(game.view(None)) == "C'est à Ann de poser ou de piocher."


async def test_the_app_factory_opens_the_replay_screen(finished):
    from uno_tui.app import create_app

    app = create_app(replay=records.Replay(records.load(finished)), reveal=True)
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.reveal
        await pilot.press("right", "right")
        await pilot.pause()
        assert app.screen.step == 2


async def test_after_a_seat_shuffle_names_and_computer_levels_follow_the_players(tmp_path):
    """H-shuffle-seats: a record names its moves by seat and its computers by starting
    seat; the replay shows both as the players sit in the round on screen."""
    from uno_tui.app import create_app
    from uno_tui.app.screens.replay import step_label
    from uno_tui.engine import load_ruleset

    start = ["Ann", "Ben", "Cat", "Dan"]
    game = Game.new(load_ruleset("official").with_options(shuffle_seats=True), start, seed=2)
    while game.round_number == 1 or game.players[game.turn] == start[game.turn]:
        if game.round_over:
            game.next_round()
        else:
            game.move(game.legal_moves()[0])
    game.move(game.legal_moves()[0])  # a move by a seat its starting player left
    by = game.log[-1].by
    assert game.players[by] != start[by] and game.players.index("Ben") != 1
    replay = records.Replay(
        records.load(records.save(game, tmp_path / "g.json", computers={1: "hard"}))
    )
    app = create_app(replay=replay)
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.press("end")
        await pilot.pause()
        screen = app.screen
        widths = (len(str(len(game.log))), 3)  # Ann, Ben, Cat, Dan
        label = step_label(replay.steps[-1], game.players, replay.record.rules, "light", *widths)
        assert screen.labels[-1] == label
        assert label.split()[1] == game.players[by] and label.strip() in _text(app)
        seats = _text(app)
        # The level follows Ben to his seat of this round (the seats are handed it).
        assert "Ben (hard)" in seats and seats.count("(hard)") == 1


def test_flip_moves_are_said_by_the_face_in_play_before_them(tmp_path):
    """UNO FLIP!: a move after the Flip names a two-faced card by its dark face."""
    from uno_tui.app.screens.replay import step_label
    from uno_tui.engine import load_ruleset

    game = Game.new(load_ruleset("flip"), ["Ann", "Ben", "Cat"], seed=3)
    while game.side == "light" and not game.round_over:
        legal = game.legal_moves()
        game.move(next((m for m in legal if "flip" in m), legal[0]))
    flipped = len(game.log)  # the Flip is the last move, step `flipped` (after the deal)
    game.move(game.legal_moves()[0])  # a move on the dark side
    assert game.side == "dark"
    replay = records.Replay(records.load(records.save(game, tmp_path / "g.json")))
    sides = ReplayScreen(replay)._sides()
    assert sides[flipped] == "light" and sides[flipped + 1] == "dark"
    after = records.Step("move", 1, 0, 0, "play R5/O7")
    assert step_label(after, ["Ann"], game.rules, "dark").endswith("play O 7 (R 5 on the back)")


async def test_a_time_out_is_said_in_what_happened(tmp_path):
    """H-timer: the step of a time-out tells the table the time ran out, then the draw."""
    from uno_tui.engine import load_ruleset

    rules = load_ruleset("official").with_options(turn_seconds=30)
    game = Game.new(rules, ["Ann", "Ben", "Cat"], seed=6)
    while game.timeout_move() != "draw":  # (a first-card wild asks a colour first)
        game.move(game.timeout_move())
    who = game.players[game.turn]
    game.time_out()
    replay = records.Replay(records.load(records.save(game, tmp_path / "timed.json")))
    app = Host(replay)
    async with app.run_test(size=(110, 34)) as pilot:
        await pilot.press("end")
        await pilot.pause()
        said = app.screen.query_one("#replay-events")
        text = " ".join(_region(app, said).split())
        assert f"{who}'s time is up. {who} draws 1 card." in text, text


def _big_hands(tmp_path, players: int, name: str) -> tuple[records.Replay, int]:
    """A long random game's replay and the step where one hand is biggest."""
    from support.driver import play

    from uno_tui.engine import load_ruleset

    rules = load_ruleset("official").with_options(target_score=10000)
    names = [f"P{i}" for i in range(1, players + 1)]
    game = play(Game.new(rules, names, seed=1), 800, seed=1)
    replay = records.Replay(records.load(records.save(game, tmp_path / name)))
    sizes = [max(replay.at(k)[0].hand_size(s) for s in range(players)) for k in range(len(replay))]
    return replay, sizes.index(max(sizes))


def _hands_shown(app) -> list[str]:
    """The lines on screen in the hands' panel, from its title on (no border lines)."""
    panel = app.screen.query_one("#replay-hands").parent
    text = _region(app, panel).replace("│", " ")  # (a panel's border beside it)
    lines = [line for line in text.splitlines() if "─" not in line]
    return lines[next(i for i, line in enumerate(lines) if "Every hand" in line) :]


async def test_reveal_shows_every_hand_whole_at_80x24(tmp_path):
    """--reveal at 80x24: the hands run across the screen, so a big hand takes a few
    lines and every card of every hand is on screen (not cut under the events)."""
    replay, step = _big_hands(tmp_path, 4, "four.json")
    game = replay.at(step)[0]
    assert max(game.hand_size(s) for s in range(4)) >= 12
    app = Host(replay, reveal=True)
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.step = step
        await pilot.pause()
        title, *lines = _hands_shown(app)
        assert title.strip() == "Every hand"  # all of them fit: no ↑/↓ to say
        # Each hand's labels in order, on the lines from its name to the next name.
        words = " ".join(lines).split()
        starts = [words.index(name) for name in game.players] + [len(words)]
        for seat, name in enumerate(game.players):
            said = words[starts[seat] + 1 : starts[seat + 1]]
            labels = " ".join(card_label(c) for c in game.hand(seat)).split()
            assert said == labels, (name, said, labels)


async def test_reveal_scrolls_the_hands_that_do_not_fit_with_up_and_down(tmp_path):
    """Eight big hands do not fit in half the screen: the title says ↑/↓, which scroll
    them (while ←/→ still step through the game)."""
    replay, step = _big_hands(tmp_path, 8, "eight.json")
    game = replay.at(step)[0]
    app = Host(replay, reveal=True)
    async with app.run_test(size=(80, 24)) as pilot:
        app.screen.step = step
        await pilot.pause()
        shown = _hands_shown(app)
        assert shown[0].strip() == "Every hand (↑/↓ for more)"
        last = game.players[-1]
        assert not any(line.split()[:1] == [last] for line in shown)
        await pilot.press(*["down"] * 30)
        await pilot.pause()
        shown = _region(app, app.screen.query_one("#replay-hands-box")).splitlines()
        assert any(line.split()[:1] == [last] for line in shown)
        await pilot.press("right")
        await pilot.pause()
        assert app.screen.step == step + 1
        await pilot.press(*["up"] * 30)
        await pilot.pause()
        assert _hands_shown(app)[0].strip() == "Every hand (↑/↓ for more)"


async def test_a_click_on_a_move_in_the_list_goes_to_it(finished):
    # A play-tester: clicking "10 Ann play R 2" in the move list did nothing.
    replay = records.Replay(records.load(finished))
    app = Host(replay)
    async with app.run_test(size=(110, 34)) as pilot:
        screen = app.screen
        assert isinstance(screen, ReplayScreen) and screen.step == 0
        moves = screen.query_one("#replay-moves")
        await pilot.click(moves, offset=(3, 4))  # the fifth line: step 4
        await pilot.pause()
        assert screen.step == 4
        line = screen.labels[4].strip()
        assert f"▶{screen.labels[4]}" in _text(app) and line
