"""Base classes: every screen and modal carries the too-small notice."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from textual.app import ComposeResult
from textual.screen import ModalScreen, Screen

from ..widgets.too_small import TooSmall

if TYPE_CHECKING:
    from ..app import UnoApp

T = TypeVar("T")


class UnoScreen(Screen):
    """A full screen. Subclasses write `compose_body` instead of `compose`."""

    @property
    def uno(self) -> UnoApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield TooSmall()
        yield from self.compose_body()

    def compose_body(self) -> ComposeResult:
        yield from ()

    ready = False
    """True once the widgets exist (set on mount)."""

    def on_mount(self) -> None:
        self.ready = True
        self.shown()

    def shown(self) -> None:
        """Called each time the app makes this the main screen (and on first mount)."""
        if self.ready:
            self.refresh_view()

    def refresh_view(self) -> None:
        """Re-read the game (data flows down from the app)."""


class UnoModal(ModalScreen[T]):
    """A modal question. Subclasses write `compose_body` and `dismiss` a value."""

    @property
    def uno(self) -> UnoApp:
        return self.app  # type: ignore[return-value]

    def compose(self) -> ComposeResult:
        yield TooSmall()
        yield from self.compose_body()

    def compose_body(self) -> ComposeResult:
        yield from ()
