"""Plausible-but-wrong moves: cards the seat does not hold, wrong colours, the
wrong seat, moves of another phase, malformed text. Each must be refused with a
reason and leave the game exactly as it was (RULES 7 and 8)."""

from __future__ import annotations

import random

from support.snapshot import snapshot
from uno_tui.engine import Game, IllegalMove, card_info

MALFORMED = ["", "fly", "play", "play Z9", "catch me", "draw 2", "colour pink", "keep 2"]
BARE = ["draw", "keep", "accept", "challenge", "uno", "pageone", "stop", "doubt"]
WRONG_COLOURS = {False: ("spades", "S"), True: ("red", "B")}  # by playing_cards


def wrong_moves(game: Game, seat: int) -> list[str]:
    """Moves `seat` may not make now that the engine must refuse."""
    rules = game.rules
    legal = set(game.legal_moves(by=seat))
    held = set(game.hand(seat))
    due = seat == game.turn and not game.round_over
    colour_words = ("spades", "hearts") if rules.playing_cards else ("red", "blue")
    moves = list(MALFORMED) + BARE + [f"colour {w}" for w in colour_words]
    moves += [f"catch {s}" for s in range(len(game.players) + 1)]
    for card in sorted(set(rules.deck_cards()) - held):  # cards the seat does not hold
        wild = card_info(card).is_wild
        moves += [f"play {card} {colour_words[0]}" if wild else f"play {card}"]
        moves += [f"jumpin {card}", f"facedown {card}"]
    for other in range(len(game.players)):  # another seat's moves
        if other != seat:
            moves += game.legal_moves(by=other)
    bad_colour = WRONG_COLOURS[rules.playing_cards]
    for move in legal:  # this seat's own moves with a wrong colour
        words = move.split()
        if words[0] == "play" and card_info(words[1]).is_wild:
            moves.append(" ".join([*words[:2], bad_colour[0], *words[3:]]))
    out = []
    for text in dict.fromkeys(moves):
        if text in legal or _accepted_unlisted(game, seat, due, held, legal, text):
            continue
        out.append(text)
    return out


def _accepted_unlisted(game, seat, due, held, legal, text) -> bool:
    """Moves outside legal_moves() the rules still accept (costly or synonymous)."""
    rules, words = game.rules, text.split()
    if not words:
        return False
    if text == "draw" and "accept" in legal:
        return True  # facing a pending draw, 'draw' takes it like 'accept'
    if rules.fault_penalty and words[0] in ("catch", "jumpin", "uno"):
        return True  # H-fault: a false claim costs cards instead of being refused
    if rules.misplay_penalty and due and game.phase == "play" and words[0] == "play":
        return len(words) > 1 and words[1] in held  # O15: a misplay is a costly move
    return False


def refuse_one(game: Game, rng: random.Random) -> str:
    """A random wrong move by a random seat: refused, with a reason, changing nothing."""
    seat = rng.randrange(len(game.players))
    text = rng.choice(wrong_moves(game, seat))
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
