"""Move notation (RULES.md section 7): one line of text <-> a Move value."""

from __future__ import annotations

from typing import NamedTuple

from .cards import COLOUR_WORDS, SUIT_WORDS, parse_card


class IllegalMove(ValueError):
    """A refused move; the message says why. The game is exactly as before."""


class Move(NamedTuple):
    kind: str  # play, draw, keep, uno, catch, challenge, accept, colour, jumpin, facedown, doubt
    cards: tuple[str, ...] = ()
    colour: str | None = None  # colour or suit letter
    target: int | None = None  # a seat
    call: str | None = None  # "uno" (or a Page One call) made with a play
    # What a Gamble card acts as: skip, reverse, draw2, draw4 (W-custom); a declared
    # card or "all+2" (W-gamble, RULES 6c); a row of the Hit+? table (choose).
    action: str | None = None


CARD_MOVES = ("play", "jumpin", "facedown")
BARE_MOVES = ("draw", "keep", "uno", "pageone", "stop", "challenge", "accept", "doubt", "pass")
CALLS = ("uno", "pageone", "stop")
# The words said on the second-to-last card and on the last card (None: not said),
# per value of the `calls` option (O12, Page One).
CALL_WORDS: dict[str, tuple[str | None, str | None]] = {
    "uno": ("uno", None),
    "pageone-stop": ("pageone", "stop"),
    "pageone-last": (None, "pageone"),
}
ACTIONS = ("skip", "reverse", "draw2", "draw4")
# The rows of the T2 Hit+? table a turned-up Gamble may act as (RULES 6c, `choose 7`).
CHOOSE_ROWS = (*(str(n) for n in range(10)), "skip", "reverse", "hit", "rev+2", "hit?", "other")
ALL_HIT_TWO = "all+2"  # a Gamble declared as T2's All Hit+2
GAMBLE_CARD = "W-gamble"
_cache: dict[str, Move] = {}


def parse_move(text: str) -> Move:
    """Parse one move; raises IllegalMove saying what is wrong with the text."""
    if not isinstance(text, str):
        raise IllegalMove(f"a move is a line of text, not {text!r}")
    move = _cache.get(text)
    if move is None:
        move = _parse(text)
        if len(_cache) < 10000:
            _cache[text] = move
    return move


def _parse(text: str) -> Move:
    if not isinstance(text, str):
        raise IllegalMove(f"a move is a line of text, not {text!r}")
    words = text.split()
    if not words:
        raise IllegalMove("empty move; try 'play R5', 'draw', 'uno', 'catch 2' …")
    kind, rest = words[0].lower(), words[1:]
    if kind == "color":
        kind = "colour"
    if kind in BARE_MOVES:
        if rest:
            raise IllegalMove(f"'{kind}' takes nothing after it, got {' '.join(rest)!r}")
        return Move(kind)
    if kind == "catch":
        if len(rest) != 1 or not rest[0].isdigit():
            raise IllegalMove("say whom to catch by seat number, e.g. 'catch 2'")
        return Move(kind, target=int(rest[0]))
    if kind == "colour":
        if len(rest) != 1 or _colour(rest[0]) is None:
            raise IllegalMove("say one colour, e.g. 'colour red' (red, yellow, green, blue)")
        return Move(kind, colour=_colour(rest[0]))
    if kind in CARD_MOVES:
        return _parse_card_move(kind, rest, text)
    if kind == "choose":
        if len(rest) != 1 or rest[0].lower() not in CHOOSE_ROWS:
            raise IllegalMove(f"say one row of the Hit+? table: choose {'|'.join(CHOOSE_ROWS)}")
        return Move(kind, action=rest[0].lower())
    raise IllegalMove(
        f"unknown move {words[0]!r}; moves are play, draw, keep, uno, catch, challenge, "
        f"accept, colour, jumpin, facedown, doubt, pass, choose"
    )


def _colour(word: str) -> str | None:
    word = word.lower()
    letter = COLOUR_WORDS.get(word.upper() if len(word) == 1 else word)
    if letter is None:
        letter = SUIT_WORDS.get(word.upper() if len(word) == 1 else word)
    return letter


def _parse_card_move(kind: str, rest: list[str], text: str) -> Move:
    cards, colour, target, call, action = [], None, None, None, None
    words = iter(rest)
    for word in words:
        # A Gamble's declared card (RULES 6c); "as" alone is the ace of spades.
        if word.lower() == "as" and action is None and GAMBLE_CARD in cards:
            action, implied = _declared(next(words, ""))
            if implied and colour not in (None, implied):
                raise IllegalMove(f"{action} is {implied}: the Gamble takes its colour")
            colour = implied or colour
            continue
        card = parse_card(word)
        # A single colour letter (R, Y, G, B) is a colour, never a card.
        if card is not None and not (len(word) == 1 and _colour(word)):
            cards.append(card.text)
        elif _colour(word) is not None and colour is None:
            colour = _colour(word)
        elif word.isdigit() and target is None:
            target = int(word)
        elif word.lower() in CALLS and call is None:
            call = word.lower()
        elif word.lower() in ACTIONS and action is None:
            action = word.lower()
        else:
            raise IllegalMove(f"{word!r} in {text.strip()!r} is not a card, colour, seat or call")
    if not cards:
        raise IllegalMove(f"'{kind}' needs a card, e.g. '{kind} R5'")
    return Move(kind, tuple(cards), colour, target, call, action)


def _declared(word: str) -> tuple[str, str | None]:
    """The card (or all+2) a Gamble is declared as, and the colour that card implies."""
    if word.lower() == ALL_HIT_TWO:
        return ALL_HIT_TWO, None
    card = parse_card(word)
    if card is None:
        raise IllegalMove("say the card the Gamble acts as after 'as', e.g. 'as R-skip'")
    return card.text, card.colour


def format_play(
    cards: str | tuple[str, ...],
    colour: str | None = None,
    call: str | None = None,
    target: int | None = None,
    action: str | None = None,
    kind: str = "play",
) -> str:
    """Canonical text of a play: cards, colour, action, target, call."""
    from .cards import colour_name

    parts = [kind, *([cards] if isinstance(cards, str) else cards)]
    if action and action not in ACTIONS:  # a Gamble's declared card: "as R-skip"
        parts += ["as", action]
        declared = parse_card(action)
        if declared is not None and declared.colour:
            colour = None  # the declared card gives the colour
    if colour:
        parts.append(colour_name(colour))
    if action in ACTIONS:
        parts.append(action)
    if target is not None:
        parts.append(str(target))
    if call:
        parts.append(call)
    return " ".join(parts)
