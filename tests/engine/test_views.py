"""Per-seat views, clones and sampled worlds (game.view, game.clone, game.sample)."""

from __future__ import annotations

import dataclasses
import enum
import gc
import random
import types
from collections import Counter
from dataclasses import dataclass

import pytest
from support.driver import Driver
from support.positions import NAMES, official, position
from support.snapshot import internal_state as state
from support.snapshot import snapshot

from uno_tui.engine import Event, Game, LegalMove, Ruleset, list_rulesets
from uno_tui.engine.copies import copy_state
from uno_tui.engine.decisions import CardEffect, Decision
from uno_tui.engine.refusals import Refusal
from uno_tui.engine.views import RoundResult, SeatView, knowledge

# Every shipped ruleset, and official with the options that move cards between hands
# out of sight (swaps, passes, face-down cards, take-backs, misplays, forced draws).
RULESETS: dict[str, Ruleset] = {r.name: r for r in list_rulesets()}
RULESETS["seven-zero+"] = official(
    seven_zero=True,
    facedown_limit=3,
    challenge_guilty="take-back-and-replay",
    misplay_penalty=2,
    jump_in=True,
    add_cards={"W-swap": 2, "W-shuffle": 1},
)
RULESETS["forced+"] = official(
    forced_draw=True,
    draw_until_playable=True,
    play_to_last=True,
    scoring="ranking",
    stack=("+2 on +2",),
)
PILE = ["B6", "B8", "Y7", "G8", "G9", "B9", "Y9", "G7", "B7", "Y1"]  # a draw pile
MOVES = 160  # per game: enough to reach swaps, reshuffles and challenges, quick enough


def games(name: str, seeds=range(3)):
    """Random games under ruleset `name`, yielding the game after every move."""
    rules = RULESETS[name]
    for seed in seeds:
        players = random.Random(seed).randint(rules.min_players, min(rules.max_players, 5))
        game = Game.new(rules, NAMES[:players], seed=seed)
        driver = Driver(seed, others=0.2, prefer_play=0.5)
        for _ in range(MOVES):
            if game.game_over:
                break
            if game.round_over:
                game.next_round()
            else:
                text, by = driver.choose(game)
                game.move(text, by=by)
            yield game


def mutable_parts(value, seen=None):
    """Every list, dict, set or Random reachable from `value` (Ruleset and tuples walked)."""
    seen = set() if seen is None else seen
    if id(value) in seen or isinstance(value, (str, int, float, type(None), types.MethodType)):
        return
    seen.add(id(value))
    if isinstance(value, (list, dict, set, Counter, random.Random)):
        yield value
    items = value.values() if isinstance(value, dict) else value
    if isinstance(value, (list, tuple, set, frozenset, dict)):
        for item in items:
            yield from mutable_parts(item, seen)


def game_parts(game: Game) -> list:
    """Every mutable object the game's attributes hold."""
    seen: set[int] = set()
    return [part for value in vars(game).values() for part in mutable_parts(value, seen)]


# -- views ------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(RULESETS))
def test_views_show_own_hand_and_sampled_worlds_look_the_same_to_the_seat(name):
    """The privacy test: dealing every hidden card again changes nothing in the seat's
    view. Also: the view agrees with the game's public reads, and a world is a position
    that conserves the cards, keeps hand sizes and known cards, and plays on."""
    deck = None
    for step, game in enumerate(games(name)):
        deck = deck if game.round_number > 1 or deck else game.all_cards()
        n = len(game.players)
        for seat in range(n):
            view = game.view(seat)
            know = knowledge(game, seat, strict=True)  # the history is always followed
            assert view.hand == tuple(game.hand(seat))
            assert view.hand_sizes == tuple(game.hand_size(s) for s in range(n))
            assert view.legal_moves == tuple(game.legal_moves(by=seat))
            assert [c for c in view.discard if c] == [
                c for i, c in enumerate(game.discard) if i not in know.hidden_discard
            ]
            assert not any(e.private_to not in (None, seat) for e in view.events)
            assert not any(e.cards for e in view.events if e.kind == "draw" and e.player != seat)
            if step % 5 or not game.in_game(seat):
                continue
            world = game.sample(seat, random.Random(step))
            assert world.all_cards() == game.all_cards()
            assert world.view(seat) == view
            for s in range(n):
                assert not know.known[s] - Counter(world.hand(s)), "a known card moved"
            assert world.round_over or world.legal_moves()
            for text in world.legal_moves(by=seat):  # a position where every listed move works
                world.clone().move(text, by=seat)
            assert world.clone().view(seat) == view
        assert game.view(None).hand is None


