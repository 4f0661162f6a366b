"""The key bar: the screen's keys on one line, drawn as Textual's Footer draws them.

One widget rendering one line, where the Footer mounts a widget per key (and mounts
them all again each time the keys change). On the hand-off screen, the first screen
of `uno-tui play`, the Footer was a third of the time it took to show it.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.screen import Screen

from uno_tui.language import N_, _, pgettext

from .hover_line import HoverLine

# Textual's own binding descriptions the key bar shows (its Select's open list), marked
# here so that they are in our catalog: the key bar translates every description.
TEXTUAL_WORDS = (N_("Dismiss menu"),)


def key_name(shown: str) -> str:
    """A key as a player reads it, from how Textual shows it (`App.get_key_display`) or
    a binding's `key_display`: the named keys in the player's language ("space"),
    symbols and letters as they are. The one table of key names: the key bar, help,
    every sentence that names a key of a binding and every button that names its key
    ("OK (Enter)") read it."""
    names = {
        "space": pgettext("key", "space"),
        "esc": pgettext("key", "esc"),  # (Textual's own name for escape)
        "Esc": pgettext("key", "Esc"),  # (the key_display of some screens)
        "Enter": pgettext("key", "Enter"),  # (on buttons; the key bar shows ⏎)
        "Home": pgettext("key", "Home"),
        "End": pgettext("key", "End"),
        "PgUp/Dn": pgettext("key", "PgUp/Dn"),
    }
    return names.get(shown, shown)


class Key(NamedTuple):
    """One key on the bar: `start`/`end` are its cells, for the mouse."""

    key: str
    enabled: bool
    start: int
    end: int


class KeyBar(HoverLine[Key]):
    """The screen's shown bindings, one per action; a click presses the key. A key whose
    label does not fit whole in the width left is not shown (the screen lists its keys
    by importance), never cut in the middle of its label."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {"key-bar--key", "key-bar--description", "key-bar--hover"}
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        text-wrap: nowrap;
        text-overflow: clip;  /* cut at the edge, as the Footer is */
        color: $footer-foreground;
        background: $footer-background;
        & > .key-bar--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        & > .key-bar--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
        & > .key-bar--hover {
            color: $footer-key-foreground;
            background: $block-hover-background;
        }
    }
    """

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[Key] = []

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, __: Screen) -> None:
        self.refresh()

    def render(self) -> Text:
        key_style = self.get_component_rich_style("key-bar--key")
        text_style = self.get_component_rich_style("key-bar--description")
        hover_style = self.get_component_rich_style("key-bar--hover")
        line = Text(no_wrap=True, overflow="crop", end="")
        self.keys = []
        actions = set()
        for __, binding, enabled, ___ in self.screen.active_bindings.values():
            if not binding.show or binding.action in actions:
                continue
            actions.add(binding.action)  # as the Footer: the first key of each action
            start = line.cell_len
            shown = f" {self.app.get_key_display(binding)} "
            # Marked N_ where the bindings are made; translated here, at each drawing,
            # so a language chosen at run time shows at once (key names: the app's
            # get_key_display, `key_name`).
            description = _(binding.description) if binding.description else ""
            said = getattr(self.screen, "key_label", None)  # (UnoBase: what it says now)
            description = said(binding, description) if said is not None else description
            if self.size.width and start + cell_len(shown + description) > self.size.width:
                continue
            line.append(shown, key_style)
            line.append(f"{description} ", text_style)
            key = Key(binding.key, enabled, start, line.cell_len)
            if not enabled:
                line.stylize(Style(dim=True), start)
            elif self.lit(start, key.end):
                line.stylize_before(hover_style, start)
            self.keys.append(key)
        return line

    def places(self) -> list[Key]:
        return self.keys

    def on_mouse_down(self, event: events.MouseDown) -> None:
        key = self.place_at(event.x)
        if key is not None and key.enabled:
            self.app.simulate_key(key.key)
        elif key is not None:
            self.app.bell()
