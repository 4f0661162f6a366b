"""O6-O10, O14 and O15 on exact positions: legal play, drawing, action cards,
wilds, the Wild Draw Four restriction, the empty draw pile and misplays."""

import pytest
from support.positions import official, position
from support.reading import kinds
from support.snapshot import assert_refused

from uno_tui.engine import IllegalMove


def played_cards(game) -> set[str]:
    return {m.split()[1] for m in game.legal_moves() if m.startswith("play")}


# O6 legal play --------------------------------------------------------------


def test_O6_match_colour_number_or_any_wild(rules):
    hand = ["R2", "G7", "B5", "Y-skip", "W", "W+4"]
    game = position(rules, [hand, ["Y1"]], ["G3", "R5"])
    assert played_cards(game) == {"R2", "B5", "W", "W+4"}
    for card, label in (("G7", "G 7"), ("Y-skip", "Y Skip")):  # named as on screen
        assert_refused(game, f"play {card}", match=f"{label}.*R 5")


@pytest.mark.parametrize("symbol", ["skip", "rev", "+2"])
def test_O6_action_on_the_same_action(rules, symbol):
    def text(colour: str, face: str) -> str:
        return f"{colour}{face}" if face == "+2" else f"{colour}-{face}"

    hand = [text("R", f) for f in ("skip", "rev", "+2")]
    game = position(rules, [hand, ["Y1", "Y2"], ["B1", "B2"]], [text("G", symbol)], ["Y9"] * 2)
    assert played_cards(game) == {text("R", symbol)}
    game.move(f"play {text('R', symbol)}")
    assert game.top == text("R", symbol)


def test_O6_after_a_wild_only_the_declared_colour_or_a_wild(rules):
    game = position(rules, [["G7", "R5", "Y5", "W"], ["Y1"]], ["R5", "W"], colour="green")
    assert game.top == "W>G" and game.colour == "green"
    assert played_cards(game) == {"G7", "W"}
    assert_refused(game, "play R5", match="green")


def test_O6_one_card_per_turn(rules):
    game = position(rules, [["R2", "R3", "G1"], ["Y1"]], ["R5"])
    assert_refused(game, "play R2 R3", match="one card")


def test_O6_legal_moves_list_every_colour_for_a_wild(rules):
    game = position(rules, [["W", "G1", "G2"], ["Y1"]], ["R5"], ["B1"])
    assert sorted(game.legal_moves()) == sorted(
        ["play W red", "play W yellow", "play W green", "play W blue", "draw"]
    )


# O7 drawing -----------------------------------------------------------------


def test_O7_drawn_playable_card_may_be_played_at_once(rules):
    game = position(rules, [["G7", "G8"], ["Y1", "Y2"]], ["R5"], ["R9", "B1"])
    assert kinds(game.move("draw")) == ["draw"]
    assert game.phase == "drawn" and game.turn == 0
    assert game.legal_moves() == ["play R9", "keep"]
    game.move("play R9")
    assert game.top == "R9" and game.hand(0) == ["G7", "G8"] and game.turn == 1


def test_O7_drawn_playable_card_may_be_kept(rules):
    game = position(rules, [["G7", "G8"], ["Y1", "Y2"]], ["R5"], ["R9", "B1"])
    game.move("draw")
    assert kinds(game.move("keep")) == ["keep"]
    assert game.hand(0) == ["G7", "G8", "R9"]
    assert (game.turn, game.phase, game.top) == (1, "play", "R5")


def test_O7_drawn_unplayable_card_is_kept_and_the_turn_passes(rules):
    game = position(rules, [["G7", "G8"], ["Y1", "Y2"]], ["R5"], ["B1", "R9"])
    game.move("draw")
    assert game.hand(0) == ["G7", "G8", "B1"]
    assert (game.turn, game.phase) == (1, "play")


def test_O7_only_the_drawn_card_may_be_played(rules):
    game = position(rules, [["R2", "G8"], ["Y1", "Y2"]], ["R5"], ["R9"])
    game.move("draw")
    assert_refused(game, "play R2", match="drawn card")
    assert_refused(game, "draw", match="draw")


