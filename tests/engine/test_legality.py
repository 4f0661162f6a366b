"""One legality (issue 9, item 3): at random positions reached in every shipped
ruleset, every move `legal_moves(by=seat)` lists for any seat is accepted by
`move()`, whether taken from the listing or checked again (with and without the
fast paths), and plausible-but-wrong moves (cards not held, wrong colours, another
seat's moves, moves of another phase, malformed text) are refused with a reason
and leave the game exactly as it was."""

from __future__ import annotations

import random

import pytest
from support.driver import Driver, play_game
from support.refusals import assert_refused_quietly, wrong_moves
from support.snapshot import independent_copy, snapshot

from uno_tui.engine import Game, list_rulesets

SHIPPED = {r.name: r for r in list_rulesets()}
GAMES = ((11, 2), (12, 3), (13, 5))  # seed, players
EVERY = 4  # moves between two positions examined
POSITIONS = 25  # at most, per game
WRONG = 6  # wrong moves tried per seat and position


class Examiner:
    """Called after every move of a random game: every EVERY-th position (at most
    POSITIONS) tries every listed move of every seat on a copy, and WRONG wrong
    moves per seat on the game itself."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.moves = self.positions = self.listed = self.refused = 0

    def __call__(self, game: Game, text: str, by: int) -> None:
        self.moves += 1
        if game.round_over or self.moves % EVERY or self.positions >= POSITIONS:
            return
        self.positions += 1
        before = snapshot(game)
        for seat in range(len(game.players)):
            for move in game.legal_moves(by=seat):
                independent_copy(game).move(move, by=seat)  # raises if refused
                for fast in (True, False):  # and checked, not taken from the listing
                    checked = independent_copy(game)
                    checked.use_fast_paths(fast)  # (forgets what was listed)
                    checked.move(move, by=seat)
                self.listed += 1
            wrong = wrong_moves(game, seat)
            for attempt in self.rng.sample(wrong, min(WRONG, len(wrong))):
                assert_refused_quietly(game, attempt, seat)
                self.refused += 1
        assert snapshot(game) == before, "a move tried on a copy changed the game"


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_listed_moves_are_accepted_and_wrong_moves_refused(name):
    for seed, players in GAMES:
        examine = Examiner(seed)
        driver = Driver(seed, others=0.2, prefer_play=0.9)
        play_game(SHIPPED[name], players, seed, rounds=1, check=examine, driver=driver)
        assert examine.positions and examine.listed and examine.refused, vars(examine)
