"""The app's own words (uno_tui/app/*.py and its widgets) in Japanese and French: the
calls, colours, moves, the coach, lessons, the seats table, the piles, the race, the
clock and the key bar; English unchanged by default; Japanese fitted by terminal cells."""

from __future__ import annotations

import app_positions as P
from app_driver import confirm_handoff, widget_text
from rich.cells import cell_len
from rich.style import Style
from support.language import speaking

from uno_tui.app import create_app
from uno_tui.app.cards import advice_text, card_label, challenged_name, move_words
from uno_tui.app.computers import seat_label
from uno_tui.app.lessons import lesson_now
from uno_tui.app.line_breaks import card_text
from uno_tui.app.togen import declared_text, row_text, turn_up_words
from uno_tui.app.vocab import colour_plain, label, words_for
from uno_tui.app.widgets.card import CARD_WIDTH, card_box
from uno_tui.app.widgets.clock import Clock, ClockView
from uno_tui.app.widgets.event_log import visible_lines
from uno_tui.app.widgets.key_bar import KeyBar
from uno_tui.app.widgets.piles import block, centred
from uno_tui.app.widgets.table_info import direction_text, pending_text, place_out
from uno_tui.app.widgets.table_seats import TableSeats
from uno_tui.engine import load_ruleset
from uno_tui.players import Advice

SIZE = (100, 32)


def test_english_is_unchanged_by_default():
    assert label("uno") == "UNO!" and label("pageone") == "Page One!"
    assert words_for(None).colour == "colour" and words_for(None).Colour == "Colour"
    assert words_for(load_ruleset("page-one")).colour == "suit"
    assert move_words("play W G uno") == "play Wild, choosing green, saying UNO"
    assert move_words("timeout") == "time out" and move_words("time-up") == "round time up"
    assert colour_plain("spades") == "♠ spades"
    assert direction_text(1) == "↻ clockwise"
    assert pending_text(4) == "Pending draw: 4 cards"
    assert place_out(1) == "1st out" and place_out(3) == "3rd out"
    assert seat_label("Cat", "hard") == "Cat (computer, hard)"


def test_calls_and_colours_in_japanese_and_french():
    with speaking("ja"):
        assert label("pageone") == "ページワン!"
        assert words_for(None).colour == "色"
        assert words_for(load_ruleset("page-one")).Colour == "スート"
        assert colour_plain("spades") == "♠ スペード"
        assert colour_plain("teal") == "ティール"
    with speaking("fr"):
        assert label("uno") == "UNO !"
        assert words_for(None).Colour == "Couleur"
        assert colour_plain("hearts") == "♥ cœur"
        assert colour_plain("purple") == "violet"
    # The keys stay English: the engine's move words, not what is shown.
    assert words_for(load_ruleset("page-one")).first == "pageone"


def test_moves_and_the_coach_are_said_in_the_language_cards_stay_notation():
    advice = Advice("play R5", 0.62, "draw", 0.41)
    with speaking("fr"):
        said = move_words("play W G uno")
        assert said == "poser Wild, en annonçant vert, en disant UNO"
        coach = advice_text(Advice("play R5", 0.62, "play G7", 0.41))
        # (each card's name kept on one line: no-break spaces, card_text)
        assert coach.startswith(f"Conseil : poser {card_text('R 5')} : environ 62\u00a0%")
        assert f"poser {card_text('G 7')}" in coach
        assert "win" not in coach
        assert challenged_name("W+4") == "Super Joker (+4)"
    with speaking("ja"):
        assert move_words("play R5") == "R 5を出す"
        assert move_words("timeout") == "時間切れ" and move_words("time-up") == "ラウンドの時間切れ"
        assert "助言" in advice_text(advice) and "Coach" not in advice_text(advice)
        assert advice_text(advice).endswith("（引くなら41%）。")
        assert challenged_name("W+4") == "ワイルドドロー4"
        assert card_label("?") == "未確認"
        assert card_label("R5") == "R 5"  # a card is its notation in every language


