"""RULES 8, checked after every move in every phase of every ruleset."""

from __future__ import annotations

import random
import re
from collections import Counter

from support.refusals import refuse_one
from uno_tui.engine import Game

# Every decision a game can wait for (Game.phase), and the two ends.
PHASES = {"play", "drawn", "challenge", "stack", "skipped", "colour", "out", "change", "choose"}
OVER = {"round-over", "game-over"}
# Moves a seat may make when it is not due (RULES 7): catches, late calls, jump-ins, doubts.
OUT_OF_TURN = ("catch ", "uno", "pageone", "stop", "jumpin ", "doubt")
CALLS = {"uno", "pageone", "stop"}


class Invariants:
    """Call after every move: `check(game, text, by)`. The game must hold exactly the
    cards of `deck` (a Game.new: the ruleset's whole deck) at every check. With an
    `rng`, every `refuse_every`-th check (the first included) also tries a wrong move
    by a random seat, which must be refused and change nothing."""

    def __init__(
        self, deck: Counter | None, rng: random.Random | None = None, refuse_every: int = 1
    ):
        # None: the game's own deck, read at the first check (a FLIP! game pairs its faces).
        self.deck = None if deck is None else Counter(deck)
        self.rng, self.refuse_every = rng, refuse_every
        self.checks = 0
        self.refused: list[str] = []

    def __call__(self, game: Game, text: str = "", by: int | None = None) -> None:
        after = f"after {text!r} by {by}" if text else "at the start of the game"
        if self.deck is None:
            self.deck = Counter(game.deck_cards())
        conserved(game, self.deck, after)
        one_decision_due(game, after)
        if self.rng and self.checks % self.refuse_every == 0 and not game.round_over:
            self.refused.append(refuse_one(game, self.rng))
        self.checks += 1


def conserved(game: Game, deck: Counter, after: str = "") -> None:
    """No card created, duplicated or lost; all_cards() agrees with what is shown
    (face-down cards lie in the discard pile, under the top card)."""
    n = len(game.players)
    cards = game.all_cards()
    assert cards == deck, f"cards not conserved {after}: {(cards - deck) or -(deck - cards)}"
    seen = Counter(game.discard)
    for seat in range(n):
        hand = game.hand(seat)
        assert game.hand_size(seat) == len(hand)
        seen.update(hand)
    assert not seen - cards, f"cards shown but not counted {after}: {seen - cards}"
    unseen = sum(cards.values()) - sum(seen.values())
    assert unseen == game.draw_pile_size, f"the draw pile holds the rest {after}"


def one_decision_due(game: Game, after: str = "") -> None:
    """Until the round is over exactly one seat (the player due) has a decision to
    make; everybody else may only make out-of-turn moves. After it, nobody moves."""
    n = len(game.players)
    seats = range(n)
    moves = [game.legal_moves(by=s) for s in seats]
    if game.round_over:
        assert game.phase in OVER, (game.phase, after)
        assert game.phase == ("game-over" if game.game_over else "round-over")
        assert game.winner is not None and game.catchable == [], after
        assert moves == [[]] * n, f"a move is listed when the round is over {after}"
        assert len(game.round_scores) == game.round_number
        if game.game_over:
            assert game.game_winner is not None
        return
    assert not game.game_over
    assert game.phase in PHASES, f"unknown phase {game.phase!r} {after}"
    turn = game.turn
    assert 0 <= turn < n and game.in_game(turn) and game.in_round(turn), (turn, after)
    assert game.legal_moves() == moves[turn]
    assert moves[turn], f"the player due has no move in phase {game.phase} {after}"
    for seat in seats:
        if seat != turn:
            wrong = [m for m in moves[seat] if not m.startswith(OUT_OF_TURN)]
            assert not wrong, f"seat {seat} is not due but may {wrong} {after}"
            late = CALLS.intersection(moves[seat])  # only a liable seat may call late
            assert bool(late) == (seat in game.catchable), (seat, moves[seat], after)
        if not game.in_game(seat):
            assert moves[seat] == [], (seat, after)
    # The top card, with a wild's colour after its face ('W+4>G'; FLIP!: 'W>G/T3').
    assert game.discard and re.sub(">[A-Z]", "", game.top) == game.discard[-1]
    if game.colour is None:  # (a Greninja asks for a second colour with one active)
        # a Change's target declares it; a Hit+? player, after turning up a wild
        assert game.phase in ("colour", "change", "choose"), (game.phase, after)
    if game.phase in ("stack", "challenge"):
        assert game.pending_draw > 0, after
    # (priorities: the Tōgen deck; amounts: No Mercy)
    stacking = game.rules.stack or game.rules.stack_priority or game.rules.stack_amount
    if game.phase == "play" or (not stacking and game.phase != "challenge"):
        assert game.pending_draw == 0, after
    if not stacking and game.phase == "challenge":  # one Wild Draw Four, no more
        top = game.discard[-1]  # (FLIP!: a Wild Draw Two, or 1 for "until the colour")
        face = top.split("/")[game.side == "dark"] if "/" in top else top
        assert game.pending_draw == {"W+2": 2, "W+C": 1}.get(face, 4), after
    for seat in game.catchable:  # O12: only a player who should have called is liable
        assert game.hand_size(seat) <= 1, (seat, after)
        if seat != game.unconfirmed_out:  # (a last card played without the final call)
            assert not game.uno_called(seat), (seat, after)
