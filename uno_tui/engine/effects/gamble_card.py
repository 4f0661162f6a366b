"""Gamble (W-gamble, the Tōgen deck's "white wild", RULES 6c): its player
declares one picture card and it acts as that card, with that card's priority
and colour or target: `play W-gamble as R-skip`, `as W+4 green`, `as W-change
2`, `as W-replace blue 2`, `as W+?`; or as a plain wild, `as W green`; never as
a number. T2 (all_hit_two): played from a hand of 2 or fewer cards it may be
All Hit+2, `as all+2 blue`, never onto a pending draw. On the pile it counts
as a wild of the colour it took (the declared card's colour, or the declared
one). (The W-custom card's Gamble of tgus-3 is effects/gamble.py.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..cards import ALL_CARDS
from ..events import Event, EventKind
from ..phases import CHANGE, STACK
from ..refusals import Refusal, refuse
from .all_hit import ALL_HIT
from .base import Effect, Tally
from .change import target_problem

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State

COLOURED = ("+2", "-rev+2", "-skip", "-rev", "-counter")  # after the colour letter
WILDS = ("W+4", "W+?", "W-change", "W-replace", "W")
ALL_HIT_TWO = "all+2"
# TRANSLATORS: the moves in quotes are typed as they are (the move language stays English).
EXAMPLE = N_("e.g. 'play W-gamble as R-skip' or 'play W-gamble as W green'")  # refusals: _()


def declarations(game: State) -> list[str]:
    """Every card a Gamble may be declared as under these rules."""
    coloured = [f"{c}{f}" for c in game._colour_letters for f in COLOURED]
    return coloured + list(WILDS) + ([ALL_HIT_TWO] if game.rules.all_hit_two else [])


def declared_effect(game: State, declared: str) -> Effect:
    return ALL_HIT if declared == ALL_HIT_TWO else game._effect[declared]


def gamble(game: State, p: int, face: str, move: Move, tally: Tally, events: list[Event]) -> None:
    declared = move.action
    if declared is None:  # gone out with it (play to the last): a plain wild
        return
    if declared != ALL_HIT_TWO:  # (All Hit+2 says so with its own event)
        events.append(Event(EventKind.GAMBLE_AS, p, (declared,)))
    face = ALL_CARDS[declared].face if declared != ALL_HIT_TWO else declared
    declared_effect(game, declared).apply(game, p, face, move, tally, events)


def gamble_names(game: State, by: int) -> list[tuple[str | None, int | None, str | None]]:
    """Every declaration with its colour and target (play_problem keeps the allowed)."""
    targets: list[int | None] = [s for s in game._seats() if s != by]
    if len(game._hands[by]) == 1:
        targets = [None]
    names: list[tuple[str | None, int | None, str | None]] = []
    for declared in declarations(game):
        card = ALL_CARDS.get(declared)
        effect = declared_effect(game, declared)
        if card is not None and card.colour:
            colours: list[str | None] = [card.colour]
        elif effect.wild and effect.check is None:
            colours = list(game._colour_letters)
        else:
            colours = [None]
        for c in colours:
            names += [(c, t, declared) for t in (targets if effect.target else [None])]
    return names


def gamble_problem(game: State, by: int, move: Move) -> Refusal | None:
    """What a Gamble's declaration allows it to name, and when it may answer."""
    declared = move.action
    if declared is None:
        return refuse("gamble-what", example=EXAMPLE)
    if declared not in declarations(game):
        return refuse("gamble-never", card=declared)
    effect = declared_effect(game, declared)
    if game.phase == CHANGE and effect.priority < game._pending_priority:
        return refuse("gamble-change-counter")
    if game.phase == STACK:
        if declared == ALL_HIT_TWO:
            return refuse("gamble-all-hit-pending")
        if effect.priority < game._pending_priority:
            return refuse("gamble-priority", priority=game._pending_priority, card=declared)
    if declared == ALL_HIT_TWO and len(game._hands[by]) > 2:
        return refuse("gamble-all-hit-hand")
    card = ALL_CARDS.get(declared)
    if card is not None and card.colour:  # its colour is the declared card's
        if move.colour != card.colour or move.target is not None:
            return refuse("gamble-names-nothing", card=declared)
        return None
    plain = move._replace(action=None)
    if effect.check is not None:  # Hit+?, Change
        return effect.check(game, by, plain)
    if move.colour not in game._colour_letters:
        return refuse("gamble-colour", card=declared)
    if effect.target:
        return target_problem(game, by, move, refuse("gamble-whom", card=declared))
    if move.target is not None:
        return refuse("gamble-no-player", card=declared)
    return None


GAMBLE_CARD = Effect(
    "gamble-card",
    gamble,
    kind="gamble",
    face="gamble",
    wild=True,
    jumpable=False,
    multi_ok=False,
    redrawn_first=True,
    priority=5,  # the most it may answer with (as a Counter); the declaration decides
    names=gamble_names,
    check=gamble_problem,
)
