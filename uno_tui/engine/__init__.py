"""The uno-tui rules engine: pure Python, no user-interface imports.

Public API (a contract, documented in the README under "Use the engine from Python"):
`Game`, `load_ruleset`, `IllegalMove`, plus the helpers re-exported below:
`Phase` (the names of `Game.phase`, a StrEnum equal to the plain strings),
`EventKind` (the kinds of `Event`, a StrEnum too),
`CALL_WORDS` (the calls of each `calls` option; `Game.calls` for a game),
`card_label` (a card as plain text), colour and suit names and suit symbols.
`Game.round_order()` gives a round's places. `Game.legal_moves()` lists `LegalMove`s:
the RULES 7 text, carrying its value (`.move`, a `Move`) and `.seat`; `format_move`
writes a `Move` as text.
"""

from typing import TYPE_CHECKING, Any

from .cards import COLOUR_NAMES, SUIT_NAMES, SUIT_SYMBOLS, Card, card_info, card_label, parse_card
from .events import Event, EventKind, describe
from .game import Game, LogEntry
from .moves import CALL_WORDS, IllegalMove, LegalMove, Move, format_move, parse_move
from .phases import Phase
from .ruleset import Ruleset, RulesetError, describe_rules, list_rulesets, load_ruleset

if TYPE_CHECKING:
    from .decisions import CardEffect, Decision, Reason


def __getattr__(name: str) -> Any:
    """The views' parts load with the first view (`Game.view`), not with the engine."""
    if name in ("CardEffect", "Decision", "Reason"):
        from . import decisions

        return getattr(decisions, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CALL_WORDS",
    "COLOUR_NAMES",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "Card",
    "CardEffect",
    "Decision",
    "Event",
    "EventKind",
    "Game",
    "IllegalMove",
    "LegalMove",
    "LogEntry",
    "Move",
    "Phase",
    "Reason",
    "Ruleset",
    "RulesetError",
    "card_info",
    "card_label",
    "describe",
    "describe_rules",
    "format_move",
    "list_rulesets",
    "load_ruleset",
    "parse_card",
    "parse_move",
]
