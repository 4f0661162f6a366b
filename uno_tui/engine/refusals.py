"""Refusals as data: why a move is refused (`Refusal`: a code and its values) and the
one table from code to the sentence a player reads (`REFUSALS`).

Values are data, never English: player names, card and move notation, numbers,
colour letters (key `colour`, shown as the colour's word) or other refusals (a
phrase inside a sentence, e.g. what the game waits for), rendered in turn."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from .cards import colour_name

Value = str | int | None


class Refusal(NamedTuple):
    code: str  # a key of REFUSALS
    values: Mapping[str, Value | Refusal]  # never changed once made

    def sentence(self) -> str:
        values = {
            key: value.sentence() if isinstance(value, Refusal) else value
            for key, value in self.values.items()
        }
        if "colour" in values:
            values["colour"] = colour_name(str(values["colour"]))
        return REFUSALS[self.code].format(**values)

    def value(self, key: str) -> Value | Refusal:
        return self.values[key]


def refuse(code: str, **values: Value | Refusal) -> Refusal:
    """A refusal (the move listing makes and drops many: kept cheap; every code the
    engine names has its sentence, tests/engine/test_refusals_table.py)."""
    return _new(Refusal, (code, values))


_new = tuple.__new__  # a Refusal without NamedTuple's slower __new__


REFUSALS: dict[str, str] = {
    # -- the move's text (RULES 7) --
    "text/not-text": "a move is a line of text, not {text}",
    "text/empty": "empty move; try 'play R5', 'draw', 'uno', 'catch 2' …",
    "text/takes-nothing": "'{kind}' takes nothing after it, got {rest}",
    "text/catch-seat": "say whom to catch by seat number, e.g. 'catch 2'",
    "text/one-colour": "say one colour, e.g. 'colour red' (red, yellow, green, blue)",
    "text/choose-row": "say one row of the Hit+? table: choose {rows}",
    "text/unknown": (
        "unknown move {word}; moves are play, draw, keep, uno, catch, challenge, "
        "accept, colour, jumpin, facedown, doubt, pass, choose"
    ),
    "text/gamble-colour": "{card} is {colour}: the Gamble takes its colour",
    "text/unknown-word": "{word} in {text} is not a card, colour, seat or call",
    "text/needs-card": "'{kind}' needs a card, e.g. '{kind} R5'",
    "text/gamble-as": "say the card the Gamble acts as after 'as', e.g. 'as R-skip'",
    "text/not-a-move": "'{kind}' is not a move",
    # -- whose turn, and what the game waits for --
    "no-player": "there is no player {seat} in this game",
    "over": "the {over} is over; no more moves can be made",
    "not-your-turn": "it is {due}'s turn, not {player}'s",
    "cannot-now": "{player} cannot {action} now: {waiting}",
    "do/accept": "accept",
    "do/challenge": "challenge",
    "do/colour": "choose a colour",
    "do/choose": "choose",
    "do/draw": "draw",
    "do/keep": "keep a drawn card",
    "do/facedown": "pass face down",
    "do/pass": "pass",
    "do/play": "play",
    "do/play-card": "play a card",
    "waiting/out": (
        "{last} played their last card without saying '{call}': anyone may catch them, "
        "or {who} accepts that they are out"
    ),
    "waiting/play": "{who} is to play or draw",
    "waiting/drawn": "{who} is to play the drawn card or keep it",
    "waiting/challenge": "{who} is to challenge or accept the Wild Draw Four",
    "waiting/stack": "{who} is to answer the pending draw of {count} or take it",
    "waiting/skipped": "{who} is to answer the Skip or be skipped",
    "waiting/colour": "{who} is to choose a colour",
    "waiting/suit": "{who} is to choose a suit",
    "waiting/change": "{who} is to counter the Change or accept it",
    "waiting/choose": "{who} is to choose what the turned-up Gamble acts as",
    "waiting/round-over": "the round is over",
    "waiting/game-over": "the game is over",
    "next-round-early": "the next round starts only after a round is over",
    "round-already-over": "the round is already over",
    # -- playing cards --
    "not-held": "{player} does not hold {card}",
    # Taking a play back (options/undo.py)
    "undo/off": "the {rules} rules do not let a play be taken back",
    "undo/none": (
        "{player} has no play to take back: only your own last play, before anyone else "
        "moves and before the round ends"
    ),
    "undo/revealed": (
        "{player}'s last play showed the table something new (a card drawn, a challenge, "
        "a swap or a Flip): it stands"
    ),
    "undo/race": "{player} played without the call and may be caught: the play stands",
    "undo/position": "this game was set up at a position, not dealt: a play cannot be taken back",
    # UNO FLIP! (RULES 6d)
    "flip/both-faces": "{player} holds {cards}: name both faces, e.g. '{first}'",
    "colour-of-side": "{colour} is not a colour of the {side} side: choose {colours}",
    "flip/other-side": (
        "{card} is a face of the {other} side; the {side} side is in play: name the card "
        "by its {side} face ({face})"
    ),
    "holds-only": "{player} holds only {count} {card}",
    "holds-none": "{player} holds no {card}",
    "drawn-next-turn": "a drawn card cannot be played before your next turn",
    "drawn-only": "after drawing, only the drawn card ({card}) may be played",
    "bluff-caught-play": "the bluff was caught: play a {colour} card (not a wild) instead",
    "bluff-caught-draw": "the bluff was caught: play a {colour} card instead",
    "mismatch-wild": "{card} does not match {top} ({colour}): play a {colour} card or a wild",
    "mismatch": "{card} does not match {top}: play a {colour} card, a {face} or a wild",
    "wild-colour": "say the colour with the wild, e.g. 'play {cards} red'",
    "wild-suit": "say the suit with the wild, e.g. 'play {cards} spades'",
    "not-wild-colour": "{card} is not a wild: it declares no colour",
    "not-wild-suit": "{card} is not a wild: it declares no suit",
    "action-gamble-only": "'{action}' is only said with a Gamble card",
    "names-no-player": "{cards} does not name a player",
    "going-out-no-swap": "you are going out: there is no hand to swap",
    "going-out-no-target": "you are going out: there is no one to aim it at",
    "other-player": "choose another player in the round, not {seat}",
    "partner": "{target} is {player}'s partner: choose an opponent",
    "swap-whom": "say whose hand to swap with, e.g. 'play {card} 2'",
    "call-one-and-out": (
        "{player} would hold {count} cards after this play: say '{one}' on your "
        "second-to-last card and '{out}' on your last card"
    ),
    "call-one": (
        "{player} would hold {count} cards after this play: say '{one}' on your second-to-last card"
    ),
    "call-out": "{player} would hold {count} cards after this play: say '{out}' on your last card",
    "call-nothing": "{player} would hold {count} cards after this play: say nothing",
    # -- drawing and passing --
    "nothing-to-draw": "there is nothing left to draw, and you hold a playable card",
    "draw-forbidden": "{player} holds a playable card; the {rules} rules forbid drawing",
    "hand-limit": (
        "{player} holds {count} cards, the hand limit ({limit}): play a card, or pass when "
        "none can be played"
    ),
    "can-still-draw": "{player} can still draw: pass only at the hand limit",
    "holds-playable": "{player} holds a playable card: play it",
    "must-play-drawn": "a playable drawn card must be played: play {card}",
    "colour-choice": "choose one of {colours}",
    # -- several cards at once (H-multi) --
    "alone": "{card} is played on its own, never with other cards",
    "one-at-a-time": "play one card at a time",
    "no-wilds-together": "several wilds at once are not allowed",
    "wild-with-coloured": "wilds cannot be played together with coloured cards",
    "not-together": "{cards} cannot be played together (allowed: {allowed})",
    # -- going out --
    "owes-stock": "{player} owes {count} stock cards: no going out",
    "no-finish-action": "you cannot go out on an action or wild card",
    "no-finish-wild": "you cannot go out on a wild card",
    # -- UNO, catching, faults (O12, H-fault) --
    "no-calls": "nobody calls UNO in the {rules} rules (uno_call = 'none')",
    "say-out-call": "you have played your last card: say '{call}'",
    "out-call-when": (
        "'{call}' is said with your last card (e.g. 'play 7H {call}'), or right after "
        "it before anyone catches you"
    ),
    "call-not-said": "'{call}' is not said in the {rules} rules; they say {said}",
    "call-not-said-two": "'{call}' is not said in the {rules} rules; they say '{one}' and '{out}'",
    "uno-at-one": (
        "{player} cannot call UNO now: call it once you hold one card, before anyone "
        "catches you (uno_call = 'at-one')"
    ),
    "uno-when": (
        "{player} cannot call UNO now: call it with two cards before playing, or with one "
        "card before anyone catches you"
    ),
    "no-catching": "nobody can be caught in the {rules} rules (uno_call = 'none')",
    "no-one-to-catch": "there is no player {seat} to catch",
    "catch-yourself-uno": "you cannot catch yourself; call UNO instead",
    "catch-yourself": "you cannot catch yourself; call '{call}' instead",
    "not-catchable-cards": "{player} cannot be caught: {player} holds {count} cards",
    "not-catchable-uno": "{player} cannot be caught: {player} called UNO",
    "not-catchable-called": "{player} cannot be caught: {player} called '{call}'",
    "not-catchable-late": (
        "{player} cannot be caught: too late: the next player has already played or drawn"
    ),
    # -- challenges and pending effects --
    "no-wd4": "there is no Wild Draw Four to challenge: only the one just played",
    "answer-cannot": "a {effect} card cannot answer a pending effect",
    "skip-only": "only a Skip can answer a Skip, not {card}",
    "challenge-or-accept": "challenge the Wild Draw Four or accept it",
    "cannot-stack": (
        "{card} cannot be stacked on {top} (allowed: {allowed}, of the matching {word})"
    ),
    "cannot-answer-draw": (
        "{card} cannot answer the pending draw of {count}: stack a draw card, or accept"
    ),
    "counter-only": "only a Counter answers a Change, not {card}",
    "priority": (
        "{card} cannot answer the pending draw of {count}: it needs priority {priority} or "
        "more (Hit+2 and Reverse Hit+2 1, Hit+4 2, Hit+? 3, Counter {counter})"
    ),
    "word/colour": "colour",
    "word/suit": "suit",
    # -- jumping in (H-jump-in) --
    "no-jump-in": "jumping in is not part of the {rules} rules",
    "jump-in-your-turn": "it is your turn: play the card normally",
    "jump-in-when": "you can jump in only right after a card is played",
    "jump-in-on": "nobody can jump in on {top}",
    "jump-in-colour": "say the colour you declare, e.g. 'jumpin {card} blue'",
    "jump-in-identical": "only a card identical to {card} (one or two) can jump in",
    # -- face-down passes and doubts (H-facedown) --
    "no-facedown": "face-down passes are not part of the {rules} rules",
    "facedown-one": "put exactly one card face down",
    "facedown-last": "you cannot go out with a face-down card",
    "facedown-used": "{player} has used all {limit} face-down passes",
    "no-doubt": "there is no face-down card to doubt",
    "doubt-own": "you cannot doubt your own card",
    # -- the Tōgen deck (RULES 6c) --
    "hit-names-nothing": "Hit+? declares nothing: the turned-up card decides ('play W+?')",
    "change-names-target": (
        "a Change names only its target, who chooses the colour: e.g. 'play W-change 2'"
    ),
    "change-whom": "say whom the Change is aimed at: 'play W-change 2'",
    "change-limit": (
        "{target} holds {count} cards: a Change may not name a player holding {limit} or more"
    ),
    "change-countered": (
        "the Change was countered, so {player} chooses the colour: 'accept' it, or counter it"
    ),
    "change-accept-colour": (
        "say the colour to accept the Change, e.g. 'colour red', or counter it"
    ),
    "gamble-what": "say what the Gamble acts as, {example}",
    "gamble-never": (
        "a Gamble acts as a picture card (Hit+2, Reverse Hit+2, Hit+4, Hit+?, Skip, "
        "Reverse, Counter, Change, Replace) or a plain wild, never as {card}"
    ),
    "gamble-change-counter": "only a Counter answers a Change: 'play W-gamble as R-counter'",
    "gamble-all-hit-pending": "All Hit+2 is never played onto a pending draw",
    "gamble-priority": (
        "a Gamble answers the pending draw only as a card of priority {priority} or more, "
        "not as {card}"
    ),
    "gamble-all-hit-hand": (
        "a Gamble is All Hit+2 only when played from a hand of 2 or fewer cards"
    ),
    "gamble-colour": "say the colour with the Gamble, e.g. 'play W-gamble as {card} red'",
    "gamble-whom": "say whom, e.g. 'play W-gamble as {card} red 2'",
    "gamble-no-player": "a Gamble declared as {card} names no player",
    "gamble-names-nothing": "as {card} the Gamble names nothing more: 'play W-gamble as {card}'",
    # -- No Mercy (RULES 6e) --
    "stack-amount": (
        "{card} draws {amount}: only a draw card of {last} or more answers the pending "
        "{count} (stacking by amount)"
    ),
    "roulette-names-nothing": (
        "Colour Roulette declares no colour: the next player names it ('play W-roulette')"
    ),
    "knocked-out": "{player} is out of this round (Mercy rule) and makes no moves",
}
