"""The screens in Japanese and French: the setup screen's language choice (mouse and
keys), sentences translated with their placeholders filled, French plurals, and
English unchanged by default."""

from __future__ import annotations

import gettext

import app_positions as P
import pytest
from app_driver import (
    click_option,
    confirm_handoff,
    help_keys_text,
    play_card,
    screen_text,
    select_card,
    widget_text,
)
from support.language import speaking
from textual.widgets import Button, Input, Select

from uno_tui import language
from uno_tui.app import create_app
from uno_tui.app.cards import advice_text
from uno_tui.app.line_breaks import NO_BREAK, break_lines
from uno_tui.app.screens.challenge import challenge_terms
from uno_tui.app.screens.colour import ColourModal, colour_keys
from uno_tui.app.screens.drew import drew_text
from uno_tui.app.screens.help import HelpScreen, hot_seat_lines, key_lines
from uno_tui.app.screens.round_over import RoundOverScreen
from uno_tui.app.screens.setup import SetupScreen
from uno_tui.app.widgets.event_log import visible_lines
from uno_tui.app.widgets.key_bar import KeyBar
from uno_tui.app.widgets.notice import Notice
from uno_tui.engine import Game, load_ruleset
from uno_tui.players import Advice

SMALL = (80, 24)


async def test_setup_speaks_english_by_default():
    assert language.current() == "en"
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "New game of UNO" in text and "Learn to play" in text
        assert app.screen.query_one("#language", Select).value == "en"


async def test_setup_in_japanese_at_start():
    with speaking("ja"):
        app = create_app()
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            text = screen_text(app)
            assert "UNOの新しいゲーム" in text and "遊び方を学ぶ" in text
            assert "New game of UNO" not in text and "Learn to play" not in text
            assert app.screen.query_one("#language", Select).value == "ja"


async def test_choosing_japanese_with_the_mouse_redraws_setup_and_keeps_the_form():
    try:
        app = create_app()
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            screen = app.screen
            screen.query_one("#name-0", Input).value = "Zoé"
            screen.query_one("#count", Select).value = 3
            screen.query_one("#seed", Input).value = "42"
            await pilot.pause()
            await pilot.click("#language")
            await pilot.pause()
            await click_option(pilot, 1, "SelectOverlay")  # English, 日本語, Français
            await pilot.pause()
            assert language.current() == "ja"
            assert app.screen is screen and isinstance(screen, SetupScreen)
            text = screen_text(app)
            assert "UNOの新しいゲーム" in text and "New game of UNO" not in text
            assert "ハウスルール" in text and "House rules (Ctrl+R)" not in text
            # What the players typed and chose is still there.
            assert screen.query_one("#name-0", Input).value == "Zoé"
            assert screen.query_one("#count", Select).value == 3
            assert screen.query_one("#seed", Input).value == "42"
            assert screen.query_one("#seat-2").display
            assert screen.query_one("#name-2", Input).placeholder == "プレイヤー3"
    finally:
        language.use("en")


async def test_an_open_list_in_japanese_says_its_key_in_japanese():
    # A play-tester: the key bar of an open list read Textual's "Esc Dismiss menu".
    with speaking("ja"):
        app = create_app()
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            app.screen.query_one("#language", Select).focus()
            await pilot.press("enter")  # open the list
            await pilot.pause()
            bar = screen_text(app).splitlines()[-1]
            assert "リストを閉じる" in bar and "Dismiss" not in bar


async def test_choosing_french_with_the_keys_redraws_setup():
    try:
        app = create_app()
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            app.screen.query_one("#language", Select).focus()
            await pilot.press("enter")  # open the list
            await pilot.pause()
            await pilot.press("down", "down", "enter")  # English -> 日本語 -> Français
            await pilot.pause()
            assert language.current() == "fr"
            text = screen_text(app)
            assert "Nouvelle partie d'UNO" in text and "Apprendre" in text
            assert "New game of UNO" not in text
            assert app.focused is app.screen.query_one("#language", Select)  # keys go on
            await pilot.press("enter")
            await pilot.pause()
            await pilot.press("up", "up", "enter")  # and back to English
            await pilot.pause()
            assert language.current() == "en"
            assert "New game of UNO" in screen_text(app)
    finally:
        language.use("en")


