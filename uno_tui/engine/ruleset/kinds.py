"""Option kinds: what values an option takes.

Each kind checks a value read from TOML (or given in Python) and returns it in
the form a Ruleset stores (tuples, so a Ruleset stays hashable and frozen),
says in words what is allowed, and writes a stored value back out as a plain
JSON/TOML value and as TOML text.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from ...language import _
from ..cards import PLAYING_RANKS, parse_card

DRAW_FACES = ("+2", "+4", "2", "3", "JOKER")  # faces that can make someone draw


class RulesetError(ValueError):
    """A ruleset file or option that cannot be used; the message says why."""


def toml_text(value: Any) -> str:
    """A plain value (text, number, true/false, list, table) as TOML writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # a JSON string is a TOML string
    if isinstance(value, list):
        return "[" + ", ".join(toml_text(item) for item in value) + "]"
    if isinstance(value, dict):
        pairs = (f"{toml_text(str(k))} = {toml_text(v)}" for k, v in value.items())
        return "{" + ", ".join(pairs) + "}"
    return str(value)


def _whole(value: Any, lo: int, hi: int) -> bool:
    """Whether `value` is a whole number from lo to hi (true/false are not numbers)."""
    return isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi


class Kind:
    """The values one option takes. `where` in messages is "ORIGIN: KEY"."""

    def check(self, value: Any, where: str) -> Any:
        """The value as a Ruleset stores it, or RulesetError saying what is allowed."""
        raise NotImplementedError

    def allowed(self) -> str:
        """What is allowed, in words, for error messages."""
        raise NotImplementedError

    def plain(self, value: Any) -> Any:
        """A stored value as plain JSON/TOML data (lists and tables, not tuples)."""
        return value

    def toml(self, value: Any) -> str:
        """A stored value as it is written in a ruleset file."""
        return toml_text(self.plain(value))

    def refuse(self, where: str, value: Any) -> RulesetError:
        return RulesetError(
            _("{where} = {value} is not allowed; use {allowed}").format(
                where=where, value=repr(value), allowed=self.allowed()
            )
        )


@dataclass(frozen=True)
class Text(Kind):
    """Free text (the ruleset's name, description and source)."""

    def check(self, value: Any, where: str) -> Any:
        if not isinstance(value, str):
            raise RulesetError(
                _("{where} must be text, not {value}").format(where=where, value=repr(value))
            )
        return value

    def allowed(self) -> str:
        return _("text")


@dataclass(frozen=True)
class Flag(Kind):
    """true or false."""

    def check(self, value: Any, where: str) -> Any:
        if not isinstance(value, bool):
            raise self.refuse(where, value)
        return value

    def allowed(self) -> str:
        return _("true or false")


@dataclass(frozen=True)
class Number(Kind):
    """A whole number from lo to hi."""

    lo: int
    hi: int

    def check(self, value: Any, where: str) -> Any:
        if not _whole(value, self.lo, self.hi):
            raise self.refuse(where, value)
        return value

    def allowed(self) -> str:
        return _("a whole number from {lo} to {hi}").format(lo=self.lo, hi=self.hi)


@dataclass(frozen=True)
class Choice(Kind):
    """One of a few words."""

    choices: tuple[str, ...]

    def check(self, value: Any, where: str) -> Any:
        if value not in self.choices:
            raise self.refuse(where, value)
        return value

    def allowed(self) -> str:
        return _("one of {choices}").format(choices=", ".join(repr(c) for c in self.choices))


class _List(Kind):
    """A list, stored as a tuple."""

    def plain(self, value: Any) -> Any:
        return list(value)


@dataclass(frozen=True)
class Several(_List):
    """A list of any of a few words (each once, in the order given)."""

    choices: tuple[str, ...]

    def check(self, value: Any, where: str) -> Any:
        if not isinstance(value, list | tuple) or any(v not in self.choices for v in value):
            raise self.refuse(where, value)
        return tuple(dict.fromkeys(value))

    def allowed(self) -> str:
        return _("a list of any of {choices}").format(
            choices=", ".join(repr(c) for c in self.choices)
        )


