"""S1-S3: points to a target, the round table of 001, penalty points."""

import random
from collections import Counter

import pytest
from support.driver import Driver, play_round
from support.positions import NAMES, official, position
from support.reading import kinds
from support.snapshot import assert_refused

from uno_tui.engine import Game, IllegalMove, card_info
from uno_tui.engine.scoring import places, round_deltas

# S1 ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "points"),
    [("R0", 0), ("Y7", 7), ("B9", 9), ("G-skip", 20), ("R-rev", 20), ("Y+2", 20)]
    + [("W", 50), ("W+4", 50)],
)
def test_S1_card_points(card, points):
    assert card_info(card).points == points


def test_S1_round_winner_scores_the_other_hands(rules):
    hands = [["R2"], ["Y1", "G-skip"], ["W+4", "B9", "R0"]]
    game = position(rules, hands, ["R5"])
    game.move("play R2")
    assert game.round_scores == [[80, 0, 0]]
    assert game.scores == [80, 0, 0]
    assert [game.hand_points(i) for i in range(3)] == [0, 21, 59]
    assert not game.game_over
    game.next_round()
    assert game.round_number == 2 and game.scores == [80, 0, 0]


def test_S1_game_ends_when_a_player_reaches_the_target():
    rules = official(target_score=80)
    game = position(rules, [["R2"], ["Y1", "G-skip"], ["W+4", "B9", "R0"]], ["R5"])
    events = game.move("play R2")
    assert kinds(events)[-2:] == ["round-over", "game-over"]
    assert game.game_over and game.phase == "game-over" and game.game_winner == 0
    assert game.ranking()[0] == 0 and game.places()[0] == 1
    with pytest.raises(IllegalMove):
        game.next_round()
    assert_refused(game, "draw", by=1, match="over")


def test_S1_game_not_over_one_point_short():
    rules = official(target_score=81)
    game = position(rules, [["R2"], ["Y1", "G-skip"], ["W+4", "B9", "R0"]], ["R5"])
    game.move("play R2")
    assert not game.game_over and game.round_over


def test_S1_default_target_is_500(rules):
    assert (rules.scoring, rules.target_score) == ("points", 500)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_S1_full_game_to_a_low_target(seed):
    rules = official(target_score=150)
    game = Game.new(rules, NAMES[:3], seed=seed)
    driver = Driver(seed)
    while True:
        play_round(game, driver)
        assert sum(1 for d in game.round_scores[-1] if d) <= 1, "only the winner scores"
        if game.game_over:
            break
        assert max(game.scores) < 150
        game.next_round()
    winner = game.game_winner
    assert game.scores[winner] >= 150
    assert all(s < 150 for i, s in enumerate(game.scores) if i != winner)
    assert game.ranking()[0] == winner
    assert game.scores == [sum(r[i] for r in game.round_scores) for i in range(3)]


# S2 ---------------------------------------------------------------------------

# 001's score sheet: A, B, C, D over five rounds.
TABLE = [
    [-40, 118, -70, -8],
    [-9, -28, 73, -36],
    [-30, 78, -15, -33],
    [-9, -21, 41, -11],
    [-33, 71, -10, -28],
]
TOTALS = [-121, 218, 19, -116]
PLACES = [4, 1, 2, 3]


def test_S2_worked_example_from_hand_values():
    totals = [0, 0, 0, 0]
    for row in TABLE:
        winner = max(range(4), key=row.__getitem__)
        hands = [None if i == winner else -v for i, v in enumerate(row)]
        hands[winner] = 0
        deltas = round_deltas("round-table", hands, winner)
        assert deltas == row
        assert deltas[winner] == -sum(d for i, d in enumerate(deltas) if i != winner)
        totals = [t + d for t, d in zip(totals, deltas, strict=True)]
    assert totals == TOTALS
    assert places(totals) == PLACES


def test_S2_points_scoring_only_the_winner_writes():
    assert round_deltas("points", [40, 0, 70, 8], 1) == [0, 118, 0, 0]
    assert round_deltas("penalty", [40, 0, 70, 8], 1) == [0, 0, 0, 0]


def test_S2_places_share_equal_totals():
    assert places([10, 30, 10, -5]) == [2, 1, 2, 4]
    assert places([10, 30, 10], higher_is_better=False) == [1, 3, 1]


_COLOURS = "RYGB"


def hand_worth(points: int, colour: str) -> list[str]:
    """Number cards of one colour worth `points` (at most two of each, as in the deck)."""
    cards = []
    for n in range(9, 0, -1):
        for _ in range(2):
            if points >= n:
                cards.append(f"{colour}{n}")
                points -= n
    assert points == 0
    return cards


