"""The Tōgen deck's choices in words (RULES 6c), for the screens (pure, no Textual).

A Gamble is declared as a kind of card (the colour comes after, from the card
declared: `R+2` is a red Hit+2); a turned-up Gamble under T2 is read as one
row of the Hit+? table (`choose 7`, `choose skip` ...).
"""

from __future__ import annotations

from uno_tui.engine import COLOUR_NAMES, Ruleset, card_info
from uno_tui.engine.effects import answer_priority
from uno_tui.engine.effects.gamble_card import COLOURED
from uno_tui.engine.effects.hit import T2_ROWS

# Each kind a Gamble may act as: its name and what it does (RULES 6c).
DECLARED_WORDS = {
    "+2": ("Hit+2", "the next player draws 2"),
    "-rev+2": ("Reverse Hit+2", "reverse; the previous player draws 2"),
    "W+4": ("Hit+4", "the next player draws 4"),
    "W+?": ("Hit+?", "the top card of the draw pile decides"),
    "all+2": ("All Hit+2", "every other player draws 2 or Counters"),
    "-counter": ("Counter", "sends the pending draw or Change back"),
    "-skip": ("Skip", "the next player misses a turn"),
    "-rev": ("Reverse", "play changes direction"),
    "W-change": ("Change", "a player you name gets a new hand"),
    "W-replace": ("Replace", "swap hands with a player you name"),
    "W": ("Wild", "a plain wild: you choose the colour"),
}


def declared_kind(declared: str) -> str:
    """'R+2' -> '+2', 'B-skip' -> '-skip'; wilds and 'all+2' as they are."""
    if declared[:1] in COLOUR_NAMES and len(declared) > 1:
        return declared[1:]
    return declared


def priority(kind: str, rules: Ruleset) -> int | None:
    """The priority a Gamble declared as `kind` answers a pending draw with under `rules`
    (the engine's declaration, RULES 6c); None: it answers none. Any colour will do."""
    return answer_priority(rules, f"R{kind}" if kind in COLOURED else kind) or None


def declared_text(kind: str, rules: Ruleset) -> str:
    """'Hit+4 — the next player draws 4 · priority 2'."""
    name, effect = DECLARED_WORDS.get(kind, (kind, ""))
    rank = priority(kind, rules)
    return f"{name} — {effect}" + (f" · priority {rank}" if rank else "")


# T2's Hit+? table, row by row (RULES 6c): what a turned-up Gamble may act as.
ROW_WORDS = {
    "0": "a 0: adds 10",
    "skip": "Skip: adds 2 and passes the total to the player after next",
    "reverse": "Reverse: adds 2 and sends the total back to the previous player",
    "hit": "Hit+2 / Hit+4: doubles the total (2 if none)",
    "rev+2": "Reverse Hit+2: doubles the total and sends it back",
    "hit?": "Hit+?: turns up two more cards",
    "other": "any other card: adds 2",
}


def row_text(row: str) -> str:
    """'a 7: adds 7', 'Skip: adds 2 and …'."""
    if row in ROW_WORDS:
        return ROW_WORDS[row]
    return f"a {row}: adds {row}" if row.isdigit() else row


def turn_up_words(card: str, rules: Ruleset | None) -> str:
    """What a card turned up by Hit+? does to the total (T1 rule or T2 table)."""
    info = card_info(card)
    if info.is_number:
        value = int(info.face)
        if value == 0 and getattr(rules, "hit_table", "t1") == "t2":
            value = 10
        return f"adds {value}"
    if getattr(rules, "hit_table", "t1") != "t2":
        return "adds 2"
    return TURNED_UP[T2_ROWS.get(info.face, "other")]


# T2: what a turned-up picture card does, by the engine's row for its face (RULES 6c
# table; None: a Gamble, whose player chooses the row).
TURNED_UP: dict[str | None, str] = {
    "skip": "adds 2, for the player after next",
    "reverse": "adds 2, sent back",
    "hit": "doubles the total",
    "rev+2": "doubles the total, sent back",
    "hit?": "two more cards are turned up",
    "other": "adds 2",
    None: "its player chooses a row",
}
