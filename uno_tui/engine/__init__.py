"""The uno-tui rules engine: pure Python, no user-interface imports.

Public API (a contract, documented in the README under "Use the engine from Python"):
`Game`, `load_ruleset`, `IllegalMove`, plus the helpers re-exported below.
"""

from .cards import COLOUR_NAMES, SUIT_NAMES, Card, card_info, parse_card
from .events import Event, describe
from .game import Game, LogEntry
from .moves import IllegalMove, Move, parse_move
from .ruleset import Ruleset, RulesetError, describe_rules, list_rulesets, load_ruleset

__all__ = [
    "COLOUR_NAMES",
    "SUIT_NAMES",
    "Card",
    "Event",
    "Game",
    "IllegalMove",
    "LogEntry",
    "Move",
    "Ruleset",
    "RulesetError",
    "card_info",
    "describe",
    "describe_rules",
    "list_rulesets",
    "load_ruleset",
    "parse_card",
    "parse_move",
]
