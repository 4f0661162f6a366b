"""What each card does under the rules in force (`SeatView.card_effects`), under
`rank_effects` and the Tōgen deck (issue 22, item 4)."""

from __future__ import annotations

from support.positions import joker_rules, official, page_one, position, rank_effects, ruleset

T1, T2 = ruleset("tgus-t1"), ruleset("tgus-t2")
PILE = ["B6", "B8", "Y7", "G8", "G9", "B9", "Y9", "G7", "B7", "Y1"]  # a draw pile
FILLER = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "G1", "G2", "G3"]  # Tōgen

# -- card effects ---------------------------------------------------------------


REMAP = page_one(
    rank_effects={"8": "wild", "A": "skip", "9": "reverse", "2": "draw2", "3": "draw3"}
)


def four(rules, hand, top="7S"):
    """Four Page One players; Ann (0) is to play `hand`."""
    hands = [hand, ["4C", "6C", "10C"], ["4D", "6D", "10D"], ["4H", "6H", "10H"]]
    return position(rules, hands, [top])


def test_card_effects_follow_rank_effects_not_faces():
    game = four(REMAP, ["AS", "JS", "9S", "2S", "8H", "KS"])
    view = game.view(0)
    assert [e.card for e in view.card_effects] == ["AS", "JS", "9S", "2S", "8H", "KS", "7S"]
    ace, jack, nine, two, eight = (view.effect_of(c) for c in ("AS", "JS", "9S", "2S", "8H"))
    assert (ace.effect, ace.skip, ace.attack) == ("skip", True, True)
    assert (jack.effect, jack.skip, jack.attack) == (None, False, False)  # plain here
    assert (nine.effect, nine.reverse, nine.skip) == ("reverse", True, False)  # four players
    assert (two.effect, two.draw, two.attack, two.wild) == ("draw2", 2, True, False)
    assert (eight.effect, eight.wild, eight.draw) == ("wild", True, 0)
    assert view.effect_of("QS") is None  # not in the hand, not on top
    game.move("play AS")  # and it does what the view said: Ben is skipped
    assert game.turn == 2
    shipped = four(page_one(), ["JS", "QS", "3S", "KS"]).view(0)
    assert shipped.effect_of("JS").skip and shipped.effect_of("QS").reverse
    assert shipped.effect_of("3S").draw == 3


def test_card_effects_a_reverse_skips_with_two_players_where_the_rules_say_so():
    two = position(official(), [["R-rev", "R1"], ["Y5", "Y6"]], ["R9"], PILE).view(0)
    assert two.effect_of("R-rev").skip and two.effect_of("R-rev").attack
    three = position(official(), [["R-rev", "R1"], ["Y5"], ["G5"]], ["R9"], PILE).view(0)
    assert not three.effect_of("R-rev").skip
    page = position(REMAP, [["9S", "5S"], ["5H", "6H"]], ["7S"]).view(0)  # two_player_rules off
    assert not page.effect_of("9S").skip


def test_card_effects_joker_as_a_wild_draw_four():
    hands = [["JOKER", "5H"], ["4C", "6C"], ["4D", "6D"]]
    view = position(joker_rules(), hands, ["7S"]).view(0)
    joker = view.effect_of("JOKER")
    assert (joker.effect, joker.draw, joker.wild, joker.challengeable) == ("wild4", 4, True, True)
    plain = position(page_one(jokers=2, rank_effects=rank_effects({})), hands, ["7S"]).view(0)
    assert plain.effect_of("JOKER").effect is None and not plain.effect_of("JOKER").attack


def test_card_effects_togen_priorities_and_targets():
    hands = [["R+2", "R-counter", "W+?", "W-change", "W+4", "W-gamble"], ["G4", "G5"], ["B7"]]
    view = position(T1, hands, ["R5"], FILLER).view(0)
    hit2, counter, hit, change, hit4, gamble = (view.effect_of(c) for c in hands[0])
    assert [e.priority for e in (hit2, hit4, hit, counter)] == [1, 2, 3, 4]
    assert hit.attack and hit.draw == 0 and not counter.attack
    assert (change.target, change.attack) == ("required", False)
    assert not hit4.challengeable  # Hit+4 is never challenged (6c)
    assert gamble.effect == "gamble" and gamble.wild
    assert position(T2, hands, ["R5"], FILLER).view(0).effect_of("R-counter").priority == 5
    official_view = position(official(), [["R+2", "W+4"], ["G4"]], ["R5"], PILE).view(0)
    assert official_view.effect_of("R+2").priority == 0  # no stack_priority here
    assert official_view.effect_of("W+4").challengeable


def test_the_shared_screen_sees_what_the_top_card_does_and_nothing_of_a_hand():
    game = four(REMAP, ["AS", "KS"], top="2S")
    shared = game.view(None)
    assert [e.card for e in shared.card_effects] == ["2S"]
    assert shared.effect_of("2S").draw == 2 and shared.effect_of("AS") is None
    assert [e.card for e in game.view(1).card_effects] == ["4C", "6C", "10C", "2S"]