def test_a_flip_card_named_by_both_faces_says_its_back_too():
    # Two cards share the face in play (P 4): the coach tells which one by its back.
    assert move_words("play W+2/P4", None, "dark") == "play P 4 (Wild +2 on the back)"
    assert move_words("play P4", None, "dark") == "play P 4"
    with speaking("ja"):
        assert move_words("play G-rev/P4", None, "dark").startswith("P 4（裏は")


def test_togen_words():
    rules = load_ruleset("tgus-t2")
    with speaking("ja"):
        assert declared_text("W+4", rules).startswith("ヒット4 — 次の人が4枚引く")
        assert row_text("7") == "7: 7を足す"
        assert turn_up_words("R5", rules) == "5を足す"
    with speaking("fr"):
        assert row_text("skip").startswith("Passe ton tour : ajoute 2")


def test_counts_take_the_plural_that_fits():
    with speaking("fr"):
        assert pending_text(1) == "À piocher : 1 carte"
        assert pending_text(4) == "À piocher : 4 cartes"
        assert place_out(1) == "1re place" and place_out(2) == "2e place"
    with speaking("ja"):
        assert pending_text(4) == "たまったドロー：4枚"
        assert place_out(2) == "2位"


def test_a_lesson_in_french_names_the_player():
    game = P.uno_race()
    game.move("play R5", by=0)  # Ann keeps one card and does not say UNO: Ben may catch her
    view = game.view(1)
    with speaking("fr"):
        lesson = lesson_now(view, set())
    assert lesson is not None and "a oublié de dire UNO !" in lesson.text
    assert game.players[0] in lesson.text and "{name}" not in lesson.text


def test_the_log_heads_each_round_in_the_language():
    game = P.played_game(1)
    entries = [(1, e) for e in game.events]
    with speaking("ja"):
        lines = visible_lines(entries, list(game.players), None)
    assert "— ラウンド1 —" in lines[:1] or any(line.startswith("— ラウンド") for line in lines)


def test_card_boxes_keep_their_width_with_japanese_words():
    for label_text, sub in [("未確認", "ﾏｰｸ✓"), ("R 5", "マーク✓"), ("とても長いラベル", "")]:
        lines = card_box(label_text, "1", sub)
        assert [cell_len(line) for line in lines] == [CARD_WIDTH] * 3


def test_a_pile_centres_japanese_by_cells():
    assert centred("残り93枚", 9) == " 残り93枚"  # 8 cells in 9
    lines = block("R 5", 11, 5, Style(), Style(), sub="残り93枚")
    assert {line.cell_len for line in lines} == {11}


def test_the_clock_in_french():
    clock = Clock(30, 10)
    view = ClockView()
    view.turn_left, view.round_left, view.running = clock.turn_left, clock.round_left, False
    with speaking("fr"):
        text = view.render().plain
    assert text == "⏱ Tour 0:30 (attend le passage du clavier) · Manche 10:00"


async def test_the_key_bar_speaks_the_language_chosen_at_run_time():
    app = create_app(game=P.uno_race())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        assert "q Quit" in widget_text(app, bar)
        with speaking("ja"):
            bar.refresh()
            await pilot.pause()
            text = widget_text(app, bar)
            assert "q 終了" in text and "? ヘルプ" in text and "Quit" not in text
        bar.refresh()
        await pilot.pause()
        assert "q Quit" in widget_text(app, bar)


async def test_the_seats_table_and_the_race_in_japanese_and_french():
    for code, heading, race in (("ja", "枚数", "UNO言い忘れ！"), ("fr", "Cartes", "UNO oublié !")):
        with speaking(code):
            app = create_app(game=P.uno_race())
            async with app.run_test(size=SIZE) as pilot:
                await confirm_handoff(pilot, 0)  # Ann's table
                seats = app.screen.query_one(TableSeats)
                lines = [line.rstrip() for line in seats.text.plain.splitlines()]
                assert heading in lines[0] and "Cards" not in lines[0]
                # The scores end under the last cell of their heading, in cells.
                assert len({cell_len(line) for line in lines[:4]}) == 1, lines
                await pilot.press("1", "enter")  # Ann plays R5 and keeps one card, no UNO
                await pilot.pause()
                text = widget_text(app, app.screen.query_one("RaceBar"))
                assert race in text and "race!" not in text


