"""The Ruleset value: every rule option, loaded and validated from a TOML file.

Each option is one dataclass field whose metadata carries its meaning (`help`),
what is allowed (`choices` or `lo`/`hi`) and the plain-language sentence the
help screen shows (`say`). Adding a house rule means adding a field here and
its behaviour in the engine; loading, validation, `uno-tui rulesets show` and
the help screen follow from the metadata.
"""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import MISSING, dataclass, field, fields, replace
from importlib import resources
from pathlib import Path
from typing import Any

from .decks import DECKS


class RulesetError(ValueError):
    """A ruleset file or option that cannot be used; the message says why."""


def _opt(default, help: str, say=None, choices=None, lo=None, hi=None):
    meta = {"help": help, "say": say, "choices": choices, "lo": lo, "hi": hi}
    return field(default=default, metadata=meta)


@dataclass(frozen=True)
class Ruleset:
    name: str = "custom"
    description: str = ""
    source: str = ""

    deck: str = _opt(
        "classic",
        "which deck is used",
        say=lambda r: f"Deck: {r.deck} ({len(r.deck_cards())} cards).",
        choices=("classic",),
    )
    remove_cards: tuple[str, ...] = _opt(
        (),
        'cards taken out of the deck before play (H-remove), e.g. ["R+2", "W+4"]',
        say=lambda r: (
            f"These cards are taken out of the deck: {', '.join(r.remove_cards)}."
            if r.remove_cards
            else None
        ),
    )
    start_player: str = _opt(
        "dealer-draw",
        "how the first dealer is chosen (O2)",
        say={
            "dealer-draw": "Everyone draws a card; the highest number deals "
            "(action and wild cards count as 0, ties draw again).",
            "random": "The first player is chosen at random.",
        },
        choices=("dealer-draw", "random"),
    )
    hand_size: int = _opt(
        7,
        "cards dealt to each player (O3)",
        say=lambda r: f"Each player is dealt {r.hand_size} cards.",
        lo=1,
        hi=20,
    )
    first_card: str = _opt(
        "official",
        "what happens when the first card turned up is not a number (O5)",
        say={
            "official": "The first card turned up acts as if played (a Wild Draw Four is "
            "put back and another card turned up).",
            "redraw-non-number": "If the first card turned up is not a number card it is "
            "put back and another one turned up.",
        },
        choices=("official", "redraw-non-number"),
    )
    draw_with_playable: str = _opt(
        "allowed",
        "whether a player holding a playable card may draw instead (O7)",
        say={
            "allowed": "You may draw a card even when you could play; a playable drawn card "
            "may be played at once, or kept.",
            "forbidden": "You may only draw when you hold no playable card (a Wild Draw Four "
            "always counts as playable).",
        },
        choices=("allowed", "forbidden"),
    )
    wd4_restriction: str = _opt(
        "no-matching-colour",
        "when a Wild Draw Four may be played honestly (O10)",
        say={
            "no-matching-colour": "Wild Draw Four is honest only when you hold no card of "
            "the active colour; the next player may challenge it.",
            "no-other-playable": "Wild Draw Four is honest only when no other card in your "
            "hand is playable (other Wild Draw Fours aside); the next player may challenge it.",
            "none": "Wild Draw Four may be played at any time and cannot be challenged.",
        },
        choices=("no-matching-colour", "no-other-playable", "none"),
    )
    challenge_guilty: str = _opt(
        "draw-4",
        "what a player caught bluffing a Wild Draw Four does (O11)",
        say={
            "draw-4": "A caught bluffer draws 4 and the challenger takes a normal turn; "
            "a wrong challenge costs the challenger 6 cards and their turn.",
            "take-back-and-draw-4": "A caught bluffer takes the Wild Draw Four back and "
            "draws 4, the previous card and colour count again, and the challenger takes a "
            "normal turn; a wrong challenge costs the challenger 6 cards and their turn.",
        },
        choices=("draw-4", "take-back-and-draw-4"),
    )
    uno_penalty: int = _opt(
        2,
        "cards drawn by a player caught without calling UNO (O12)",
        say=lambda r: (
            f"Call UNO when you play your second-to-last card; if someone catches you before "
            f"the next player plays or draws, you draw {r.uno_penalty}."
            if r.uno_penalty
            else "Forgetting to call UNO costs nothing."
        ),
        lo=0,
        hi=10,
    )
    misplay_penalty: int = _opt(
        0,
        "0: an unplayable card is refused; N: trying one costs N cards and the turn (O15)",
        say=lambda r: (
            f"Trying to play a card that does not match costs {r.misplay_penalty} cards and "
            f"ends your turn."
            if r.misplay_penalty
            else "A card that does not match is refused and nothing happens."
        ),
        lo=0,
        hi=10,
    )
    next_dealer: str = _opt(
        "winner",
        "who deals the next round (O16)",
        say={
            "winner": "The winner of a round deals the next one.",
            "left": "The deal passes to the left after each round.",
        },
        choices=("winner", "left"),
    )
    two_player_rules: bool = _opt(
        True,
        "with exactly 2 players: Reverse acts as Skip and you play again (O17)",
        say=lambda r: (
            "With two players, Reverse works like Skip: after a Skip, Reverse, Draw Two or "
            "Wild Draw Four you play again."
            if r.two_player_rules
            else None
        ),
    )
    scoring: str = _opt(
        "points",
        "how the game is scored: points (S1), round-table (S2), penalty (S3)",
        say={
            "points": "The round winner scores the points left in the other hands.",
            "round-table": "The round winner writes + the sum of the other hands and everyone "
            "else writes - their own hand; the highest total after the last round wins.",
            "penalty": "Whenever you are caught without UNO or in a foul, your hand's points "
            "are added to your penalty points.",
        },
        choices=("points", "round-table", "penalty"),
    )
    target_score: int = _opt(
        500,
        "points that win the game (scoring = points)",
        say=lambda r: (
            f"The first player to reach {r.target_score} points wins the game."
            if r.scoring == "points"
            else None
        ),
        lo=1,
        hi=100000,
    )
    rounds: int = _opt(
        5,
        "number of rounds (scoring = round-table)",
        say=lambda r: f"The game lasts {r.rounds} rounds." if r.scoring == "round-table" else None,
        lo=1,
        hi=100,
    )
    penalty_limit: int = _opt(
        500,
        "penalty points that put a player out of the game (scoring = penalty)",
        say=lambda r: (
            f"A player reaching {r.penalty_limit} penalty points leaves the game at the end of "
            f"the round; the last one standing wins."
            if r.scoring == "penalty"
            else None
        ),
        lo=1,
        hi=100000,
    )

    # -- derived values ---------------------------------------------------

    @property
    def min_players(self) -> int:
        return 2

    @property
    def max_players(self) -> int:
        return 8 if self.deck == "standard-52" else 10

    def deck_cards(self) -> list[str]:
        removed = set(self.remove_cards)
        return [c for c in DECKS[self.deck]() if c not in removed]

    def option_rows(self) -> list[tuple[str, Any, str]]:
        """(key, value, meaning) for every option, in file order."""
        return [(f.name, getattr(self, f.name), f.metadata["help"]) for f in option_fields()]

    def with_options(self, **changes: Any) -> Ruleset:
        """A validated copy with some options changed (None values are ignored)."""
        changes = {k: v for k, v in changes.items() if v is not None}
        known = {f.name for f in fields(self)}
        for key, value in changes.items():
            if key not in known:
                raise RulesetError(f"unknown option {key!r}{_closest(key, known)}")
            changes[key] = _check_value(self.name, key, value)
        rules = replace(self, **changes)
        _check_combinations(rules, rules.name)
        return rules


