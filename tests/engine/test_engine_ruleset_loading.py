"""Loading and validating rulesets (RULES 5: impossible combinations are refused at
load time with a clear message), option_rows and describe_rules."""

from __future__ import annotations

import dataclasses
import signal
from contextlib import contextmanager
from pathlib import Path

import pytest
from support.positions import official, position

from uno_tui.engine import (
    Game,
    Ruleset,
    RulesetError,
    describe_rules,
    list_rulesets,
    load_ruleset,
)
from uno_tui.engine.decks import classic

OFFICIAL_FILE = Path(__file__).resolve().parents[2] / "rulesets" / "official.toml"

# Every option of the official rules, its default and another value.
OFFICIAL_OPTIONS = {
    "start_player": ("dealer-draw", "random"),
    "hand_size": (7, 5),
    "first_card": ("official", "redraw-non-number"),
    "draw_with_playable": ("allowed", "forbidden"),
    "wd4_restriction": ("no-matching-colour", "no-other-playable"),
    "challenge_guilty": ("draw-4", "take-back-and-draw-4"),
    "uno_penalty": (2, 4),
    "misplay_penalty": (0, 2),
    "next_dealer": ("winner", "left"),
    "two_player_rules": (True, False),
    "scoring": ("points", "round-table"),
    "target_score": (500, 300),
    "rounds": (5, 8),
    "penalty_limit": (500, 200),
}
CHOICES = {
    "start_player": ["dealer-draw", "random"],
    "first_card": ["official", "redraw-non-number"],
    "draw_with_playable": ["allowed", "forbidden"],
    "wd4_restriction": ["no-matching-colour", "no-other-playable", "none"],
    "challenge_guilty": ["draw-4", "take-back-and-draw-4"],
    "next_dealer": ["winner", "left"],
    "scoring": ["points", "round-table", "penalty"],
}
COLOURED = sorted({c for c in classic() if not c.startswith("W")})


