"""Computer seats at the table: who they are, how they are named, how long they wait.

The app asks a computer player for a move only through `uno_tui.players.decide`,
on a copy of the game made on the UI thread (`Game.clone()`), so the thread that
thinks never touches the game on screen and the player sees only its seat's view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from uno_tui import level_word
from uno_tui.language import _

from .widgets.event_log import move_lines

if TYPE_CHECKING:
    from uno_tui.engine import Event, Game, Ruleset

T = TypeVar("T")

PAUSE = 0.9  # seconds a computer's turn stays on screen before its move (the skip key: none)
REACT = 2.5  # seconds before a computer catches, calls late or jumps in: a person at a
# hand-off, the keyboard just passed, can still see the race and be first
LEARN_REACT = 5.0  # the same in a first game: time to read the lesson and press c


def seat_label(name: str, level: str | None) -> str:
    """'Cat (computer, hard)' for a computer seat, the name alone for a human."""
    if not level:
        return name
    return _("{name} (computer, {level})").format(name=name, level=level_word(level))


def move_said(
    seat: int, label: str, events: list[Event], names: list[str], rules: Ruleset | None, side: str
) -> str:
    """What a computer seat's move did, as the shared screen may see it (`move_lines`),
    the seat named once with its level (`label`): by the first sentence that names it,
    in that sentence's own words ("Cat (computer, hard) plays R 9.")."""
    labelled = [*names[:seat], label, *names[seat + 1 :]]
    plain = move_lines(events, names, None, rules, side)
    lines = move_lines(events, labelled, None, rules, side)
    first = next((i for i, (a, b) in enumerate(zip(plain, lines, strict=True)) if a != b), None)
    if first is None:  # no sentence names the seat: say whose move it was
        return _("{name}: {said}").format(name=label, said=" ".join(plain) or _("done."))
    return " ".join([*plain[:first], lines[first], *plain[first + 1 :]])


def next_human(game: Game, computers: dict[int, str]) -> int | None:
    """The first human seat at or after the seat due, in the order of play."""
    n = len(game.players)
    seat = game.turn
    for __ in range(n):
        if seat not in computers and game.in_game(seat):
            return seat
        seat = (seat + game.direction) % n
    return None


def seated(game: Game, at_start: dict[int, T]) -> dict[int, T]:
    """What is kept per starting seat (a level, a computer player), keyed by the seat its
    player holds now. Records and the CLI name computer seats as they were at the start;
    under H-shuffle-seats the players move between rounds, and a computer player stays
    the same player, not the same seat number."""
    start = {name: seat for seat, name in enumerate(game.starting_players)}
    return {
        now: at_start[start[name]]
        for now, name in enumerate(game.players)
        if start[name] in at_start
    }
