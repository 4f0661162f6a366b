"""RULES 8 under random legal play, in every shipped ruleset and player count:
after every move (any seat's: catches, late calls, jump-ins, doubts included) the
cards are conserved and exactly one decision is due; now and then a wrong move is
refused and changes nothing; rounds end; the same seed and moves give the same game.

Besides the shipped files, the official ruleset is played with random option
values and Page One with the variants of RULES 6b."""

from __future__ import annotations

import random

import pytest
from support.driver import Driver, play_game, replay
from support.invariants import Invariants
from support.positions import joker_rules, page_one, rank_effects
from support.snapshot import snapshot

from uno_tui.engine import Ruleset, list_rulesets

SHIPPED = {r.name: r for r in list_rulesets()}
PAGE_ONE_VARIANTS = {
    "jokers": joker_rules(),
    "multi": page_one(multi=["same-number", "same-symbol"]),
    "pageone-last": page_one(calls="pageone-last", uno_penalty=3),
    "suit-reverse": page_one(reverse_on_suit_change=True, rank_effects=rank_effects({"Q": None})),
    "to-last": page_one(play_to_last=True, scoring="ranking", first_card="official"),
    "two-decks": page_one(
        deck_copies=2, stack=["2 on 2", "3 on 3", "3 on 2"], draw_until_playable=True
    ),
    "finish": page_one(
        finish_on_action="forbidden", finish_on_wild="forbidden", drawn_card="next-turn"
    ),
    "remap": page_one(
        rank_effects={"A": "skip", "9": "reverse", "2": "draw2"},  # 8 not wild, only Twos
        stack=["2 on 2"],
        uno_penalty=2,
    ),
}
RULESETS = SHIPPED | {f"page-one/{name}": rules for name, rules in PAGE_ONE_VARIANTS.items()}
# The official ruleset plays every game with option values drawn from these.
OFFICIAL_OPTIONS = {
    "start_player": ["dealer-draw", "random"],
    "hand_size": list(range(1, 11)),
    "first_card": ["official", "redraw-non-number"],
    "draw_with_playable": ["allowed", "forbidden"],
    "wd4_restriction": ["no-matching-colour", "no-other-playable", "none"],
    "challenge_guilty": ["draw-4", "take-back-and-draw-4"],
    "uno_penalty": [0, 2, 4],
    "misplay_penalty": [0, 2],
    "next_dealer": ["winner", "left"],
    "two_player_rules": [True, False],
    "scoring": ["points", "round-table", "penalty"],
    "target_score": [30, 100, 500],
}
PLAYERS = (2, 3, 5, 10)
LONG_ROUNDS_PLAYERS = 6  # at most, where rounds go on to the last player (play_to_last)
GAMES = 3  # per ruleset and player count
ROUNDS = 2  # at most, per game
REFUSE_EVERY = 7  # moves
CAP = 5000  # random moves in one round


def cases():
    for name, rules in sorted(RULESETS.items()):
        top = min(rules.max_players, LONG_ROUNDS_PLAYERS if rules.play_to_last else 99)
        counts = sorted({min(p, top) for p in PLAYERS if p >= rules.min_players})
        for players in counts:
            yield pytest.param(name, players, id=f"{name}-{players}")


def rules_for(name: str, rng: random.Random) -> Ruleset:
    if name != "official":
        return RULESETS[name]
    options = {key: rng.choice(values) for key, values in OFFICIAL_OPTIONS.items()}
    return RULESETS[name].with_options(**options)


@pytest.mark.parametrize(("name", "players"), cases())
def test_random_play_keeps_every_invariant(name, players):
    capped: list = []
    for game_number in range(GAMES):
        seed = 1000 * game_number + 17 * players + len(name)
        rng = random.Random(seed)
        rules = rules_for(name, rng)
        check = Invariants(None, rng, REFUSE_EVERY)  # the game's whole deck
        driver = Driver(seed, prefer_play=0.9)
        game = play_game(rules, players, seed, ROUNDS, check, driver, cap=CAP, capped=capped)
        assert game.round_over and check.refused, "no round was played or no move refused"
        again = replay(game)
        assert snapshot(again) == snapshot(game), f"{name}: seed {seed} did not replay"
    # No round of random play ran past the cap (greedy play would have ended it).
    assert capped == [], capped
