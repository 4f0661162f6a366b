"""turn_seconds and round_minutes (H-timer): the app keeps the time; when it
runs out the app asks here what the rule makes happen. A turn that runs out
draws one card and passes (a pending draw is taken); a round that runs out is
won by the player with the fewest cards (then the fewest points).

The turn's time-out is a move, `timeout` (`move_timeout`): the table is told
the player's time is up, then the player due makes `timeout_move()` (and what the
turn asks next: keep the drawn card, its colour). The round's
is the move `time-up` (`move_time_up`), made for the player due. The log and the
record keep both, so a replay tells them (and reaches the round's end) as the
table saw it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from .. import ending, play
from ..cards import colour_name
from ..events import Event, EventKind
from ..moves import IllegalMove
from ..phases import CHALLENGE, COLOUR, DRAWN, OUT, PLAY, SKIPPED, STACK
from ..refusals import refuse
from ..state import Drawn
from .base import Option

if TYPE_CHECKING:
    from ..moves import Move
    from ..state import State


def timeout_move(game: State) -> str | None:
    """The move the player due makes when their time runs out (None: the round is over).

    After "draw" the player may be in phase "drawn": ask again ("keep")."""
    if game.round_over:
        return None
    phase, by = game.phase, game.turn
    if phase == PLAY:
        moves = play.play_moves(game, by)
        # Drawing may be forbidden with a playable card: then the first play listed.
        return "draw" if "draw" in moves else "pass" if "pass" in moves else moves[0]
    if phase == DRAWN:
        drawn = game._step
        if game.rules.drawn_card == "must-play" and type(drawn) is Drawn:
            return play.card_moves(game, by, drawn, False)[0]
        return "keep"
    if phase in (CHALLENGE, STACK, SKIPPED, OUT):
        return "accept"
    if phase == COLOUR:
        return f"colour {colour_name(game._colour_letters[0])}"
    return None


def move_timeout(game: State, move: Move, by: int) -> list[Event]:
    """The player due's turn time has run out: they are said to be out of time and make
    `timeout_move()`, then, while the same turn asks them again (the drawn card: keep,
    or play it where it must be played, and its colour), what the rule says there too:
    one move, so that none of it can be taken back as a choice of theirs."""
    if not game.rules.turn_seconds:
        raise IllegalMove(refuse("timeout/off", rules=game.rules.name))
    if by != game.turn:
        raise IllegalMove(refuse("not-your-turn", due=game._name(game.turn), player=game._name(by)))
    prescribed = timeout_move(game)
    if prescribed is None:  # (a question of another kind: a Change, a Hit+? row)
        raise IllegalMove(refuse("timeout/none", player=game._name(by)))
    events = [Event(EventKind.TIME_OUT, by)]
    while prescribed is not None:
        events += game._move_within(prescribed, by)
        asked_again = game.turn == by and game.phase in (DRAWN, COLOUR) and not game.round_over
        prescribed = timeout_move(game) if asked_again else None
    return events


def move_time_up(game: State, move: Move, by: int) -> list[Event]:
    """The round's time has run out: it ends, won by `round_time_winner` (made by the
    table's clock for the player due, so that the record and a replay end it too)."""
    if not game.rules.round_minutes:
        raise IllegalMove(refuse("time-up/off", rules=game.rules.name))
    if by != game.turn:
        raise IllegalMove(refuse("not-your-turn", due=game._name(game.turn), player=game._name(by)))
    game._close_windows()
    winner = round_time_winner(game)
    return [Event(EventKind.TIME_UP, winner), *ending.finish_round(game, winner)]


def round_time_winner(game: State) -> int:
    """The seat that wins a round whose time ran out: fewest cards, then fewest points
    (with play_to_last, whoever went out first has the fewest)."""
    if game._finished:
        return game._finished[0]
    seats = game._seats()
    return min(seats, key=lambda s: (len(game._hands[s]), game.hand_points(s), s))


TIMER = Option(
    "timer",
    ("turn_seconds", "round_minutes"),
    sentences={
        "turn_seconds": N_(
            "Each turn lasts {r.turn_seconds} seconds; when time runs out you "
            "draw a card (or take the pending draw) and the turn passes."
        ),
        "round_minutes": N_(
            "Each round lasts {r.round_minutes} minutes; when time runs out the "
            "player with the fewest cards (then the fewest points) wins it."
        ),
    },
    when=lambda r: bool(r.turn_seconds or r.round_minutes),
    moves={"timeout": move_timeout, "time-up": move_time_up},
    refusals={
        "timeout/off": N_("the {rules} rules set no time for a turn"),
        "time-up/off": N_("the {rules} rules set no time for a round"),
        "timeout/none": N_(
            "the clock makes no move for {player} now: the question is theirs to answer"
        ),
    },
)
