"""Setup's House rules panel, Save as… and the table remembered (issue 24 item 2)."""

from __future__ import annotations

import gettext

import pytest
from app_driver import screen_text, widget_text
from support.language import speaking
from textual.widgets import Checkbox, Input, OptionList, Select

from uno_tui import language, records
from uno_tui.app import create_app
from uno_tui.app.screens.house_rules import (
    FIELDS,
    GROUPS,
    HIDDEN,
    HouseRulesScreen,
    choice_words,
)
from uno_tui.app.screens.save_rules import SaveRulesModal
from uno_tui.app.screens.setup import SetupScreen
from uno_tui.engine import load_ruleset
from uno_tui.engine.ruleset import kind_of, option_fields
from uno_tui.engine.ruleset.kinds import Choice
from uno_tui.records import table_memory

SMALL = (80, 24)


def said(app) -> str:
    """The text on screen with its lines run together (a notice may wrap)."""
    return " ".join(screen_text(app).split())


def test_every_option_is_in_one_group_or_deliberately_hidden():
    grouped = [key for keys in GROUPS.values() for key in keys]
    assert len(grouped) == len(set(grouped)), "an option shown twice"
    assert sorted(grouped + list(HIDDEN)) == sorted(f.name for f in option_fields())
    assert set(FIELDS) == {f.name for f in option_fields()}


def test_every_choice_shown_has_a_word_to_translate():
    words = choice_words()
    for f in option_fields():
        kind = kind_of(f)
        if f.name not in HIDDEN and isinstance(kind, Choice):
            assert set(kind.choices) <= set(words), f.name


class ChoicesMarked(gettext.NullTranslations):
    """English, with every option value marked as a translation would change it."""

    def pgettext(self, context, message):
        return f"<{message}>" if context == "option value" else message


async def open_panel(pilot) -> HouseRulesScreen:
    await pilot.pause()
    await pilot.press("ctrl+r")
    await pilot.pause()
    panel = pilot.app.screen
    assert isinstance(panel, HouseRulesScreen)
    return panel


async def focus_by_tab(pilot, ident: str) -> None:
    """Tab through the panel until the option's control has the focus."""
    for _ in range(150):
        if pilot.app.focused is not None and pilot.app.focused.id == ident:
            return
        await pilot.press("tab")
    raise AssertionError(f"{ident} never got the focus")


async def click_control(pilot, panel: HouseRulesScreen, key: str) -> None:
    """Click an option's control, scrolled into sight first."""
    control = panel.query_one(f"#opt-{key}")
    control.scroll_visible(animate=False)
    await pilot.pause()
    await pilot.click(control)
    await pilot.pause()


async def test_an_option_switched_off_shows_no_x(own_config_folder):
    """A play-tester read the house rules' "▐X▌ off" as ticked: an X only when on, as
    the setup's boxes."""
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        panel = await open_panel(pilot)
        box = panel.query_one("#opt-jump_in")
        box.scroll_visible(animate=False)
        await pilot.pause()
        assert "X" not in widget_text(app, box) and "off" in widget_text(app, box)
        await click_control(pilot, panel, "jump_in")
        assert "X" in widget_text(app, box) and "on" in widget_text(app, box)


async def test_an_option_toggled_by_keyboard_is_dealt_and_recorded(tmp_path):
    recorder = records.Recorder(tmp_path / "game.json")
    app = create_app(recorder=recorder)
    async with app.run_test(size=SMALL) as pilot:
        panel = await open_panel(pilot)
        text = screen_text(app)
        assert "Deal and deck" in text and "hand_size" in text  # grouped, with values
        assert "cards dealt to each player" in text  # and meanings
        await focus_by_tab(pilot, "opt-jump_in")
        await pilot.press("space")
        await pilot.pause()
        assert panel.rules.jump_in
        assert panel.query_one("#opt-jump_in", Checkbox).label.plain == "on"
        assert "✎jump_in" in screen_text(app)
        await focus_by_tab(pilot, "opt-hand_size")
        panel.query_one("#opt-hand_size", Input).value = ""
        await pilot.press("+", "5", "enter")  # (a number as a person may write it)
        await pilot.press("escape")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.rules.jump_in and setup.rules.hand_size == 5
        assert "official ✎ changed" in screen_text(app)
        about = setup.query_one("#rules-about").plain  # (the sentence, not its lines)
        assert "✎ Changed: hand_size = 5, jump_in = true." in about
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game.rules.jump_in and app.game.rules.name == "official (changed)"
        # Dealt 5 each (the seed is random: a first card may make someone draw since).
        deal = next(e for e in app.game.events if e.kind == "deal")
        assert deal.count == 5
        await pilot.press("question_mark")  # help says it too (a play-tester: "7 cards")
        await pilot.pause()
        said = app.screen.query_one("#help-about").plain
        assert said.endswith("✎ Changed: hand_size = 5, jump_in = true."), said
        await pilot.press("escape")
        recorder.flush()
    kept = records.load(tmp_path / "game.json").rules
    assert kept.jump_in and kept.hand_size == 5 and kept.name == "official (changed)"


