"""The recent events, as one viewer may see them (engine `describe`)."""

from __future__ import annotations

from rich.text import Text
from textual.events import Resize
from textual.widgets import RichLog

from uno_tui.engine import describe

from ..cards import card_label
from ..togen import turn_up_words

KEEP = 60
# Events whose sentence already says the cards drawn ("... Ben draws 2 cards.").
SAYS_DRAW = {"catch": "target", "fault": "player", "doubt-result": "player"}


def log_line(event, names: list[str], viewer: int | None, rules=None) -> str | None:
    """The engine's sentence for `viewer`, with cards as the hand shows them ("G Skip");
    a card Hit+? turned up says what it did to the total."""
    if event.kind == "turn-up":
        card = event.cards[0]
        words = turn_up_words(card, rules)
        label = card_label(card, rules, fit=False)
        return f"Hit+? turns up {label} ({words}): the total is {event.count}."
    if event.kind == "draw" and getattr(rules, "blind_draw", False):
        event = event._replace(cards=())  # H-blind-draw: drawn unseen, told by count
    if event.cards and event.kind != "seats":  # a new seating lists names, not cards
        labels = [card_label(c, rules, fit=False) for c in event.cards]
        event = event._replace(cards=tuple(f"{x}," for x in labels[:-1]) + (labels[-1],))
    return describe(event, names, viewer)


def fold(events) -> list:
    """One move's events as the log tells them: draws in a row by one player as one
    line with the total (draw until playable), and no second line for what the line
    before already said (the cards of a catch or fault, the play of a jump-in)."""
    folded: list = []
    for event in events:
        last = folded[-1] if folded else None
        if last is not None and event.kind == "draw":
            if last.kind == "draw" and last.player == event.player:
                folded[-1] = last._replace(
                    cards=last.cards + event.cards, count=last.count + event.count
                )
                continue
            who = SAYS_DRAW.get(last.kind)
            if who and getattr(last, who) == event.player and last.count in (0, event.count):
                continue
        if (
            last is not None
            and event.kind == "play"
            and last.kind == "jumpin"
            and (last.player, last.cards) == (event.player, event.cards)
        ):
            continue
        folded.append(event)
    return folded


def visible_lines(
    entries, names: list[str], viewer: int | None, limit: int = KEEP, rules=None
) -> list[str]:
    """Sentences of the `(round, event)` entries `viewer` may see (None = shared screen)."""
    lines: list[str] = []
    last_round = None
    for round_no, event in entries:
        text = log_line(event, names, viewer, rules)
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
        self.wrapped_at: int | None = None  # the width the lines are wrapped at
        self.laid_out = False

    def show(self, entries, names: list[str], viewer: int | None, limit: int = KEEP) -> None:
        sentences = visible_lines(entries, names, viewer, limit, getattr(self.app, "rules", None))
        if sentences == self.sentences and self.lines:
            return
        self.sentences = sentences
        self.rewrite()

    def rewrite(self) -> None:
        self.clear()
        # Before the first layout RichLog keeps the lines and wraps them at its first size.
        self.wrapped_at = self.size.width if self.laid_out else None
        for line in self.sentences:
            self.write(Text(line, style="dim" if line.startswith("—") else ""))

    def on_resize(self, event: Resize) -> None:
        self.laid_out = True
        if self.wrapped_at is None:  # the first layout: RichLog wraps the lines now
            self.wrapped_at = event.size.width
        elif self.sentences and event.size.width != self.wrapped_at:
            self.call_after_refresh(self.rewrite)  # wrap again at the new width