def round_from_table(rules, row, seed=0) -> Game:
    """A position where the winner of `row` goes out and the others hold its values."""
    winner = max(range(4), key=row.__getitem__)
    hands = [["W"] if i == winner else hand_worth(-v, _COLOURS[i]) for i, v in enumerate(row)]
    game = position(rules, hands, ["R0"], [], turn=winner, seed=seed)
    game.move("play W red")
    assert game.round_over and game.winner == winner
    return game


def test_S2_worked_example_played_round_by_round():
    rules = official(scoring="round-table", rounds=1)
    totals = [0, 0, 0, 0]
    for row in TABLE:
        game = round_from_table(rules, row)
        assert game.round_scores == [row] and game.scores == row
        assert game.game_over
        totals = [t + d for t, d in zip(totals, game.scores, strict=True)]
    assert totals == TOTALS
    assert places(totals) == PLACES


def test_S2_multi_round_game_from_the_first_row_of_the_table():
    rules = official(scoring="round-table", rounds=5)
    game = round_from_table(rules, TABLE[0], seed=11)
    assert game.scores == TABLE[0] and not game.game_over
    driver = Driver(11)
    while not game.game_over:
        game.next_round()
        play_round(game, driver)
    assert game.round_number == 5 and len(game.round_scores) == 5
    assert game.round_scores[0] == TABLE[0]
    for deltas in game.round_scores:
        assert sum(deltas) == 0, "the winner's + equals the others' -"
    assert game.scores == [sum(r[i] for r in game.round_scores) for i in range(4)]
    assert game.places() == places(game.scores)
    assert game.scores[game.game_winner] == max(game.scores)
    with pytest.raises(IllegalMove):
        game.next_round()


@pytest.mark.parametrize("rounds", [1, 3])
def test_S2_game_lasts_the_agreed_number_of_rounds(rounds):
    rules = official(scoring="round-table", rounds=rounds)
    game = Game.new(rules, NAMES[:3], seed=rounds)
    driver = Driver(rounds)
    for r in range(1, rounds + 1):
        assert game.round_number == r
        play_round(game, driver)
        assert game.game_over == (r == rounds)
        if r < rounds:
            game.next_round()


# S3 ---------------------------------------------------------------------------


def penalty_rules(**options):
    return official(scoring="penalty", **options)


def test_S3_caught_without_uno_adds_the_hand_points():
    game = position(penalty_rules(), [["R2", "R9"], ["Y1", "Y2"], ["G1", "G3"]], ["R5"], ["B1"] * 2)
    game.move("play R2")
    events = game.move("catch 0", by=2)
    assert ("penalty-points", 0, 9) in [(e.kind, e.player, e.count) for e in events]
    assert game.scores == [9, 0, 0]
    assert game.hand_size(0) == 3


def test_S3_fouls_add_the_hand_points():
    rules = penalty_rules(misplay_penalty=2)
    game = position(rules, [["G7", "R2", "Y3"], ["Y1", "Y2"]], ["R5"], ["B1", "B2"])
    game.move("play G7")
    assert game.scores == [12, 0]
    bluff = position(rules, [["W+4", "R2", "Y3"], ["Y1", "Y2"]], ["R5"], ["B1", "B2"] * 2)
    bluff.move("play W+4 blue")
    bluff.move("challenge")
    assert bluff.scores == [5, 0], "the bluffer's current hand when caught: R2 Y3"


def test_S3_rounds_score_only_penalties():
    hands = [["R2", "R9"], ["R3"], ["G1", "G3"]]
    game = position(penalty_rules(), hands, ["R5"], ["B1", "B2"])
    game.move("play R2")
    game.move("catch 0", by=2)
    game.move("play R3")  # Ben goes out and scores nothing
    assert game.round_over and game.winner == 1
    assert game.round_scores == [[9, 0, 0]] and game.scores == [9, 0, 0]
    assert game.ranking() == [1, 2, 0], "fewest penalty points first"


def test_S3_eliminated_at_round_end_and_the_game_goes_on():
    rules = penalty_rules(penalty_limit=9)
    hands = [["R2", "R9"], ["Y1", "Y2", "Y4"], ["R3"]]
    game = position(rules, hands, ["R5"], ["B1", "B2", "B3"], seed=5)
    game.move("play R2")
    game.move("catch 0", by=1)
    assert game.scores == [9, 0, 0] and game.in_game(0), "out only at the end of the round"
    game.move("draw")  # Ben draws B3, which does not match: the turn passes
    events = game.move("play R3")  # Cat goes out
    assert ("eliminated", 0) in [(e.kind, e.player) for e in events]
    assert not game.in_game(0) and not game.game_over
    assert game.ranking()[-1] == 0
    game.next_round()
    assert game.hand(0) == [] and game.turn != 0
    assert_refused(game, "draw", by=0, match="no player 0")
    assert game.all_cards() == Counter(rules.deck_cards())