def write(tmp_path: Path, text: str, name: str = "family.toml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def refused(path_or_name) -> str:
    with pytest.raises(RulesetError) as error:
        load_ruleset(path_or_name)
    assert isinstance(error.value, ValueError)
    return str(error.value)


# Loading --------------------------------------------------------------------


def test_official_loads_with_the_documented_defaults():
    rules = load_ruleset("official")
    assert rules.name == "official" and rules.description and rules.source
    assert rules.deck == "classic" and len(rules.deck_cards()) == 108
    assert rules.remove_cards == ()
    for key, (default, _) in OFFICIAL_OPTIONS.items():
        assert getattr(rules, key) == default, key


def test_official_is_every_option_at_its_default():
    rules = load_ruleset("official")
    defaults = Ruleset()
    assert [row[:2] for row in rules.option_rows()] == [row[:2] for row in defaults.option_rows()]


def test_official_file_writes_out_every_official_option():
    import tomllib

    written = tomllib.loads(OFFICIAL_FILE.read_text(encoding="utf-8"))
    for key, (default, _) in OFFICIAL_OPTIONS.items():
        assert written[key] == default, key


def test_official_is_listed():
    names = [r.name for r in list_rulesets()]
    assert "official" in names and names == sorted(names)


@pytest.mark.parametrize("as_text", [False, True])
def test_load_by_path(as_text):
    rules = load_ruleset(str(OFFICIAL_FILE) if as_text else OFFICIAL_FILE)
    assert rules == load_ruleset("official")


def test_name_defaults_to_the_file_name(tmp_path):
    rules = load_ruleset(write(tmp_path, "hand_size = 5\n", "grandma.toml"))
    assert rules.name == "grandma" and rules.hand_size == 5
    assert rules.scoring == "points", "unwritten options keep their defaults"


def test_a_family_file_changes_what_it_writes(tmp_path):
    text = 'name = "ours"\nhand_size = 8\nnext_dealer = "left"\nremove_cards = ["w+4"]\n'
    rules = load_ruleset(write(tmp_path, text))
    assert (rules.name, rules.hand_size, rules.next_dealer) == ("ours", 8, "left")
    assert rules.remove_cards == ("W+4",), "card names are made canonical"
    assert len(rules.deck_cards()) == 104 and "W+4" not in rules.deck_cards()


# Refused files --------------------------------------------------------------


def test_unknown_key_names_the_file_the_key_and_the_closest_key(tmp_path):
    path = write(tmp_path, "hand_sise = 5\n")
    message = refused(path)
    assert str(path) in message
    assert "'hand_sise'" in message and "did you mean 'hand_size'" in message


def test_unknown_key_with_no_close_match(tmp_path):
    message = refused(write(tmp_path, "favourite_biscuit = 3\n"))
    assert "'favourite_biscuit'" in message and "did you mean" not in message


@pytest.mark.parametrize(
    ("line", "allowed"),
    [
        ('hand_size = "7"', "whole number"),
        ("hand_size = true", "whole number"),
        ("hand_size = 7.5", "whole number"),
        ('two_player_rules = "yes"', "true or false"),
        ("two_player_rules = 1", "true or false"),
        ('remove_cards = "W+4"', "list of card names"),
        ("scoring = 3", "one of"),
        ("name = 5", "must be text"),
    ],
)
def test_wrong_type_refused(tmp_path, line, allowed):
    path = write(tmp_path, line + "\n")
    message = refused(path)
    assert str(path) in message and line.split()[0] in message and allowed in message


@pytest.mark.parametrize(
    "line",
    [
        "hand_size = 0",
        "hand_size = 21",
        "uno_penalty = -1",
        "uno_penalty = 11",
        "misplay_penalty = 11",
        "target_score = 0",
        "rounds = 0",
        "penalty_limit = 0",
    ],
)
def test_out_of_range_refused(tmp_path, line):
    message = refused(write(tmp_path, line + "\n"))
    key, _, value = line.split()
    assert key in message and value in message and "whole number from" in message


@pytest.mark.parametrize("key", sorted(CHOICES))
def test_bad_choice_lists_what_is_allowed(tmp_path, key):
    message = refused(write(tmp_path, f'{key} = "sometimes"\n'))
    assert key in message and "'sometimes'" in message
    for choice in CHOICES[key]:
        assert repr(choice) in message


def test_unknown_deck_refused(tmp_path):
    message = refused(write(tmp_path, 'deck = "tarot"\n'))
    assert "deck" in message and "'classic'" in message


def test_broken_toml_refused(tmp_path):
    path = write(tmp_path, "hand_size = \n")
    message = refused(path)
    assert str(path) in message and "line 1: a value is not written as TOML writes it" in message


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('description = "ours\nhand_size = 5\n', 'line 1: a text is not closed: end it with "'),
        ("hand_size = 5\nuno_penalty = 4\nhand_size = 6\n", "line 3: an option is written twice"),
        ("pénalité = 2\n", "line 1: a line reads option = value"),
        ("two_player_rules = True\n", "true or false in small letters"),
        ('remove_cards = ["R5"\n', "line 1: a list begun on this line or before is not"),
        ('remove_cards = ["R5"\nhand_size = 5\n', "line 2: a list begun on this line or"),
        ("[[[\n", "not valid TOML (Invalid initial character"),  # (a rarer one: tomllib's words)
    ],
    ids=["unclosed-text", "twice", "accent", "capital-true", "unclosed-list", "list-on", "other"],
)
def test_a_toml_mistake_is_said_in_plain_words_with_its_line(tmp_path, text, said):
    """A play-tester's file errors came in tomllib's English, e.g. "Cannot overwrite a
    value" for an option written twice."""
    path = write(tmp_path, text)
    message = refused(path)
    assert str(path) in message and said in message


def test_missing_file_refused(tmp_path):
    path = tmp_path / "nowhere.toml"
    message = refused(path)
    assert str(path) in message and "no such file" in message


@pytest.mark.parametrize(
    ("name", "hint"), [("offical", "did you mean 'official'"), ("zzzz", "the rulesets are")]
)
def test_unknown_ruleset_name_refused(name, hint):
    message = refused(name)
    assert f"unknown ruleset '{name}'" in message and hint in message and "official" in message


