"""What every card does under the rules in play, as the computer players read it.

A seat's view says what the cards of its hand and the top card do
(`SeatView.card_effects`); a player also reasons about cards it does not hold
(what others may have played, what a sampled world deals). `effects_for` gives
the `CardEffect` of every card under a ruleset, made once per ruleset from the
engine's own answer (`decisions.card_effect` on a fresh game of those rules):
the same values as the view's, for any card. A card's face is never read.

Under the same rules a card may act otherwise with two seats left in the round
(a Reverse acts as a Skip where `two_player_rules` says so), so there are two
tables per ruleset.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from uno_tui.engine import Game, Ruleset
from uno_tui.engine.cards import ALL_CARDS, Card, flip_cards
from uno_tui.engine.decisions import CardEffect, card_effect

# The moves that call (UNO, Page One's calls) and those that shed nothing.
CALLS = frozenset({"uno", "pageone", "stop"})
STALLS = frozenset({"draw", "pass"})


class Effects:
    """Every card's effect under one ruleset (with two seats left, or more).

    `of[card]` is its `CardEffect`; `wild`, `attack` and `special` are the cards
    that declare a colour, that hurt the next player (make another player draw
    or miss a turn, or turn play away from them: a Reverse), and that do
    anything at all. The policies keep what they work out per move here
    (`moves`), so a cache never outlives, nor crosses, the rules it was made under.
    """

    __slots__ = ("attack", "cards", "moves", "of", "rules", "special", "two", "wild")

    def __init__(
        self, rules: Ruleset, two: bool, of: dict[str, CardEffect], cards: Mapping[str, Card]
    ) -> None:
        self.rules = rules
        self.two = two
        self.of = of
        self.cards = cards  # every card these rules know (FLIP!: as of one side)
        self.wild = frozenset(c for c, e in of.items() if e.wild)
        self.attack = frozenset(c for c, e in of.items() if e.attack or e.reverse)
        self.special = frozenset(c for c, e in of.items() if e.effect is not None)
        self.moves: dict[str, Any] = {}  # move text -> what a policy made of it


# id(rules) -> (the rules, kept so the id stays theirs; the tables by `two` and side)
_TABLES: dict[int, tuple[Ruleset, dict[tuple[bool, str], Effects]]] = {}


def effects_for(rules: Ruleset, in_round: Sequence[bool], side: str = "light") -> Effects:
    """Every card's effect under `rules` with the seats `in_round` still playing, on
    `side` (UNO FLIP!'s dark side; every other deck has one side)."""
    two = sum(in_round) == 2
    entry = _TABLES.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = _TABLES[id(rules)] = (rules, {})
    table = entry[1].get((two, side))
    if table is None:
        cards = flip_cards(side) if rules.deck == "flip" else ALL_CARDS
        of = _table(rules, two, side, cards)
        table = entry[1][two, side] = Effects(rules, two, of, cards)
    return table


def _table(
    rules: Ruleset, two: bool, side: str, cards: Mapping[str, Card]
) -> dict[str, CardEffect]:
    """The engine's own answer for every card, asked of a fresh game of two players
    (`two`) or more. Where two cannot be dealt (teams), the smallest table that can:
    there a Reverse is read as a Reverse even with two seats left. A FLIP! side's
    answers are asked of a game set up on that side."""
    counts = rules.player_counts()
    players = 2 if two and 2 in counts else min((n for n in counts if n > 2), default=2)
    names = [f"P{i}" for i in range(players)]
    if rules.deck == "flip":
        hands = [[f"R{i + 1}/P{i + 1}"] for i in range(players)]
        game = Game.from_position(rules, names, hands, ["B1/T1"], [], side=side)
    else:
        game = Game.new(rules, names, seed=0)
    return {card: card_effect(game, card) for card in cards}