async def test_a_refused_combination_keeps_the_old_value_and_says_why():
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        panel = await open_panel(pilot)
        box = panel.query_one("#opt-play_to_last", Checkbox)
        await click_control(pilot, panel, "play_to_last")  # with the mouse
        assert not box.value and not panel.rules.play_to_last
        notice = said(app)
        assert "play_to_last ends each round with a finishing order" in notice
        assert "Not allowed:" not in notice  # (the warning colour says it is refused)
        # A number out of range, typed: refused, the old value back in the field.
        field = panel.query_one("#opt-hand_size", Input)
        field.focus()
        field.value = "30"
        await pilot.press("enter")
        await pilot.pause()
        assert field.value == "7" and panel.rules.hand_size == 7
        assert "hand_size = 30 is not allowed; use a whole number from 1 to 20" in said(app)
        # A list written as a ruleset file writes it.
        stack = panel.query_one("#opt-stack", Input)
        stack.focus()
        stack.value = '["+2 on +2"'
        await pilot.press("enter")
        await pilot.pause()
        assert panel.rules.stack == () and stack.value == "[]"
        stack.value = '["+2 on +2"]'
        await pilot.press("enter")
        await pilot.pause()
        assert panel.rules.stack == ("+2 on +2",)
        # A choice.
        panel.query_one("#opt-scoring", Select).value = "round-wins"
        await pilot.pause()
        assert panel.rules.scoring == "round-wins"
        assert "✎scoring" in screen_text(app) or "✎stack" in screen_text(app)
        # Reset: back to the ruleset as chosen.
        await pilot.click("#reset")
        await pilot.pause()
        assert panel.rules == panel.base and panel.query_one("#opt-stack", Input).value == "[]"
        assert "changed (marked" not in screen_text(app)


async def test_reset_says_so_in_the_language_in_use():
    with speaking("fr"):
        app = create_app()
        async with app.run_test(size=SMALL) as pilot:
            await open_panel(pilot)
            await pilot.click("#reset")
            await pilot.pause()
            assert "Back to the rules" not in said(app)
            assert "Retour aux règles" in said(app)


async def test_a_number_field_left_empty_says_so_and_keeps_its_value():
    """A play-tester typed 'abc' in hand_limit (a number field takes no letters) and read
    "hand_limit = '' is not allowed"."""
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        panel = await open_panel(pilot)
        field = panel.query_one("#opt-hand_limit", Input)
        field.focus()
        await pilot.press("end", "backspace", "a", "b", "c", "enter")
        await pilot.pause()
        assert "hand_limit is empty; use a whole number from 0" in said(app)
        assert "''" not in said(app) and field.value == "0" and panel.rules.hand_limit == 0


async def test_a_refusal_ends_with_the_language_s_own_full_stop():
    with speaking("ja"):
        app = create_app()
        async with app.run_test(size=SMALL) as pilot:
            panel = await open_panel(pilot)
            field = panel.query_one("#opt-hand_size", Input)
            field.focus()
            await pilot.press("end", "backspace", "3", "0", "enter")
            await pilot.pause()
            assert "までの整数にしてください。" in said(app) and "ください." not in said(app)


async def test_a_refusal_goes_once_its_field_is_put_right_or_another_field_changes():
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        panel = await open_panel(pilot)
        refusal = "hand_size = 30 is not allowed"

        async def enter(key: str, text: str) -> None:
            field = panel.query_one(f"#opt-{key}", Input)
            field.focus()
            field.value = text
            await pilot.press("enter")
            await pilot.pause()

        panel.query_one("#opt-hand_size", Input).focus()
        panel.query_one("#opt-hand_size", Input).value = "30"
        await focus_by_tab(pilot, "opt-hand_size_by_players")  # typed, then left
        assert refusal in said(app)
        await enter("hand_size_by_players", "{}")  # another field, left as it was
        assert refusal in said(app)
        field = panel.query_one("#opt-hand_size", Input)
        field.focus()
        await pilot.press("end", "backspace", "5")  # typing it right (a play-tester)
        await pilot.pause()
        assert refusal not in said(app)
        await enter("hand_size", "7")  # put right: the value it holds (7) again
        assert refusal not in said(app) and panel.rules.hand_size == 7
        await enter("hand_size", "30")
        await focus_by_tab(pilot, "opt-hand_size_by_players")  # left: 7 is back in it
        assert refusal not in said(app)
        await enter("hand_size", "30")
        panel.query_one("#opt-jump_in", Checkbox).toggle()  # another field changed
        await pilot.pause()
        assert refusal not in said(app) and panel.rules.jump_in
        await pilot.click("#reset")
        await pilot.pause()
        await enter("hand_size", "7")
        assert "Back to the rules as chosen." in said(app)  # (not a refusal: it stays)


