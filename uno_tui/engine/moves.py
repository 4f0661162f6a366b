"""Move notation (RULES.md section 7): one line of text <-> a Move value."""

from __future__ import annotations

from typing import NamedTuple

from .cards import COLOUR_WORDS, SUIT_WORDS, parse_card
from .refusals import Refusal, refuse


class IllegalMove(ValueError):
    """A refused move; `reason` says why (a code and its values, refusals.py), the
    message is its sentence, with cards named by their faces on `side` (FLIP!: the
    game gives the side in play). The game is exactly as before."""

    def __init__(self, reason: Refusal, side: str = "light") -> None:
        super().__init__(reason.sentence(side))
        self.reason = reason


class Move(NamedTuple):
    kind: str  # play, draw, keep, uno, catch, challenge, accept, colour, jumpin, facedown, doubt
    cards: tuple[str, ...] = ()
    colour: str | None = None  # colour or suit letter
    target: int | None = None  # a seat
    call: str | None = None  # "uno" (or a Page One call) made with a play
    # What a Gamble card acts as: skip, reverse, draw2, draw4 (W-custom); a declared
    # card or "all+2" (W-gamble, RULES 6c); a row of the Hit+? table (choose).
    action: str | None = None


class LegalMove(str):
    """A move as `Game.legal_moves()` lists it: its RULES 7 text (a str, so `==`,
    `startswith`, `split` and `in` read it as the text) carrying its value, `move`
    (kind, cards, colour, target, call, action), and the `seat` it is listed for.
    `Game.move(m)` makes it for that seat without reading the text again."""

    move: Move
    seat: int
    text: str  # the text as a plain str (dict lookups on a str subclass are slower)


def listed(texts: list[str], seat: int) -> list[LegalMove]:
    """The listed moves of `seat` as values, each made once and reused (they are
    immutable): what legal_moves() returns."""
    known = moves_listed(seat)
    get = known.get
    return [get(t) or _listed(known, t, seat) for t in texts]


def moves_listed(seat: int) -> dict[str, LegalMove]:
    """The moves made so far for `seat`, by text (shared by every game: immutable)."""
    while len(_LISTED) <= seat:
        _LISTED.append({})
    return _LISTED[seat]


def _listed(known: dict[str, LegalMove], text: str, seat: int) -> LegalMove:
    value = LegalMove(text)
    value.move, value.seat, value.text = parse_move(text), seat, str(text)
    if len(known) < 20000:
        known[text] = value
    return value


_LISTED: list[dict[str, LegalMove]] = []


def flip_listed(text: str, move: Move, seat: int) -> LegalMove:
    """A FLIP! listed move: its text names a card by its face in play where the hand
    allows ('play R5'), its value by the whole card ('R5/O7'). Not kept: the same
    text stands for other cards in another hand."""
    value = LegalMove(text)
    value.move, value.seat, value.text = move, seat, str(text)
    return value


CARD_MOVES = ("play", "jumpin", "facedown")
BARE_MOVES = (
    "draw",
    "keep",
    "uno",
    "pageone",
    "stop",
    "challenge",
    "accept",
    "doubt",
    "pass",
    "undo",
    "timeout",
    "time-up",
)
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
        raise IllegalMove(refuse("text/not-text", text=repr(text)))
    move = _cache.get(text)
    if move is None:
        move = _parse(text)
        if len(_cache) < 10000:
            _cache[text] = move
    return move


def _parse(text: str) -> Move:
    if not isinstance(text, str):
        raise IllegalMove(refuse("text/not-text", text=repr(text)))
    words = text.split()
    if not words:
        raise IllegalMove(refuse("text/empty"))
    kind, rest = words[0].lower(), words[1:]
    if kind == "color":
        kind = "colour"
    if kind in BARE_MOVES:
        if rest:
            raise IllegalMove(refuse("text/takes-nothing", kind=kind, rest=repr(" ".join(rest))))
        return Move(kind)
    if kind == "catch":
        if len(rest) != 1 or not rest[0].isdigit():
            raise IllegalMove(refuse("text/catch-seat"))
        return Move(kind, target=int(rest[0]))
    if kind == "colour":
        if len(rest) != 1 or _colour(rest[0]) is None:
            raise IllegalMove(refuse("text/one-colour"))
        return Move(kind, colour=_colour(rest[0]))
    if kind in CARD_MOVES:
        return _parse_card_move(kind, rest, text)
    if kind == "choose":
        if len(rest) != 1 or rest[0].lower() not in CHOOSE_ROWS:
            raise IllegalMove(refuse("text/choose-row", rows="|".join(CHOOSE_ROWS)))
        return Move(kind, action=rest[0].lower())
    raise IllegalMove(refuse("text/unknown", word=repr(words[0])))


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
                raise IllegalMove(refuse("text/gamble-colour", card=action, colour=implied))
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
            raise IllegalMove(refuse("text/unknown-word", word=repr(word), text=repr(text.strip())))
    if not cards:
        raise IllegalMove(refuse("text/needs-card", kind=kind))
    return Move(kind, tuple(cards), colour, target, call, action)


def _declared(word: str) -> tuple[str, str | None]:
    """The card (or all+2) a Gamble is declared as, and the colour that card implies."""
    if word.lower() == ALL_HIT_TWO:
        return ALL_HIT_TWO, None
    card = parse_card(word)
    if card is None:
        raise IllegalMove(refuse("text/gamble-as"))
    return card.text, card.colour


def format_move(move: Move) -> str:
    """The RULES 7 text of a move value (the inverse of parse_move)."""
    kind = move.kind
    if kind in CARD_MOVES:
        return format_play(move.cards, move.colour, move.call, move.target, move.action, kind)
    if kind == "catch":
        return f"catch {move.target}"
    if kind == "colour":
        from .cards import colour_name

        return f"colour {colour_name(move.colour)}"
    if kind == "choose":
        return f"choose {move.action}"
    return kind


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
