"""House rules: the chosen ruleset's options, grouped, each with its value and its
meaning, changeable before the deal and checked as a ruleset file is.

Everything about an option comes from the engine's declaration (ruleset/options.py:
its kind, its help; the combination checks of `Ruleset.with_options`); this module
adds only which group each option is shown in.
"""

from __future__ import annotations

import tomllib
from dataclasses import Field
from typing import Any

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from uno_tui.engine import Ruleset, RulesetError
from uno_tui.engine.ruleset import changed_keys, help_text, kind_of, option_fields
from uno_tui.engine.ruleset.kinds import Choice, Flag, Kind, Number
from uno_tui.language import N_, _, capitalised, ngettext, pgettext, stopped
from uno_tui.records.your_rulesets import shown_name

from ..widgets.key_bar import key_name
from ..widgets.notice import Notice
from ..widgets.tick_box import TickBox
from .base import UnoModal
from .save_rules import SaveRulesModal

# Option key -> the group it is shown in, group by group in the order shown. Every
# option of the Ruleset is in one group or in HIDDEN (a test checks).
GROUPS: dict[str, tuple[str, ...]] = {
    N_("Deal and deck"): (
        "hand_size",
        "hand_size_by_players",
        "start_player",
        "next_dealer",
        "first_card",
        "first_direction",
        "shuffle_seats",
        "remove_cards",
        "add_cards",
        "custom_effect",
        "deck_copies",
        "jokers",
        "rank_effects",
    ),
    N_("Drawing"): (
        "draw_with_playable",
        "draw_until_playable",
        "drawn_card",
        "draw_victim_plays",
        "forced_draw",
        "hand_limit",
        "blind_draw",
        "facedown_limit",
    ),
    N_("Stacking"): (
        "stack",
        "stack_deflect",
        "stack_colour",
        "deflect_colour",
        "skip_deflect_to",
        "stack_after_lost_challenge",
        "stack_revenge",
        "skip_stack",
    ),
    N_("Jump-in"): ("jump_in", "jump_in_wild"),
    N_("7-0, Reverse, two players"): ("seven_zero", "two_player_rules", "reverse_on_suit_change"),
    N_("Wild Draw Four and challenge"): (
        "wd4_restriction",
        "challenge_guilty",
        "challenge_penalty",
    ),
    N_("UNO calls and penalties"): (
        "calls",
        "uno_call",
        "uno_penalty",
        "misplay_penalty",
        "misplay_ends_turn",
        "fault_penalty",
        "reveal_below",
    ),
    N_("Several cards at once"): (
        "multi",
        "runs_colour",
        "multi_finish",
        "multi_finish_penalty",
        "bomb",
    ),
    N_("Going out"): (
        "finish_on_action",
        "finish_on_wild",
        "finish_penalty",
        "last_card_action_penalty",
    ),
    N_("Timer"): ("turn_seconds", "round_minutes"),
    N_("Target and scoring"): (
        "scoring",
        "target_score",
        "rounds",
        "penalty_limit",
        "target_wins",
        "play_to_last",
        "score_multiplier",
        "handicap",
        "elimination",
    ),
    N_("Teams"): ("teams",),
    N_("Tōgen deck"): ("stack_priority", "hit_table", "all_hit_two", "stock", "change_limit"),
    N_("No Mercy deck"): ("stack_amount", "mercy_limit"),
    N_("In the app"): ("hints", "undo"),
}
# Not changed here: the deck makes a different game (choose another ruleset).
HIDDEN = ("deck",)

FIELDS = {f.name: f for f in option_fields()}