def test_the_shared_view_has_no_hand_and_no_private_event(rules):
    game = Game.new(rules, NAMES[:3], seed=4)
    shared = game.view(None)
    assert shared.hand is None and shared.legal_moves == () and shared.drawn is None
    assert all(k == () for k in shared.known)
    assert shared.hand_sizes == (7, 7, 7)
    assert shared.players == ("Ann", "Ben", "Cat")
    for bad in (3, -1, "1"):
        with pytest.raises(ValueError, match="no seat"):
            game.view(bad)
        with pytest.raises(ValueError, match="no seat"):
            game.sample(bad, random.Random(1))


def test_a_view_holds_no_reference_to_the_game(rules):
    game = Game.new(rules, NAMES[:4], seed=2)
    view = game.view(1)
    parts = game_parts(game)
    forbidden = {id(game)} | {id(part) for part in parts}
    plain = (str, int, bool, type(None), tuple, Event, SeatView, RoundResult, Ruleset)
    plain += (Decision, CardEffect, Refusal)
    seen, todo = set(), [view]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or obj is game.rules:  # the frozen ruleset is shared on purpose
            continue
        seen.add(id(obj))
        assert id(obj) not in forbidden, f"the view reaches the game through {obj!r}"
        assert isinstance(obj, plain), f"the view holds a {type(obj).__name__}"
        if isinstance(obj, enum.Enum):
            continue  # an enum member (Phase, EventKind, Reason): a constant, shared by every game
        if isinstance(obj, Refusal):  # (its values, made for it, never change: see refusals.py)
            todo += list(obj.values.values())
            continue
        if isinstance(obj, LegalMove):  # a str whose attributes are plain values
            todo += [obj.move, obj.seat, obj.text]
            continue
        todo += [r for r in gc.get_referents(obj) if not isinstance(r, type)]
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()  # type: ignore[misc]


def test_a_face_down_card_is_seen_only_by_its_owner_until_doubted():
    rules = official(facedown_limit=3)
    game = position(rules, [["B5", "R1", "G2"], ["Y3", "Y4"], ["G7", "G8"]], ["R9"], PILE)
    game.move("facedown B5")
    assert game.view(0).discard == ("B5", "R9")
    assert game.view(1).discard == game.view(None).discard == (None, "R9")
    assert game.view(1).facedown_pending == 0
    world = game.sample(1, random.Random(1))
    assert world.view(1) == game.view(1)
    assert world._doubt[1] == world._discard[0]  # the pending doubt judges the new card
    game.move("doubt", by=2)
    assert game.view(1).discard == ("B5", "R9")


def test_a_face_down_card_reshuffled_before_the_doubt():
    """A catch's draw may shuffle the face-down card into the draw pile before a doubt."""
    rules = official(facedown_limit=3)
    game = position(rules, [["B5", "R1"], ["Y3", "Y4"], ["G7", "G8"]], ["G3", "R9"], ["B1"])
    game.move("facedown B5")  # Ann keeps one card without calling UNO
    game.move("catch 0", by=1)  # Ann draws 2: the pile runs dry and is reshuffled
    assert game.discard == ["R9"] and game.facedown_pending == 0
    for i in range(5):
        world = game.sample(2, random.Random(i))
        assert world.all_cards() == game.all_cards()
        world.move("doubt", by=2)
    game.move("doubt", by=2)
    assert knowledge(game, 2, strict=True).hidden_discard == []


