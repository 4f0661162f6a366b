"""The peers' house rules (RULES 5b), one group of tests per option, named by its
H- id, from exact positions; refusals leave the game unchanged."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from support.driver import play_game, replay
from support.invariants import Invariants
from support.positions import NAMES, seed_where
from support.positions import official as house
from support.positions import position as pos
from support.reading import drawn, first_flip, kinds
from support.snapshot import assert_refused
from support.snapshot import snapshot as state
from test_fast_paths import RULESETS

from uno_tui.engine import Game, Ruleset, RulesetError, describe_rules
from uno_tui.engine.events import describe

FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]


# -- declarations and validation -------------------------------------------------


def test_H_peers_defaults_are_the_official_game():
    r = Ruleset()
    assert (r.teams, r.hand_limit, r.reveal_below, r.uno_call) == ("none", 0, 0, "with-play")
    assert (r.misplay_ends_turn, r.elimination, r.stack_revenge) == (True, "none", False)
    assert (r.score_multiplier, r.blind_draw, r.bomb, r.shuffle_seats) == (1, False, False, False)
    assert (r.jump_in_wild, r.stack_colour, r.deflect_colour) == (False, "declared", "matching")
    assert (r.skip_deflect_to, r.turn_seconds, r.round_minutes, r.hints) == (
        "after-next",
        0,
        0,
        True,
    )


@pytest.mark.parametrize(
    "options",
    [
        {"hand_limit": -1},
        {"reveal_below": -2},
        {"turn_seconds": -5},
        {"round_minutes": -1},
        {"score_multiplier": 4},
        {"score_multiplier": 0},
        {"teams": "pairs"},
        {"uno_call": "never"},
        {"elimination": "fewest-cards"},
        {"first_card": "redraw-everything"},
        {"hints": "yes"},
    ],
)
def test_H_peers_bad_values_are_refused_saying_what_is_allowed(options):
    with pytest.raises(RulesetError, match="is not allowed; use"):
        house(**options)


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"stack_revenge": True}, "stack_revenge"),
        ({"jump_in_wild": True}, "jump_in_wild"),
        ({"teams": "opposite", "scoring": "penalty"}, "teams"),
        ({"teams": "opposite", "elimination": "most-cards"}, "elimination"),
        ({"elimination": "most-cards", "scoring": "penalty"}, "elimination"),
        ({"score_multiplier": 2, "scoring": "round-wins"}, "score_multiplier"),
        ({"uno_call": "at-one", "multi": ["identical"], "multi_finish": "needs-uno"}, "uno_call"),
        ({"uno_call": "none", "calls": "pageone-stop"}, "uno_call"),
        ({"blind_draw": True, "drawn_card": "must-play"}, "blind_draw"),
        ({"blind_draw": True, "draw_until_playable": True}, "blind_draw"),
    ],
)
def test_H_peers_combinations_that_cannot_work_are_refused_in_one_line(options, named):
    with pytest.raises(RulesetError, match=named) as refused:
        house(**options)
    assert "\n" not in str(refused.value)


def test_H_team_needs_4_6_8_or_10_players_naming_the_counts_that_work():
    rules = house(teams="opposite")
    assert rules.players_problem(4) is None
    problem = rules.players_problem(5)
    assert "not 5" in problem and "4, 6, 8 and 10 players" in problem
    assert rules.player_counts() == [4, 6, 8, 10]
    with pytest.raises(ValueError, match="4, 6, 8 and 10"):
        Game.new(rules, NAMES[:3], seed=1)
    Game.new(rules, NAMES[:6], seed=1)


# -- H-team ------------------------------------------------------------------------


def test_H_team_round_won_by_a_partner_scores_the_opponents_hands_for_both():
    rules = house(teams="opposite", target_score=17)
    game = pos(rules, [["R1"], ["B9", "B1"], ["G5"], ["Y3", "Y4"]], ["R5"], FILL)
    assert [game.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    game.move("play R1")
    assert game.winner == 0
    assert game.scores == [17, 0, 17, 0], "Cat's G5 is a partner's hand: it scores nothing"
    assert game.team_scores() == [17, 0]
    assert game.game_over and game.team_of(game.game_winner) == 0
    assert game.view(None).teams == (0, 1, 0, 1)


def test_H_team_the_game_is_won_by_both_partners():
    """A play-tester: 'Team A (Ann & Cat) wins the game!' on screen, but the log, the
    record, `games`, `stats` and `simulate` named Ann alone."""
    from uno_tui.engine import describe

    rules = house(teams="opposite", target_score=17)
    game = pos(rules, [["Y3", "Y4"], ["B9", "B1"], ["R1"], ["G5", "G6"]], ["R5"], FILL, turn=2)
    events = game.move("play R1")  # Cat goes out: Ann and Cat win
    assert game.game_winners == (0, 2)
    over = next(e for e in events if e.kind == "game-over")
    assert describe(over, ["Ann", "Ben", "Cat", "Dan"]) == "Ann and Cat win the game!"
    round_over = next(e for e in events if e.kind == "round-over")
    said = describe(round_over, ["Ann", "Ben", "Cat", "Dan"])
    assert said == "Cat wins the round: Cat and Ann score 21 each."  # (both scored: the log)
    alone = pos(house(target_score=10), [["R1"], ["B9", "B1"], ["G5"]], ["R5"], FILL[:20])
    alone.move("play R1")
    assert alone.game_winners == (0,)


def test_H_team_round_wins_count_for_both_partners():
    rules = house(teams="opposite", scoring="round-wins", target_wins=2)
    game = pos(rules, [["Y3", "Y4"], ["B1"], ["G5"], ["R1", "R2"]], ["B5"], FILL, turn=1)
    game.move("play B1")
    assert game.scores == [0, 1, 0, 1] and not game.game_over


def test_H_team_a_swap_may_not_target_a_partner():
    rules = house(teams="opposite", seven_zero=True)
    game = pos(rules, [["R7", "R2", "R3"], ["B9"], ["G5"], ["Y3"]], ["R5"], FILL)
    moves = game.legal_moves()
    assert "play R7 1" in moves and "play R7 3" in moves and "play R7 2" not in moves
    assert_refused(game, "play R7 2", match="partner")
    game.move("play R7 3")
    assert game.hand(3) == ["R2", "R3"] and game.hand(0) == ["Y3"]


# -- H-hand-limit ------------------------------------------------------------------


def test_H_hand_limit_pass_replaces_draw():
    game = pos(house(hand_limit=3), [["G1", "G2", "G3"], ["B9", "B1"]], ["R5"], FILL)
    assert game.legal_moves() == ["pass"]
    assert_refused(game, "draw", match="hand limit")
    events = game.move("pass")
    assert kinds(events) == ["pass"] and "hand limit" in describe(events[0], game.players)
    assert game.turn == 1 and game.hand_size(0) == 3
    assert "draw" in game.legal_moves(), "Ben holds 2 cards: below the limit"


def test_H_hand_limit_pass_is_refused_with_a_playable_card_or_below_the_limit():
    game = pos(house(hand_limit=3), [["R1", "G2", "G3"], ["B9", "B1"]], ["R5"], FILL)
    assert "pass" not in game.legal_moves() and "draw" not in game.legal_moves()
    assert_refused(game, "pass", match="playable")
    game = pos(house(hand_limit=4), [["G1", "G2", "G3"], ["B9", "B1"]], ["R5"], FILL)
    assert_refused(game, "pass", match="can still draw")


def test_H_hand_limit_does_not_limit_draws_owed():
    game = pos(house(hand_limit=3), [["R+2", "R2"], ["G1", "G2", "G3"]], ["R5"], FILL)
    game.move("play R+2")
    assert game.hand_size(1) == 5, "a Draw Two is owed, not drawn by choice"


def test_H_hand_limit_everyone_stuck_blocks_the_round():
    game = pos(house(hand_limit=2), [["G1", "G2"], ["B9", "B8"]], ["R5"], FILL)
    game.move("pass")
    events = game.move("pass")
    assert "blocked" in kinds(events)
    assert game.round_over and game.winner == 0, "the lowest hand wins a blocked round"


# -- H-reveal ----------------------------------------------------------------------


def test_H_reveal_hands_below_the_count_are_public_on_the_shared_screen():
    game = pos(house(reveal_below=3), [["G1", "G2", "G3"], ["B9", "B8"], ["Y1"]], ["R5"], FILL)
    assert game.revealed() == [1, 2]
    assert game.view(None).public_hands == ((1, ("B9", "B8")), (2, ("Y1",)))
    assert game.view(0).public_hands == game.view(None).public_hands
    assert game.view(0).known[1] == ("B8", "B9"), "a public hand is known to every seat"
    assert game.view(0).known[2] == ("Y1",)
    for seed in range(5):  # a sampled world keeps the public hands
        world = game.sample(0, random.Random(seed))
        assert world.hand(1) == ["B9", "B8"] and world.hand(2) == ["Y1"]
    official = pos(house(), [["G1", "G2", "G3"], ["B9", "B8"], ["Y1"]], ["R5"], FILL)
    assert official.revealed() == [] and official.view(None).public_hands == ()


# -- H-uno-call --------------------------------------------------------------------


def test_H_uno_call_at_one_refuses_the_call_with_the_play():
    game = pos(house(uno_call="at-one"), [["R1", "R2"], ["B9", "B8"]], ["R5"], FILL)
    moves = game.legal_moves()
    assert "play R1" in moves and "play R1 uno" not in moves and "uno" not in moves
    assert_refused(game, "play R1 uno")
    assert_refused(game, "uno", match="at-one")
    game.move("play R1")
    assert game.catchable == [0]
    game.move("uno", by=0)
    assert game.uno_called(0) and game.catchable == []


def test_H_uno_call_at_one_answering_a_pending_draw_carries_no_call():
    rules = house(uno_call="at-one", stack=["+2 on +2"])
    game = pos(rules, [["R+2", "R1", "R2"], ["B+2", "B1"], ["G7", "G8"]], ["R5"], FILL)
    game.move("play R+2")
    moves = game.legal_moves()
    assert "play B+2" in moves and "play B+2 uno" not in moves and "uno" not in moves


def test_H_uno_call_none_removes_calls_and_catches():
    game = pos(house(uno_call="none"), [["R1", "R2"], ["B9", "B8"]], ["R5"], FILL)
    assert "play R1 uno" not in game.legal_moves()
    assert_refused(game, "play R1 uno")
    assert_refused(game, "uno", match="uno_call")
    game.move("play R1")
    assert game.catchable == []
    assert_refused(game, "catch 0", by=1, match="uno_call")


# -- H-misplay-turn ----------------------------------------------------------------


def test_H_misplay_turn_false_keeps_the_turn_after_the_penalty():
    rules = house(misplay_penalty=2, misplay_ends_turn=False)
    game = pos(rules, [["B9", "R1"], ["G9", "G8"]], ["R5"], FILL)
    events = game.move("play B9")
    assert "misplay" in kinds(events) and drawn(events, 0) == ["Y1", "Y2"]
    assert (game.turn, game.phase) == (0, "play")
    game.move("play R1")
    assert game.turn == 1


def test_H_misplay_turn_true_ends_the_turn():
    game = pos(house(misplay_penalty=2), [["B9", "R1"], ["G9", "G8"]], ["R5"], FILL)
    game.move("play B9")
    assert game.turn == 1


# -- H-elimination -----------------------------------------------------------------


def test_H_elimination_most_cards_leaves_and_the_survivor_wins():
    rules = house(elimination="most-cards", target_score=1, round_minutes=5)
    hands = [["R1"], ["B9", "B1", "G2"], ["G5", "Y3", "Y4"]]  # 3 cards and 12 points each
    game = pos(rules, hands, ["R5"], FILL)
    events = game.move("play R1")
    out = [e for e in events if e.kind == "eliminated"]
    assert [e.player for e in out] == [2], "the tie on cards and points goes to Cat"
    assert "most cards (3)" in describe(out[0], game.players)
    assert not game.in_game(2) and not game.game_over, "the target is ignored"
    game.next_round()
    assert game.hand_size(2) == 0 and not game.in_round(2)
    assert_refused(game, "draw", by=2, match="no player")
    for _ in range(3):
        assert game.turn != 2
        game.move(game.timeout_move())
        if game.phase == "drawn":
            game.move("keep")
    game.round_time_up()
    assert game.game_over
    survivor = game.game_winner
    assert game.in_game(survivor) and sum(game.in_game(s) for s in range(3)) == 1
    assert game.ranking()[0] == survivor
    assert game.ranking()[-1] == 2, "the first out ranks last"
    assert game.places()[survivor] == 1 and game.places()[2] == 3


# -- H-revenge ---------------------------------------------------------------------

REVENGE = {"stack": ["+2 on +2", "+4 on +2", "+4 on +4"], "stack_revenge": True}


def test_H_revenge_answers_count_double():
    hands = [["R+2", "R1"], ["B+2", "B1"], ["W+4", "G1"], ["Y7", "Y8"]]
    game = pos(house(**REVENGE), hands, ["R5"], FILL)
    game.move("play R+2")
    assert game.pending_draw == 2, "an opening draw is not doubled"
    game.move("play B+2")
    assert game.pending_draw == 6
    game.move("play W+4 green")
    assert game.pending_draw == 14
    game.move("accept")
    assert game.hand_size(3) == 16


def test_H_revenge_caught_bluffer_takes_the_doubled_card_out_of_the_total():
    hands = [["R+2", "R1"], ["B+2", "B1"], ["W+4", "B7", "G1"], ["Y7", "Y8"]]
    game = pos(house(**REVENGE), hands, ["R5"], FILL)
    game.move("play R+2")
    game.move("play B+2")
    game.move("play W+4 green")  # Cat holds B7 of the active blue: a bluff
    events = game.move("challenge")
    assert "guilty" in kinds(events) and game.hand_size(2) == 6
    assert (game.turn, game.phase, game.pending_draw) == (3, "stack", 6)


def test_H_revenge_going_out_on_an_answer_makes_the_next_draw_it_all():
    game = pos(house(**REVENGE), [["R+2", "R1"], ["B+2"], ["Y7", "Y8"]], ["R5"], FILL)
    game.move("play R+2")
    game.move("play B+2")
    assert game.winner == 1 and game.hand_size(2) == 2 + 6


# -- H-double-score ----------------------------------------------------------------


def test_H_double_score_multiplies_the_winners_points():
    game = pos(house(score_multiplier=3), [["R1"], ["B9"]], ["R5"], FILL)
    game.move("play R1")
    assert game.scores == [27, 0]


# -- H-blind-draw ------------------------------------------------------------------


def test_H_blind_draw_a_mismatch_played_blind_is_a_misplay():
    game = pos(house(blind_draw=True), [["G1", "G2"], ["Y7", "Y8"]], ["R5"], ["B9", *FILL])
    game.move("draw")
    assert game.phase == "drawn", "the owner decides without seeing the card"
    assert game.view(0).drawn is None
    assert set(game.legal_moves()) == {"play B9", "keep"}
    events = game.move("play B9")
    assert "misplay" in kinds(events) and drawn(events, 0) == ["Y1"]
    assert game.hand(0) == ["G1", "G2", "B9", "Y1"] and game.turn == 1


def test_H_blind_draw_a_match_played_blind_is_played():
    game = pos(house(blind_draw=True), [["G1", "G2"], ["Y7", "Y8"]], ["R5"], ["R9", *FILL])
    game.move("draw")
    game.move("play R9")
    assert game.top == "R9" and game.turn == 1


# -- H-bomb ------------------------------------------------------------------------


def test_H_bomb_three_of_a_number_make_the_others_draw_one():
    hands = [["B5", "G1", "G2"], ["Y7", "Y8"], ["R7", "R8"]]
    game = pos(house(bomb=True), hands, ["G5", "Y5"], FILL)
    events = game.move("play B5")
    assert "bomb" in kinds(events)
    assert describe(events[kinds(events).index("bomb")], game.players).startswith("Bomb!")
    assert drawn(events, 1) == ["Y1"] and drawn(events, 2) == ["Y2"] and drawn(events, 0) == []
    assert game.turn == 1, "a bomb changes nobody's turn"


def test_H_bomb_two_of_a_number_do_nothing():
    game = pos(house(bomb=True), [["B5", "G1", "G2"], ["Y7", "Y8"]], ["G4", "Y5"], FILL)
    assert "bomb" not in kinds(game.move("play B5"))


# -- H-shuffle-seats ---------------------------------------------------------------


def test_H_shuffle_seats_reorders_players_and_scores_follow_the_names():
    rules = house(shuffle_seats=True, round_minutes=5)  # (rounds ended on the clock)
    for seed in range(50):
        game = Game.new(rules, NAMES[:4], seed=seed)
        game.round_time_up()
        by_name = dict(zip(game.players, game.scores, strict=True))
        events = game.next_round()
        if game.players != NAMES[:4]:
            break
    else:
        raise AssertionError("no seed below 50 reshuffled the seats")
    seats = [e for e in events if e.kind == "seats"]
    assert seats and list(seats[0].cards) == game.players
    assert dict(zip(game.players, game.scores, strict=True)) == by_name
    assert sorted(game.players) == NAMES[:4] and game.starting_players == tuple(NAMES[:4])


# -- H-first-wild ------------------------------------------------------------------


def test_H_first_wild_puts_back_every_wild():
    rules = house(first_card="redraw-wild")
    game = seed_where(
        rules,
        3,
        lambda g: any(e.kind == "redraw" and e.cards == ("W",) for e in g.events),
    )
    assert not first_flip(game).startswith("W")
    assert any("any wild card is put back" in line for line in describe_rules(rules))
    for seed in range(100):
        assert not first_flip(Game.new(rules, NAMES[:3], seed=seed)).startswith("W")


def test_H_jump_in_on_your_own_card_is_a_pair_put_down_together():
    """A play-tester read "Dan plays R 2. Dan jumps in with R 2! Play goes on from Dan."
    as cutting in on yourself. The street rules (004) let identical cards go down
    together "par extension": it stays allowed, and the log says it as that."""
    rules = house(jump_in=True)
    hands = [["R2", "R2", "G1"], ["Y7", "Y8"], ["R3", "G5"], ["B7", "B8"]]
    game = pos(rules, hands, ["R5"], FILL)
    game.move("play R2")
    assert "jumpin R2" in game.legal_moves(by=0)
    (own, *_rest) = game.move("jumpin R2", by=0)
    assert own.target == 0 and game.turn == 1
    said = describe(own, NAMES)
    assert said == "Ann puts down R2 too: identical cards may go down together."
    game = pos(rules, [["R2", "G1", "G2"], ["Y7", "Y8"], ["R2", "G5"], ["B7"]], ["R5"], FILL)
    game.move("play R2")
    (other, *_rest) = game.move("jumpin R2", by=2)  # Cat cuts in on Ann's R2
    assert other.target == 0 and game.turn == 3
    assert describe(other, NAMES) == "Cat jumps in with R2! Play goes on from Cat."


# -- H-jump-in-wild ----------------------------------------------------------------


def test_H_jump_in_wild_with_a_declared_colour():
    rules = house(jump_in=True, jump_in_wild=True)
    hands = [["W", "R1"], ["Y7", "Y8"], ["W", "G1"], ["B7", "B8"]]
    game = pos(rules, hands, ["R5"], FILL)
    game.move("play W blue")
    assert "jumpin W green" in game.legal_moves(by=2)
    assert_refused(game, "jumpin W", by=2, match="colour")
    game.move("jumpin W green", by=2)
    assert (game.colour, game.turn) == ("green", 3)


def test_H_jump_in_wild_off_no_jump_in_on_a_wild():
    hands = [["W", "R1"], ["Y7", "Y8"], ["W", "G1"]]
    game = pos(house(jump_in=True), hands, ["R5"], FILL)
    game.move("play W blue")
    assert not [m for m in game.legal_moves(by=2) if m.startswith("jumpin")]
    assert_refused(game, "jumpin W green", by=2, match="nobody")


# -- H-stack-colour and H-skip-deflect ---------------------------------------------


def test_H_stack_colour_any_lets_a_plus2_of_any_colour_on_a_plus4():
    hands = [["W+4", "R1"], ["R+2", "Y8"], ["G7", "G8"]]
    declared = pos(house(stack=["+2 on +4"]), hands, ["R5"], FILL)
    declared.move("play W+4 blue")
    assert_refused(declared, "play R+2", match="cannot be stacked")
    anyc = pos(house(stack=["+2 on +4"], stack_colour="any"), hands, ["R5"], FILL)
    anyc.move("play W+4 blue")
    anyc.move("play R+2")
    assert (anyc.turn, anyc.pending_draw) == (2, 6)


def test_H_stack_colour_deflect_any_colour():
    hands = [["R+2", "R1"], ["G-rev", "Y8"], ["G7", "G8"]]
    rules = {"stack": ["+2 on +2"], "stack_deflect": ["reverse"]}
    matching = pos(house(**rules), hands, ["R5"], FILL)
    matching.move("play R+2")
    assert_refused(matching, "play G-rev")
    anyc = pos(house(**rules, deflect_colour="any"), hands, ["R5"], FILL)
    anyc.move("play R+2")
    anyc.move("play G-rev")
    assert (anyc.turn, anyc.phase, anyc.pending_draw) == (0, "stack", 2)


@pytest.mark.parametrize(("to", "faces"), [("after-next", 3), ("next", 2)])
def test_H_skip_deflect_to(to, faces):
    rules = house(stack=["+2 on +2"], stack_deflect=["skip"], skip_deflect_to=to)
    hands = [["R+2", "R1"], ["R-skip", "Y8"], ["G7", "G8"], ["B7", "B8"]]
    game = pos(rules, hands, ["R5"], FILL)
    game.move("play R+2")
    game.move("play R-skip")
    assert (game.turn, game.phase, game.pending_draw) == (faces, "stack", 2)


# -- H-timer -----------------------------------------------------------------------


def test_H_timer_timeout_moves_draw_then_keep_and_accept_a_pending_draw():
    rules = house(turn_seconds=30, round_minutes=10)
    assert (rules.turn_seconds, rules.round_minutes) == (30, 10)
    game = pos(rules, [["R+2", "R1", "G1"], ["Y7", "Y8"]], ["R5"], ["R9", *FILL])
    assert game.timeout_move() == "draw"
    game.move("draw")
    assert game.timeout_move() == "keep"
    game.move("keep")
    game2 = pos(house(stack=["+2 on +2"]), [["R+2", "R1"], ["Y7", "Y8"]], ["R5"], FILL)
    game2.move("play R+2")
    assert game2.timeout_move() == "accept"
    limited = pos(house(hand_limit=2), [["G1", "G2"], ["Y7", "Y8"]], ["R5"], FILL)
    assert limited.timeout_move() == "pass"


def test_H_timer_a_time_out_is_said_then_the_timeout_move_is_made_and_logged_as_one():
    rules = house(turn_seconds=30)
    game = pos(rules, [["R+2", "R1", "G1"], ["Y7", "Y8"]], ["R5"], ["R9", *FILL])
    events = game.time_out()
    # The drawn R9 fits: the drawn card's question is answered by the rule too (keep).
    assert kinds(events) == ["time-out", "draw", "keep"] and events[0].player == 0
    assert describe(events[0], game.players) == "Ann's time is up."
    assert game.hand(0)[-1] == "R9" and game.turn == 1
    assert [entry.move for entry in game.log] == ["timeout"]  # one move, kept as such
    assert game.events[-3:] == events  # its events once, in order
    # The same seed and moves give the same game, the time-out said again.
    again = pos(rules, [["R+2", "R1", "G1"], ["Y7", "Y8"]], ["R5"], ["R9", *FILL])
    assert again.move("timeout") == events
    assert state(again) == state(game)


def test_H_timer_a_time_outs_forced_play_is_not_the_players_to_take_back():
    """Where a drawn card must be played, the time-out plays it and names its colour for
    the player; that is the clock's move, not a play of theirs to take back (undo)."""
    rules = house(turn_seconds=30, drawn_card="must-play", undo=True)
    game = pos(rules, [["R1", "G1"], ["Y7", "Y8"]], ["B5"], ["W", *FILL])
    events = game.time_out()
    assert kinds(events)[:3] == ["time-out", "draw", "play"] and game.top.startswith("W")
    assert game.turn == 1 and [entry.move for entry in game.log] == ["timeout"]
    assert game.refusal("undo", by=0) is not None  # (its last move is the clock's)