def test_O7_drawn_wild_is_played_with_a_colour(rules):
    game = position(rules, [["G1", "G8"], ["Y1", "Y2"]], ["R5"], ["W"])
    game.move("draw")
    assert sorted(game.legal_moves()) == sorted(
        ["play W red", "play W yellow", "play W green", "play W blue", "keep"]
    )
    game.move("play W yellow")
    assert game.top == "W>Y"


def test_O7_draw_with_playable_allowed_by_default(rules):
    assert rules.draw_with_playable == "allowed"
    game = position(rules, [["R2", "G8"], ["Y1", "Y2"]], ["R5"], ["B9"])
    assert "draw" in game.legal_moves()
    game.move("draw")
    assert game.hand(0) == ["R2", "G8", "B9"] and game.turn == 1


@pytest.mark.parametrize("playable", ["R2", "G5", "W", "W+4"])
def test_O7_draw_with_playable_forbidden(playable):
    rules = official(draw_with_playable="forbidden")
    game = position(rules, [[playable, "G8"], ["Y1", "Y2"]], ["R5"], ["B9"])
    assert "draw" not in game.legal_moves()
    assert_refused(game, "draw", match="playable")


def test_O7_draw_forbidden_still_draws_when_stuck():
    rules = official(draw_with_playable="forbidden")
    game = position(rules, [["G1", "G8", "B3"], ["Y1", "Y2"]], ["R5"], ["R9"])
    assert game.legal_moves() == ["draw"]
    game.move("draw")
    assert game.phase == "drawn" and "keep" in game.legal_moves()


# O8 action cards ------------------------------------------------------------


def test_O8_skip_next_player_loses_turn(rules):
    game = position(rules, [["R-skip", "G1"], ["Y1"], ["B1"]], ["R5"])
    events = game.move("play R-skip")
    assert ("skip", 1) in [(e.kind, e.player) for e in events]
    assert (game.turn, game.direction, game.hand(1)) == (2, 1, ["Y1"])


def test_O8_reverse_flips_direction(rules):
    game = position(rules, [["R-rev", "G1"], ["Y1"], ["B1", "R1"], ["G2"]], ["R5"])
    events = game.move("play R-rev")
    assert "reverse" in kinds(events)
    assert (game.turn, game.direction) == (3, -1)


def test_O8_reverse_counter_clockwise_turns_back_clockwise(rules):
    game = position(rules, [["G1"], ["Y1"], ["R-rev", "R1"]], ["R5"], turn=2, direction=-1)
    game.move("play R-rev")
    assert (game.turn, game.direction) == (0, 1)


def test_O8_reverse_then_play_continues_the_other_way(rules):
    game = position(rules, [["R-rev", "G1"], ["Y1", "Y2"], ["B1", "B2"], ["R1", "R2"]], ["R5"])
    game.move("play R-rev")
    game.move("play R1")
    assert game.turn == 2


def test_O8_draw_two_next_player_draws_two_and_loses_turn(rules):
    game = position(rules, [["R+2", "G1"], ["Y1"], ["B1"]], ["R5"], ["G4", "G5", "G6"])
    events = game.move("play R+2")
    assert ("draw", 1, ("G4", "G5")) in [(e.kind, e.player, e.cards) for e in events]
    assert ("skip", 1) in [(e.kind, e.player) for e in events]
    assert game.hand(1) == ["Y1", "G4", "G5"]
    assert game.turn == 2 and game.draw_pile_size == 1


# O9 wild --------------------------------------------------------------------


def test_O9_wild_declares_any_colour_even_with_playable_cards(rules):
    game = position(rules, [["R2", "W", "G1"], ["R7", "B1"], ["B2"]], ["R5"])
    events = game.move("play W blue")
    assert [(e.kind, e.cards, e.colour) for e in events] == [("play", ("W",), "B")]
    assert (game.top, game.colour, game.turn) == ("W>B", "blue", 1)
    assert_refused(game, "play R7", by=1, match="blue")
    game.move("play B1")
    assert game.top == "B1"


