"""Special cards of RULES.md section 6 (W-shuffle, W-custom with each effect,
W-swap, W-snorlax, W-greninja) and H-seven-zero, from exact positions."""

from __future__ import annotations

from collections import Counter

import pytest
from support.positions import official as house
from support.positions import position as pos
from support.positions import seed_where
from support.reading import drawn, first_flip, kinds, own_moves
from support.snapshot import assert_refused

from uno_tui.engine import describe

FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]


def hands(game):
    return [game.hand(s) for s in range(len(game.players))]


# -- H-seven-zero --------------------------------------------------------------------


def test_H_seven_zero_seven_swaps_with_the_chosen_player():
    game = pos(
        house(seven_zero=True),
        [["R7", "R0", "B1"], ["G3", "G4"], ["G1", "G2", "G6", "G7"]],
        ["R3"],
        FILL,
    )
    assert {"play R7 1", "play R7 2"} <= set(game.legal_moves())
    events = game.move("play R7 2")
    assert kinds(events) == ["play", "swap"]
    assert hands(game) == [["G1", "G2", "G6", "G7"], ["G3", "G4"], ["R0", "B1"]]
    assert game.turn == 1


def test_H_seven_zero_seven_needs_a_target():
    game = pos(house(seven_zero=True), [["R7", "R0", "B1"], ["G3", "G4"]], ["R3"], FILL)
    assert "play R7" not in game.legal_moves()
    assert_refused(game, "play R7", match="whose hand")
    assert_refused(game, "play R7 0", match="another player")


def test_H_seven_zero_seven_as_the_last_card_just_goes_out():
    game = pos(house(seven_zero=True), [["R7"], ["G3", "G4"]], ["R3"], FILL)
    assert own_moves(game) == ["play R7", "draw"]
    game.move("play R7")
    assert game.round_over and game.winner == 0


def test_H_seven_zero_zero_passes_hands_in_the_direction_of_play():
    game = pos(
        house(seven_zero=True),
        [["R0", "R5", "B1"], ["G3", "G4"], ["G1", "G2", "G6"], ["Y0"]],
        ["R3"],
        FILL,
    )
    events = game.move("play R0")
    assert kinds(events) == ["play", "pass-hands"]
    assert hands(game) == [["Y0"], ["R5", "B1"], ["G3", "G4"], ["G1", "G2", "G6"]]
    assert game.turn == 1


def test_H_seven_zero_zero_counter_clockwise():
    game = pos(
        house(seven_zero=True),
        [["R0", "R5", "B1"], ["G3", "G4"], ["G1", "G2", "G6"], ["Y0"]],
        ["R3"],
        FILL,
        direction=-1,
    )
    game.move("play R0")
    assert hands(game) == [["G3", "G4"], ["G1", "G2", "G6"], ["Y0"], ["R5", "B1"]]
    assert game.turn == 3


def test_H_seven_zero_uno_state_starts_afresh_after_a_swap():
    game = pos(
        house(seven_zero=True),
        [["R7", "R5", "B1"], ["G3"], ["G1", "G2", "G6"]],
        ["R3"],
        FILL,
    )
    game.move("play R7 1")  # Ann takes Ben's single card, Ben takes Ann's two
    assert hands(game)[:2] == [["G3"], ["R5", "B1"]]
    assert game.catchable == []


def test_H_seven_zero_off_seven_is_a_number():
    game = pos(house(), [["R7", "R0", "B1"], ["G3", "G4"]], ["R3"], FILL)
    game.move("play R7")
    assert hands(game)[:2] == [["R0", "B1"], ["G3", "G4"]]


# -- W-shuffle ----------------------------------------------------------------------


def test_W_shuffle_hands_collected_shuffled_dealt_from_the_left():
    game = pos(
        house(deck="classic-2016"),
        [["W-shuffle", "R0", "B1"], ["G3", "G4"], ["G1", "G2", "G6", "G7"]],
        ["R3"],
        FILL,
        seed=3,
    )
    before = Counter(["R0", "B1", "G3", "G4", "G1", "G2", "G6", "G7"])
    events = game.move("play W-shuffle blue")
    assert kinds(events) == ["play", "shuffle-hands"]
    # 8 cards dealt one at a time from Ben: Ben 3, Cat 3, Ann 2.
    assert [game.hand_size(s) for s in range(3)] == [2, 3, 3]
    assert sum((Counter(h) for h in hands(game)), Counter()) == before
    assert (game.colour, game.turn, game.top) == ("blue", 1, "W-shuffle>B")


