"""facedown_limit (H-facedown): instead of playing, a player may pass a card face
down under the top card, a limited number of times a round; another seat may
doubt it: whoever was wrong (a playable card kept back, or a false doubt)
draws 4."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_, _
from .. import ending
from ..calls import missed_call_catchable
from ..events import Event, EventKind
from ..moves import CALL_WORDS, IllegalMove, Move
from ..phases import PLAY
from ..refusals import refuse
from ..state import Doubt
from .base import Option

if TYPE_CHECKING:
    from ..ruleset import Ruleset
    from ..state import State

PASSES = N_(
    "Instead of playing you may put any card face down to end your turn "
    "(at most {r.facedown_limit} times, never your last card). Anyone still in the round "
    "may doubt it: "
    "a card that was not playable costs its player 4, a playable one costs the doubter 4."
)
# O12: a pass that leaves one card is caught like a play without the call (move_facedown),
# by the call said on the second-to-last card (CALL_WORDS): UNO, or Page One (pageone-stop;
# said with the same key, u).
CALL_FIRST = {
    "uno": N_(
        "Passing your second-to-last card face down needs the UNO call too: call it before "
        "the pass (u, then f), or you may be caught."
    ),
    "pageone": N_(
        'Passing your second-to-last card face down needs "Page One" too: say it before '
        "the pass (u, then f), or you may be caught."
    ),
}


def sentence(r: Ruleset) -> str:
    """The face-down passes, and the call a pass of the second-to-last card needs (UNO,
    or Page One) where a missed call may be caught and is said with the play (uno_call
    with-play)."""
    text = _(PASSES).format(r=r)
    one, _out = CALL_WORDS[r.calls]
    if one is not None and r.uno_call == "with-play" and missed_call_catchable(r):
        text += " " + _(CALL_FIRST[one])
    return text


def facedown_moves(game: State, by: int) -> list[str]:
    """The face-down passes listed for the player due in phase "play"."""
    hand = game._hands[by]
    if game._facedowns[by] < game.rules.facedown_limit and len(hand) > 1:
        return [f"facedown {c}" for c in dict.fromkeys(hand)]
    return []


def move_facedown(game: State, move: Move, by: int) -> list[Event]:
    limit = game.rules.facedown_limit
    if not limit:
        raise IllegalMove(refuse("no-facedown", rules=game.rules.name))
    problem = game._turn_problem(by, "do/facedown", (PLAY,))
    if problem:
        raise IllegalMove(problem)
    hand = game._hands[by]
    if len(move.cards) != 1:
        raise IllegalMove(refuse("facedown-one"))
    card = move.cards[0]
    if card not in hand:
        raise IllegalMove(refuse("not-held", player=game._name(by), card=card))
    if len(hand) == 1:
        raise IllegalMove(refuse("facedown-last"))
    if game._facedowns[by] >= limit:
        raise IllegalMove(refuse("facedown-used", player=game._name(by), limit=limit))
    game._close_windows()
    playable = card in game._ok
    hand.remove(card)
    game._discard.insert(len(game._discard) - 1, card)  # under the top card
    game._facedowns[by] += 1
    game._doubt = Doubt(by, card, playable)
    events = [Event(EventKind.FACEDOWN, by, count=game._facedowns[by])]
    if len(hand) == 1 and not game._called[by] and game._one_liable:
        game._liable.append(by)
    game._run_hands_changed(by, events)  # (H-forced-draw)
    game._advance(by)
    return events


def move_doubt(game: State, move: Move, by: int) -> list[Event]:
    if not game._doubt:
        raise IllegalMove(refuse("no-doubt"))
    seat, card, playable = game._doubt
    if seat == by:
        raise IllegalMove(refuse("doubt-own"))
    if not game._seated[by]:  # (play_to_last) a hand that went out cannot pay a false doubt
        raise IllegalMove(refuse("gone-out", player=game._name(by)))
    game._doubt = None
    loser = by if playable else seat
    events = [
        Event(EventKind.DOUBT, by, (card,), target=seat),
        Event(EventKind.DOUBT_RESULT, loser, (card,)),
    ]
    if not playable:
        ending.penalty_points(game, seat, events)
    return events + game._give(loser, 4)


FACEDOWN = Option(
    "facedown",
    ("facedown_limit",),
    sentences={"facedown_limit": sentence},
    moves={"facedown": move_facedown, "doubt": move_doubt},
    moves_due=facedown_moves,
    refusals={
        "no-facedown": N_("face-down passes are not part of the {rules} rules"),
        "facedown-one": N_("put exactly one card face down"),
        "facedown-last": N_("you cannot go out with a face-down card"),
        "facedown-used": N_("{player} has used all {limit} face-down passes"),
        "no-doubt": N_("there is no face-down card to doubt"),
        "doubt-own": N_("you cannot doubt your own card"),
    },
)
