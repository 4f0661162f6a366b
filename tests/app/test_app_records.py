"""The wiring the CLI uses for saved games: autosave through a recorder, replay."""

from __future__ import annotations

import app_positions as P
import pytest
from app_driver import (
    confirm_handoff,
    help_keys_text,
    play_card,
    screen_text,
    toast_texts,
    widget_text,
)

from uno_tui import records
from uno_tui.app import create_app
from uno_tui.app.screens.quit import QuitModal
from uno_tui.app.screens.replay import ReplayScreen
from uno_tui.app.widgets.prose import Prose

SIZE = (100, 32)


async def test_every_move_is_saved(tmp_path):
    path = tmp_path / "game.json"
    recorder = records.Recorder(path)
    app = create_app(P.official(), ["Ann", "Ben"], 3, recorder=recorder)
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot)
        await play_card(pilot, "Y3")
        recorder.flush()  # written on the recorder's thread
        assert path.exists()
        record = records.load(path)
        assert [step.move for step in records.steps_of(record) if step.kind == "move"] == [
            "play Y3"
        ]
        await pilot.press("q")
        assert isinstance(app.screen, QuitModal)
        assert "saved" in screen_text(app)


async def test_what_resume_passed_over_is_said_as_the_game_opens():
    said = "A newer save cannot be opened (b.json: damaged), so a.json is resumed instead."
    app = create_app(P.official(), ["Ann", "Ben"], 3, notice=said)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert toast_texts(app) == [said]
        # It goes once a hand is shown: it stayed 15 s over the hand and the coach.
        await confirm_handoff(pilot)
        await pilot.pause()
        assert toast_texts(app) == []


async def test_a_saved_game_left_unfinished_is_named_for_the_terminal(tmp_path):
    # After q, y the terminal keeps what the quit question said: where the game is.
    path = tmp_path / "game.json"
    app = create_app(P.official(), ["Ann", "Ben"], 3, recorder=records.Recorder(path))
    async with app.run_test(size=SIZE) as pilot:
        await confirm_handoff(pilot)
        await play_card(pilot, "Y3")
        app.recorder.flush()
        await pilot.press("q", "y")
    assert app.farewell == f"The game is saved in {path}; 'uno-tui resume' goes on with it."


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
async def test_the_quit_question_shows_the_saved_path_whole_and_readable(
    tmp_path, monkeypatch, size
):
    """The path from ~ (the home folder), broken between folders and between the file
    name's parts, never in the middle of a name."""
    monkeypatch.setenv("HOME", str(tmp_path))
    path = tmp_path / ".local/share/uno-tui/games/2026-11-27_221652_alexandrina-bartholomew.json"
    app = create_app(
        P.official(), ["Alexandrina", "Bartholomew"], 3, recorder=records.Recorder(path)
    )
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitModal)
        text = app.screen.query_one(".dialog-text", Prose)
        lines = text.lines(text.size.width)
        assert "~/.local/share/uno-tui/games/" in lines, lines
        rejoined = lines[0]
        for line in lines[1:]:  # a line ends at a space, or a name cut after / _ or -
            rejoined += ("" if rejoined[-1] in "/_-" else " ") + line
        assert rejoined == (
            "The game is saved in ~/.local/share/uno-tui/games/"
            "2026-11-27_221652_alexandrina-bartholomew.json; 'uno-tui resume' goes on with it."
        )
        shown = " ".join(screen_text(app).split())
        assert "~/.local/share/uno-tui/games/" in shown


def test_launch_leaves_the_saved_file_in_the_terminal(run, opened, monkeypatch, tmp_path):
    assert "saved in" not in run("play", "-n", "Ann", "-n", "Ben").stdout  # nothing left

    # The stand-in app (tests/conftest.py) as the real one is when a saved game is left:
    def left_a_game(fake):
        fake.ran, fake.farewell = True, f"The game is saved in {tmp_path / 'game.json'}; …"

    monkeypatch.setattr(type(opened[0]), "run", left_a_game)
    ran = run("play", "-n", "Ann", "-n", "Ben")
    assert ran.exit_code == 0 and opened[1].ran
    assert f"The game is saved in {tmp_path / 'game.json'}; …" in ran.stdout


