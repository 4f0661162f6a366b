"""Plausible-but-wrong moves: cards the seat does not hold, wrong colours, the
wrong seat, moves of another phase, malformed text. Each must be refused with a
reason and leave the game exactly as it was (RULES 7 and 8)."""

from __future__ import annotations

import random

from support.snapshot import snapshot
from uno_tui.engine import Game, IllegalMove, parse_card

MALFORMED = ["", "fly", "play", "play Z9", "catch me", "draw 2", "colour pink", "keep 2"]
BARE = ["draw", "keep", "accept", "challenge", "uno", "pageone", "stop", "doubt"]


class Wrong:
    """The candidates for wrong moves of `seat` now, and which of them are wrong."""

    def __init__(self, game: Game, seat: int):
        self.game, self.seat = game, seat
        self.legal = set(game.legal_moves(by=seat))
        self.held = set(game.hand(seat))
        self.due = seat == game.turn and not game.round_over
        self.candidates = list(dict.fromkeys(self._candidates()))

    def _candidates(self):
        game, rules = self.game, self.game.rules
        colours = ("spades", "hearts") if rules.playing_cards else ("red", "blue")
        other_kind = "red" if rules.playing_cards else "spades"  # a colour of no card here
        yield from MALFORMED + BARE + [f"colour {w}" for w in colours]
        yield from (f"catch {s}" for s in range(len(game.players) + 1))
        for card in sorted(set(rules.deck_cards()) - self.held):  # cards not held
            yield f"play {card} {colours[0]}" if parse_card(card).is_wild else f"play {card}"
            yield from (f"jumpin {card}", f"facedown {card}")
        for other in range(len(game.players)):  # another seat's moves
            if other != self.seat:
                yield from game.legal_moves(by=other)
        for move in self.legal:  # this seat's own wild plays with a wrong colour
            words = move.split()
            if words[0] == "play" and parse_card(words[1]).is_wild:
                yield " ".join([*words[:2], other_kind, *words[3:]])

    def is_wrong(self, text: str) -> bool:
        """Not listed, nor one of the moves outside the list the rules still accept
        (costly or synonymous ones)."""
        if text in self.legal:
            return False
        rules, words = self.game.rules, text.split()
        if text == "draw" and "accept" in self.legal:
            return False  # facing a pending draw, 'draw' takes it like 'accept'
        if text == "draw" and "pass" in self.legal:
            return False  # nothing left to draw: 'draw' passes (old records say so)
        if rules.fault_penalty and words and words[0] in ("catch", "jumpin", "uno"):
            return False  # H-fault: a false claim costs cards instead of being refused
        if (
            rules.misplay_penalty
            and self.due
            and self.game.phase == "play"
            and words[:1] == ["play"]
        ):
            return len(words) < 2 or words[1] not in self.held  # O15: a costly misplay
        return True


def wrong_moves(game: Game, seat: int) -> list[str]:
    """Every plausible move `seat` may not make now: the engine must refuse each."""
    wrong = Wrong(game, seat)
    return [text for text in wrong.candidates if wrong.is_wrong(text)]


def refuse_one(game: Game, rng: random.Random) -> str:
    """A random wrong move by a random seat: refused, with a reason, changing nothing."""
    seat = rng.randrange(len(game.players))
    wrong = Wrong(game, seat)
    text = rng.choice(wrong.candidates)
    while not wrong.is_wrong(text):  # (uniform over the wrong ones)
        text = rng.choice(wrong.candidates)
    assert_refused_quietly(game, text, seat)
    return text


def assert_refused_quietly(game: Game, text: str, seat: int) -> None:
    before = snapshot(game)
    try:
        game.move(text, by=seat)
    except IllegalMove as refused:
        assert str(refused).strip(), "a refusal says why"
    else:
        raise AssertionError(f"{text!r} by {seat} was accepted but is not a legal move")
    assert snapshot(game) == before, f"refused {text!r} by {seat} changed the game"