def test_remove_cards_naming_a_non_card(tmp_path):
    message = refused(write(tmp_path, 'remove_cards = ["R+2", "X9"]\n'))
    assert "remove_cards" in message and "'X9'" in message and "not a card" in message


def test_remove_cards_naming_a_card_not_in_the_deck(tmp_path):
    message = refused(write(tmp_path, 'remove_cards = ["AS"]\n'))
    assert "AS" in message and "not in the classic deck" in message


def test_remove_cards_naming_a_card_twice(tmp_path):
    # Every copy of a card named goes: three R5 would read as three of the two taken out.
    message = refused(write(tmp_path, 'remove_cards = ["R5", "W+4", "R5", "r5"]\n'))
    assert "remove_cards names R5 3 times" in message and "name it once" in message
    assert "W+4" not in message


def test_stacking_a_card_removed_says_remove_cards_took_it(tmp_path):
    # (a play-tester read "the classic deck does not have +2": it does)
    text = 'remove_cards = ["R+2", "Y+2", "G+2", "B+2"]\nstack = ["+2 on +2"]\n'
    message = refused(write(tmp_path, text))
    assert "stack names '+2', but remove_cards takes every '+2' out of the deck" in message


def test_hand_size_too_big_for_the_deck(tmp_path):
    cards = ", ".join(f'"{c}"' for c in COLOURED)
    path = write(tmp_path, f"hand_size = 4\nremove_cards = [{cards}]\n")
    message = refused(path)
    assert str(path) in message and "hand_size = 4" in message and "8 cards" in message
    assert load_ruleset(write(tmp_path, f"hand_size = 3\nremove_cards = [{cards}]\n"))


@contextmanager
def time_limit(seconds: float):
    def stop(signum, frame):
        raise TimeoutError(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize(
    "options",
    [
        pytest.param(
            {
                "remove_cards": sorted({c for c in classic() if c[1:].isdigit()}),
                "first_card": "redraw-non-number",
                "hand_size": 3,
            },
            id="no-number-card-with-redraw-non-number",
        ),
        pytest.param(
            {"remove_cards": sorted(set(classic()) - {"W+4"}), "hand_size": 1},
            id="only-wild-draw-fours",
        ),
    ],
)
def test_deck_with_no_possible_first_card_is_refused_or_plays(options):
    """Found in 312344d: such a deck loaded, and Game.new then looped for ever turning
    up cards (RULES 5: refuse impossible combinations at load time)."""
    try:
        rules = official(**options)
    except RulesetError as error:
        assert "first" in str(error) or "remove_cards" in str(error)
        return
    with time_limit(1):
        game = Game.new(rules, ["Ann", "Ben"], seed=1)
    assert game.discard


# with_options ---------------------------------------------------------------


def test_with_options_returns_a_validated_copy(rules):
    changed = rules.with_options(hand_size=5, scoring=None)
    assert changed.hand_size == 5 and changed.scoring == "points", "None leaves it as it is"
    assert rules.hand_size == 7, "the original is unchanged"
    with pytest.raises(dataclasses.FrozenInstanceError):
        changed.hand_size = 9


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"hand_sise": 5}, ["'hand_sise'", "did you mean 'hand_size'"]),
        ({"hand_size": 0}, ["hand_size", "whole number"]),
        ({"scoring": "golf"}, ["'golf'", "'points'", "'round-table'", "'penalty'"]),
        ({"two_player_rules": "no"}, ["true or false"]),
        ({"remove_cards": ["Q7"]}, ["'Q7'", "not a card"]),
        ({"hand_size": 5, "remove_cards": COLOURED}, ["hand_size = 5", "8 cards"]),
    ],
)
def test_with_options_refuses_bad_values(rules, options, words):
    with pytest.raises(RulesetError) as error:
        rules.with_options(**options)
    for word in words:
        assert word in str(error.value)


# option_rows and describe_rules ----------------------------------------------


def test_option_rows_cover_every_option(rules):
    rows = rules.option_rows()
    keys = [key for key, _, _ in rows]
    every = [f.name for f in dataclasses.fields(Ruleset)]
    assert keys == [k for k in every if k not in ("name", "description", "source")]
    assert all(isinstance(meaning, str) and meaning.strip() for _, _, meaning in rows)
    assert {key: value for key, value, _ in rows}["hand_size"] == 7
    for key in OFFICIAL_OPTIONS:
        assert key in keys


