"""Helpers for the American Page One tests (test_page_one_*.py, RULES 6b).

Imported as `page_one_helpers` (pytest puts this folder on sys.path); the name
is unique across tests/ on purpose. Self-contained: it does not depend on the
other engine helper modules.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from uno_tui.engine import Game, IllegalMove, Ruleset, load_ruleset, parse_card

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
SUITS = ("S", "H", "D", "C")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# Plain cards (no effect under the shipped page-one ranks) used to fill draw piles.
PLAIN_RANKS = ("A", "4", "5", "6", "7", "9", "10", "K")
ROUND_CAP = 4000  # moves in one round of random play before we call it endless


def page_one(**options) -> Ruleset:
    """The shipped page-one ruleset, with some options changed."""
    rules = load_ruleset("page-one")
    return rules.with_options(**options) if options else rules


def rank_effects(changes: dict[str, str | None]) -> dict[str, str]:
    """The shipped rank effects with some ranks changed; None removes a rank's effect."""
    effects = dict(load_ruleset("page-one").rank_effects)
    for rank, effect in changes.items():
        if effect is None:
            effects.pop(rank, None)
        else:
            effects[rank] = effect
    return effects


def joker_rules(**options) -> Ruleset:
    """The joker-as-Wild-Draw-Four variant: two jokers, JOKER = wild4, jokers stack."""
    base = load_ruleset("page-one")
    return base.with_options(
        jokers=2,
        rank_effects=rank_effects({"JOKER": "wild4"}),
        stack=[*base.stack, "JOKER on JOKER"],
        **options,
    )


def filler(rules: Ruleset, used: list[str], count: int = 20) -> list[str]:
    """`count` plain cards of the deck not already `used`, in a fixed order."""
    left = Counter(rules.deck_cards()) - Counter(parse_card(c).text for c in used)
    out = []
    for rank in PLAIN_RANKS:
        for suit in SUITS:
            card = f"{rank}{suit}"
            while left[card] and len(out) < count:
                out.append(card)
                left[card] -= 1
    return out


def pos(
    rules: Ruleset,
    hands: list[list[str]],
    discard: list[str],
    draw_pile: list[str] | None = None,
    turn: int = 0,
    direction: int = 1,
    colour: str | None = None,
) -> Game:
    """An exact position; `discard` bottom to top, `draw_pile` top first (default:
    plain cards not used elsewhere, so any drawing works)."""
    if draw_pile is None:
        used = [c for h in hands for c in h] + list(discard)
        draw_pile = filler(rules, used)
    return Game.from_position(
        rules,
        NAMES[: len(hands)],
        hands=[list(h) for h in hands],
        discard=list(discard),
        draw_pile=list(draw_pile),
        turn=turn,
        direction=direction,
        colour=colour,
    )


def snapshot(game: Game) -> dict:
    """Everything a refused move must leave untouched (public view)."""
    n = len(game.players)
    return {
        "hands": [game.hand(i) for i in range(n)],
        "discard": game.discard,
        "draw_pile_size": game.draw_pile_size,
        "turn": game.turn,
        "direction": game.direction,
        "phase": game.phase,
        "colour": game.colour,
        "top": game.top,
        "scores": list(game.scores),
        "round_scores": [list(r) for r in game.round_scores],
        "catchable": game.catchable,
        "called": [game.uno_called(i) for i in range(n)],
        "pending_draw": game.pending_draw,
        "log": list(game.log),
        "events": len(game.events),
        "round": (game.round_number, game.round_over, game.winner),
        "finished": game.finished,
        "moves": [game.legal_moves(by=i) for i in range(n)],
    }


def assert_refused(game: Game, text: str, by: int | None = None, match: str | None = None):
    """The move raises IllegalMove with a reason and changes nothing."""
    before = snapshot(game)
    with pytest.raises(IllegalMove, match=match) as refused:
        game.move(text, by=by)
    assert str(refused.value).strip(), "a refusal must say why"
    assert snapshot(game) == before, f"refused move {text!r} changed the game"
    return str(refused.value)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def own_plays(game: Game, by: int | None = None) -> list[str]:
    return [m for m in game.legal_moves(by=by) if m.startswith("play ")]


