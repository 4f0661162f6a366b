"""The house-rule options: one line per option (see base.Option).

The core never imports this registry (it reaches the options through the hooks the
game resolves, Game._resolve); only the game, the ruleset's sentences and
combination checks read it, and help (which moves the rules add: `added_moves`). (It
is not options/__init__.py because the core imports option modules through the
package, which must stay light to import.)
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from ..refusals import REFUSALS
from .base import HOOKS, Option
from .blind_draw import BLIND_DRAW
from .bomb import BOMB
from .draw_until import DRAW_UNTIL
from .draw_victim_plays import DRAW_VICTIM_PLAYS
from .elimination import ELIMINATION
from .facedown import FACEDOWN
from .finish import FINISH
from .forced_draw import FORCED_DRAW
from .hand_limit import HAND_LIMIT
from .jump_in import JUMP_IN
from .mercy import MERCY
from .multi import MULTI
from .revenge import REVENGE
from .shuffle_seats import SHUFFLE_SEATS
from .skip_stack import SKIP_STACK
from .stacking import STACKING
from .stock import STOCK
from .teams import TEAMS
from .timer import TIMER
from .undo import UNDO

if TYPE_CHECKING:
    from ..ruleset import Ruleset

# In the order their hooks run (at one hook point) and their conflicts are checked.
OPTIONS: dict[str, Option] = {}


def register(option: Option) -> Option:
    """Add `option` to the registry (one line per option below; a test may add its own),
    and the sentences of its refusals to the one table of them."""
    clash = sorted(c for c, said in option.refusals.items() if REFUSALS.get(c, said) != said)
    if clash:
        raise ValueError(f"option {option.name}: refusal codes already used: {clash}")
    OPTIONS[option.name] = option
    REFUSALS.update(option.refusals)
    _resolved.cache_clear()
    return option


def unregister(name: str) -> None:
    kept = {code for o in OPTIONS.values() if o.name != name for code in o.refusals}
    for code in OPTIONS.pop(name).refusals.keys() - kept:
        del REFUSALS[code]
    _resolved.cache_clear()


def resolve(rules: Ruleset) -> dict[str, Any]:
    """What the enabled options mean for a game, by State attribute: each hook point's
    functions in registry order (`_hook_<point>`), the options on (`_options`) and the
    fast paths they leave (`_options_quick_plays`, `_options_quick_draws`), the
    per-round state they make (`_round_states`) and the draw strategy (`_give_cards`)."""
    return _resolved(rules)


@cache
def _resolved(rules: Ruleset) -> dict[str, Any]:
    on = [o for o in OPTIONS.values() if o.enabled(rules)]
    tables: dict[str, Any] = {
        f"_hook_{point}": tuple(getattr(o, point) for o in on if getattr(o, point) is not None)
        for point in HOOKS
    }
    tables["_options"] = tuple(o.name for o in on)
    gives = [o.give for o in on if o.give is not None]
    if len(gives) > 1:  # (no shipped pair does: a test's or a user's registration)
        raise ValueError("two options both replace how cards are given: " + str(on))
    tables["_give_cards"] = gives[0] if gives else None
    tables["_round_states"] = tuple(
        (o.name, o.round_state) for o in on if o.round_state is not None
    )
    tables["_options_quick_plays"] = not any(o.quick_plays_off(rules) for o in on)
    tables["_options_quick_draws"] = not any(o.quick_draws_off(rules) for o in on)
    return tables


def move_handlers() -> dict[str, Any]:
    """Move kind -> handler, for every kind an option adds."""
    return {kind: handler for o in OPTIONS.values() for kind, handler in o.moves.items()}


def added_moves(rules: Ruleset) -> frozenset[str]:
    """The move kinds the options on under `rules` add ("jumpin", "facedown", "doubt",
    "undo", ...)."""
    return frozenset(kind for o in OPTIONS.values() if o.enabled(rules) for kind in o.moves)


def sentence_entries() -> dict[str, Any]:
    """Option key -> its sentence entry, for every registered option."""
    return {key: entry for o in OPTIONS.values() for key, entry in o.sentences.items()}


def option_conflicts(rules: Ruleset) -> list[str]:
    """Why the registered options set cannot work with the others (every reason)."""
    found = []
    for option in OPTIONS.values():
        if option.conflicts is not None:
            problem = option.conflicts(rules)
            if problem:
                found.append(problem)
    return found


register(STACKING)
register(MULTI)
register(DRAW_UNTIL)
register(REVENGE)
register(JUMP_IN)
register(TEAMS)
register(ELIMINATION)
register(BLIND_DRAW)
register(MERCY)
register(BOMB)
register(FORCED_DRAW)
register(SKIP_STACK)
register(HAND_LIMIT)
register(STOCK)
register(SHUFFLE_SEATS)
register(FACEDOWN)
register(FINISH)
register(DRAW_VICTIM_PLAYS)
register(TIMER)
register(UNDO)
