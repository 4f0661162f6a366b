"""A first game for children (`uno-tui learn`, and a button on the setup screen): the
table explains each card the first time the learner may play it, the UNO call, the
catch and the Wild Draw Four's question, one thing at a time, on the learner's notice
line. Each lesson says something the learner can do now, read from the learner's own
view. Every sentence is in this one table (the languages issue translates it)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from uno_tui.engine import Phase, Ruleset, load_ruleset
from uno_tui.engine.seating import seat_table
from uno_tui.language import N_, _

from .cards import card_label

if TYPE_CHECKING:
    from uno_tui.engine.views import SeatView

# The two easy computer players are the first two of these not named as the learner.
PARTNERS = ("Ben", "Cat", "Dan")
# What one thing on the table means: the start, the UNO call, the catch, the Wild Draw
# Four's question, and each card by its effect's name (CardEffect.name). The sentences
# speak of the learning rules (`learning_rules`): the official ones.
LESSONS = {
    "start": N_(
        "Welcome! Play a card of the same colour or the same number as the big card on the "
        "pile: pick it with ← → and press ⏎ (the ✓ cards fit). Nothing fits? Press d to draw."
    ),
    # The start when only a wild card fits (the card's own lesson follows it), and when
    # no card fits.
    "start-wild": N_(
        "Welcome! A card fits on the big card on the pile when it has the same colour or the "
        "same number. None of yours does, but a wild card fits too: pick a ✓ card with ← → "
        "and press ⏎."
    ),
    "start-draw": N_(
        "Welcome! A card fits on the big card on the pile when it has the same colour or the "
        "same number. None of yours fits now (no card has a ✓): press d to draw a card."
    ),
    "number": N_("A number card fits on its colour or on the same number."),
    # A card's lesson names it as its face reads ({card}: 'Y Skip', 'Wild +4').
    "skip": N_("Skip ({card} in your hand): the next player misses a turn."),
    "reverse": N_(
        "Reverse ({card} in your hand): the turn order turns the other way (with two "
        "players, it is a Skip)."
    ),
    "draw2": N_("Draw Two ({card} in your hand): the next player draws 2 cards and misses a turn."),
    "wild": N_(
        "Wild ({card} in your hand): it fits on anything, and you choose the colour to play next."
    ),
    "wild4": N_(
        "Wild Draw Four ({card} in your hand): you choose the colour and the next player draws "
        "4 — but play it only when no card of the colour in play is in your hand: they may "
        "challenge you."
    ),
    "uno": N_(
        "Two cards left! Press u to say UNO! just before you play your next card. Forget, "
        "and anyone who presses c first catches you: you draw 2."
    ),
    "catch": N_("{name} forgot to say UNO! Press c to catch them: they draw 2 cards."),
    # (what each answer costs is the question's own window, just above)
    "challenge": N_(
        "{name} played a Wild Draw Four on you: allowed only if {name} had no card of the "
        "colour in play. Think {name} had one? Press x to challenge."
    ),
    "quicker": N_("{name} was quicker! Next time a player forgets to say UNO, press c at once."),
    "late": N_("You did not say UNO! Press u now, before someone presses c: you would draw 2."),
    "caught": N_(
        "{name} caught you without UNO!: you draw 2 cards. Next time you hold two cards, "
        "press u before you play one."
    ),
}
# The lessons on a card, by the card effect's name: said when the learner may play it.
CARDS = ("number", "skip", "reverse", "draw2", "wild", "wild4")
WILDS = ("wild", "wild4")  # (cards that fit on anything)
ACTIONS = ("skip", "reverse", "draw2")  # (cards whose effect falls on the next player)


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson as the learner's table says it. `key`: which (a LESSONS key); `text`: the
    sentence, in the player's language; a catch's `about`: the seat to catch, and
    `since`: how many of the round's events the learner had seen when it was said."""

    key: str
    text: str
    about: int | None = None
    since: int = 0


def learning_rules() -> Ruleset:
    """The rules of a first game: the official ones, to 200 points so it stays short."""
    return load_ruleset("official").with_options(target_score=200)


def learning_table(name: str) -> tuple[Ruleset, list[str], dict[int, str]]:
    """A first game's rules, its names, checked (TableError), and its computer seats:
    the learner first (no name: "Player 1"; never "You", as every sentence of the game
    speaks of a player in the third person), then two easy computer players."""
    learner = name.strip().casefold()
    partners = [p for p in PARTNERS if p.casefold() != learner][:2]
    computers = {seat: "easy" for seat in range(1, len(partners) + 1)}
    rules = learning_rules()
    return rules, seat_table(rules, [name, *partners], computers), computers


