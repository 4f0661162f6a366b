"""The Tōgen Fūtōsai deck and rulesets tgus-t1 / tgus-t2 (RULES 6c), one test
per item of section 6c, from exact positions in card notation."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from support.positions import position

from uno_tui.engine import (
    IllegalMove,
    card_info,
    card_label,
    describe,
    describe_rules,
    load_ruleset,
)
from uno_tui.engine.moves import format_play, parse_move

T1 = load_ruleset("tgus-t1")
T2 = load_ruleset("tgus-t2")
FILLER = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "G1", "G2", "G3"]


def refused(game, text, by=None, says=""):
    with pytest.raises(IllegalMove, match=says):
        game.move(text, by)


# -- the deck, its notation and points -------------------------------------------


def test_6c_deck_togen_has_120_cards_as_assumed():
    deck = Counter(T1.deck_cards())
    assert sum(deck.values()) == 120
    assert deck["R-rev+2"] == deck["B-counter"] == 1
    assert deck["G+2"] == deck["Y-skip"] == deck["R9"] == 2 and deck["R0"] == 1
    assert deck["W+4"] == 4 and "W" not in deck
    for wild in ("W+?", "W-change", "W-replace", "W-gamble"):
        assert deck[wild] == 2


def test_6c_points_numbers_face_actions_20_wilds_50():
    assert card_info("G7").points == 7
    assert card_info("R-rev+2").points == card_info("R-counter").points == 20
    assert {card_info(w).points for w in ("W+4", "W+?", "W-change", "W-gamble")} == {50}


def test_6c_notation_and_labels():
    assert [card_label(c) for c in ("R-rev+2", "b-counter", "W+?", "W-change", "W-gamble")] == [
        "R Rev+2",
        "B Counter",
        "Hit+?",
        "Change",
        "Gamble",
    ]
    assert card_label("W-replace") == "Replace" and card_label("W+4") == "Wild +4"


# -- Hit+2, Reverse Hit+2 and priorities ------------------------------------------


def test_6c_reverse_hit2_reverses_then_the_previous_player_draws_2():
    game = position(
        T1, [["R-rev+2", "R1", "R2"], ["G3", "G4"], ["B+2", "B7", "B8"]], ["R5"], FILLER
    )
    game.move("play R-rev+2")
    assert (game.direction, game.turn, game.phase, game.pending_draw) == (-1, 2, "stack", 2)
    assert "play B+2" in game.legal_moves()  # priority 1 on 1, whatever the colour
    game.move("play B+2")
    assert (game.turn, game.pending_draw) == (1, 4)
    game.move("accept")
    assert game.hand_size(1) == 6 and game.turn == 0


def test_6c_priority_a_lower_card_cannot_answer():
    game = position(T1, [["W+4", "R1", "R2"], ["G+2", "B-rev+2", "G4"], ["B7"]], ["R5"], FILLER)
    game.move("play W+4 green")
    assert game.phase == "stack" and game.pending_draw == 4
    assert game.legal_moves() == ["accept"]
    refused(game, "play G+2", says="priority 2")


def test_6c_hit4_is_never_challenged_and_playable_any_time():
    game = position(T1, [["W+4", "R1", "R2"], ["G4", "G5"], ["B7"]], ["R5"], FILLER)
    assert "play W+4 red" in game.legal_moves()  # while holding red cards
    game.move("play W+4 red")
    assert "challenge" not in game.legal_moves()


# -- Counter ---------------------------------------------------------------------


def test_6c_counter_returns_a_pending_draw():
    game = position(
        T1, [["R+2", "Y-counter", "R1"], ["G-counter", "G4", "G5"], ["B7"]], ["R5"], FILLER
    )
    game.move("play R+2")
    assert "play G-counter" in game.legal_moves()  # any colour
    game.move("play G-counter")
    assert (game.turn, game.phase, game.pending_draw) == (0, "stack", 2)
    assert game.events[-1].kind == "counter"
    game.move("accept")
    assert game.hand_size(0) == 4 and game.turn == 1


def test_6c_counter_on_a_counter_and_only_a_counter_answers_it():
    game = position(
        T1, [["R+2", "Y-counter", "R1"], ["G-counter", "G+2", "G5"], ["B7"]], ["R5"], FILLER
    )
    game.move("play R+2")
    game.move("play G-counter")
    game.move("play Y-counter")
    assert (game.turn, game.pending_draw) == (1, 2)
    refused(game, "play G+2", says="priority 4")
    game.move("accept")
    assert game.hand_size(1) == 4


def test_6c_several_counters_count_as_one():
    game = position(
        T1, [["R+2", "R1", "R2"], ["G-counter", "B-counter", "G5"], ["B7"]], ["R5"], FILLER
    )
    game.move("play R+2")
    game.move("play G-counter B-counter")
    assert (game.turn, game.pending_draw) == (0, 2)
    assert [e.kind for e in game.events].count("counter") == 1


@pytest.mark.parametrize("attack", ["play R+2", "play W-change 1"])
def test_6c_several_counters_at_once_are_listed_on_a_draw_and_on_a_change(attack):
    game = position(
        T1, [["R+2", "W-change", "R1"], ["G-counter", "B-counter", "G5"], ["B7"]], ["R5"], FILLER
    )
    game.move(attack)
    moves = game.legal_moves()
    assert "play G-counter B-counter" in moves and "play B-counter G-counter" in moves
    game.move("play G-counter B-counter")
    assert game.turn == 0 and [e.kind for e in game.events].count("counter") == 1


def test_6c_several_counters_only_where_multi_allows_them_together():
    game = position(
        T1.with_options(multi=[]),
        [["W-change", "R1"], ["G-counter", "B-counter", "G5"], ["B7"]],
        ["R5"],
        FILLER,
    )
    game.move("play W-change 1")
    assert [m for m in game.legal_moves() if m.startswith("play")] == [
        "play G-counter",
        "play B-counter",
    ]


def test_6c_counter_played_on_nothing_does_nothing():
    game = position(T1, [["R-counter", "R1"], ["G4", "G5"], ["B7"]], ["R5"], FILLER)
    game.move("play R-counter")
    assert (game.turn, game.phase, game.top) == (1, "play", "R-counter")


# -- Hit+? -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("turned", "total", "phase"),
    [("G7", 7, "stack"), ("G0", 0, "play"), ("G-skip", 2, "stack"), ("B+2", 2, "stack")],
)
def test_6c_hit_t1_a_number_adds_its_value_any_other_card_2(turned, total, phase):
    game = position(T1, [["W+?", "R1", "R2"], ["G4", "G5"], ["B7"]], ["R5"], [turned, *FILLER])
    assert "play W+?" in game.legal_moves()  # it declares nothing
    game.move("play W+?")
    assert (game.turn, game.phase, game.pending_draw) == (1, phase, total)
    assert game.top == turned and game.discard[-2:] == ["W+?", turned]


def test_6c_hit_answers_a_pending_draw_and_carries_its_total():
    game = position(T1, [["R+2", "R1"], ["W+?", "G5", "G6"], ["B7"]], ["R5"], ["G7", *FILLER])
    game.move("play R+2")
    game.move("play W+?")
    assert (game.turn, game.phase, game.pending_draw) == (2, "stack", 9)


def test_6c_hit_declares_no_colour():
    game = position(T1, [["W+?", "R1", "R2"], ["G4", "G5"], ["B7"]], ["R5"], FILLER)
    refused(game, "play W+? red", says="declares nothing")


def test_6c_hit_turned_up_wild_takes_the_hit_players_colour():
    game = position(T1, [["W+?", "R1", "R2"], ["G4", "G5"], ["B7"]], ["R5"], ["W-change", *FILLER])
    game.move("play W+?")
    assert (game.turn, game.phase) == (0, "colour")
    game.move("colour blue")
    assert (game.turn, game.phase, game.pending_draw, game.top) == (1, "stack", 2, "W-change>B")


# T2: four players, Ann (0) plays Hit+?; (cards turned up, total, who faces it).
T2_TABLE = [
    (["G7"], 7, 1),
    (["G0"], 10, 1),
    (["G-skip"], 2, 2),
    (["G-rev"], 2, 3),
    (["G-counter"], 2, 3),
    (["G+2"], 2, 1),
    (["W+4"], 2, 1),
    (["G-rev+2"], 2, 3),
    (["W+?", "G3", "G4"], 7, 1),
    (["W+?", "G-skip", "G4"], 6, 2),
]


@pytest.mark.parametrize(("turned", "total", "victim"), T2_TABLE)
def test_6c_hit_t2_table(turned, total, victim):
    hands = [["W+?", "R1", "R2"], ["G4", "G5"], ["B7", "B8"], ["Y7", "Y8"]]
    game = position(T2, hands, ["R5"], [*turned, *FILLER] + ["B1"] * 0)
    game.move("play W+?")
    if game.phase == "colour":
        game.move("colour red")
    assert (game.turn, game.phase, game.pending_draw) == (victim, "stack", total)


def test_6c_hit_t2_skip_with_two_players_goes_to_the_other_player():
    game = position(T2, [["W+?", "R1", "R2"], ["G4", "G5"]], ["R5"], ["G-skip", *FILLER])
    game.move("play W+?")
    assert (game.turn, game.phase, game.pending_draw) == (1, "stack", 2)


def test_6c_hit_t2_doubles_a_pending_total():
    game = position(T2, [["R+2", "R1"], ["W+?", "G5", "G6"], ["B7"]], ["R5"], ["G+2", *FILLER])
    game.move("play R+2")
    game.move("play W+?")
    assert game.pending_draw == 4


def test_6c_hit_t2_turned_up_gamble_lets_the_hit_player_choose():
    game = position(T2, [["W+?", "R1", "R2"], ["G4", "G5"], ["B7"]], ["R5"], ["W-gamble", *FILLER])
    game.move("play W+?")
    assert (game.turn, game.phase) == (0, "choose")
    assert "choose 7" in game.legal_moves() and "choose hit?" in game.legal_moves()
    refused(game, "choose all+2", says="row")
    game.move("choose 7")
    game.move("colour green")  # the Gamble is the top card: a wild
    assert (game.turn, game.pending_draw, game.top) == (1, 7, "W-gamble>G")


# -- Change ------------------------------------------------------------------------


def change_position(rules=T1, cat=("B7", "B8", "Y-counter")):
    hands = [["W-change", "R1", "R2"], ["G4", "G5"], list(cat)]
    return position(rules, hands, ["R5"], FILLER)


def test_6c_change_target_redraws_the_hand_and_chooses_the_colour():
    game = change_position()
    game.move("play W-change 2")
    assert (game.turn, game.phase, game.change_from) == (2, "change", 0)
    moves = game.legal_moves()
    assert "colour blue" in moves and "play Y-counter" in moves and "accept" not in moves
    game.move("colour blue")
    assert game.hand(2) == ["Y1", "Y2", "Y3"]  # the draw pile's top three
    assert game.colour == "blue" and (game.turn, game.phase) == (1, "play")
    assert game.draw_pile_size == len(FILLER)  # the old hand went under the pile
    assert sorted(game.all_cards().elements()) == sorted(
        ["R1", "R2", "G4", "G5", "B7", "B8", "Y-counter", "R5", "W-change", *FILLER]
    )


def test_6c_change_countered_the_counterer_chooses_the_colour():
    game = change_position()
    game.move("play W-change 2")
    game.move("play Y-counter")
    assert (game.turn, game.phase) == (0, "change")
    assert "accept" in game.legal_moves() and "colour red" not in game.legal_moves()
    refused(game, "colour red", says="countered")
    game.move("accept")
    assert game.hand_size(0) == 2 and (game.turn, game.phase) == (2, "colour")
    said = describe(game.move("colour green")[0], game.players)
    assert game.colour == "green" and (game.turn, game.phase) == (1, "play")
    assert said == f"{game.players[2]} chooses green for {game.players[1]}."


def test_6c_a_counter_on_a_counter_keeps_the_changes_owner_in_every_view():
    """The Change stays Ann's however often it is Countered: `change_from` is who sent
    it last, `change_owner` who played it (the table names her, not the counterer)."""
    hands = [["W-change", "R-counter", "R2"], ["G4", "G5"], ["B7", "Y-counter", "G-counter"]]
    game = position(T1, hands, ["R5"], FILLER)
    game.move("play W-change 2")
    game.move("play Y-counter")  # Cat sends it back to Ann
    assert (game.turn, game.change_from, game.change_owner) == (0, 2, 0)
    game.move("play R-counter")  # Ann Counters the Counter: back to Cat
    assert (game.turn, game.change_from, game.change_owner) == (2, 0, 0)
    game.move("play G-counter")  # and Cat again
    assert (game.turn, game.change_from, game.change_owner) == (0, 2, 0)
    for seat in (None, 0, 1, 2):
        view = game.view(seat)
        assert (view.change_from, view.change_owner) == (2, 0)
    game.move("accept")
    assert game.change_owner is None and game.view(None).change_owner is None


@pytest.mark.parametrize("caught", [False, True])
def test_6c_a_last_counter_without_the_final_call_still_sends_the_change_back(caught):
    game = change_position(T1.with_options(calls="pageone-stop"), cat=("Y-counter",))
    game.move("play W-change 2")
    game.move("play Y-counter")  # Cat's last card, without "stop"
    assert (game.turn, game.phase, game.unconfirmed_out) == (0, "out", 2)
    if caught:  # not out after all: the Counter's effect applies now
        game.move("catch 2", by=1)
    else:
        game.move("accept")
    assert (game.turn, game.phase, game.change_from) == (0, "change", 2)
    assert game.finished == ([] if caught else [2])


def test_6c_change_only_a_counter_answers_it():
    game = change_position(cat=("B7", "B+2", "W+?"))
    game.move("play W-change 2")
    refused(game, "play B+2", says="Counter")
    refused(game, "play W+?", says="Counter")


def test_6c_change_limit_15_cards():
    game = position(
        T1,
        [
            ["W-change", "R1", "R2"],
            ["G4", "G5"],
            [f"B{n}" for n in range(1, 10)] + [f"B{n}" for n in range(1, 7)],
        ],
        ["R5"],
        FILLER,
    )
    refused(game, "play W-change 2", says="15 or more")
    assert "play W-change 1" in game.legal_moves() and "play W-change 2" not in game.legal_moves()


# -- Replace -----------------------------------------------------------------------


def test_6c_replace_swaps_hands_and_declares_the_colour():
    game = position(T1, [["W-replace", "R1", "R2"], ["G4", "G5"], ["B7"]], ["R5"], FILLER)
    game.move("play W-replace blue 2")
    assert game.hand(0) == ["B7"] and game.hand(2) == ["R1", "R2"]
    assert game.colour == "blue" and game.turn == 1


def test_6c_replace_forced_draw_once_the_new_hand_is_seen():
    game = position(T1, [["W-replace", "R1", "R2"], ["G4", "G5"], ["B-skip"]], ["R5"], FILLER)
    game.move("play W-replace blue 2")
    assert game.hand(0) == ["B-skip", "Y1", "Y2"]  # no number: drew 2


# -- Gamble --------------------------------------------------------------------------


def gamble_position(rules=T1, ann=("W-gamble", "R1", "R2")):
    return position(rules, [list(ann), ["G4", "G5"], ["B7", "B8"]], ["R5"], FILLER)


def test_6c_gamble_declared_as_a_coloured_picture_card():
    game = gamble_position()
    game.move("play W-gamble as B-skip")
    assert (game.turn, game.colour, game.top) == (2, "blue", "W-gamble>B")
    assert ("gamble-as", ("B-skip",)) in [(e.kind, e.cards) for e in game.events]


def test_6c_gamble_as_hit4_with_its_priority():
    game = gamble_position()
    game.move("play W-gamble as W+4 green")
    assert (game.turn, game.phase, game.pending_draw, game.colour) == (1, "stack", 4, "green")
    refused(game, "play G4", by=1, says="priority 2")


def test_6c_gamble_answers_only_with_the_declared_priority():
    game = position(
        T1, [["W+4", "R1", "R2"], ["W-gamble", "G5", "G6"], ["B7", "B8"]], ["R5"], FILLER
    )
    game.move("play W+4 red")
    refused(game, "play W-gamble as G+2", says="priority 2")
    assert "play W-gamble as W+?" in game.legal_moves()
    game.move("play W-gamble as G-counter")
    assert (game.turn, game.pending_draw) == (0, 4)


def test_6c_gamble_never_a_number_and_as_a_plain_wild():
    game = gamble_position()
    refused(game, "play W-gamble as R5", says="never as R 5")
    refused(game, "play W-gamble red", says="acts as")
    game.move("play W-gamble as W yellow")
    assert (game.turn, game.colour) == (1, "yellow")


def test_6c_gamble_as_change_and_replace():
    game = gamble_position()
    assert "play W-gamble as W-change 2" in game.legal_moves()
    assert "play W-gamble as W-replace blue 2" in game.legal_moves()
    game.move("play W-gamble as W-replace blue 2")
    assert game.hand(2) == ["R1", "R2"] and game.colour == "blue"


def test_6c_all_hit2_every_other_player_draws_2_or_counters():
    hands = [["W-gamble", "R1"], ["G4", "G5"], ["B-counter", "B8"], ["Y7", "Y8"]]
    game = position(T2, hands, ["R5"], FILLER)
    assert "play W-gamble as all+2 blue uno" in game.legal_moves()
    game.move("play W-gamble as all+2 blue uno")
    assert (game.turn, game.phase, game.pending_draw) == (1, "stack", 2)
    game.move("accept")
    assert game.hand_size(1) == 4 and (game.turn, game.pending_draw) == (2, 2)
    game.move("play B-counter")  # only Cat's 2 go back to Ann
    assert (game.turn, game.pending_draw) == (0, 2)
    game.move("accept")
    assert game.hand_size(0) == 3 and (game.turn, game.pending_draw) == (3, 2)
    game.move("accept")
    assert game.hand_size(3) == 4 and (game.turn, game.phase) == (1, "play")


def test_6c_all_hit2_only_t2_from_two_cards_never_on_a_draw():
    refused(gamble_position(T1, ("W-gamble", "R1")), "play W-gamble as all+2 blue", says="never")
    refused(gamble_position(T2), "play W-gamble as all+2 blue", says="2 or fewer")
    game = position(T2, [["R+2", "R1"], ["W-gamble", "G5"], ["B7"]], ["R5"], FILLER)
    game.move("play R+2")
    refused(game, "play W-gamble as all+2 blue", says="never")


# -- forced draw and stock --------------------------------------------------------------


def test_6c_forced_draw_a_hand_without_numbers_draws_2_until_a_number():
    game = position(T1, [["R1", "R-skip", "R-counter"], ["G4", "G5"], ["B7"]], ["R5"], FILLER)
    game.move("play R1")
    assert game.hand(0) == ["R-skip", "R-counter", "Y1", "Y2"]


def test_6c_stock_a_draw_larger_than_the_piles_is_owed():
    game = position(T2, [["W+4", "R1", "R2"], ["G4", "G5"], ["B7"]], ["R5"], ["Y1"])
    game.move("play W+4 red")
    game.move("accept")
    # The pile (1 card) is refilled with the discard pile but its top (R5): 2 drawn, 2 owed.
    assert game.hand_size(1) == 4 and game.stock_owed == [0, 2, 0]
    assert game.view(1).stock_owed == (0, 2, 0)


def test_6c_stock_is_paid_in_turn_order_after_a_refill():
    discard = [f"{c}{n}" for c in "RGB" for n in range(1, 10)] + ["R5"]
    game = position(T2, [["R-skip", "Y9"], ["Y4"], ["B-skip"]], discard, ["Y1", "Y2", "Y3"])
    game._owed[1] = 3  # owed from an earlier draw
    game.move("draw")  # 3 cards left: the pile is refilled (3 + 27), then Ben pays
    assert game.stock_owed == [0, 0, 0] and game.hand_size(1) == 4
    assert game.hand_size(0) == 3 and game.discard == ["R5"]
    assert sum(game.all_cards().values()) == len(discard) + 7


def test_6c_stock_owed_may_not_go_out():
    game = position(T2, [["R1"], ["G4", "G5"], ["B7"]], ["R5"], FILLER)
    game._owed[0] = 2  # owed from an earlier draw
    refused(game, "play R1", says="owes 2")
    assert "play R1" not in game.legal_moves()


# -- moves, help, views and whole games ---------------------------------------------------


def test_6c_listed_moves_round_trip_and_views_work_in_every_new_phase():
    seen = set()
    for rules in (T1, T2):
        for seed in range(3):
            game = load_game(rules, 4, seed)
            rng = random.Random(seed)
            while not game.round_over:
                for text in game.legal_moves():
                    move = parse_move(text)
                    if move.kind == "play":
                        assert (
                            format_play(
                                move.cards, move.colour, move.call, move.target, move.action
                            )
                            == text
                        )
                if game.phase in ("change", "choose", "colour") and game.phase not in seen:
                    seen.add(game.phase)
                    view = game.view(game.turn)
                    assert view.legal_moves == tuple(game.legal_moves())
                    world = game.sample(game.turn, random.Random(seed))
                    assert world.legal_moves() == game.legal_moves()
                game.move(rng.choice(game.legal_moves()))
    assert {"change", "colour"} <= seen


def load_game(rules, players, seed):
    from uno_tui.engine import Game

    return Game.new(rules, [f"P{i}" for i in range(players)], seed=seed)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("rules", [T1, T2], ids=["tgus-t1", "tgus-t2"])
def test_6c_random_games_finish_and_conserve_120_cards(rules, players):
    game = load_game(rules, players, seed=players)
    rng = random.Random(players)
    for _ in range(100_000):
        if game.game_over:
            break
        if game.round_over:
            game.next_round()
            continue
        text = rng.choice(game.legal_moves())
        game.move(text)
        assert sum(game.all_cards().values()) == 120
    assert game.game_over


def test_6c_help_says_what_is_assumed():
    for rules in (T1, T2):
        text = " ".join(describe_rules(rules))
        assert "composition is assumed" in text and "Change (assumed effect)" in text
    assert "All Hit+2" in " ".join(describe_rules(T2))