def choice_words() -> dict[str, str]:
    """Each choice of an option shown here (its word in a ruleset file, English) as the
    list shows it, in the language in use; the rules, and a file saved, keep the word
    of the file. Every choice has one (a test checks)."""
    # TRANSLATORS: the values of the house rules' lists ("random", "winner"): a ruleset
    # file's own words, shown translated on the house-rules screen (the file keeps the
    # English); 'uno-tui rulesets show official' says what each option means.
    return {
        "after-next": pgettext("option value", "after-next"),
        "after-wd4": pgettext("option value", "after-wd4"),
        "allowed": pgettext("option value", "allowed"),
        "always": pgettext("option value", "always"),
        "any": pgettext("option value", "any"),
        "at-one": pgettext("option value", "at-one"),
        "clockwise": pgettext("option value", "clockwise"),
        "dealer-draw": pgettext("option value", "dealer-draw"),
        "declared": pgettext("option value", "declared"),
        "discard-wilds": pgettext("option value", "discard-wilds"),
        "downpour": pgettext("option value", "downpour"),
        "draw-4": pgettext("option value", "draw-4"),
        "forbidden": pgettext("option value", "forbidden"),
        "gamble": pgettext("option value", "gamble"),
        "left": pgettext("option value", "left"),
        "matching": pgettext("option value", "matching"),
        "may-play": pgettext("option value", "may-play"),
        "most-cards": pgettext("option value", "most-cards"),
        "must-play": pgettext("option value", "must-play"),
        "needs-uno": pgettext("option value", "needs-uno"),
        "never": pgettext("option value", "never"),
        "next": pgettext("option value", "next"),
        "next-turn": pgettext("option value", "next-turn"),
        "no-matching-colour": pgettext("option value", "no-matching-colour"),
        "no-other-playable": pgettext("option value", "no-other-playable"),
        "none": pgettext("option value", "none"),
        "official": pgettext("option value", "official"),
        "opposite": pgettext("option value", "opposite"),
        "pageone-last": pgettext("option value", "pageone-last"),
        "pageone-stop": pgettext("option value", "pageone-stop"),
        "penalty": pgettext("option value", "penalty"),
        "play-again": pgettext("option value", "play-again"),
        "points": pgettext("option value", "points"),
        "random": pgettext("option value", "random"),
        "rank": pgettext("option value", "rank"),
        "ranking": pgettext("option value", "ranking"),
        "redraw-non-number": pgettext("option value", "redraw-non-number"),
        "redraw-wild": pgettext("option value", "redraw-wild"),
        "round-table": pgettext("option value", "round-table"),
        "round-wins": pgettext("option value", "round-wins"),
        "same": pgettext("option value", "same"),
        "t1": pgettext("option value", "t1"),
        "t2": pgettext("option value", "t2"),
        "take-back-and-draw-4": pgettext("option value", "take-back-and-draw-4"),
        "take-back-and-replay": pgettext("option value", "take-back-and-replay"),
        "uno": pgettext("option value", "uno"),
        "winner": pgettext("option value", "winner"),
        "wins": pgettext("option value", "wins"),
        "with-play": pgettext("option value", "with-play"),
    }


def control_for(f: Field[Any], value: Any) -> Widget:
    """The widget that shows and changes one option: a toggle, a choice, a number, or
    the value as a ruleset file writes it (lists and tables)."""
    kind = kind_of(f)
    ident = f"opt-{f.name}"
    if isinstance(kind, Flag):
        return TickBox(_("on") if value else _("off"), value, compact=True, id=ident)
    if isinstance(kind, Choice):
        words = choice_words()
        choices = [(words.get(c, c), c) for c in kind.choices]  # (shown, kept)
        return Select(choices, value=value, allow_blank=False, compact=True, id=ident)
    if isinstance(kind, Number):
        return Input(str(value), type="integer", compact=True, id=ident)
    return Input(kind.toml(value), placeholder=kind.allowed(), compact=True, id=ident)


def allowed_here(kind: Kind) -> str:
    """What an option's control takes, in words: a choice's values as its list shows
    them (a file's words are for the fields typed as a file writes them)."""
    if isinstance(kind, Choice):
        words = choice_words()
        return _("one of {choices}").format(
            choices=", ".join(words.get(c, c) for c in kind.choices)
        )
    return kind.allowed()


def typed_value(f: Field[Any], text: str) -> Any:
    """What an option's input field holds, as a ruleset file would give it; RulesetError
    for a number field left empty (letters never land in it: "'' is not allowed" would
    quote nothing)."""
    kind = kind_of(f)
    if isinstance(kind, Number):
        if not text.strip():
            raise RulesetError(
                _("{key} is empty; use {allowed}").format(key=f.name, allowed=kind.allowed())
            )
        try:
            return int(text)  # (as a person writes it: "+5", " 5")
        except ValueError:
            return text  # refused as not a whole number
    try:
        return tomllib.loads(f"value = {text.strip() or '[]'}")["value"]
    except tomllib.TOMLDecodeError:
        raise kind.refuse(f.name, text) from None