def lesson_now(view: SeatView, taught: set[str], shown: Lesson | None = None) -> Lesson | None:
    """What the learner's lesson line says now, from the learner's own view only; None:
    nothing. `shown`: the lesson said last, kept (until the learner moves) while it
    still holds; `taught`: the lessons said already, each once (a new one is added).

    Facing the Wild Draw Four's question, the question is explained, every time; having
    forgotten the call, how to say it late, while it may be said. A player to catch
    comes next (the learner may press c now); when someone else caught
    them first, the learner is told so, and the catch is explained again next time. On
    the learner's turn: the start, the UNO call (two cards, one to play), then each
    card the learner may play now."""
    seat = view.seat
    if seat is None or view.round_over:
        return None
    decision = view.decision
    if view.phase == Phase.CHALLENGE and decision.seat == seat:
        by = decision.by
        name = view.players[by] if by is not None else ""
        return Lesson("challenge", _(LESSONS["challenge"]).format(name=name))
    if seat in view.catchable and any(m.move.kind == "uno" for m in view.legal_moves):
        # (said while the learner may still call; `since`: to see a catch come)
        return Lesson("late", _(LESSONS["late"]), since=len(view.events))
    if shown is not None and shown.key == "late":
        shown = caught_late(view, shown)
    targets = [m.move.target for m in view.legal_moves if m.move.kind == "catch"]
    if shown is not None and shown.key == "catch" and shown.about not in targets:
        shown = caught_first(view, shown, taught)
    if shown is not None and shown.key == "catch":
        return shown  # still someone to catch
    for target in targets:
        if target is not None and "catch" not in taught:
            taught.add("catch")
            text = _(LESSONS["catch"]).format(name=view.players[target])
            return Lesson("catch", text, target, len(view.events))
    playing = view.turn == seat and decision.seat == seat
    playing = playing and view.phase in (Phase.PLAY, Phase.DRAWN)
    kept = shown is not None and shown.key not in ("challenge", "late")
    if kept and shown is not None and (shown.key in ("quicker", "caught") or playing):
        return shown  # (a catch someone else made is said until the learner moves)
    if not playing:
        return None
    plays = [m.move for m in view.legal_moves if m.move.kind == "play"]
    hand = view.hand or ()
    # What each card the learner may play is, by its effect's name, in hand order.
    playable = dict.fromkeys(card for move in plays for card in move.cards)
    faces: dict[str, str] = {}  # each effect's name: the first such card's face, as shown
    for card in playable:
        effect = view.effect_of(card)
        if effect is not None and effect.name not in faces:
            faces[effect.name] = card_label(card, view.rules, fit=False, side=view.side)
    if view.phase == Phase.PLAY and "start" not in taught:
        return welcome(faces, taught)
    if len(hand) == 2 and plays and "uno" not in taught:
        return learnt("uno", taught)
    for name, face in faces.items():
        if name in CARDS and name not in taught:
            return learnt(name, taught, face)
    return None


def welcome(playable: dict[str, str], taught: set[str]) -> Lesson:
    """The start, for what the learner can do on their first turn (`playable`: the
    effects' names of the cards they may play, each with such a card's face): play a
    card of the colour or number on the pile; play a wild card, the only ones that fit
    (that card's lesson follows); draw, when nothing fits."""
    taught.add("start")
    wilds = [name for name in playable if name in WILDS]
    if not playable:
        return Lesson("start", _(LESSONS["start-draw"]))
    if len(wilds) == len(playable):
        taught.add(wilds[0])
        card = card_lesson(wilds[0], playable[wilds[0]])
        return Lesson("start", f"{_(LESSONS['start-wild'])} {card}")
    # An action card the learner may play now is explained now too: played on this
    # turn, what it does to the next player would come unexplained (a wild asks for
    # its colour, and says so).
    special = next((n for n in playable if n in ACTIONS), None)
    if special is None:
        return Lesson("start", _(LESSONS["start"]))
    taught.add(special)
    return Lesson("start", f"{_(LESSONS['start'])} {card_lesson(special, playable[special])}")


def card_lesson(key: str, face: str) -> str:
    """The lesson on the card `key` (an effect's name), naming it as `face` reads."""
    return _(LESSONS[key]).format(card=face)


def learnt(key: str, taught: set[str], face: str = "") -> Lesson:
    """The lesson `key` (a card's: naming it as `face` reads), marked as said."""
    taught.add(key)
    return Lesson(key, card_lesson(key, face) if face else _(LESSONS[key]))


def caught_first(view: SeatView, shown: Lesson, taught: set[str]) -> Lesson | None:
    """The catch lesson `shown` no longer holds: its player was caught, called UNO late
    or the next turn began. Someone else caught them: the learner is told so. Unless
    the learner did, the catch is explained again the next time there is one."""
    caught = next(
        (e for e in view.events[shown.since :] if e.kind == "catch" and e.target == shown.about),
        None,
    )
    if caught is not None and caught.player == view.seat:
        return None
    taught.discard("catch")
    if caught is None or caught.player is None:
        return None
    return Lesson("quicker", _(LESSONS["quicker"]).format(name=view.players[caught.player]))


def caught_late(view: SeatView, shown: Lesson) -> Lesson | None:
    """The learner, told to call UNO! late (`shown`), no longer may: caught, they are told
    why they drew; having called, nothing."""
    caught = next(
        (e for e in view.events[shown.since :] if e.kind == "catch" and e.target == view.seat),
        None,
    )
    if caught is None or caught.player is None:
        return None
    return Lesson("caught", _(LESSONS["caught"]).format(name=view.players[caught.player]))