def test_H_timer_a_time_out_is_refused_without_a_turn_time_or_for_a_seat_not_due():
    hands = [["R1", "G1"], ["Y7", "Y8"]]
    untimed = pos(house(), hands, ["R5"], FILL)
    assert "set no time for a turn" in assert_refused(untimed, "timeout")
    assert "set no time for a round" in assert_refused(untimed, "time-up")
    timed = pos(house(turn_seconds=30), hands, ["R5"], FILL)
    assert "it is Ann's turn, not Ben's" in assert_refused(timed, "timeout", by=1)
    clocked = pos(house(round_minutes=5), hands, ["R5"], FILL)
    assert "it is Ann's turn, not Ben's" in assert_refused(clocked, "time-up", by=1)


def test_H_timer_round_time_up_fewest_cards_then_fewest_points_win():
    hands = [["G1", "G2", "G3"], ["Y9", "Y8"], ["B1", "B2"]]
    game = pos(house(round_minutes=5), hands, ["R5"], FILL)
    assert game.round_time_winner() == 2
    events = game.round_time_up()
    assert kinds(events)[0] == "time-up" and game.round_over and game.winner == 2
    assert_refused(game, "draw")


def test_H_timer_round_time_up_with_play_to_last_the_first_out_wins():
    rules = house(round_minutes=5, play_to_last=True, scoring="ranking")
    hands = [["R1"], ["Y9", "Y8", "Y7"], ["B1", "B2"]]
    game = pos(rules, hands, ["R5"], FILL)
    game.move("play R1")
    assert not game.round_over and game.round_time_winner() == 0
    game.round_time_up()
    assert game.winner == 0 and game.round_order() == [0, 2, 1]


