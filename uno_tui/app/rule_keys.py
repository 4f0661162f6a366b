"""Which keys the rules in play use: help lists only those, and the table says of a key
whose move the rules never allow that it is not part of them (race_keys)."""

from __future__ import annotations

from collections.abc import Callable

from uno_tui.engine import Ruleset
from uno_tui.engine.calls import missed_call_catchable
from uno_tui.engine.effects import challengeable_cards
from uno_tui.engine.options.registry import added_moves

from .vocab import words_for

HOUSE_RULE_ACTIONS = {"mark", "facedown", "jump_in", "doubt", "pass"}
# Keys listed only where the rules in play use them (the rest of HOUSE_RULE_ACTIONS is
# listed as "some rules only").
ONLY_WITH: dict[str, Callable[[Ruleset], bool]] = {
    "mark": lambda r: bool(r.multi),
    "challenge": lambda r: bool(challengeable_cards(r)),
    "late_uno": missed_call_catchable,
    "late_page_one": missed_call_catchable,
    "keep": lambda r: r.drawn_card == "may-play",
}
# Keys that make a move an option adds: listed where that option is on.
OPTION_MOVES = {"facedown": "facedown", "doubt": "doubt", "jump_in": "jumpin", "take_back": "undo"}
# Call keys: shown only when the rules use that word (UNO!, Page One!, Stop!).
CALL_KEYS = {
    "uno": "uno",
    "page_one": "pageone",
    "stop": "stop",
    "late_uno": "uno",
    "late_page_one": "pageone",
    "late_stop": "stop",
}


def applies(action: str, rules: Ruleset) -> bool:
    """Whether a key's action is used under `rules` (ONLY_WITH); a call key where the
    rules say that word; a catch where a missed call can be caught, or a last card
    waits to stand (Page One's out race). The table says a key that never applies so."""
    if action in CALL_KEYS:
        words = words_for(rules)
        if CALL_KEYS[action] not in (words.first, words.second):
            return False
    if action == "catch":
        return missed_call_catchable(rules) or words_for(rules).out is not None
    if action in OPTION_MOVES:
        return OPTION_MOVES[action] in added_moves(rules)
    test = ONLY_WITH.get(action)
    return test is None or test(rules)
