"""Save as…: the house rules written as a ruleset file, in the user's rulesets folder
(or at a path given), that `uno-tui rulesets check FILE` accepts and `--ruleset FILE`
loads. The setup screen lists the files of that folder beside the shipped rulesets."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import replace
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, Label, Static

from uno_tui.engine import Ruleset
from uno_tui.engine.ruleset import (
    META_KEYS,
    changed_keys,
    is_path,
    kind_of,
    option_fields,
    shipped_file,
    toml_text,
)
from uno_tui.language import N_, _, listed
from uno_tui.records import your_rulesets
from uno_tui.records.store import write_atomic

from ..widgets.key_bar import key_name
from ..widgets.notice import Notice
from .base import UnoModal

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,39}")


CHANGED = "✎"  # before what the house rules changed, and beside a changed ruleset's name


def changes_said(rules: Ruleset, base: Ruleset, leave: Collection[str] = ()) -> str:
    """What the house rules changed, as said after the ruleset's description ("✎
    Changed: hand_size = 6."; "" when nothing), leaving out the options in `leave`."""
    fields = {f.name: f for f in option_fields()}
    shown = [
        f"{key} = {kind_of(fields[key]).toml(getattr(rules, key))}"
        for key in changed_keys(rules, base)
        if key not in leave
    ]
    if not shown:
        return ""
    return f"{CHANGED} " + _("Changed: {options}.").format(options=listed(shown))


def ruleset_text(rules: Ruleset) -> str:
    """`rules` as a ruleset file: every option, each with its meaning as a comment."""
    lines = ["# Written by uno-tui's setup screen (House rules, Save as…).", ""]
    lines += [f"{key} = {toml_text(getattr(rules, key))}" for key in META_KEYS]
    for f in option_fields():
        value = kind_of(f).toml(getattr(rules, f.name))
        lines += ["", f"# {f.metadata['help']}", f"{f.name} = {value}"]
    return "\n".join(lines) + "\n"


def target_path(text: str) -> Path:
    """The file a name or path typed into Save as… means; ValueError in a sentence."""
    text = text.strip()
    if not text:
        raise ValueError(_("Give the rules a name, such as family."))
    if is_path(text) or text.startswith("~"):
        path = Path(text).expanduser()
        if path.suffix != ".toml":
            raise ValueError(
                _("{name} is not a .toml file name; end it with .toml.").format(name=text)
            )
        return path
    if not NAME.fullmatch(text):
        raise ValueError(
            _(
                "{name} cannot be a ruleset name: use letters a-z without accents, digits, "
                "- and _ (40 at most)."
            ).format(name=repr(text))
        )
    return your_rulesets.rulesets_folder() / f"{text}.toml"


def save_ruleset(rules: Ruleset, base: Ruleset, text: str) -> tuple[Ruleset, Path]:
    """Write `rules` (changed from `base`) to the file `text` names; the rules as saved
    (named after the file) and the path. ValueError in a sentence if it cannot be."""
    path = target_path(text)
    name = path.stem
    if shipped_file(name) is not None:
        raise ValueError(
            _("{name} is the name of a shipped ruleset; choose another name.").format(name=name)
        )
    own = path.parent == your_rulesets.rulesets_folder()
    if not own and your_rulesets.your_ruleset_file(name):  # (its file would be refused)
        raise ValueError(
            _("{name} is the name of one of your rulesets; choose another name.").format(name=name)
        )
    if path.exists() and not own:
        raise ValueError(_("{path} exists already; give another name.").format(path=path))
    folder = next((p for p in path.parents if p.exists()), None)
    if folder is not None and not folder.is_dir():
        raise ValueError(
            _("Cannot write {path}: {folder} is a file, not a folder.").format(
                path=path, folder=folder
            )
        )
    changed = changed_keys(rules, base)
    # (written in the language in use: a file of one's own is read by its family)
    options = ", ".join(changed)
    about = _("{name} with house rules: {options}").format(name=base.name, options=options)
    about = about if changed else base.description
    saved = replace(rules, name=name, description=about, source=f"uno-tui setup ({base.name})")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, ruleset_text(saved))
    except OSError as exc:
        raise ValueError(
            _("Cannot write {path}: {error}.").format(path=path, error=exc.strerror or exc)
        ) from None
    return saved, path


class SaveRulesModal(UnoModal["tuple[Ruleset, Path] | None"]):
    """Asks for a name or a path; dismisses the rules as saved and their file, or None."""

    CSS_PATH = "save_rules.tcss"
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"))]

    def __init__(self, rules: Ruleset, base: Ruleset, name: str) -> None:
        super().__init__()
        self.rules = rules
        self.base = base
        self.default = name

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(_("Save the rules as…"), classes="dialog-title")
            yield Static(
                _(
                    "A name is kept in {folder} and listed at setup; "
                    "a path (ending .toml) is written there."
                ).format(folder=your_rulesets.rulesets_folder()),
                classes="dialog-text",
            )
            yield Input(self.default, placeholder="family", id="save-name")
            yield Notice(form=True, id="save-notice")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Save") + f" ({key_name('Enter')})", id="save", variant="primary")
                yield Button(_("Cancel") + f" ({key_name('Esc')})", id="cancel")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#save-name", Input).focus()

    @on(Input.Submitted)
    @on(Button.Pressed, "#save")
    def save(self) -> None:
        try:
            saved = save_ruleset(self.rules, self.base, self.query_one("#save-name", Input).value)
        except ValueError as exc:
            self.query_one("#save-notice", Notice).say(str(exc), warning=True)
            return
        self.dismiss(saved)

    @on(Button.Pressed, "#cancel")
    def action_cancel(self) -> None:
        self.dismiss(None)