def test_challenge_terms_in_french_fill_placeholders_and_plurals():
    rules = load_ruleset("official")
    with speaking("fr"):
        one = challenge_terms("Ben", 5, rules)  # 1 card left after the bluffer's 4
        two = challenge_terms("Ben", 6, rules)
    assert "Accepter : vous piochez 5" in one
    assert "il vous reste 1 carte à prendre" in one
    assert "il vous reste 2 cartes à prendre" in two
    assert "Super Joker (+4)" in one and "Ben" in one
    assert "{" not in one + two and "Accept:" not in one
    english = challenge_terms("Ben", 5, rules)
    assert english.startswith("Accept: you draw 5 and lose your turn.")


def test_a_wild_draw_colour_names_its_colour_in_the_language_in_use():
    """A play-tester read "あなたがtealのカードが出るまで引いて…" under ティールを宣言した."""
    from uno_tui.app.widgets.table_info import draw_until

    rules = load_ruleset("flip")
    for code, teal in [("ja", "ティール"), ("fr", "turquoise")]:
        with speaking(code):
            terms = challenge_terms("Ben", 1, rules, "Wild +Colour", until="teal", draws=1)
            pending = draw_until(3, "teal")
        assert teal in terms and "teal" not in terms, terms
        assert teal in pending and "teal" not in pending, pending


def test_a_flip_challenge_names_its_card_in_the_language_in_use():
    """ワイルドドロー4 was translated, FLIP!'s Wild +2 not ("Wild +2が待っています")."""
    from uno_tui.app.cards import challenged_name

    rules = load_ruleset("flip")
    with speaking("ja"):
        name = challenged_name("W+2/O-flip", rules)
        terms = challenge_terms("Ben", 2, rules, name, draws=2)
    assert name == "ワイルドドロー2"
    assert "Benが2枚引きます" in terms, terms  # (a Wild +2 draws 2, not 4)


def test_challenge_terms_in_japanese_count_cards():
    with speaking("ja"):
        text = challenge_terms("Ben", 4, load_ruleset("official"))
    assert "受ける：あなたが4枚引いて" in text and "Benが4枚引きます" in text
    assert "ワイルドドロー4" in text and "{" not in text


async def test_a_question_window_in_japanese_never_starts_a_line_with_a_comma():
    # The play-test: at 80x24 the challenge window broke before 、 ("、花子が4枚引きます。").
    # Its sentences are broken where Japanese may break (line_breaks), at every width.
    with speaking("ja"):
        for width in range(60, 81, 2):
            app = create_app(game=P.long_log_draw_four())
            async with app.run_test(size=(width, 24)) as pilot:
                await confirm_handoff(pilot, 0)
                await pilot.pause()
                text = widget_text(app, app.screen.query_one(".dialog-text"))
                lines = [line.strip() for line in text.splitlines() if line.strip()]
                assert lines and not any(line[0] in "、。）」" for line in lines), (width, text)


async def test_setup_ruleset_descriptions_in_japanese_never_start_a_line_with_a_long_vowel():
    # The play-test: "ワイルドド" / "ロー4" — Rich broke before ー; the description is
    # broken where Japanese may break (line_breaks), in one column and in two.
    with speaking("ja"):
        for size in [(60, 20), (64, 20), (72, 24), (80, 24)]:
            app = create_app()
            async with app.run_test(size=size) as pilot:
                await pilot.pause()
                rulesets = app.screen.query_one("#rulesets")
                about = app.screen.query_one("#rules-about")
                for index in range(rulesets.option_count):
                    rulesets.highlighted = index
                    await pilot.pause()
                    text = widget_text(app, about)
                    lines = [line.strip() for line in text.splitlines() if line.strip()]
                    assert lines, (size, index)
                    assert not any(line[0] in "ー、。" for line in lines), (size, index, text)


