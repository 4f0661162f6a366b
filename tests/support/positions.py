"""Rulesets with options changed, and exact positions built from card notation."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from uno_tui.engine import Game, Ruleset, load_ruleset, parse_card

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# Page One ranks with no effect in the shipped ruleset: they fill draw piles.
PLAIN_RANKS = ("A", "4", "5", "6", "7", "9", "10", "K")


def ruleset(name: str, **options) -> Ruleset:
    """A shipped ruleset, with some options changed."""
    rules = load_ruleset(name)
    return rules.with_options(**options) if options else rules


def official(**options) -> Ruleset:
    return ruleset("official", **options)


def page_one(**options) -> Ruleset:
    return ruleset("page-one", **options)


def rank_effects(changes: dict[str, str | None]) -> dict[str, str]:
    """The shipped Page One rank effects with some changed; None removes a rank's effect."""
    effects = dict(load_ruleset("page-one").rank_effects)
    for rank, effect in changes.items():
        if effect is None:
            effects.pop(rank, None)
        else:
            effects[rank] = effect
    return effects


def joker_rules(**options) -> Ruleset:
    """Page One with jokers as Wild Draw Fours: two jokers, JOKER = wild4, jokers stack."""
    base = load_ruleset("page-one")
    return base.with_options(
        jokers=2,
        rank_effects=rank_effects({"JOKER": "wild4"}),
        stack=[*base.stack, "JOKER on JOKER"],
        **options,
    )


def position(
    rules: Ruleset,
    hands: Sequence[Sequence[str]],
    discard: Sequence[str],
    draw_pile: Sequence[str] | None = None,
    turn: int = 0,
    direction: int = 1,
    colour: str | None = None,
    names: Sequence[str] | None = None,
    **extra,
) -> Game:
    """An exact position; `discard` bottom to top, `draw_pile` top first; seats are
    named Ann, Ben, Cat, ... unless `names` are given. `extra`: dealer, seed (0).
    Without a `draw_pile` there is none, except with playing cards (Page One): plain
    cards not used elsewhere, so any drawing works."""
    if draw_pile is None:
        used = [c for h in hands for c in h] + list(discard)
        draw_pile = plain_cards(rules, used) if rules.playing_cards else []
    extra.setdefault("seed", 0)  # reshuffles and new rounds: the same in every run
    return Game.from_position(
        rules,
        list(names or NAMES[: len(hands)]),
        hands=[list(h) for h in hands],
        discard=list(discard),
        draw_pile=list(draw_pile),
        turn=turn,
        direction=direction,
        colour=colour,
        **extra,
    )


def plain_cards(rules: Ruleset, used: Sequence[str], count: int = 20) -> list[str]:
    """`count` Page One cards without effect not already `used`, in a fixed order."""
    left = Counter(rules.deck_cards()) - Counter(parse_card(c).text for c in used)
    out: list[str] = []
    for rank in PLAIN_RANKS:
        for suit in SUITS:
            card = f"{rank}{suit}"
            while left[card] and len(out) < count:
                out.append(card)
                left[card] -= 1
    return out


def seed_where(rules: Ruleset, n: int, wanted: Callable[[Game], bool], limit: int = 5000) -> Game:
    """The first Game.new(seed=0, 1, ...) for which `wanted(game)` is true."""
    for seed in range(limit):
        game = Game.new(rules, NAMES[:n], seed=seed)
        if wanted(game):
            return game
    raise AssertionError(f"no seed below {limit} gives the position wanted")
