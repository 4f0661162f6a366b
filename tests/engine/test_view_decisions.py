"""What a view says is asked (`SeatView.decision`) and what each card does
(`SeatView.card_effects`): one test per reason from an exact position, privacy,
and card effects under `rank_effects` and the Tōgen deck (issue 22, item 4)."""

from __future__ import annotations

import random

import pytest
from support.driver import Driver
from support.positions import (
    NAMES,
    joker_rules,
    official,
    page_one,
    position,
    rank_effects,
    ruleset,
)

from uno_tui.engine import Game, Phase
from uno_tui.engine.decisions import Decision, Reason
from uno_tui.engine.moves import CHOOSE_ROWS

T1, T2 = ruleset("tgus-t1"), ruleset("tgus-t2")
PILE = ["B6", "B8", "Y7", "G8", "G9", "B9", "Y9", "G7", "B7", "Y1"]  # a draw pile
FILLER = ["Y1", "Y2", "Y3", "Y4", "Y5", "Y6", "Y7", "Y8", "Y9", "G1", "G2", "G3"]  # Tōgen
COLOURS = ("red", "yellow", "green", "blue")


def asked(game: Game, seat: int | None = None) -> Decision:
    """The decision as `seat` sees it (default: the player due); every other seat and
    the shared screen see one and the same public decision."""
    due = game.turn
    public = game.view(None).decision
    for other in range(len(game.players)):
        if other != due:
            assert game.view(other).decision == public, f"seat {other} sees more or less"
    return game.view(due if seat is None else seat).decision


# -- one test per reason ------------------------------------------------------


def test_turn_play_or_draw():
    game = position(official(), [["R1", "B2"], ["Y5", "Y6"], ["G1", "G2"]], ["R9"], PILE, turn=1)
    d = asked(game)
    assert (d.seat, d.phase, d.reason) == (1, Phase.PLAY, Reason.TURN)
    assert d.values() == {"seat": 1}


def test_replay_after_a_caught_bluff():
    rules = official(challenge_guilty="take-back-and-replay")
    game = position(rules, [["W+4", "R1", "B5"], ["B2", "B3"], ["G1", "G2"]], ["R9"], PILE)
    game.move("play W+4 blue")
    game.move("challenge")  # R1 matched red: guilty, takes it back, plays a red card
    d = asked(game)
    assert (d.seat, d.phase, d.reason) == (0, Phase.PLAY, Reason.REPLAY)


def test_drew_play_or_keep_names_the_card_to_its_drawer_alone():
    game = position(official(), [["B1", "G2"], ["Y5", "Y6"]], ["R9"], ["R4", *PILE])
    game.move("draw")
    d = asked(game, 0)
    assert (d.seat, d.phase, d.reason, d.card) == (0, Phase.DRAWN, Reason.DREW, "R4")
    assert asked(game, 1).card is None and game.view(None).decision.card is None
    blind = position(official(blind_draw=True), [["B1", "G2"], ["Y5"]], ["R9"], ["R4", *PILE])
    blind.move("draw")
    assert blind.view(0).decision.card is None  # H-blind-draw: not even its drawer sees it


def test_first_card_wild_asks_its_colour():
    game = position(official(), [["R1", "B2"], ["Y5", "Y6"]], ["W"], PILE)
    d = asked(game)
    assert (d.seat, d.phase, d.reason, d.card) == (0, Phase.COLOUR, Reason.FIRST_CARD, "W")
    assert d.choices == COLOURS
    suits = position(page_one(), [["5S", "6S"], ["5H", "6H"]], ["8S"])
    assert asked(suits).choices == ("spades", "hearts", "diamonds", "clubs")


