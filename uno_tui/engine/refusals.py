"""Refusals as data: why a move is refused (`Refusal`: a code and its values) and the
one table from code to the sentence a player reads (`REFUSALS`). A house-rule option
declares the sentences of its own refusals (`Option.refusals`); registering it adds
them to the table.

Values are data, never English: player names, card and move notation, numbers,
colour letters (key `colour`, shown as the colour's word) or other refusals (a
phrase inside a sentence, e.g. what the game waits for), rendered in turn. The
sentence is made in the language in use (`sentence`): the table is marked `N_` and
translated there, and a few values are shown as a player reads them (`_SHOWN`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import cache
from typing import NamedTuple

from ..language import N_, _, listed, pgettext
from .cards import (
    card_label,
    shown_card,
    shown_colour,
    shown_colours,
    shown_face,
    shown_suit,
    shown_wild,
)

Value = str | int | None


class Refusal(NamedTuple):
    code: str  # a key of REFUSALS
    values: Mapping[str, Value | Refusal]  # never changed once made

    def sentence(self, side: str = "light") -> str:
        """The sentence in the language in use; its cards named by their faces on `side`
        (FLIP!: the side in play, which the game adds, `IllegalMove`)."""
        values = {
            key: value.sentence(side) if isinstance(value, Refusal) else value
            for key, value in self.values.items()
        }
        for key in _SHOWN.keys() & values.keys():
            values[key] = _SHOWN[key](str(values[key]))
        for key in _labelled_keys(self.code) & values.keys():  # cards as the screens label them
            values[key] = listed(shown_card(c, side) for c in str(values[key]).split())
        if self.code in _FACE_WORDS:
            values["face"] = shown_face(str(values["face"]))
        return _(REFUSALS[self.code]).format(**values)

    def value(self, key: str) -> Value | Refusal:
        return self.values[key]


def refuse(code: str, **values: Value | Refusal) -> Refusal:
    """A refusal (the move listing makes and drops many: kept cheap; every code the
    engine names has its sentence, tests/engine/test_refusals_table.py)."""
    return _new(Refusal, (code, values))


_new = tuple.__new__  # a Refusal without NamedTuple's slower __new__


def _shown_over(over: str) -> str:
    # TRANSLATORS: what is over in "the {over} is over".
    words = {"game": pgettext("over", "game"), "round": pgettext("over", "round")}
    return words.get(over, over)


def _shown_side(side: str) -> str:
    # TRANSLATORS: a side of the UNO FLIP! cards, in "the {side} side".
    words = {"light": pgettext("side", "light"), "dark": pgettext("side", "dark")}
    return words.get(side, side)


# A call as the game shows it ('uno' -> 'UNO!'): in refusals, and the screens' words.
CALL_LABELS = {"uno": N_("UNO!"), "pageone": N_("Page One!"), "stop": N_("Stop!")}


def call_label(word: str) -> str:
    """A call as the game shows it, in the language in use: 'pageone' -> 'Page One!'."""
    return _(CALL_LABELS[word]) if word in CALL_LABELS else word.capitalize()


# Values shown as a player reads them, by key: a colour letter as its word, notation
# colour words ("red, yellow") and the other words a value may be in the language in use.
_SHOWN: dict[str, Callable[[str], str]] = {
    "colour": lambda letter: shown_colour(letter) or letter,
    "suit": shown_suit,
    "wilds": lambda faces: "/".join(card_label(face) for face in faces.split("/")),
    "colours": shown_colours,
    "over": _shown_over,
    "side": _shown_side,
    "other": _shown_side,
    "effect": lambda effect: shown_wild(effect.lower()) or effect,
    "called": call_label,
    "example": _,
}
_FACE_WORDS = frozenset(
    {"mismatch", "mismatch-no-wild", "mismatch-suit", "mismatch-suit-no-wild"}
)  # codes whose `face` is shown as its word ('Skip')
_CARD_KEYS = ("card", "top", "cards")  # values that are card texts
_QUOTED = re.compile(r"'[^']*'")  # an example to type ('play {card} 2') keeps the notation


@cache
def _labelled_keys(code: str) -> frozenset[str]:
    """The card values the sentence of `code` shows as card labels ('R Rev', not
    'R-rev'): not those in a quoted example of what to type, nor FLIP!'s sentences on
    naming a card's faces (they are about the notation)."""
    if code.startswith("flip/"):
        return frozenset()
    template = REFUSALS[code]
    quoted = "".join(_QUOTED.findall(template))
    said = _QUOTED.sub("", template)
    return frozenset(k for k in _CARD_KEYS if "{" + k + "}" in said and "{" + k + "}" not in quoted)