# -- H-hints -----------------------------------------------------------------------


PEER_SETTINGS = {
    "teams": {"teams": "opposite"},
    "hand_limit": {"hand_limit": 20},
    "reveal_below": {"reveal_below": 3},
    "uno_call": {"uno_call": "at-one"},
    "misplay_ends_turn": {"misplay_penalty": 2, "misplay_ends_turn": False},
    "elimination": {"elimination": "most-cards"},
    "stack_revenge": {"stack": ["+2 on +2"], "stack_revenge": True},
    "score_multiplier": {"score_multiplier": 2},
    "blind_draw": {"blind_draw": True},
    "bomb": {"bomb": True},
    "shuffle_seats": {"shuffle_seats": True},
    "jump_in_wild": {"jump_in": True, "jump_in_wild": True},
    "stack_colour": {"stack": ["+2 on +4"], "stack_colour": "any"},
    "deflect_colour": {"stack": ["+2 on +2"], "stack_deflect": ["skip"], "deflect_colour": "any"},
    "skip_deflect_to": {
        "stack": ["+2 on +2"],
        "stack_deflect": ["skip"],
        "skip_deflect_to": "next",
    },
    "turn_seconds": {"turn_seconds": 20},
    "round_minutes": {"round_minutes": 10},
    "hints": {"hints": False},
}


