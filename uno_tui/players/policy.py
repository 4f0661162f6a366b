"""How the easy and normal computer players choose among their seat's legal moves.

A policy sees a `Glance`: the seat's own hand, its legal moves and the public
counts. It is built from a `SeatView` at the table (`glance_of_view`), or from
a sampled world during a search (`glance_of_game`, a copy whose hidden cards
were re-dealt), never from the real game.

A choice is a move text from `legal`, or None: nothing worth doing now (only
out of turn; the player due always moves).

Cards are judged by what they do under the rules in play (`Glance.effects`,
see effects.py), never by their face: under Page One's `rank_effects` a 2 may
be a draw card and an 8 a wild, or neither.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, NamedTuple

from uno_tui.engine import Game, Ruleset, parse_move

from .effects import CALLS, STALLS, Effects, effects_for

if TYPE_CHECKING:
    from uno_tui.engine.views import SeatView

# A wild's worth kept for later: playing it when something else fits wastes it.
_WILD_KEEP = 45


class Glance(NamedTuple):
    """What a policy looks at: one seat's own knowledge, nothing more."""

    seat: int
    hand: tuple[str, ...]
    legal: tuple[str, ...]
    sizes: tuple[int, ...]  # every seat's hand size
    turn: int  # the seat due
    direction: int
    in_round: tuple[bool, ...]
    phase: str
    challenge_target: int | None  # whose Wild Draw Four may be challenged now
    rules: Ruleset
    effects: Effects  # what every card does under `rules`, with these seats in the round

    @property
    def due(self) -> bool:
        return self.turn == self.seat

    def next_seat(self) -> int:
        n, seat = len(self.sizes), self.seat
        for _ in range(n):
            seat = (seat + self.direction) % n
            if self.in_round[seat]:
                return seat
        return self.seat


def glance_of_view(view: SeatView) -> Glance:
    assert view.seat is not None and view.hand is not None, "a player sees from a seat"
    return Glance(
        view.seat,
        view.hand,
        view.legal_moves,
        view.hand_sizes,
        view.turn,
        view.direction,
        view.in_round,
        view.phase,
        view.decision.challenge,
        view.rules,
        effects_for(view.rules, view.in_round, view.side),
    )


def glance_of_game(game: Game, seat: int, legal: list[str] | None = None) -> Glance:
    """A glance at a sampled world (a search's playout), not at the real game."""
    in_round = game.seats_in_round()
    return Glance(
        seat,
        tuple(game.hand(seat)),
        tuple(game.legal_moves(by=seat) if legal is None else legal),
        game.hand_sizes(),
        game.turn,
        game.direction,
        in_round,
        game.phase,
        game.challenge_target,
        game.rules,
        effects_for(game.rules, in_round, game.side),
    )


def easy(glance: Glance, rng: random.Random) -> str | None:
    """Random among the legal moves, drawing only when it has nothing else to do; out
    of turn it joins in now and then. Playing at two cards, it picks the move with or
    without the call at random, so it sometimes forgets UNO."""
    if not glance.legal:
        return None
    if not glance.due:
        return rng.choice(glance.legal) if rng.random() < 0.3 else None
    plays = [m for m in glance.legal if m not in STALLS]
    return rng.choice(plays or glance.legal)


def normal(glance: Glance, rng: random.Random) -> str | None:
    """Sensible play: call UNO, catch, stack, shed high points, follow the colour it
    holds most of, keep wilds for when nothing else fits (or shed them early where
    going out on one is forbidden), hurt the next player, challenge a Wild Draw Four
    when a bluff is likely, choose the colour it holds most of."""
    effects = glance.effects
    cards = effects.cards
    colours = Counter(cards[c].colour for c in glance.hand)
    cache = effects.moves
    statics: list[Judged] = [cache.get(m) or _static(m, effects) for m in glance.legal]
    plain_play = any(s.cards and not s.wild and s.kind == "play" for s in statics)
    rules = glance.rules
    shed_specials = rules.finish_on_action != "allowed" or rules.finish_on_wild != "allowed"
    threatened = glance.sizes[glance.next_seat()] <= 2
    best, best_score = None, -1e9
    for move, s in zip(glance.legal, statics, strict=True):
        score = s.score + rng.random()  # the random part breaks ties
        if s.kind == "challenge":
            score += _bluff_odds(glance) * 100 - 55  # losing costs 2 cards more than accepting
        if s.colour:
            score += 3.0 * colours[s.colour]  # a wild's colour: the one held most
        if s.cards:
            left = len(glance.hand) - s.cards
            if s.special and shed_specials and left:
                score += 30  # may not go out on it: get rid of it while it is not last
            elif s.wild and plain_play:
                score -= _WILD_KEEP
            if s.attack:
                score += 40 if threatened else 15
            if s.card_colour:
                score += 1.5 * colours[s.card_colour]  # stay in the colour held most
            if s.target is not None:  # a swap: good when the other hand is smaller
                score += 8 * (left - glance.sizes[s.target])
        if score > best_score:
            best, best_score = move, score
    if not glance.due and best_score < 1:
        return None
    return best


class Judged(NamedTuple):
    """What a move text says under the rules in play, worked out once per rules (kept
    in `Effects.moves`): the policy's hot path."""

    kind: str
    score: float  # the part of the score that depends on the move alone
    cards: int
    wild: bool
    special: bool  # a card with an effect (not a plain number or rank)
    attack: bool  # hurts the next player: a draw, a skip, a Reverse (Effects.attack)
    colour: str | None  # the colour a wild declares
    card_colour: str | None  # the colour of the last card played
    target: int | None


_FIXED = {"catch": 100, "accept": 0, "keep": 0, "pass": 0, "draw": -5, "facedown": -20}
_FIXED |= {call: 90 for call in CALLS}  # the call before playing, or late before a catch
_FIXED["doubt"] = 20  # a face-down card is usually one that did not fit


def judge(text: str, effects: Effects) -> Judged:
    """What the move `text` does under the rules of `effects` (cached there)."""
    static: Judged | None = effects.moves.get(text)
    return static or _static(text, effects)


def _static(text: str, effects: Effects) -> Judged:
    move = parse_move(text)
    cards = move.cards
    info = [effects.cards[c] for c in cards]
    score = _FIXED.get(move.kind, 0) + 10.0 * len(info) + sum(c.points for c in info) / 5
    score += (100 if move.call else 0) + (50 if move.kind == "jumpin" else 0)
    score += 10 if move.action in ("draw4", "draw2") else 0
    wild = any(c in effects.wild for c in cards)
    attack = any(c in effects.attack for c in cards)
    special = any(c in effects.special for c in cards)
    colour = info[-1].colour if info else None
    static = Judged(
        move.kind, score, len(info), wild, special, attack, move.colour, colour, move.target
    )
    effects.moves[text] = static
    return static


def _bluff_odds(g: Glance) -> float:
    """How likely the Wild Draw Four was a bluff: the more cards its player holds, the
    likelier one matched the colour (about one card in four does)."""
    target = g.challenge_target
    if target is None:
        return 0.0
    return 1 - 0.75 ** g.sizes[target]
