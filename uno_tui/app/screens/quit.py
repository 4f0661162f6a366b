"""Modal: really quit?"""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label

from uno_tui.language import N_, _

from ..widgets.prose import paragraphs
from .base import UnoModal

# Said in the quit question, and left in the terminal once the app is gone (cli.base).
SAVED_IN = N_("The game is saved in {path}; 'uno-tui resume' goes on with it.")
# The same for a game played to its end: nothing to resume, a record to watch again.
SAVED_OVER = N_("The game is saved in {path}; 'uno-tui replay {path}' shows it again.")


def path_shown(path: Path) -> str:
    """`path` as a person reads it: under the home folder, from ~ ('~/.local/share/…',
    as a shell takes it too)."""
    try:
        inside = path.relative_to(Path.home())
    except (ValueError, RuntimeError):  # elsewhere, or no home folder known
        return str(path)
    return str(Path("~") / inside)


def saved_said(path: Path, over: bool) -> str:
    """Where the game is saved, and what goes on with it: resume, or (`over`) replay."""
    return _(SAVED_OVER if over else SAVED_IN).format(path=path_shown(path))


class QuitModal(UnoModal[bool]):
    """Dismisses True to quit."""

    HOLDS_COMPUTERS = True

    CSS_PATH = "quit.tcss"
    BINDINGS = [
        Binding("y", "answer(True)", N_("Quit")),
        Binding("n,escape", "answer(False)", N_("Keep playing")),
    ]

    def __init__(
        self, saved_to: Path | None = None, playing: bool = True, over: bool = False
    ) -> None:
        super().__init__()
        self.saved_to = saved_to
        self.playing = playing  # a game has been dealt (not the setup screen)
        self.over = over  # and played to its end: 'uno-tui resume' would refuse it

    def compose_body(self) -> ComposeResult:
        if self.saved_to is not None:
            text = saved_said(self.saved_to, self.over)
        elif self.playing:
            text = _("The game in progress will be lost.")
        else:
            text = _("No game has been dealt yet; nothing is lost.")
        with Vertical(classes="dialog"):
            yield Label(_("Quit UNO?"), classes="dialog-title")
            yield paragraphs(text, classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Quit") + " (y)", id="yes", variant="error")
                yield Button(_("Keep playing") + " (n)", id="no", variant="primary")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")
