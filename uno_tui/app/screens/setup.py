"""Setup: players and their names, the ruleset and its house rules, 2-player rules,
target score, seed. It starts with the last table dealt (records/table_memory.py)."""

from __future__ import annotations

import contextlib
from dataclasses import replace
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from uno_tui import MIN_SEED, language
from uno_tui.engine import Ruleset, RulesetError, list_rulesets
from uno_tui.engine.ruleset import changed_keys, kind_of
from uno_tui.engine.seating import MAX_NAME_LENGTH, TableError, seat_table
from uno_tui.language import N_, _, sentence
from uno_tui.records import table_memory, your_rulesets

from ..lessons import learning_table
from ..messages import StartGame
from ..widgets.field_label import FieldLabel
from ..widgets.key_bar import KeyBar
from ..widgets.notice import Notice
from ..widgets.prose import Prose
from ..widgets.tick_box import TickBox
from ..widgets.too_small import MIN_WIDTH
from .base import UnoScreen
from .house_rules import FIELDS, HouseRulesScreen, typed_value
from .save_rules import CHANGED, changes_said

DEFAULT_NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
MAX_SEATS = 10
# Who plays a seat: a person, or a computer player of a level (uno_tui.players.LEVELS).
PLAYED_BY = [
    (N_("Person"), "human"),
    (N_("PC easy"), "easy"),
    (N_("PC normal"), "normal"),
    (N_("PC hard"), "hard"),
]
# The ruleset options the form sets itself, by the label it shows them with: a value
# refused is named so, not by its key in a ruleset file (`SetupScreen.form_checked`).
FORM_OPTIONS = {
    # (the target field sets the option the chosen rules play to: Ruleset.target_option)
    "target_score": N_("Target score"),
    "target_wins": N_("Round wins"),
    "penalty_limit": N_("Penalty limit"),
    "two_player_rules": N_("2 players: Reverse = Skip"),
    "teams": N_("Partners (opposite seats)"),
}
PARTNERS_TIP = N_("Two teams, partners facing: 4, 6, 8 or 10 players.")
# Said when house rules set teams while Players is a count partners cannot sit at.
PARTNERS_COUNT = N_("Partners play with 4, 6, 8 or 10 players: choose Players, then Partners.")


def ruleset_prompt(rules: Ruleset, yours: bool = False, changed: bool = False) -> Text:
    """One line per ruleset, so the list shows several and the selection is on screen;
    the description of the highlighted one is shown under the list. A ruleset file of
    the user's folder is marked, and so is one whose house rules were changed."""
    text = Text(rules.name, style="bold")
    if yours:
        text.append(" " + _("(yours)"), style="italic")
    if changed:
        text.append(f" {CHANGED} " + _("changed"))
    return text


class About(Prose):
    """The chosen ruleset's description, in italics, then what its house rules changed,
    broken where every language may break (`line_breaks`): a Japanese line never starts
    with ー, 、 or 。, as Rich's own wrapping would have it."""

    def render(self) -> Text:
        text = super().render()
        changed = text.plain.find(CHANGED)
        text.stylize("italic", 0, changed if changed >= 0 else len(text))
        return text


