"""A one-line widget of clickable places (keys, buttons) that lights the one under
the mouse: the part the key bar and the button row share."""

from __future__ import annotations

from typing import Any, Generic, Protocol, TypeVar

from textual import events
from textual.widget import Widget


class Place(Protocol):
    @property
    def start(self) -> int: ...  # first cell

    @property
    def end(self) -> int: ...  # one past the last cell


P = TypeVar("P", bound=Place)


class HoverLine(Widget, Generic[P]):
    """Keeps the mouse's column in `hover` and redraws only when another place comes
    under it; subclasses list their drawn places (of type P) in `places()`."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hover: int | None = None  # the cell column under the mouse

    def places(self) -> list[P]:
        raise NotImplementedError

    def place_at(self, x: int) -> P | None:
        return next((place for place in self.places() if place.start <= x < place.end), None)

    def lit(self, start: int, end: int) -> bool:
        """Is the mouse over cells `start` to `end`?"""
        return self.hover is not None and start <= self.hover < end

    def on_mouse_move(self, event: events.MouseMove) -> None:
        before = self.place_at(self.hover) if self.hover is not None else None
        self.hover = event.x
        if self.place_at(event.x) != before:
            self.refresh()

    def on_leave(self, __: events.Leave) -> None:
        self.hover = None
        self.refresh()
