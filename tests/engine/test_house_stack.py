"""H-stack (draw stacking: pairs, running total, victim_may_play, deflect) and
H-skip-stack, from exact positions (RULES.md section 5)."""

from __future__ import annotations

import pytest
from support.positions import joker_rules, page_one, ruleset, seed_where
from support.positions import official as house
from support.positions import position as pos
from support.reading import drawn, first_flip, kinds, own_moves
from support.snapshot import assert_refused

from uno_tui.engine import card_info, describe_rules, load_ruleset

ALL_PAIRS = ["+2 on +2", "+4 on +2", "+4 on +4", "+2 on +4"]
FILL = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "B1", "B2", "B3", "B4"]


def stacking(pairs=ALL_PAIRS, **options):
    return house(stack=pairs, **options)


# -- the pairs and the running total -------------------------------------------


def test_H_stack_plus2_on_plus2():
    game = pos(
        stacking(["+2 on +2"]),
        [["R+2", "R5"], ["B+2", "G3", "G4"], ["G1", "G2"], ["B7", "B8"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    assert (game.turn, game.phase, game.pending_draw) == (1, "stack", 2)
    assert "play B+2" in game.legal_moves()
    game.move("play B+2")
    assert (game.turn, game.phase, game.pending_draw) == (2, "stack", 4)
    events = game.move("accept")
    assert drawn(events, 2) == FILL[:4]
    assert game.hand_size(2) == 6
    assert (game.turn, game.phase, game.pending_draw) == (3, "play", 0)


def test_H_stack_plus4_on_plus2():
    game = pos(
        stacking(["+4 on +2"]),
        [["R+2", "R5"], ["W+4", "G3", "G4"], ["G1", "G2"], ["B7", "B8"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    game.move("play W+4 blue")
    assert (game.turn, game.phase, game.pending_draw, game.colour) == (2, "stack", 6, "blue")
    game.move("accept")
    assert game.hand_size(2) == 8 and game.turn == 3


def test_H_stack_plus4_on_plus4():
    game = pos(
        stacking(["+4 on +4"], wd4_restriction="none"),
        [["W+4", "R5"], ["W+4", "G3", "G4"], ["G1", "G2"], ["B7", "B8"]],
        ["R3"],
        FILL,
    )
    game.move("play W+4 green")
    game.move("play W+4 yellow")
    assert (game.turn, game.pending_draw, game.colour) == (2, 8, "yellow")
    game.move("accept")
    assert game.hand_size(2) == 10 and game.turn == 3


def test_H_stack_plus2_on_plus4_only_of_the_declared_colour():
    game = pos(
        stacking(["+2 on +4"], wd4_restriction="none"),
        [["W+4", "R5"], ["R+2", "G+2", "G4"], ["G1", "G2"], ["B7", "B8"]],
        ["R3"],
        FILL,
    )
    game.move("play W+4 green")
    assert "play G+2" in game.legal_moves() and "play R+2" not in game.legal_moves()
    assert_refused(game, "play R+2", match="cannot be stacked")
    game.move("play G+2")
    assert (game.turn, game.phase, game.pending_draw) == (2, "stack", 6)


@pytest.mark.parametrize(
    ("pairs", "refused"),
    [
        (["+2 on +2"], "play W+4 red"),  # +4 on +2 not listed
        (["+4 on +2", "+4 on +4", "+2 on +2"], None),  # street-fr: never +2 on +4
    ],
)
def test_H_stack_pairs_not_listed_are_refused(pairs, refused):
    if refused:
        game = pos(
            stacking(pairs),
            [["R+2", "R5"], ["W+4", "G3"], ["G1", "G2"]],
            ["R3"],
            FILL,
        )
        game.move("play R+2")
        assert_refused(game, refused)
        assert own_moves(game) == ["accept"]
    else:
        game = pos(
            stacking(pairs, wd4_restriction="none"),
            [["W+4", "R5"], ["G+2", "G3"], ["G1", "G2"]],
            ["R3"],
            FILL,
        )
        game.move("play W+4 green")
        assert_refused(game, "play G+2", match="cannot be stacked")


def test_H_stack_total_passes_on_and_the_first_who_will_not_stack_draws_it_all():
    game = pos(
        stacking(wd4_restriction="none"),
        [["R+2", "R5"], ["R+2", "G3"], ["W+4", "G1"], ["G+2", "B8"], ["B1", "B2"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    game.move("play R+2")
    game.move("play W+4 green")
    game.move("play G+2")
    assert (game.turn, game.pending_draw) == (4, 10)
    events = game.move("draw")  # 'draw' takes the pending total like 'accept'
    assert drawn(events, 4) == FILL[:10]
    assert game.turn == 0 and game.pending_draw == 0


def test_H_stack_holding_a_stackable_card_one_may_still_accept():
    game = pos(
        stacking(["+2 on +2"]),
        [["R+2", "R5"], ["B+2", "G3"], ["G1", "G2"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    game.move("accept")
    assert game.hand(1) == ["B+2", "G3", "Y1", "Y2"] and game.turn == 2


def test_H_stack_the_victim_is_asked_even_without_a_stacking_card():
    """RULES 9: answering automatically would tell the table what is in the hand."""
    game = pos(stacking(["+2 on +2"]), [["R+2", "R5"], ["G3", "G4"], ["G1"]], ["R3"], FILL)
    game.move("play R+2")
    assert (game.turn, game.phase, own_moves(game)) == (1, "stack", ["accept"])


def test_H_stack_after_the_chain_the_next_draw_two_counts_from_two():
    game = pos(
        stacking(["+2 on +2"]),
        [["R+2", "B+2", "R6"], ["R+2", "G3", "G4"], ["G1", "G2", "G+2"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    game.move("play R+2")
    game.move("accept")  # Cat draws 4 and loses the turn
    assert game.turn == 0 and game.hand_size(2) == 7
    game.move("play B+2")
    assert (game.turn, game.phase, game.pending_draw) == (1, "stack", 2)


def test_H_stack_off_a_draw_two_is_taken_at_once():
    game = pos(house(), [["R+2", "R5"], ["B+2", "G3"], ["G1", "G2"]], ["R3"], FILL)
    events = game.move("play R+2")
    assert drawn(events, 1) == FILL[:2] and "skip" in kinds(events)
    assert (game.turn, game.phase, game.pending_draw) == (2, "play", 0)


# -- draw_victim_plays -----------------------------------------------------------


def test_H_stack_victim_may_play_never():
    game = pos(stacking(["+2 on +2"]), [["R+2", "R5"], ["G3", "R4"], ["G1", "G2"]], ["R3"], FILL)
    game.move("play R+2")
    events = game.move("accept")
    assert "skip" in kinds(events) and game.turn == 2


def test_H_stack_victim_may_play_always_after_a_draw_two():
    rules = stacking(["+2 on +2"], draw_victim_plays="always")
    game = pos(rules, [["R+2", "R5"], ["G3", "R4"], ["G1", "G2"]], ["R3"], FILL)
    game.move("play R+2")
    game.move("accept")
    assert (game.turn, game.phase, game.hand_size(1)) == (1, "play", 4)
    game.move("play R4")
    assert game.turn == 2


def test_H_stack_victim_may_play_always_also_without_stacking():
    game = pos(
        house(draw_victim_plays="always"),
        [["R+2", "R5"], ["G3", "R4"], ["G1", "G2"]],
        ["R3"],
        FILL,
    )
    game.move("play R+2")
    assert (game.turn, game.phase, game.hand_size(1)) == (1, "play", 4)


@pytest.mark.parametrize("name", ["tgus-2", "tgus-3"])
def test_O5_a_first_card_draw_two_skips_the_first_player_and_the_rules_text_says_so(name):
    """tgus-3's help said "A player who draws from a Draw Two or Wild Draw Four may still
    play", but a Draw Two turned up first is nobody's play: O5, the first player draws 2
    and is skipped. The engine does that; the sentence now says the exception."""
    rules = load_ruleset(name)
    game = seed_where(rules, 3, lambda g: card_info(first_flip(g)).face == "+2")
    first = (game.dealer + 1) % 3
    assert game.hand_size(first) == 9 and game.turn == (game.dealer + 2) % 3
    assert ("skip", first) in [(e.kind, e.player) for e in game.events]
    text = " ".join(describe_rules(rules))
    assert "may still play, except the first player when the first card turned up" in text
    number_first = rules.with_options(first_card="redraw-non-number")  # no draw card first
    assert "first card turned up is a draw card" not in " ".join(describe_rules(number_first))


def test_H_stack_victim_may_play_after_wd4_not_after_a_draw_two_chain():
    rules = stacking(["+2 on +2", "+4 on +4", "+4 on +2"], draw_victim_plays="after-wd4")
    game = pos(rules, [["R+2", "R5"], ["R+2", "R4"], ["G1", "G2"], ["B1"]], ["R3"], FILL)
    game.move("play R+2")
    game.move("play R+2")
    game.move("accept")
    assert game.turn == 3 and game.hand_size(2) == 6


def test_H_stack_victim_may_play_after_wd4_chain():
    rules = stacking(
        ["+2 on +2", "+4 on +4", "+4 on +2"], draw_victim_plays="after-wd4", wd4_restriction="none"
    )
    game = pos(rules, [["W+4", "R5"], ["W+4", "R4"], ["G1", "G2"], ["B1"]], ["R3"], FILL)
    game.move("play W+4 green")
    game.move("play W+4 green")
    game.move("accept")
    assert (game.turn, game.phase, game.hand_size(2)) == (2, "play", 10)
    game.move("play G1")
    assert game.turn == 3


def test_H_stack_victim_may_play_after_wd4_mixed_chain_goes_by_the_last_card():
    rules = stacking(["+2 on +2", "+4 on +4", "+4 on +2"], draw_victim_plays="after-wd4")
    game = pos(rules, [["R+2", "R5"], ["W+4", "B4"], ["G1", "G2"], ["B1"]], ["R3"], FILL)
    game.move("play R+2")
    game.move("play W+4 green")
    game.move("accept")
    assert (game.turn, game.phase, game.hand_size(2)) == (2, "play", 8)


def test_H_stack_victim_may_play_after_wd4_without_stacking():
    """official-fr: the +4 victim may play (004 "peut jouer"), the +2 victim not."""
    rules = house(draw_victim_plays="after-wd4")
    game = pos(rules, [["W+4", "R+2", "B1"], ["G3", "R4", "G4"], ["G1", "G2"]], ["R3"], FILL)
    game.move("play R+2")
    assert game.turn == 2 and game.hand_size(1) == 5
    game = pos(
        rules, [["W+4", "B5"], ["G3", "R4", "G4"], ["G1", "G2"]], ["R3"], FILL
    )  # honest: no red in hand
    game.move("play W+4 green")
    assert game.phase == "challenge"
    game.move("accept")
    assert (game.turn, game.phase, game.hand_size(1)) == (1, "play", 7)


def victim_said(rules) -> list[str]:
    """draw_victim_plays' sentence under `rules` (its words: 'draws from a')."""
    return [s for s in describe_rules(rules) if "draws from a" in s]


FLIP_PILE = ["Y1/P1", "Y2/P2", "Y3/P3", "Y4/P4", "Y5/P5", "Y6/P6", "Y7/P7", "Y8/P8", "Y9/P9"]
FLIP_OTHERS = [["B5/O5", "G4/P7"], ["Y6/T1", "B6/V6"]]


def flip_victim_turn(rules, card: str, play: str, side: str = "light") -> int:
    """Who plays after Ann's FLIP! draw card `card` (played as `play`) was taken."""
    pile = ["G1/O1", "G2/W", "B3/T3", "B4/V4", "B5/T5"] if side == "dark" else FLIP_PILE
    game = pos(rules, [[card, "G2/V2"], *FLIP_OTHERS], ["R3/P9"], pile, side=side)
    game.move(play)
    if game.phase == "challenge":
        game.move("accept")
    assert game.phase == "play"
    return game.turn


@pytest.mark.parametrize("value", ["always", "after-wd4"])
def test_H_victim_may_play_under_flip_names_flip_s_draw_cards(value):
    """UNO FLIP! has no Draw Two or Wild Draw Four: its draw cards are Draw One, Wild
    Draw Two (light), Draw Five and Wild Draw Colour (dark). The sentence said 'Draw Two'
    and 'Wild Draw Four'; it names FLIP!'s cards, as the engine plays them: under
    after-wd4 the victim of a wild draw (challenged like a Wild Draw Four) plays on."""
    rules = ruleset("flip", draw_victim_plays=value)
    turns = {
        "draw one": flip_victim_turn(rules, "R+1/T6", "play R+1"),
        "wild draw two": flip_victim_turn(rules, "W+2/T6", "play W+2 green"),
        "draw five": flip_victim_turn(rules, "R1/P+5", "play P+5", "dark"),
        "wild draw colour": flip_victim_turn(rules, "R1/W+C", "play W+C teal", "dark"),
    }
    plays_on = {card for card, turn in turns.items() if turn == 1}
    said = victim_said(rules)
    assert len(said) == 1 and "Wild Draw Four" not in said[0] and "a Draw Two" not in said[0]
    if value == "always":
        assert plays_on == set(turns)
        assert said[0].startswith(
            "A player who draws from a Draw One, Draw Five, Wild Draw Two or Wild Draw Colour "
            "may still play, except the first player when the first card turned up is a Draw "
            "One: they draw 1 and miss the turn."
        )
    else:
        assert plays_on == {"wild draw two", "wild draw colour"}
        assert said == [
            "A player who draws from a Wild Draw Two or Wild Draw Colour may still play; "
            "after a Draw One or Draw Five they lose the turn."
        ]


def page_one_victim_turn(rules, card: str, play: str) -> int:
    """Who plays after Ann's Page One draw card was taken (Ben, seat 1, took it)."""
    game = pos(rules, [[card, "5C"], ["4S", "9S"], ["6D", "7D"]], ["5H"])
    game.move(play)
    game.move("accept")
    assert game.phase == "play"
    return game.turn


@pytest.mark.parametrize("value", ["always", "after-wd4"])
def test_H_victim_may_play_under_page_one_says_draw_card(value):
    """Page One's draw cards are ranks (2 and 3; a joker where one acts as a Wild Draw
    Four): the sentence said 'Draw Two or Wild Draw Four', and under after-wd4 that a
    Wild Draw Four's victim plays on where the deck has none: nobody does then."""
    plain, jokers = page_one(draw_victim_plays=value), joker_rules(draw_victim_plays=value)
    twos = {
        page_one_victim_turn(r, card, f"play {card}")
        for r in (plain, jokers)
        for card in ("2H", "3H")
    }
    joker = page_one_victim_turn(
        jokers.with_options(wd4_restriction="none"), "JOKER", "play JOKER spades"
    )
    said, with_jokers = victim_said(plain), victim_said(jokers)
    if value == "always":
        assert twos == {1} and joker == 1
        assert said == with_jokers == ["A player who draws from a draw card may still play."]
        first = page_one(draw_victim_plays=value, first_card="official")  # a 2 may come first
        assert "is a draw card: they draw and miss the turn" in victim_said(first)[0]
    else:
        assert twos == {2} and joker == 1
        assert said == ["A player who draws from a draw card loses the turn."]
        assert with_jokers == [
            "A player who draws from a Wild Draw Four may still play; after any other draw "
            "card they lose the turn."
        ]


@pytest.mark.parametrize("name", ["official", "official-2016", "pokemon", "tgus-3"])
def test_H_victim_may_play_names_draw_two_and_wild_draw_four_where_the_deck_has_them(name):
    said = victim_said(ruleset(name, draw_victim_plays="after-wd4"))
    assert said == [
        "A player who draws from a Wild Draw Four may still play; after a Draw Two they lose "
        "the turn."
    ]
    assert (
        "from a Draw Two or Wild Draw Four may still play"
        in victim_said(ruleset(name, draw_victim_plays="always"))[0]
    )


@pytest.mark.parametrize("name", ["no-mercy", "tgus-t1"])
def test_H_victim_may_play_says_draw_card_where_the_deck_has_other_draw_cards(name):
    """No Mercy (Draw Four, Wild Draw Six ...; none challenged) and the Tōgen deck
    (Reverse Hit+2, Hit+? beside Hit+2 and Wild Hit+4) have other draw cards."""
    rules = ruleset(name)
    always = victim_said(rules.with_options(draw_victim_plays="always"))
    assert always[0].startswith("A player who draws from a draw card may still play")
    after = victim_said(rules.with_options(draw_victim_plays="after-wd4"))
    assert "after a Draw Two" not in after[0]


# -- deflect ---------------------------------------------------------------------


def test_H_stack_deflect_reverse_sends_the_draw_back():
    rules = stacking(["+2 on +2"], stack_deflect=["reverse"])
    game = pos(rules, [["R+2", "R5"], ["R-rev", "G3"], ["G1", "G2"], ["B1", "B2"]], ["R3"], FILL)
    game.move("play R+2")
    game.move("play R-rev")
    assert (game.turn, game.phase, game.pending_draw, game.direction) == (0, "stack", 2, -1)
    game.move("accept")
    assert game.hand_size(0) == 3
    assert game.turn == 3  # Ann loses the turn; play goes on counter-clockwise


def test_H_stack_deflect_skip_passes_the_draw_to_the_player_after_next():
    rules = stacking(["+2 on +2"], stack_deflect=["skip"])
    game = pos(rules, [["R+2", "R5"], ["R-skip", "G3"], ["G1", "G2"], ["B1", "B2"]], ["R3"], FILL)
    game.move("play R+2")
    game.move("play R-skip")
    assert (game.turn, game.phase, game.pending_draw) == (3, "stack", 2)
    game.move("accept")
    assert game.hand_size(3) == 4 and game.hand_size(2) == 2 and game.turn == 0


def test_H_stack_deflect_must_match_the_colour():
    rules = stacking(["+2 on +2"], stack_deflect=["reverse", "skip"])
    game = pos(rules, [["R+2", "R5"], ["B-rev", "G-skip", "G3"], ["G1", "G2"]], ["R3"], FILL)
    game.move("play R+2")
    assert own_moves(game) == ["accept"]
    assert_refused(game, "play B-rev")
    assert_refused(game, "play G-skip")


def test_H_stack_deflect_after_wd4_only_the_declared_colour():
    rules = stacking(stack_deflect=["reverse", "skip"], wd4_restriction="none")
    game = pos(
        rules,
        [["W+4", "R5"], ["R-rev", "R-skip", "G-rev", "G3"], ["G1", "G2"], ["B1"]],
        ["R3"],
        FILL,
    )
    game.move("play W+4 green")
    moves = game.legal_moves()
    assert "play G-rev" in moves
    assert "play R-rev" not in moves and "play R-skip" not in moves
    assert_refused(game, "play R-rev")
    assert_refused(game, "play R-skip")
    game.move("play G-rev")
    assert (game.turn, game.pending_draw) == (0, 4)


def test_H_stack_deflect_not_listed_is_refused():
    rules = stacking(["+2 on +2"])
    game = pos(rules, [["R+2", "R5"], ["R-rev", "R-skip"], ["G1", "G2"]], ["R3"], FILL)
    game.move("play R+2")
    assert own_moves(game) == ["accept"]
    assert_refused(game, "play R-rev")


def test_H_stack_deflected_draw_can_still_be_stacked():
    rules = stacking(["+2 on +2"], stack_deflect=["skip"])
    game = pos(rules, [["R+2", "R5"], ["R-skip", "G3"], ["G1", "G2"], ["R+2", "B2"]], ["R3"], FILL)
    game.move("play R+2")
    game.move("play R-skip")
    game.move("play R+2")
    assert (game.turn, game.pending_draw) == (0, 4)


# -- H-skip-stack ----------------------------------------------------------------


def test_H_skip_stack_the_skipped_player_is_asked():
    game = pos(
        house(skip_stack=True),
        [["R-skip", "R5"], ["G3", "G4"], ["G1", "G2"], ["B1", "B2"]],
        ["R3"],
        FILL,
    )
    game.move("play R-skip")
    assert (game.turn, game.phase, own_moves(game)) == (1, "skipped", ["accept"])
    events = game.move("accept")
    assert [e.player for e in events if e.kind == "skip"] == [1]
    assert (game.turn, game.phase) == (2, "play")


def test_H_skip_stack_two_skips_skip_two_counted_from_the_last_skip():
    game = pos(
        house(skip_stack=True),
        [["R-skip", "R5"], ["B-skip", "G4"], ["G1", "G2"], ["B1", "B2"], ["Y1", "Y2"]],
        ["R3"],
        FILL,
    )
    game.move("play R-skip")
    assert "play B-skip" in game.legal_moves()
    game.move("play B-skip")
    assert (game.turn, game.phase) == (2, "skipped")
    events = game.move("accept")
    assert [e.player for e in events if e.kind == "skip"] == [2, 3]
    assert (game.turn, game.phase) == (4, "play")


def test_H_skip_stack_three_skips():
    game = pos(
        house(skip_stack=True),
        [["R-skip", "R5"], ["B-skip", "G4"], ["G-skip", "G2"], ["B1", "B2"], ["Y1", "Y2"]],
        ["R3"],
        FILL,
    )
    game.move("play R-skip")
    game.move("play B-skip")
    game.move("play G-skip")
    game.move("accept")
    assert game.turn == 1  # Cat's 3 Skips: Dan, Eve and Ann are skipped


def test_H_skip_stack_only_a_skip_answers():
    game = pos(
        house(skip_stack=True),
        [["R-skip", "R5"], ["R6", "R-rev"], ["G1", "G2"]],
        ["R3"],
        FILL,
    )
    game.move("play R-skip")
    assert_refused(game, "play R6")
    assert_refused(game, "play R-rev")


def test_H_skip_stack_off_skips_at_once():
    game = pos(house(), [["R-skip", "R5"], ["B-skip", "G4"], ["G1", "G2"]], ["R3"], FILL)
    game.move("play R-skip")
    assert (game.turn, game.phase) == (2, "play")


# -- deflect with two players (O17) ------------------------------------------------


def test_H_stack_deflect_reverse_two_players_sends_the_draw_back_to_the_opponent():
    rules = stacking(["+2 on +2"], stack_deflect=["reverse"])
    game = pos(rules, [["R+2", "R5", "R6"], ["R-rev", "G3", "G4"]], ["R3"], FILL)
    game.move("play R+2")
    game.move("play R-rev")
    assert (game.turn, game.phase, game.pending_draw) == (0, "stack", 2)