async def test_the_coach_line_never_breaks_inside_a_card_name():
    # The play-test (ja): "…約49%（Wild" / "+4を出す…": the notice line broke at the
    # space inside 'Wild +4'. It breaks where line_breaks does, card names kept whole.
    advice = Advice("play W+4 green", 0.49, "play W+4 blue", 0.47)
    for code in ("ja", "en"):
        with speaking(code):
            app = create_app(game=P.bluff())
            game = app.game
            said = advice_text(advice, game.rules, game.side, game.players)
            for width in range(20, 101):  # however narrow the line
                lines = [line.replace(NO_BREAK, " ") for line in break_lines(said, width)]
                assert sum(line.count("Wild +4") for line in lines) == 2, (width, lines)
            async with app.run_test(size=SMALL) as pilot:
                await confirm_handoff(pilot, 0)
                table = app.screen
                table.tell(said)
                for width in range(60, 101):
                    await pilot.resize_terminal(width, 24)
                    await pilot.pause()
                    text = widget_text(app, table.query_one(Notice))
                    lines = [line.strip() for line in text.splitlines() if line.strip()]
                    assert sum(line.count("Wild +4") for line in lines) == 2, (width, text)


async def test_cards_a_sentence_lists_are_joined_the_languages_way():
    # The play-test (ja): "アンがB +2, R Skipを引いた。": an English comma in a Japanese
    # sentence. Every list of cards is joined by language.listed (、 in Japanese).
    hands = [["R+2", "G7", "Y2"], ["B5", "G4", "R7"], ["Y6", "B6"]]
    draw = ["B+2", "R-skip", "B3", "B4", "B5", "Y5", "Y7", "R8"]
    for code, cards, said in [
        ("ja", "B +2、R Skip", "Benが{}を引いた。"),
        ("fr", "B +2, R Skip", "Ben pioche {}."),
        ("en", "B +2, R Skip", "Ben draws {}."),
    ]:
        with speaking(code):
            app = create_app(game=P.position(hands, draw=draw))
            async with app.run_test(size=SMALL) as pilot:
                await confirm_handoff(pilot, 0)
                await play_card(pilot, "R+2")
                game = app.game
                bens = visible_lines(app.entries, list(game.players), 1, rules=game.rules)
                assert said.format(cards) in bens, (code, bens)
                assert cards in drew_text(("B+2", "R-skip"), game.rules), code  # its window


def test_help_lines_and_keys_translated():
    rules = load_ruleset("official")
    with speaking("ja"):
        lines = hot_seat_lines(rules)
        keys = dict(key_lines(rules))
    assert any("手札は秘密です" in line for line in lines)
    assert keys["d"] == "引く (テーブル)" and keys["q"].startswith("終了")
    english = dict(key_lines(rules))
    assert english["d"] == "Draw (table)"


class KeyNamesMarked(gettext.NullTranslations):
    """English, with every key name marked as a translation would change it."""

    def pgettext(self, context, message):
        return f"<{message}>" if context == "key" else message


async def test_key_names_are_translated_on_the_key_bar_and_in_help(monkeypatch):
    """A named key (space, Esc) is read from the catalog wherever a key is shown: the
    table's and help's key bars, and help's list of keys."""
    monkeypatch.setattr(language, "_translations", KeyNamesMarked())
    rules = load_ruleset("japan-local")  # space marks cards for a multi-play
    keys = dict(key_lines(rules))
    assert keys["<space>"].startswith("Mark (table): marks a card"), keys  # (where rules use it)
    hands = [["R5", "G5", "B9"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]]
    app = create_app(game=P.position(hands, rules=rules))
    async with app.run_test(size=(100, 32)) as pilot:
        await confirm_handoff(pilot, 0)
        assert "<space> Mark" in widget_text(app, app.screen.query_one(KeyBar))
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert "<Esc> Close" in widget_text(app, app.screen.query_one(KeyBar))
        assert "<space>  Mark" in await help_keys_text(pilot)


