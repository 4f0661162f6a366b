"""Help: the active ruleset in plain language (from the engine) and the keys."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from uno_tui.engine import describe_rules

from .base import UnoScreen

HOT_SEAT = [
    "Hands are private: between turns a hand-off screen names who takes the keyboard, "
    "and their hand appears only after they press Enter.",
    "UNO race: when a player is left with one card without calling UNO, any seat may "
    "catch them (c, then pick the catcher's seat) until the next player plays or draws; "
    "the player may still call UNO late (u) in that time.",
    "A Wild Draw Four is challenged or accepted by the next player on their own screen; "
    "the challenged hand is shown only to the challenger.",
]


HOUSE_RULE_ACTIONS = {"mark", "facedown", "jump_in", "doubt"}


def key_lines() -> list[tuple[str, str]]:
    """Keys of the table and hand-off screens and the app, from their BINDINGS."""
    from ..app import UnoApp
    from .handoff import HandoffScreen
    from .table import TableScreen

    rows = [("1-9, 0", "pick card 1-10 of your hand"), ("click", "pick a card; click again: play")]
    seen = set()
    for where, bindings in [
        ("table", TableScreen.BINDINGS),
        ("hand-off", HandoffScreen.BINDINGS),
        ("anywhere", UnoApp.BINDINGS),
    ]:
        for b in bindings:
            if not b.show or not b.description or (b.description, where) in seen:
                continue
            seen.add((b.description, where))
            extra = ", some rules only" if b.action in HOUSE_RULE_ACTIONS else ""
            key = b.key_display or b.key.replace("question_mark", "?")
            rows.append((key, f"{b.description} ({where}{extra})"))
    return rows


class HelpScreen(UnoScreen):
    CSS_PATH = "help.tcss"
    BINDINGS = [Binding("escape,question_mark,f1,enter", "close", "Close", key_display="Esc")]

    def compose_body(self) -> ComposeResult:
        rules = self.uno.rules
        yield Static(f" Help · {rules.name} · {rules.description} ", id="help-title")
        with VerticalScroll(id="help-body"):
            yield Static("The rules of this game", classes="section-title")
            text = Text()
            for i, line in enumerate(describe_rules(rules)):
                text.append(("\n" if i else "") + "• " + line)
            yield Static(text, id="help-rules")
            yield Static("Playing at one keyboard", classes="section-title")
            yield Static("\n".join("• " + line for line in HOT_SEAT), id="help-hotseat")
            yield Static("Keys", classes="section-title")
            keys = Text()
            for i, (key, what) in enumerate(key_lines()):
                keys.append(("\n" if i else "") + f"{key:>8}  ", style="bold")
                keys.append(what)
            yield Static(keys, id="help-keys")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss()