# -- clones -----------------------------------------------------------------


@pytest.mark.parametrize("name", ["official", "tgus-3", "seven-zero+", "forced+"])
def test_a_clone_plays_on_exactly_like_the_game(name):
    rules = RULESETS[name]
    for step, game in enumerate(games(name, seeds=[7])):
        if step % 10:
            continue
        copy = game.clone()
        assert state(copy) == state(game)
        driver, twin = Driver(step), Driver(step)
        for _ in range(30):  # same moves on both, including next rounds and reshuffles
            if game.game_over:
                break
            if game.round_over:
                assert copy.next_round() == game.next_round()
                continue
            text, by = driver.choose(game)
            assert twin.choose(copy) == (text, by)
            assert copy.move(text, by=by) == game.move(text, by=by)
            assert state(copy) == state(game)
        assert copy.rules is rules


def test_a_clone_is_independent_of_the_game(rules):
    game = Game.new(rules, NAMES[:3], seed=11)
    for text in game.legal_moves()[:1] * 3:
        if text in game.legal_moves():
            game.move(text)
    before = snapshot(game)
    originals = game_parts(game)  # a list: keeps them alive, so no id is reused
    copy = game.clone()
    ids = {id(part) for part in originals}
    shared = [part for part in game_parts(copy) if id(part) in ids]
    assert not shared, f"the clone shares {shared[:3]}"
    driver = Driver(3)
    for _ in range(60):
        if copy.round_over:
            break
        copy.move(*driver.choose(copy))
    copy._hands[0].append("R0")
    assert snapshot(game) == before


def test_the_game_keeps_no_mutable_value_inside_a_tuple():
    """clone shares tuples as they are: the engine must never put a list in one."""
    for name in ("official", "tgus-3", "seven-zero+", "pokemon"):
        for game in games(name, seeds=[1]):
            for value in vars(game).values():
                for part in _tuples(value):
                    inside = [m for item in part for m in mutable_parts(item)]
                    assert not inside, f"{part!r} holds a mutable"
            rules = game.rules  # shared too, being frozen: its fields must be values
            inside = [
                m for f in dataclasses.fields(rules) for m in mutable_parts(getattr(rules, f.name))
            ]
            assert not inside, f"the ruleset holds {inside}"


