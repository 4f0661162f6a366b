"""What is asked now, and what each card does: the parts of a `SeatView` that spare
a screen or a computer player from working the rules out again.

`decision(game, seat)` is the decision in hand: who acts, the phase (the kind of
question: play or draw, play or keep the drawn card, a colour, a challenge, a
pending draw, Skip or Change, a Hit+? row, a last card to let stand), the
`Reason` it is asked (a code; its sentence comes from a table outside the
engine, e.g. the hand-off's "a Draw Four waits for you") and the values that
say on what. It is read from the engine's own phase data (`_step`, what the
phase is about: a `Drawn`, `Wd4`, `ChangeDue`, `HitDue`, `AllHit`, `AfterColour`
...; `_pending`, `_attacker` ...), never guessed from the last events, and holds
only what `seat` may know: the player due's own view adds the drawn card and
the cards in hand that may answer; every other seat, and the shared screen
(seat None), gets the public part alone.

`card_effects(game, seat)` says what each distinct card of the seat's hand, and
the top card, does under these rules: a Page One Jack is a Skip, or nothing,
as `rank_effects` says; no reader needs to know a card's face.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from .cards import colour_name
from .effects.greninja import GRENINJA
from .events import EventKind
from .moves import CHOOSE_ROWS
from .options import stacking
from .phases import CHALLENGE, CHANGE, CHOOSE, COLOUR, DRAWN, OUT, PLAY, SKIPPED, STACK, Phase
from .state import AfterColour, AllHit, ChangeDue, Drawn, HitDue, Replay, Roulette, Unconfirmed, Wd4

if TYPE_CHECKING:
    from .effects import Effect
    from .game import Game


class Reason(StrEnum):
    """Why the decision is asked: the hand-off reason, as a code (the values that go
    with it are `Decision.values()`). A str, like `Phase`."""

    TURN = "turn"  # play a card, or draw (or pass)
    REPLAY = "replay"  # a caught bluffer plays a card of the active colour (O11)
    DREW = "drew"  # play the card just drawn (`card`, on the seat's own view), or keep it
    FIRST_CARD = "first-card"  # the first card (`card`) is a wild: choose its colour
    GRENINJA = "greninja"  # a Greninja's second colour: the one `for_seat` must play
    HIT_WILD = "hit-wild"  # Hit+? turned up a wild (`card`): choose its colour
    CHANGE_COLOUR = "change-colour"  # you countered the Change last: choose the colour
    ROULETTE = "roulette"  # `by`'s Colour Roulette (6e): name a colour, then turn up cards
    FLIP_WILD = "flip-wild"  # your Flip turned up a wild (`card`): choose its colour (6d)
    WILD_DRAW_FOUR = "wild-draw-four"  # `by`'s Wild Draw Four (`total`): challenge or accept
    DRAW = "draw"  # `total` cards wait from `by`'s draw card(s): answer or take them
    HIT = "hit"  # `by`'s Hit+? turned up `shown`: `total` cards wait
    COUNTER = "counter"  # `by` sent `total` cards back with a Counter
    ALL_HIT = "all-hit"  # `by`'s All Hit+2: 2 cards wait
    LOST_CHALLENGE = "lost-challenge"  # the challenge of `by` failed: `total` cards wait
    SKIP = "skip"  # `total` Skips wait: answer with a Skip, or be skipped
    CHANGE = "change"  # `by` aims a Change at you: Counter it, or accept naming the colour
    # `by` Countered the Change (the view's `change_owner`'s: yours, or the one you
    # Countered back): Counter, or accept (they choose the colour).
    CHANGE_BACK = "change-back"
    GAMBLE_ROW = "gamble-row"  # Hit+? turned up a Gamble (`card`): choose its row
    LAST_CARD = "last-card"  # `by` played their last card without the call: let it stand
    ROUND_OVER = "round-over"  # `by` won the round
    GAME_OVER = "game-over"  # `by` won the game


@dataclass(frozen=True, slots=True)
class Decision:
    """The decision in hand, as `seat` of a SeatView may know it."""

    seat: int | None  # who acts: the player due (None: the round or the game is over)
    phase: Phase  # the kind of question (see Game.phase)
    reason: Reason  # why it is asked
    by: int | None = None  # whose doing it answers: attacker, Change's aimer, winner ...
    total: int = 0  # the pending total (cards; Skips for SKIP; the Hit+? total so far)
    card: str | None = None  # the card in question: drawn (own view only), turned up, first
    shown: tuple[str, ...] = ()  # the cards Hit+? turned up (public)
    challenge: int | None = None  # whose Wild Draw Four may be challenged now
    priority: int = 0  # the priority a card needs to answer (stack_priority, 6c); 0: none
    for_seat: int | None = None  # who plays next on the colour chosen (Greninja, Change)
    choices: tuple[str, ...] = ()  # the colours (or suits) or Hit+? rows to choose from
    answers: tuple[str, ...] = ()  # own view only: the cards in hand that may answer
    plays_on: bool = False  # taking the pending draw (accept), the player due plays on

    def values(self) -> dict[str, object]:
        """The values the reason's sentence may name (those set): public on every
        view but the player due's own (which may add `card`, the drawn card)."""
        values: dict[str, object] = {"seat": self.seat}
        for name in ("by", "card", "challenge", "for_seat"):
            value = getattr(self, name)
            if value is not None:
                values[name] = value
        if self.total:
            values["total"] = self.total
        if self.shown:
            values["shown"] = self.shown
        return values


