"""Who sits at a table: the one check of a table, for the CLI, the setup screen and
the engine alike.

A table is a ruleset, one name per seat (in seat order) and the computer seats
with their levels. `seat_table` returns the names as the game shows them: spaces
trimmed, an empty name as "Player N", N the seat's own number from 1 (as the setup
screen's empty field shows it), or "Seat N" if a player typed that name. Anything
wrong raises a `TableError`: one sentence that says what is wrong and what is allowed.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Literal

from uno_tui import LEVELS, MAX_NAME_LENGTH

from ..language import _

if TYPE_CHECKING:
    from .ruleset import Ruleset

# The part of a table at fault (the CLI names its option from it): how many sit
# there, a name, a computer seat that does not exist, a level, no person at all.
Part = Literal["players", "names", "seats", "levels", "people"]


class TableError(ValueError):
    """What is wrong with a table, in one sentence (no full stop: callers embed it);
    `part` says which part of the table is at fault."""

    def __init__(self, sentence: str, part: Part) -> None:
        super().__init__(sentence)
        self.part: Part = part


def check_level(level: str) -> str:
    """`level` if it is a computer player's level, else TableError."""
    if level not in LEVELS:
        sentence = _("{level} is not a level; choose {levels}")
        raise TableError(sentence.format(level=repr(level), levels=", ".join(LEVELS)), "levels")
    return level


def seat_table(
    rules: Ruleset,
    names: Sequence[str],
    computers: Mapping[int, str] | None = None,
    *,
    longest: int | None = MAX_NAME_LENGTH,
    deal: bool = True,
) -> list[str]:
    """The names of a table of `rules` with one seat per name; TableError when the
    table cannot play.

    Checked in this order: how many sit down (the ruleset's minimum and maximum,
    partners' seats, and with `deal` a deck that holds every hand); each name (at
    most `longest` characters, printable, no two the same whatever their capitals);
    `computers` ({seat from 0: level}): seats that exist, known levels, and at least
    one person at the table.

    The engine seats every game with `longest=None, deal=False`: a saved game from
    before names had a limit must still load, and an exact position
    (`Game.from_position`) deals nothing; `Game.new` checks its own deal.
    """
    count = len(names)
    problem = _count_problem(rules, count, deal)
    if problem is not None:
        raise TableError(problem, "players")
    seated = _seat_names(names, longest)
    levels = computers or {}
    for seat, level in levels.items():
        if not 0 <= seat < count:
            sentence = _("there is no seat {seat}; the seats are 1 to {count}")
            raise TableError(sentence.format(seat=seat + 1, count=count), "seats")
        check_level(level)
    if len(levels) >= count:  # every seat (they all exist) is a computer
        sentence = _("every seat is a computer player; make at least one a person")
        raise TableError(sentence, "people")
    return seated


def _count_problem(rules: Ruleset, count: int, deal: bool) -> str | None:
    """Why `count` players cannot sit at a table of `rules`, or None. Without `deal`
    the deck is not asked, except for partners (they were always checked in full)."""
    if deal or rules.teams != "none" or not rules.min_players <= count <= rules.max_players:
        return rules.players_problem(count)
    return None


def _seat_names(names: Sequence[str], longest: int | None) -> list[str]:
    """The names trimmed, each checked, an empty one named by `_unnamed`; TableError."""
    given: list[str] = []
    taken: set[str] = set()
    for seat, raw in enumerate(names, 1):
        if not isinstance(raw, str):
            sentence = _("the name of seat {seat} is {value}; a name is text")
            raise TableError(sentence.format(seat=seat, value=repr(raw)), "names")
        name = raw.strip()
        if longest is not None and len(name) > longest:
            sentence = _("{start}... is {length} characters long; a name may have at most {most}")
            start = repr(name[:longest])
            raise TableError(sentence.format(start=start, length=len(name), most=longest), "names")
        if not name.isprintable():
            sentence = _("{name}: a name may hold only printable characters")
            raise TableError(sentence.format(name=repr(name)), "names")
        if name and name.casefold() in taken:
            sentence = _(
                "{name} is given twice; two players may not have the same name, "
                "even with other capitals"
            )
            raise TableError(sentence.format(name=repr(name)), "names")
        taken.add(name.casefold())
        given.append(name)
    seated: list[str] = []
    for seat, name in enumerate(given, 1):
        if not name:
            name = _unnamed(seat, len(given), taken)
            taken.add(name.casefold())
        seated.append(name)
    return seated


def _unnamed(seat: int, seats: int, taken: set[str]) -> str:
    """The name of seat `seat` (from 1) of `seats`, left empty: "Player N" for its own
    number, the placeholder the setup screen shows; if a player has that name (`taken`,
    casefolded), "Seat N"; if that too, "Player M", M after every seat's number, so
    another seat's own name is never taken."""
    # TRANSLATORS: the name of a player who gave none (the setup screen shows it too).
    player = _("Player {number}")
    # TRANSLATORS: the name of a player who gave none, in seat {number}, when another
    # player typed the name "Player {number}" that seat would have had.
    candidates = [player.format(number=seat), _("Seat {number}").format(number=seat)]
    later = (player.format(number=number) for number in itertools.count(seats + 1))
    return next(n for n in itertools.chain(candidates, later) if n.casefold() not in taken)
