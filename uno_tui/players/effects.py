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

from collections.abc import Sequence
from typing import Any

from uno_tui.engine import Game, Ruleset
from uno_tui.engine.cards import ALL_CARDS
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

    __slots__ = ("attack", "moves", "of", "rules", "special", "two", "wild")

    def __init__(self, rules: Ruleset, two: bool, of: dict[str, CardEffect]) -> None:
        self.rules = rules
        self.two = two
        self.of = of
        self.wild = frozenset(c for c, e in of.items() if e.wild)
        self.attack = frozenset(c for c, e in of.items() if e.attack or e.reverse)
        self.special = frozenset(c for c, e in of.items() if e.effect is not None)
        self.moves: dict[str, Any] = {}  # move text -> what a policy made of it


# id(rules) -> (the rules, kept so the id stays theirs; the tables by `two`)
_TABLES: dict[int, tuple[Ruleset, dict[bool, Effects]]] = {}


def effects_for(rules: Ruleset, in_round: Sequence[bool]) -> Effects:
    """Every card's effect under `rules` with the seats `in_round` still playing."""
    two = sum(in_round) == 2
    entry = _TABLES.get(id(rules))
    if entry is None or entry[0] is not rules:
        entry = _TABLES[id(rules)] = (rules, {})
    table = entry[1].get(two)
    if table is None:
        table = entry[1][two] = Effects(rules, two, _table(rules, two))
    return table


def _table(rules: Ruleset, two: bool) -> dict[str, CardEffect]:
    """The engine's own answer for every card, asked of a fresh game of two players
    (`two`) or more. Where two cannot be dealt (teams), the smallest table that can:
    there a Reverse is read as a Reverse even with two seats left."""
    counts = rules.player_counts()
    players = 2 if two and 2 in counts else min((n for n in counts if n > 2), default=2)
    game = Game.new(rules, [f"P{i}" for i in range(players)], seed=0)
    return {card: card_effect(game, card) for card in ALL_CARDS}
