"""Setup: players and their names, the ruleset, 2-player rules, target score, seed."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Checkbox, Footer, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from uno_tui.engine import Ruleset, RulesetError, list_rulesets
from uno_tui.engine.seating import MAX_NAME_LENGTH, TableError, seat_table

from ..messages import StartGame
from ..widgets.notice import Notice
from .base import UnoScreen

DEFAULT_NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
MAX_SEATS = 10
# Who plays a seat: a person, or a computer player of a level (uno_tui.players.LEVELS).
PLAYED_BY = [("Person", "human"), ("PC easy", "easy"), ("PC normal", "normal"), ("PC hard", "hard")]


def ruleset_prompt(rules: Ruleset) -> Text:
    """One line per ruleset, so the list shows several and the selection is on screen;
    the description of the highlighted one is shown under the list."""
    return Text(rules.name, style="bold")


class SetupScreen(UnoScreen):
    """Posts StartGame(rules, names, seed, computers) when the form is valid."""

    CSS_PATH = "setup.tcss"
    BINDINGS = [Binding("ctrl+s", "start", "Start game", priority=True)]

    def __init__(self, rules: Ruleset | None = None, names: list[str] | None = None) -> None:
        super().__init__()
        self.rulesets = list_rulesets()
        if rules is not None:
            self.rulesets = [r for r in self.rulesets if r.name != rules.name] + [rules]
            self.rulesets.sort(key=lambda r: r.name)
        start = rules.name if rules is not None else "official"
        names_ = [r.name for r in self.rulesets]
        self.rules_index = names_.index(start) if start in names_ else 0
        self.names = (names or [])[:MAX_SEATS]

    @property
    def rules(self) -> Ruleset:
        return self.rulesets[self.rules_index]

    def compose_body(self) -> ComposeResult:
        # Compact fields in two columns: every field in sight at 80x24, ten seats too.
        yield Static(" New game of UNO ", id="setup-title")
        with Horizontal(id="setup-columns"):
            with VerticalScroll(id="setup-players"):
                with Horizontal(classes="setup-row"):
                    yield Label("Players", classes="inline")
                    count = len(self.names) if len(self.names) >= 2 else 2
                    yield Select(
                        [(str(n), n) for n in range(2, MAX_SEATS + 1)],
                        value=count,
                        allow_blank=False,
                        compact=True,
                        id="count",
                    )
                yield Label(f"Names (≤ {MAX_NAME_LENGTH}), who plays")
                for i in range(MAX_SEATS):
                    value = self.names[i] if i < len(self.names) else DEFAULT_NAMES[i]
                    with Horizontal(id=f"seat-{i}", classes="seat"):
                        yield Input(
                            value,
                            placeholder=f"Player {i + 1}",
                            compact=True,
                            id=f"name-{i}",
                            classes="name",
                        )
                        yield Select(
                            PLAYED_BY,
                            value="human",
                            allow_blank=False,
                            compact=True,
                            id=f"played-by-{i}",
                            classes="played-by",
                        )
            with VerticalScroll(id="setup-rules"):
                yield Label("Ruleset")
                options = [Option(ruleset_prompt(r), id=r.name) for r in self.rulesets]
                yield OptionList(*options, compact=True, id="rulesets")
                yield Static(id="rules-about")
                yield Checkbox("2-player rules (Reverse = Skip)", compact=True, id="two-player")
                partners = Checkbox("Partners (opposite seats)", compact=True, id="teams")
                partners.tooltip = "Two teams, partners facing: 4, 6, 8 or 10 players."
                yield partners
                with Horizontal(classes="setup-row"):
                    yield Label("Target score", classes="inline")
                    yield Input(type="integer", compact=True, id="target")
                    yield Label("Seed", classes="inline")
                    yield Input(type="integer", placeholder="random", compact=True, id="seed")
        yield Notice(id="notice")
        with Horizontal(id="setup-bar"):
            yield Static("Tab moves between fields.", id="setup-hint")
            yield Button("Start game (Ctrl+S)", id="start", variant="success", compact=True)
        yield Footer()

    def refresh_view(self) -> None:
        """Nothing to re-read: the form keeps its own values."""

    def on_mount(self) -> None:
        # Tab goes field to field: the scrolling columns are no stops of their own (a
        # stop that shows no focus); a focused field scrolls itself into view.
        for column in self.query(VerticalScroll):
            column.can_focus = False
        rulesets = self.query_one("#rulesets", OptionList)
        rulesets.highlighted = self.rules_index
        self.call_after_refresh(rulesets.scroll_to_highlight)
        self.show_rules()
        self.show_count()
        self.query_one("#name-0", Input).focus()

    def show_rules(self) -> None:
        rules = self.rules
        self.query_one("#target", Input).value = str(rules.target_score)
        self.query_one("#rules-about", Static).update(Text(rules.description, style="italic"))
        self.query_one("#two-player", Checkbox).value = rules.two_player_rules and self.count == 2
        teams = self.query_one("#teams", Checkbox)
        teams.value = not teams.disabled and rules.teams == "opposite"

    def show_count(self) -> None:
        count = self.count
        for i in range(MAX_SEATS):
            self.query_one(f"#seat-{i}").display = i < count
        # Greyed out with 3+ players, and unticked: a ticked box reads as on.
        two = self.query_one("#two-player", Checkbox)
        two.disabled = count != 2
        two.value = count == 2 and self.rules.two_player_rules
        # Partners sit opposite: greyed out and unticked unless the count is even, 4 to 10.
        teams = self.query_one("#teams", Checkbox)
        allowed = count >= 4 and count % 2 == 0
        if allowed and teams.disabled:  # possible again: as the ruleset says
            teams.value = self.rules.teams == "opposite"
        elif not allowed:
            teams.value = False
        teams.disabled = not allowed

    @property
    def count(self) -> int:
        value = self.query_one("#count", Select).value
        return value if isinstance(value, int) else 2

    @on(Select.Changed, "#count")
    def count_changed(self) -> None:
        self.show_count()

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

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        checked = self.checked()
        if isinstance(checked, str):
            self.tell(checked, warning=True)
        else:
            self.post_message(checked)

    def checked(self) -> StartGame | str:
        """The game the form asks for, or what is wrong with it (in a sentence)."""
        names = [self.query_one(f"#name-{i}", Input).value for i in range(self.count)]
        target = self.query_one("#target", Input).value.strip()
        seed = self.query_one("#seed", Input).value.strip()
        try:
            rules = self.rules.with_options(
                target_score=int(target) if target else None,
                two_player_rules=self.query_one("#two-player", Checkbox).value,
                teams="opposite" if self.query_one("#teams", Checkbox).value else "none",
            )
        except (RulesetError, ValueError) as exc:
            return str(exc)
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
            text = str(problem)
            return f"{text[0].upper()}{text[1:]}."
        return StartGame(rules, names, int(seed) if seed else None, computers)