@dataclass(frozen=True, slots=True)
class CardEffect:
    """What one card does under the rules in force (no UI words: the screens name it)."""

    card: str
    effect: str | None  # as Game.effect says: "skip", "draw2", "wild4", "custom" ...; None: plain
    name: str  # the effect's own name, finer: "downpour", "counter-t2", "number" ...
    draw: int = 0  # the next player draws this many (a draw card: stacks under H-stack)
    skip: bool = False  # the next player misses a turn (a Reverse too, with two players)
    reverse: bool = False  # play changes direction
    wild: bool = False  # its play declares a colour (or suit)
    target: str | None = None  # "optional" / "required": its play names another player
    actions: tuple[str, ...] = ()  # what its play may say it acts as (W-custom Gamble)
    priority: int = 0  # answers a pending draw needing this priority or less (6c); 0: none
    challengeable: bool = False  # its play may be challenged (O11)
    attack: bool = False  # makes another player draw or miss a turn


# Decisions and card effects are values: the common ones are made once.
_PLAIN: dict[tuple[int, Reason], Decision] = {}
_EFFECTS: dict[tuple[str, int, bool, bool, bool], CardEffect] = {}


def decision(game: Game, seat: int | None) -> Decision:
    """The decision in hand as `seat` may know it (see the module's docstring)."""
    phase = game.phase
    if game.round_over:
        if game.game_over:
            return Decision(None, phase, Reason.GAME_OVER, by=game.game_winner)
        return Decision(None, phase, Reason.ROUND_OVER, by=game.winner)
    due = game.turn
    own = seat == due
    if phase == PLAY:
        key = (due, Reason.REPLAY if type(game._step) is Replay else Reason.TURN)
        made = _PLAIN.get(key)
        if made is None:
            made = _PLAIN[key] = Decision(due, PLAY, key[1])
        return made
    if phase == DRAWN:
        drawn = game._step
        assert type(drawn) is Drawn
        seen = own and not game.rules.blind_draw  # H-blind-draw: not even to its drawer
        return Decision(due, phase, Reason.DREW, card=drawn if seen else None)
    if phase == CHALLENGE:
        wd4 = game._step
        by = wd4.player if type(wd4) is Wd4 else None
        return Decision(
            due,
            phase,
            Reason.WILD_DRAW_FOUR,
            by=by,
            total=game.pending_draw,
            challenge=by,
            card=game._discard[-1],  # (FLIP!: a Wild Draw Two or Wild Draw Colour)
            plays_on=_plays_on(game, due),
        )
    if phase == STACK:
        return _pending_draw(game, due, own)
    if phase == SKIPPED:
        return Decision(
            due, phase, Reason.SKIP, total=game._skips, answers=_answers(game, due) if own else ()
        )
    if phase == COLOUR:
        return _colour(game, due)
    if phase == CHANGE:
        change = game._step
        assert type(change) is ChangeDue
        answers = _answers(game, due) if own else ()
        priority = game._pending_priority
        if change.counterer is None:  # accepted by naming the colour
            colours = _colours(game)
            reason, by = Reason.CHANGE, change.attacker
            return Decision(
                due, phase, reason, by, priority=priority, choices=colours, answers=answers
            )
        reason, by = Reason.CHANGE_BACK, change.counterer
        return Decision(due, phase, reason, by, priority=priority, answers=answers)
    if phase == CHOOSE:
        hit = game._step
        assert type(hit) is HitDue
        top = game._discard[-1]
        shown = _turned_up(game)
        return Decision(
            due,
            phase,
            Reason.GAMBLE_ROW,
            total=hit.total,
            card=top,
            shown=shown,
            choices=CHOOSE_ROWS,
        )
    if phase == OUT:
        out = game._step
        by = out.player if type(out) is Unconfirmed else None
        return Decision(due, phase, Reason.LAST_CARD, by=by)
    raise AssertionError(f"no decision for phase {phase!r}")  # every phase is above


def _pending_draw(game: Game, due: int, own: bool) -> Decision:
    """Phase "stack": where the pending draw comes from, who sent it, what answers."""
    face = game._pending_face
    by = game._attacker
    shown: tuple[str, ...] = ()
    if face == "counter":  # set by a Counter alone (effects/counter.py)
        reason = Reason.COUNTER
    elif type(game._step) is AllHit:
        reason, by = Reason.ALL_HIT, game._step.by
    elif face == "+?":  # set by a Hit+?'s total alone (effects/hit.py)
        reason, shown = Reason.HIT, _turned_up(game)
    elif game._fine:  # a challenge lost, and the challenger may still stack (O11)
        reason = Reason.LOST_CHALLENGE
    else:
        reason = Reason.DRAW
    return Decision(
        due,
        STACK,
        reason,
        by,
        total=game.pending_draw,
        shown=shown,
        challenge=game.challenge_target,
        priority=game._pending_priority if game.rules.stack_priority else 0,
        answers=_answers(game, due) if own else (),
        plays_on=_plays_on(game, due),
    )


