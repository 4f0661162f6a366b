"""Helpers for the house-rule tests (test_house_*.py): exact positions under
changed options, and random games of whole rulesets checked against RULES 8.

Imported as `house_helpers` (pytest puts this folder on sys.path); the name is
unique across tests/ on purpose.
"""

from __future__ import annotations

import random
from collections import Counter

from engine_helpers import NAMES, official, position

from uno_tui.engine import Game, IllegalMove, Ruleset, parse_card

DRAWS = ("draw", "keep", "accept")
OUT_OF_TURN = ("catch ", "uno", "jumpin ", "doubt")
ROUND_CAP = 5000


# The official ruleset with options changed, and exact positions: shared with the
# official-rule tests (engine_helpers), under the short names these tests use.
house = official
pos = position


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def own_moves(game, by: int | None = None) -> list[str]:
    """The legal moves of the player due (or `by`), without catches of others."""
    return [m for m in game.legal_moves(by=by) if not m.startswith("catch ")]


def drawn(events, seat: int) -> list[str]:
    """Every card `seat` drew in these events, in order."""
    return [c for e in events if e.kind == "draw" and e.player == seat for c in e.cards]


def state(game: Game) -> dict:
    """The public and private state two equal games must share."""
    n = len(game.players)
    return {
        "hands": [game.hand(i) for i in range(n)],
        "discard": game.discard,
        "draw": game.draw_pile_size,
        "turn": game.turn,
        "direction": game.direction,
        "phase": game.phase,
        "colour": game.colour,
        "pending": game.pending_draw,
        "scores": list(game.scores),
        "round_scores": [list(r) for r in game.round_scores],
        "round": (game.round_number, game.round_over, game.winner, game.finished),
        "game": (game.game_over, game.game_winner),
        "catchable": game.catchable,
        "called": [game.uno_called(i) for i in range(n)],
    }


# -- random games --------------------------------------------------------------


class Policy:
    """Random legal play that prefers playing cards: among the player due's moves
    a non-drawing one is chosen with probability `prefer`; now and then another
    seat makes one of its out-of-turn moves (catch, late UNO, jump-in, doubt)."""

    def __init__(self, seed: int, prefer: float = 0.9, others: float = 0.1):
        self.rnd = random.Random(seed)
        self.prefer, self.others = prefer, others

    def __call__(self, game: Game) -> tuple[str, int]:
        rnd, n = self.rnd, len(game.players)
        if rnd.random() < self.others:
            by = rnd.randrange(n)
            if by != game.turn:
                moves = game.legal_moves(by=by)
                if moves:
                    return rnd.choice(moves), by
        moves = game.legal_moves()
        plays = [m for m in moves if m not in DRAWS and not m.startswith(OUT_OF_TURN)]
        if plays and rnd.random() < self.prefer:
            return rnd.choice(plays), game.turn
        return rnd.choice(moves), game.turn


def greedy(game: Game) -> tuple[str, int]:
    """A deterministic policy that heads for the end of the round (to tell a livelock
    from a merely long random round): go out if possible, else shed number cards
    (most at once), action cards next, wild cards last; draw only when it must."""
    moves = game.legal_moves()
    plays = [m for m in moves if m.startswith("play")]
    if plays:
        size = game.hand_size(game.turn)

        def key(m: str):
            cards = [parse_card(w) for w in m.split()[1:]]
            cards = [c for c in cards if c is not None]
            kind = 0 if all(c.is_number for c in cards) else 2 if cards[0].is_wild else 1
            return (len(cards) < size, kind, -len(cards), m)

        return min(plays, key=key), game.turn
    for wanted in ("accept", "draw", "keep"):
        if wanted in moves:
            return wanted, game.turn
    return moves[0], game.turn


def check_invariants(game: Game, deck: Counter, text: str, by: int) -> None:
    """RULES 8 after one move: conservation, one decision due, a sane state."""
    assert game.all_cards() == deck, f"cards not conserved after {text!r} by {by}"
    n = len(game.players)
    if game.round_over:
        assert game.winner is not None
        assert all(game.legal_moves(by=i) == [] for i in range(n))
        return
    assert game.in_round(game.turn), f"seat {game.turn} is due but out of the round"
    assert game.legal_moves(), f"the player due has no move after {text!r} by {by}"
    for i in range(n):
        if i != game.turn:
            others = game.legal_moves(by=i)
            assert all(m.startswith(OUT_OF_TURN) for m in others), (i, others)
    if game.phase in ("stack", "challenge"):
        assert game.pending_draw > 0
    for seat in game.catchable:  # O12: only a player holding one card is liable
        assert game.hand_size(seat) == 1 and not game.uno_called(seat), (seat, text, by)


def refuse_one(game: Game, rnd: random.Random) -> None:
    """A move the engine must refuse leaves the game exactly as it was (RULES 8):
    malformed text, a card the seat does not hold, a move not legal for that seat now."""
    seat = rnd.randrange(len(game.players))
    legal = set(game.legal_moves(by=seat))
    held = set(game.hand(seat))
    candidates = ["play Z9", "catch 99", "colour pink", "fly", "keep 2", "play"]
    candidates += [m for m in ("challenge", "keep", "doubt", "uno", "colour red") if m not in legal]
    missing = sorted(set(game.rules.deck_cards()) - held)
    if missing:
        card = rnd.choice(missing)
        candidates += [f"play {card} red", f"play {card}", f"facedown {card}"]
    attempt = rnd.choice(candidates)
    before = state(game)
    try:
        game.move(attempt, by=seat)
    except IllegalMove as refused:
        assert str(refused).strip(), "a refusal says why"
    else:
        raise AssertionError(f"{attempt!r} by {seat} was accepted")
    assert state(game) == before, f"refused {attempt!r} by {seat} changed the game"


def play_game(
    rules: Ruleset, players: int, seed: int, max_rounds: int = 3, capped: list | None = None
) -> Game:
    """A random game of up to `max_rounds` rounds, every invariant checked after every
    move. A round still running after ROUND_CAP random moves is handed to the greedy
    policy (and noted in `capped`); only a round that does not end then either is a
    failure (a livelock)."""
    game = Game.new(rules, NAMES[:players], seed=seed)
    deck = Counter(rules.deck_cards())
    assert game.all_cards() == deck
    policy = Policy(seed)
    for played in range(max_rounds):
        if played:
            game.next_round()
            check_invariants(game, deck, "next_round", -1)
        steps = 0
        while not game.round_over:
            chooser = policy if steps < ROUND_CAP else greedy
            if steps == ROUND_CAP and capped is not None:
                capped.append((rules.name, players, seed, game.round_number))
            text, by = chooser(game)
            game.move(text, by=by)
            steps += 1
            check_invariants(game, deck, text, by)
            if steps % 7 == 0:
                refuse_one(game, policy.rnd)
            assert steps < 2 * ROUND_CAP, (
                f"{rules.name}: {players} players, seed {seed}: round {game.round_number} "
                f"did not end, even with greedy play (a livelock)"
            )
        if game.game_over:
            break
    return game


def replay(game: Game) -> Game:
    """The same ruleset, seed and logged moves in a fresh game."""
    again = Game.new(game.rules, game.players, seed=game.seed)
    for entry in game.log:
        if entry.round != again.round_number:
            again.next_round()
        again.move(entry.move, by=entry.by)
    return again