def option_fields():
    return [f for f in fields(Ruleset) if f.metadata]


META_KEYS = ("name", "description", "source")


def _closest(key: str, known) -> str:
    match = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.6)
    return f" (did you mean {match[0]!r}?)" if match else ""


def _allowed(f) -> str:
    m = f.metadata
    if m["choices"]:
        return "one of " + ", ".join(repr(c) for c in m["choices"])
    if m["lo"] is not None:
        return f"a whole number from {m['lo']} to {m['hi']}"
    if f.type in ("bool", bool):
        return "true or false"
    return "a list of card names"


def _check_value(origin: str, key: str, value: Any) -> Any:
    f = next(f for f in fields(Ruleset) if f.name == key)
    m = f.metadata
    bad = f"{origin}: {key} = {value!r} is not allowed; use "
    if key in META_KEYS:
        if not isinstance(value, str):
            raise RulesetError(f"{origin}: {key} must be text, not {value!r}")
        return value
    if m["choices"]:
        if value not in m["choices"]:
            raise RulesetError(bad + _allowed(f))
    elif m["lo"] is not None:
        if isinstance(value, bool) or not isinstance(value, int) or not m["lo"] <= value <= m["hi"]:
            raise RulesetError(bad + _allowed(f))
    elif f.type == "bool":
        if not isinstance(value, bool):
            raise RulesetError(bad + _allowed(f))
    else:  # card list
        from .cards import parse_card

        if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
            raise RulesetError(bad + _allowed(f))
        cards = []
        for text in value:
            card = parse_card(text)
            if card is None:
                raise RulesetError(f"{origin}: {key} names {text!r}, which is not a card")
            cards.append(card.text)
        value = tuple(cards)
    return value


