"""What the screens show (issue 10, section 3): setup at 80x24, 16 colours, card rows,
many players, the log's words, footers, labels and places."""

from __future__ import annotations

import app_positions as P
from app_driver import confirm_handoff, screen_text, widget_text
from rich.color import ColorType
from rich.console import Console
from rich.table import Table
from rich.text import Text
from textual.app import App
from textual.containers import VerticalScroll
from textual.widgets import Checkbox, OptionList, Select, Static

from uno_tui import records
from uno_tui.app import create_app
from uno_tui.app.cards import card_label
from uno_tui.app.palette import cards_row, theme_variables
from uno_tui.app.screens.challenge import challenge_terms
from uno_tui.app.screens.handoff import HandoffScreen
from uno_tui.app.screens.round_over import RoundOverScreen
from uno_tui.app.screens.table import TableScreen
from uno_tui.app.widgets.event_log import EventLog, fold, log_line
from uno_tui.app.widgets.hand import HandView
from uno_tui.app.widgets.key_bar import KeyBar
from uno_tui.app.widgets.scores import places
from uno_tui.app.widgets.table_info import SeatsView
from uno_tui.app.widgets.table_seats import TableSeats
from uno_tui.app.widgets.text_line import TextBox, TextLine
from uno_tui.engine import Event, load_ruleset

SMALL = (80, 24)
NAMES = ["Ann", "Ben", "Cat"]


def strips_text(app, widget) -> str:
    return widget_text(app, widget)


async def test_setup_at_80x24_shows_the_selection_and_every_tab_stop():
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        rulesets = app.screen.query_one("#rulesets", OptionList)
        assert rulesets.get_option_at_index(rulesets.highlighted).id == "official"
        assert "official" in strips_text(app, rulesets)  # on screen, not scrolled away
        for _ in range(16):  # every Tab stop is a field that shows its focus
            await pilot.press("tab")
            assert not isinstance(app.focused, VerticalScroll), app.focused
        two = app.screen.query_one("#two-player", Checkbox)
        assert two.value and not two.disabled
        app.screen.query_one("#count", Select).value = 3
        await pilot.pause()
        assert two.disabled and not two.value  # greyed out and unticked: reads as off


async def test_each_card_colour_keeps_its_own_colour_on_16_colours():
    game = P.position([["R5", "Y5", "G5", "B5"], ["G1", "G2"], ["B4", "B6"]])
    app = create_app(game=game)
    async with app.run_test(size=SMALL) as pilot:
        app.use_terminal_colours()
        await confirm_handoff(pilot, 0)
        hand = app.screen.query_one(HandView)
        backs = {
            card[0]: hand.card_styles(state)[1].bgcolor
            for card, state in zip(hand.cards, hand.states, strict=True)
        }
        assert all(c.type == ColorType.STANDARD for c in backs.values()), backs
        assert {k: c.number for k, c in backs.items()} == {"R": 1, "Y": 3, "G": 2, "B": 4}


def test_card_colours_have_one_ansi_colour_each():
    ansi = theme_variables(True)
    cards = [ansi[f"card-{c}"] for c in ("red", "yellow", "green", "blue", "wild")]
    assert len(set(cards)) == len(cards) and all(c.startswith("ansi_") for c in cards)


def test_a_card_row_wraps_between_cards_only():
    cards = ["G5", "W+4", "R-skip", "B1", "Y9", "G-rev", "R+2", "B0"]
    table = Table()
    table.add_column("Player")
    table.add_column("Cards left", ratio=1)
    table.add_row("Ann", cards_row(cards, theme_variables(False)))
    console = Console(width=40, color_system=None)
    with console.capture() as out:
        console.print(table)
    text = out.get()
    for card in cards:
        assert f" {card_label(card)} " in text, (card, text)