async def test_a_japanese_key_description_starts_beside_its_key():
    """Rich broke help's keys at spaces only: the mark key's Japanese description went
    after "印" whole to the next line."""
    rules = load_ruleset("japan-local")
    hands = [["R5", "G5", "B9"], ["G1", "G2", "Y5"], ["B4", "B5", "B6"]]
    with speaking("ja"):
        app = create_app(game=P.position(hands, rules=rules))
        async with app.run_test(size=(100, 32)) as pilot:
            await confirm_handoff(pilot, 0)
            await pilot.press("question_mark")
            await pilot.pause()
            keys = (await help_keys_text(pilot)).splitlines()
    mark = next(line for line in keys if "スペース" in line)
    assert "：カードに印をつける" in mark, keys


async def buttons_naming_keys() -> dict[str, str]:
    """The label of every button that names its key, each window opened as a player
    opens it: House rules and its Save as… from setup, the challenged hand and the
    scoreboard at the table."""
    labels: dict[str, str] = {}

    def read(app, *names: str) -> None:
        for name in names:
            labels[name] = str(app.screen.query_one(f"#{name}", Button).label)

    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+r")  # House rules
        await pilot.pause()
        read(app, "done")
        await pilot.press("ctrl+s")  # Save as…
        await pilot.pause()
        read(app, "save", "cancel")
    app = create_app(game=P.bluff())
    async with app.run_test(size=SMALL) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W+4", colour="r")
        await confirm_handoff(pilot, 1)
        await pilot.press("x")  # the challenge: Ann's hand is shown to Ben
        await pilot.pause()
        read(app, "ok")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("s")  # the scoreboard
        await pilot.pause()
        read(app, "close")
    return labels


async def test_buttons_name_their_keys_in_french():
    # A play-tester: in French the buttons said "Annuler (Esc)", "Fermer Esc",
    # "Terminé (Esc)" where every sentence says Échap.
    with speaking("fr"):
        labels = await buttons_naming_keys()
    assert labels["done"] == "Terminé (Échap)", labels
    assert labels["cancel"] == "Annuler (Échap)", labels
    assert labels["close"] == "Fermer Échap", labels
    assert "Esc" not in " ".join(labels.values()), labels


async def test_buttons_read_their_keys_from_the_table_of_key_names(monkeypatch):
    """Enter on a button is a key name like Esc: read from the catalog (`key_name`)."""
    monkeypatch.setattr(language, "_translations", KeyNamesMarked())
    labels = await buttons_naming_keys()
    assert labels == {
        "done": "Done (<Esc>)",
        "save": "Save (<Enter>)",
        "cancel": "Cancel (<Esc>)",
        "ok": "OK (<Enter>)",
        "close": "Close <Esc>",
    }


async def test_colour_question_in_japanese_and_french():
    for code, title, button in (
        ("ja", "色を宣言", "1 赤"),
        ("fr", "Annoncez une couleur", "1 Rouge"),
    ):
        with speaking(code):
            app = create_app(game=P.wild())
            async with app.run_test(size=SMALL) as pilot:
                await confirm_handoff(pilot, 0)
                await select_card(pilot, 0)  # the Wild
                await pilot.press("enter")
                await pilot.pause()
                assert isinstance(app.screen, ColourModal)
                text = screen_text(app)
                assert title in text and button in text
                assert "Choose a colour" not in text


async def test_french_colour_window_takes_the_initials_of_the_french_words():
    # A play-tester: in French the colours are rouge, jaune, vert, bleu, and a French
    # player presses j for jaune; the window said "Touches r y g b".
    with speaking("fr"):
        game = P.wild()
        app = create_app(game=game)
        async with app.run_test(size=SMALL) as pilot:
            await confirm_handoff(pilot, 0)
            await play_card(pilot, "W", colour=None)
            assert isinstance(app.screen, ColourModal)
            assert "Touches r j v b ou 1-4" in screen_text(app)
            await pilot.press("j")
            await pilot.pause()
            assert game.colour == "yellow"


async def test_french_colour_window_takes_the_card_letters_too():
    # A play-tester: the cards read "Y 8", "G 6" in French too; y (as the card says)
    # picked nothing, silently.
    for key, colour in (("y", "yellow"), ("g", "green")):
        with speaking("fr"):
            game = P.wild()
            app = create_app(game=game)
            async with app.run_test(size=SMALL) as pilot:
                await confirm_handoff(pilot, 0)
                await play_card(pilot, "W", colour=None)
                assert isinstance(app.screen, ColourModal)
                await pilot.press(key)
                await pilot.pause()
                assert game.colour == colour, key