def test_W_shuffle_is_deterministic_for_a_seed():
    def shuffled(seed):
        game = pos(
            house(deck="classic-2016"),
            [["W-shuffle", "R0", "B1"], ["G3", "G4"], ["G1", "G2", "G6", "G7"]],
            ["R3"],
            FILL,
            seed=seed,
        )
        game.move("play W-shuffle blue")
        return hands(game)

    assert shuffled(5) == shuffled(5)
    assert len({str(shuffled(s)) for s in range(8)}) > 1


def test_W_shuffle_can_leave_the_player_with_cards():
    game = pos(
        house(deck="classic-2016"),
        [["W-shuffle", "R0"], ["G3", "G4"], ["G1", "G2", "G6", "G7"]],
        ["R3"],
        FILL,
        seed=1,
    )
    game.move("play W-shuffle red uno")
    assert [game.hand_size(s) for s in range(3)] == [2, 3, 2]
    assert not game.uno_called(0) and game.catchable == []


# -- W-custom -----------------------------------------------------------------------


def custom(effect, **options):
    return house(deck="classic-2016", custom_effect=effect, **options)


CUSTOM_HANDS = [["W-custom", "R0", "B1"], ["G3", "W", "G4"], ["W+4", "G1", "W-shuffle"]]


def test_W_custom_play_again():
    game = pos(custom("play-again"), CUSTOM_HANDS, ["R3"], FILL)
    game.move("play W-custom green")
    assert (game.turn, game.phase, game.colour) == (0, "play", "green")
    assert_refused(game, "play R0", match="does not match")
    game.move("draw")
    assert game.hand(0)[-1] == "Y1"


def test_W_custom_discard_wilds():
    game = pos(custom("discard-wilds"), CUSTOM_HANDS, ["R3"], FILL)
    events = game.move("play W-custom green")
    assert [(e.player, e.cards) for e in events if e.kind == "discard"] == [
        (1, ("W",)),
        (2, ("W+4", "W-shuffle")),
    ]
    assert hands(game) == [["R0", "B1"], ["G3", "G4"], ["G1"]]
    assert game.discard == ["R3", "W", "W+4", "W-shuffle", "W-custom"]
    assert (game.top, game.turn) == ("W-custom>G", 1)


def test_W_custom_discard_wilds_emptying_a_hand_goes_out():
    game = pos(custom("discard-wilds"), [["W-custom", "R0"], ["W", "W+4"], ["G1"]], ["R3"], FILL)
    events = game.move("play W-custom green uno")
    assert "out" in kinds(events) and game.round_over and game.winner == 1


def test_W_custom_downpour_every_other_player_draws_two():
    game = pos(custom("downpour"), CUSTOM_HANDS, ["R3"], FILL)
    events = game.move("play W-custom blue")
    assert drawn(events, 1) == ["Y1", "Y2"] and drawn(events, 2) == ["Y3", "Y4"]
    assert drawn(events, 0) == []
    assert (game.turn, game.colour) == (1, "blue")  # Ben draws but still plays


def test_W_custom_gamble_lists_its_actions():
    game = pos(custom("gamble"), CUSTOM_HANDS, ["R3"], FILL)
    moves = game.legal_moves()
    for action in ("", " skip", " reverse", " draw2", " draw4"):
        assert f"play W-custom red{action}" in moves


def test_W_custom_gamble_plain_wild():
    game = pos(custom("gamble"), CUSTOM_HANDS, ["R3"], FILL)
    game.move("play W-custom red")
    assert (game.turn, game.colour) == (1, "red")


def test_W_custom_gamble_skip():
    game = pos(custom("gamble"), CUSTOM_HANDS, ["R3"], FILL)
    events = game.move("play W-custom red skip")
    assert [e.player for e in events if e.kind == "skip"] == [1]
    assert (game.turn, game.colour) == (2, "red")


def test_W_custom_gamble_reverse():
    game = pos(custom("gamble"), [*CUSTOM_HANDS, ["B7", "B8"]], ["R3"], FILL)
    game.move("play W-custom red reverse")
    assert (game.direction, game.turn) == (-1, 3)


def test_W_custom_gamble_draw2():
    game = pos(custom("gamble"), CUSTOM_HANDS, ["R3"], FILL)
    events = game.move("play W-custom yellow draw2")
    assert drawn(events, 1) == ["Y1", "Y2"] and game.turn == 2