def test_greninja_second_colour_is_for_the_player_after_the_victim():
    game = position(
        ruleset("pokemon"),
        [["W-greninja", "R0", "B1"], ["G3", "G4"], ["G1", "G2"], ["Y5"]],
        ["R3"],
        ["Y1", "R2", "B7", "G8"],
    )
    game.move("play W-greninja blue")  # Ben draws to a blue card and is skipped
    d = asked(game)
    assert (d.seat, d.phase, d.reason, d.for_seat) == (0, Phase.COLOUR, Reason.GRENINJA, 2)


def test_hit_turned_up_a_wild_asks_its_colour():
    game = position(T1, [["W+?", "R1", "R2"], ["G4", "G5"], ["B7"]], ["R5"], ["W-change", *FILLER])
    game.move("play W+?")
    d = asked(game)
    assert (d.seat, d.phase, d.reason) == (0, Phase.COLOUR, Reason.HIT_WILD)
    assert (d.card, d.shown, d.total) == ("W-change", ("W-change",), 2)


def test_change_countered_the_counterer_chooses_the_colour_for_the_next_player():
    game = position(
        T1, [["W-change", "R1", "R2"], ["G4", "G5"], ["B7", "Y-counter"]], ["R5"], FILLER
    )
    game.move("play W-change 2")
    game.move("play Y-counter")
    game.move("accept")
    d = asked(game)
    assert (d.seat, d.phase, d.reason, d.for_seat) == (2, Phase.COLOUR, Reason.CHANGE_COLOUR, 1)


def test_wild_draw_four_challenge_or_accept():
    game = position(official(), [["W+4", "G1", "B5"], ["B2", "B3"], ["G1", "G2"]], ["R9"], PILE)
    game.move("play W+4 blue")
    d = asked(game)
    assert (d.seat, d.phase, d.reason) == (1, Phase.CHALLENGE, Reason.WILD_DRAW_FOUR)
    assert (d.by, d.total, d.challenge, d.answers) == (0, 4, 0, ())
    assert d.card == "W+4"  # what was played (FLIP!: a Wild Draw Two or Wild Draw Colour)
    assert d.values() == {"seat": 1, "by": 0, "challenge": 0, "total": 4, "card": "W+4"}


def test_pending_draw_names_the_attacker_and_the_cards_that_answer():
    rules = official(stack=("+2 on +2",))
    game = position(rules, [["R+2", "R1"], ["G+2", "Y5", "G+2"], ["B+2", "B1"]], ["R9"], PILE)
    game.move("play R+2")
    d = asked(game, 1)
    assert (d.seat, d.phase, d.reason, d.by, d.total) == (1, Phase.STACK, Reason.DRAW, 0, 2)
    assert d.answers == ("G+2",) and d.priority == 0 and d.challenge is None
    assert asked(game, 2).answers == ()  # Cat's +2 is Cat's to know


def test_pending_draw_with_a_challengeable_wild_draw_four():
    rules = official(stack=("+4 on +4",))
    game = position(rules, [["W+4", "R1"], ["Y5", "Y6"], ["B1", "B2"]], ["R9"], PILE)
    game.move("play W+4 blue")
    d = asked(game)
    assert (d.phase, d.reason, d.by, d.total, d.challenge) == (Phase.STACK, Reason.DRAW, 0, 4, 0)


@pytest.mark.parametrize(
    ("options", "face", "plays_on"),
    [
        ({}, "W+4", False),
        ({"draw_victim_plays": "after-wd4"}, "W+4", True),
        ({"draw_victim_plays": "after-wd4", "stack": ("+2 on +2",)}, "R+2", False),
        ({"draw_victim_plays": "after-wd4", "stack": ("+4 on +4",)}, "W+4", True),
        ({"draw_victim_plays": "always", "stack": ("+2 on +2",)}, "R+2", True),
        # The Mercy limit reached by the draw puts Ben out: he does not play on.
        ({"draw_victim_plays": "always", "mercy_limit": 6, "hand_size": 2}, "W+4", False),
    ],
)
def test_accepting_the_pending_draw_says_whether_the_player_plays_on(options, face, plays_on):
    """`decision.plays_on` (draw_victim_plays) is what accepting then does, for all to see."""
    game = position(official(**options), [[face, "R1"], ["Y5", "Y6"], ["B1", "B2"]], ["R9"], PILE)
    game.move(f"play {face}" + (" blue" if face == "W+4" else ""))
    assert asked(game).plays_on is plays_on
    game.move("accept")
    assert (game.turn == 1) is plays_on