def test_the_coach_says_when_its_move_is_no_better_than_the_next():
    # The hard player keeps its usual move unless another is clearly better over the
    # sampled worlds: then the coach does not claim its move wins more often.
    close = Advice("play R-skip", 0.28, "play R5", 0.29)
    skip, five = card_text("R Skip"), card_text("R 5")  # (names kept on one line)
    assert advice_text(close) == (
        f"Coach: play {skip} or play {five}: they do about as well (28% and 29% to win this round)."
    )
    assert "against" in advice_text(Advice("play R5", 0.31, "play G7", 0.28))
    # A lead of one point is the worlds' luck too.
    assert "about as well (21% and 20%" in advice_text(Advice("play B3", 0.21, "play Y2", 0.20))
    with speaking("fr"):
        assert advice_text(close).startswith(f"Conseil : poser {skip} ou poser {five}, à peu")
    with speaking("ja"):
        assert advice_text(close).startswith(f"助言：{skip}を出すか{five}を出す：ほぼ同じ")


def test_the_coach_says_a_bluff_is_a_bluff():
    """A play-tester: the coach offered a Wild Draw Four held with a matching card as an
    ordinary move; a family must know it may be challenged."""
    advice = Advice("play W+4 blue", 0.36, "play B6", 0.30)
    wild4 = card_text("Wild +4")
    said = advice_text(advice, bluffs=("W+4",))
    assert said.startswith(f"Coach: play {wild4}, choosing blue (a bluff: it may be challenged)")
    assert "bluff" not in advice_text(advice)


def test_under_penalty_scoring_the_coach_speaks_in_penalty_points():
    better = Advice("play R2", 12.4, "play W+4 blue", -30.2, in_points=True)
    two, wild4 = card_text("R 2"), card_text("Wild +4")  # (names kept on one line)
    assert advice_text(better) == (
        f"Coach: play {two}: about 43 penalty points better off against your rivals than "
        f"with play {wild4}, choosing blue."
    )
    close = Advice("play R2", 3.2, "play B9", 3.0, in_points=True)
    assert advice_text(close) == (
        f"Coach: play {two} or play {card_text('B 9')}: they do about as well in penalty points."
    )
    with speaking("fr"):
        assert "43 points de pénalité" in advice_text(better)
    with speaking("ja"):
        assert "43点" in advice_text(better)


async def test_house_rules_changed_are_said_so_in_the_language_of_the_titles():
    """A play-tester's Japanese help read "official (changed)": the record keeps that
    name, the titles say it in the language in use."""
    from dataclasses import replace

    from uno_tui.app.screens.help import HelpScreen
    from uno_tui.records.your_rulesets import shown_name

    with speaking("ja"):
        assert shown_name("official (changed)") == "official（変更あり）"
        assert shown_name("official") == "official"
        rules = replace(P.official(jump_in=True), name="official (changed)")
        game = P.position([["R3", "G7"], ["G1", "G2"], ["B4", "B5"]], rules=rules)
        app = create_app(game=game)
        async with app.run_test(size=(100, 30)) as pilot:
            await confirm_handoff(pilot, 0)
            await pilot.press("question_mark")
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            title = widget_text(app, app.screen.query_one("#help-title"))
            assert "official（変更あり）" in title and "(changed)" not in title


def test_no_space_follows_a_full_width_colon():
    """A play-tester's Japanese read "できません： プレイヤー1は…" and "（累計）： 回せる…"."""
    from uno_tui.language import spaced

    assert spaced("できません：") == "できません："
    assert spaced("Not allowed:") == "Not allowed: "
    assert spaced("Interdit :") == "Interdit : "


async def test_a_japanese_refusal_has_no_space_after_its_colon():
    with speaking("ja"):
        game = P.position([["R3", "G7"], ["G1", "G2"], ["B4", "B5"]], discard=["R9"])
        app = create_app(game=game)
        async with app.run_test(size=(100, 30)) as pilot:
            await confirm_handoff(pilot, 0)
            await pilot.press("2", "enter")  # G 7 does not fit on R 9
            await pilot.pause()
            said = widget_text(app, app.screen.query_one("#notice"))
            assert "できません：G 7" in said.replace("\xa0", " "), said
