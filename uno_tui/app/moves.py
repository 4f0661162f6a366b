"""Reading the engine's legal moves for the screens (pure, no Textual).

The UI never decides what is legal: it looks up the moves `game.legal_moves()`
offers and only builds the exact text of one of them (or, for a card the engine
does not offer, a plain attempt so the engine can say why it is refused).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from uno_tui.engine.moves import CALLS

COLOUR_TOKENS = {
    "red": "red",
    "yellow": "yellow",
    "green": "green",
    "blue": "blue",
    "r": "red",
    "y": "yellow",
    "g": "green",
    "b": "blue",
    "spades": "spades",
    "hearts": "hearts",
    "diamonds": "diamonds",
    "clubs": "clubs",
    "s": "spades",
    "h": "hearts",
    "d": "diamonds",
    "c": "clubs",
}


# What a player says with one card left (UNO, Page One) or going out (Stop): the
# engine's parser knows them; the screens read the same words.
CALL_WORDS = CALLS

GAMBLE_ACTIONS = ("skip", "reverse", "draw2", "draw4")
"""The actions a Gamble card may be named as (`play W-custom red skip`)."""


@dataclass(frozen=True)
class PlayOption:
    """One `play ...` move for a given set of cards, split into its choices."""

    move: str
    colour: str | None = None
    target: int | None = None
    uno: bool = False
    call: str | None = None  # the call word carried ("uno", "pageone", "stop")
    action: str | None = None  # the Gamble action named, None for no action
    declared: str | None = None  # the card a Tōgen Gamble acts as ("R+2", "W+4", "all+2")


def play_cards(move: str) -> list[str]:
    """The cards of a `play` move, in order ([] for other moves)."""
    toks = move.split()
    if not toks or toks[0].lower() != "play":
        return []
    cards = []
    for tok in toks[1:]:
        low = tok.lower()
        if (
            low in CALL_WORDS
            or low.isdigit()
            or low in COLOUR_TOKENS
            or low in GAMBLE_ACTIONS
            or low == "as"
        ):
            break
        cards.append(tok)
    return cards


def play_options(legal: list[str], cards: list[str]) -> list[PlayOption]:
    """Every legal `play` move that plays exactly `cards` (in this order)."""
    want = [c.upper() for c in cards]
    found = []
    for move in legal:
        if [c.upper() for c in play_cards(move)] != want:
            continue
        colour = target = call = action = declared = None
        rest = move.split()[1 + len(want) :]
        if rest and rest[0].lower() == "as":  # a Tōgen Gamble: the card it acts as
            declared, rest = rest[1], rest[2:]
        for tok in rest:
            low = tok.lower()
            if low in CALL_WORDS:
                call = low
            elif low in GAMBLE_ACTIONS:
                action = low
            elif low.isdigit():
                target = int(low)
            else:
                colour = COLOUR_TOKENS.get(low, low)
        if declared and colour is None and declared[:1].lower() in "rygb" and len(declared) > 1:
            colour = COLOUR_TOKENS[declared[0].lower()]  # "as R+2": a red Hit+2
        found.append(PlayOption(move, colour, target, call is not None, call, action, declared))
    return found


def playable_cards(legal: list[str]) -> set[str]:
    """Cards that start some legal play (marked as playable in the hand)."""
    return {cards[0].upper() for cards in map(play_cards, legal) if cards}


def has_multi_play(legal: Sequence[str]) -> bool:
    """Whether some legal move plays several cards at once."""
    return any(len(play_cards(m)) > 1 for m in legal)


def prefer_uno(options: list[PlayOption], uno: bool) -> list[PlayOption]:
    """Keep the variants with (or without) the UNO call, if there are any."""
    chosen = [o for o in options if o.uno == uno]
    return chosen or options


def prefer_call(options: list[PlayOption], call: str | None) -> list[PlayOption]:
    """Keep the variants carrying exactly `call` (None: no call), if there are any."""
    chosen = [o for o in options if o.call == call]
    return chosen or options


def actions_of(options: list[PlayOption]) -> list[str | None]:
    """The Gamble actions offered (None = no action), in the engine's order."""
    return list(dict.fromkeys(o.action for o in options))


def calls_in(legal: list[str]) -> set[str]:
    """The call words some legal play carries."""
    return {m.split()[-1] for m in legal if m.startswith("play ") and m.split()[-1] in CALL_WORDS}


def declared_of(options: list[PlayOption]) -> list[str | None]:
    """The cards a Tōgen Gamble may be declared as (None: not a Gamble), in order."""
    return list(dict.fromkeys(o.declared for o in options))


def colours_of(options: list[PlayOption]) -> list[str]:
    return list(dict.fromkeys(o.colour for o in options if o.colour))


def targets_of(options: list[PlayOption]) -> list[int | None]:
    return list(dict.fromkeys(o.target for o in options))
