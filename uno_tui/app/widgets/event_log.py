"""The recent events, as one viewer may see them (engine `describe`)."""

from __future__ import annotations

from rich.text import Text
from textual.events import Resize
from textual.widgets import RichLog

from uno_tui.engine import describe

KEEP = 60


def visible_lines(entries, names: list[str], viewer: int | None, limit: int = KEEP) -> list[str]:
    """Sentences of the `(round, event)` entries `viewer` may see (None = shared screen)."""
    lines: list[str] = []
    last_round = None
    for round_no, event in entries:
        text = describe(event, names, viewer)
        if text is None:
            continue
        if round_no != last_round:
            lines.append(f"— Round {round_no} —")
            last_round = round_no
        lines.append(text)
    return lines[-limit:]


class EventLog(RichLog, can_focus=False):
    """A scrolling list of sentences, newest at the bottom."""

    DEFAULT_CSS = """
    EventLog {
        height: 1fr;
        background: transparent;
        scrollbar-size-vertical: 1;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(wrap=True, auto_scroll=True, min_width=1, **kwargs)
        self.sentences: list[str] = []

    def show(self, entries, names: list[str], viewer: int | None, limit: int = KEEP) -> None:
        sentences = visible_lines(entries, names, viewer, limit)
        if sentences == self.sentences and self.lines:
            return
        self.sentences = sentences
        self.rewrite()

    def rewrite(self) -> None:
        self.clear()
        for line in self.sentences:
            self.write(Text(line, style="dim" if line.startswith("—") else ""))

    def on_resize(self, event: Resize) -> None:
        if self.sentences:
            self.call_after_refresh(self.rewrite)  # wrap again at the new width
