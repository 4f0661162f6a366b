"""Rounds: choosing the dealer (O2), dealing (O3, H-handicap), the first card
(O4, O5), going out (O13, S4), blocked rounds, scoring (S1-S5) and the next
round (O16), as a Game mixin."""

from __future__ import annotations

from .cards import ALL_CARDS
from .effects import DRAW_AMOUNTS
from .events import Event
from .moves import IllegalMove
from .phases import COLOUR, GAME_OVER, ROUND_OVER
from .scoring import places, round_deltas


class RoundRules:
    # -- dealing --------------------------------------------------------------

    def _choose_first_dealer(self) -> None:
        """O2: everyone draws; the highest number deals; ties draw again."""
        seats = list(range(self._n))
        if self.rules.start_player == "random":
            self.dealer = (self._rng.choice(seats) - 1) % self._n
            self.events.append(Event("dealer", self.dealer))
            return
        deck: list[str] = []
        while len(seats) > 1:
            if len(deck) < len(seats):
                deck = self.rules.deck_cards()
                self._rng.shuffle(deck)
            drawn = {s: deck.pop() for s in seats}
            for s, card in drawn.items():
                self.events.append(Event("dealer-draw", s, (card,)))
            value = {s: ALL_CARDS[c].number or 0 for s, c in drawn.items()}
            best = max(value.values())
            seats = [s for s in seats if value[s] == best]
        self.dealer = seats[0]
        self.events.append(Event("dealer", self.dealer))

    def _handicap(self) -> list[int]:
        """H-handicap: extra cards for each seat this round."""
        kind, extra = self.rules.handicap, [0] * self._n
        if kind == "rank":
            for bonus, seat in zip((3, 2, 1), self._last_order, strict=False):
                extra[seat] = bonus
        elif kind == "wins":
            extra = list(self._wins)
        elif kind == "points":
            extra = [min(5, max(0, score) // 100) for score in self.scores]
        return extra

    def _start_round(self) -> list[Event]:
        rules, rng = self.rules, self._rng
        deck = rules.deck_cards()
        rng.shuffle(deck)
        seats = [s for s in range(self._n) if self._in_game[s]]
        extra = self._handicap()
        size = rules.hand_size_for(len(seats))
        for i in range(size + max(extra)):
            for s in seats:
                if (i < size + extra[s]) and len(deck) > 1:
                    self._hands[s].append(deck.pop())
        self._draw = deck
        events = [Event("deal", count=size)]
        for s in seats:
            if extra[s]:
                events.append(Event("handicap", s, count=extra[s]))
        if rules.first_direction == "random" and rng.random() < 0.5:
            self.direction = -1
            events.append(Event("reverse", self.dealer, count=-1))
        while True:
            card = deck.pop()
            effect = self._effect[card]
            c = ALL_CARDS[card]
            # "Non-number": a special card, or with UNO cards anything but a number.
            plain = effect is None and (c.is_number or c.playing_card)
            redraw = effect == "wild4" or (rules.first_card == "redraw-non-number" and not plain)
            if not redraw:
                break
            events.append(Event("redraw", cards=(card,)))
            deck.append(card)
            rng.shuffle(deck)
        self._discard = [card]
        events.append(Event("flip", cards=(card,)))
        for s in seats:  # H-forced-draw applies to a dealt hand too
            self._forced_draw(s, events)
        self._first_card_effect(card, events)
        self.events += events
        return events

    def _first_card_effect(self, card: str, events: list[Event]) -> None:
        """O5: the first card acts as if the dealer had played it."""
        dealer, effect, c = self.dealer, self._effect[card], ALL_CARDS[card]
        self.turn = self._next(dealer)
        if card in self._wilds:
            self.phase = COLOUR  # the first player declares the colour, then plays
            return
        self._set_top(c.colour, c.face)
        if effect == "skip":
            victim = self.turn
            events.append(Event("skip", victim))
            self._advance(victim)
        elif effect == "reverse":
            if self._two_player():
                events.append(Event("skip", self.turn))
                self._advance(self.turn)
            else:
                self.direction = -self.direction
                events.append(Event("reverse", dealer, count=self.direction))
                self.turn = dealer
        elif effect in DRAW_AMOUNTS:
            victim = self.turn
            events += self._give(victim, DRAW_AMOUNTS[effect])
            events.append(Event("skip", victim))
            self._advance(victim)

    # -- going out and round end -------------------------------------------

    def _player_out(self, p: int, cards: tuple[str, ...]) -> list[Event]:
        """p has no cards left: they win the round, or (S4) take the next place."""
        events = [Event("out", p)]
        if p in self._liable:
            self._liable.remove(p)
        if self.rules.play_to_last:
            self._finished.append(p)
            self._seated[p] = False
            if sum(self._seated) > 1:
                if cards:  # the last cards' effects still apply from p's seat
                    from .moves import Move

                    self._apply_effects(p, Move("play", cards), self._pending, 0, events)
                elif self.turn == p or not self._seated[self.turn]:
                    self._advance(p)
                return events
            return events + self._finish_round(self._finished[0])
        draws = sum(DRAW_AMOUNTS.get(self._effect[c], 0) for c in cards)
        if draws:  # O13: the next player still draws, and those cards count
            events += self._give(self._next(p), self._pending + draws)
        return events + self._finish_round(p)

    def _blocked(self) -> list[Event]:
        """Nothing to draw and nobody can play: the lowest hand wins the round."""
        seats = [s for s in range(self._n) if self._seated[s]]
        winner = min(seats, key=lambda s: (self.hand_points(s), len(self._hands[s]), s))
        return [Event("blocked"), *self._player_out(winner, ())]

    def _round_order(self) -> list[int]:
        """The round's places: finishing order, then by the points still held."""
        rest = [s for s in range(self._n) if self._in_game[s] and s not in self._finished]
        rest.sort(key=lambda s: (self.hand_points(s), len(self._hands[s]), s))
        return self._finished + rest

    def _finish_round(self, winner: int) -> list[Event]:
        self.round_over, self.winner, self.phase = True, winner, ROUND_OVER
        self._liable.clear()
        self._doubt = None
        self._pending = self._fine = 0
        if winner not in self._finished:
            self._finished.insert(0, winner)
        order = self._round_order()
        self._last_order = order
        self._wins[winner] += 1
        scoring = self.rules.scoring
        points = [self.hand_points(s) if self._in_game[s] else None for s in range(self._n)]
        if scoring == "penalty":
            deltas = list(self._round_penalties)
        else:
            if scoring == "ranking":
                deltas = [0] * self._n
                for place, seat in enumerate(order):
                    deltas[seat] = len(order) - 1 - place
            elif scoring == "round-wins":
                deltas = [int(s == winner) for s in range(self._n)]
            else:
                deltas = round_deltas(scoring, points, winner)
            self.scores = [a + b for a, b in zip(self.scores, deltas, strict=True)]
        self.round_scores.append(deltas)
        events = [Event("round-over", winner, count=deltas[winner])]
        if self._game_is_over(events):
            self.game_over, self.phase = True, GAME_OVER
            self.game_winner = self.ranking()[0]
            events.append(Event("game-over", self.game_winner))
        return events

    def _game_is_over(self, events: list[Event]) -> bool:
        rules = self.rules
        if rules.scoring == "points":
            return max(self.scores) >= rules.target_score
        if rules.scoring == "round-table":
            return self.round_number >= rules.rounds
        if rules.scoring == "ranking":
            return self.round_number >= rules.rounds or max(self.scores) >= rules.target_score
        if rules.scoring == "round-wins":
            return max(self.scores) >= rules.target_wins
        out = [
            s for s in range(self._n) if self._in_game[s] and self.scores[s] >= rules.penalty_limit
        ]
        if len(out) == sum(self._in_game):  # everyone left went over: the fewest points stays
            out.remove(min(out, key=lambda s: (self.scores[s], s)))
        for s in sorted(out, key=lambda s: -self.scores[s]):
            self._in_game[s] = False
            self._eliminated.append(s)
            events.append(Event("eliminated", s))
        return sum(self._in_game) <= 1

    def _penalty_points(self, seat: int, events: list[Event]) -> None:
        """S3: a player caught in a foul adds their hand's points to their penalty."""
        if self.rules.scoring == "penalty":
            points = self.hand_points(seat)
            self._round_penalties[seat] += points
            self.scores[seat] += points
            events.append(Event("penalty-points", seat, count=points))

    def next_round(self) -> list[Event]:
        """Deal the next round (O16)."""
        if not self.round_over or self.game_over:
            raise IllegalMove("the next round starts only after a round is over")
        winner = self.winner
        self._seated = list(self._in_game)
        self.direction = 1
        if self.rules.next_dealer == "winner" and self._in_game[winner]:
            dealer = winner
        else:
            dealer = self._next(self.dealer)
        self._reset_round_state()
        self.dealer = dealer
        self.round_number += 1
        self.events = []
        return self._start_round()

    # -- standings ------------------------------------------------------------

    def ranking(self) -> list[int]:
        """Seats best first."""
        if self.rules.scoring == "penalty":
            standing = sorted(
                (s for s in range(self._n) if self._in_game[s]), key=self.scores.__getitem__
            )
            return standing + self._eliminated[::-1]
        return sorted(range(self._n), key=lambda s: -self.scores[s])

    def places(self) -> list[int]:
        if self.rules.scoring == "penalty":
            rank = self.ranking()
            return [rank.index(s) + 1 for s in range(self._n)]
        return places(self.scores)