def test_describe_rules_official(rules):
    lines = describe_rules(rules)
    assert lines and all(isinstance(line, str) and line.strip() for line in lines)
    assert len(set(lines)) == len(lines)
    text = " ".join(lines)
    for fact in ("7 cards", "500", "Wild Draw Four", "UNO", "108"):
        assert fact in text


CONTEXT = {"rounds": {"scoring": "round-table"}, "penalty_limit": {"scoring": "penalty"}}


@pytest.mark.parametrize("key", sorted(OFFICIAL_OPTIONS))
def test_describe_rules_follows_every_official_option(rules, key):
    default, other = OFFICIAL_OPTIONS[key]
    base = rules.with_options(**CONTEXT.get(key, {}))
    changed = base.with_options(**{key: other})
    assert describe_rules(changed) != describe_rules(base), key


@pytest.mark.parametrize("key", sorted(CHOICES))
def test_describe_rules_says_something_for_every_choice(rules, key):
    seen = set()
    for choice in CHOICES[key]:
        lines = describe_rules(rules.with_options(**{key: choice}))
        seen.add(tuple(lines))
    assert len(seen) == len(CHOICES[key])


def test_describe_rules_mentions_removed_cards(rules):
    lines = describe_rules(rules.with_options(remove_cards=["W+4", "R+2"]))
    assert any("W+4" in line and "R+2" in line for line in lines)


@pytest.mark.parametrize(
    ("name", "drawn_card"),
    [
        ("official", "may-play"),
        ("official", "must-play"),
        ("official", "next-turn"),
        ("no-mercy", "must-play"),
        ("japan-local", "may-play"),
        ("pokemon", "may-play"),
    ],
)
def test_H_drawn_card_the_rules_text_says_what_the_engine_lets_a_drawn_card_do(name, drawn_card):
    """No Mercy's help said both "a playable drawn card may be played at once, or kept"
    (draw_with_playable) and "A playable card you draw must be played at once"
    (drawn_card): only drawn_card says it now, as the engine offers it."""
    rules = load_ruleset(name).with_options(drawn_card=drawn_card)
    text = " ".join(describe_rules(rules))
    game = position(rules, [["G5", "B9"], ["G1", "G2", "G3"]], ["R1"], ["R6", "Y7", "Y8"])
    game.move("draw")  # R6: playable on R1
    moves = game.legal_moves() if game.turn == 0 else []
    assert ("may be played at once, or kept" in text) == ("keep" in moves)
    assert ("must be played at once" in text) == (moves == ["play R6"])
    assert ("cannot be played before your next turn" in text) == (not moves)


@pytest.mark.parametrize("name", ["japan-local", "tgus-t1", "tgus-t2"])
def test_O11_no_challenge_sentences_where_nothing_can_be_challenged(name):
    """wd4_restriction = "none": a Wild Draw Four is never challenged, so the rules text
    says so and says nothing of what a challenge costs."""
    rules = load_ruleset(name)
    text = " ".join(describe_rules(rules))
    assert "cannot be challenged" in text
    assert "bluffer" not in text and "wrong challenge" not in text
    more = rules.with_options(challenge_penalty=4, challenge_guilty="take-back-and-draw-4")
    assert "wrong challenge" not in " ".join(describe_rules(more))


def test_O11_stack_priority_leaves_the_challenge_to_wd4_restriction():
    """tgus-t1's priority stacking said "Wild Hit+4 ... is never challenged" even where
    wd4_restriction lets it be challenged: only wd4_restriction's sentence says it."""
    text = " ".join(describe_rules(load_ruleset("tgus-t1")))
    assert "never challenged" not in text and "cannot be challenged" in text
    honest = load_ruleset("tgus-t1").with_options(wd4_restriction="no-matching-colour")
    text = " ".join(describe_rules(honest))
    assert "may challenge it" in text and "never challenged" not in text


