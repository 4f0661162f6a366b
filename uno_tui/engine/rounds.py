"""Rounds: choosing the dealer (O2), dealing (O3, H-handicap), the first card
(O4, O5) and the next round (O16). Going out, blocked rounds, scoring (S1-S5) and
the standings are ending.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .effects import FLIP, REVERSE, SKIP, flip
from .events import REDRAW_ALWAYS, REDRAW_EFFECT, REDRAW_WILD, Event, EventKind
from .moves import IllegalMove
from .phases import COLOUR
from .refusals import refuse

if TYPE_CHECKING:
    from .state import State


# -- dealing --------------------------------------------------------------


def choose_first_dealer(game: State) -> None:
    """O2: everyone draws; the highest number deals; ties draw again."""
    seats = list(range(game._n))
    if game.rules.start_player == "random":
        game.dealer = (game._rng.choice(seats) - 1) % game._n
        game.events.append(Event(EventKind.DEALER, game.dealer))
        return
    deck: list[str] = []
    tie = 0  # how many ties were drawn again before this draw (told in the log)
    while len(seats) > 1:
        if len(deck) < len(seats):
            deck = game._deck()
            game._rng.shuffle(deck)
        drawn = {s: deck.pop() for s in seats}
        for s, card in drawn.items():
            game.events.append(Event(EventKind.DEALER_DRAW, s, (card,), tie))
        tie += 1
        value = {s: game._cards[c].number or 0 for s, c in drawn.items()}
        best = max(value.values())
        seats = [s for s in seats if value[s] == best]
    game.dealer = seats[0]
    game.events.append(Event(EventKind.DEALER, game.dealer))


def handicap(game: State) -> list[int]:
    """H-handicap: extra cards for each seat this round."""
    kind, extra = game.rules.handicap, [0] * game._n
    if kind == "rank":
        for bonus, seat in zip((3, 2, 1), game._last_order, strict=False):
            extra[seat] = bonus
    elif kind == "wins":
        extra = list(game._wins)
    elif kind == "points":
        extra = [min(5, max(0, score) // 100) for score in game.scores]
    return extra


def start_round(game: State) -> list[Event]:
    rules, rng = game.rules, game._rng
    deck = game._deck()
    rng.shuffle(deck)
    seats = [s for s in range(game._n) if game._in_game[s]]
    extra = handicap(game)
    size = rules.hand_size_for(len(seats))
    for i in range(size + max(extra)):
        for s in seats:
            if (i < size + extra[s]) and len(deck) > 1:
                game._hands[s].append(deck.pop())
    game._draw = deck
    events = [Event(EventKind.DEAL, count=size)]
    for s in seats:
        if extra[s]:
            events.append(Event(EventKind.HANDICAP, s, count=extra[s]))
    if rules.first_direction == "random" and rng.random() < 0.5:
        game.direction = -1
        events.append(Event(EventKind.REVERSE, game.dealer, count=-1))

    def why_back(card: str) -> int | None:
        """Why `card` goes back if turned up first (REDRAW_…, told in the log), or None."""
        effect = game._effect[card]
        # "Non-number": a card with an effect, but for a number that has one (a 7 or 0
        # under H-seven-zero stays, and does nothing as the first card, O5).
        if rules.first_card == "redraw-non-number" and not (effect.plain or effect.number):
            return REDRAW_EFFECT
        if rules.first_card == "redraw-wild" and effect.wild:  # H-first-wild
            return REDRAW_WILD
        return REDRAW_ALWAYS if effect.redrawn_first else None

    # A big handicap deal can leave only cards that would be redrawn: the last one stays.
    flippable = any(why_back(card) is None for card in deck)
    while True:
        card = deck.pop()
        why = why_back(card)
        if not flippable or why is None:
            break
        events.append(Event(EventKind.REDRAW, cards=(card,), count=why))
        deck.append(card)
        rng.shuffle(deck)
    game._discard = [card]
    events.append(Event(EventKind.FLIP, cards=(card,)))
    for s in seats:  # (H-forced-draw applies to a dealt hand too)
        game._run_hands_changed(s, events)
    first_card_effect(game, card, events)
    game.events += events
    return events


def first_card_effect(game: State, card: str, events: list[Event]) -> None:
    """O5: the first card acts as if the dealer had played it."""
    dealer, effect, c = game.dealer, game._effect[card], game._cards[card]
    game.turn = game._next(dealer)
    if effect is FLIP and flip.turn_over(game, events):  # FLIP!: the new top does nothing
        game.phase = COLOUR  # but a wild's colour, which the first player declares
        return
    if effect is FLIP:
        return
    if card in game._wilds:
        game.phase = COLOUR  # the first player declares the colour, then plays
        return
    game._set_top(c.colour, c.face)
    if effect is SKIP:
        victim = game.turn
        events.append(Event(EventKind.SKIP, victim))
        game._advance(victim)
    elif effect is REVERSE:
        if game._two_player():
            events.append(Event(EventKind.SKIP, game.turn))
            game._advance(game.turn)
        else:
            game.direction = -game.direction
            events.append(Event(EventKind.REVERSE, dealer, count=game.direction))
            game.turn = dealer
    elif effect.draw:
        victim = game.turn
        events += game._give(victim, effect.draw)
        events.append(Event(EventKind.SKIP, victim))
        game._advance(victim)


# -- the next round -------------------------------------------------------


def next_round(game: State) -> list[Event]:
    """Deal the next round (O16)."""
    if not game.round_over or game.game_over:
        raise IllegalMove(refuse("next-round-early"))
    winner = game.winner
    assert winner is not None
    game._seated = list(game._in_game)
    game.direction = 1
    if game.rules.next_dealer == "winner" and game._in_game[winner]:
        dealer = winner
    else:
        dealer = game._next(game.dealer)
    seats: list[Event] = []
    for hook in game._hook_new_round:  # (H-shuffle-seats: the names move, and what they hold)
        dealer = hook(game, dealer, seats)
    game._reset_round_state()
    game.dealer = dealer
    game.round_number += 1
    dealt = [*seats, Event(EventKind.DEALER, dealer)]  # the log says who deals this round
    game.events = list(dealt)
    return dealt + start_round(game)