async def test_english_colour_window_still_takes_y_for_yellow():
    game = P.wild()
    app = create_app(game=game)
    async with app.run_test(size=SMALL) as pilot:
        await confirm_handoff(pilot, 0)
        await play_card(pilot, "W", colour=None)
        assert "Keys r y g b or 1-4" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert game.colour == "yellow"


def test_colour_keys_follow_the_words_unless_they_clash_or_are_no_letters():
    """The key named first for each colour: its word's initial, unless two clash or
    they are no letters to press; then its card letter."""
    light, dark = ["red", "yellow", "green", "blue"], ["pink", "teal", "orange", "purple"]
    suits = ["spades", "hearts", "diamonds", "clubs"]

    def named(choices):
        return [keys[0] for keys in colour_keys(choices)]

    assert named(light) == ["r", "y", "g", "b"]
    assert named(dark) == ["p", "t", "o", "v"]  # pink and purple clash: card letters
    assert named(suits) == ["s", "h", "d", "c"]
    with speaking("fr"):
        assert named(light) == ["r", "j", "v", "b"]
        assert named(dark) == ["r", "t", "o", "v"]  # rose, turquoise, orange, violet
        assert named(suits) == ["s", "h", "d", "c"]  # carreau and cœur clash
    with speaking("ja"):
        assert named(light) == ["r", "y", "g", "b"]  # 赤, 黄…: no letters to press
        assert named(dark) == ["p", "t", "o", "v"]


def test_colour_keys_take_card_letters_and_initials_a_key_for_one_colour_only():
    light, dark = ["red", "yellow", "green", "blue"], ["pink", "teal", "orange", "purple"]
    suits = ["spades", "hearts", "diamonds", "clubs"]
    # English purple's p is pink's card letter: p picks pink only.
    assert colour_keys(dark) == [("p",), ("t",), ("o",), ("v",)]
    with speaking("fr"):
        assert colour_keys(light) == [("r",), ("j", "y"), ("v", "g"), ("b",)]
        assert colour_keys(dark) == [("r", "p"), ("t",), ("o",), ("v",)]
        # Cœur and carreau both start with c, the card letter of clubs (trèfle): c
        # stays clubs', neither heart nor diamond takes it.
        assert colour_keys(suits) == [("s", "p"), ("h",), ("d",), ("c", "t")]
    for choices in (light, dark, suits):
        for code in ("en", "fr", "ja"):
            with speaking(code):
                keys = [key for each in colour_keys(choices) for key in each]
            assert len(keys) == len(set(keys)), (code, choices)  # none bound twice


async def test_round_over_in_french():
    with speaking("fr"):
        app = create_app(game=P.going_out())
        async with app.run_test(size=SMALL) as pilot:
            await confirm_handoff(pilot, 0)
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, RoundOverScreen)
            text = screen_text(app)
            assert "Manche 1 terminée" in text and "Ann gagne la manche (+82)" in text
            assert "Cartes restantes" in text and "Manche suivante" in text
            assert "wins the round" not in text and "{" not in text


async def test_the_hand_off_key_bar_keeps_quit_when_it_is_narrow():
    """A play-tester: on a 2-player street-fr hand-off in Japanese at 80x24, the key bar
    (⏎, catch, take back, jump-in, help, scores) had no room left for q."""
    game = Game.new(load_ruleset("street-fr"), ["Ann", "Ben"], seed=4)  # Ann: B2 fits
    with speaking("ja"):
        app = create_app(game=game)
        async with app.run_test(size=SMALL) as pilot:
            await confirm_handoff(pilot, 0)
            await play_card(pilot, "B2")
            bar = app.screen.query_one(KeyBar)
            keys = {key.key for key in bar.keys}
            assert {"enter", "z", "q"} <= keys, widget_text(app, bar)