async def test_ten_players_at_80x24_show_every_seat():
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
    app = create_app(rules=load_ruleset("official"), names=names, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        seats = strips_text(app, app.screen.query_one(TableSeats))
        for name in names:
            assert name in seats, seats


async def test_six_players_at_80x24_every_seat_shows_without_scrolling():
    """Six rows and a heading fit the seats box at 80x24 (the log gives way): no
    scrollbar, every seat in sight (issue 24)."""
    names = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]
    app = create_app(rules=load_ruleset("official"), names=names, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        box = app.screen.query_one(TableSeats)
        shown = strips_text(app, box)
        assert all(name in shown for name in names) and "Player" in shown, shown
        assert not box.show_vertical_scrollbar


async def test_a_text_box_capped_in_width_scrolls_to_its_last_line():
    """A box held at its max-width gets more lines than it shows: the scrollbar that
    comes narrows the text (each line now wraps in two), and scrolling still reaches
    the last line."""

    class Boxed(App):
        CSS = "TextBox { max-width: 24; height: 4; }"

        def compose(self):
            yield TextBox()

    app = Boxed()
    async with app.run_test(size=(40, 10)) as pilot:
        box = app.query_one(TextBox)
        box.show_text(Text("one line, a little too long"))
        await pilot.pause()
        assert not box.show_vertical_scrollbar
        box.show_text(Text("\n".join(f"line {n} abcdefg hijklmno" for n in range(6))))
        await pilot.pause()
        assert box.show_vertical_scrollbar
        box.scroll_end(animate=False, immediate=True)
        await pilot.pause()
        shown = widget_text(app, box).splitlines()
        assert shown[-2].strip() == "line 5 abcdefg", shown
        assert shown[-1].strip() == "hijklmno", shown


def test_the_log_uses_card_labels_and_says_things_once():
    names = ["Ann", "Ben"]
    assert log_line(Event("play", 0, ("G-skip",)), names, None) == "Ann plays G Skip."
    draws = fold([Event("draw", 0, ("R1",), 1), Event("draw", 0, ("G2",), 1)])
    assert [log_line(e, names, None) for e in draws] == ["Ann draws 2 cards."]
    assert log_line(draws[0], names, 0) == "Ann draws R 1, G 2."
    caught = fold([Event("catch", 0, count=2, target=1), Event("draw", 1, ("R1", "G2"), 2)])
    assert [e.kind for e in caught] == ["catch"]
    jumped = fold([Event("jumpin", 1, ("B4",)), Event("play", 1, ("B4",))])
    assert [e.kind for e in jumped] == ["jumpin"]
    wild = fold([Event("jumpin", 1, ("W",)), Event("play", 1, ("W",), colour="B")])
    assert [log_line(e, names, None) for e in wild] == [
        "Ben jumps in with Wild and chooses blue! Play goes on from Ben."
    ]


def test_the_log_says_why_a_card_counts_zero_or_goes_back_with_card_labels():
    # (the sentence is chosen from the card, not from the label the log shows)
    names = ["Ann", "Ben"]
    tie = Event("dealer-draw", 0, ("W+4",), 1)
    assert log_line(tie, names, None) == ("Ann draws Wild +4 (counts as 0) to break the tie.")
    assert log_line(Event("dealer-draw", 1, ("R4",)), names, None) == (
        "Ben draws R 4 to choose the dealer."
    )
    back = Event("redraw", cards=("B7",), count=1)  # No Mercy: a 7 swaps hands
    assert log_line(back, names, None, load_ruleset("no-mercy")) == (
        "B 7 has an effect, so it goes back into the deck; another card is turned up."
    )


def test_a_catch_under_penalty_scoring_tells_its_cards_once():
    """challenge-uno: the catch, its penalty points, then the draw it told already."""
    hands = [["R5", "R7"], ["G1", "G2", "G4"], ["B4", "B5", "B6"]]
    game = P.position(hands, rules=load_ruleset("challenge-uno"))
    game.move("play R5")  # no UNO
    events = game.move("catch 0", by=1)
    assert [e.kind for e in events] == ["catch", "penalty-points", "draw"]
    lines = [log_line(e, game.players, None) for e in fold(events)]
    assert lines[0] == "Ben catches Ann without the call: Ann draws 2 cards."
    assert len(lines) == 2 and lines[1].startswith("Ann takes")  # (no second draw line)


def test_a_roulette_cut_short_by_the_mercy_rule_reads_in_order_and_as_stopped():
    """No Mercy: the log told the draw, the knock-out, then the Roulette as if it had
    found the colour. Now: the colour, the Roulette stopped by the Mercy rule (its
    cards, told once), the knock-out; nobody "is skipped"."""
    ben = [f"{c}{n}" for c in "RG" for n in range(1, 10)] + ["B1", "B2"]
    game = P.positions.position(
        load_ruleset("no-mercy"),
        [["W-roulette", "R1", "R3"], ben, ["B3"]],
        ["R5"],
        ["Y5", "Y6", "G0", "Y4", "Y7", "B5", "G7"],
        names=P.NAMES,
    )
    game.move("play W-roulette")
    lines = [log_line(e, game.players, None) for e in fold(game.move("colour blue", by=1))]
    assert lines == [
        "Ben chooses blue.",
        "Colour Roulette: Ben turns up Y 5, Y 6, G 0, Y 4, Y 7 (5 cards), no blue card "
        "among them; the Mercy rule stops it there.",
        "Mercy rule: Ben holds 25 cards and is out of the round; the cards go under the "
        "discard pile.",
    ]


def test_the_challenge_question_gives_the_numbers():
    text = challenge_terms("Cat", 4, load_ruleset("official"))
    assert "Accept: you draw 4" in text and "Cat draws 4" in text
    assert "you draw 6 and lose your turn" in text


def test_players_level_share_a_place():
    assert places(P.uno_race().view(None)) == {0: 1, 1: 1, 2: 1}  # nobody has scored yet


def test_partners_share_a_place_and_the_other_team_comes_second():
    """A play-tester: after Team B's first round the scoreboard read 3, 1, 3, 1."""
    from dataclasses import replace

    rules = replace(P.official(), teams="opposite")
    hands = [["Y3", "Y4"], ["R2"], ["G5", "G6"], ["B7", "B8"]]
    game = P.position(hands, turn=1, rules=rules, names=("Ann", "Ben", "Cat", "Dan"))
    game.move("play R2")  # Ben goes out: Ben and Dan score
    assert places(game.view(None)) == {0: 2, 1: 1, 2: 2, 3: 1}


async def test_after_resume_the_log_holds_the_whole_game(tmp_path):
    game = P.played_game(2)
    record, resumed = records.resume(records.save(game, tmp_path / "g.json"))
    assert {e.kind for e in resumed.events} and resumed.round_number == 2
    app = create_app(game=resumed)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert {round_no for round_no, _ in app.entries} == {1, 2}
        plays = [e for _, e in app.entries if e.kind == "play"]
        assert len(plays) == len([e for e in game.log if e.move.startswith("play")])


async def test_the_wheel_goes_back_through_the_log_and_a_new_event_comes_back_down():
    from textual.app import App
    from textual.events import MouseScrollUp

    def wheel_up(log):
        log.post_message(MouseScrollUp(log, 0, 0, 0, -1, 0, False, False, False))

    class LogApp(App):
        def compose(self):
            yield EventLog()

    plays = [(1, Event("play", n % 2, (f"R{n}",))) for n in range(10)]
    app = LogApp()
    async with app.run_test(size=(40, 4)) as pilot:
        log = app.query_one(EventLog)
        log.show(plays, ["Ann", "Ben"], None)
        await pilot.pause()
        assert widget_text(app, log).split("\n")[-1].strip() == "Ben plays R 9."
        wheel_up(log)
        wheel_up(log)
        await pilot.pause()
        lines = widget_text(app, log).split("\n")
        assert lines[-2].strip() == "Ben plays R 7." and lines[-1].strip() == "↓ 2 newer"
        for _ in range(20):  # no further back than the oldest line
            wheel_up(log)
        await pilot.pause()
        assert widget_text(app, log).split("\n")[0].strip() == "— Round 1 —"
        log.show([*plays, (1, Event("draw", 0, ("G1",), 1))], ["Ann", "Ben"], None)
        await pilot.pause()
        assert widget_text(app, log).split("\n")[-1].strip() == "Ann draws 1 card."


async def test_the_status_line_grows_for_a_long_text_and_shrinks_back():
    class LineApp(App):
        def compose(self):
            yield TextLine()
            yield Static("below")

    app = LineApp()
    async with app.run_test(size=(20, 5)) as pilot:
        line = app.query_one(TextLine)
        below = app.query_one(Static)
        line.show(Text("one short line"))
        await pilot.pause()
        assert (line.size.height, below.region.y) == (1, 1)
        line.show(Text("a longer text that takes two lines", style="reverse"))
        await pilot.pause()
        assert (line.size.height, below.region.y) == (2, 2)
        # Broken between words: the space where the line broke is not left reversed.
        first = line.render_line(0)
        assert first.text.rstrip() == "a longer text that" and first.cell_length == 20
        assert sum(s.cell_length for s in first if s.style and s.style.reverse) == 18
        line.show(Text("short again"))
        await pilot.pause()
        assert (line.size.height, below.region.y) == (1, 1)


async def test_a_tall_terminal_gives_the_log_its_height():
    app = create_app(game=P.uno_race())
    async with app.run_test(size=(200, 50)) as pilot:
        await confirm_handoff(pilot, 0)
        assert app.screen.query_one(EventLog).size.height >= 20


async def test_at_80_columns_the_footers_keep_quit(tmp_path):
    hands = [["R5", "R7"], ["G1", "G2", "G4"], ["B4", "B5", "B6"]]
    app = create_app(game=P.position(hands, rules=load_ruleset("street-fr")))
    async with app.run_test(size=SMALL) as pilot:
        await confirm_handoff(pilot, 0)
        assert "q Quit" in strips_text(app, app.screen.query_one(KeyBar))
    path = records.save(P.played_game(1), tmp_path / "g.json")
    app = create_app(replay=records.Replay(records.load(path)), reveal=True)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "q Quit" in strips_text(app, app.screen.query_one(KeyBar))


async def test_labels_marks_and_keys_that_work():
    assert card_label("W-custom", load_ruleset("tgus-3")) == "Gamble"
    game = P.position(
        [["R5", "G5", "B9"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]],
        rules=load_ruleset("japan-local"),
    )
    app = create_app(game=game)
    async with app.run_test(size=(100, 32)) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("1", "space")
        hand = app.screen.query_one(HandView)
        assert hand.marked == [0] and "mark✓" in strips_text(app, hand)
    app = create_app(game=P.big_hand())
    async with app.run_test(size=(100, 32)) as pilot:
        await confirm_handoff(pilot, 0)
        hand = app.screen.query_one(HandView)
        keys = [state.key for state in hand.states]
        assert keys[:10] == [*"1234567890"] and not any(keys[10:])
        text = strips_text(app, hand)
        assert all(f" {key} " in text for key in "1234567890")


async def test_penalty_scoring_says_penalty():
    game = P.position(
        [["R5", "R7"], ["G1", "G2", "G4"], ["B4", "B5", "B6"]], rules=load_ruleset("challenge-uno")
    )
    app = create_app(game=game)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandoffScreen)
        assert "Penalty" in strips_text(app, app.screen.query_one(SeatsView))
        assert "Score" not in strips_text(app, app.screen.query_one(SeatsView))


async def test_round_over_puts_no_notice_over_the_scores():
    app = create_app(game=P.going_out())
    async with app.run_test(size=SMALL, notifications=True) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RoundOverScreen)
        assert not app.screen.query("Toast")
        assert "Ann wins the round" in screen_text(app)


async def test_the_log_keeps_its_lines_when_its_width_changes():
    app = create_app(game=P.uno_race())
    async with app.run_test(size=(160, 32)) as pilot:
        await confirm_handoff(pilot, 0)
        await pilot.press("1", "enter")  # Ann plays: the log has a sentence
        await pilot.pause()
        log = app.screen.query_one(EventLog)
        assert log.sentences and len(log.lines) == len(log.sentences)
        await pilot.resize_terminal(64, 32)
        await pilot.pause()
        await pilot.pause()
        assert len(log.lines) >= len(log.sentences) and log.size.width < 40
        assert all(line.cell_len <= log.size.width for line in log.lines)
        await pilot.resize_terminal(50, 16)  # too small: the log is hidden
        await pilot.pause()
        await pilot.resize_terminal(160, 32)  # and shown again, wrapped at its width again
        await pilot.pause()
        await pilot.pause()
        assert len(log.lines) == len(log.sentences)