def card_text(where: str, text: Any) -> str:
    """The canonical text of the card `text` names, or RulesetError."""
    card = parse_card(text) if isinstance(text, str) else None
    if card is None:
        raise RulesetError(
            _(
                "{where} names {text}, which is not a card; cards are written like {examples} "
                "(every card: docs/RULES.md, section 1)"
            ).format(
                where=where, text=repr(text), examples="R5, G+2, B-skip, Y-rev, W, W+4, W-swap"
            )
        )
    return card.text


@dataclass(frozen=True)
class Cards(_List):
    """A list of card names, made canonical ("w+4" -> "W+4")."""

    def check(self, value: Any, where: str) -> Any:
        if not isinstance(value, list | tuple):
            raise self.refuse(where, value)
        return tuple(card_text(where, v) for v in value)

    def allowed(self) -> str:
        return _("a list of card names, e.g. {example}").format(example='["R+2", "W+4"]')


@dataclass(frozen=True)
class StackPairs(_List):
    """A list of "FACE on FACE": which draw card may answer which."""

    def check(self, value: Any, where: str) -> Any:
        if not isinstance(value, list | tuple):
            raise self.refuse(where, value)
        for pair in value:
            parts = pair.split(" on ") if isinstance(pair, str) else []
            if len(parts) != 2 or any(p not in DRAW_FACES for p in parts):
                raise RulesetError(
                    _("{where} has {pair}; each entry is 'FACE on FACE' with faces {faces}").format(
                        where=where, pair=repr(pair), faces=", ".join(DRAW_FACES)
                    )
                )
        return tuple(dict.fromkeys(value))

    def allowed(self) -> str:
        return _("a list like {example} (faces: {faces})").format(
            example='["+2 on +2", "+4 on +2"]', faces=", ".join(DRAW_FACES)
        )


class _Table(Kind):
    """A TOML table, stored as a tuple of (key, value) pairs."""

    def plain(self, value: Any) -> Any:
        return dict(value)

    def _items(self, value: Any) -> list[tuple[Any, Any]] | None:
        """The table's pairs (a stored tuple of pairs is accepted too), or None."""
        if isinstance(value, tuple):
            value = dict(value)
        return list(value.items()) if isinstance(value, dict) else None


@dataclass(frozen=True)
class CardCounts(_Table):
    """A table card = count (1 to 20), sorted by card."""

    def check(self, value: Any, where: str) -> Any:
        items = self._items(value)
        if items is None or not all(_whole(n, 1, 20) for __, n in items):
            raise self.refuse(where, value)
        return tuple(sorted((card_text(where, c), n) for c, n in items))

    def allowed(self) -> str:
        return _("a table of card = count, e.g. {example}").format(example='{"W-swap" = 1}')


@dataclass(frozen=True)
class RankEffects(_Table):
    """A table playing-card rank = effect, in the order written."""

    effects: tuple[str, ...]

    def check(self, value: Any, where: str) -> Any:
        items = self._items(value)
        ranks = (*PLAYING_RANKS, "JOKER")
        if items is None or not all(r in ranks and e in self.effects for r, e in items):
            raise RulesetError(
                _("{where} = {value} is not allowed; use {allowed} and ranks {ranks}").format(
                    where=where, value=repr(value), allowed=self.allowed(), ranks=", ".join(ranks)
                )
            )
        return tuple(items)

    def allowed(self) -> str:
        return _("a table of rank = effect, e.g. {example}; effects: {effects}").format(
            example='{"8" = "wild"}', effects=", ".join(self.effects)
        )


@dataclass(frozen=True)
class PlayerTable(_Table):
    """A table players (2 to 10, written as text) = cards (1 to 20), sorted."""

    def check(self, value: Any, where: str) -> Any:
        items = self._items(value)
        if items is None or not all(
            str(k).isdigit() and 2 <= int(k) <= 10 and _whole(n, 1, 20) for k, n in items
        ):
            raise self.refuse(where, value)
        return tuple(sorted((str(k), n) for k, n in items))

    def allowed(self) -> str:
        return _("a table of players = cards, e.g. {example}").format(example='{"5" = 6}')
