"""A hand of cards that wraps into rows and scrolls (a 40-card hand stays usable)."""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.events import Resize

from .card import CardView

CARD_WIDTH = 10
GUTTER = 1


class HandView(VerticalScroll, can_focus=False):
    """Renders the cards it is given; the screen owns the selection."""

    DEFAULT_CSS = """
    HandView {
        layout: grid;
        grid-size: 8;
        grid-columns: 10;
        grid-rows: 3;
        grid-gutter: 0 1;
        height: 1fr;
        min-height: 3;
        scrollbar-size-vertical: 1;
    }
    """

    def update_hand(
        self,
        cards: list[str],
        playable: set[str],
        selected: int | None,
        marked: list[int],
        dim_unplayable: bool = True,
        mark: str = "mark",
    ) -> None:
        """`mark` is the word on a marked card ("mark" for multi-play, "played" in a reveal)."""
        views = list(self.query_children(CardView))
        fresh = []
        for index, card in enumerate(cards):
            ok = card.upper() in playable
            state = dict(
                playable=ok,
                selected=index == selected,
                marked=index in marked,
                dim=dim_unplayable and not ok and index != selected,
                mark=mark,
            )
            if index < len(views):
                views[index].set_card(card, **state)
            else:
                view = CardView(card, index=index)
                view.set_card(card, **state)
                fresh.append(view)
        for view in views[len(cards) :]:
            view.remove()
        if fresh:
            self.mount_all(fresh)
        if selected is not None:
            self.call_after_refresh(self.show_card, selected)

    def show_card(self, index: int) -> None:
        views = list(self.query_children(CardView))
        if 0 <= index < len(views):
            self.scroll_to_widget(views[index], animate=False)

    def on_resize(self, event: Resize) -> None:
        columns = max(1, (event.size.width - 1 + GUTTER) // (CARD_WIDTH + GUTTER))
        self.styles.grid_size_columns = columns