@pytest.mark.parametrize("word", ["red", "R", "r", "Yellow", "g", "BLUE"])
def test_O9_colour_words_and_letters(rules, word):
    game = position(rules, [["W", "G1"], ["Y1"]], ["R5"])
    game.move(f"play w {word}")
    assert game.colour[0] == word[0].lower()


# O10 Wild Draw Four ---------------------------------------------------------


def test_O10_next_player_draws_four_and_loses_turn_when_accepted(rules):
    hands = [["W+4", "G1", "G2"], ["Y1"], ["B1"]]
    game = position(rules, hands, ["B5"], ["R1", "R2", "R3", "R4"])
    game.move("play W+4 green")
    assert (game.phase, game.turn, game.pending_draw, game.top) == ("challenge", 1, 4, "W+4>G")
    assert sorted(game.legal_moves()) == ["accept", "challenge"]
    events = game.move("accept")
    assert ("draw", 1, 4) in [(e.kind, e.player, e.count) for e in events]
    assert game.hand(1) == ["Y1", "R1", "R2", "R3", "R4"]
    assert (game.turn, game.phase, game.pending_draw, game.colour) == (2, "play", 0, "green")


def test_O10_restriction_none_draws_at_once_and_cannot_be_challenged():
    rules = official(wd4_restriction="none")
    game = position(rules, [["W+4", "R1", "G1"], ["Y1"], ["B1"]], ["R5"], ["B6", "B7", "B8", "B9"])
    events = game.move("play W+4 yellow")
    assert ("draw", 1, 4) in [(e.kind, e.player, e.count) for e in events]
    assert (game.turn, game.phase, game.pending_draw) == (2, "play", 0)
    assert_refused(game, "challenge", by=1)
    assert_refused(game, "challenge", by=2)


# Each row: restriction, the hand, the discard pile (colour if a wild is on top),
# the colour declared, and whether that Wild Draw Four is a bluff.
JUDGED = [
    ("no-matching-colour", ["W+4", "R2", "Y3"], ["R5"], None, True),
    ("no-matching-colour", ["W+4", "G5", "Y3"], ["R5"], None, False),
    ("no-matching-colour", ["W+4", "W", "Y3"], ["R5"], None, False),
    ("no-matching-colour", ["W+4", "B2", "Y3"], ["R5"], None, False),  # declares blue below
    ("no-matching-colour", ["W+4", "G7", "Y3"], ["R1", "W"], "green", True),
    ("no-matching-colour", ["W+4", "W+4", "Y3"], ["R5"], None, False),
    ("no-other-playable", ["W+4", "G5", "Y3"], ["R5"], None, True),
    ("no-other-playable", ["W+4", "R2", "Y3"], ["R5"], None, True),
    ("no-other-playable", ["W+4", "W", "Y3"], ["R5"], None, True),
    ("no-other-playable", ["W+4", "W+4", "Y3"], ["R5"], None, False),
    ("no-other-playable", ["W+4", "G7", "Y3"], ["R5"], None, False),
    ("no-other-playable", ["W+4", "R7", "Y3"], ["G1", "W"], "green", False),
]


@pytest.mark.parametrize(("restriction", "hand", "discard", "colour", "bluff"), JUDGED)
def test_O10_wd4_restriction_decides_a_bluff(restriction, hand, discard, colour, bluff):
    rules = official(wd4_restriction=restriction)
    pile = ["B6", "B7", "B8", "B9", "Y6", "Y7"]
    game = position(rules, [hand, ["Y1", "Y2"], ["G2"]], discard, pile, colour=colour)
    assert "play W+4 blue" in game.legal_moves(), "a bluff may always be played"
    game.move("play W+4 blue")
    result = kinds(game.move("challenge"))
    assert ("guilty" in result, "innocent" in result) == (bluff, not bluff)


# O14 empty draw pile --------------------------------------------------------


