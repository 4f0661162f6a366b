"""Events: what a move did, as values (`Event`, its `EventKind`), and the one table
from kind to the sentence a player reads (`SENTENCES`, used by `describe`)."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from ..language import N_, _, listed, ngettext
from .cards import parse_card, shown_colour


class EventKind(StrEnum):
    """Every kind of event. A str: `event.kind == "play"` holds, records and tests read it."""

    DEALER_DRAW = "dealer-draw"
    DEALER = "dealer"
    DEAL = "deal"
    FLIP = "flip"
    REDRAW = "redraw"
    PLAY = "play"
    COLOUR = "colour"
    DRAW = "draw"
    SKIP = "skip"
    REVERSE = "reverse"
    UNO = "uno"
    PAGEONE = "pageone"
    STOP = "stop"
    JUMPIN = "jumpin"
    FACEDOWN = "facedown"
    DOUBT = "doubt"
    DOUBT_RESULT = "doubt-result"
    FAULT = "fault"
    SWAP = "swap"
    PASS_HANDS = "pass-hands"
    SHUFFLE_HANDS = "shuffle-hands"
    DISCARD = "discard"
    FORCED_DRAW = "forced-draw"
    HANDICAP = "handicap"
    LAST_CARD_PENALTY = "last-card-penalty"
    FINISH_PENALTY = "finish-penalty"
    CATCH = "catch"
    CHALLENGE = "challenge"
    REVEAL = "reveal"
    GUILTY = "guilty"
    INNOCENT = "innocent"
    TAKE_BACK = "take-back"
    KEEP = "keep"
    PASS = "pass"
    MISPLAY = "misplay"
    PENALTY_POINTS = "penalty-points"
    RESHUFFLE = "reshuffle"
    # The Tōgen deck (RULES 6c).
    COUNTER = "counter"
    TURN_UP = "turn-up"
    CHOOSE = "choose"
    CHANGE = "change"
    HAND_UNDER = "hand-under"
    CHANGE_HAND = "change-hand"
    GAMBLE_AS = "gamble-as"
    ALL_HIT = "all-hit"
    OWE = "owe"
    STOCK_PAID = "stock-paid"
    # UNO FLIP! (RULES 6d).
    TURN_OVER = "turn-over"
    UNDO = "undo"  # a play taken back (options/undo.py)
    # No Mercy (RULES 6e).
    DISCARD_ALL = "discard-all"
    ROULETTE = "roulette"
    KNOCKED_OUT = "knocked-out"
    LAST_STANDING = "last-standing"
    # Ends.
    OUT = "out"
    ROUND_OVER = "round-over"
    BLOCKED = "blocked"
    ELIMINATED = "eliminated"
    BOMB = "bomb"
    SEATS = "seats"
    TIME_UP = "time-up"  # the round's time ran out (H-timer)
    TIME_OUT = "time-out"  # a turn's time ran out: the timeout move (H-timer)
    GAME_OVER = "game-over"


K = EventKind
# Why a first card goes back (REDRAW's `count`, RULES O5): it never starts a round (Wild
# Draw Four), or first_card puts back a card with an effect, or a wild (H-first-wild).
REDRAW_ALWAYS, REDRAW_EFFECT, REDRAW_WILD = 0, 1, 2
# The calls' events by word ("uno", "pageone", "stop"): a dict lookup, not EventKind(word).
CALL_EVENTS = {k.value: k for k in (K.UNO, K.PAGEONE, K.STOP)}


class Event(NamedTuple):
    """One thing that happened; immutable (a NamedTuple: cheap to make in the move loop)."""

    kind: EventKind
    player: int | None = None
    cards: tuple[str, ...] = ()
    count: int = 0  # type: ignore[assignment]  # a field, shadowing tuple.count on purpose
    colour: str | None = None  # colour or suit letter
    target: int | None = None
    private_to: int | None = None  # only this seat may see the event


# What a player reads, per kind (and variant: "kind/variant", see `sentence_key`).
# Fields: {who} the player, {whom} the target, {cards} the cards, {colour} its word,
# {count} the number, {n_cards} "1 card" / "2 cards" (card_count).
# Marked N_: translated where a sentence is made (`describe`).
SENTENCES: dict[str, str] = {
    K.DEALER_DRAW: N_("{who} draws {cards} to choose the dealer."),
    "dealer-draw/tie": N_("{who} draws {cards} to break the tie."),
    # O2: action and wild cards count as 0.
    "dealer-draw/zero": N_("{who} draws {cards} (counts as 0) to choose the dealer."),
    "dealer-draw/tie-zero": N_("{who} draws {cards} (counts as 0) to break the tie."),
    K.DEALER: N_("{who} deals."),
    K.DEAL: N_("Each player is dealt {n_cards}."),
    K.FLIP: N_("The first card is {cards}."),
    K.REDRAW: N_(
        "{cards} may not be the first card: it goes back into the deck; another is turned up."
    ),
    "redraw/effect": N_(
        "{cards} has an effect, so it goes back into the deck; another card is turned up."
    ),
    "redraw/wild": N_(
        "{cards} is a wild, so it goes back into the deck; another card is turned up."
    ),
    K.PLAY: N_("{who} plays {cards}."),
    "play/colour": N_("{who} plays {cards} and chooses {colour}."),
    K.COLOUR: N_("{who} chooses {colour}."),
    # After a Greninja, a Flip's turned-up wild or a countered Change: for the next player.
    "colour/for": N_("{who} chooses {colour} for {whom}."),
    K.DRAW: N_("{who} draws {n_cards}."),
    "draw/seen": N_("{who} draws {cards}."),
    K.SKIP: N_("{who} is skipped."),
    "reverse/clockwise": N_("Play now goes clockwise."),
    "reverse/counter-clockwise": N_("Play now goes counter-clockwise."),
    K.UNO: N_("{who} calls UNO!"),
    K.PAGEONE: N_('{who} says "Page One!"'),
    K.STOP: N_('{who} says "Stop!"'),
    # (the seats between lose their turn: said, or a family asks why they did not play)
    K.JUMPIN: N_("{who} jumps in with {cards}! Play goes on from {who}."),
    "jumpin/colour": N_(
        "{who} jumps in with {cards} and chooses {colour}! Play goes on from {who}."
    ),
    # (on their own card: identical cards go down together, as street rules allow)
    "jumpin/own": N_("{who} puts down {cards} too: identical cards may go down together."),
    "jumpin/own-colour": N_(
        "{who} puts down {cards} too and chooses {colour}: identical cards may go down together."
    ),
    K.FACEDOWN: N_("{who} passes with a card face down ({count} used)."),
    K.DOUBT: N_("{who} doubts {whom}'s face-down card: it was {cards}."),
    K.DOUBT_RESULT: N_("{who} draws 4 for the doubt."),
    K.FAULT: N_("Fault: {who} draws {n_cards}."),
    "fault/catch": N_("Fault: {whom} cannot be caught now; {who} draws {n_cards}."),
    "fault/jump-in": N_("Fault: {who} may not jump in with {cards}; {who} draws {n_cards}."),
    K.SWAP: N_("{who} swaps hands with {whom}."),
    K.PASS_HANDS: N_("Every hand passes to the next player."),
    K.SHUFFLE_HANDS: N_("{who} shuffles all hands together and deals them out again."),
    K.DISCARD: N_("{who} discards {cards}."),
    K.FORCED_DRAW: N_("{who} holds no number card and must draw 2."),
    K.HANDICAP: N_("{who} starts with {n_cards} extra (success weight)."),
    K.LAST_CARD_PENALTY: N_("{who}'s last card is an action card: {n_cards} penalty."),
    K.FINISH_PENALTY: N_("{who} may not go out like that: {n_cards} penalty, play goes on."),
    K.CATCH: N_("{who} catches {whom} without the call: {whom} draws {n_cards}."),
    # The challenged card ({cards}): a Wild Draw Four, FLIP!'s Wild Draw Two or Wild
    # Draw Colour, or a Joker played as a Wild Draw Four (Page One).
    K.CHALLENGE: N_("{who} challenges {whom}'s {cards}."),
    K.REVEAL: N_("{whom}'s hand when the challenged card was played: {cards}."),
    K.GUILTY: N_("The challenge succeeds: {whom} was bluffing."),
    K.INNOCENT: N_("The challenge fails: {whom} played the {cards} honestly."),
    K.TAKE_BACK: N_("{who} takes the {cards} back."),
    K.KEEP: N_("{who} keeps the drawn card."),
    K.PASS: N_("{who} has nothing to draw and passes."),
    "pass/limit": N_("{who} holds {n_cards}, the hand limit, and passes."),  # H-hand-limit
    K.MISPLAY: N_("{who} tried {cards}, which does not match: {n_cards} penalty."),
    K.PENALTY_POINTS: N_("{who} takes {count} penalty points."),
    K.RESHUFFLE: N_("The discard pile is shuffled into a new draw pile ({n_cards})."),
    K.COUNTER: N_("{who} counters: it goes back to {whom}."),
    K.TURN_UP: N_("Hit+? turns up {cards}: the total is {count}."),
    K.CHOOSE: N_("{who} chooses what the Gamble acts as: the total is {count}."),
    K.CHANGE: N_("{who} aims a Change at {whom}."),
    K.HAND_UNDER: N_("{who} puts {n_cards} under the draw pile and draws as many."),
    K.CHANGE_HAND: N_("{who}'s old hand goes under the draw pile: {cards}."),
    K.GAMBLE_AS: N_("{who}'s Gamble acts as {cards}."),
    K.ALL_HIT: N_("{who}'s Gamble is All Hit+2: every other player draws 2 or counters."),
    K.OWE: N_("{who} owes {n_cards} as stock."),
    K.STOCK_PAID: N_("{who} draws {n_cards} of owed stock."),
    K.UNDO: N_("{who} takes back {cards}."),
    "turn-over/dark": N_("Flip! Everything turns over to the dark side; the top card is {cards}."),
    "turn-over/light": N_(
        "Flip! Everything turns over to the light side; the top card is {cards}."
    ),
    # No Mercy (RULES 6e).
    K.DISCARD_ALL: N_("{who}'s Discard All takes {cards} with it ({n_cards})."),
    K.ROULETTE: N_("Colour Roulette: {who} turns up {cards} and takes them all ({n_cards})."),
    # Stopped by the Mercy rule before a card of the colour named ({colour}) came up.
    "roulette/mercy": N_(
        "Colour Roulette: {who} turns up {cards} ({n_cards}), no {colour} card among them; "
        "the Mercy rule stops it there."
    ),
    K.KNOCKED_OUT: N_(
        "Mercy rule: {who} holds {n_cards} and is out of the round; the cards go "
        "under the discard pile."
    ),
    K.LAST_STANDING: N_("{who} is the last player left in the round."),
    K.OUT: N_("{who} has no cards left!"),
    K.ROUND_OVER: N_("{who} wins the round and scores {count}."),
    "round-over/team": N_("{who} wins the round: {who} and {whom} score {count} each."),  # H-team
    K.BLOCKED: N_("Nobody can play or draw: the round is blocked; the lowest hand wins it."),
    K.ELIMINATED: N_("{who} reaches the penalty limit and leaves the game."),
    "eliminated/most": N_(
        "{who} holds the most cards ({count}) and leaves the game."
    ),  # H-elimination
    K.BOMB: N_("Bomb! {count} cards of one number: everyone but {who} draws 1."),
    K.SEATS: N_("New seating for this round: {seating}."),
    K.TIME_UP: N_("Time is up: {who} holds the fewest cards and wins the round."),
    K.TIME_OUT: N_("{who}'s time is up."),
    K.GAME_OVER: N_("{who} wins the game!"),
    "game-over/team": N_("{who} and {whom} win the game!"),  # partners (H-team)
}


def card_count(n: int) -> str:
    """'1 card', '2 cards', in the language in use."""
    return ngettext("{count} card", "{count} cards", n).format(count=n)


def sentence_key(event: Event, viewer: int | None) -> str:
    """Which of the kind's sentences tells `event` to `viewer`."""
    k = event.kind
    if k == K.DEALER_DRAW:  # (a FLIP! card counts by its light face, as it is drawn)
        card = parse_card(event.cards[0])
        zero = card is not None and card.number is None
        if event.count:
            return "dealer-draw/tie-zero" if zero else "dealer-draw/tie"
        return "dealer-draw/zero" if zero else k
    if k == K.REDRAW and event.count:
        return "redraw/effect" if event.count == REDRAW_EFFECT else "redraw/wild"
    if k == K.PLAY and event.colour:
        return "play/colour"
    if k == K.COLOUR and event.target is not None:
        return "colour/for"
    if k == K.JUMPIN:  # (the play it makes, told in one line: the log)
        own = event.target == event.player  # (target: whose card it jumps in on)
        if own:
            return "jumpin/own-colour" if event.colour else "jumpin/own"
        return "jumpin/colour" if event.colour else k
    if k == K.DRAW and viewer == event.player and event.cards:
        return "draw/seen"
    if k == K.REVERSE:
        return "reverse/clockwise" if event.count == 1 else "reverse/counter-clockwise"
    if k == K.ROULETTE and event.target is not None:  # (target: the seat put out)
        return "roulette/mercy"
    if k == K.PASS and event.count:
        return "pass/limit"
    if k == K.TURN_OVER:
        return "turn-over/dark" if event.count else "turn-over/light"
    if k == K.ROUND_OVER and event.target is not None:
        return "round-over/team"
    if k == K.GAME_OVER and event.target is not None:
        return "game-over/team"
    if k == K.ELIMINATED and event.count:
        return "eliminated/most"
    if k == K.FAULT and (event.target is not None or event.cards):
        return "fault/catch" if event.target is not None else "fault/jump-in"
    return k


def describe(
    event: Event, names: list[str], viewer: int | None = None, shown: tuple[str, ...] = ()
) -> str | None:
    """One sentence for `viewer` (None = the shared screen); None if they may not see it.
    `shown`: the event's cards as the screen names them ("G Skip"; default: their text);
    which sentence tells the event is read from the cards themselves."""
    if event.private_to is not None and event.private_to != viewer:
        return None
    template = _(SENTENCES[sentence_key(event, viewer)])
    return template.format(
        who=names[event.player] if event.player is not None else "",
        whom=names[event.target] if event.target is not None else "",
        cards=listed(shown or event.cards),
        seating=listed(event.cards),
        colour=shown_colour(event.colour) or "",
        count=event.count,
        n_cards=card_count(event.count),
    )
