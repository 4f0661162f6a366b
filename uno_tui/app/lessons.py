"""A first game for children (`uno-tui learn`, and a button on the setup screen): the
table explains each card the first time it appears in the learner's hand or on the
pile, then the UNO call and the catch, one thing per turn, on the learner's notice
line. Every sentence is in this one table (the languages issue translates it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from uno_tui.engine import Ruleset, load_ruleset
from uno_tui.engine.seating import seat_table
from uno_tui.language import N_, _

if TYPE_CHECKING:
    from uno_tui.engine.views import SeatView

# The two easy computer players are the first two of these not named as the learner.
PARTNERS = ("Ben", "Cat", "Dan")
# What one thing on the table means, by the card effect's name (CardEffect.name).
LESSONS = {
    "start": N_(
        "Welcome! Play a card of the same colour or the same number as the big card on the "
        "pile: pick it with ← → and press ⏎ (the ✓ cards fit). Nothing fits? Press d to draw."
    ),
    "number": N_("A number card fits on its colour or on the same number."),
    "skip": N_("Skip (⊘): the next player misses a turn."),
    "reverse": N_("Reverse: the turn order turns the other way (with two players, it is a Skip)."),
    "draw2": N_("Draw Two (+2): the next player draws 2 cards and misses a turn."),
    "wild": N_("Wild: it fits on anything, and you choose the colour to play next."),
    "wild4": N_(
        "Wild Draw Four: you choose the colour and the next player draws 4 — but play it only "
        "when no card of the colour in play is in your hand: they may challenge you (x)."
    ),
    "uno": N_(
        "Two cards left! Press u to say UNO! just before you play your next card. Forget, "
        "and anyone who presses c first catches you: you draw 2."
    ),
    "catch": N_("{name} forgot to say UNO! Press c to catch them: they draw 2 cards."),
}


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


def next_lesson(view: SeatView, taught: set[str]) -> str | None:
    """The first thing on the learner's screen not explained yet (and now marked as
    explained), or None. Read from the learner's own view only."""
    seat = view.seat
    if seat is None or view.round_over:
        return None
    for other in view.catchable:
        if other != seat and "catch" not in taught:
            taught.add("catch")
            lesson = LESSONS["catch"]
            return _(lesson).format(name=view.players[other])
    if view.turn != seat:
        return None
    if "start" not in taught:
        taught.add("start")
        lesson = LESSONS["start"]
        return _(lesson)
    if view.hand is not None and len(view.hand) == 2 and "uno" not in taught:
        taught.add("uno")
        lesson = LESSONS["uno"]
        return _(lesson)
    for effect in view.card_effects:
        name = effect.name if effect.name in LESSONS else None
        if name is not None and name not in taught:
            taught.add(name)
            return _(LESSONS[name])
    return None
