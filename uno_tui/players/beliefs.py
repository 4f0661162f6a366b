"""What a computer player believes about other hands from how they were played.

A normal player never draws while it holds a card it could play, and it plays
a drawn card that fits. So when another seat drew one card on its turn, its
hand then held nothing matching the top card and no wild; if it kept the drawn
card, that card did not fit either. It plays a wild draw card (a Wild Draw
Four, or whatever card the rules make one) only when nothing else fits or to
stop a player about to go out, so otherwise it held no card of the colour asked
for. What a card does (wild, draw) is read from its effect under the rules in
play (`Effects`), never from its face. Such a belief holds for the cards the seat
still has from then: its oldest cards, its hand now less what it drew since.
The hard player samples its worlds with these beliefs (`Game.sample(...,
avoid=...)`). They are beliefs, not rules: a person may draw on purpose.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from uno_tui.engine.events import Event

from .effects import Effects

# Events after which no belief about any hand holds: hands changed places.
_HANDS_MOVED = frozenset({"swap", "pass-hands", "shuffle-hands", "change-hand", "deal"})

_BANNED: dict[tuple[Effects, str | None, str | None], frozenset[str]] = {}


def fitting(colour: str | None, face: str | None, effects: Effects) -> frozenset[str]:
    """Every card a player could put on a top card of this colour and face (or a wild,
    as the rules of `effects` say)."""
    key = (effects, colour, face)
    cards = _BANNED.get(key)
    if cards is None:
        wild = effects.wild
        cards = _BANNED[key] = frozenset(
            text
            for text, c in effects.cards.items()
            if text in wild or c.colour == colour or (face is not None and c.face == face)
        )
    return cards


def coloured(colour: str | None, effects: Effects) -> frozenset[str]:
    """Every card of this colour (no wild, as the rules of `effects` say)."""
    wild = effects.wild
    return frozenset(t for t, c in effects.cards.items() if c.colour == colour and t not in wild)


def avoided(
    events: Sequence[Event], sizes: Sequence[int], seat: int, effects: Effects
) -> list[tuple[int, int, frozenset[str]]]:
    """Beliefs for `Game.sample(avoid=...)`: (another seat, how many of its oldest
    cards, the cards none of them is), from this round's events as `seat` saw them,
    under the rules of `effects`."""
    of = effects.of
    colour: str | None = None
    face: str | None = None
    found: list[tuple[int, int, frozenset[str]]] = []  # (seat, event index, cards)
    held = list(sizes)  # hand sizes as play went on (from the deal)
    direction = 1
    for i, e in enumerate(events):
        kind = e.kind
        if kind in ("play", "flip") and e.cards:
            text = e.cards[-1]
            effect = of[text]
            if kind == "play" and effect.wild and effect.draw:  # a wild draw card
                p = cast(int, e.player)
                if held[(p + direction) % len(held)] > 2:  # no threat, so no bluff
                    found.append((p, i, coloured(colour, effects)))
            if kind == "play":
                held[cast(int, e.player)] -= len(e.cards)
            card = effects.cards[text]
            colour = e.colour or card.colour
            face = None if effect.wild else card.face
        elif kind == "colour":
            colour = e.colour
        elif kind == "deal":
            held = [e.count] * len(sizes)
        elif kind == "reverse":
            direction = e.count
        elif kind in _HANDS_MOVED:
            found = []
        elif kind == "draw":
            held[cast(int, e.player)] += e.count
        if kind == "draw" and e.count == 1 and i + 1 < len(events):
            after = events[i + 1]
            if after.player == e.player and after.kind in ("keep", "play"):
                found.append((e.player, i, fitting(colour, face, effects)))  # type: ignore[arg-type]
    beliefs = []
    for other, index, cards in found:
        drawn_since = sum(
            e.count for e in events[index + 1 :] if e.kind == "draw" and e.player == other
        )
        oldest = sizes[other] - drawn_since
        if oldest > 0 and other != seat:
            beliefs.append((other, oldest, cards))
    return beliefs
