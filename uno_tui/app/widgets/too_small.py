"""A notice shown instead of the screen when the terminal is too small."""

from __future__ import annotations

from textual.geometry import Size
from textual.widgets import Static

from uno_tui.language import _

MIN_WIDTH = 60
MIN_HEIGHT = 20


def too_small(size: Size) -> bool:
    """Whether a terminal of `size` is below what the screens need (they show this notice)."""
    return size.width < MIN_WIDTH or size.height < MIN_HEIGHT


class TooSmall(Static):
    """Hidden unless the screen has the -too-small class (App breakpoints)."""

    DEFAULT_CSS = """
    TooSmall {
        display: none;
        width: 1fr;
        height: 1fr;
        content-align: center middle;
        text-align: center;
        text-style: bold;
    }
    """

    def __init__(self) -> None:
        super().__init__(
            _("The terminal is too small for UNO.")
            + "\n"
            + _("Please make it at least {width} x {height}.").format(
                width=MIN_WIDTH, height=MIN_HEIGHT
            )
            + "\n"
            + _("(q quits)")
        )