def test_S3_both_finalists_out_in_the_same_round_the_lower_total_stays():
    """RULES: 'in the final one-on-one, the first to reach the limit loses'. The engine
    eliminates at the end of a round; when both reach the limit in one round the lower
    total stays (its documented choice: "the fewest points stays")."""
    rules = penalty_rules(penalty_limit=2, uno_penalty=0, misplay_penalty=1)
    game = position(rules, [["R1", "R2"], ["G3", "R4", "Y7"]], ["R5"], [])
    game.move("play R1")
    game.move("catch 0", by=1)  # Ann: +2 (R2)
    game.move("play G3")  # Ben misplays: +14
    game.move("play R2")  # Ann goes out
    assert game.scores == [2, 14]
    assert game.game_over and game.game_winner == 0
    assert game.ranking() == [0, 1]


def test_S3_last_one_standing_wins():
    rules = penalty_rules(penalty_limit=9)
    game = position(rules, [["R2", "R9"], ["R3"]], ["R5"], ["B1", "B2"])
    game.move("play R2")
    game.move("catch 0", by=1)
    events = game.move("play R3")
    assert kinds(events)[-3:] == ["round-over", "eliminated", "game-over"]
    assert game.game_over and game.game_winner == 1
    assert game.ranking() == [1, 0] and game.places() == [2, 1]


def test_S3_penalty_limit_default(rules):
    assert rules.penalty_limit == 500


def test_S3_everyone_out_at_once_the_fewest_penalty_points_win():
    """Found in 312344d: the lower of the last two seats eliminated (in seat order)
    stayed, so Ann (2 points, the round winner) ranked last and Ben (30) won."""
    rules = penalty_rules(penalty_limit=1, misplay_penalty=2, uno_penalty=0)
    hands = [["R1", "R2"], ["G2", "Y-skip", "Y8"], ["B4", "B-skip", "B9", "G3"]]
    game = position(rules, hands, ["R5"], ["Y1", "Y2", "Y3", "Y4"])
    game.move("play R1")  # Ann forgets UNO
    game.move("catch 0", by=2)  # Ann: +2 (R2)
    game.move("play G2")  # Ben misplays: +30
    game.move("play G3")  # Cat misplays: +36
    game.move("play R2")  # Ann goes out
    assert game.scores == [2, 30, 36] and game.game_over
    assert game.game_winner == 0
    assert game.ranking() == [0, 1, 2]


def _round_two_with_seat_zero_out() -> Game:
    rules = penalty_rules(penalty_limit=9)
    hands = [["R2", "R9"], ["Y1", "Y2", "Y4"], ["R3"]]
    game = position(rules, hands, ["R5"], ["B1", "B2", "B3"], seed=5)
    for text, by in [("play R2", None), ("catch 0", 1), ("draw", None), ("play R3", None)]:
        game.move(text, by=by)
    assert not game.in_game(0)
    game.next_round()
    return game


def test_S3_an_eliminated_player_has_no_legal_moves():
    """Found in 312344d: legal_moves(by=s) still listed 'catch N' for an eliminated
    seat s, which move(..., by=s) then refused."""
    game = _round_two_with_seat_zero_out()
    rnd = random.Random(0)
    for _ in range(20_000):
        if game.catchable or game.round_over:
            break
        game.move(rnd.choice(game.legal_moves()))
    if not game.catchable:
        raise RuntimeError("random play never left a player catchable; change the seed")
    assert game.legal_moves(by=0) == []


@pytest.mark.parametrize(
    ("scoring", "option"),
    [
        ("points", "target_score"),  # S1
        ("round-table", None),  # S2: a set number of rounds
        ("penalty", "penalty_limit"),  # S3
        ("ranking", "target_score"),  # S4: the points cut-off
        ("round-wins", "target_wins"),  # S5
    ],
)
def test_S1_to_S5_target_option_is_what_the_game_is_played_to(scoring, option):
    # (`uno-tui play --target` and the setup's target field set this option)
    rules = official(scoring=scoring, rounds=4)
    assert rules.target_option == option
    if option is None:
        assert rules.why_no_target() == "the game lasts 4 rounds"
    if scoring != "penalty":  # (elimination needs a round winner: not with S3)
        out = official(scoring=scoring, elimination="most-cards")
        assert out.target_option is None
        assert out.why_no_target() == "the last player standing wins, whatever the scores"
