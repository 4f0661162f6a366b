"""Events: what a move did, as values, and one English sentence for each."""

from __future__ import annotations

from typing import NamedTuple

from .cards import colour_name


class Event(NamedTuple):
    """One thing that happened; immutable (a NamedTuple: cheap to make in the move loop)."""

    kind: str
    player: int | None = None
    cards: tuple[str, ...] = ()
    count: int = 0  # type: ignore[assignment]  # a field, shadowing tuple.count on purpose
    colour: str | None = None  # colour or suit letter
    target: int | None = None
    private_to: int | None = None  # only this seat may see the event


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def describe(event: Event, names: list[str], viewer: int | None = None) -> str | None:
    """One sentence for `viewer` (None = the shared screen); None if they may not see it."""
    if event.private_to is not None and event.private_to != viewer:
        return None
    who = names[event.player] if event.player is not None else ""
    whom = names[event.target] if event.target is not None else ""
    cards = " ".join(event.cards)
    colour = colour_name(event.colour) or ""
    k = event.kind
    if k == "dealer-draw":
        return f"{who} draws {cards} to choose the dealer."
    if k == "dealer":
        return f"{who} deals."
    if k == "deal":
        return f"Each player is dealt {_cards(event.count)}."
    if k == "flip":
        return f"The first card is {cards}."
    if k == "redraw":
        return f"{cards} goes back into the deck; another card is turned up."
    if k == "play":
        return f"{who} plays {cards}" + (f" and chooses {colour}." if colour else ".")
    if k == "colour":
        return f"{who} chooses {colour}."
    if k == "draw":
        seen = viewer == event.player and event.cards
        return f"{who} draws {cards if seen else _cards(event.count)}."
    if k == "skip":
        return f"{who} is skipped."
    if k == "reverse":
        return "Play now goes " + ("clockwise." if event.count == 1 else "counter-clockwise.")
    if k == "uno":
        return f"{who} calls UNO!"
    if k == "pageone":
        return f'{who} says "Page One!"'
    if k == "stop":
        return f'{who} says "Stop!"'
    if k == "jumpin":
        return f"{who} jumps in with {cards}!"
    if k == "facedown":
        return f"{who} passes with a card face down ({event.count} used)."
    if k == "doubt":
        return f"{who} doubts {whom}'s face-down card: it was {cards}."
    if k == "doubt-result":
        return f"{who} draws 4 for the doubt."
    if k == "fault":
        return f"Fault: {who} draws {_cards(event.count)}."
    if k == "swap":
        return f"{who} swaps hands with {whom}."
    if k == "pass-hands":
        return "Every hand passes to the next player."
    if k == "shuffle-hands":
        return f"{who} shuffles all hands together and deals them out again."
    if k == "discard":
        return f"{who} discards {cards}."
    if k == "forced-draw":
        return f"{who} holds no number card and must draw 2."
    if k == "handicap":
        return f"{who} starts with {_cards(event.count)} extra (success weight)."
    if k == "last-card-penalty":
        return f"{who}'s last card is an action card: {_cards(event.count)} penalty."
    if k == "finish-penalty":
        return f"{who} may not go out like that: {_cards(event.count)} penalty, play goes on."
    if k == "catch":
        return f"{who} catches {whom} without the call: {whom} draws {_cards(event.count)}."
    if k == "challenge":
        return f"{who} challenges {whom}'s Wild Draw Four."
    if k == "reveal":
        return f"{whom}'s hand when the Wild Draw Four was played: {cards}."
    if k == "guilty":
        return f"The challenge succeeds: {whom} was bluffing."
    if k == "innocent":
        return f"The challenge fails: {whom} played the Wild Draw Four honestly."
    if k == "take-back":
        return f"{who} takes the Wild Draw Four back."
    if k == "keep":
        return f"{who} keeps the drawn card."
    if k == "pass":
        if event.count:  # H-hand-limit
            return f"{who} holds {_cards(event.count)}, the hand limit, and passes."
        return f"{who} has nothing to draw and passes."
    if k == "misplay":
        return f"{who} tried {cards}, which does not match: {_cards(event.count)} penalty."
    if k == "penalty-points":
        return f"{who} takes {event.count} penalty points."
    if k == "reshuffle":
        return f"The discard pile is shuffled into a new draw pile ({_cards(event.count)})."
    # The Tōgen deck (RULES 6c).
    if k == "counter":
        return f"{who} counters: it goes back to {whom}."
    if k == "turn-up":
        return f"Hit+? turns up {cards}: the total is {event.count}."
    if k == "choose":
        return f"{who} chooses what the Gamble acts as: the total is {event.count}."
    if k == "change":
        return f"{who} aims a Change at {whom}."
    if k == "hand-under":
        return f"{who} puts {_cards(event.count)} under the draw pile and draws as many."
    if k == "change-hand":
        return f"{who}'s old hand goes under the draw pile: {cards}."
    if k == "gamble-as":
        return f"{who}'s Gamble acts as {cards}."
    if k == "all-hit":
        return f"{who}'s Gamble is All Hit+2: every other player draws 2 or counters."
    if k == "owe":
        return f"{who} owes {_cards(event.count)} as stock."
    if k == "stock-paid":
        return f"{who} draws {_cards(event.count)} of owed stock."
    if k == "out":
        return f"{who} has no cards left!"
    if k == "round-over":
        return f"{who} wins the round and scores {event.count}."
    if k == "blocked":
        return "Nobody can play or draw: the round is blocked; the lowest hand wins it."
    if k == "eliminated":
        if event.count:  # H-elimination
            return f"{who} holds the most cards ({event.count}) and leaves the game."
        return f"{who} reaches the penalty limit and leaves the game."
    if k == "bomb":
        return f"Bomb! {event.count} cards of one number: everyone but {who} draws 1."
    if k == "seats":
        return "New seating for this round: " + ", ".join(event.cards) + "."
    if k == "time-up":
        return f"Time is up: {who} holds the fewest cards and wins the round."
    if k == "game-over":
        return f"{who} wins the game!"
    return f"{k} {who} {cards}".strip()