def test_O14_reshuffle_discard_except_top_when_draw_pile_empty(rules):
    game = position(rules, [["G7", "G8"], ["Y1"]], ["B1", "B2", "Y3", "R5"], [])
    before = game.all_cards()
    events = game.move("draw")
    assert kinds(events)[:2] == ["reshuffle", "draw"]
    assert [e.count for e in events if e.kind == "reshuffle"] == [3]
    assert game.discard == ["R5"] and game.top == "R5"
    assert game.hand(0)[2] in {"B1", "B2", "Y3"}
    assert game.draw_pile_size == 2
    assert game.all_cards() == before


def test_O14_reshuffle_keeps_a_wild_top_and_its_colour(rules):
    game = position(rules, [["G7", "G8"], ["Y1"]], ["B1", "B2", "W"], [], colour="red")
    game.move("draw")
    assert game.discard == ["W"] and game.top == "W>R" and game.colour == "red"


def test_O14_draw_two_with_piles_nearly_empty_gives_what_is_left(rules):
    game = position(rules, [["R+2", "G1"], ["Y1"], ["B2"]], ["R5"], [])
    before = game.all_cards()
    game.move("play R+2")
    assert game.hand(1) == ["Y1", "R5"], "the reshuffled R5 is all there is to draw"
    assert game.discard == ["R+2"] and game.draw_pile_size == 0
    assert game.turn == 2 and game.all_cards() == before


def test_O14_nothing_to_draw_is_a_pass_and_a_blocked_round_ends(rules):
    game = position(rules, [["G7", "G8", "Y9"], ["Y3", "Y4", "Y6"], ["B2"]], ["R5"], [])
    before = game.all_cards()
    for seat in (0, 1):
        assert game.legal_moves() == ["pass"], "RULES 7: pass replaces draw here"
        assert kinds(game.move("pass" if seat else "draw")) == ["pass"], "draw still passes"
        assert game.turn == seat + 1
    events = game.move("pass")
    assert "blocked" in kinds(events)
    assert game.round_over and game.winner == 2, "the lowest hand (B2) wins a blocked round"
    assert game.scores[2] == 24 + 13
    assert game.all_cards() == before


def test_O14_nothing_to_draw_while_holding_a_playable_card(rules):
    game = position(rules, [["R7", "G8"], ["Y3"]], ["R5"], [])
    assert "draw" not in game.legal_moves()
    assert_refused(game, "draw", match="nothing")


def test_O14_wrong_challenge_with_empty_piles_draws_what_is_left(rules):
    game = position(rules, [["W+4", "G1", "G2"], ["Y1"], ["B1"]], ["R1", "R5"], ["Y9"])
    before = game.all_cards()
    game.move("play W+4 blue")
    game.move("challenge")
    assert sorted(game.hand(1)) == ["R1", "R5", "Y1", "Y9"]
    assert game.discard == ["W+4"] and game.turn == 2
    assert game.all_cards() == before


# O15 misplay ----------------------------------------------------------------


def test_O15_misplay_refused_by_default(rules):
    assert rules.misplay_penalty == 0
    game = position(rules, [["G7", "R2"], ["Y1"]], ["R5"], ["B1", "B2"])
    assert_refused(game, "play G7", match="G 7.*R 5")


@pytest.mark.parametrize("penalty", [1, 2, 4])
def test_O15_misplay_penalty_costs_cards_and_the_turn(penalty):
    rules = official(misplay_penalty=penalty)
    pile = ["B1", "B2", "B3", "B4", "B6"]
    game = position(rules, [["G7", "R2"], ["Y1"], ["Y2"]], ["R5"], pile)
    events = game.move("play G7")
    assert kinds(events) == ["misplay", "draw"]
    assert events[0].cards == ("G7",) and events[0].count == penalty
    assert game.hand(0) == ["G7", "R2", *pile[:penalty]]
    assert (game.turn, game.top, game.discard) == (1, "R5", ["R5"])


def test_O15_misplay_penalty_only_for_an_unplayable_card_in_hand():
    rules = official(misplay_penalty=2)
    game = position(rules, [["G7", "R2"], ["Y1"]], ["R5"], ["B1", "B2"])
    assert_refused(game, "play B9", match="B 9")
    assert_refused(game, "play G7", by=1, match="Ann's turn")
    with pytest.raises(IllegalMove):
        game.move("play W")