def first_flip(game: Game) -> str:
    return [e for e in game.events if e.kind == "flip"][-1].cards[0]


def seed_where(rules: Ruleset, n: int, wanted, limit: int = 3000) -> Game:
    """The first Game.new(seed=0, 1, ...) for which `wanted(game)` is true."""
    for seed in range(limit):
        game = Game.new(rules, NAMES[:n], seed=seed)
        if wanted(game):
            return game
    raise AssertionError(f"no seed below {limit} gives the position wanted")


# -- random play ---------------------------------------------------------------


def random_move(game: Game, rnd: random.Random) -> tuple[str, int]:
    """A random legal move: sometimes another seat's (catch, late call), else the due
    player's, preferring plays over draws with probability 0.8 to keep rounds short."""
    n = len(game.players)
    if rnd.random() < 0.15:
        by = rnd.randrange(n)
        if by != game.turn:
            moves = game.legal_moves(by=by)
            if moves:
                return rnd.choice(moves), by
    moves = game.legal_moves()
    assert moves, f"nobody can move: phase {game.phase}, turn {game.turn}"
    plays = [m for m in moves if m.startswith("play ")]
    if plays and rnd.random() < 0.8:
        return rnd.choice(plays), game.turn
    return rnd.choice(moves), game.turn


def check_invariants(game: Game, start: Counter) -> None:
    """RULES 8 after every move: conservation, somebody due to act."""
    assert game.all_cards() == start, "cards were created or lost"
    n = len(game.players)
    for seat in range(n):
        assert game.hand_size(seat) == len(game.hand(seat))
    if not game.round_over:
        assert game.legal_moves(), f"the player due has no move (phase {game.phase})"
        assert 0 <= game.turn < n and game.in_round(game.turn)
        assert game.phase in ("play", "drawn", "stack", "challenge", "colour", "out")
    if game.phase == "play" and not game.round_over:
        assert game.pending_draw == 0


def play_game(rules: Ruleset, n: int, seed: int, max_rounds: int = 2) -> Game:
    """A seeded game of random legal play for up to `max_rounds` rounds, with the
    invariants checked after every move; every round must end."""
    rnd = random.Random(seed * 7919 + n)
    game = Game.new(rules, NAMES[:n], seed=seed)
    start = Counter(rules.deck_cards())
    assert game.all_cards() == start
    rounds = 1
    while True:
        steps = 0
        while not game.round_over:
            text, by = random_move(game, rnd)
            game.move(text, by=by)
            steps += 1
            check_invariants(game, start)
            assert steps < ROUND_CAP, f"round {game.round_number} did not end"
        assert game.winner is not None
        assert len(game.round_scores) == game.round_number
        if game.game_over or rounds >= max_rounds:
            return game
        game.next_round()
        rounds += 1
        check_invariants(game, start)


def replay(rules: Ruleset, n: int, seed: int, log) -> Game:
    """A fresh Game.new with the same seed fed the logged moves, dealing the next
    round whenever the logged round number changes."""
    game = Game.new(rules, NAMES[:n], seed=seed)
    for entry in log:
        while game.round_number < entry.round:
            game.next_round()
        game.move(entry.move, by=entry.by)
    return game


def state(game: Game) -> dict:
    """What two equal games must agree on."""
    n = len(game.players)
    return {
        "hands": [game.hand(i) for i in range(n)],
        "discard": game.discard,
        "draw": game.draw_pile_size,
        "turn": game.turn,
        "direction": game.direction,
        "phase": game.phase,
        "colour": game.colour,
        "scores": list(game.scores),
        "round_scores": [list(r) for r in game.round_scores],
        "round": (game.round_number, game.round_over, game.winner, game.game_over),
        "events": list(game.events),
        "log": list(game.log),
    }