REFUSALS: dict[str, str] = {
    # -- the move's text (RULES 7) --
    "text/not-text": N_("a move is a line of text, not {text}"),
    "text/empty": N_("empty move; try 'play R5', 'draw', 'uno', 'catch 2' …"),
    "text/takes-nothing": N_("'{kind}' takes nothing after it, got {rest}"),
    "text/catch-seat": N_("say whom to catch by seat number, e.g. 'catch 2'"),
    "text/one-colour": N_("say one colour, e.g. 'colour red' (red, yellow, green, blue)"),
    "text/choose-row": N_("say one row of the Hit+? table: choose {rows}"),
    "text/unknown": N_(
        "unknown move {word}; moves are play, draw, keep, uno, catch, challenge, "
        "accept, colour, jumpin, facedown, doubt, pass, choose"
    ),
    "text/gamble-colour": N_("{card} is {colour}: the Gamble takes its colour"),
    "text/unknown-word": N_("{word} in {text} is not a card, colour, seat or call"),
    "text/needs-card": N_("'{kind}' needs a card, e.g. '{kind} R5'"),
    "text/gamble-as": N_("say the card the Gamble acts as after 'as', e.g. 'as R-skip'"),
    "text/not-a-move": N_("'{kind}' is not a move"),
    # -- whose turn, and what the game waits for --
    "no-player": N_("there is no player {seat} in this game"),
    "gone-out": N_("{player} has gone out and takes no more part in this round"),
    "over": N_("the {over} is over; no more moves can be made"),
    "not-your-turn": N_("it is {due}'s turn, not {player}'s"),
    "cannot-now": N_("{player} cannot {action} now: {waiting}"),
    "do/accept": N_("accept"),
    "do/challenge": N_("challenge"),
    "do/colour": N_("choose a colour"),
    "do/choose": N_("choose"),
    "do/draw": N_("draw"),
    "do/keep": N_("keep a drawn card"),
    "do/facedown": N_("pass face down"),
    "do/pass": N_("pass"),
    "do/play": N_("play"),
    "do/play-card": N_("play a card"),
    "waiting/out": N_(
        "{last} played their last card without saying '{call}': anyone may catch them, "
        "or {who} accepts that they are out"
    ),
    "waiting/play": N_("{who} is to play or draw"),
    "waiting/drawn": N_("{who} is to play the drawn card or keep it"),
    "waiting/must-play": N_("{who} is to play the drawn card"),
    "waiting/challenge": N_("{who} is to challenge or accept the Wild Draw Four"),
    "waiting/challenge-card": N_("{who} is to challenge or accept the {card}"),
    "waiting/stack": N_("{who} is to answer the pending draw of {count} or take it"),
    "waiting/skipped": N_("{who} is to answer the Skip or be skipped"),
    "waiting/colour": N_("{who} is to choose a colour"),
    "waiting/suit": N_("{who} is to choose a suit"),
    "waiting/change": N_("{who} is to counter the Change or accept it"),
    "waiting/choose": N_("{who} is to choose what the turned-up Gamble acts as"),
    "waiting/round-over": N_("the round is over"),
    "waiting/game-over": N_("the game is over"),
    "next-round-early": N_("the next round starts only after a round is over"),
    # -- playing cards --
    "not-held": N_("{player} does not hold {card}"),
    # Taking a play back (options/undo.py)
    "undo/off": N_("the {rules} rules do not let a play be taken back"),
    "undo/none": N_(
        "{player} has no play to take back: only your own last play, before anyone else "
        "moves and before the round ends"
    ),
    "undo/revealed": N_(
        "{player}'s last play showed the table something new (a card drawn, a challenge, "
        "a swap or a Flip): it stands"
    ),
    "undo/drawn": N_(
        "{player} played the card just drawn: the play stands (taking it back would keep a "
        "card the table has seen)"
    ),
    "undo/race": N_("{player} played without the call and may be caught: the play stands"),
    "undo/position": N_(
        "this game was set up at a position, not dealt: a play cannot be taken back"
    ),
    # UNO FLIP! (RULES 6d)
    "flip/both-faces": N_("{player} holds {cards}: name both faces, e.g. '{first}'"),
    "colour-of-side": N_("{colour} is not a colour of the {side} side: choose {colours}"),
    "flip/other-side": N_(
        "{card} is a face of the {other} side; the {side} side is in play: name the card "
        "by its {side} face ({face})"
    ),
    "holds-only": N_("{player} holds only {count} {card}"),
    "holds-none": N_("{player} holds no {card}"),
    "drawn-next-turn": N_("a drawn card cannot be played before your next turn"),
    "drawn-only": N_("after drawing, only the drawn card ({card}) may be played"),
    "bluff-caught-play": N_("the bluff was caught: play any {colour} card (not a wild) instead"),
    "bluff-caught-draw": N_("the bluff was caught: play any {colour} card instead"),
    "mismatch-wild": N_("{card} does not match {top} ({colour}): play any {colour} card or a wild"),
    "mismatch": N_("{card} does not match {top}: play any {colour} card, any {face} or a wild"),
    "mismatch-no-wild": N_("{card} does not match {top}: play any {colour} card or any {face}"),
    # Playing cards: a suit is named as one card is ("any club", not "any clubs card"),
    # the wilds by their ranks ("any 8", "any 8/Joker").
    "mismatch-wild-suit": N_(
        "{card} does not match {top} ({colour}): play any {suit} or any {wilds}"
    ),
    "mismatch-suit": N_("{card} does not match {top}: play any {suit}, any {face} or any {wilds}"),
    "mismatch-suit-no-wild": N_("{card} does not match {top}: play any {suit} or any {face}"),
    "wild-colour": N_("say the colour with the wild, e.g. 'play {cards} red'"),
    "wild-suit": N_("say the suit with the wild, e.g. 'play {cards} spades'"),
    "not-wild-colour": N_("{card} is not a wild: it declares no colour"),
    "not-wild-suit": N_("{card} is not a wild: it declares no suit"),
    "action-gamble-only": N_("'{action}' is only said with a Gamble card"),
    "names-no-player": N_("{cards} does not name a player"),
    "going-out-no-swap": N_("you are going out: there is no hand to swap"),
    "going-out-no-target": N_("you are going out: there is no one to aim it at"),
    "other-player": N_("choose another player in the round, not {seat}"),
    "swap-whom": N_("say whose hand to swap with, e.g. 'play {card} 2'"),
    "call-one-and-out": N_(
        "{player} would hold {count} cards after this play: say '{one}' on your "
        "second-to-last card and '{out}' on your last card"
    ),
    "call-one": N_(
        "{player} would hold {count} cards after this play: say '{one}' on your second-to-last card"
    ),
    "call-out": N_(
        "{player} would hold {count} cards after this play: say '{out}' on your last card"
    ),
    "call-nothing": N_("{player} would hold {count} cards after this play: say nothing"),
    # -- drawing and passing --
    "nothing-to-draw": N_("there is nothing left to draw, and you hold a playable card"),
    "draw-forbidden": N_("{player} holds a playable card; the {rules} rules forbid drawing"),
    "can-still-draw": N_("{player} can still draw: pass only at the hand limit"),
    "holds-playable": N_("{player} holds a playable card: play it"),
    "must-play-drawn": N_("a playable drawn card must be played: play {card}"),
    "colour-choice": N_("choose one of {colours}"),
    # -- several cards at once (the groups' own refusals: options/multi.py) --
    "one-at-a-time": N_("play one card at a time"),
    # -- UNO, catching, faults (O12, H-fault) --
    "no-calls": N_("nobody calls UNO in the {rules} rules (uno_call = 'none')"),
    "say-out-call": N_("you have played your last card: say '{call}'"),
    "out-call-when": N_(
        "'{call}' is said with your last card, or right after it before anyone catches you"
    ),
    "call-not-said": N_("'{call}' is not said in the {rules} rules; they say {said}"),
    "call-not-said-two": N_(
        "'{call}' is not said in the {rules} rules; they say '{one}' and '{out}'"
    ),
    "uno-at-one": N_(
        "{player} cannot call UNO now: call it once you hold one card, before anyone "
        "catches you (uno_call = 'at-one')"
    ),
    "called-already": N_("{player} has already called {called}"),  # {called}: "UNO!"
    "uno-nothing-to-play": N_(
        "{player} cannot call UNO now: no card in the hand can be played; call it just "
        "before playing the second-to-last card"
    ),
    "uno-when": N_(
        "{player} cannot call UNO now: call it with two cards before playing, or with one "
        "card before anyone catches you"
    ),
    "no-catching": N_("nobody can be caught in the {rules} rules (uno_call = 'none')"),
    "no-one-to-catch": N_("there is no player {seat} to catch"),
    "catch-yourself-uno": N_("you cannot catch yourself; call UNO instead"),
    "catch-yourself": N_("you cannot catch yourself; call '{call}' instead"),
    "not-catchable-cards": N_("{player} cannot be caught: {player} holds {count} cards"),
    "not-catchable-uno": N_("{player} cannot be caught: {player} called UNO"),
    "not-catchable-called": N_("{player} cannot be caught: {player} called '{call}'"),
    "not-catchable-free": N_(
        "{player} cannot be caught: a missed '{call}' costs nothing in the {rules} rules "
        "(uno_penalty = 0)"
    ),
    "not-catchable-late": N_(
        "{player} cannot be caught: too late: the next player has already played or drawn"
    ),
    # -- challenges and pending effects --
    "no-wd4": N_("there is no Wild Draw Four to challenge: only the one just played"),
    "answer-cannot": N_("a {effect} card cannot answer a pending effect"),
    "skip-only": N_("only a Skip can answer a Skip, not {card}"),
    "challenge-or-accept": N_("challenge the Wild Draw Four or accept it"),
    "cannot-stack": N_(
        "{card} cannot be stacked on {top} (allowed: {allowed}, of the matching {word})"
    ),
    "cannot-answer-draw": N_(
        "{card} cannot answer the pending draw of {count}: stack a draw card, or accept"
    ),
    "counter-only": N_("only a Counter answers a Change, not {card}"),
    "priority": N_(
        "{card} cannot answer the pending draw of {count}: it needs priority {priority} or "
        "more (Hit+2 and Reverse Hit+2 1, Hit+4 2, Hit+? 3, Counter {counter})"
    ),
    "word/colour": N_("colour"),
    "word/suit": N_("suit"),
    # -- the Tōgen deck (RULES 6c) --
    "hit-names-nothing": N_("Hit+? declares nothing: the turned-up card decides ('play W+?')"),
    "change-names-target": N_(
        "a Change names only its target, who chooses the colour: e.g. 'play W-change 2'"
    ),
    "change-whom": N_("say whom the Change is aimed at: 'play W-change 2'"),
    "change-limit": N_(
        "{target} holds {count} cards: a Change may not name a player holding {limit} or more"
    ),
    "change-countered": N_(
        "the Change was countered, so {player} chooses the colour: 'accept' it, or counter it"
    ),
    "change-accept-colour": N_(
        "say the colour to accept the Change, e.g. 'colour red', or counter it"
    ),
    "gamble-what": N_("say what the Gamble acts as, {example}"),
    "gamble-never": N_(
        "a Gamble acts as a picture card (Hit+2, Reverse Hit+2, Hit+4, Hit+?, Skip, "
        "Reverse, Counter, Change, Replace) or a plain wild, never as {card}"
    ),
    "gamble-change-counter": N_("only a Counter answers a Change: 'play W-gamble as R-counter'"),
    "gamble-all-hit-pending": N_("All Hit+2 is never played onto a pending draw"),
    "gamble-priority": N_(
        "a Gamble answers the pending draw only as a card of priority {priority} or more, "
        "not as {card}"
    ),
    "gamble-all-hit-hand": N_(
        "a Gamble is All Hit+2 only when played from a hand of 2 or fewer cards"
    ),
    "gamble-colour": N_("say the colour with the Gamble, e.g. 'play W-gamble as {card} red'"),
    "gamble-whom": N_("say whom, e.g. 'play W-gamble as {card} red 2'"),
    "gamble-no-player": N_("a Gamble declared as {card} names no player"),
    "gamble-names-nothing": N_(
        "as {card} the Gamble names nothing more: 'play W-gamble as {card}'"
    ),
    # -- No Mercy (RULES 6e) --
    "stack-amount": N_(
        "{card} draws {amount}: only a draw card of {last} or more answers the pending "
        "{count} (stacking by amount)"
    ),
    "roulette-names-nothing": N_(
        "Colour Roulette declares no colour: the next player names it ('play W-roulette')"
    ),
    "knocked-out": N_("{player} is out of this round (Mercy rule) and makes no moves"),
}