async def test_save_as_writes_a_file_that_loads_and_checks(own_config_folder, run):
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        panel = await open_panel(pilot)
        await click_control(pilot, panel, "seven_zero")
        await pilot.press("ctrl+s")
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, SaveRulesModal)
        name = modal.query_one("#save-name", Input)
        assert name.value == "official-house"
        name.value = "bad name!"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is modal and name.value == "bad name!"  # nothing lost
        assert "cannot be a ruleset name" in said(app)
        name.value = "official"
        await pilot.press("enter")
        await pilot.pause()
        assert "name of a shipped ruleset" in said(app)
        name.value = "family"
        await pilot.click(modal.query_one("#save"))
        await pilot.pause()
        assert app.screen is panel
        path = own_config_folder / "rulesets" / "family.toml"
        squashed = "".join(screen_text(app).split())  # a long path wraps anywhere
        assert "".join(f"Saved as {path}".split()) in squashed
        rules = load_ruleset(path)
        assert rules.name == "family" and rules.seven_zero
        assert rules.to_mapping() | {"seven_zero": False} == (
            load_ruleset("official").to_mapping()
            | {"seven_zero": False}
            | {k: rules.to_mapping()[k] for k in ("name", "description", "source")}
        )
        await pilot.press("escape")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.rules.name == "family"  # listed among the rulesets and chosen
        listed = setup.query_one("#rulesets", OptionList)
        assert listed.get_option_at_index(listed.highlighted).id == "family"
        assert "family (yours)" in screen_text(app)
    checked = run("rulesets", "check", path)
    assert checked.exit_code == 0, checked.stdout + checked.stderr


def test_save_as_speaks_the_language_in_use_and_takes_no_name_of_yours(own_config_folder, tmp_path):
    """Play-testers: a French family's saved file said "official-fr with house rules" in
    English; a copy saved elsewhere under the name of one of yours would be refused when
    loaded (the name says which rules it is)."""
    from uno_tui.app.screens.save_rules import save_ruleset

    base = load_ruleset("official-fr")
    with speaking("fr"):
        saved, __ = save_ruleset(base.with_options(hand_size=8), base, "famille")
        assert saved.description == "official-fr avec règles maison : hand_size"
    with pytest.raises(ValueError, match="famille is the name of one of your rulesets"):
        save_ruleset(base.with_options(hand_size=6), base, str(tmp_path / "famille.toml"))
    assert load_ruleset(own_config_folder / "rulesets" / "famille.toml").hand_size == 8


async def test_a_bad_folder_is_one_sentence(own_config_folder):
    blocker = own_config_folder / "file"
    blocker.write_text("not a folder")
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_panel(pilot)
        await pilot.click("#save-as")  # the button, with the mouse
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, SaveRulesModal)
        modal.query_one("#save-name", Input).value = str(blocker / "x.toml")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is modal
        notice = "".join(widget_text(app, modal.query_one("#save-notice")).split())
        assert "".join(f"{blocker} is a file, not a folder".split()) in notice


async def test_the_last_table_is_remembered(own_config_folder):
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        setup.query_one("#count", Select).value = 3
        await pilot.pause()
        setup.query_one("#name-0", Input).value = "Zoë"
        setup.query_one("#played-by-2", Select).value = "hard"
        setup.query_one("#rulesets", OptionList).highlighted = [
            r.name for r in setup.rulesets
        ].index("street-fr")
        await pilot.pause()
        await pilot.click("#start")
        await pilot.pause()
        assert app.game is not None
    remembered = table_memory.recall()
    assert remembered == table_memory.Table(["Zoë", "Ben", "Cat"], {2: "hard"}, "street-fr")
    assert (own_config_folder / "last-table.json").is_file()
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        assert [setup.query_one(f"#name-{i}", Input).value for i in range(3)] == [
            "Zoë",
            "Ben",
            "Cat",
        ]
        assert setup.query_one("#played-by-2", Select).value == "hard"
        assert setup.count == 3 and setup.rules.name == "street-fr"


async def test_the_house_rules_dealt_last_are_remembered_with_the_table(own_config_folder):
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await open_panel(pilot)
        await focus_by_tab(pilot, "opt-jump_in")
        await pilot.press("space", "escape")
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.rules.jump_in
    assert table_memory.recall().house == {"jump_in": True}
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        assert setup.rules.jump_in and setup.rules.name == "official (changed)"
        assert "official ✎ changed" in screen_text(app)  # said, as after the panel
        assert "✎ Changed: jump_in = true." in setup.query_one("#rules-about").plain


