"""Which card does what, as data: the effect of every card under a ruleset.

The engine never asks "is this a Skip card?"; it asks for the card's effect
under the ruleset in force (so a 7 can swap hands under H-seven-zero, and a
different deck can give other cards the same effects).
"""

from __future__ import annotations

from .cards import ALL_CARDS

# Effects of the UNO faces (numbers have none, unless H-seven-zero gives them one).
UNO_EFFECTS = {
    "skip": "skip",
    "rev": "reverse",
    "+2": "draw2",
    "W": "wild",
    "+4": "wild4",
    "shuffle": "shuffle",
    "custom": "custom",
    "swap": "swap",
    "snorlax": "snorlax",
    "greninja": "greninja",
}
WILD_EFFECTS = frozenset({"wild", "wild4", "shuffle", "custom", "swap", "snorlax", "greninja"})
DRAW_AMOUNTS = {"draw2": 2, "draw3": 3, "wild4": 4}
# What a Gamble card (W-custom with custom_effect = gamble) may act as.
GAMBLE_ACTIONS = {"skip": "skip", "reverse": "reverse", "draw2": "draw2", "draw4": "wild4"}


def effect_table(rules) -> dict[str, str | None]:
    """card text -> effect name (None for a plain number) under `rules`."""
    table: dict[str, str | None] = {}
    ranks = dict(rules.rank_effects)
    for text, card in ALL_CARDS.items():
        effect = ranks.get(card.face) if card.playing_card else UNO_EFFECTS.get(card.face)
        if rules.seven_zero and not card.playing_card and card.face in ("7", "0"):
            effect = "seven" if card.face == "7" else "zero"
        table[text] = effect
    return table


def stack_pairs(rules) -> frozenset[tuple[str, str]]:
    """(answering face, face answered) pairs allowed by H-stack."""
    return frozenset(tuple(p.split(" on ")) for p in rules.stack)


def group_problem(cards: tuple[str, ...], modes: tuple[str, ...], runs_colour: str) -> str | None:
    """Why these cards may not be played together under H-multi, or None if they may."""
    info = [ALL_CARDS[c] for c in cards]
    if len(cards) < 2:
        return None
    if not modes:
        return "play one card at a time"
    if "identical" in modes and len(set(cards)) == 1:
        return None
    if all(c.is_wild for c in info):
        return None if "wilds" in modes else "several wilds at once are not allowed"
    if any(c.is_wild for c in info):
        return "wilds cannot be played together with coloured cards"
    faces = {c.face for c in info}
    if len(faces) == 1:
        numeric = info[0].is_number
        if numeric and "same-number" in modes:
            return None
        if not numeric and "same-symbol" in modes:
            return None
    if "runs" in modes and all(c.is_number for c in info):
        numbers = [c.number for c in info]
        step = numbers[1] - numbers[0]
        consecutive = step in (1, -1) and all(
            b - a == step for a, b in zip(numbers, numbers[1:], strict=False)
        )
        if consecutive and (runs_colour == "any" or len({c.colour for c in info}) == 1):
            return None
    allowed = ", ".join(modes)
    return f"{' '.join(cards)} cannot be played together (allowed: {allowed})"