class HouseRulesScreen(UnoModal["Ruleset | None"]):
    """Dismisses the rules as changed (Done), or None (Cancel: nothing changed)."""

    CSS_PATH = "house_rules.tcss"
    # Wide terminals: wider value fields, so a long value ("no-matching-colour", a list)
    # shows whole (house_rules.tcss).
    HORIZONTAL_BREAKPOINTS = [(0, "-values-short"), (140, "-values-long")]
    BINDINGS = [
        Binding("escape", "done", N_("Done")),
        Binding("ctrl+s", "save_as", N_("Save as…"), priority=True),
    ]

    def __init__(self, rules: Ruleset, base: Ruleset) -> None:
        super().__init__()
        self.rules = rules  # as changed so far
        self.base = base  # the ruleset as chosen (Reset goes back to it)
        self.saved_as: str | None = None  # the name the rules were saved under
        self.refused: str | None = None  # the option whose refusal is on the notice line

    def compose_body(self) -> ComposeResult:
        with Vertical(id="house"):
            yield Static(id="house-title")
            with VerticalScroll(id="house-options"):
                for group, keys in GROUPS.items():
                    yield Label(_(group), classes="house-group")
                    for key in keys:
                        f = FIELDS[key]
                        with Horizontal(id=f"row-{key}", classes="house-row"):
                            yield Label(f" {key}", classes="house-key")
                            yield control_for(f, getattr(self.rules, key))
                            yield Static(help_text(f), classes="house-meaning")
            yield Static(id="house-about")
            yield Notice(form=True, id="house-notice")
            with Horizontal(id="house-bar"):
                yield Button(
                    _("Done") + f" ({key_name('Esc')})", id="done", variant="success", compact=True
                )
                yield Button(_("Save as…") + " (Ctrl+S)", id="save-as", compact=True)
                yield Button(_("Reset"), id="reset", compact=True)

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#house-options").can_focus = False
        self.show_changed()
        first = self.query(".house-row").first().children[1]
        first.focus()

    def on_key(self, event: events.Key) -> None:
        if (said := self.unused_key(event)) is not None:
            self.query_one("#house-notice", Notice).say(said)

    # ---- showing ------------------------------------------------------------

    def show_changed(self) -> None:
        changed = set(changed_keys(self.rules, self.base))
        for key in FIELDS:
            if key not in HIDDEN:
                row = self.query_one(f"#row-{key}")
                row.set_class(key in changed, "-changed")
                row.query_one(".house-key", Label).update(f"{'✎' if key in changed else ' '}{key}")
        house = _("House rules: {name}").format(name=shown_name(self.rules.name))
        title = Text(f" {house} ", style="bold")
        if changed:
            count = len(changed)
            marked = ngettext("{n} changed (marked ✎)", "{n} changed (marked ✎)", count)
            title.append(f"· {marked.format(n=count)} ")
        self.query_one("#house-title", Static).update(title)

    def on_descendant_focus(self, event: Any) -> None:
        """The focused option's whole meaning under the list."""
        row = event.widget.parent
        if row is not None and row.id and row.id.startswith("row-"):
            key = row.id[4:]
            about = Text(f"{key}: ", style="bold")
            about.append(help_text(FIELDS[key]))
            about.append(f" ({allowed_here(kind_of(FIELDS[key]))})", style="italic")
            self.query_one("#house-about", Static).update(about)

    def show_value(self, key: str) -> None:
        """Put the control of `key` back to the value the rules hold. (Not a change the
        player made: the control says nothing of it.)"""
        with self.prevent(Checkbox.Changed, Select.Changed, Input.Changed):
            self.set_control(key)

    def set_control(self, key: str) -> None:
        f, value = FIELDS[key], getattr(self.rules, key)
        control = self.query_one(f"#opt-{key}")
        if isinstance(control, Checkbox):
            control.value = value
            control.label = _("on") if value else _("off")
        elif isinstance(control, Select):
            control.value = value
        elif isinstance(control, Input):
            kind = kind_of(f)
            control.value = str(value) if isinstance(kind, Number) else kind.toml(value)

    # ---- changing -----------------------------------------------------------

    def change(self, key: str, value: Any) -> bool:
        """Set option `key`, checked as a ruleset file is; refused: the engine's sentence,
        and the previous value stays. Whether the value now holds. A refusal goes once
        the refused field holds a value again, or another field changes."""
        if value == kind_of(FIELDS[key]).plain(getattr(self.rules, key)):
            self.show_value(key)
            if key == self.refused:  # put right (or left as it was)
                self.clear_refusal()
            return True
        try:
            self.rules = self.rules.with_options(**{key: value})
        except RulesetError as exc:
            self.show_value(key)
            self.refuse(key, str(exc))
            return False
        self.query_one("#house-notice", Notice).clear()
        self.show_value(key)
        self.show_changed()
        return True

    def clear_refusal(self) -> None:
        """Take a refusal off the notice line (what Reset or Save as… said stays)."""
        self.refused = None
        notice = self.query_one("#house-notice", Notice)
        if notice.has_class("-warning"):
            notice.clear()

    def refuse(self, key: str, text: str) -> None:
        """Say why the value given for option `key` was refused."""
        self.refused = key
        text = text.removeprefix(f"{self.rules.name}: ")
        if text.split(" ", 1)[0] not in FIELDS:  # an option's key is said as written
            text = capitalised(text)
        self.query_one("#house-notice", Notice).say(stopped(text), warning=True)

    @on(Checkbox.Changed)
    def toggled(self, event: Checkbox.Changed) -> None:
        self.change(self.key_of(event.checkbox), event.value)

    @on(Select.Changed)
    def chosen(self, event: Select.Changed) -> None:
        self.change(self.key_of(event.select), event.value)

    @on(Input.Changed)
    def typing(self, event: Input.Changed) -> None:
        """The refused field is being put right: its refusal is no longer news (the
        value is checked when it is left or submitted)."""
        if self.refused == self.key_of(event.input):
            self.clear_refusal()

    @on(Input.Submitted)
    @on(Input.Blurred)
    def typed(self, event: Input.Submitted | Input.Blurred) -> None:
        self.commit(event.input)
        if isinstance(event, Input.Blurred):  # left: its value read from the start
            event.input.cursor_position = 0

    def commit(self, control: Input) -> bool:
        """Take what an option's input field holds; whether it holds."""
        key = self.key_of(control)
        try:
            value = typed_value(FIELDS[key], control.value)
        except RulesetError as exc:
            self.show_value(key)
            self.refuse(key, str(exc))
            return False
        return self.change(key, value)

    @staticmethod
    def key_of(control: Widget) -> str:
        assert control.id is not None and control.id.startswith("opt-")
        return control.id[4:]

    # ---- leaving --------------------------------------------------------------

    @on(Button.Pressed, "#done")
    def action_done(self) -> None:
        focused = self.app.focused
        if isinstance(focused, Input) and (focused.id or "").startswith("opt-"):  # noqa: SIM102
            if not self.commit(focused):  # typed but not yet taken: checked first
                return
        self.dismiss(self.rules)

    @on(Button.Pressed, "#reset")
    def reset(self) -> None:
        self.rules = self.base
        for key in FIELDS:
            if key not in HIDDEN:
                self.show_value(key)
        self.show_changed()
        self.query_one("#house-notice", Notice).say(_("Back to the rules as chosen."))

    @on(Button.Pressed, "#save-as")
    @work
    async def action_save_as(self) -> None:
        name = self.saved_as or f"{self.base.name}-house"
        saved = await self.app.push_screen_wait(SaveRulesModal(self.rules, self.base, name))
        if saved is None:
            return
        self.rules, path = saved
        self.saved_as = self.rules.name
        self.show_changed()
        self.query_one("#house-notice", Notice).say(_("Saved as {path}.").format(path=path))