async def test_the_hand_off_key_bar_keeps_every_key_with_a_long_name_at_80_columns():
    """A play-tester: "z Maximilianoooooo: take back the play" left no room for s."""
    name = "Maximilianoooooo"  # (the longest name a table takes)
    names = ["Ann", "Ben", "Cat"]
    names[Game.new(load_ruleset("official"), names, seed=4).turn] = name  # (the seat due)
    game = Game.new(load_ruleset("official"), names, seed=4)
    card = next(m.split()[1] for m in game.legal_moves() if m.count(" ") == 1 and "+" not in m)
    app = create_app(game=game)
    async with app.run_test(size=SMALL) as pilot:
        await confirm_handoff(pilot, game.turn)
        await play_card(pilot, card)
        bar = app.screen.query_one(KeyBar)
        assert {"enter", "q", "z", "question_mark", "s"} <= {key.key for key in bar.keys}
        assert f"{name}: take back" in widget_text(app, bar)


async def test_the_hand_off_log_keeps_its_newest_line_in_sight_when_the_seats_grow():
    """A play-tester (French, FLIP!, 80x24): the seats' dark faces wrapped, the grid row
    beside the log grew, and the log's last two lines went below the screen."""
    from uno_tui.app.screens.handoff import HandoffScreen
    from uno_tui.app.widgets.event_log import EventLog

    with speaking("fr"):
        game = Game.new(load_ruleset("flip"), ["Ann", "Ben", "Joueur 3"], seed=5)
        for move, by in [("play W yellow", 1), ("play Y6", 2), ("play Y+1", 0)]:
            game.move(move, by=by)  # (Y+1: Ben draws one and is skipped)
        game.move("play W green", by=2)
        app = create_app(game=game)
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 0
            log = app.screen.query_one(EventLog)
            # (the faces now follow their names under one heading, a line each: the
            # grid row beside the log no longer grows past the screen)
            assert log.region.bottom <= app.screen.size.height - 1
            text = " ".join(screen_text(app).split())
            assert "Ben passe son tour." in text
            assert "Joueur 3 pose Wild et annonce vert." in text  # the newest


async def test_a_refusal_said_above_the_hand_off_log_keeps_its_newest_line_in_sight():
    """A play-tester (French, FLIP!, 80x24): z after a Flip said why not in three lines
    above the log, which moved down without being drawn again: the Flip's lines went
    out of sight, with no sign of them."""
    from uno_tui.app.messages import MoveRequested
    from uno_tui.app.screens.handoff import HandoffScreen

    with speaking("fr"):
        game = Game.new(load_ruleset("flip"), ["Ann", "Ben", "Joueur 3"], seed=4)
        app = create_app(game=game)
        async with app.run_test(size=SMALL) as pilot:
            await confirm_handoff(pilot, 2)
            app.screen.post_message(MoveRequested("play Y-flip", by=2))
            await pilot.pause()
            assert isinstance(app.screen, HandoffScreen) and app.screen.seat == 1  # Ben
            newest = "Flip ! Tout passe sur la face sombre"
            assert newest in " ".join(screen_text(app).split())
            await pilot.press("z")
            await pilot.pause()
            said = " ".join(screen_text(app).split())
            assert "Reprendre mon coup (z)" in said
            assert newest in said


@pytest.mark.parametrize("code", ["ja", "fr"])
async def test_the_race_bar_keeps_each_key_with_what_it_does(code):
    """A play-tester at 80x24: Japanese read "c: 指摘 · u:" and "遅れてUNO" a line below."""
    from uno_tui.app.screens.handoff import HandoffScreen

    with speaking(code):
        app = create_app(game=P.uno_race())
        async with app.run_test(size=(80, 24)) as pilot:
            await confirm_handoff(pilot, 0)
            await play_card(pilot, "R5")  # without UNO: the race is on
            assert isinstance(app.screen, HandoffScreen) and app.game.catchable == [0]
            lines = widget_text(app, app.screen.query_one(".race-text")).splitlines()
    assert len(lines) > 1, lines  # (it wraps at 80 columns)
    for line in lines:
        assert not line.replace("\u00a0", " ").rstrip().endswith((" c:", " u:", "c :", "u :"))