def _plays_on(game: Game, due: int) -> bool:
    """Whether the player due, taking the pending draw now (accept), then plays on, as
    pending.move_accept has it: a lost challenge's draw costs the turn whatever
    draw_victim_plays says (O11), an All Hit+2's 2 cards go on to the next player, and a
    draw that reaches the Mercy limit puts the player out (mercy_limit)."""
    if game._fine or type(game._step) is AllHit or game._mercy_reached(due, game._pending):
        return False
    return stacking.victim_plays_on(game, due, game._pending_face)


def _colour(game: Game, due: int) -> Decision:
    """Phase "colour": a colour asked outside a play, and why."""
    top = game._discard[-1]
    colours = _colours(game)
    match game._step:
        case Roulette(by):  # a Colour Roulette: the colour its victim turns up
            return Decision(due, COLOUR, Reason.ROULETTE, by=by, choices=colours)
        case HitDue(total=total):  # Hit+? turned up a wild; its total goes on after the colour
            shown = _turned_up(game)
            return Decision(
                due, COLOUR, Reason.HIT_WILD, total=total, card=top, shown=shown, choices=colours
            )
        case AfterColour(after):
            if game._flip_deck is not None:  # a Flip turned a wild up: its colour, then `after`
                return Decision(
                    due, COLOUR, Reason.FLIP_WILD, card=top, for_seat=after, choices=colours
                )
            if game._effect[top] is GRENINJA:
                return Decision(due, COLOUR, Reason.GRENINJA, for_seat=after, choices=colours)
            return Decision(due, COLOUR, Reason.CHANGE_COLOUR, for_seat=after, choices=colours)
    return Decision(due, COLOUR, Reason.FIRST_CARD, card=top, choices=colours)


def _colours(game: Game) -> tuple[str, ...]:
    return tuple(str(colour_name(c)) for c in game._colour_letters)


def _answers(game: Game, seat: int) -> tuple[str, ...]:
    """The distinct cards in `seat`'s hand that may answer the pending effect."""
    hand = dict.fromkeys(game._hands[seat])
    return tuple(c for c in hand if stacking.answer_problem(game, c, False) is None)


def _turned_up(game: Game) -> tuple[str, ...]:
    """The cards the Hit+? being resolved, or just resolved, turned up (in order)."""
    hit = game._step
    if type(hit) is HitDue:  # still on top of the discard pile, above the Hit+? itself
        return tuple(game._discard[len(game._discard) - hit.kept + 1 :])
    cards: list[str] = []
    for e in reversed(game.events):
        if e.kind == EventKind.TURN_UP:
            cards[:0] = e.cards
        elif e.kind == EventKind.PLAY:
            break
    return tuple(cards)


def card_effects(game: Game, seat: int | None) -> tuple[CardEffect, ...]:
    """What each distinct card of `seat`'s hand does, then the top card (if not in the
    hand); on the shared screen (seat None) the top card alone."""
    cards = dict.fromkeys(game._hands[seat]) if seat is not None else {}
    if game._discard:
        cards.setdefault(game._discard[-1])
    two, priorities = game._two_player(), bool(game.rules.stack_priority)
    table, challengeable, made = game._effect, game._challengeable, _EFFECTS
    described = []
    for card in cards:  # (on every view: the lookups inlined)
        effect = table[card]
        key = (card, id(effect), two, priorities, card in challengeable)
        one = made.get(key)
        if one is None:
            one = made[key] = _describe(card, effect, *key[2:])
        described.append(one)
    return tuple(described)


def card_effect(game: Game, card: str) -> CardEffect:
    """What `card` does under the game's rules now."""
    effect = game._effect[card]
    priorities = bool(game.rules.stack_priority)
    key = (card, id(effect), game._two_player(), priorities, card in game._challengeable)
    one = _EFFECTS.get(key)
    if one is None:
        one = _EFFECTS[key] = _describe(card, effect, *key[2:])
    return one


def _describe(
    card: str, effect: Effect, two: bool, priorities: bool, challengeable: bool
) -> CardEffect:
    """`card` with `effect`; `two`: two players left (a Reverse acts as a Skip where the
    rules say so); `priorities`: stack_priority is on; `challengeable` under the rules."""
    skip = effect.skip or (effect.reverse and two)
    return CardEffect(
        card,
        effect.word,
        effect.name,
        draw=effect.draw,
        skip=skip,
        reverse=effect.reverse,
        wild=effect.wild,
        target=effect.target,
        actions=effect.actions,
        priority=effect.priority if priorities else 0,
        challengeable=challengeable,
        attack=bool(effect.draw or skip or effect.attacks),
    )
