"""Modal: pick a seat (who catches, whom to catch, a target player)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from ..widgets.card import key_for
from .base import UnoModal

NOBODY = -1


class SeatPicker(UnoModal[int | None]):
    """Dismisses the chosen seat (or NOBODY if offered), None when cancelled."""

    CSS_PATH = "seat_picker.tcss"
    BINDINGS = [
        Binding("escape", "cancel", "Cancel"),
        *[Binding(key_for(i), f"choose({i})", show=False) for i in range(10)],
    ]

    def __init__(
        self,
        title: str,
        choices: list[tuple[int, str]],
        default: int | None = None,
        prompt: str = "",
    ) -> None:
        super().__init__()
        self.title_text = title
        self.choices = choices
        self.default = default
        self.prompt = prompt

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            if self.prompt:
                yield Static(self.prompt, classes="dialog-text")
            options = []
            for i, (_, name) in enumerate(self.choices):
                key = key_for(i)
                options.append(Option(f"{key or ' '}  {name}", id=f"seat-{i}"))
            yield OptionList(*options, id="seats")
            yield Static("↑↓ Enter or a number key to choose · Esc cancels", classes="dialog-hint")

    def on_mount(self) -> None:
        seats = self.query_one("#seats", OptionList)
        seats.highlighted = 0
        for i, (seat, _) in enumerate(self.choices):
            if seat == self.default:
                seats.highlighted = i
        seats.focus()

    def action_choose(self, index: int) -> None:
        if 0 <= index < len(self.choices):
            self.dismiss(self.choices[index][0])

    def action_cancel(self) -> None:
        self.dismiss(None)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_choose(event.option_index)