@pytest.mark.parametrize("house", [{"jump_in": "often"}, {"no_such_rule": 1}])
async def test_remembered_house_rules_the_ruleset_refuses_are_left_out(own_config_folder, house):
    table_memory.remember(table_memory.Table(["Ann", "Ben"], {}, "official", house))
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        setup = app.screen
        assert setup.rules == load_ruleset("official") and "✎" not in screen_text(app)


def test_house_rules_panel_snapshot(snap_compare):
    async def settle(pilot) -> None:
        await pilot.pause()
        for widget in pilot.app.query("Input"):
            widget.cursor_blink = False
        await pilot.pause()

    keys = ["ctrl+r", *["tab"] * 6, "space"]  # shuffle_seats on: marked as changed
    assert snap_compare(create_app(), press=keys, terminal_size=SMALL, run_before=settle)


async def test_partners_set_in_house_rules_with_too_few_players_is_said_not_dropped():
    """House rules set teams = "opposite" while Players is 2: the setup says partners
    need 4, 6, 8 or 10 players (it used to show "Changed: teams" and deal without);
    at 4 players the Partners box is ticked and the game is dealt in teams."""
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        setup = app.screen
        setup.query_one("#count", Select).value = 2
        panel = await open_panel(pilot)
        panel.query_one("#opt-teams", Select).value = "opposite"
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is setup
        text = said(app)
        assert "Partners play with 4, 6, 8 or 10 players" in text
        assert "Changed: teams" not in text  # (the Partners box is the form's own)
        setup.query_one("#count", Select).value = 4
        await pilot.pause()
        assert setup.query_one("#teams", Checkbox).value
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.game is not None and app.game.rules.teams == "opposite"


async def test_option_values_are_shown_translated_and_saved_as_the_files_words(
    own_config_folder, monkeypatch
):
    monkeypatch.setattr(language, "_translations", ChoicesMarked())
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        panel = await open_panel(pilot)
        select = panel.query_one("#opt-next_dealer", Select)
        select.scroll_visible(animate=False)
        await pilot.pause()
        assert "<winner>" in widget_text(app, select)  # the word shown, translated
        await focus_by_tab(pilot, "opt-next_dealer")
        about = widget_text(app, panel.query_one("#house-about"))
        assert "one of <winner>, <left>" in about  # what is allowed, in the list's words
        await pilot.press("enter")  # the list opens on its choices, each translated
        await pilot.pause()
        listed = select.query_one(OptionList)
        shown = [str(listed.get_option_at_index(i).prompt) for i in range(listed.option_count)]
        assert shown == ["<winner>", "<left>"]
        await pilot.press("down", "enter")
        await pilot.pause()
        assert panel.rules.next_dealer == "left"  # the rules keep the file's word
        assert "<left>" in widget_text(app, select)
        await pilot.press("ctrl+s")
        await pilot.pause()
        modal = app.screen
        assert isinstance(modal, SaveRulesModal)
        modal.query_one("#save-name", Input).value = "family"
        await pilot.click(modal.query_one("#save"))
        await pilot.pause()
    path = own_config_folder / "rulesets" / "family.toml"
    assert 'next_dealer = "left"' in path.read_text(encoding="utf-8")
    assert load_ruleset(path).next_dealer == "left"


async def test_a_wide_terminal_gives_the_values_room_to_show_whole():
    """A play-tester at 200 columns: 'no-matching-colou ▼', lists shown by their tail."""
    app = create_app()
    async with app.run_test(size=(200, 50)) as pilot:
        panel = await open_panel(pilot)
        select = panel.query_one("#opt-wd4_restriction", Select)
        select.scroll_visible(animate=False)
        await pilot.pause()
        assert select.size.width >= 40
        assert "no-matching-colour" in widget_text(app, select)
        # Every row's meaning starts in one column: an on/off box is as wide as a list.
        starts = {row.query_one(".house-meaning").region.x for row in panel.query(".house-row")}
        assert len(starts) == 1, starts


async def test_a_long_value_left_reads_from_its_start():
    """A play-tester: after editing stack the field showed 'on +4", "+4 on +2"]', its
    start scrolled out of sight."""
    app = create_app()
    async with app.run_test(size=SMALL) as pilot:
        panel = await open_panel(pilot)
        stack = panel.query_one("#opt-stack", Input)
        stack.focus()
        stack.value = '["+2 on +2", "+4 on +4", "+4 on +2"]'
        await pilot.press("end")
        await focus_by_tab(pilot, "opt-stack_deflect")
        assert panel.rules.stack == ("+2 on +2", "+4 on +4", "+4 on +2")
        assert widget_text(app, stack).strip().startswith('["+2 on +2"')
