"""The UNO race: catch a player who forgot UNO, or call it late (RULES 9).

Shown on the hand-off screen and the table. The bar shows who can be caught and
has a button per claim; a button posts a message up and the screen acts on it
(`screens/race_keys.py`: any seat may catch, the catcher is picked by seat).
Under Page One the words are the rules' own ("Page One!", "Stop!"); a last
card played without "Stop" (phase "out") is raced here too, with an accept
button for the player due.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from rich.text import Text
from textual.containers import Horizontal
from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Button, Static

from uno_tui.engine import Phase
from uno_tui.language import _, ngettext

from ..line_breaks import NO_BREAK
from ..vocab import label, title, words_for
from .prose import Sentence

if TYPE_CHECKING:
    from uno_tui.engine.views import SeatView


class RaceBar(Horizontal):
    """Catch buttons per catchable seat, and their late-UNO buttons."""

    DEFAULT_CSS = """
    RaceBar {
        height: auto;
        display: none;
        &.-active { display: block; }
        & > .race-text { width: 1fr; height: auto; padding: 0 1; }
        & > Button { margin: 0 1 0 0; min-width: 0; width: auto; }
    }
    """

    class Catch(Message):
        """Catch `seat` (None: ask whom)."""

        def __init__(self, seat: int | None) -> None:
            self.seat = seat
            super().__init__()

    class LateCall(Message):
        """`seat` makes its call late."""

        def __init__(self, seat: int | None) -> None:
            self.seat = seat
            super().__init__()

    class Accept(Message):
        """The player due lets a last card played without the call stand (phase "out")."""

    # (catchable seats, the seat out without the call, the player due, names, words)
    race: reactive[tuple | None] = reactive(None, init=False)

    # A key and what it does ("u: UNO (late)", "c : Contre-UNO") on one line.
    KEY = re.compile(r"(?<![^\s·(])[a-z] ?: ")

    def show(self, view: SeatView) -> None:
        """From a seat's view (or the shared screen's): who may be caught is public."""
        out = view.unconfirmed_out if view.phase == Phase.OUT else None
        words = words_for(view.rules)
        self.race = (view.catchable, out, view.turn, view.players, words)

    def watch_race(self, race: tuple) -> None:
        catchable, out, turn, players, words = race
        self.set_class(bool(catchable) or out is not None, "-active")
        # The text and buttons exist only while a race is on: most of the time the bar
        # is hidden and costs the screen no widgets.
        self.remove_children()
        if not catchable and out is None:
            return
        text = Text()
        if out is not None:
            name, due = players[out], players[turn]
            stop = label(words.out)
            text.append(_("{call} race!").format(call=title(words.out)) + " ", style="bold reverse")
            text.append(
                _(
                    "No {call} from {name}. c: catch · {key}: {call} (late) · "
                    "a: {due} accepts, the round ends."
                ).format(call=stop, name=name, key="t" if words.second else "u", due=due)
            )
        else:
            names = [players[s] for s in catchable]
            who = _(" and ").join(names)
            text.append(_("{call} race!").format(call=words.call_title) + " ", style="bold reverse")
            text.append(
                ngettext(
                    "{who} has one card, no {call} called. "
                    "c: catch · u: {call} (late) · until the next play or draw.",
                    "{who} have one card, no {call} called. "
                    "c: catch · u: {call} (late) · until the next play or draw.",
                    len(names),
                ).format(who=who, call=words.call_title)
            )
        buttons = []
        for seat in catchable or [out]:
            name = players[seat]
            call = label(words.out if seat == out else words.first)
            buttons.append(
                Button(
                    _("Catch {name}").format(name=name),
                    id=f"catch-{seat}",
                    variant="error",
                    compact=True,
                )
            )
            buttons.append(
                Button(
                    _("{name}: {call}").format(name=name, call=call),
                    id=f"late-uno-{seat}",
                    variant="success",
                    compact=True,
                )
            )
        if out is not None:
            due = players[turn]
            buttons.append(
                Button(
                    _("{name}: accept").format(name=due),
                    id=f"accept-{turn}",
                    variant="primary",
                    compact=True,
                )
            )
        for button in buttons:
            button.can_focus = False
        kept = self.KEY.sub(lambda key: key[0].replace(" ", NO_BREAK), text.plain)
        text = Text(kept, spans=text.spans)  # (the same length: the spans still fit)
        self.mount_all([Static(Sentence(text), classes="race-text"), *buttons])

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button_id = event.button.id or ""
        if button_id.startswith("catch-"):
            self.post_message(self.Catch(int(button_id.removeprefix("catch-"))))
        elif button_id.startswith("late-uno-"):
            self.post_message(self.LateCall(int(button_id.removeprefix("late-uno-"))))
        elif button_id.startswith("accept-"):
            self.post_message(self.Accept())
