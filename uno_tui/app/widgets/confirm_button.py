"""The hand-off's button, drawn as Textual's green ("success") Button.

Textual's Button brings 7 KB of CSS for every variant and look, parsed before
the first screen of `uno-tui play` can be shown; this one carries the rules of
the one look it has. Clicking it posts `ConfirmButton.Pressed`.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual import events
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

PRESS_FLASH = 0.2  # seconds the button looks pressed, as Textual's Button


class ConfirmButton(Widget):
    """One green button with a label; not focusable (Enter is the screen's key)."""

    ALLOW_SELECT = False
    DEFAULT_CSS = """
    ConfirmButton {
        width: auto;
        min-width: 16;
        height: auto;
        line-pad: 1;
        text-align: center;
        content-align: center middle;
        pointer: pointer;
        text-style: bold;
        color: $button-color-foreground;
        background: $success;
        border: none;
        border-top: tall $success-lighten-2;
        border-bottom: tall $success-darken-3;
        &:hover {
            background: $success-darken-2;
            border-top: tall $success;
        }
        &.-active {
            background: $success;
            border-bottom: tall $success-lighten-2;
            border-top: tall $success-darken-2;
        }
        &:ansi {
            color: $success;
            border: tall $success;
            background: ansi_default;
            &:hover { background: $ansi-background; }
            &.-active {
                background: $ansi-background;
                border: blank $background;
                tint: transparent;
            }
        }
    }
    """

    label: reactive[str] = reactive("", layout=True)

    class Pressed(Message):
        """The button was clicked."""

    def __init__(self, label: str, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(ConfirmButton.label, label)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return max((cell_len(line) for line in self.label.splitlines()), default=0) + 2

    def render(self) -> Content:
        return Content(self.label)

    def on_click(self, event: events.Click) -> None:
        event.stop()
        if self.has_class("-active"):
            return
        self.add_class("-active")
        self.set_timer(PRESS_FLASH, lambda: self.remove_class("-active"))
        self.post_message(self.Pressed())
