"""Hit+? (W+?, the Tōgen deck, RULES 6c): the top card of the draw pile is
turned up and decides the draw; priority 3. It declares no colour: the
turned-up cards go onto the discard pile in order and the last one is the top
card (a wild one gets its colour from the Hit+? player, `colour X`).

T1 (hit_table = "t1"): a number adds its value (0 adds 0), any other card 2.
T2: 1-9 add their value, 0 adds 10; Skip adds 2 and passes the total to the
player after next; Reverse or Counter add 2 and send it back to the previous
player; Hit+2 / Hit+4 double the total (2 if none); Reverse Hit+2 doubles and
sends it back; Hit+? turns up two more cards; a Gamble lets the Hit+? player
choose one row (`choose 7`, `choose skip` …, phase "choose"); any other card
adds 2. The total, if any, then faces the chosen player as a pending draw."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..events import Event, EventKind
from ..moves import CHOOSE_ROWS, IllegalMove
from ..options import stock
from ..phases import CHOOSE, COLOUR, PLAY, STACK
from ..refusals import Refusal, refuse
from ..state import HitDue
from .base import Effect, Tally

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State

# T2: the row of the table each face is read as (None: the Hit+? player chooses).
T2_ROWS: dict[str, str | None] = {
    "skip": "skip",
    "rev": "reverse",
    "counter": "reverse",
    "+2": "hit",
    "+4": "hit",
    "rev+2": "rev+2",
    "+?": "hit?",
    "gamble": None,
}


def hit(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    tally.victim = start


def start(game: State, p: int, colour: str | None, events: list[Event]) -> None:
    """Played (on nothing, or answering a pending draw, whose total it carries on)."""
    total = game._pending
    game._clear_pending()
    game._step = HitDue(p, total, "next", 1, 1)  # (kept while it turns up cards)
    turn_up(game, events)


def no_naming(game: State, by: int, move: Move) -> Refusal | None:
    if move.colour or move.target is not None or move.action:
        return refuse("hit-names-nothing")
    return None


def row_of(game: State, card: str) -> str | None:
    """The row of the table `card` is read as; None: the Hit+? player chooses."""
    c = game._cards[card]
    if c.is_number:
        return c.face
    if game.rules.hit_table == "t1":
        return "other"
    return T2_ROWS.get(c.face, "other")


def add_row(game: State, due: HitDue, row: str) -> HitDue:
    total, send, left = due.total, due.send, due.left
    if row.isdigit():
        total += int(row) or (10 if game.rules.hit_table == "t2" else 0)
    elif row in ("hit", "rev+2"):
        total = total * 2 if total else 2
        send = "back" if row == "rev+2" else send
    elif row == "hit?":
        left += 2
    else:
        total += 2
        send = {"skip": "after-next", "reverse": "back"}.get(row, send)
    return due._replace(total=total, send=send, left=left)


def turn_up(game: State, events: list[Event]) -> None:
    """Turn up the cards still due, then hand the total on (or ask for a choice)."""
    due = game._step
    assert type(due) is HitDue
    while due.left:
        card = take(game, events)
        if card is None:  # both piles used up: nothing more to turn up
            due = due._replace(left=0)
            break
        game._discard.append(card)
        due = due._replace(left=due.left - 1, kept=due.kept + 1)
        row = row_of(game, card)
        if row is None:
            events.append(Event(EventKind.TURN_UP, due.player, (card,), due.total))
            game._hand_to(due.player, CHOOSE, due)
            return
        due = game._step = add_row(game, due, row)  # take() reads what stays on the pile
        events.append(Event(EventKind.TURN_UP, due.player, (card,), due.total))
    game._step = due
    top = game._discard[-1]
    if top in game._wilds:  # the Hit+? player declares its colour first
        game._set_top(None, None)
        game._hand_to(due.player, COLOUR, due)
        return
    c = game._cards[top]
    game._set_top(c.colour, c.face)
    deliver(game, events)


def take(game: State, events: list[Event]) -> str | None:
    """The top card of the draw pile (refilled as drawing would), or None."""
    if game.rules.stock:  # (the T2 stock refills its pile early)
        return stock.take(game, events)
    if not game._draw and game._can_reshuffle():
        events.append(game._reshuffle())
    return game._draw.pop() if game._draw else None


def deliver(game: State, events: list[Event]) -> None:
    """The total faces the player the table chose (or, if nothing, they just play)."""
    due = game._step
    assert type(due) is HitDue
    p = due.player
    if due.send == "back":
        target = game._prev(p)
    else:
        target = game._next(p, 2 if due.send == "after-next" else 1)
    if target == p:  # two players: a Skip's "player after next" would be the Hit+? player
        target = game._next(p)
    if not due.total:
        game._hand_to(target, PLAY)
        return
    game._set_pending(due.total, "+?", HIT.priority)
    game._attacker = p
    game._hand_to(target, STACK)


def choose_moves(game: State) -> list[str]:
    return [f"choose {row}" for row in CHOOSE_ROWS]


def move_choose(game: State, move: Move, by: int) -> list[Event]:
    """The Hit+? player picks the row a turned-up Gamble acts as (T2)."""
    problem = game._turn_problem(by, "do/choose", (CHOOSE,))
    if problem:
        raise IllegalMove(problem)
    due = game._step
    assert type(due) is HitDue and move.action is not None
    game._close_windows()
    due = game._step = add_row(game, due, move.action)
    events = [Event(EventKind.CHOOSE, by, count=due.total)]
    turn_up(game, events)
    return events


HIT = Effect(
    "hit",
    hit,
    face="+?",
    wild=True,
    attacks=True,
    jumpable=False,
    multi_ok=False,
    redrawn_first=True,
    priority=3,
    names=lambda game, by: [(None, None, None)],
    check=no_naming,
)
