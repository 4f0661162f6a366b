"""The fast paths play the same game as the general code (issue 9, item 3).

Two copies of each random game are played side by side, one with the fast
paths (a move of the player due made from their listing without checking it
again, `quick_play`, `quick_draw`, the ready-made move texts, the plain-card
shortcuts) and one without (`Game.use_fast_paths(False)`); after every move
every declared piece of state, the moves listed for every seat and the events
must be equal. Every listed move is accepted (one legality: the listing and
the checking agree); moves that may be refused are tried too: both copies
refuse them with the same reason, and a refusal changes nothing. Over every
shipped ruleset, at 2 and 4 players.
"""

from __future__ import annotations

import random

import pytest

from uno_tui.engine import Game, IllegalMove, Ruleset, list_rulesets
from uno_tui.engine.state import State

RULESETS = {r.name: r for r in list_rulesets()}
# The peers' house rules (RULES 5b) that no shipped ruleset sets, in two bundles.
RULESETS["peers-a"] = Ruleset(name="peers-a").with_options(
    bomb=True,
    blind_draw=True,
    hand_limit=9,
    reveal_below=3,
    uno_call="at-one",
    stack=["+2 on +2"],
    misplay_penalty=2,
    misplay_ends_turn=False,
    elimination="most-cards",
    shuffle_seats=True,
    first_card="redraw-wild",
    score_multiplier=2,
)
RULESETS["peers-b"] = Ruleset(name="peers-b").with_options(
    stack=["+2 on +2", "+4 on +2", "+4 on +4", "+2 on +4"],
    stack_revenge=True,
    stack_colour="any",
    stack_deflect=["reverse", "skip"],
    deflect_colour="any",
    skip_deflect_to="next",
    jump_in=True,
    jump_in_wild=True,
    uno_call="none",
    hand_limit=12,
    seven_zero=True,
)
STATE = [name for name in State.__annotations__ if name != "_rng"]
TRIES = ("play R5", "play W blue", "play W+4 red", "draw", "keep", "uno", "accept", "catch 1")
MOVES_PER_GAME = 1500


def snapshot(game: Game) -> dict:
    state = {name: getattr(game, name) for name in STATE}
    state["_rng"] = game._rng.getstate()
    return state


def frozen(game: Game) -> tuple:
    """A copy of the state to compare with later: lists become tuples; the log and the
    events (which only grow) by their lengths."""

    def freeze(value):
        if isinstance(value, list | tuple):
            return tuple(freeze(v) for v in value)
        return value

    state = snapshot(game)
    state["log"], state["events"] = len(game.log), len(game.events)
    return tuple((name, freeze(value)) for name, value in state.items())


def outcome(game: Game, text: str, by: int) -> tuple:
    try:
        return ("made", game.move(text, by))
    except IllegalMove as refused:
        return ("refused", str(refused))


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", sorted(RULESETS))
def test_fast_paths_play_the_same_game(name, players):
    rules = RULESETS[name]
    for seed in range(2):
        fast = Game.new(rules, [f"P{i}" for i in range(players)], seed=seed)
        slow = Game.new(rules, [f"P{i}" for i in range(players)], seed=seed)
        slow.use_fast_paths(False)
        rnd = random.Random(seed)
        for _ in range(MOVES_PER_GAME):
            if fast.game_over:
                break
            if fast.round_over:
                assert fast.next_round() == slow.next_round()
                continue
            listed = [fast.legal_moves(s) for s in range(players)]
            assert listed == [slow.legal_moves(s) for s in range(players)]
            by = fast.turn if rnd.random() < 0.9 else rnd.randrange(players)
            moves = listed[by] or listed[fast.turn]
            by = by if listed[by] else fast.turn
            text, listed_move = rnd.choice(moves), True
            if rnd.random() < 0.1:  # a move that may well be refused
                text, by, listed_move = rnd.choice(TRIES), rnd.randrange(players), False
            before = None if listed_move else frozen(fast)
            made = outcome(fast, text, by)
            assert made[0] == "made" or not listed_move, (text, made)
            assert made[0] == "made" or frozen(fast) == before, text
            assert outcome(slow, text, by) == made, text
            assert snapshot(fast) == snapshot(slow), text
