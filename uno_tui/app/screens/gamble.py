"""Modal: name the action a Gamble card acts as (tgus-3, `custom_effect = "gamble"`)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from uno_tui.language import N_, _

from .base import UnoModal

NO_ACTION = "none"
ACTION_LABELS = {
    NO_ACTION: N_("No action (a plain wild)"),
    "skip": N_("Skip: the next player misses a turn"),
    "reverse": N_("Reverse: play changes direction"),
    "draw2": N_("Draw Two: the next player draws 2"),
    "draw4": N_("Draw Four: the next player draws 4"),
}


def action_label(action: str) -> str:
    """An action word in words ("Skip: the next player misses a turn")."""
    return _(ACTION_LABELS[action]) if action in ACTION_LABELS else action


class GambleModal(UnoModal[str | None]):
    """Dismisses NO_ACTION or an action word from `choices`, None when cancelled."""

    CSS_PATH = "gamble.tcss"
    BINDINGS = [
        Binding("escape", "cancel", N_("Cancel")),
        *[Binding(str(i + 1), f"choose({i})", show=False) for i in range(5)],
    ]

    def __init__(self, choices: list[str]) -> None:
        super().__init__()
        self.choices = choices

    def compose_body(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(_("Gamble: which action does it make?"), classes="dialog-title")
            options = [
                Option(
                    f"{i + 1}  {_(ACTION_LABELS[a]) if a in ACTION_LABELS else a}", id=f"action-{a}"
                )
                for i, a in enumerate(self.choices)
            ]
            yield OptionList(*options, id="actions")
            yield Static(
                _("↑↓ Enter, a number key or a click · Esc {cancel}").format(cancel=_("cancels")),
                classes="dialog-hint",
            )

    def on_mount(self) -> None:
        actions = self.query_one("#actions", OptionList)
        actions.highlighted = 0
        actions.focus()

    def action_choose(self, index: int) -> None:
        if 0 <= index < len(self.choices):
            self.dismiss(self.choices[index])

    def action_cancel(self) -> None:
        self.dismiss(None)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_choose(event.option_index)
