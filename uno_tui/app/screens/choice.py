"""Modal: one question with a list of answers, each said in words (a seat to pick,
the Tōgen deck's Gamble declaration, the answer to a Change, the row a turned-up
Gamble acts as)."""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult, CSSPathType
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from uno_tui.language import N_, _

from ..widgets.card import key_for
from ..widgets.prose import paragraphs
from .base import UnoModal


class ChoiceModal(UnoModal[Any]):
    """Dismisses the value of the chosen `(value, words)` answer, None when closed.
    Number keys 1-9, 0 pick the first ten answers (or as `key_of` says); ↑↓ Enter any
    of them. `default`: the value highlighted first. The class `-long` fits long
    answers at 80 columns."""

    CSS_PATH: ClassVar[CSSPathType | None] = "choice.tcss"  # SeatPicker's: a list
    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel")),
        *[Binding(key_for(i), f"choose({i})", show=False) for i in range(10)],
    ]

    def __init__(
        self,
        title: str,
        choices: list[tuple[Any, str]],
        default: Any = None,
        prompt: str = "",
        cancel: str = N_("cancels"),
    ) -> None:
        super().__init__()
        self.title_text = title
        self.choices = choices
        self.default = default
        self.prompt = prompt
        self.cancel = cancel

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(self.title_text, classes="dialog-title")
            if self.prompt:
                yield paragraphs(self.prompt, classes="dialog-text")
            options = [
                Option(f"{key_for(self.key_of(i)) or ' '}  {words}", id=f"choice-{i}")
                for i, (_value, words) in enumerate(self.choices)
            ]
            yield OptionList(*options, id="choices")
            yield Static(
                _("↑↓ Enter, a number key or a click · Esc {cancel}").format(cancel=_(self.cancel)),
                classes="dialog-hint",
            )

    def on_mount(self) -> None:
        choices = self.query_one("#choices", OptionList)
        choices.highlighted = 0
        for i, (value, _words) in enumerate(self.choices):
            if value == self.default and value is not None:
                choices.highlighted = i
        choices.focus()

    def key_of(self, index: int) -> int:
        """Which number key picks answer `index` (as `key_for` counts, 10 and on: none):
        the answers' own order here."""
        return index

    def action_choose(self, key: int) -> None:
        """Number key `key` (as `key_for` counts) picks the answer it is shown beside."""
        index = next((i for i in range(len(self.choices)) if self.key_of(i) == key), None)
        if index is not None:
            self.choose(index)

    def choose(self, index: int) -> None:
        self.dismiss(self.choices[index][0])

    def action_cancel(self) -> None:
        self.dismiss(None)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.choose(event.option_index)