def test_W_custom_gamble_draw4_is_not_challenged():
    game = pos(custom("gamble"), CUSTOM_HANDS, ["R3"], FILL)
    events = game.move("play W-custom yellow draw4")
    assert drawn(events, 1) == FILL[:4] and game.turn == 2


@pytest.mark.parametrize(
    ("action", "card"),
    [("", "W"), (" skip", "Y-skip"), (" reverse", "Y-rev"), (" draw2", "Y+2"), (" draw4", "W+4")],
)
def test_W_custom_gamble_says_what_it_acts_as(action, card):
    """The action chosen is public: one event says it, right after the play."""
    game = pos(custom("gamble"), CUSTOM_HANDS, ["R3"], FILL)
    events = game.move(f"play W-custom yellow{action}")
    assert [(e.kind, e.player, e.cards) for e in events[:2]] == [
        ("play", 0, ("W-custom",)),
        ("gamble-as", 0, (card,)),
    ]
    assert all(e.private_to is None for e in events[:2])


def test_W_custom_gamble_action_only_with_the_gamble_card():
    game = pos(custom("gamble"), CUSTOM_HANDS, ["R3"], FILL)
    assert_refused(game, "play R0 skip", match="only said with a Gamble")
    game = pos(custom("play-again"), CUSTOM_HANDS, ["R3"], FILL)
    assert_refused(game, "play W-custom red skip", match="only said with a Gamble")


@pytest.mark.parametrize(("action", "answer"), [("draw2", "play G+2"), ("draw4", "play W+4 red")])
def test_W_custom_gamble_draw_can_be_stacked_like_the_card_it_acts_as(action, answer):
    rules = custom("gamble", stack=["+2 on +2", "+4 on +4"], wd4_restriction="none")
    game = pos(rules, [["W-custom", "R0", "B1"], ["G+2", "W+4", "G4"], ["G1"]], ["R3"], FILL)
    game.move(f"play W-custom green {action}")
    assert answer in game.legal_moves()


# -- W-swap -------------------------------------------------------------------------


def swap_rules():
    return house(add_cards={"W-swap": 1})


def test_W_swap_with_a_target():
    game = pos(
        swap_rules(), [["W-swap", "R0", "B1"], ["G3", "G4"], ["G1", "G2", "G6"]], ["R3"], FILL
    )
    events = game.move("play W-swap blue 2")
    assert kinds(events) == ["play", "swap"]
    assert hands(game) == [["G1", "G2", "G6"], ["G3", "G4"], ["R0", "B1"]]
    assert (game.colour, game.turn) == ("blue", 1)


def test_W_swap_without_a_target():
    game = pos(
        swap_rules(), [["W-swap", "R0", "B1"], ["G3", "G4"], ["G1", "G2", "G6"]], ["R3"], FILL
    )
    events = game.move("play W-swap blue")
    assert kinds(events) == ["play"]
    assert hands(game) == [["R0", "B1"], ["G3", "G4"], ["G1", "G2", "G6"]]


def test_W_swap_refuses_a_bad_target():
    game = pos(swap_rules(), [["W-swap", "R0", "B1"], ["G3", "G4"]], ["R3"], FILL)
    assert_refused(game, "play W-swap blue 0", match="another player")
    assert_refused(game, "play W-swap blue 5", match="another player")


def test_W_swap_scores_40():
    game = pos(swap_rules(), [["R5"], ["W-swap", "G4"]], ["R3"], FILL)
    game.move("play R5")
    assert game.scores == [44, 0]


# -- W-snorlax ----------------------------------------------------------------------


def pokemon(**options):
    return house(deck="pokemon", **options)


def test_W_snorlax_draws_three_discards_declared_colour():
    game = pos(
        pokemon(),
        [["W-snorlax", "R5", "B1"], ["G3", "B-skip", "G7", "R9"], ["R6", "G1"]],
        ["R3"],
        ["G8", "Y2", "G9", "B7"],
    )
    events = game.move("play W-snorlax green")
    assert drawn(events, 1) == ["G8", "Y2", "G9"]
    assert [e.cards for e in events if e.kind == "discard"] == [("G3", "G7", "G8", "G9")]
    assert game.hand(1) == ["B-skip", "R9", "Y2"]
    # The discards go under the Snorlax; the top card and colour stay.
    assert game.discard == ["R3", "G3", "G7", "G8", "G9", "W-snorlax"]
    assert (game.top, game.colour, game.turn) == ("W-snorlax>G", "green", 2)


def test_W_snorlax_on_anything_even_with_playable_cards():
    game = pos(pokemon(), [["W-snorlax", "R5", "B1"], ["G3"], ["R6"]], ["R3"], FILL)
    assert "play W-snorlax green" in game.legal_moves() and "play R5" in game.legal_moves()


