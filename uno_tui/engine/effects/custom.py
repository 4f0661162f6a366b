"""The Wild Customizable (W-custom): a wild whose effect the ruleset chooses
(custom_effect). One declaration per choice; each replaces the card's effect
when the ruleset names it. None may be jumped in with or go in a multi-play."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .base import Apply, Effect

if TYPE_CHECKING:
    from ..ruleset import Ruleset


def custom(
    name: str,
    apply: Apply,
    actions: tuple[str, ...] = (),
    answers: bool = True,
    attacks: bool = False,
) -> Effect:
    """The W-custom card acting as `name` when custom_effect says so."""
    return Effect(
        name,
        apply,
        kind="custom",
        face="custom",
        when=_chosen(name),
        wild=True,
        jumpable=False,
        multi_ok=False,
        actions=actions,
        answers=answers,
        attacks=attacks,
    )


def _chosen(name: str) -> Callable[[Ruleset], bool]:
    return lambda rules: rules.custom_effect == name