def _tuples(value):
    if isinstance(value, tuple):
        yield value
    if isinstance(value, (list, tuple)):
        for item in value:
            yield from _tuples(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _tuples(item)


@dataclass(slots=True)
class _Slotted:
    hands: list[list[str]]
    turn: int


@dataclass
class _Plain:
    state: _Slotted
    owner: object = None
    seen: set = dataclasses.field(default_factory=set)


class _Phase(enum.StrEnum):
    PLAY = "play"


class _Kind(enum.Enum):
    WILD = 1


class _Holder:
    def __init__(self):
        self.shuffle = random.Random(9).shuffle  # methods of a generator held nowhere else
        self.pick = self.shuffle.__self__.random
        self.rng = random.Random(5)
        self.phase, self.kinds, self.size = _Phase.PLAY, [_Kind.WILD], len
        self.state = _Slotted([["R1"], ["B2"]], 0)
        self.plain = _Plain(self.state, owner=self, seen={"R1"})
        self.counts = Counter("aab")
        self.act = self.step

    def step(self):
        self.state.turn += 1


def test_the_copier_handles_dataclasses_slots_and_shared_references():
    holder = _Holder()
    copy = copy_state(holder)
    assert copy.plain.state is copy.state  # one object referenced twice stays one
    assert copy.plain.owner is copy and copy.act.__self__ is copy
    copy.act()
    copy.state.hands[0].append("G3")
    copy.plain.seen.add("G3")
    copy.counts["c"] += 1
    assert holder.state == _Slotted([["R1"], ["B2"]], 0)
    assert holder.plain.seen == {"R1"} and holder.counts == Counter("aab")
    assert copy.rng.random() == holder.rng.random()
    assert copy.phase is _Phase.PLAY and copy.kinds[0] is _Kind.WILD and copy.size is len
    generator = copy.shuffle.__self__
    assert generator is not holder.shuffle.__self__ and copy.pick.__self__ is generator
    assert copy.pick() == holder.pick()


def test_the_copier_refuses_a_value_it_does_not_know():
    class Holder:
        def __init__(self):
            self.handle = open(__file__)  # noqa: SIM115

    holder = Holder()
    with pytest.raises(TypeError, match="TextIOWrapper"):
        copy_state(holder)
    holder.handle.close()


# -- sampled worlds ---------------------------------------------------------


def test_a_world_deals_the_hidden_cards_again_and_keeps_the_public_ones(rules):
    game = Game.new(rules, NAMES[:4], seed=5)
    worlds = [game.sample(0, random.Random(i)) for i in range(10)]
    for world in worlds:
        assert world.hand(0) == game.hand(0)
        assert world.discard == game.discard and world.top == game.top
        assert world.all_cards() == game.all_cards()
        assert world.seed is None
        assert not any(e.cards for e in world.events if e.kind == "draw" and e.player != 0)
    assert any(w.hand(1) != game.hand(1) for w in worlds)
    assert any(w._draw != game._draw for w in worlds)
    again = game.sample(0, random.Random(3))
    assert state(again) == state(worlds[3])  # the same generator gives the same world


def test_a_seat_knows_the_hand_it_gave_away_in_a_swap():
    rules = official(seven_zero=True)
    game = position(
        rules, [["R7", "B1", "G2", "Y3"], ["R1", "R2", "R3"], ["G5", "G6"]], ["R9"], PILE
    )
    game.move("play R7 1")
    for i in range(5):
        assert sorted(game.sample(0, random.Random(i)).hand(1)) == ["B1", "G2", "Y3"]
        assert sorted(game.sample(1, random.Random(i)).hand(0)) == ["R1", "R2", "R3"]
    assert any(game.sample(2, random.Random(i)).hand(1) != game.hand(1) for i in range(5))


def test_a_zero_passes_every_hand_on_and_each_seat_knows_where_its_own_went():
    rules = official(seven_zero=True)
    game = position(
        rules, [["R0", "B1", "G2"], ["R1", "R2", "R3"], ["G5", "G6", "Y8"]], ["R9"], PILE
    )
    game.move("play R0")
    assert sorted(game.sample(0, random.Random(1)).hand(1)) == ["B1", "G2"]
    assert sorted(game.sample(1, random.Random(1)).hand(2)) == ["R1", "R2", "R3"]
    assert game.view(2).known[0] == ("G5", "G6", "Y8")


def test_the_challenger_keeps_what_the_challenge_showed():
    rules = official(challenge_guilty="take-back-and-draw-4")
    hand = ["W+4", "R1", "B5", "G6", "Y2"]
    game = position(rules, [hand, ["B2", "B3"], ["G1", "G2"]], ["R9"], PILE)
    game.move("play W+4 blue")
    game.move("challenge")  # R1 matched red: guilty, W+4 back, draws 4
    assert game.view(1).known[0] == ("B5", "G6", "R1", "W+4", "Y2")
    assert game.view(2).known[0] == ("W+4",)  # only the take-back was public
    for i in range(5):
        assert Counter(hand) <= Counter(game.sample(1, random.Random(i)).hand(0))
        assert "W+4" in game.sample(2, random.Random(i)).hand(0)


def test_a_pending_challenge_is_judged_on_the_new_cards():
    rules = official()
    game = position(
        rules,
        [["W+4", "G1", "B5", "Y6"], ["B2", "B3"], ["G1", "G2"]],
        ["R9"],
        ["R2", "R3", "R4", "R5", *PILE],
    )
    game.move("play W+4 blue")
    outcomes = set()
    for i in range(40):
        world = game.sample(1, random.Random(i))
        events = world.move("challenge")
        shown = next(e.cards for e in events if e.kind == "reveal")
        guilty = any(e.kind == "guilty" for e in events)
        assert guilty == any(c.startswith("R") for c in shown if c != "W+4")
        assert world.all_cards() == game.all_cards()
        outcomes.add(guilty)
    assert outcomes == {True, False}


def test_a_drawn_card_waiting_to_be_played_stays_playable_in_every_world(rules):
    game = position(rules, [["B1", "G2"], ["Y5", "Y6", "B7"]], ["R9"], ["R4", *PILE])
    game.move("draw")
    assert game.phase == "drawn"
    for i in range(10):
        world = game.sample(1, random.Random(i))
        drawn = world.hand(0)[-1]
        assert world.view(0).drawn == drawn and f"play {drawn}" in world.legal_moves()
        world.move(f"play {drawn}")


def test_the_drawn_card_is_in_the_view_only_while_it_waits_to_be_played():
    rules = official(deck="classic-2016", custom_effect="play-again")
    game = position(rules, [["B1", "G2"], ["Y5", "Y6", "B7"]], ["R9"], ["W-custom", *PILE])
    game.move("draw")
    assert game.view(0).drawn == "W-custom" and game.view(1).drawn is None
    game.move("play W-custom green")  # it plays again: the same seat's turn, phase "play"
    assert (game.turn, game.phase) == (0, "play")
    assert game.view(0).drawn is None


def test_a_misplayed_card_is_known_to_everyone():
    rules = official(misplay_penalty=2)
    game = position(rules, [["B1", "G2", "Y3"], ["Y5", "Y6"]], ["R9"], PILE)
    game.move("play B1")
    assert game.view(1).known[0] == ("B1",)
    assert all("B1" in game.sample(1, random.Random(i)).hand(0) for i in range(5))


def test_at_the_end_of_a_round_every_hand_is_shown(rules):
    game = position(rules, [["R1"], ["Y5", "Y6"], ["G1", "B2"]], ["R9"], PILE)
    game.move("play R1")
    assert game.round_over
    result = game.view(None).result
    assert result is not None and result.hands == ((), ("Y5", "Y6"), ("G1", "B2"))
    assert result.points == (0, 11, 3) and result.order == (0, 2, 1)
    assert result.scored == tuple(game.round_scores[-1]) == (14, 0, 0)
    assert game.view(1).result == result and not result.time_up
    assert game.sample(0, random.Random(1)).hand(2) == ["G1", "B2"]


def test_before_the_round_is_over_no_view_has_a_result():
    """The result names every hand and its points: before the end no view carries one."""
    for game in games("official", seeds=[5]):
        views = [game.view(s) for s in (None, *range(len(game.players)))]
        assert all((v.result is not None) == game.round_over for v in views)
        assert all(v.scores == tuple(game.scores) for v in views)


def test_a_world_knows_its_history_only_as_its_seat_saw_it():
    rules = official(facedown_limit=3)
    game = position(rules, [["B5", "R1", "G2"], ["Y3", "Y4", "B4"]], ["R9"], PILE)
    game.move("Facedown b5")  # as typed: the log keeps the text
    game.move("draw")
    world = game.sample(0, random.Random(2))
    assert [e.move for e in world.log] == ["Facedown b5", "draw"]
    assert world.events[-1].cards == ()  # Ben's draw
    other = game.sample(1, random.Random(2))
    assert [e.move for e in other.log] == ["facedown", "draw"]
    assert other.seed is None  # without the seed the log cannot rebuild the real deal


def test_a_world_follows_beliefs_about_hidden_cards_where_the_cards_allow():
    game = Game.new(official(), NAMES[:4], seed=8)
    reds = frozenset(c for c in game.all_cards() if c.startswith("R"))
    for i in range(10):
        world = game.sample(0, random.Random(i), avoid=[(1, 5, reds), (2, 7, reds)])
        assert not reds & set(world.hand(1)[:5]) and not reds & set(world.hand(2))
        assert world.all_cards() == game.all_cards() and world.hand(0) == game.hand(0)
        assert [world.hand_size(s) for s in range(4)] == [game.hand_size(s) for s in range(4)]
    # A belief about the seat's own hand changes nothing: it knows its hand.
    own = game.sample(0, random.Random(1), avoid=[(0, 7, frozenset(game.hand(0)))])
    assert own.hand(0) == game.hand(0)


def test_a_clone_without_history_plays_the_same_game_from_here():
    game = Game.new(official(), NAMES[:3], seed=4)
    for _ in range(5):
        game.move(game.legal_moves()[0])
    bare = game.clone(history=False)
    assert bare.log == [] and bare.events == [] and game.log and game.events
    full = game.clone()
    for _ in range(30):
        if full.round_over:
            break
        move = full.legal_moves()[0]
        assert bare.legal_moves() == full.legal_moves()
        assert bare.move(move) == full.move(move)
    for copy in (bare, full):  # all but the history
        copy.log, copy.events = [], []
    assert state(bare) == state(full) and len(game.log) == 5


def test_copies_of_a_long_game_keep_its_records_apart():
    """The log and the finished rounds' scores are copied without walking them (they only
    grow), yet a copy's records are its own: a row of scores or the log changed in the
    copy leaves the game's alone, and both go on growing apart."""
    game = Game.new(official(), NAMES[:3], seed=4)
    driver = Driver(4)
    while len(game.round_scores) < 2 and not game.game_over:
        if game.round_over:
            game.next_round()
        else:
            game.move(*driver.choose(game))
    rows, log = [list(r) for r in game.round_scores], list(game.log)
    for copy in (game.clone(), game.clone(history=False), game.sample(0, random.Random(2))):
        assert copy.round_scores == rows
        assert all(a is not b for a, b in zip(copy.round_scores, game.round_scores, strict=True))
        copy.round_scores[0][0] += 1000
        copy.round_scores.append([0, 0, 0])
        copy.log.append(copy.log[-1] if copy.log else game.log[-1])
        assert game.round_scores == rows and game.log == log


def test_the_view_says_when_a_jump_in_may_be_claimed():
    """H-jump-in: public, the same for every seat and the shared screen (who holds an
    identical card is not said): open right after a play, closed once play goes on."""
    rules = official(jump_in=True)
    game = position(rules, [["R5", "G7"], ["G1", "Y9", "B2"], ["R5", "B5"]], ["R1"])
    assert not game.view(None).jump_in_open  # the first card was turned up, not played
    game.move("play R5")
    assert all(game.view(s).jump_in_open for s in (None, 0, 1, 2))
    game.move("draw", by=1)
    assert not game.view(2).jump_in_open
    plain = position(official(), [["R5", "G7"], ["G1", "Y9", "B2"], ["R5", "B5"]], ["R1"])
    plain.move("play R5")
    assert not plain.view(2).jump_in_open  # no jump-in in these rules


def test_a_seat_sees_which_of_its_cards_would_be_a_bluff_and_nobody_else_does():
    # O10: a Wild Draw Four played while holding a card of the colour in play is a bluff.
    game = position(official(), [["W+4", "R2", "G5"], ["W+4", "G1", "B2"]], ["R9"])
    assert game.view(0).bluffs == ("W+4",)  # R2 is red, as the pile
    assert game.view(1).bluffs == ()  # no red card: an honest Wild Draw Four
    assert game.view(None).bluffs == ()  # the shared screen sees no hand
    no_rule = position(
        official(wd4_restriction="none"), [["W+4", "R2", "G5"], ["G1", "B2"]], ["R9"]
    )
    assert no_rule.view(0).bluffs == ()