class Hint(Widget):
    """A hint left of the buttons: whole where it fits, else its key alone ("Tab"),
    else nothing; never cut inside a word."""

    def __init__(self, text: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.text = text

    def render(self) -> str:
        width = self.size.width
        if cell_len(self.text) <= width:
            return self.text
        key = self.text.split()[0].rstrip(":：")
        return key if cell_len(key) <= width else ""


class Column(VerticalScroll, can_focus=False):
    """A scrolling column of the form. Tab goes field to field: the column is no stop
    of its own (a stop that shows no focus). A field focused in it scrolls itself into
    view, and stays in view when the column gets shorter (a notice takes rows)."""

    def on_resize(self) -> None:
        focused = self.screen.focused
        if focused is not None and self in focused.ancestors:
            self.scroll_to_widget(focused, animate=False)


# The narrowest screen with room for the two columns' widest rows side by side (the
# English "2 players: Reverse = Skip" box, the French "Limite de pénalités" field);
# below it the columns are stacked, the players above the rules, and scroll as one.
TWO_COLUMNS = 66


class SetupScreen(UnoScreen):
    """Posts StartGame(rules, names, seed, computers) when the form is valid."""

    CSS_PATH = "setup.tcss"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (MIN_WIDTH, "-stacked"), (TWO_COLUMNS, "-wide")]
    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start game"), priority=True),
        Binding("ctrl+r", "house_rules", N_("House rules"), priority=True),
    ]

    def __init__(self, rules: Ruleset | None = None, names: list[str] | None = None) -> None:
        super().__init__()
        self.given = rules  # the ruleset the command line gave, if any
        self.house: dict[str, Ruleset] = {}  # ruleset name -> as its house rules were changed
        self.load_rulesets()
        # The last table dealt, unless the command line says otherwise.
        last = table_memory.recall()
        start = rules.name if rules is not None else last.ruleset or "official"
        names_ = [r.name for r in self.rulesets]
        self.rules_index = names_.index(start) if start in names_ else names_.index("official")
        if rules is None and last.house and self.chosen.name == last.ruleset:
            # The house rules dealt last, if the ruleset still takes them.
            with contextlib.suppress(RulesetError):
                self.set_house(self.chosen.with_options(**last.house))
        self.computers: dict[int, str] = {} if names else dict(last.computers)
        self.names = (names or last.names)[:MAX_SEATS]
        self.kept_count = 0  # the player count chosen, once the screen is made again

    def load_rulesets(self) -> None:
        """The shipped rulesets, the user's saved ones and the one given, by name."""
        shipped = list_rulesets()
        taken = {r.name for r in shipped}
        yours = [r for r in your_rulesets.saved_rulesets() if r.name not in taken]
        self.yours = {r.name for r in yours}
        self.rulesets = shipped + yours
        if self.given is not None:
            rules = self.given
            self.rulesets = [r for r in self.rulesets if r.name != rules.name] + [rules]
        self.rulesets.sort(key=lambda r: r.name)

    @property
    def chosen(self) -> Ruleset:
        """The ruleset chosen in the list, as it was loaded."""
        return self.rulesets[self.rules_index]

    @property
    def rules(self) -> Ruleset:
        """The ruleset chosen, with its house rules as changed."""
        return self.house.get(self.chosen.name, self.chosen)

    def prompt(self, rules: Ruleset) -> Text:
        return ruleset_prompt(rules, rules.name in self.yours, rules.name in self.house)

    def compose_body(self) -> ComposeResult:
        # Compact fields in two columns: every field in sight at 80x24, ten seats too;
        # stacked in one where two do not fit (TWO_COLUMNS).
        with Horizontal(id="setup-top"):
            yield Static(" " + _("New game of UNO") + " ", id="setup-title")
            yield Select(
                [(name, code) for code, name in language.LANGUAGES.items()],
                value=language.current(),
                allow_blank=False,
                compact=True,
                id="language",
            )
        with Column(id="setup-columns"):
            with Column(id="setup-players"):
                with Horizontal(classes="setup-row"):
                    yield FieldLabel(_("Players"), "count", classes="inline")
                    count = self.kept_count or (len(self.names) if len(self.names) >= 2 else 2)
                    yield Select(
                        [(str(n), n) for n in range(2, MAX_SEATS + 1)],
                        value=count,
                        allow_blank=False,
                        compact=True,
                        id="count",
                    )
                yield Label(_("Names (≤ {length}), who plays").format(length=MAX_NAME_LENGTH))
                for i in range(MAX_SEATS):
                    value = self.names[i] if i < len(self.names) else DEFAULT_NAMES[i]
                    with Horizontal(id=f"seat-{i}", classes="seat"):
                        yield Input(
                            value,
                            placeholder=_("Player {number}").format(number=i + 1),
                            compact=True,
                            id=f"name-{i}",
                            classes="name",
                        )
                        yield Select(
                            [(_(words), level) for words, level in PLAYED_BY],
                            value=self.computers.get(i, "human"),
                            allow_blank=False,
                            compact=True,
                            id=f"played-by-{i}",
                            classes="played-by",
                        )
            with Column(id="setup-rules"):
                yield Label(_("Ruleset"))
                options = [Option(self.prompt(r), id=r.name) for r in self.rulesets]
                yield OptionList(*options, compact=True, id="rulesets")
                yield About([], bullet="", id="rules-about")
                two = _(FORM_OPTIONS["two_player_rules"])
                yield TickBox(two, compact=True, id="two-player")
                yield TickBox(_(FORM_OPTIONS["teams"]), compact=True, id="teams")
                with Horizontal(classes="setup-row"):
                    target = _(FORM_OPTIONS["target_score"])  # (as the rules say: show_target)
                    yield Label(target, classes="inline", id="target-label")
                    # (empty is allowed: the ruleset's target, a random seed)
                    yield Input(type="integer", valid_empty=True, compact=True, id="target")
                with Horizontal(classes="setup-row", id="seed-row"):
                    yield Label(_("Seed"), classes="inline")
                    yield Input(
                        type="integer",
                        placeholder=_("random"),
                        valid_empty=True,
                        compact=True,
                        id="seed",
                    )
        yield Notice(form=True, id="notice")
        with Horizontal(id="setup-bar"):
            yield Hint(_("Tab: next field"), id="setup-hint")
            yield Button(_("Learn to play"), id="learn", compact=True)
            yield Button(_("House rules") + " (Ctrl+R)", id="house-rules", compact=True)
            yield Button(_("Start game") + " (Ctrl+S)", id="start", variant="success", compact=True)
        yield KeyBar()

    def refresh_view(self) -> None:
        """Nothing to re-read: the form keeps its own values."""

    def on_mount(self) -> None:
        rulesets = self.query_one("#rulesets", OptionList)
        rulesets.highlighted = self.rules_index
        self.call_after_refresh(rulesets.scroll_to_highlight)
        self.show_rules()
        self.query_one("#name-0", Input).focus()

    def show_rules(self) -> None:
        """Put the chosen rules in the form. The screen sets these fields, no player:
        their Changed messages are held back, and what they made right is cleared once."""
        rules = self.rules
        with self.prevent(Input.Changed, Select.Changed, Checkbox.Changed):
            moved = self.offer_counts()
            self.show_target()
            self.query_one("#rules-about", About).update([self.about(rules)])
            self.show_count()  # (the 2-player box as the rules say)
            teams = self.query_one("#teams", Checkbox)
            teams.value = not teams.disabled and rules.teams == "opposite"
        self.field_changed()
        if rules.teams == "opposite" and teams.disabled:  # (house rules: not dropped unsaid)
            moved = " ".join(filter(None, [moved, _(PARTNERS_COUNT)]))
        if moved is not None:
            self.tell(moved)

    def about(self, rules: Ruleset) -> str:
        """The ruleset's description, and what its house rules changed (the description
        says what the file plays: '7 cards' is no longer true after hand_size = 5)."""
        text = _(rules.description) if rules.description else ""
        # (the form's own fields show what they set: Target score, Partners, 2 players)
        changes = changes_said(rules, self.chosen, leave=FORM_OPTIONS)
        return f"{text} {changes}" if changes else text

    def show_target(self) -> None:
        """The target field as the chosen rules end the game: labelled and filled with
        what they play to (points, round wins, penalty points); greyed out, saying why,
        when no number ends it."""
        rules, target = self.rules, self.query_one("#target", Input)
        goal = rules.target_option
        label = self.query_one("#target-label", Label)
        label.update(_(FORM_OPTIONS[goal or "target_score"]))
        target.disabled = goal is None
        target.value = "" if goal is None else str(getattr(rules, goal))
        why = None
        if goal is None:  # (the word on the field; the sentence on hovering it)
            why = as_sentence(_("No target: {why}").format(why=rules.why_no_target()))
        target.placeholder = _("none") if goal is None else ""
        target.tooltip = label.tooltip = why

    def offer_counts(self) -> str | None:
        """Offer the player counts the chosen rules can be dealt to (the engine's
        `player_counts`; partners aside, the form's own choice once the count is made).
        A count no longer offered moves to the nearest one: what is said, or None."""
        rules = self.rules.with_options(teams="none")
        counts = rules.player_counts()
        count = self.count
        select = self.query_one("#count", Select)
        select.set_options((str(n), n) for n in counts)
        select.value = min(counts, key=lambda n: abs(n - count))  # a tie: the fewer
        if count in counts:
            return None
        return _("The {name} rules are for {works_for}, so Players is now {count}.").format(
            name=your_rulesets.shown_name(rules.name), works_for=rules.works_for(), count=self.count
        )

    def show_count(self) -> None:
        count = self.count
        for i in range(MAX_SEATS):
            self.query_one(f"#seat-{i}").display = i < count
        # Greyed out with 3+ players, and unticked: a ticked box reads as on.
        two = self.query_one("#two-player", Checkbox)
        two.disabled = count != 2
        two.value = count == 2 and self.rules.two_player_rules
        # Partners sit opposite: greyed out and unticked unless the count is even, 4 to
        # 10, and the rules can be played in teams (the tooltip says why not).
        teams = self.query_one("#teams", Checkbox)
        why = self.no_partners()
        allowed = count >= 4 and count % 2 == 0 and why is None
        if allowed and teams.disabled:  # possible again: as the ruleset says
            teams.value = self.rules.teams == "opposite"
        elif not allowed:
            teams.value = False
        teams.disabled = not allowed
        teams.tooltip = why or _(PARTNERS_TIP)

    def no_partners(self) -> str | None:
        """Why the chosen rules cannot be played in partners (a sentence), or None."""
        try:
            self.rules.with_options(teams="opposite")
        except RulesetError as problem:
            why = str(problem).removeprefix(f"{self.rules.name}: ")
            return as_sentence(_("Not with these rules: {why}").format(why=why))
        return None

    @property
    def count(self) -> int:
        value = self.query_one("#count", Select).value
        return value if isinstance(value, int) else 2

    def on_key(self, event: events.Key) -> None:
        if (said := self.unused_key(event)) is not None:
            self.tell(said)

    @on(Select.Changed, "#count")
    def count_changed(self) -> None:
        self.show_count()

    @on(Select.Changed, "#language")
    async def language_changed(self, event: Select.Changed) -> None:
        """Speak the language chosen from now on: the screen is made again in it at once,
        with what the players already typed and chose."""
        code = event.value
        if not isinstance(code, str) or code == language.current():
            return
        form = self.form_state()
        self.kept_count = int(str(form["count"]))
        language.use(code)
        await self.recompose()
        self.restore(form)
        self.query_one("#language", Select).focus()

    def form_state(self) -> dict[str, object]:
        """What the form holds now, to put back after the screen is made again."""
        self.names = [self.query_one(f"#name-{i}", Input).value for i in range(MAX_SEATS)]
        self.computers = {
            i: level
            for i in range(MAX_SEATS)
            if isinstance(level := self.query_one(f"#played-by-{i}", Select).value, str)
            and level != "human"
        }
        return {
            "count": self.count,
            "target": self.query_one("#target", Input).value,
            "seed": self.query_one("#seed", Input).value,
            "two-player": self.query_one("#two-player", Checkbox).value,
            "teams": self.query_one("#teams", Checkbox).value,
        }

    def restore(self, form: dict[str, object]) -> None:
        self.query_one("#count", Select).value = form["count"]
        rulesets = self.query_one("#rulesets", OptionList)
        rulesets.highlighted = self.rules_index
        self.call_after_refresh(rulesets.scroll_to_highlight)
        self.show_rules()
        self.query_one("#target", Input).value = str(form["target"])
        self.query_one("#seed", Input).value = str(form["seed"])
        two = self.query_one("#two-player", Checkbox)
        two.value = bool(form["two-player"]) and not two.disabled
        teams = self.query_one("#teams", Checkbox)
        teams.value = bool(form["teams"]) and not teams.disabled

    @on(OptionList.OptionHighlighted, "#rulesets")
    def ruleset_changed(self, event: OptionList.OptionHighlighted) -> None:
        self.rules_index = event.option_index
        self.show_rules()

    @on(Input.Changed)
    @on(Select.Changed)
    @on(Checkbox.Changed)
    def field_changed(self) -> None:
        """A field changed: an error said about the form goes once the form is right."""
        if isinstance(self.checked(), StartGame):
            self.clear_notice()

    @on(Input.Changed, ".name")
    def name_changed(self, event: Input.Changed) -> None:
        """A name typed too long is said at once, not cut (nor only at Start)."""
        if len(event.value.strip()) > MAX_NAME_LENGTH:
            checked = self.checked()
            if isinstance(checked, str):
                self.tell(checked, warning=True)

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        checked = self.checked()
        if isinstance(checked, str):
            self.tell(checked, warning=True)
        else:
            # The next setup starts with this table (its ruleset as chosen in the list,
            # with its house rules).
            plain = self.rules.to_mapping()
            house = {key: plain[key] for key in changed_keys(self.rules, self.chosen)}
            table = table_memory.Table(checked.names, checked.computers, self.chosen.name, house)
            table_memory.remember(table)
            self.post_message(checked)

    @on(Button.Pressed, "#learn")
    def learn(self) -> None:
        """A first game: the first seat's name against two easy computer players, each
        card explained."""
        try:
            rules, names, computers = learning_table(self.query_one("#name-0", Input).value)
        except TableError as problem:
            self.tell(as_sentence(problem), warning=True)
            return
        self.post_message(StartGame(rules, names, None, computers, learn=True))

    @on(Button.Pressed, "#house-rules")
    @work(exclusive=True)
    async def action_house_rules(self) -> None:
        """The chosen ruleset's options, to change before the deal (and save as a file)."""
        panel = HouseRulesScreen(self.form_rules(), self.chosen)
        result = await self.app.push_screen_wait(panel)
        if result is None:
            return
        if panel.saved_as is not None:  # a new file in the user's folder: list it, choose it
            self.load_rulesets()
            names = [r.name for r in self.rulesets]
            if panel.saved_as in names:
                self.rules_index = names.index(panel.saved_as)
            rulesets = self.query_one("#rulesets", OptionList)
            rulesets.clear_options()
            rulesets.add_options([Option(self.prompt(r), id=r.name) for r in self.rulesets])
        self.set_house(result)
        rulesets = self.query_one("#rulesets", OptionList)
        rulesets.replace_option_prompt_at_index(self.rules_index, self.prompt(self.chosen))
        rulesets.highlighted = self.rules_index
        self.show_rules()

    def set_house(self, rules: Ruleset) -> None:
        """`rules` as the chosen ruleset's house rules (none, if it changes nothing)."""
        chosen = self.chosen
        if changed_keys(rules, chosen):
            self.house[chosen.name] = replace(rules, name=your_rulesets.changed_name(chosen.name))
        else:
            self.house.pop(chosen.name, None)

    def form_options(self) -> dict[str, Any]:
        """What the form sets of the rules ({option: value}, FORM_OPTIONS), unchecked; an
        empty target keeps the ruleset's, and the 2-player rules are the ruleset's unless
        two play (greyed out otherwise: a game of more is not "changed" by them)."""
        target, goal = self.query_one("#target", Input).value, self.rules.target_option
        options = {
            goal or "target_score": typed_value(FIELDS[goal], target)
            if goal and target.strip()
            else None,
            "teams": "opposite" if self.query_one("#teams", Checkbox).value else "none",
        }
        if self.count == 2:
            options["two_player_rules"] = self.query_one("#two-player", Checkbox).value
        return options

    def form_checked(self, options: dict[str, Any]) -> Ruleset:
        """The chosen rules with `options` set, each checked as the engine checks a ruleset
        file's; RulesetError naming a value refused by its field's label ("Target score")."""
        checked = {
            key: kind_of(FIELDS[key]).check(value, _(FORM_OPTIONS[key]))
            for key, value in options.items()
            if value is not None
        }
        return self.rules.with_options(**checked)

    def form_rules(self) -> Ruleset:
        """The chosen rules with what the form sets (target, 2-player rules, partners)
        where it applies; the rules as they are if the form's values are refused."""
        options = self.form_options()
        if self.query_one("#teams", Checkbox).disabled:
            del options["teams"]
        try:
            return self.form_checked(options)
        except RulesetError:
            return self.rules

    def checked(self) -> StartGame | str:
        """The game the form asks for, or what is wrong with it (in a sentence)."""
        names = [self.query_one(f"#name-{i}", Input).value for i in range(self.count)]
        try:
            rules = self.form_checked(self.form_options())
        except RulesetError as exc:  # (a combination: said as for the rules chosen)
            return as_sentence(str(exc).removeprefix(f"{self.rules.name}: "))
        try:
            seed = self.form_seed()
        except ValueError as exc:
            return as_sentence(exc)
        computers = {
            i: level
            for i in range(self.count)
            # (a level: its Select has no blank)
            if isinstance(level := self.query_one(f"#played-by-{i}", Select).value, str)
            and level != "human"
        }
        # The one check of a table (the CLI's and the engine's too): an empty name takes
        # the placeholder its field shows ("Player 3").
        try:
            names = seat_table(rules, names, computers)
        except TableError as problem:
            return as_sentence(problem)
        return StartGame(rules, names, seed, computers)

    def form_seed(self) -> int | None:
        """The seed typed (from MIN_SEED up, as `uno-tui play --seed` takes), or None for
        a random one; ValueError saying what is allowed."""
        text = self.query_one("#seed", Input).value.strip()
        if not text:
            return None
        try:
            seed: int | str = int(text)
        except ValueError:
            seed = text
        if isinstance(seed, int) and seed >= MIN_SEED:
            return seed
        sentence = _(
            "Seed = {value} is not allowed; use a whole number from {lowest} up, "
            "or leave it empty for a random game"
        )
        raise ValueError(sentence.format(value=repr(seed), lowest=MIN_SEED))


def as_sentence(problem: Exception | str) -> str:
    """A problem as the notice line says it: a capital and the language's full stop."""
    return sentence(str(problem))
