"""The recent events, as one viewer may see them (engine `describe`)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.events import MouseScrollDown, MouseScrollUp
from textual.reactive import reactive
from textual.widget import Widget

from uno_tui.engine import Event, describe
from uno_tui.language import _

from ..cards import card_label, challenged_name, other_side
from ..line_breaks import NO_BREAK, break_lines, card_text
from ..togen import turn_up_words

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset

KEEP = 60
# Events whose sentence already says the cards drawn ("... Ben draws 2 cards.").
SAYS_DRAW = {"catch": "target", "fault": "player", "doubt-result": "player"}
# What may come between an event that says a draw and the draw itself.
BETWEEN = frozenset({"reshuffle", "penalty-points"})
SAYS_COUNT = frozenset({"catch", "fault"})  # (a doubt's line says 4 whatever was drawn)
# Events whose card is the one challenged, named as the rules name it ("Wild Draw Four").
CHALLENGED = frozenset({"challenge", "innocent", "take-back"})


def log_line(
    event: Event,
    names: list[str],
    viewer: int | None,
    rules: Ruleset | None = None,
    side: str = "light",
    unbroken: bool = False,
) -> str | None:
    """The engine's sentence for `viewer`, with cards as the hand shows them ("G Skip";
    a FLIP! card by its face on `side`, the side in play then; a challenged card by its
    name, 'Wild Draw Four'); a card Hit+? turned up says what it did to the total.
    `unbroken`: each card label with no-break spaces (for `break_lines`)."""
    keep = card_text if unbroken else str
    if event.kind == "turn-up":
        card = event.cards[0]
        words = turn_up_words(card, rules)
        label = keep(card_label(card, rules, fit=False))
        return _("Hit+? turns up {card} ({words}): the total is {total}.").format(
            card=label, words=words, total=event.count
        )
    if event.kind == "draw" and getattr(rules, "blind_draw", False):
        event = event._replace(cards=())  # H-blind-draw: drawn unseen, told by count
    if event.kind in CHALLENGED and event.cards:
        name = keep(challenged_name(event.cards[0], rules, side))
        return describe(event, names, viewer, shown=(name,))
    if event.cards and event.kind != "seats":  # a new seating lists names, not cards
        labels = tuple(keep(card_label(c, rules, fit=False, side=side)) for c in event.cards)
        return describe(event, names, viewer, shown=labels)  # (listed: language.listed)
    return describe(event, names, viewer)


def side_before(events: Iterable[Event], side_after: str) -> str:
    """The side in play before these events, `side_after` after them (UNO FLIP!)."""
    side = side_after
    for event in events:
        if event.kind == "turn-over":
            side = other_side(side)
    return side


def move_lines(
    events: list[Event],
    names: list[str],
    viewer: int | None,
    rules: Ruleset | None,
    side_after: str = "light",
) -> list[str]:
    """The sentences of one move's events; `side_after`: the side in play after them
    (UNO FLIP!: a card is named by its face on the side in play when it was played)."""
    side = side_before(events, side_after)
    lines = []
    for event in events:
        if event.kind == "turn-over":
            side = "dark" if event.count else "light"
        line = log_line(event, names, viewer, rules, side)
        if line:
            lines.append(line)
    return lines


def fold(events: Iterable[Event]) -> list[Event]:
    """One move's events as the log tells them: draws in a row by one player as one
    line with the total (draw until playable), and no second line for what another
    line says (the cards of a catch or fault, even with a reshuffle or penalty points
    between or fewer cards left to draw than the penalty, the play of a jump-in, the
    cards a Colour Roulette turned up)."""
    folded: list[Event] = []
    for event in events:
        last = folded[-1] if folded else None
        if last is not None and event.kind == "draw":
            if last.kind == "draw" and last.player == event.player:
                folded[-1] = last._replace(
                    cards=last.cards + event.cards, count=last.count + event.count
                )
                continue
            # A reshuffle or penalty points may come between a catch and its draw: the
            # catch still told it.
            at = -1
            while folded[at].kind in BETWEEN and len(folded) + at > 0:
                at -= 1
            said = folded[at]
            who = SAYS_DRAW.get(said.kind)
            if who and getattr(said, who) == event.player:
                if said.count in (0, event.count):
                    continue
                if said.kind in SAYS_COUNT:  # the piles held fewer: say what was drawn
                    folded[at] = said._replace(count=event.count)
                    continue
        if (
            last is not None
            and event.kind == "roulette"
            and last.kind == "draw"
            and (last.player, last.count) == (event.player, event.count)
        ):
            folded[-1] = event  # the Roulette's line names the cards the draw took
            continue
        if (
            last is not None
            and event.kind == "play"
            and last.kind == "jumpin"
            and (last.player, last.cards) == (event.player, event.cards)
        ):
            folded[-1] = last._replace(colour=event.colour)  # a wild's colour, said once
            continue
        folded.append(event)
    return folded


def visible_lines(
    entries: Iterable[tuple[int, Event]],
    names: list[str],
    viewer: int | None,
    limit: int = KEEP,
    rules: Ruleset | None = None,
    unbroken: bool = False,
) -> list[str]:
    """Sentences of the `(round, event)` entries `viewer` may see (None = shared screen);
    `unbroken` as for `log_line`."""
    lines: list[str] = []
    last_round = None
    side = "light"  # FLIP!: every round starts on the light side; a Flip turns it over
    for round_no, event in entries:
        if round_no != last_round:
            side = "light"
        if event.kind == "turn-over":
            side = "dark" if event.count else "light"
        text = log_line(event, names, viewer, rules, side, unbroken)
        if text is None:
            continue
        if round_no != last_round:
            lines.append("— " + _("Round {number}").format(number=round_no) + " —")
            last_round = round_no
        lines.append(text)
    return lines[-limit:]


class EventLog(Widget, can_focus=False):
    """The newest sentences that fit, wrapped at the log's width, newest at the bottom;
    the mouse wheel goes back through the older ones.

    A plain widget that draws its lines, not a RichLog: a scrolling widget costs about
    8 ms more on every screen with a log (the hand-off and every table)."""

    DEFAULT_CSS = """
    EventLog {
        height: 1fr;
    }
    """

    back: reactive[int] = reactive(0)
    """How many lines the wheel has gone back from the newest."""
    band_top: reactive[int | None] = reactive(None)
    """The screen row where a question docked over the log begins (None: none): the
    newest lines end above it, not under it."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.sentences: list[str] = []
        self.unbroken: list[str] = []  # the sentences, card labels kept whole (line_breaks)
        self.lines: list[Text] = []  # the sentences wrapped at `wrapped_at`
        self.wrapped_at = 0
        self.shown_rows = -1  # the rows the last render filled (`rows`)

    def on_mount(self) -> None:
        # A notice mounted above the log moves it down without resizing it: the rows
        # left in sight change, and the newest line must move up into them.
        self.screen.screen_layout_refresh_signal.subscribe(self, self.laid_out)

    def laid_out(self, __: object) -> None:
        if self.rows() != self.shown_rows:
            self.refresh()

    def show(
        self,
        entries: Iterable[tuple[int, Event]],
        names: list[str],
        viewer: int | None,
        limit: int = KEEP,
    ) -> None:
        rules = getattr(self.app, "rules", None)
        unbroken = visible_lines(entries, names, viewer, limit, rules, unbroken=True)
        sentences = [sentence.replace(NO_BREAK, " ") for sentence in unbroken]
        if sentences != self.sentences:
            self.sentences = sentences
            self.unbroken = unbroken
            self.wrapped_at = 0
            self.back = 0
            self.refresh()

    def wrapped(self) -> list[Text]:
        """The lines at the log's width (wrapped again only when the width or the
        sentences change)."""
        width = max(self.size.width, 1)
        if width != self.wrapped_at:
            self.wrapped_at = width
            self.lines = [
                Text(line.replace(NO_BREAK, " "), style="dim" if sentence.startswith("—") else "")
                for sentence in self.unbroken
                for line in break_lines(sentence, width)
            ]
        return self.lines

    def rows(self) -> int:
        """The rows the lines are shown on: those inside the log's container (a grid row
        above it may have grown, French beside FLIP!'s faces, and pushed the log's end
        out of sight: the newest line must stay in view), and above a docked question's
        band, if any."""
        top = self.content_region.y
        bottom = self.container_viewport.bottom
        if self.band_top is not None:
            bottom = min(bottom, self.band_top)
        return max(0, min(self.size.height, bottom - top))

    def render(self) -> Text:
        lines, height = self.wrapped(), self.rows()
        self.shown_rows = height
        end = len(lines) - self.back
        if self.back:  # the bottom line says that newer ones are below
            newer = Text("↓ " + _("{count} newer").format(count=self.back), "dim")
            shown = [*lines[max(0, end - height + 1) : end], newer]
        else:
            shown = lines[max(0, end - height) : end]
        return Text("\n").join(shown)

    def on_mouse_scroll_up(self, event: MouseScrollUp) -> None:
        event.stop()
        hidden = len(self.wrapped()) - self.rows()  # lines above the top one
        if hidden > 0:  # back to the oldest line at the top (the bottom one says "newer")
            self.back = min(self.back + 1, hidden + 1)

    def on_mouse_scroll_down(self, event: MouseScrollDown) -> None:
        event.stop()
        self.back = max(0, self.back - 1)
