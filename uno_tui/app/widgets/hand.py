"""A hand of cards drawn by one Line API widget: rows of small boxes that wrap and scroll.

One widget instead of a widget per card, so moving the selection redraws the few
lines of the two rows that changed and costs little even with a 40-card hand.
Colours come from the theme through component classes, made from the palette.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rich.segment import Segment
from rich.style import Style
from textual.events import Click, Resize
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from uno_tui.language import pgettext

from ..cards import back_tag, card_colour_class, card_label
from ..palette import CARD_CLASSES
from .card import BOXES, CARD_HEIGHT, CARD_WIDTH, DARK_TEXT, card_box, key_for

GUTTER = 1


def colour_rules() -> str:
    """One component class per card colour: `.hand--red { background: $card-red; ... }`."""
    return "\n".join(
        f"& > .hand--{name[1:]} {{ background: ${back}; color: ${text}; }}"
        for name, (back, text) in CARD_CLASSES.items()
    )


def box_line(line: int, height: int) -> int:
    """Which line of a three-line card box (`card_box`) line `line` of a card `height`
    lines tall shows: 0 the top edge, 1 the label (in the middle), 2 the bottom edge,
    -1 a blank line of a tall card."""
    if line == 0 or line == height - 1:
        return 0 if line == 0 else 2
    return 1 if line == height // 2 else -1


class CardState(NamedTuple):
    """What one card box shows; equal states draw the same lines."""

    card: str
    key: str
    playable: bool
    selected: bool
    marked: bool
    dim: bool
    mark: str
    side: str = "light"  # UNO FLIP!: the side in play; the other face goes under the label
    bluff: bool = False  # playable, as a bluff (✓?: it may be challenged)


class HandView(ScrollView, can_focus=False):
    """Renders the cards it is given; the screen owns the selection (attributes down,
    `Clicked` up)."""

    COMPONENT_CLASSES = {
        *(f"hand--{name[1:]}" for name in CARD_CLASSES),
        "hand--muted",
        "hand--border",
        "hand--marked",
        "hand--selected",
        "hand--selected-light",
        "hand--dim",
    }
    DEFAULT_CSS = f"""
    HandView {{
        height: 1fr;
        min-height: 3;
        overflow-x: hidden;
        scrollbar-size-vertical: 1;
        {colour_rules()}
        & > .hand--muted {{ text-opacity: 60%; }}
        & > .hand--border {{ color: $foreground 40%; }}
        & > .hand--marked {{ color: $warning; }}
        & > .hand--selected {{ color: $accent; }}
        /* The accent is orange: on a yellow or white card the selection needs blue. */
        & > .hand--selected-light {{ color: $primary; }}
        & > .hand--dim {{ color: $background 50%; }}
    }}
    """

    class Clicked(Message):
        """A card in the hand was clicked."""

        def __init__(self, hand: HandView, index: int) -> None:
            self.hand = hand
            self.index = index
            super().__init__()

        @property
        def control(self) -> HandView:
            return self.hand

    def __init__(self, keys: bool = True, **kwargs: Any) -> None:
        """`keys`: each card shows the number key that picks it (not where number keys
        pick nothing: a hand only shown)."""
        super().__init__(**kwargs)
        self.keys = keys
        self.cards: list[str] = []
        self.selected: int | None = None
        self.marked: list[int] = []
        self.states: list[CardState] = []
        self.columns = 1
        self.card_height = CARD_HEIGHT  # taller on a tall screen (`set_card_height`)
        self.dim_unplayable = True
        # Drawn card lines by (state, line), and the gap between cards: kept until the
        # theme changes.
        self.lines: dict[tuple[CardState, int], list[Segment]] = {}
        self.gap: Segment | None = None

    def update_hand(
        self,
        cards: list[str],
        playable: set[str],
        selected: int | None,
        marked: list[int],
        dim_unplayable: bool = True,
        mark: str | None = None,
        side: str = "light",
        bluffs: frozenset[str] = frozenset(),
    ) -> None:
        """`mark` is the word on a marked card ("mark" for multi-play, "★" in a reveal);
        `side`: the side in play (UNO FLIP!); `bluffs`: playable cards whose play is a
        bluff (the view's), marked ✓? rather than ✓."""
        if mark is None:
            # TRANSLATORS: on the edge of a card picked for a multi-play, with ✓: 4 cells.
            mark = pgettext("card", "mark")
        self.cards, self.selected, self.marked = list(cards), selected, list(marked)
        self.dim_unplayable = dim_unplayable
        states = []
        for index, card in enumerate(cards):
            ok = card.upper() in playable
            states.append(
                CardState(
                    card,
                    key_for(index) if self.keys else "",
                    ok,
                    index == selected,
                    index in marked,
                    dim_unplayable and not ok and index != selected,
                    mark,
                    side,
                    ok and card in bluffs,  # (the view's codes, as the hand's)
                )
            )
        old, self.states = self.states, states
        if len(old) != len(states):
            self.virtual_size = Size(self.virtual_size.width, self.rows_height())
            self.refresh(layout=True)
        else:
            # Only the rows that changed are drawn again (an arrow key: one or two rows).
            pairs = enumerate(zip(old, states, strict=True))
            for row in {i // self.columns for i, (a, b) in pairs if a != b}:
                self.refresh_lines(row * self.card_height, self.card_height)
        if selected is not None:
            self.show_card(selected)

    def set_card_height(self, height: int) -> None:
        """Draw every card `height` lines tall (3 or more: its label in the middle)."""
        if height != self.card_height:
            self.card_height = height
            self.virtual_size = Size(self.virtual_size.width, self.rows_height())
            self.refresh(layout=True)

    def select(self, index: int) -> None:
        """Move the selection to card `index`: only its box and the one it leaves change
        (an arrow key), nothing else is worked out again."""
        states, before = self.states, self.selected
        self.selected = index
        rows = set()
        for i in {before, index}:
            if i is not None and i < len(states):
                dim = self.dim_unplayable and not states[i].playable and i != index
                states[i] = states[i]._replace(selected=i == index, dim=dim)
                rows.add(i // self.columns)
        for row in rows:  # most moves stay in one row
            self.refresh_lines(row * self.card_height, self.card_height)
        self.show_card(index)

    def rows_height(self, columns: int | None = None) -> int:
        rows = -(-len(self.states) // (columns or self.columns))
        return rows * self.card_height

    def show_card(self, index: int) -> None:
        """Scroll so that card `index` is in view."""
        if not self.size.height:
            self.call_after_refresh(self.show_card, index)
            return
        height = self.card_height
        top = index // self.columns * height
        if self.scroll_y <= top <= self.scroll_y + self.size.height - height:
            return  # in view already (most arrows): no scrolling work
        region = Region(0, top, self.virtual_size.width, height)
        self.scroll_to_region(region, animate=False, immediate=True)

    # ---- layout -----------------------------------------------------------

    def columns_for(self, width: int) -> int:
        # One column is kept for the scrollbar, so a scrollbar appearing never rewraps.
        return max(1, (width - 1 + GUTTER) // (CARD_WIDTH + GUTTER))

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return container.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.rows_height(self.columns_for(width))

    def on_resize(self, event: Resize) -> None:
        # (the width get_content_height is given, scrollbar or not: the same columns,
        # or the hand is as high as its rows at one width and drawn at another)
        self.columns = self.columns_for(self.content_region.width)
        self.virtual_size = Size(self.scrollable_content_region.width, self.rows_height())
        self.refresh()
        if self.selected is not None:
            self.show_card(self.selected)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self.lines.clear()  # a new theme: new colours
        self.gap = None

    # ---- drawing ----------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        row, line = divmod(y + self.scroll_offset.y, self.card_height)
        line = box_line(line, self.card_height)
        width = self.scrollable_content_region.width
        if self.gap is None:
            self.gap = Segment(" " * GUTTER, self.rich_style)
        gap, base = self.gap, self.gap.style
        segments: list[Segment] = []
        cards = self.states[row * self.columns : (row + 1) * self.columns]
        for state in cards:
            if segments:
                segments.append(gap)
            key = (state, line)
            if key not in self.lines:
                self.lines[key] = self.card_line(state, line)
            segments.extend(self.lines[key])
        # The row's width is known (boxes and gaps): its segments need no measuring.
        used = len(cards) * (CARD_WIDTH + GUTTER) - GUTTER if cards else 0
        if used < width:
            segments.append(Segment(" " * (width - used), base))
            return Strip(segments, width)
        return Strip(segments, used).crop(0, width)

    def card_line(self, state: CardState, line: int) -> list[Segment]:
        """Line `line` (0 top border, 1 label, 2 bottom border, -1 a blank line of a tall
        card) of one card box."""
        border, face = self.card_styles(state)
        heavy = state.playable or state.marked
        box = BOXES["double" if state.selected else "heavy" if heavy else "round"]
        tick = ("✓?" if state.bluff else "✓") if state.playable else ""
        sub = (state.mark if state.marked else "") + tick
        if "/" in state.card:  # a FLIP! card: its other face, small, on the bottom edge
            sub = back_tag(state.card, state.side) + (" " + sub if sub else "")
        label = card_label(state.card, getattr(self.app, "rules", None), side=state.side)
        text = card_box(label if line == 1 else "", state.key, sub, box)[abs(line)]
        if line != 0 and line != 2:
            return [Segment(text[0], border), Segment(text[1:-1], face), Segment(text[-1], border)]
        return [Segment(text, border)]

    def card_styles(self, state: CardState) -> tuple[Style, Style]:
        """The border style and the label style of a card box, from the theme."""
        colour = card_colour_class(state.card, state.side)
        face = self.get_component_styles(f"hand--{colour[1:]}")
        back, text = face.background, face.color
        ansi = self.app.ansi_color
        if state.selected:
            name = "hand--selected-light" if colour in DARK_TEXT else "hand--selected"
            edge = self.get_component_styles(name).color
        elif state.marked:
            edge = self.get_component_styles("hand--marked").color
        elif state.playable:
            edge = text
        else:
            # A faint edge, over the hand's background (as a border with alpha is drawn).
            edge = self.background_colors[1] + self.get_component_styles("hand--border").color
            muted = self.get_component_styles("hand--muted").text_opacity
            text = text if ansi else back + text.multiply_alpha(muted)
        edge = edge if ansi else back + edge
        if state.dim and not ansi:
            tint = self.get_component_styles("hand--dim").color
            back, text, edge = back.tint(tint), text.tint(tint), edge.tint(tint)
        dim = state.dim and ansi
        label = Style(
            color=text.rich_color,
            bgcolor=back.rich_color,
            bold=True,
            reverse=state.marked,
            dim=dim,
        )
        return Style(color=edge.rich_color, bgcolor=back.rich_color, dim=dim), label

    # ---- mouse ------------------------------------------------------------

    def card_at(self, x: int, y: int) -> int | None:
        """The index of the card at content offset (x, y), or None between cards."""
        column, inside = divmod(x, CARD_WIDTH + GUTTER)
        row = (y + self.scroll_offset.y) // self.card_height
        index = row * self.columns + column
        if inside >= CARD_WIDTH or column >= self.columns or index >= len(self.states):
            return None
        return index

    def on_click(self, event: Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        index = self.card_at(offset.x, offset.y)
        if index is not None:
            self.post_message(self.Clicked(self, index))