async def test_replay_opens_the_replay_screen(tmp_path):
    path = tmp_path / "game.json"
    game = P.played_game(1)
    records.save(game, path)
    app = create_app(replay=records.Replay(records.load(path)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)


async def test_help_in_a_replay_lists_the_replays_keys_not_the_tables(tmp_path):
    """A replay's help: the rules replayed and the replay's own keys (p steps back
    there: no Pass), nothing of hot-seat play; the app's keys that work in a replay."""
    from uno_tui.app.screens.help import HelpScreen, key_lines

    path = tmp_path / "game.json"
    records.save(P.played_game(1), path, computers={1: "easy"})  # (the w key: no game on)
    app = create_app(replay=records.Replay(records.load(path)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        keys = await help_keys_text(pilot)
        listed = {line.split()[0] for line in keys.splitlines()}
        wanted = {key for key, _ in key_lines(screens=[("replay", ReplayScreen.BINDINGS)])}
        assert {"←/p", "→/n", "Home", "End", "PgUp/Dn"} <= wanted <= listed, keys
        assert "Back (replay)" in keys and "Pass" not in keys and "Draw" not in keys, keys
        assert "(table" not in keys and "(hand-off" not in keys and "1-10" not in keys, keys
        assert "Scores" not in keys and "pauses" not in keys, keys  # no game is on
        assert "Help (anywhere)" in keys, keys
        assert app.screen.query("#help-rules") and not app.screen.query("#help-hotseat")


def after_two_saved_games(tmp_path, names: list[str], computers=None):
    """Two games of `names` saved, then a third played to its end: its app, the last
    round's scores on screen (Enter shows the game's end)."""
    from support.driver import play

    from uno_tui.engine import Game

    rules = P.official().with_options(target_score=60)
    for seed in (1, 2):  # two games played at this table before
        done = play(Game.new(rules, names, seed=seed), 100_000, seed=seed)
        records.save(done, tmp_path / f"before-{seed}.json")
    game = play(Game.new(rules, names, seed=3), 100_000, seed=3)
    assert game.game_over
    recorder = records.Recorder(tmp_path / "now.json")
    return create_app(game=game, recorder=recorder, computers=computers)


async def at_game_over(pilot) -> None:
    """From the last round's scores to the game's end, its standing worked out."""
    from uno_tui.app.screens.game_over import GameOverScreen

    await pilot.pause()
    await pilot.press("enter")  # the last round's scores, then the game's end
    await pilot.pause()
    assert isinstance(pilot.app.screen, GameOverScreen)
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def test_game_over_shows_the_standing_over_the_saved_games(tmp_path):
    app = after_two_saved_games(tmp_path, ["Ann", "Ben"])
    async with app.run_test(size=SIZE) as pilot:
        await at_game_over(pilot)
        text = screen_text(app)
        assert "At this table over 3 saved games" in text
        assert "Ann" in text and "Ben" in text


async def test_the_last_round_s_end_names_who_won_the_game(tmp_path):
    """A play-tester read "Cat wins the round (+73).  The game is over!" and had to go on
    to learn who had won the game."""
    app = after_two_saved_games(tmp_path, ["Ann", "Ben"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        title = widget_text(app, app.screen.query_one("#round-title"))
        winner = app.game.players[app.game.game_winner]
    assert f"{winner} wins the game!" in title, title


async def test_a_game_quit_at_its_end_leaves_where_to_replay_it_in_the_terminal(tmp_path):
    """A play-tester quit at Game over: the quit question named the file and 'uno-tui
    replay', and the terminal, once the app was gone, said nothing."""
    app = after_two_saved_games(tmp_path, ["Ann", "Ben"])
    async with app.run_test(size=SIZE) as pilot:
        await at_game_over(pilot)
        app.recorder.flush()
        await pilot.press("q", "y")
    path = tmp_path / "now.json"
    assert app.farewell == f"The game is saved in {path}; 'uno-tui replay {path}' shows it again."


async def test_game_over_standing_shows_a_computer_seat_as_it_sat(tmp_path):
    # A play-tester: Cat was a computer and won; the standing showed the row of a human
    # Cat from earlier games, not the computer's ("Cat (normal)" in uno-tui stats).
    from app_driver import widget_text

    # (two games with a human Cat, then one with a computer Cat)
    app = after_two_saved_games(tmp_path, ["Ann", "Cat"], computers={1: "normal"})
    async with app.run_test(size=SIZE) as pilot:
        await at_game_over(pilot)
        standing = widget_text(app, app.screen.query_one("#over-standing"))
        rows = {line.split()[0]: line for line in standing.splitlines() if line.strip()}
        assert rows["Ann"].split()[1] == "3", standing  # Ann played all three
        cat = [line for line in standing.splitlines() if "Cat" in line]
        assert len(cat) == 1 and cat[0].split()[:3] == ["Cat", "(normal)", "1"], standing


async def test_a_replay_never_splits_a_card_label_across_lines(tmp_path):
    # The play-test: at 80x24 the replay's "What happened" broke 'B 4' into 'B' / '4'
    # (with every hand shown, a draw lists its cards; long names make the lines full).
    import re

    from app_driver import widget_text
    from support.driver import play

    from uno_tui.engine import Game

    path = tmp_path / "game.json"
    game = Game.new(P.official(), ["Annabelle", "Bartholomew", "Cat"], seed=5)
    records.save(play(game, 300, seed=5), path)
    app = create_app(replay=records.Replay(records.load(path)), reveal=True)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(40):
            await pilot.press("right")
            shown = widget_text(app, app.screen.query_one("#replay-events"))
            for line in shown.splitlines():  # a line ending in a colour letter: cut
                assert not re.search(r"\b[RGBY]$", line.rstrip()), shown


def test_a_resumed_first_round_logs_a_play_taken_back_before_its_take_back():
    """A play-tester resumed a game where Ben played Y 6, took it back and played it
    again: the log read "Ben takes back Y 6. Ben plays Y 6." without the first play."""
    from uno_tui.app.app import history
    from uno_tui.engine import Game, load_ruleset

    game = Game.new(load_ruleset("official"), ["Ann", "Ben", "Cat"], seed=5)
    for move in ["play G3", "undo", "play G3"]:
        game.move(move, by=2)
    kinds = [(event.kind, event.cards) for _round, event in history(game)]
    assert kinds[-3:] == [("play", ("G3",)), ("undo", ("G3",)), ("play", ("G3",))], kinds