def _check_combinations(rules: Ruleset, origin: str) -> None:
    """Options that cannot work together are refused, saying which and why."""
    deck = DECKS[rules.deck]()
    for card in rules.remove_cards:
        if card not in deck:
            raise RulesetError(
                f"{origin}: remove_cards names {card}, which is not in the {rules.deck} deck"
            )
    size = len(rules.deck_cards())
    if size < 2 * rules.hand_size + 1:
        raise RulesetError(
            f"{origin}: hand_size = {rules.hand_size} cannot be dealt to two players from "
            f"a deck of {size} cards"
        )


def from_mapping(data: dict[str, Any], origin: str) -> Ruleset:
    known = {f.name for f in fields(Ruleset)}
    values = {}
    for key, value in data.items():
        if key not in known:
            raise RulesetError(
                f"{origin}: unknown key {key!r}{_closest(key, known)}; "
                f"see 'uno-tui rulesets show official' for every option"
            )
        values[key] = _check_value(origin, key, value)
    rules = Ruleset(**values)
    _check_combinations(rules, origin)
    return rules


def _shipped_dir():
    # Installed: package data of uno_tui.rulesets. From a source tree (or an
    # editable install, which does not map that package): the top-level folder.
    try:
        return resources.files("uno_tui.rulesets")
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[2] / "rulesets"


def list_rulesets() -> list[Ruleset]:
    """Every ruleset shipped in rulesets/, sorted by name."""
    files = [p for p in _shipped_dir().iterdir() if p.name.endswith(".toml")]
    return sorted((load_ruleset(p.name[:-5]) for p in files), key=lambda r: r.name)


def load_ruleset(name_or_path: str | Path) -> Ruleset:
    """Load a shipped ruleset by name, or any ruleset file by path."""
    text_name = str(name_or_path)
    looks_like_path = (
        isinstance(name_or_path, Path) or text_name.endswith(".toml") or "/" in text_name
    )
    if looks_like_path:
        path = Path(name_or_path)
        origin = str(path)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise RulesetError(f"{origin}: no such file") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise RulesetError(f"{origin}: cannot be read ({exc})") from None
    else:
        resource = _shipped_dir() / f"{text_name}.toml"
        origin = f"rulesets/{text_name}.toml"
        if not resource.is_file():
            names = sorted(
                p.name[:-5] for p in _shipped_dir().iterdir() if p.name.endswith(".toml")
            )
            raise RulesetError(
                f"unknown ruleset {text_name!r}{_closest(text_name, names)}; "
                f"the rulesets are: {', '.join(names)} (or give a path to a .toml file)"
            )
        text = resource.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(f"{origin}: not valid TOML ({exc})") from None
    rules = from_mapping(data, origin)
    if "name" not in data:
        rules = replace(rules, name=Path(origin).stem)
    return rules


def describe_rules(rules: Ruleset) -> list[str]:
    """The active rules as plain-language sentences, generated from the options."""
    lines = []
    for f in option_fields():
        say = f.metadata["say"]
        if say is None:
            continue
        text = say(rules) if callable(say) else say.get(getattr(rules, f.name))
        if text:
            lines.append(text)
    return lines


assert all(f.default is not MISSING for f in fields(Ruleset))