def test_a_lost_challenge_costs_the_turn_whatever_draw_victim_plays_says():
    rules = official(
        stack=("+4 on +4",), stack_after_lost_challenge=True, draw_victim_plays="always"
    )
    game = position(rules, [["W+4", "G1", "B5"], ["B2", "B3"], ["G1", "G2"]], ["R9"], PILE)
    game.move("play W+4 blue")
    assert asked(game).plays_on
    game.move("challenge")  # innocent: the challenger faces the 4 and the fine (O11)
    assert not asked(game).plays_on
    game.move("accept")
    assert game.turn == 2


def test_hit_total_says_what_was_turned_up():
    game = position(T1, [["W+?", "R1", "R2"], ["G4", "G+2"], ["B7"]], ["R5"], ["G7", *FILLER])
    game.move("play W+?")
    d = asked(game, 1)
    assert (d.seat, d.phase, d.reason, d.by, d.total) == (1, Phase.STACK, Reason.HIT, 0, 7)
    assert d.shown == ("G7",) and d.priority == 3 and d.answers == ()  # Hit+2 is priority 1


def test_counter_sends_the_pending_draw_back():
    game = position(
        T1, [["R+2", "Y-counter", "R1"], ["G-counter", "G4", "G5"], ["B7"]], ["R5"], FILLER
    )
    game.move("play R+2")
    assert asked(game, 1).answers == ("G-counter",) and asked(game, 1).priority == 1
    game.move("play G-counter")
    d = asked(game, 0)
    assert (d.seat, d.phase, d.reason, d.by, d.total) == (0, Phase.STACK, Reason.COUNTER, 1, 2)
    assert d.answers == ("Y-counter",) and d.priority == 4


def test_all_hit_two_faces_each_other_player_in_turn():
    hands = [["W-gamble", "R1"], ["G4", "G5"], ["B-counter", "B8"], ["Y7", "Y8"]]
    game = position(T2, hands, ["R5"], FILLER)
    game.move("play W-gamble as all+2 blue uno")
    d = asked(game)
    assert (d.seat, d.phase, d.reason, d.by, d.total) == (1, Phase.STACK, Reason.ALL_HIT, 0, 2)
    game.move("accept")
    assert (asked(game).seat, asked(game, 2).answers) == (2, ("B-counter",))


def test_lost_challenge_the_challenger_may_still_stack():
    rules = official(stack=("+4 on +4",), stack_after_lost_challenge=True)
    game = position(rules, [["W+4", "G1", "B5"], ["B2", "B3"], ["G1", "G2"]], ["R9"], PILE)
    game.move("play W+4 blue")
    game.move("challenge")  # no red card: innocent; the 4 and the 2 of the fine wait
    d = asked(game)
    assert (d.seat, d.phase, d.reason, d.by, d.total) == (
        1,
        Phase.STACK,
        Reason.LOST_CHALLENGE,
        0,
        6,
    )


def test_skips_wait_answer_with_a_skip_or_be_skipped():
    rules = official(skip_stack=True)
    game = position(
        rules, [["R-skip", "R1"], ["R-skip", "G-skip", "Y5"], ["B1", "B2"]], ["R9"], PILE
    )
    game.move("play R-skip")
    d = asked(game, 1)
    assert (d.seat, d.phase, d.reason, d.total) == (1, Phase.SKIPPED, Reason.SKIP, 1)
    assert d.answers == ("R-skip", "G-skip")


