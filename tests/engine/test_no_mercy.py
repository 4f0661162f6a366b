"""UNO Show 'Em No Mercy (RULES 6e, ruleset and deck `no-mercy`): one test or more per
rule of 6e, from exact positions, and RULES 8 under random play."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from support.driver import play_game, replay
from support.invariants import Invariants
from support.positions import NAMES, position, ruleset
from support.snapshot import assert_refused

from uno_tui.engine import (
    Game,
    RulesetError,
    card_info,
    card_label,
    describe,
    describe_rules,
    load_ruleset,
)
from uno_tui.engine.decisions import Reason

NM = load_ruleset("no-mercy")
# A draw pile to draw from (no card of it is in any hand below).
FILL = [f"Y{n}" for n in range(5, 10)] * 2 + ["Y0", "Y0"]


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def big_hand(count: int) -> list[str]:
    """`count` cards a No Mercy hand may hold (no more copies than the deck has)."""
    cards = [f"{c}{n}" for c in "RGB" for n in range(1, 10)] * 2
    return cards[:count]


# -- the deck and its cards (RULES 1, 2, 6e) -----------------------------------------


def test_6e_deck_has_168_cards_in_the_stated_composition():
    deck = Counter(NM.deck_cards())
    assert sum(deck.values()) == 168
    for c in "RYGB":
        assert all(deck[f"{c}{n}"] == 2 for n in range(10))
        assert deck[f"{c}-skip"] == deck[f"{c}-rev"] == deck[f"{c}+2"] == 3
        assert deck[f"{c}-discard"] == 3
        assert deck[f"{c}+4"] == deck[f"{c}-skipall"] == 2
    assert deck["W-rev+4"] == 8 and deck["W-roulette"] == 8
    assert deck["W+6"] == deck["W+10"] == 4
    assert deck["W"] == deck["W+4"] == 0  # no plain Wild, no Wild Draw Four


@pytest.mark.parametrize(
    ("text", "colour", "wild", "points", "label"),
    [
        ("R+4", "R", False, 20, "R +4"),
        ("B-skipall", "B", False, 20, "B Skip All"),
        ("G-discard", "G", False, 20, "G Discard All"),
        ("W-rev+4", None, True, 50, "Wild Rev +4"),
        ("W+6", None, True, 50, "Wild +6"),
        ("W+10", None, True, 50, "Wild +10"),
        ("W-roulette", None, True, 50, "Roulette"),
    ],
)
def test_1_new_cards_notation_points_and_labels(text, colour, wild, points, label):
    card = card_info(text)
    assert (card.colour, card.is_wild, card.points) == (colour, wild, points)
    assert card_label(text) == label


def test_1_coloured_draw_four_is_not_the_wild_draw_four():
    game = position(NM, [["R+4", "W-rev+4"], ["G1"]], ["R5"])
    assert game.effect("R+4") == "draw4"
    assert game.effect("W+4") == "wild4"  # (the classic card keeps its effect)
    assert "play R+4" in game.legal_moves()  # names no colour


# -- draw cards and stacking by amount ------------------------------------------------


@pytest.mark.parametrize(("card", "count"), [("R+4", 4), ("W+6 blue", 6), ("W+10 blue", 10)])
def test_6e_draw_card_makes_the_next_player_face_its_amount(card, count):
    game = position(NM, [[card.split()[0], "R1"], ["G1", "G2"], ["B1"]], ["R5"], FILL)
    game.move(f"play {card}")
    assert (game.phase, game.turn, game.pending_draw) == ("stack", 1, count)
    assert game.view(1).decision.reason == Reason.DRAW
    game.move("accept")
    assert game.hand_size(1) == 2 + count
    assert game.turn == 2 and game.phase == "play"  # the victim missed the turn


def test_6e_wild_reverse_draw_four_reverses_then_the_new_next_player_faces_4():
    game = position(NM, [["W-rev+4", "R1"], ["G1"], ["B1"], ["Y1"]], ["R5"], FILL)
    game.move("play W-rev+4 green")
    assert game.direction == -1
    assert (game.turn, game.phase, game.pending_draw) == (3, "stack", 4)
    assert game.colour == "green"


def test_6e_stack_by_amount_any_colour_and_the_amounts_add_up():
    hands = [["R+2", "R1", "R2"], ["B+4", "B1", "B2"], ["W-rev+4", "G1", "G2"], ["W+10", "Y2"]]
    game = position(NM, hands, ["R5"], FILL)
    game.move("play R+2")
    game.move("play B+4")  # 4 on 2, of any colour
    assert game.pending_draw == 6
    game.move("play W-rev+4 green")  # 4 on 4: equal
    assert game.pending_draw == 10 and game.direction == -1 and game.turn == 1
    assert "play B1" not in game.legal_moves()


def test_6e_stack_any_colour_after_a_wild():
    game = position(NM, [["W+6", "R1", "R2"], ["B+2", "G+4", "Y+4", "B1"]], ["R5"], FILL)
    game.move("play W+6 red")
    moves = game.legal_moves()
    assert "play G+4" not in moves and "play Y+4" not in moves  # 4 is lower than 6
    assert "accept" in moves


def test_6e_a_lower_amount_is_refused_and_changes_nothing():
    game = position(NM, [["R+4", "R1", "R2"], ["R+2", "B1"]], ["R5"], FILL)
    game.move("play R+4")
    assert "play R+2" not in game.legal_moves()
    why = assert_refused(game, "play R+2", match="2")
    assert "4 or more" in why


@pytest.mark.parametrize("card", ["R-skip", "R-rev", "R-skipall", "R-discard", "W-roulette"])
def test_6e_skip_reverse_skip_everyone_discard_all_roulette_do_not_answer_a_pending_total(card):
    game = position(NM, [["R+2", "R1", "R2"], [card, "B1"], ["G1"]], ["R5"], FILL)
    game.move("play R+2")
    assert game.legal_moves() == ["accept"]
    assert_refused(game, f"play {card}")


def test_6e_refusal_of_skip_on_a_pending_total_says_why():
    game = position(NM, [["R+2", "R1", "R2"], ["R-skip", "B1"], ["G1"]], ["R5"], FILL)
    game.move("play R+2")
    why = assert_refused(game, "play R-skip")
    assert "R Skip" in why and "2" in why


def test_6e_whoever_does_not_answer_draws_the_total_and_no_draw_until():
    game = position(NM, [["R+2", "R1"], ["B1", "B2"], ["G1"]], ["R5"], ["Y1", "Y2", "R7", "R8"])
    game.move("play R+2")
    game.move("draw")  # facing the total, a draw takes it
    assert game.hand(1) == ["B1", "B2", "Y1", "Y2"]
    assert game.turn == 2 and game.phase == "play"


# -- Skip Everyone, Reverse with two -------------------------------------------------


def test_6e_skip_everyone_skips_every_other_player_and_the_player_plays_again():
    game = position(NM, [["R-skipall", "R1", "R2"], ["G1"], ["B1"], ["Y1"]], ["R5"], FILL)
    events = game.move("play R-skipall")
    assert [e.player for e in events if e.kind == "skip"] == [1, 2, 3]
    assert (game.turn, game.phase) == (0, "play")
    assert "play R1" in game.legal_moves()


def test_6e_skip_everyone_with_two_players_is_a_skip():
    game = position(NM, [["R-skipall", "R1"], ["G1"]], ["R5"], FILL)
    game.move("play R-skipall")
    assert (game.turn, game.phase) == (0, "play")


def test_6e_reverse_with_two_players_acts_as_a_skip():
    game = position(NM, [["R-rev", "R1"], ["G1"]], ["R5"], FILL)
    game.move("play R-rev")
    assert game.turn == 0


# -- Discard All -----------------------------------------------------------------------


def test_6e_discard_all_takes_every_other_card_of_its_colour_under_it():
    game = position(NM, [["R-discard", "R1", "R+4", "B2", "W+6", "G3"], ["G1"]], ["R5"], FILL)
    events = game.move("play R-discard")
    assert game.hand(0) == ["B2", "W+6", "G3"]
    assert game.discard == ["R5", "R1", "R+4", "R-discard"]  # under it; it stays on top
    taken = [e for e in events if e.kind == "discard-all"]
    assert taken and taken[0].cards == ("R1", "R+4") and taken[0].count == 2
    assert game.turn == 1 and game.colour == "red"
    assert "takes R1, R+4 with it" in describe(taken[0], NAMES[:2])


def test_6e_discard_all_plays_on_another_discard_all_and_takes_its_own_colour():
    game = position(NM, [["B-discard", "B1", "R1", "G2"], ["G1"]], ["R-discard"], FILL)
    assert "play B-discard" in game.legal_moves()
    game.move("play B-discard")
    assert game.hand(0) == ["R1", "G2"] and game.colour == "blue"


def test_6e_discard_all_does_not_play_on_another_colour():
    game = position(NM, [["B-discard", "B1", "R1"], ["G1"]], ["R5"], FILL)
    assert "play B-discard" not in game.legal_moves()
    assert_refused(game, "play B-discard")


def test_6e_discard_all_leaving_one_card_calls_uno_with_the_play():
    game = position(NM, [["R-discard", "R1", "R2", "G3"], ["G1", "G2"]], ["R5"], FILL)
    moves = game.legal_moves()
    assert "play R-discard uno" in moves and "play R-discard" in moves
    game.move("play R-discard uno")
    assert game.hand(0) == ["G3"] and game.uno_called(0)


def test_6e_discard_all_leaving_one_card_without_uno_may_be_caught():
    game = position(NM, [["R-discard", "R1", "G3"], ["G1", "G2"]], ["R5"], FILL)
    game.move("play R-discard")
    assert game.catchable == [0]
    game.move("catch 0", by=1)
    assert game.hand_size(0) == 3


def test_6e_discard_all_of_every_card_left_goes_out():
    game = position(NM, [["R-discard", "R1", "R2"], ["G1", "G2"]], ["R5"], FILL)
    moves = game.legal_moves()
    assert "play R-discard uno" not in moves  # nothing is left: no UNO to call
    game.move("play R-discard")
    assert game.round_over and game.winner == 0 and game.game_over  # one round wins


def test_6e_uno_with_a_discard_all_that_leaves_two_is_refused():
    game = position(NM, [["R-discard", "R1", "G2", "G3"], ["G1"]], ["R5"], FILL)
    assert_refused(game, "play R-discard uno")


# -- Colour Roulette -------------------------------------------------------------------


def test_6e_roulette_declares_no_colour_and_the_next_player_names_it():
    game = position(NM, [["W-roulette", "R1", "R2"], ["G1"], ["B1"]], ["R5"], FILL)
    assert game.legal_moves().count("play W-roulette") == 1
    assert_refused(game, "play W-roulette red", match="no colour")
    game.move("play W-roulette")
    assert (game.turn, game.phase, game.colour) == (1, "colour", None)
    decision = game.view(1).decision
    assert decision.reason == Reason.ROULETTE and decision.by == 0
    assert decision.choices == ("red", "yellow", "green", "blue")
    assert game.view(None).decision.reason == Reason.ROULETTE
    assert game.roulette_from == 0
    assert game.legal_moves() == [f"colour {c}" for c in ("red", "yellow", "green", "blue")]


def test_6e_roulette_turns_up_until_the_colour_takes_them_all_and_misses_the_turn():
    game = position(
        NM, [["W-roulette", "R1"], ["G1"], ["B1"]], ["R5"], ["R2", "W+6", "B-skip", "G5", "Y1"]
    )
    game.move("play W-roulette")
    events = game.move("colour green", by=1)
    assert game.hand(1) == ["G1", "R2", "W+6", "B-skip", "G5"]  # a wild does not count
    assert game.colour == "green" and game.top == "W-roulette>G"
    assert (game.turn, game.phase) == (2, "play")  # Ben missed the turn
    roulette = [e for e in events if e.kind == "roulette"]
    assert roulette[0].cards == ("R2", "W+6", "B-skip", "G5") and roulette[0].player == 1
    assert "turns up R2, W+6, B-skip, G5" in describe(roulette[0], NAMES[:3])
    assert kinds(events).count("draw") == 1  # one draw of 4 cards, not 4 draws
    assert game.view(2).known[1] == ("B-skip", "G5", "R2", "W+6")  # turned up face up


def test_6e_roulette_stops_when_the_draw_and_discard_piles_run_dry():
    game = position(NM, [["W-roulette", "R1"], ["G1"], ["B1"]], ["R5"], ["R2", "B3"])
    game.move("play W-roulette")
    game.move("colour yellow", by=1)
    # R5 under the Roulette is shuffled in and turned up too; then nothing is left.
    assert sorted(game.hand(1)) == ["B3", "G1", "R2", "R5"]
    assert game.draw_pile_size == 0 and game.discard == ["W-roulette"]
    assert (game.turn, game.colour) == (2, "yellow")


def test_6e_roulette_turning_up_only_a_wild_before_the_piles_run_dry():
    hands = [["W-roulette", "R1", "R2"], ["G1"], ["B1"]]
    game = position(NM, hands, ["W-roulette"], colour="red")
    game.move("play W-roulette")
    events = game.move("colour blue", by=1)
    roulette = [e for e in events if e.kind == "roulette"][0]
    assert roulette.cards == ("W-roulette",)  # the one below, shuffled in: not blue
    assert game.turn == 2 and game.hand(1) == ["G1", "W-roulette"]
    assert game.colour == "blue" and game.draw_pile_size == 0


def test_6e_only_the_roulette_victim_names_the_colour():
    game = position(NM, [["W-roulette", "R1"], ["G1"], ["B1"]], ["R5"], FILL)
    game.move("play W-roulette")
    assert_refused(game, "colour red", by=2)
    assert_refused(game, "colour pink", by=1)


# -- the Mercy rule ---------------------------------------------------------------------


def test_6e_mercy_knocks_out_mid_way_through_a_pending_total():
    hand = big_hand(22)
    pile = [f"B{n}" for n in range(1, 10)] + ["Y1"]
    game = position(NM, [["W+10", "R1"], hand, ["G1"]], ["R5"], pile)
    game.move("play W+10 red")
    events = game.move("accept", by=1)
    assert kinds(events)[:2] == ["draw", "knocked-out"]
    assert events[0].count == 3  # 22 + 3 = 25: drawing stops at once
    assert game.hand(1) == [] and not game.in_round(1)
    assert game.draw_pile_size == 7
    assert game.discard[:25] == [*hand, "B1", "B2", "B3"]  # under the discard pile
    assert game.turn == 2 and game.phase == "play" and game.pending_draw == 0
    assert game.knocked_out == [1]
    view = game.view(None)
    assert view.knocked_out == (1,) and view.mercy_limit == 25
    assert view.makes_moves == (True, False, True)  # (who may catch: not Ben)
    assert game.legal_moves(by=1) == []
    assert_refused(game, "catch 0", by=1, match="out of this round")
    assert "Mercy rule: Ben holds 25 cards" in describe(events[1], NAMES[:3])


def test_6e_mercy_knocks_out_mid_way_through_draw_until_playable():
    game = position(NM, [["G1"], big_hand(23), ["B1"]], ["R5"], ["Y1", "Y2", "Y3", "R9"], turn=1)
    game.move("draw")
    assert not game.in_round(1) and game.draw_pile_size == 2
    assert game.turn == 2


def test_6e_draw_until_playable_then_must_play_it():
    game = position(NM, [["G1", "G2"], ["B1"]], ["R5"], ["Y1", "Y2", "R9", "Y3"])
    events = game.move("draw")
    assert kinds(events) == ["draw", "draw", "draw"]
    assert game.phase == "drawn" and game.legal_moves() == ["play R9"]  # no keep
    assert_refused(game, "keep")


def test_6e_last_player_standing_wins_the_round_and_the_game():
    game = position(NM, [["R+4", "R1"], big_hand(22)], ["R5"], FILL)
    game.move("play R+4")
    events = game.move("accept")
    assert game.round_over and game.winner == 0 and game.game_over
    assert "last-standing" in kinds(events) and game.game_winner == 0
    assert game.round_order() == [0, 1]


def test_6e_knocked_out_seats_are_skipped_in_turn_order_and_rank_last():
    hands = [["W+6", "R1", "R2"], big_hand(20), ["R3", "G2", "G3"], ["R4", "B2", "B3"]]
    game = position(NM, hands, ["R5"], FILL)
    game.move("play W+6 red")
    game.move("accept")
    assert game.turn == 2
    game.move("play R3")
    game.move("play R4")
    game.move("play R1")
    assert game.turn == 2  # Ben's seat is passed over
    assert game.round_order()[-1] == 1


def test_6e_knocked_out_seats_are_left_out_of_swaps_and_hand_passing():
    hands = [["R7", "R0", "R1"], big_hand(20), ["G1", "G2"], ["B1", "B2", "B3"]]
    game = position(NM, hands, ["R5"], FILL)
    game._give(1, 5, owe=True)  # Ben reaches 25 (as any draw would)
    assert game.knocked_out == [1]
    moves = game.legal_moves()
    assert "play R7 2" in moves and "play R7 3" in moves and "play R7 1" not in moves
    assert_refused(game, "play R7 1")
    assert_refused(game, "play R7")  # the swap is compulsory
    game.move("play R0")  # 0: every hand passes on, Ben's seat left out
    assert game.hand(2) == ["R7", "R1"] and game.hand(3) == ["G1", "G2"]
    assert game.hand(0) == ["B1", "B2", "B3"] and game.hand(1) == []


def test_6e_seven_swaps_with_the_named_player():
    game = position(NM, [["R7", "R1"], ["G1", "G2", "G3"], ["B1"]], ["R5"], FILL)
    game.move("play R7 1")
    assert game.hand(0) == ["G1", "G2", "G3"] and game.hand(1) == ["R1"]


# -- the first card, the ruleset ------------------------------------------------------------


def test_6e_first_card_is_always_a_number():
    for seed in range(60):
        game = Game.new(NM, NAMES[:3], seed=seed)
        first = next(e for e in game.events if e.kind == "flip").cards[0]
        assert card_info(first).is_number, (seed, first)


def test_6e_a_first_7_or_0_is_a_number_it_stays_and_swaps_nothing():
    """6e: only a card that is not a number goes back; a 7 or a 0 (which swap or pass
    hands when played) is a number, and as the first card nobody played it (O5)."""
    stayed = set()
    for seed in range(60):
        game = Game.new(NM, NAMES[:3], seed=seed)
        first = next(e for e in game.events if e.kind == "flip").cards[0]
        if first[1:] in ("7", "0"):
            stayed.add(first[1:])
            assert [game.hand_size(s) for s in range(3)] == [7] * 3
            assert game.turn == (game.dealer + 1) % 3 and game.phase == "play"
            assert not [e for e in game.events if e.kind in ("swap", "pass-hands")]
        assert not [e for e in game.events if e.kind == "redraw" and e.cards[0][1:] in "70"]
    assert stayed == {"7", "0"}, "some seed turns up a 7 and some a 0 first"


def test_6e_ruleset_sentences_name_stacking_by_amount_and_the_mercy_rule():
    said = " ".join(describe_rules(NM))
    assert "equal or higher amount" in said
    assert "Mercy rule: a player holding 25 cards" in said
    assert "Colour Roulette" in said and "168 cards" in said
    assert "first player to win 1 round wins" in said


@pytest.mark.parametrize(
    ("name", "said", "not_said"),
    [
        ("no-mercy", "is not a number card it is put back", "playing cards"),
        ("page-one", "is a special card it is put back", "not a number card"),
    ],
)
def test_O5_first_card_put_back_is_said_for_the_deck_in_play(name, said, not_said):
    """The sentence said "(with playing cards: is a special card)" for every deck; the
    bracket belongs to playing cards only."""
    text = " ".join(describe_rules(load_ruleset(name)))
    assert said in text and not_said not in text


@pytest.mark.parametrize(
    ("options", "why"),
    [
        ({"stack": ["+2 on +2"]}, "stack_amount"),
        ({"play_to_last": True, "scoring": "ranking"}, "mercy_limit"),
        ({"elimination": "most-cards"}, "mercy_limit"),
        ({"mercy_limit": 7}, "above every hand size"),
        ({"stack_priority": True}, "stack_amount"),
    ],
)
def test_6e_options_that_make_no_sense_together_are_refused(options, why):
    with pytest.raises(RulesetError, match=why):
        ruleset("no-mercy", **options)


def test_6e_views_describe_the_new_cards():
    game = position(
        NM,
        [["R+4", "R-skipall", "R-discard", "W-rev+4", "W+6", "W+10", "W-roulette"], ["G1"]],
        ["R5"],
    )
    view = game.view(0)
    of = {c: view.effect_of(c) for c in game.hand(0)}
    assert of["R+4"].draw == 4 and not of["R+4"].wild and of["R+4"].attack
    assert of["W+6"].draw == 6 and of["W+10"].draw == 10 and of["W+10"].wild
    assert of["W-rev+4"].draw == 4 and of["W-rev+4"].reverse
    assert of["R-skipall"].effect == "skip-all" and of["R-skipall"].skip
    assert of["R-discard"].effect == "discard-all" and of["R-discard"].draw == 0
    assert of["W-roulette"].effect == "roulette" and of["W-roulette"].attack
    assert not any(e.challengeable for e in of.values())


# -- RULES 8 under random play ----------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_8_random_play_conserves_168_cards_and_refused_moves_change_nothing(players):
    for seed in range(4):
        rng = random.Random(seed)
        check = Invariants(Counter(NM.deck_cards()), rng, refuse_every=3)
        game = play_game(NM, players, seed, rounds=1, check=check)
        assert game.round_over and sum(game.all_cards().values()) == 168
        assert check.refused  # wrong moves were tried, and refused
        again = replay(game)
        assert again.events == game.events and again.hand_sizes() == game.hand_sizes()


def test_8_random_play_reaches_every_new_rule():
    seen: Counter[str] = Counter()
    for seed in range(40):
        game = play_game(NM, 2 + seed % 4, seed, rounds=1)
        seen.update(e.kind for e in game.events)
    for kind in ("knocked-out", "roulette", "discard-all", "last-standing"):
        assert seen[kind], kind


def test_6e_roulette_stopped_by_the_mercy_rule_says_so_before_the_knock_out():
    """A play-tester: the log read "Dan draws 11 cards. / Mercy rule: Dan … is out … /
    Colour Roulette: Dan turns up … and takes them all", though no card of the colour
    came up. The Roulette is told first, as stopped by the Mercy rule; a seat out is
    not skipped."""
    pile = ["Y5", "Y6", "G3", "Y4", "Y7", "B5", "G7"]
    game = position(NM, [["W-roulette", "R1", "R3"], big_hand(20), ["B1"]], ["R5"], pile)
    game.move("play W-roulette")
    events = game.move("colour blue", by=1)
    assert kinds(events) == ["colour", "draw", "roulette", "knocked-out"]
    roulette = events[2]
    assert roulette.cards == ("Y5", "Y6", "G3", "Y4", "Y7") and roulette.target == 1
    assert describe(roulette, NAMES[:3]) == (
        "Colour Roulette: Ben turns up Y5, Y6, G3, Y4, Y7 (5 cards), no blue card among "
        "them; the Mercy rule stops it there."
    )
    assert game.knocked_out == [1] and game.turn == 2


def test_6e_a_seat_knocked_out_by_a_pending_total_is_not_also_skipped():
    hand = big_hand(22)
    pile = [f"B{n}" for n in range(1, 10)] + ["Y1"]
    game = position(NM, [["W+10", "R1"], hand, ["G1"]], ["R5"], pile)
    game.move("play W+10 red")
    events = game.move("accept", by=1)
    assert "knocked-out" in kinds(events) and "skip" not in kinds(events)
