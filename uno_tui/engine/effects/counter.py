"""Counter (R-counter, the Tōgen deck, RULES 6c): played on a pending draw or
Change whatever its colour, it sends the whole pending effect back to the
player who played the last attack, who may Counter it in turn. Several
Counters played at once count as one. Played on nothing, it does nothing.
Its priority is 4 under T1 and 5 under T2, where All Hit+2 takes 4."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..events import Event, EventKind
from ..phases import CHANGE, STACK
from ..state import ChangeDue
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..ruleset import Ruleset
    from ..state import State


def counter(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    tally.victim = send_back


def send_back(game: State, p: int, colour: str | None, events: list[Event]) -> None:
    """p countered: the pending draw or Change goes back to the last attacker."""
    attacker = game._attacker
    step = game._step  # a Change or an All Hit+2 that the play carried on (play.play)
    change = step if type(step) is ChangeDue else None
    if change is not None:
        attacker = change.attacker
    if attacker is None or (not change and not game._pending):
        game._advance(p)  # nothing to counter
        return
    if not game._seated[attacker]:  # the attacker has gone out (play to the last)
        attacker = game._next(p)
    events.append(Event(EventKind.COUNTER, p, count=game._pending, target=attacker))
    if change is not None:
        game._hand_to(attacker, CHANGE, ChangeDue(change.by, p, p))
        return
    game._set_pending(game._pending, "counter", counter_priority(game.rules))
    game._attacker = p
    game._hand_to(attacker, STACK, step)  # (an All Hit+2 goes on once this is taken)


def counter_priority(rules: Ruleset) -> int:
    """The priority a Counter answers with, and leaves on what it sends back."""
    return COUNTER_T2.priority if rules.all_hit_two else COUNTER.priority


COUNTER = Effect("counter", counter, face="counter", priority=4, redrawn_first=True)
# T2 (all_hit_two): All Hit+2 answers with 4, so a Counter needs 5 to stay on top.
COUNTER_T2 = replace(
    COUNTER, name="counter-t2", kind="counter", priority=5, when=lambda r: r.all_hit_two
)
