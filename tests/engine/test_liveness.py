"""RULES 8: random legal play always ends and someone can always act. Positions that
once hung the engine (a Hit+? turning up cards for ever) or left nobody able to move
(a drawn card that no complete move could play), and the wider random harness that
found them: long games with out-of-turn moves at 10 players in every ruleset, and
rulesets with house-rule options mixed at random."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from support.driver import Driver
from support.invariants import Invariants
from support.positions import NAMES, position

from uno_tui.engine import Game, IllegalMove, Ruleset, list_rulesets, load_ruleset

T2 = load_ruleset("tgus-t2")
FIFTEEN = [f"B{n}" for n in range(1, 10)] + [f"B{n}" for n in range(1, 7)]


def replay_random(rules: Ruleset, n: int, seed: int, steps: int, others: int) -> Game:
    """The issue's random walk: moves by the player due or by `others` random seats."""
    game = Game.new(rules, [f"P{i}" for i in range(n)], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        opts = [(None, m) for m in game.legal_moves()]
        for s in rng.sample(range(n), min(n, others)):
            if s != game.turn:
                opts += [(s, m) for m in game.legal_moves(by=s)]
        by, m = rng.choice(opts)
        game.move(m, by=by)
    return game


# -- a Hit+? always ends (RULES 6c, "Turning up ends") -------------------------------


def test_6c_hit_from_the_found_position_returns_and_keeps_every_card():
    # (The walk was seed 1004, 343 moves; since a call needs a card to play,
    # the same kind of position comes at seed 1003, 342 moves.)
    game = replay_random(T2, 10, 1003, 342, 3)
    assert game.draw_pile_size == 0 and game.discard[-1] == "B-counter"
    before = game.all_cards()
    game.move("play W+?", by=game.turn)  # once turned up cards for ever
    assert game.all_cards() == before
    Invariants(Counter(T2.deck_cards()))(game, "play W+?", None)


def test_6c_hit_turned_up_cards_stay_on_the_discard_pile_until_resolved():
    # Both Hit+? in a three-card pile: Ann's Hit+? turns up the other one from the
    # draw pile, which asks for two more cards; only the R5 under them may be
    # reshuffled, so it is turned up and then nothing is left: the total stands.
    # (Without stock, whose refill would shuffle the R5 in before the first turn-up.)
    hands = [["W+?", "R1", "R2"], ["G4", "G5"], ["B7", "B8"]]
    game = position(T2.with_options(stock=False), hands, ["R5"], ["W+?"])
    events = game.move("play W+?")
    turned = [e.cards[0] for e in events if e.kind == "turn-up"]
    assert turned == ["W+?", "R5"]
    assert game.discard == ["W+?", "W+?", "R5"] and game.draw_pile_size == 0
    assert (game.turn, game.phase, game.pending_draw) == (1, "stack", 5)


def test_6c_hit_buried_cards_may_still_be_reshuffled_and_turned_up():
    hands = [["W+?", "R1", "R2"], ["G4", "G5"], ["B7", "B8"]]
    game = position(T2, hands, ["W+?", "R5"], [])
    events = game.move("play W+?")
    turned = [e.cards[0] for e in events if e.kind == "turn-up"]
    assert turned and game.discard[-len(turned) - 1 :] == ["W+?", *turned]
    assert Counter(game.discard) + Counter({"W+?": game.draw_pile_size}) >= Counter(turned)
    assert game.all_cards() == Counter(["W+?", "R5", "W+?", "R1", "R2", "G4", "G5", "B7", "B8"])


# -- playable means some complete move plays it (RULES 8) ----------------------------


def change_must_play(**options) -> Game:
    """Ann draws a Change while the only other player holds 15 cards (change_limit)."""
    rules = T2.with_options(drawn_card="must-play", **options)
    return position(rules, [["R1", "R2"], FIFTEEN], ["G5"], ["W-change", "G1", "Y2"])


def test_drawn_change_that_cannot_be_aimed_is_not_playable_must_play():
    game = change_must_play()
    game.move("draw")
    assert (game.turn, game.phase) == (1, "play"), "the unaimable Change ends Ann's turn"
    assert "W-change" in game.hand(0)
    assert game.legal_moves()


def test_draw_until_playable_passes_over_a_change_that_cannot_be_aimed():
    game = change_must_play(draw_until_playable=True)
    game.move("draw")
    assert game.hand(0)[-2:] == ["W-change", "G1"], "drew on past the Change to the G1"
    assert game.phase == "drawn" and game.legal_moves() == ["play G1"]


def test_an_unaimable_change_does_not_forbid_drawing():
    rules = T2.with_options(draw_with_playable="forbidden")
    game = position(rules, [["W-change", "R1", "R2"], FIFTEEN], ["G5"], ["Y1", "Y2"])
    assert game.legal_moves() == ["draw"]
    game.move("draw")
    assert game.hand_size(0) == 4


def test_the_found_position_change_limit_must_play_someone_can_always_act():
    rules = T2.with_options(
        challenge_guilty="take-back-and-draw-4",
        uno_penalty=4,
        multi_finish_penalty=10,
        skip_stack=True,
        stack_priority=True,
        drawn_card="must-play",
    )
    game = Game.new(rules, [f"P{i}" for i in range(6)], seed=0)
    rng = random.Random(0)
    for _ in range(9081):
        if game.round_over:
            game.next_round()
            continue
        opts = [(None, m) for m in game.legal_moves()]
        for s in range(6):
            if s != game.turn:
                opts += [(s, m) for m in game.legal_moves(by=s)]
        by, m = rng.choice(opts)
        game.move(m, by=by)
        assert game.round_over or game.legal_moves(), "nobody can act"


def test_change_with_every_other_player_at_the_limit_is_neither_listed_nor_accepted():
    other_fifteen = [f"Y{n}" for n in range(1, 10)] + [f"Y{n}" for n in range(1, 7)]
    hands = [["W-change", "R1", "R2"], FIFTEEN, other_fifteen]
    game = position(T2, hands, ["G5"], ["G1"])
    assert not any(m.startswith("play W-change") for m in game.legal_moves())
    for target in (1, 2):
        with pytest.raises(IllegalMove, match="15 or more"):
            game.move(f"play W-change {target}")
    assert game.hand(0) == ["W-change", "R1", "R2"] and game.legal_moves() == ["draw"]


@pytest.mark.parametrize(
    ("ruleset", "card", "options"),
    [
        ("tgus-t1", "W-replace", {"scoring": "points", "play_to_last": False}),
        ("official", "R7", {"seven_zero": True}),
        ("official", "W-swap", {"add_cards": {"W-swap": 1}}),
    ],
    ids=["replace", "seven", "swap"],
)
def test_a_drawn_card_that_names_a_player_plays_only_at_those_that_may_be_named(
    ruleset, card, options
):
    # With partners (H-team) a swap may not name the partner: the drawn card is still
    # playable (an opponent is always in the round), and only at the opponents. A
    # round ends when a player goes out, so Replace, 7 and Swap always have a target;
    # the Change's limit is the case where none may be named (tests above).
    rules = load_ruleset(ruleset).with_options(teams="opposite", drawn_card="must-play", **options)
    colour = "R" if card == "R7" else "B"
    hands = [["R1", "R2"], ["G4", "G5"], ["G6", "G7"], ["G8", "G9"]]
    game = position(rules, hands, [f"{colour}5"], [card, "Y1"])
    game.move("draw")
    assert game.phase == "drawn"
    plays = [m for m in game.legal_moves() if m.startswith(f"play {card}")]
    named = {int(w) for m in plays for w in m.split() if w.isdigit() and int(w) < 4}
    assert named == {1, 3}, plays  # Ben and Dan, not Ann's partner Cat
    aimed = next(m for m in plays if m.endswith(" 1"))
    with pytest.raises(IllegalMove, match="partner"):
        game.move(aimed[:-1] + "2")


# -- the random harness that found them ------------------------------------------------

# Option values mixed at random (combinations the ruleset check refuses are skipped).
MIXED_OPTIONS = {
    "drawn_card": ["may-play", "must-play", "next-turn"],
    "draw_until_playable": [False, True],
    "draw_with_playable": ["allowed", "forbidden"],
    "challenge_guilty": ["draw-4", "take-back-and-draw-4"],
    "uno_penalty": [0, 2, 4],
    "misplay_penalty": [0, 2],
    "stack": [[], ["+2 on +2"], ["+2 on +2", "+4 on +4", "+2 on +4"]],
    "jump_in": [False, True],
    "seven_zero": [False, True],
    "hand_limit": [0, 25],
    "skip_stack": [False, True],
}
SHIPPED = sorted(r.name for r in list_rulesets())
LONG_PLAYERS = 10
LONG_STEPS = 1500  # random steps per game, rounds restarted as they end


def mixed(name: str, rng: random.Random) -> Ruleset:
    base = load_ruleset(name)
    for _ in range(50):
        options = {k: rng.choice(v) for k, v in MIXED_OPTIONS.items() if rng.random() < 0.5}
        try:
            return base.with_options(**options)
        except ValueError:  # a combination the ruleset check refuses
            continue
    return base


def long_walk(rules: Ruleset, players: int, seed: int, steps: int) -> None:
    game = Game.new(rules, NAMES[:players], seed=seed)
    driver = Driver(seed, others=0.3)
    check = Invariants(None, random.Random(seed), refuse_every=11)  # the game's own deck
    for _ in range(steps):
        if game.game_over:
            break
        text = driver.step(game)
        check(game, text, None)


@pytest.mark.parametrize("name", SHIPPED)
def test_long_random_games_out_of_turn_at_10_players(name):
    rules = load_ruleset(name)
    players = min(LONG_PLAYERS, rules.max_players)
    long_walk(rules, players, 100 + len(name), LONG_STEPS)


@pytest.mark.parametrize("name", SHIPPED)
def test_random_house_rule_mixes_someone_can_always_act(name):
    rng = random.Random(name)
    for game_number in range(2):
        rules = mixed(name, rng)
        players = min(rng.randint(6, 10), rules.max_players)
        long_walk(rules, players, 7 * game_number + len(name), LONG_STEPS // 2)


def test_no_jump_in_with_a_hit_turned_up_number_while_its_draw_is_pending():
    # Found by the mixed harness: the Hit+? turns up a Y7, whose total (7) faces Ben;
    # Cat's Y7 is identical, but a number cannot answer the pending draw, so it may not
    # jump in (it once did, leaving the 7 pending in phase "play").
    rules = load_ruleset("tgus-t1").with_options(jump_in=True)
    hands = [["W+?", "R1", "R2"], ["G4", "G5"], ["Y7", "B8", "B9"]]
    game = position(rules, hands, ["R5"], ["Y7", "G1"])
    game.move("play W+?")
    assert (game.turn, game.phase, game.pending_draw, game.top) == (1, "stack", 7, "Y7")
    assert not any(m.startswith("jumpin") for m in game.legal_moves(by=2))
    with pytest.raises(IllegalMove, match="cannot answer the pending draw"):
        game.move("jumpin Y7", by=2)
    assert game.hand(2) == ["Y7", "B8", "B9"] and game.pending_draw == 7
