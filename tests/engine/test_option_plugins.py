"""House-rule options as plugins (issue 22 item 6): an option is one module declaring an
`Option` (options/base.py) and one line in the registry (options/registry.py). Its
ruleset keys, sentences, conflicts, hooks and per-round state are reached through the
registry; the core never names it."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from support.positions import NAMES, position

import uno_tui.engine
from uno_tui.engine import (
    Game,
    IllegalMove,
    Ruleset,
    RulesetError,
    describe_rules,
    list_rulesets,
)
from uno_tui.engine.events import Event
from uno_tui.engine.options.base import HOOKS, Option, option_state
from uno_tui.engine.options.registry import OPTIONS, register, unregister
from uno_tui.engine.phases import OUT
from uno_tui.engine.refusals import REFUSALS, Refusal, refuse
from uno_tui.engine.ruleset import option_fields
from uno_tui.engine.ruleset.kinds import Flag
from uno_tui.engine.ruleset.options import option
from uno_tui.engine.ruleset.sentences import SENTENCES, all_sentences
from uno_tui.engine.state import State

ENGINE = Path(uno_tui.engine.__file__).parent

# The Ruleset fields no house-rule option owns: the deck, the deal, the official rules
# (RULES 1-4), scoring, the Tōgen and No Mercy cards' own options, and the app's hints.
CORE_KEYS = {
    "deck",
    "deck_copies",
    "jokers",
    "rank_effects",
    "add_cards",
    "remove_cards",
    "custom_effect",
    "start_player",
    "hand_size",
    "hand_size_by_players",
    "first_card",
    "draw_with_playable",
    "wd4_restriction",
    "challenge_guilty",
    "challenge_penalty",
    "uno_penalty",
    "calls",
    "reverse_on_suit_change",
    "misplay_penalty",
    "next_dealer",
    "two_player_rules",
    "first_direction",
    "drawn_card",
    "hit_table",
    "all_hit_two",
    "change_limit",
    "fault_penalty",
    "seven_zero",
    "handicap",
    "play_to_last",
    "scoring",
    "target_score",
    "rounds",
    "penalty_limit",
    "target_wins",
    "reveal_below",
    "uno_call",
    "misplay_ends_turn",
    "score_multiplier",
    "hints",
}


# -- every key, sentence and conflict check has one home -----------------------


def test_every_ruleset_field_belongs_to_exactly_one_option_or_to_the_core():
    owner: dict[str, str] = {key: "core" for key in CORE_KEYS}
    for o in OPTIONS.values():
        for key in o.keys:
            assert key not in owner, f"{key} is claimed by {owner[key]} and {o.name}"
            owner[key] = o.name
    assert set(owner) == {f.name for f in option_fields()}


def test_an_options_sentences_are_about_its_own_keys_and_said_in_field_order():
    for o in OPTIONS.values():
        assert set(o.sentences) <= set(o.keys), o.name
        assert not set(o.sentences) & set(SENTENCES), o.name  # not said twice
    entries = all_sentences()
    for o in OPTIONS.values():
        for key, entry in o.sentences.items():
            assert entries[key] is entry
    order = [f.name for f in option_fields()]
    assert list(entries) == [k for k in order if k in entries]


def test_every_registered_options_sentence_is_said_by_some_shipped_ruleset():
    said = {line for rules in list_rulesets() for line in describe_rules(rules)}
    for o in OPTIONS.values():
        if not o.sentences:
            continue
        rules = next((r for r in list_rulesets() if o.enabled(r)), None)
        if rules is None:  # no shipped file turns it on: switch on its first key
            continue
        mine = [line for line in describe_rules(rules) if line in said]
        assert mine, o.name


@pytest.mark.parametrize("name", sorted(n for n, o in OPTIONS.items() if o.conflicts))
def test_every_registered_options_conflicts_are_checked_at_load_time(name: str):
    original = OPTIONS[name]
    register(original._replace(conflicts=lambda r: f"{name} says no"))
    try:
        with pytest.raises(RulesetError, match=f"{name} says no"):
            Ruleset().with_options(hand_size=7)
    finally:
        register(original)  # (back in its place: a dict keeps a key's position)


def test_hooks_run_only_for_options_that_are_on():
    official = Game.new(Ruleset(), NAMES[:4], seed=1)
    assert official._options == ("undo",)  # (on by default; it adds a move, no hook)
    for point in HOOKS:
        assert getattr(official, f"_hook_{point}") == ()
    bombs = Game.new(Ruleset(bomb=True, forced_draw=True), NAMES[:4], seed=1)
    assert bombs._options == ("bomb", "forced_draw", "undo")
    assert bombs._hook_after_play == (OPTIONS["bomb"].after_play, OPTIONS["forced_draw"].after_play)


def test_fast_path_eligibility_comes_from_the_options_hooks():
    assert Game.new(Ruleset(), NAMES[:4], seed=1)._quick
    assert Game.new(Ruleset(), NAMES[:4], seed=1)._quick_draws
    assert not Game.new(Ruleset(bomb=True), NAMES[:4], seed=1)._quick  # after_play
    assert not Game.new(Ruleset(hand_limit=20), NAMES[:4], seed=1)._quick_draws  # slow_draws
    assert not Game.new(Ruleset(draw_until_playable=True), NAMES[:4], seed=1)._quick_draws


# -- a new option: one module and one registration line ------------------------
# Everything below stands for the new option's module (its Ruleset field declared on a
# subclass here, so that the real Ruleset is left alone); the fixture is its line in
# the registry. The core is not touched.


@dataclass(frozen=True)
class EchoRules(Ruleset):
    echo: bool = option(False, "each play is counted for the player who made it (a toy)", Flag())


def count_play(game: State, p: int, events: list[Event]) -> None:
    option_state(game, "echo")[p] += 1


def echo_conflicts(r: Ruleset) -> str | None:
    if getattr(r, "echo", False) and r.bomb:
        return "echo counts every play, which a bomb would drown out"
    return None


ECHO = Option(
    "echo",
    ("echo",),
    sentences={"echo": "Echo: every play is counted."},
    conflicts=echo_conflicts,
    after_play=count_play,
    round_state=lambda game: [0] * game._n,
)


@pytest.fixture
def echo() -> Iterator[Option]:
    register(ECHO)  # the one registration line
    yield ECHO
    unregister("echo")


def test_a_new_option_runs_through_its_hook_with_its_own_state(echo: Option):
    game = Game.new(EchoRules(echo=True), NAMES[:4], seed=7)
    assert game._options == ("undo", "echo")
    assert not game._quick  # its after_play hook keeps the quick play off
    rng = random.Random(3)
    plays = [0] * 4
    while not game.round_over:
        by = game.turn
        move = rng.choice(game.legal_moves())
        game.move(move)
        if move.startswith("play ") and not game.round_over and game.phase != OUT:
            plays[by] += 1  # (a play that goes out ends the round before after_play)
    assert sum(plays) > 0
    assert option_state(game, "echo") == plays
    clone = game.clone()
    assert option_state(clone, "echo") == plays
    assert option_state(clone, "echo") is not option_state(game, "echo")


def test_a_new_option_is_off_unless_its_key_is_set(echo: Option):
    game = Game.new(EchoRules(), NAMES[:4], seed=7)
    assert game._options == ("undo",)
    assert "echo" not in game._option_state


def test_a_new_options_sentence_and_conflicts_are_reached(echo: Option):
    assert "Echo: every play is counted." in describe_rules(EchoRules(echo=True))
    assert "Echo: every play is counted." not in describe_rules(EchoRules())
    with pytest.raises(RulesetError, match="a bomb would drown out"):
        EchoRules(echo=True).with_options(bomb=True)


def test_the_registry_forgets_an_unregistered_option():
    assert "echo" not in OPTIONS
    assert Game.new(EchoRules(echo=True), NAMES[:4], seed=7)._options == ("undo",)


# -- legality and listing: a new option answers the core's questions -----------
# A toy rule, "no red finish": going out on a red card is refused. Its module is the
# lines below, its registration the fixture; the core asks it through the
# going_out_problem hook and says its refusal from the sentence it declares.


@dataclass(frozen=True)
class NoRedRules(Ruleset):
    no_red_finish: bool = option(False, "no going out on a red card (a toy)", Flag())


def red_finish(game: State, by: int, cards: tuple[str, ...]) -> Refusal | None:
    return refuse("no-red-finish", player=game.players[by]) if cards[-1][0] == "R" else None


NO_RED_FINISH = Option(
    "no_red_finish",
    ("no_red_finish",),
    sentences={"no_red_finish": "You cannot go out on a red card."},
    going_out_problem=red_finish,
    refusals={"no-red-finish": "{player} cannot go out on a red card"},
)


@pytest.fixture
def no_red() -> Iterator[Option]:
    register(NO_RED_FINISH)
    yield NO_RED_FINISH
    unregister("no_red_finish")


def last_card(rules: Ruleset, card: str) -> Game:
    return position(rules, [[card], ["B4", "B5"]], ["R9"], draw_pile=["G1", "G2"])


def test_a_new_option_refuses_a_play_and_the_listing_leaves_it_out(no_red: Option):
    game = last_card(NoRedRules(no_red_finish=True), "R5")
    assert "play R5" not in game.legal_moves() and "draw" in game.legal_moves()
    with pytest.raises(IllegalMove, match="^Ann cannot go out on a red card$"):
        game.move("play R5")
    assert game.hand(0) == ["R5"] and game.turn == 0  # nothing changed
    game = last_card(NoRedRules(no_red_finish=True), "Y9")  # not red: going out is fine
    assert "play Y9" in game.legal_moves()
    game = last_card(NoRedRules(), "R5")  # the option off: the core lets it go out
    assert "play R5" in game.legal_moves()


def test_registering_an_option_adds_its_refusals_and_unregistering_takes_them_away():
    assert "no-red-finish" not in REFUSALS
    register(NO_RED_FINISH)
    try:
        assert REFUSALS["no-red-finish"] == "{player} cannot go out on a red card"
        clashing = NO_RED_FINISH._replace(name="other", refusals={"mismatch": "x"})
        with pytest.raises(ValueError, match="mismatch"):
            register(clashing)
    finally:
        unregister("no_red_finish")
    assert "no-red-finish" not in REFUSALS and "other" not in OPTIONS


def test_only_one_option_may_give_cards_its_own_way():
    def give(game: State, seat: int, count: int, owe: bool) -> list[Event]:
        return game._give(seat, count, plainly=True)

    rival = OPTIONS["stock"]._replace(name="rival", give=give)
    register(rival)
    try:
        with pytest.raises(ValueError, match="two options"):
            Game.new(Ruleset(stock=True, deck="togen"), NAMES[:4], seed=1)
    finally:
        unregister("rival")
    assert "owes-stock" in REFUSALS  # still the stock option's


# -- the core names no option ---------------------------------------------------

CORE = ("play", "state", "ending", "rounds", "pending", "calls", "decisions", "views", "moves")


@pytest.mark.parametrize("module", CORE)
def test_the_core_imports_no_house_rule_option(module: str):
    source = (ENGINE / f"{module}.py").read_text()
    imported = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and "options" in node.module:
            imported |= {f"{node.module}.{a.name}" for a in node.names}
    # options.base declares the hooks; stacking is the pending-draw rules every game
    # plays by (O9-O11), kept with the stacking options it shares them with.
    allowed = {"options.stacking"}
    assert {i for i in imported if "options.base" not in i} <= allowed, imported