@pytest.mark.parametrize("key", sorted(PEER_SETTINGS))
def test_H_peers_each_option_set_adds_its_help_sentence(key):
    settings = PEER_SETTINGS[key]
    without = {k: v for k, v in settings.items() if k != key}
    said = set(describe_rules(house(**settings))) - set(describe_rules(house(**without)))
    assert len(said) == 1, f"{key} says {said}"


def test_H_hints_is_stored_and_said():
    assert house(hints=False).hints is False
    assert any("playable" in line for line in describe_rules(house(hints=False)))


# -- random games under every option: RULES 8 invariants, the same game again ------


@pytest.mark.parametrize(
    ("rules", "players"),
    [
        (RULESETS["peers-a"], 3),
        (RULESETS["peers-b"], 4),
        (house(teams="opposite", seven_zero=True, reveal_below=2, score_multiplier=3), 4),
        (house(teams="opposite", scoring="round-wins", bomb=True, hand_limit=10), 6),
    ],
    ids=["peers-a", "peers-b", "teams-points", "teams-round-wins"],
)
def test_H_peers_random_games_keep_the_invariants_and_replay(rules, players):
    for seed in range(3):
        check = Invariants(Counter(rules.deck_cards()), random.Random(seed), refuse_every=7)
        game = play_game(rules, players, seed, rounds=4, check=check)
        assert state(replay(game)) == state(game)
        if rules.teams != "none":
            assert all(game.scores[s] == game.scores[s + players // 2] for s in range(players // 2))


def test_H_timer_a_time_out_where_the_clock_prescribes_nothing_says_so():
    """A Tōgen Change waits for its target's answer: the clock makes no move there, and
    the refusal says that (it said the round was over)."""
    import random

    from uno_tui.engine import Game, load_ruleset

    rules = load_ruleset("tgus-t1").with_options(turn_seconds=30)
    for seed in range(300):
        game, rng = Game.new(rules, ["Ann", "Ben", "Cat"], seed=seed), random.Random(seed)
        while not game.round_over and game.phase != "change":
            game.move(rng.choice(game.legal_moves()))
        if game.phase == "change":
            break
    assert game.phase == "change" and game.timeout_move() is None
    assert "the clock makes no move for" in assert_refused(game, "timeout")
