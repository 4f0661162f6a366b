"""Property-based random games (RULES 8): after every move of random legal play
(including catches and late UNO calls from other seats) the invariants hold:
card conservation, exactly one decision due, a refused move changes nothing,
rounds end; and the same seed with the same moves gives the same game."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from engine_helpers import NAMES, PHASES, official, play_round, random_move, snapshot
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from uno_tui.engine import Game, IllegalMove, card_info, describe, list_rulesets

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

OPTIONS = st.fixed_dictionaries(
    {
        "start_player": st.sampled_from(["dealer-draw", "random"]),
        "hand_size": st.integers(1, 10),
        "first_card": st.sampled_from(["official", "redraw-non-number"]),
        "draw_with_playable": st.sampled_from(["allowed", "forbidden"]),
        "wd4_restriction": st.sampled_from(["no-matching-colour", "no-other-playable", "none"]),
        "challenge_guilty": st.sampled_from(["draw-4", "take-back-and-draw-4"]),
        "uno_penalty": st.sampled_from([0, 2, 4]),
        "misplay_penalty": st.sampled_from([0, 2]),
        "next_dealer": st.sampled_from(["winner", "left"]),
        "two_player_rules": st.booleans(),
        "scoring": st.sampled_from(["points", "round-table", "penalty"]),
    }
)
SEEDS = st.integers(0, 2**32 - 1)
PLAYERS = st.integers(2, 10)
OUT_OF_TURN = ("catch ", "uno")
GARBAGE = ["", "fly", "play", "play Z9", "catch me", "draw 2", "colour pink", "play R5 R6"]


def check_due(game: Game) -> None:
    """Exactly one player (or one pending decision) is due; the public state is sane."""
    n = len(game.players)
    assert game.phase in PHASES
    assert all(game.hand_size(i) == len(game.hand(i)) for i in range(n))
    assert game.discard and game.top.split(">")[0] == game.discard[-1]
    if game.round_over:
        assert game.phase in ("round-over", "game-over")
        assert game.winner is not None and game.catchable == []
        assert all(game.legal_moves(by=i) == [] for i in range(n))
        return
    assert game.phase in ("play", "drawn", "challenge", "colour")
    assert game.in_game(game.turn)
    assert game.legal_moves(), "the player due always has a move"
    assert (game.colour is None) == (game.phase == "colour")
    assert game.pending_draw == (4 if game.phase == "challenge" else 0)
    for seat in game.catchable:
        assert game.hand_size(seat) == 1 and not game.uno_called(seat)
    for i in range(n):
        if i != game.turn and game.in_game(i):
            others = game.legal_moves(by=i)
            assert all(m.startswith(OUT_OF_TURN) for m in others), others
            assert ("uno" in others) == (i in game.catchable)


def illegal_candidates(game: Game, by: int) -> list[str]:
    """Well-formed and malformed moves that seat `by` may not make now."""
    legal = set(game.legal_moves(by=by))
    due = by == game.turn
    held = set(game.hand(by))
    moves = [
        f"play {card} red" if card_info(card).is_wild else f"play {card}"
        for card in sorted(set(game.rules.deck_cards()))
    ]
    moves += ["draw", "keep", "uno", "challenge", "accept", "colour red"]
    moves += [f"catch {i}" for i in range(len(game.players) + 1)]
    out = []
    for text in moves:
        if text in legal:
            continue
        if due and text == "draw" and game.phase == "challenge":
            continue  # 'draw' answers a Wild Draw Four like 'accept'
        card = text.split()[1] if text.startswith("play") else None
        misplay = game.rules.misplay_penalty and due and game.phase == "play" and card in held
        if misplay:
            continue  # trying an unplayable card is a (costly) move under O15
        out.append(text)
    return out + GARBAGE


class Invariants:
    """Checks every invariant of RULES 8 after each move of a random game."""

    def __init__(self, game: Game, rnd: random.Random):
        self.deck = Counter(game.rules.deck_cards())
        self.rnd = rnd
        self.refused = 0

    def __call__(self, game: Game, text: str | None = None, by: int | None = None) -> None:
        assert game.all_cards() == self.deck, f"cards not conserved after {text!r} by {by}"
        check_due(game)
        seat = self.rnd.randrange(len(game.players))
        attempt = self.rnd.choice(illegal_candidates(game, seat))
        before = snapshot(game)
        try:
            game.move(attempt, by=seat)
        except IllegalMove as refused:
            assert str(refused)
        else:
            raise AssertionError(f"{attempt!r} by {seat} was accepted but not a legal move")
        assert snapshot(game) == before, f"refused {attempt!r} by {seat} changed the game"
        self.refused += 1


@SETTINGS
@given(seed=SEEDS, players=PLAYERS, options=OPTIONS)
def test_random_games_keep_every_invariant(seed, players, options):
    rules = official(**options)
    game = Game.new(rules, NAMES[:players], seed=seed)
    rnd = random.Random(seed)
    check = Invariants(game, rnd)
    check(game)
    for _ in range(2):
        play_round(game, rnd, check)
        assert check.refused > 0
        if game.game_over:
            break
        game.next_round()
        check(game)


def replay(game: Game) -> Game:
    """The same ruleset, seed and logged moves in a new game."""
    again = Game.new(game.rules, game.players, seed=game.seed)
    for entry in game.log:
        if entry.round != again.round_number:
            again.next_round()
        again.move(entry.move, by=entry.by)
    return again


@SETTINGS
@given(
    seed=SEEDS,
    players=PLAYERS,
    options=OPTIONS,
    target=st.integers(30, 200),
    rounds=st.integers(1, 3),
)
def test_same_seed_and_moves_give_the_same_game(seed, players, options, target, rounds):
    if options["scoring"] == "penalty":
        options["scoring"] = "points"
    rules = official(**options, target_score=target, rounds=rounds)
    game = Game.new(rules, NAMES[:players], seed=seed)
    rnd = random.Random(seed)
    while True:
        moves = 0
        while not game.round_over:
            text, by = random_move(game, rnd)
            if rnd.random() < 0.2:  # refused moves must not use up any randomness
                with pytest.raises(IllegalMove):
                    game.move(rnd.choice(illegal_candidates(game, by)), by=by)
            game.move(text, by=by)
            moves += 1
            assert moves < 20_000
        if game.game_over:
            break
        game.next_round()
    again = replay(game)
    assert snapshot(again) == snapshot(game)
    assert again.events == game.events
    assert again.log == game.log


@settings(max_examples=20, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_points_games_to_500_end(seed, players):
    rules = official()
    game = Game.new(rules, NAMES[:players], seed=seed)
    rnd = random.Random(seed)
    deck = Counter(rules.deck_cards())
    for _ in range(200):
        play_round(game, rnd)
        assert game.all_cards() == deck
        if game.game_over:
            break
        game.next_round()
    assert game.game_over, "a points game of random play did not end in 200 rounds"
    assert max(game.scores) >= 500 and game.scores[game.game_winner] == max(game.scores)


def test_blocked_piles_still_end_rounds():
    """Ten players, ten cards each: eight cards left for the piles."""
    rules = official(hand_size=10)
    for seed in range(5):
        game = Game.new(rules, NAMES, seed=seed)
        rnd = random.Random(seed)
        check = Invariants(game, rnd)
        play_round(game, rnd, check)


SHIPPED = {r.name: r for r in list_rulesets()}


@pytest.mark.parametrize("name", sorted(SHIPPED))
@settings(max_examples=5, deadline=None, phases=[Phase.explicit, Phase.generate])
@given(seed=SEEDS, data=st.data())
def test_every_shipped_ruleset_conserves_cards_and_ends_rounds(name, seed, data):
    """Generic invariants for every file in rulesets/ (house rules included): cards
    conserved, a move always due, rounds end, replays identical. Players are capped at
    six and the player due prefers playing, to keep long house-rule rounds short."""
    rules = SHIPPED[name]
    top = min(rules.max_players, 6)
    players = data.draw(st.integers(rules.min_players, top), label="players")
    game = Game.new(rules, NAMES[:players], seed=seed)
    deck = game.all_cards()
    assert deck == Counter(rules.deck_cards())
    rnd = random.Random(seed)

    def check(g: Game, text: str, by: int) -> None:
        assert g.all_cards() == deck, f"cards not conserved after {text!r} by {by}"
        assert g.round_over or g.legal_moves(), "the player due always has a move"

    play_round(game, rnd, check, play_bias=0.9)
    assert snapshot(replay(game)) == snapshot(game)


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, players=PLAYERS)
def test_every_event_can_be_described_without_leaking_hands(seed, players):
    rules = official()
    game = Game.new(rules, NAMES[:players], seed=seed)
    rnd = random.Random(seed)
    events = list(game.events)

    def collect(g: Game, text: str, by: int) -> None:
        events[:] = list(g.events) if g.events[: len(events)] == events else events + g.events

    play_round(game, rnd, collect)
    names = game.players
    for event in events:
        shared = describe(event, names)
        if event.private_to is not None:
            assert shared is None
            assert describe(event, names, viewer=event.private_to)
            continue
        assert isinstance(shared, str) and shared.strip()
        if event.kind == "draw":
            assert not any(card in shared for card in event.cards), shared
            assert all(card in describe(event, names, viewer=event.player) for card in event.cards)