def test_change_aimed_at_you_counter_or_accept_naming_the_colour():
    game = position(
        T1, [["W-change", "R1", "R2"], ["G4", "G5"], ["B7", "Y-counter"]], ["R5"], FILLER
    )
    game.move("play W-change 2")
    d = asked(game, 2)
    assert (d.seat, d.phase, d.reason, d.by) == (2, Phase.CHANGE, Reason.CHANGE, 0)
    assert d.choices == COLOURS and d.answers == ("Y-counter",)


def test_change_back_counter_or_accept():
    game = position(
        T1, [["W-change", "R1", "R2"], ["G4", "G5"], ["B7", "Y-counter"]], ["R5"], FILLER
    )
    game.move("play W-change 2")
    game.move("play Y-counter")
    d = asked(game, 0)
    assert (d.seat, d.phase, d.reason, d.by) == (0, Phase.CHANGE, Reason.CHANGE_BACK, 2)
    assert d.choices == () and d.answers == ()


def test_gamble_turned_up_choose_its_row():
    game = position(T2, [["W+?", "R1", "R2"], ["G4", "G5"], ["B7"]], ["R5"], ["W-gamble", *FILLER])
    game.move("play W+?")
    d = asked(game)
    assert (d.seat, d.phase, d.reason, d.card) == (0, Phase.CHOOSE, Reason.GAMBLE_ROW, "W-gamble")
    assert (d.total, d.shown, d.choices) == (0, ("W-gamble",), CHOOSE_ROWS)


def test_last_card_without_the_call_waits_to_be_let_stand():
    game = position(page_one(), [["7H"], ["9C", "4C", "KS"], ["4D", "6D", "KD"]], ["7S"])
    game.move("play 7H")
    d = asked(game)
    assert (d.seat, d.phase, d.reason, d.by) == (1, Phase.OUT, Reason.LAST_CARD, 0)


def test_round_over_and_game_over_name_the_winner():
    game = position(official(), [["R2"], ["Y1", "G-skip"], ["W+4", "B9", "R0"]], ["R5"])
    game.move("play R2")
    d = asked(game)
    assert (d.seat, d.phase, d.reason, d.by) == (None, Phase.ROUND_OVER, Reason.ROUND_OVER, 0)
    game = position(
        official(target_score=80), [["R2"], ["Y1", "G-skip"], ["W+4", "B9", "R0"]], ["R5"]
    )
    game.move("play R2")
    d = asked(game)
    assert (d.seat, d.phase, d.reason, d.by) == (None, Phase.GAME_OVER, Reason.GAME_OVER, 0)


# -- privacy ------------------------------------------------------------------


@pytest.mark.parametrize("name", ["official", "page-one", "tgus-t1", "tgus-t2", "tgus-3"])
def test_a_decision_reveals_no_hidden_card(name):
    """Over random games: the shared screen and every seat not due see the same
    decision, naming only public cards; the seat due sees its own cards alone; a
    sampled world (other hands dealt again) gives the seat the same decision."""
    rules = ruleset(name)
    for seed in range(2):
        game = Game.new(rules, NAMES[:4], seed=seed)
        driver = Driver(seed, others=0.2, prefer_play=0.5)
        for step in range(150):
            if game.round_over:
                break
            public = game.view(None).decision
            assert public.answers == ()
            named = {c for c in (public.card, *public.shown) if c}
            assert named <= set(game.discard), f"{named} is not public"
            due = game.turn
            own = game.view(due).decision
            assert set(own.answers) <= set(game.hand(due))
            assert own.card in (None, public.card, *game.hand(due))
            for seat in range(4):
                if seat != due:
                    assert game.view(seat).decision == public
            if step % 10 == 0:
                world = game.sample(due, random.Random(step))
                assert world.view(due).decision == own
                assert world.view(due).card_effects == game.view(due).card_effects
            game.move(*driver.choose(game))


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
