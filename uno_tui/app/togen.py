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
from uno_tui.language import N_, _

# Each kind a Gamble may act as: its name and what it does (RULES 6c).
DECLARED_WORDS = {
    "+2": (N_("Hit+2"), N_("the next player draws 2")),
    "-rev+2": (N_("Reverse Hit+2"), N_("reverse; the previous player draws 2")),
    "W+4": (N_("Hit+4"), N_("the next player draws 4")),
    "W+?": (N_("Hit+?"), N_("the top card of the draw pile decides")),
    "all+2": (N_("All Hit+2"), N_("every other player draws 2 or Counters")),
    "-counter": (N_("Counter"), N_("sends the pending draw or Change back")),
    "-skip": (N_("Skip"), N_("the next player misses a turn")),
    "-rev": (N_("Reverse"), N_("play changes direction")),
    "W-change": (N_("Change"), N_("a player you name gets a new hand")),
    "W-replace": (N_("Replace"), N_("swap hands with a player you name")),
    "W": (N_("Wild"), N_("a plain wild: you choose the colour")),
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


def declared_name(kind: str) -> str:
    """The name of what a Gamble is declared as ('Hit+4'), in the language in use."""
    name = DECLARED_WORDS.get(kind, (kind, ""))[0]
    return _(name) if kind in DECLARED_WORDS else name


def declared_text(kind: str, rules: Ruleset) -> str:
    """'Hit+4 — the next player draws 4 · priority 2'."""
    if kind in DECLARED_WORDS:
        name, effect = (_(word) for word in DECLARED_WORDS[kind])
    else:
        name, effect = kind, ""
    rank = priority(kind, rules)
    return f"{name} — {effect}" + (_(" · priority {rank}").format(rank=rank) if rank else "")


# T2's Hit+? table, row by row (RULES 6c): what a turned-up Gamble may act as.
ROW_WORDS = {
    "0": N_("0: adds 10"),
    "skip": N_("Skip: adds 2 and passes the total to the player after next"),
    "reverse": N_("Reverse: adds 2 and sends the total back to the previous player"),
    "hit": N_("Hit+2 / Hit+4: doubles the total (2 if none)"),
    "rev+2": N_("Reverse Hit+2: doubles the total and sends it back"),
    "hit?": N_("Hit+?: turns up two more cards"),
    "other": N_("any other card: adds 2"),
}


def row_text(row: str) -> str:
    """'7: adds 7', 'Skip: adds 2 and …'."""
    if row in ROW_WORDS:
        return _(ROW_WORDS[row])
    return _("{number}: adds {number}").format(number=row) if row.isdigit() else row


def turn_up_words(card: str, rules: Ruleset | None) -> str:
    """What a card turned up by Hit+? does to the total (T1 rule or T2 table)."""
    info = card_info(card)
    if info.is_number:
        value = int(info.face)
        if value == 0 and getattr(rules, "hit_table", "t1") == "t2":
            value = 10
        return _("adds {number}").format(number=value)
    if getattr(rules, "hit_table", "t1") != "t2":
        return _("adds {number}").format(number=2)
    return _(TURNED_UP[T2_ROWS.get(info.face, "other")])


# T2: what a turned-up picture card does, by the engine's row for its face (RULES 6c
# table; None: a Gamble, whose player chooses the row).
TURNED_UP: dict[str | None, str] = {
    "skip": N_("adds 2, for the player after next"),
    "reverse": N_("adds 2, sent back"),
    "hit": N_("doubles the total"),
    "rev+2": N_("doubles the total, sent back"),
    "hit?": N_("two more cards are turned up"),
    "other": N_("adds 2"),
    None: N_("its player chooses a row"),
}
