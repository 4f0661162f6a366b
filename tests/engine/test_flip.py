"""UNO FLIP! (RULES 6d): the two-faced deck, the side in play, Flip, the draw
cards and their challenges, what everyone sees, and the notation, from exact
positions in the two-face card notation ('R5/O7': light face first)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from support.driver import Driver, play_game, replay
from support.invariants import Invariants
from support.positions import position
from support.reading import drawn, kinds, own_plays
from support.refusals import assert_refused_quietly
from support.snapshot import snapshot

from uno_tui.engine import (
    Game,
    IllegalMove,
    card_label,
    describe,
    describe_rules,
    load_ruleset,
    parse_card,
)
from uno_tui.engine.decks import flip_side

FLIP = load_ruleset("flip")
# Plain number cards to fill draw piles, each face used once here.
PILE = ["Y1/P1", "Y2/P2", "Y3/P3", "Y4/P4", "Y5/P5", "Y6/P6", "Y7/P7", "Y8/P8", "Y9/P9"]


def at(hands, discard, draw_pile=PILE, **extra) -> Game:
    return position(FLIP, hands, discard, list(draw_pile), **extra)


def refused(game, text, by=None, says=""):
    with pytest.raises(IllegalMove, match=says):
        game.move(text, by)


# -- the deck and its notation ----------------------------------------------------


def test_the_deck_has_112_two_faced_cards_and_each_side_its_faces():
    game = Game.new(FLIP, ["Ann", "Ben"], seed=4)
    deck = game.deck_cards()
    assert len(deck) == 112
    assert Counter(c.split("/")[0] for c in deck) == Counter(flip_side("light"))
    assert Counter(c.split("/")[1] for c in deck) == Counter(flip_side("dark"))
    light = Counter(flip_side("light"))
    assert light["R5"] == 2 and light["R+1"] == 2 and light["W+2"] == 4 and not light["R0"]
    dark = Counter(flip_side("dark"))
    assert dark["P-skipall"] == 2 and dark["T+5"] == 2 and dark["W+C"] == 4
    assert sum(game.all_cards().values()) == 112


def test_the_pairing_is_drawn_by_the_games_generator():
    decks = [tuple(Game.new(FLIP, ["Ann", "Ben"], seed=s).deck_cards()) for s in (1, 1, 2)]
    assert decks[0] == decks[1]  # the seed fixes it
    assert decks[0] != decks[2]


def test_a_two_faced_card_is_written_light_face_first_and_read_in_any_case():
    assert parse_card("r5/o7").text == "R5/O7"
    assert parse_card("w+2/p-flip").text == "W+2/P-flip"
    assert parse_card("O7/R5") is None  # the dark face never comes first
    assert card_label("R5/O7") == "R 5"
    assert card_label("R5/O7", "dark") == "O 7"
    assert card_label("W>G/T3") == "Wild"


def test_a_wild_on_top_carries_its_colour_after_the_face_in_play():
    light = at([["R1/P4"], ["R2/P5"]], ["W/T3"], colour="green")
    assert light.top == "W>G/T3"
    assert light.colour == "green"
    dark = at([["R1/P4"], ["R2/P5"]], ["R5/W"], colour="purple", side="dark")
    assert dark.top == "R5/W>V"
    assert dark.side == "dark" and dark.colour == "purple"


def test_a_refused_card_is_named_by_its_faces_on_the_side_in_play():
    # On the dark side the refusal names the dark faces the screens show (it named the
    # light ones: "Y Skip does not match B 2 (pink)" for O 7 on a pink Wild +Colour).
    dark = at([["Y-skip/O7", "R1/T2"], ["B5/O5"]], ["B2/W+C"], colour="pink", side="dark")
    refused(dark, "play O7", says=r"^O 7 does not match Wild \+Colour \(pink\): play any pink")
    dark = at([["Y-skip/O7", "R1/T2"], ["B5/O5"]], ["R3/P9"], side="dark")
    refused(dark, "play T2", says=r"^T 2 does not match P 9: play any pink card, any 9 or a wild")
    light = at([["Y-skip/O7", "R1/T2"], ["B5/O5"]], ["R3/P9"])
    refused(light, "play Y-skip", says=r"^Y Skip does not match R 3: play any red card, any 3")


def test_every_refusal_names_cards_by_their_faces_on_the_side_in_play():
    # The game adds the side in play to whatever refusal it raises: this one named the
    # light face ("Y 3 is not a wild") of the O 7 played on the dark side.
    dark = at([["Y3/O7", "R1/T2"], ["B5/O5"]], ["R3/O9"], side="dark")
    refused(dark, "play O7 P", says=r"^O 7 is not a wild: it declares no colour$")
    light = at([["Y3/O7", "R1/T2"], ["B5/O5"]], ["R3/O9"])
    refused(light, "play Y3 R", says=r"^Y 3 is not a wild: it declares no colour$")


def test_the_drawn_card_is_named_by_its_face_on_the_side_in_play():
    dark = at([["Y-skip/O7", "R1/T2"], ["B5/O5"]], ["R3/P9"], side="dark")
    dark.move("draw")
    assert dark.phase == "drawn"
    refused(dark, "play T2", says=r"only the drawn card \(P \d\) may be played")


def test_the_rules_text_names_the_deck():
    text = " ".join(describe_rules(FLIP))
    assert "Deck: flip (112 cards)." in text and "Wild Draw Colour" in text


@pytest.mark.parametrize("name", ["flip", "no-mercy"])
def test_the_rules_text_speaks_of_no_wild_draw_four_where_the_deck_has_none(name):
    rules = load_ruleset(name)
    said = describe_rules(rules.with_options(two_player_rules=True))
    others = [s for s in said if not s.startswith("Deck:")]  # (the deck's own text aside)
    assert len(others) == len(said) - 1 and not [s for s in others if "Wild Draw Four" in s]
    official = " ".join(describe_rules(load_ruleset("official")))
    assert "a Wild Draw Four is put back" in official and "A caught bluffer draws 4" in official


# -- Flip -----------------------------------------------------------------------


def test_a_flip_turns_every_card_over_and_play_goes_on_after_the_flipper():
    game = at(
        [["R-flip/T6", "G2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]],
        ["G7/O8", "R3/P9"],  # bottom to top
        ["B7/T8", "B8/O9"],
    )
    assert game.draw_pile_back == "T8"
    events = game.move("play R-flip")
    assert game.side == "dark"
    assert "turn-over" in kinds(events)
    # The discard pile lies reversed: its bottom card is now on top, dark face up.
    assert game.discard == ["R-flip/T6", "R3/P9", "G7/O8"]
    assert game.top == "G7/O8" and game.colour == "orange"
    assert game.turn == 1  # the player after the flipper
    # The draw pile too: the card that was at its bottom is on top.
    assert game.draw_pile_back == "B8"
    # Cards are named by their dark faces now.
    assert own_plays(game) == ["play O5", "play O5 uno"]


def test_a_wild_turned_up_by_a_flip_takes_the_flippers_colour():
    game = at([["R-flip/T6", "G2/V2"], ["B5/O5", "G4/P7"]], ["Y3/W", "R3/P9"])
    game.move("play R-flip")
    assert game.phase == "colour" and game.turn == 0
    colours = [m for m in game.legal_moves() if m.startswith("colour")]
    assert colours == ["colour pink", "colour teal", "colour orange", "colour purple"]
    refused(game, "colour red", says="pink, teal, orange, purple")
    said = describe(game.move("colour pink")[0], game.players)
    assert game.top == "Y3/W>P" and game.turn == 1
    assert said == f"{game.players[0]} chooses pink for {game.players[1]}."


def test_the_new_top_cards_own_effect_does_not_happen():
    game = at([["R-flip/T6", "G2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]], ["Y3/P+5", "R3/P9"])
    hands = [game.hand_size(s) for s in range(3)]
    game.move("play R-flip")
    assert game.top == "Y3/P+5"
    assert [game.hand_size(s) for s in range(3)] == [hands[0] - 1, hands[1], hands[2]]
    assert game.turn == 1 and game.phase == "play"


def test_a_second_flip_turns_back_to_the_light_side():
    game = at([["R-flip/T6", "G2/V2"], ["B5/P-flip", "G4/P7"]], ["Y3/P1", "R3/P9"])
    game.move("play R-flip")
    game.move("play P-flip")
    assert game.side == "light"
    # The pile turned twice: the first Flip is on top again, light face up, and does nothing.
    assert game.top == "R-flip/T6" and game.colour == "red" and game.turn == 0


def test_a_flip_as_the_last_card_turns_over_and_the_round_is_scored_on_that_side():
    game = at([["R-flip/T6"], ["B5/O-skipall", "W+2/P8"]], ["Y3/P1", "R3/P9"])
    game.move("play R-flip")
    assert game.round_over and game.winner == 0
    assert game.side == "dark"
    assert game.scores[0] == 30 + 8  # Skip Everyone 30 and P8, not Blue 5 and Wild Draw Two


def test_points_follow_the_side_in_play():
    light = at([["R+1/P+5", "R-skip/T-skipall", "W/W+C", "W+2/O3"], ["B1/O1"]], ["R3/P9"])
    assert light.hand_points(0) == 10 + 20 + 40 + 50
    dark = at(
        [["R+1/P+5", "R-skip/T-skipall", "W/W+C", "W+2/O3"], ["B1/O1"]], ["R3/P9"], side="dark"
    )
    assert dark.hand_points(0) == 20 + 30 + 60 + 3


def test_a_flip_turned_up_first_turns_the_table_over_before_the_first_turn():
    for seed in range(400):
        game = Game.new(FLIP, ["Ann", "Ben", "Cat"], seed=seed)
        first = [e for e in game.events if e.kind == "flip"][-1].cards[0]
        if first.split("/")[0].endswith("-flip"):
            break
    else:
        pytest.fail("no seed turns up a Flip first")
    assert game.side == "dark"
    assert "turn-over" in kinds(game.events)
    assert game.turn == (game.dealer + 1) % 3


def test_every_round_starts_on_the_light_side():
    game = at([["R-flip/T6"], ["B5/O5", "G4/P7"]], ["Y3/P1", "R3/P9"], seed=3)
    game.move("play R-flip")
    assert game.round_over and game.side == "dark"
    game.next_round()
    assert game.side == "light" or "turn-over" in kinds(game.events)


# -- the draw cards -----------------------------------------------------------


def test_draw_one_makes_the_next_player_draw_1_and_miss_the_turn():
    game = at([["R+1/T6", "G2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]], ["R3/P9"])
    events = game.move("play R+1")
    assert drawn(events, 1) == ["Y1/P1"]
    assert game.turn == 2


def test_draw_five_on_the_dark_side():
    game = at([["R1/P+5", "G2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]], ["R3/P9"], side="dark")
    events = game.move("play P+5")
    assert len(drawn(events, 1)) == 5
    assert game.turn == 2


def test_skip_everyone_gives_the_player_another_turn():
    game = at(
        [["R1/P-skipall", "G2/P2", "G3/T3"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]],
        ["R3/P9"],
        side="dark",
    )
    events = game.move("play P-skipall")
    assert [e.player for e in events if e.kind == "skip"] == [1, 2]
    assert game.turn == 0 and game.phase == "play"


def test_wild_draw_two_accepted():
    game = at([["W+2/T6", "G2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]], ["R3/P9"])
    game.move("play W+2 green")
    assert game.phase == "challenge" and game.turn == 1
    events = game.move("accept")
    assert len(drawn(events, 1)) == 2
    assert game.turn == 2 and game.colour == "green"


def test_wild_draw_two_challenged_guilty_its_player_draws_2():
    game = at([["W+2/T6", "R2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]], ["R3/P9"])
    game.move("play W+2 green")  # holds R2: red was playable
    events = game.move("challenge")
    assert "guilty" in kinds(events)
    assert len(drawn(events, 0)) == 2
    assert game.hand_size(1) == 2 and game.turn == 1


def test_wild_draw_two_challenged_innocent_the_challenger_draws_4():
    game = at([["W+2/T6", "G2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]], ["R3/P9"])
    game.move("play W+2 green")
    with pytest.raises(IllegalMove) as refused:  # the card is named, not a Wild Draw Four
        game.move("keep", by=1)
    assert str(refused.value).endswith("Ben is to challenge or accept the Wild +2")
    events = game.move("challenge")
    assert "innocent" in kinds(events)
    # The challenge and its result name the card challenged, not a Wild Draw Four.
    named = {e.kind: e.cards for e in events if e.kind in ("challenge", "innocent")}
    assert named == {"challenge": ("W+2/T6",), "innocent": ("W+2/T6",)}
    assert describe(events[0], game.players) == "Ben challenges Ann's W+2/T6."
    assert len(drawn(events, 1)) == 4
    assert game.turn == 2


def colour_until(pile):
    return at(
        [["R1/W+C", "R2/V2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]],
        ["R3/P9"],
        pile,
        side="dark",
    )


def test_wild_draw_colour_draws_until_the_colour_and_a_wild_does_not_count():
    game = colour_until(["G1/O1", "G2/W", "B3/T3", "B4/V4", "B5/T5"])
    game.move("play W+C teal")
    assert game.phase == "challenge"
    events = game.move("accept")
    assert drawn(events, 1) == ["G1/O1", "G2/W", "B3/T3"]
    assert game.turn == 2 and game.colour == "teal"


def test_a_wild_draw_colour_s_pending_draw_says_the_colour_it_is_drawn_up_to():
    """Its pending draw counts 1 for "until the colour": the game and every view say the
    colour (pending_until), so that nobody reads it as one card; plain draws say none."""
    game = colour_until(["G1/O1", "G2/W", "B3/T3", "B4/V4", "B5/T5"])
    assert game.pending_until is None
    game.move("play W+C teal")
    assert (game.pending_draw, game.pending_until) == (1, "teal")
    assert {game.view(seat).pending_until for seat in (None, 0, 1, 2)} == {"teal"}
    game.move("accept")
    assert (game.pending_draw, game.pending_until) == (0, None)
    light = at([["W+2/O3", "R2/V2"], ["B5/O5", "G4/P7"]], ["R3/P9"])
    light.move("play W+2 blue")
    assert (light.pending_draw, light.pending_until) == (2, None)


def test_wild_draw_colour_challenged_innocent_draws_until_the_colour_and_2_more():
    game = colour_until(["G1/O1", "B3/T3", "B4/V4", "B5/O5", "B6/O6"])
    game.move("play W+C teal")  # holds no purple? it holds V2: purple, not pink (P9 on top)
    events = game.move("challenge")
    assert "innocent" in kinds(events)
    assert drawn(events, 1) == ["G1/O1", "B3/T3", "B4/V4", "B5/O5"]
    assert game.turn == 2


def test_wild_draw_colour_challenged_guilty_its_player_draws_until_the_colour():
    game = at(
        [["R1/W+C", "R2/P2"], ["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]],
        ["R3/P9"],
        ["G1/O1", "B3/T3", "B4/V4"],
        side="dark",
    )
    game.move("play W+C teal")  # holds P2: pink was playable
    events = game.move("challenge")
    assert "guilty" in kinds(events)
    assert drawn(events, 0) == ["G1/O1", "B3/T3"]
    assert game.turn == 1


def test_a_wild_draw_card_turned_up_first_goes_back():
    for seed in range(300):
        game = Game.new(FLIP, ["Ann", "Ben"], seed=seed)
        if "redraw" in kinds(game.events):
            back = [e for e in game.events if e.kind == "redraw"][0].cards[0]
            assert back.startswith("W+2/")
            return
    pytest.fail("no seed turned up a Wild Draw Two first")


# -- naming cards ---------------------------------------------------------------


def test_moves_name_a_card_by_its_face_in_play_unless_two_such_cards_differ():
    game = at([["R5/O7", "R5/T3", "R7/V5", "G2/V2"], ["B1/O1", "G4/P7"]], ["R9/V9"])
    assert own_plays(game) == ["play R5/O7", "play R5/T3", "play R7"]
    assert_refused_quietly(game, "play R5", 0)
    refused(game, "play R5", says="name both faces, e.g. 'play R5/O7'")
    game.move("play R5/T3")
    assert game.top == "R5/T3" and game.hand(0) == ["R5/O7", "R7/V5", "G2/V2"]


def test_a_face_of_the_other_side_is_refused_with_the_face_in_play():
    game = at([["R5/O7", "G2/V2"], ["B1/O1", "G4/P7"]], ["R9/V9"])
    refused(game, "play O7", says="dark side.*light side is in play.*R5")
    assert_refused_quietly(game, "play O7", 0)


def test_a_colour_of_the_other_side_is_refused():
    game = at([["W/P6", "G2/V2"], ["B1/O1", "G4/P7"]], ["R9/V9"])
    refused(game, "play W teal", says="teal is not a colour of the light side")
    assert_refused_quietly(game, "play W teal", 0)
    dark = at([["R7/W", "G2/V2"], ["B1/O1", "G4/P7"]], ["R9/V9"], side="dark")
    refused(dark, "play W red", says="red is not a colour of the dark side")
    dark.move("play W purple")
    assert dark.top == "R7/W>V"


def test_a_position_may_pair_the_faces_any_way_but_not_hold_too_many_of_a_face():
    with pytest.raises(ValueError, match="R5"):
        at([["R5/O7", "R5/O8", "R5/O9"], ["B1/O1"]], ["R9/V9"])


# -- what everyone sees -----------------------------------------------------------


def test_every_seat_sees_the_other_face_of_every_hand_and_of_the_draw_pile_top():
    game = at([["R5/O7", "G2/V2"], ["B1/O1", "G4/P7"]], ["R9/V9"], ["Y2/T4"])
    shared = game.view(None)
    assert shared.backs == (("O7", "V2"), ("O1", "P7"))
    assert shared.draw_back == "T4" and shared.side == "light"
    own = game.view(0)
    assert own.hand == ("R5/O7", "G2/V2")  # both faces of one's own cards
    assert game.view(1).backs == shared.backs
    official = position(load_ruleset("official"), [["R5"], ["B1"]], ["R9"], ["Y2"])
    assert official.view(None).backs == () and official.view(None).draw_back is None


def test_a_sampled_world_keeps_every_public_back():
    game = Game.new(FLIP, ["Ann", "Ben", "Cat"], seed=8)
    driver = Driver(8)
    for _ in range(25):
        text, by = driver.choose(game)
        game.move(text, by)
        if game.round_over:
            break
    for k in range(5):
        world = game.sample(0, random.Random(k))
        assert world.hand(0) == game.hand(0)
        assert [world.backs(s) for s in range(3)] == [game.backs(s) for s in range(3)]
        assert world.draw_pile_back == game.draw_pile_back
        assert world.all_cards() == game.all_cards()


# -- random play --------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 5])
def test_random_play_keeps_112_cards_and_refusals_change_nothing(players):
    rng = random.Random(players)
    check = Invariants(None, rng, 5)
    game = play_game(FLIP, players, players, 2, check, Driver(players, prefer_play=0.9))
    assert check.refused and game.round_over
    assert snapshot(replay(game)) == snapshot(game)
    assert sum(game.all_cards().values()) == 112
