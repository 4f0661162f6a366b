"""The hard player: try the normal policy's favourite moves in sampled worlds.

Each world is `game.sample(seat, rng, avoid=beliefs)`: the real position with
every card hidden from the seat re-dealt at random, consistent with what the
seat knows and with what it believes others hold (`beliefs`). Every candidate
move is made in a copy of every world and play goes on for HORIZON moves with
the normal policy for every seat (how the others play, and how this seat will
go on); then the position is judged by `chances`, the seat's chance of winning
the round from the hand sizes. The same worlds and the same playout seeds
serve every candidate, so the comparison is between moves, not between deals.

Under penalty scoring (Challenge UNO, RULES S3) winning a round scores nothing:
what counts is the penalty points a caught foul adds, the seat's own and its
rivals' (`penalty_value`); and a wild played with another colour is not another
choice, so the candidates are different cards (a bluffed Wild Draw Four is
weighed against not bluffing).
"""

from __future__ import annotations

import math
import random
import statistics

from uno_tui.engine import Game, IllegalMove, parse_move
from uno_tui.engine.decisions import CardEffect

from .effects import CALLS, STALLS, Effects, effects_for
from .policy import Glance, glance_of_game, normal

CANDIDATES = 4  # moves tried, the normal policy's favourites
WORLDS = 24  # sampled worlds per decision
HORIZON = 4  # moves played out in a world before the position is judged
MARGIN = 1.0  # how clearly a move must beat the favourite, in standard errors
TIE_BREAK = 10.0  # penalty scoring: a sure round win is worth this many penalty points


def hard(glance: Glance, worlds: list[Game], rng: random.Random) -> str | None:
    """The candidate with the best chance of winning the round over the worlds (the
    normal policy's favourite when the search has nothing to choose between)."""
    if not glance.due or not worlds:
        return normal(glance, rng)
    return weighed(glance, worlds, rng)[0][0]


def weighed(glance: Glance, worlds: list[Game], rng: random.Random) -> list[tuple[str, float]]:
    """The candidates with their mean chance of winning the round over the worlds (under
    penalty scoring, `penalty_value`), the hard player's choice first, then the others
    best first (the coach says why). With one candidate its value is not worked out
    (NaN)."""
    candidates = favourites(glance, rng)
    if len(candidates) == 1:
        return [(candidates[0], math.nan)]
    seeds = [rng.getrandbits(32) for _ in worlds]
    values = [
        [playout(world, glance.seat, move, seed) for world, seed in zip(worlds, seeds, strict=True)]
        for move in candidates
    ]
    best = max(range(len(candidates)), key=lambda i: sum(values[i]))
    chosen = best if best and clearly_better(values[best], values[0]) else 0
    means = [statistics.fmean(v) for v in values]
    order = sorted(range(len(candidates)), key=lambda i: (i != chosen, -means[i]))
    return [(candidates[i], means[i]) for i in order]


def clearly_better(a: list[float], b: list[float]) -> bool:
    """Whether `a` beats `b` by more than MARGIN standard errors of the paired
    differences (smaller differences are the worlds' luck, not the move's worth)."""
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = statistics.fmean(diffs)
    spread = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
    return mean > 0 and mean > MARGIN * spread / math.sqrt(len(diffs))


def worth_searching(glance: Glance) -> bool:
    """Whether the seat due has two or more real choices (not counting a draw or a
    pass beside a play, nor the same play without its call)."""
    return len(_choices(glance.legal)) > 1


def favourites(glance: Glance, rng: random.Random) -> list[str]:
    """The normal policy's top moves among the real choices, best first (under penalty
    scoring, each with other cards than those before it)."""
    legal = _choices(glance.legal)
    penalty = glance.rules.scoring == "penalty"
    ranked: list[str] = []
    while legal and len(ranked) < CANDIDATES:
        move = normal(glance._replace(legal=tuple(legal)), rng)
        if move is None:
            break
        ranked.append(move)
        legal.remove(move)
        cards = parse_move(move).cards if penalty else ()
        if cards:  # the same cards with another colour are not another choice
            legal = [m for m in legal if parse_move(m).cards != cards]
    return ranked


def _choices(legal: tuple[str, ...]) -> list[str]:
    """The moves worth comparing: plays only when there is one, and where a play may
    carry the call, only with it (not without, nor the call on its own first)."""
    moves = [m for m in legal if m not in STALLS] or list(legal)
    called = {_uncalled(m) for m in moves if m != _uncalled(m)}
    if called:
        called |= CALLS
    return [m for m in moves if m not in called]