def test_page_one_says_what_its_playing_cards_count():
    """A play-tester: the card points were only in page-one.toml's comment, where RULES
    says to use the usual Crazy Eights values "and say so"."""
    values = "A card counts its number; 8 and the Joker 50, K, Q and J 10, A 1."
    assert values in " ".join(" ".join(describe_rules(load_ruleset("page-one"))).split())
    assert "Joker 50" not in " ".join(describe_rules(load_ruleset("official")))


@pytest.mark.parametrize(("name", "all_hit_two"), [("tgus-t1", False), ("tgus-t2", True)])
def test_6c_the_priorities_name_all_hit_two_only_where_a_gamble_may_be_one(name, all_hit_two):
    text = " ".join(" ".join(describe_rules(load_ruleset(name))).split())
    assert "Hit+? 3," in text and "Counter highest" in text
    assert ("All Hit+2 4" in text) is all_hit_two


@pytest.mark.parametrize(
    ("options", "said", "unsaid"),
    [
        ({}, ["honest only when you hold no card", "takes the draw instead", "plus 2"], []),
        ({"wd4_restriction": "none"}, ["cannot be challenged"], ["bluffer", "may challenge"]),
        (
            {"challenge_guilty": "take-back-and-draw-4", "challenge_penalty": 4},
            ["takes the card back and the draw instead", "plus 4"],
            [],
        ),
    ],
)
def test_R6d_flip_challenges_are_said_as_the_rules_make_them(options, said, unsaid):
    """FLIP!'s deck text said its wild draws "may be challenged" whatever wd4_restriction
    said; now the challenge sentences follow the options, naming FLIP!'s own cards."""
    text = " ".join(describe_rules(load_ruleset("flip").with_options(**options)))
    for words in said:
        assert words in text
    for words in unsaid:
        assert words not in text
    assert "Wild Draw Four" not in text


def test_O12_penalty_scoring_never_says_a_missed_call_costs_nothing():
    """Under penalty scoring (S3) a caught missed call adds the hand's points even with
    uno_penalty = 0."""
    free = " ".join(describe_rules(load_ruleset("official").with_options(uno_penalty=0)))
    assert "costs nothing" in free
    text = " ".join(describe_rules(load_ruleset("challenge-uno").with_options(uno_penalty=0)))
    assert "costs nothing" not in text and "caught without UNO" in text


def test_O11_a_lost_challenge_stacks_only_where_a_challenge_can_be_lost(rules):
    stacking = rules.with_options(stack=["+2 on +2"], stack_after_lost_challenge=True)
    assert any("failed challenge" in line for line in describe_rules(stacking))
    free = stacking.with_options(wd4_restriction="none")
    assert not any("failed challenge" in line for line in describe_rules(free))


@pytest.mark.parametrize(
    ("name", "what"),
    [
        ("pokemon", ["Snorlax (a wild", "draws 3, then discards every card of that colour"]),
        ("pokemon", ["Greninja (a wild", "until one of that colour"]),
        ("official-2016", ["Wild Shuffle Hands: declare a colour; every hand is collected"]),
        ("official-fr", ["Wild Swap Hands: declare a colour and, if you like, swap hands"]),
    ],
)
def test_R6_special_wilds_are_explained_in_the_rules_text(name, what):
    """RULES 6: the rules text says what each special wild in the deck does."""
    text = " ".join(describe_rules(load_ruleset(name)))
    for words in what:
        assert words in text


def test_R6_a_special_wild_is_explained_once_where_it_comes_into_the_deck(rules):
    added = describe_rules(rules.with_options(add_cards={"W-snorlax": 2}))
    said = [line for line in added if "Snorlax (a wild" in line]
    assert len(said) == 1 and said[0].startswith("Added to the deck: 2 x W-snorlax. ")
    more = describe_rules(load_ruleset("official-2016").with_options(add_cards={"W-shuffle": 1}))
    said = [line for line in more if "Wild Shuffle Hands:" in line]
    assert len(said) == 1 and said[0].startswith("Deck: classic-2016 (113 cards). ")
    gone = describe_rules(load_ruleset("official-2016").with_options(remove_cards=["W-shuffle"]))
    assert not any("Shuffle Hands" in line for line in gone)
