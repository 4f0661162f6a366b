"""A row of compact buttons drawn as one line, looking as Textual's compact Buttons do.

One widget where a Horizontal of Buttons is a widget per button: every widget on the
table screen costs a little on every key, and these buttons only ever show a label
and take a click.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.message import Message

from .hover_line import HoverLine

GAP = 2  # cells between two buttons (a compact Button's margin-right)


class Spot(NamedTuple):
    """Where a shown button is drawn: cells `start` to `end`, for the mouse."""

    name: str
    start: int
    end: int


class ButtonRow(HoverLine[Spot]):
    """Buttons by name; `set_shown` shows or hides one; a click posts `Pressed` with its
    name. A button that does not fit whole in the width left is not drawn (the buttons
    are listed by importance), never cut in the middle of its label."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES = {"button-row--button", "button-row--hover"}
    DEFAULT_CSS = """
    ButtonRow {
        height: 1;
        & > .button-row--button {
            color: $button-foreground;
            background: $surface;
            text-style: bold;
        }
        & > .button-row--hover { background: $surface-darken-1; }
        &:ansi > .button-row--button { background: ansi_default; }
        &:ansi > .button-row--hover { background: $ansi-background; }
    }
    """

    class Pressed(Message):
        """The button `name` was clicked."""

        def __init__(self, row: ButtonRow, name: str) -> None:
            self.row = row
            self.name = name
            super().__init__()

        @property
        def control(self) -> ButtonRow:
            return self.row

    def __init__(self, buttons: list[tuple[str, str]], **kwargs: Any) -> None:
        """`buttons`: (label, name) pairs, in order."""
        super().__init__(**kwargs)
        self.buttons = list(buttons)
        self.hidden: set[str] = set()
        self.spots: list[Spot] = []

    def set_shown(self, name: str, shown: bool) -> None:
        hidden = self.hidden - {name} if shown else self.hidden | {name}
        if hidden != self.hidden:
            self.hidden = hidden
            self.refresh()

    def render(self) -> Text:
        style = self.get_component_rich_style("button-row--button")
        hover = self.get_component_rich_style("button-row--hover")
        line = Text(no_wrap=True, overflow="crop", end="")
        self.spots = []
        for label, name in self.buttons:
            if name in self.hidden:
                continue
            gap = " " * GAP if self.spots else ""
            shown = f" {label} "
            if self.size.width and line.cell_len + cell_len(gap + shown) > self.size.width:
                continue
            line.append(gap)
            start = line.cell_len
            line.append(shown, style)
            if self.lit(start, line.cell_len):
                line.stylize(hover, start)
            self.spots.append(Spot(name, start, line.cell_len))
        return line

    def spot(self, name: str) -> Spot | None:
        return next((spot for spot in self.spots if spot.name == name), None)

    def places(self) -> list[Spot]:
        return self.spots

    def on_click(self, event: events.Click) -> None:
        spot = self.place_at(event.x)
        if spot is not None:
            self.post_message(self.Pressed(self, spot.name))
