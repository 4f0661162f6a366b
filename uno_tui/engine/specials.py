"""Effects that move whole hands or reach past the next player: hand swaps
(W-swap, H-seven-zero), Shuffle Hands, the Customizable wild's discards,
Snorlax, Greninja, and the forced draw of H-forced-draw, as a Game mixin."""

from __future__ import annotations

from .cards import ALL_CARDS, colour_name
from .events import Event
from .moves import IllegalMove, Move
from .phases import COLOUR, PLAY


class SpecialRules:
    def _hands_changed(self, seats, events: list[Event]) -> None:
        """After hands moved: UNO states start afresh, and forced draws apply."""
        for s in seats:
            self._called[s] = False
            if s in self._liable:
                self._liable.remove(s)
        for s in seats:
            self._forced_draw(s, events)

    def _swap(self, p: int, target: int, events: list[Event]) -> None:
        hands = self._hands
        hands[p], hands[target] = hands[target], hands[p]
        events.append(Event("swap", p, target=target))
        self._hands_changed((p, target), events)

    def _pass_hands_on(self, events: list[Event]) -> None:
        """H-seven-zero: every hand moves to the next player in the direction of play."""
        seats = [s for s in range(self._n) if self._seated[s]]
        old = {s: self._hands[s] for s in seats}
        for s in seats:
            self._hands[self._next(s)] = old[s]
        events.append(Event("pass-hands", count=self.direction))
        self._hands_changed(seats, events)

    def _shuffle_hands(self, p: int, events: list[Event]) -> None:
        """W-shuffle: all hands are shuffled together and dealt out from p's left."""
        seats = [s for s in range(self._n) if self._seated[s]]
        cards = [c for s in seats for c in self._hands[s]]
        self._rng.shuffle(cards)
        for s in seats:
            self._hands[s] = []
        seat = p
        for card in cards:
            seat = self._next(seat)
            self._hands[seat].append(card)
        events.append(Event("shuffle-hands", p, count=len(cards)))
        self._hands_changed(seats, events)

    def _bury(self, seat: int, cards: list[str]) -> None:
        """Cards discarded by an effect go under the top card, which stays."""
        for card in cards:
            self._hands[seat].remove(card)
        self._discard[-1:-1] = cards

    def _discard_wilds(self, p: int, events: list[Event]) -> None:
        for s in range(self._n):
            if s == p or not self._seated[s]:
                continue
            wilds = [c for c in self._hands[s] if c in self._wilds]
            if wilds:
                self._bury(s, wilds)
                events.append(Event("discard", s, tuple(wilds), len(wilds)))
                if not self._hands[s]:
                    events += self._player_out(s, ())
                    if self.round_over:
                        return

    def _snorlax(self, victim: int, colour: str, events: list[Event]) -> None:
        """Draw 3, then discard every card of the declared colour; the turn ends."""
        events += self._give(victim, 3)
        same = [c for c in self._hands[victim] if ALL_CARDS[c].colour == colour]
        if same:
            self._bury(victim, same)
            events.append(Event("discard", victim, tuple(same), len(same)))
        events.append(Event("skip", victim))
        if not self._hands[victim]:
            events += self._player_out(victim, ())
        else:
            self._forced_draw(victim, events)

    def _greninja(self, victim: int, colour: str, events: list[Event]) -> None:
        """Draw one at a time until a card of the declared colour; the turn ends."""
        while True:
            got = self._give(victim, 1)
            events += got
            if not got or ALL_CARDS[self._hands[victim][-1]].colour == colour:
                break
        events.append(Event("skip", victim))

    def _forced_draw(self, seat: int, events: list[Event]) -> None:
        """H-forced-draw: a hand of only action and wild cards draws 2 at a time."""
        if not self.rules.forced_draw or self.round_over:
            return
        hand = self._hands[seat]
        while hand and not any(ALL_CARDS[c].is_number for c in hand):
            got = self._give(seat, 2)
            if not got:
                break
            events.append(Event("forced-draw", seat))
            events += got

    def _move_colour(self, move: Move, by: int) -> list[Event]:
        self._require_turn(by, "choose a colour", COLOUR)
        if move.colour not in self._colour_letters:
            names = ", ".join(colour_name(c) for c in self._colour_letters)
            raise IllegalMove(f"choose one of {names}")
        self._set_top(move.colour, None)
        self.phase = PLAY
        if self._after_colour is not None:  # Greninja: the colour is for the next player
            self.turn, self._after_colour = self._after_colour, None
        return [Event("colour", by, colour=move.colour)]