def _uncalled(move: str) -> str:
    """The move without a trailing call word ("R5 uno" -> "R5")."""
    head, _, last = move.rpartition(" ")
    return head if head and last in CALLS else move


def playout(world: Game, seat: int, first: str, seed: int) -> float:
    """In a copy of `world`, make `first` for `seat`, let every seat play HORIZON moves
    by the normal policy, and judge how well it went for `seat` (its chance of winning
    the round, or under penalty scoring `penalty_value`). One generator, from `seed`,
    serves the policy and the copy's shuffles."""
    rng = random.Random(seed)
    game = world.clone(history=False, rng=rng)
    try:
        game.move(first, by=seat)
    except IllegalMove:
        return float("-inf")  # not legal in this world (e.g. a stack it cannot see)
    for _ in range(HORIZON):
        if game.round_over:
            break
        for liable in game.catchable:  # a normal player catches a missed UNO at once
            game.move(f"catch {liable}", by=_other_seat(game, liable))
        if game.round_over:
            break
        due = game.turn
        legal = game.legal_moves()
        if len(legal) == 1:  # e.g. a draw: nothing to think about
            game.move(legal[0], by=due)
            continue
        move = normal(glance_of_game(game, due, legal), rng)
        assert move is not None  # the seat due always has a move
        game.move(move, by=due)
    if game.rules.scoring == "penalty":
        return penalty_value(world, game, seat)
    return chances(game, seat)


def penalty_value(before: Game, after: Game, seat: int) -> float:
    """Under penalty scoring, how well play from `before` to `after` went for `seat`, in
    penalty points: its rivals' mean gain less its own (each point brings a player
    nearer the limit that puts them out), and its chance of winning the round, worth
    up to TIE_BREAK points (the next deal takes every hand's points out of danger)."""
    gains = [a - b for a, b in zip(after.scores, before.scores, strict=True)]
    rivals = [gain for s, gain in enumerate(gains) if s != seat and before.in_game(s)]
    rivals_gain = sum(rivals) / len(rivals) if rivals else 0.0
    return rivals_gain - gains[seat] + TIE_BREAK * chances(after, seat)


def _other_seat(game: Game, liable: int) -> int:
    n = len(game.players)
    return next(s for k in range(1, n) if game.in_game(s := (liable + k) % n))


def chances(game: Game, seat: int) -> float:
    """The seat's chance of winning the round: 1 or 0 once it is decided; else each
    seat still in the round weighs `_weight(hand)`."""
    if game.round_over or game.finished:
        first = game.finished[0] if game.finished else game.winner
        return 1.0 if first == seat else 0.0
    playing = game.seats_in_round()
    if not playing[seat]:
        return 0.0
    scores, colours = _card_scores(effects_for(game.rules, playing, game.side))
    weights = [_weight(game.hand(s), scores, colours) if p else 0.0 for s, p in enumerate(playing)]
    return weights[seat] / sum(weights)


# How a hand's cards weigh on its chance of winning the round: a softmax over the
# seats fitted on 5,500 positions of four normal players (official rules); the
# fewer cards the better, and wilds (above all wild draw cards) and other cards
# with an effect are worth keeping; a card is judged by its effect, not its face.
_PER_CARD = {"size": -1.38, "wild": 0.6, "wd4": 0.76, "action": 0.12, "colour": -0.04}
_PER_POINT = 0.0035
# Per rules: each card's score and the colour it commits to (None for a wild).
_SCORES: dict[Effects, tuple[dict[str, float], dict[str, str | None]]] = {}


def _weight(hand: list[str], scores: dict[str, float], colour_of: dict[str, str | None]) -> float:
    if not hand:
        return 1e6
    score = _PER_CARD["size"] * math.log(len(hand))
    colours = set()
    for card in hand:
        score += scores[card]
        colour = colour_of[card]
        if colour is not None:
            colours.add(colour)
    return math.exp(score + _PER_CARD["colour"] * len(colours))


def _card_scores(effects: Effects) -> tuple[dict[str, float], dict[str, str | None]]:
    made = _SCORES.get(effects)
    if made is None:
        of = effects.of
        cards = effects.cards.items()
        scores = {text: _card_score(of[text], card.points) for text, card in cards}
        colours = {text: None if of[text].wild else card.colour for text, card in cards}
        made = _SCORES[effects] = (scores, colours)
    return made


def _card_score(effect: CardEffect, points: int) -> float:
    if effect.wild:
        kind = "wd4" if effect.draw else "wild"
    else:
        kind = "" if effect.effect is None else "action"
    return _PER_CARD.get(kind, 0.0) + _PER_POINT * points