def test_W_snorlax_victim_left_with_no_cards_has_gone_out():
    game = pos(
        pokemon(),
        [["W-snorlax", "R5", "B1"], ["G3", "G7"], ["R6", "G1"]],
        ["R3"],
        ["G8", "G9", "G2"],
    )
    events = game.move("play W-snorlax green")
    assert "out" in kinds(events)
    assert game.round_over and game.winner == 1


def test_W_snorlax_victim_out_in_play_to_last():
    rules = pokemon(play_to_last=True, scoring="ranking")
    game = pos(
        rules,
        [["W-snorlax", "R5", "B1"], ["G3", "G7"], ["R6", "G1"]],
        ["R3"],
        ["G8", "G9", "G2"],
    )
    game.move("play W-snorlax green")
    assert not game.round_over and game.finished == [1]
    assert game.turn == 2 and not game.in_round(1)


# -- W-greninja ---------------------------------------------------------------------


def test_W_greninja_draws_until_the_declared_colour_then_declares_again():
    game = pos(
        pokemon(),
        [["W-greninja", "R0", "B1"], ["G3", "G4"], ["G1", "G2"], ["Y5"]],
        ["R3"],
        ["Y1", "R2", "B7", "G8"],
    )
    events = game.move("play W-greninja blue")
    assert drawn(events, 1) == ["Y1", "R2", "B7"]  # keeps all; stops at the blue card
    assert [e.player for e in events if e.kind == "skip"] == [1]
    assert (game.turn, game.phase) == (0, "colour")
    assert game.legal_moves() == [f"colour {c}" for c in ("red", "yellow", "green", "blue")]
    assert_refused(game, "colour green", by=2)
    events = game.move("colour green")
    assert kinds(events) == ["colour"]
    assert (game.turn, game.phase, game.colour, game.top) == (2, "play", "green", "W-greninja>G")
    # The second colour's line names the player it is for.
    assert describe(events[0], game.players) == "Ann chooses green for Cat."


def test_W_greninja_with_two_players_the_second_colour_is_the_players_own():
    game = pos(pokemon(), [["W-greninja", "R0", "B1"], ["G3", "G4"]], ["R3"], ["B7", "G8"])
    game.move("play W-greninja blue")
    events = game.move("colour green")
    assert game.turn == 0 and describe(events[0], game.players) == "Ann chooses green."


def test_W_greninja_victim_may_not_play():
    game = pos(
        pokemon(),
        [["W-greninja", "R0", "B1"], ["G3", "G4"], ["G1", "G2"]],
        ["R3"],
        ["B7", "G8"],
    )
    game.move("play W-greninja blue")
    assert game.legal_moves(by=1) == [] and game.hand(1) == ["G3", "G4", "B7"]


def test_W_greninja_with_nothing_of_the_colour_left_stops_when_the_piles_run_dry():
    game = pos(
        pokemon(),
        [["W-greninja", "R0", "B1"], ["G3", "G4"], ["G1", "G2"]],
        ["R3"],
        ["Y7", "Y8"],
    )
    events = game.move("play W-greninja blue")
    # Y7, Y8, then the reshuffled R3: no blue anywhere; the draw ends, nothing is lost.
    assert sorted(drawn(events, 1)) == ["R3", "Y7", "Y8"]
    assert game.phase == "colour" and game.turn == 0


# -- special wilds as the first card (O5) ------------------------------------------------


@pytest.mark.parametrize(
    ("options", "card"),
    [
        ({"deck": "pokemon"}, "W-snorlax"),
        ({"deck": "pokemon"}, "W-greninja"),
        ({"deck": "classic-2016"}, "W-custom"),
        ({"deck": "classic-2016"}, "W-shuffle"),
        ({"add_cards": {"W-swap": 1}}, "W-swap"),
    ],
)
def test_O5_special_wild_first_card_first_player_declares_then_plays(options, card):
    rules = house(**options)
    game = seed_where(rules, 4, lambda g: first_flip(g) == card, limit=20000)
    first = (game.dealer + 1) % 4
    assert (game.turn, game.phase) == (first, "colour")
    assert [game.hand_size(s) for s in range(4)] == [7, 7, 7, 7]
    game.move("colour red")
    assert (game.turn, game.phase, game.colour) == (first, "play", "red")
    assert [game.hand_size(s) for s in range(4)] == [7, 7, 7, 7]  # no effect
