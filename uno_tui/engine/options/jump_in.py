"""jump_in (H-jump-in): right after a card is played, a player holding an identical
card (one or two) may play it out of turn; play goes on from them. The card's own
player may too: that is putting identical cards down together, which the street rules
(seed 004) allow "par extension" (the log says so, `Event.target`: whose card).
Which cards may be jumped in on is each effect's `jumpable`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_, _
from .. import calls, play
from ..events import Event, EventKind
from ..moves import IllegalMove, format_play
from ..phases import DRAWN, PLAY, SKIPPED, STACK
from ..refusals import Refusal, refuse
from .base import Option, When
from .stacking import answer_problem

if TYPE_CHECKING:
    from ..moves import Move
    from ..ruleset import Ruleset
    from ..state import State

OPEN = (PLAY, DRAWN, STACK, SKIPPED)  # the phases in which the window stays open


def window_open(game: State) -> bool:
    """Whether an identical card may jump in now (public: who holds one is not): a card
    was just played that may be jumped in on, and no pending draw keeps it out."""
    if not game.rules.jump_in or game._jump_on is None or game.phase not in OPEN:
        return False
    top = game._discard[-1]
    return jumpable(game, top) and pending_problem(game, top) is None


def jumpin_moves(game: State, by: int) -> list[str]:
    if not window_open(game):
        return []
    top = game._discard[-1]
    count = game._hands[by].count(top)
    if not count:
        return []
    colours: tuple[str | None, ...] = game._colour_letters if top in game._wilds else (None,)
    groups = [(top,), (top, top)] if count > 1 else [(top,)]
    return [format_play(g, c, kind="jumpin") for g in groups for c in colours]


def jumpable(game: State, card: str) -> bool:
    """Whether an identical card may jump in on `card`; with jump_in_wild (H-jump-in-wild)
    also a wild that names no player and no action."""
    effect = game._effect[card]
    if effect.jumpable:
        return True
    return game.rules.jump_in_wild and effect.wild and effect.target is None and not effect.actions


def pending_problem(game: State, card: str) -> Refusal | None:
    """While a draw is pending, an identical card jumps in only if it may answer it
    (it joins the stack): a Hit+?'s turned-up number on top does not."""
    return answer_problem(game, card) if game.phase == STACK and game._pending else None


def move_jumpin(game: State, move: Move, by: int) -> list[Event]:
    if not game.rules.jump_in:
        raise IllegalMove(refuse("no-jump-in", rules=game.rules.name))
    if by == game.turn:
        raise IllegalMove(refuse("jump-in-your-turn"))
    if not game._seated[by]:  # (play_to_last) no cards to jump in with, nor to pay a fault
        raise IllegalMove(refuse("gone-out", player=game._name(by)))
    if game._jump_on is None or game.phase not in OPEN:
        raise IllegalMove(refuse("jump-in-when"))
    top = game._discard[-1]
    if not jumpable(game, top):
        raise IllegalMove(refuse("jump-in-on", top=game.top))
    problem = pending_problem(game, top)
    if problem:
        raise IllegalMove(problem)
    if top in game._wilds and move.colour not in game._colour_letters:
        raise IllegalMove(refuse("jump-in-colour", card=top))
    if top not in game._wilds and move.colour is not None:
        raise IllegalMove(refuse("not-wild-colour", card=top))
    if len(move.cards) > 2 or any(c != top for c in move.cards):
        return calls.fault(game, by, refuse("jump-in-identical", card=top), cards=move.cards)
    if game._hands[by].count(top) < len(move.cards):
        why = refuse("not-held", player=game._name(by), card=" ".join(move.cards))
        return calls.fault(game, by, why, cards=move.cards)
    if len(move.cards) == len(game._hands[by]):
        problem = play.going_out_problem(game, by, move.cards)
        if problem:
            raise IllegalMove(problem)
    on = game._jump_on  # (whose card: their own is a pair put down together)
    game._close_windows()
    game._fine = 0
    events = [Event(EventKind.JUMPIN, by, move.cards, target=on)]
    return events + play.play(game, by, move)


def conflicts(r: Ruleset) -> str | None:
    if r.jump_in_wild and not r.jump_in:
        return _("jump_in_wild lets a wild jump in, but jump_in is false")
    return None


JUMP_IN = Option(
    "jump_in",
    ("jump_in", "jump_in_wild"),
    sentences={
        "jump_in": N_(
            "Jump-in: when a card is played, anyone holding an identical card (same "
            "colour and face) may play it at once, out of turn; play goes on after them. "
            "Its own player may too: identical cards may go down together."
        ),
        "jump_in_wild": When(
            lambda r: r.jump_in,
            N_(
                "You may also jump in with a wild identical to the one just played, declaring a "
                "colour."
            ),
        ),
    },
    conflicts=conflicts,
    moves={"jumpin": move_jumpin},
    moves_others=jumpin_moves,
    refusals={
        "no-jump-in": N_("jumping in is not part of the {rules} rules"),
        "jump-in-your-turn": N_("it is your turn: play the card normally"),
        "jump-in-when": N_("you can jump in only right after a card is played"),
        "jump-in-on": N_("nobody can jump in on {top}"),
        "jump-in-colour": N_("say the colour you declare, e.g. 'jumpin {card} blue'"),
        "jump-in-identical": N_("only a card identical to {card} (one or two) can jump in"),
    },
)
