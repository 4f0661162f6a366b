"""Answering a pending effect: Wild Draw Four challenges (O11), draw stacking
(H-stack, with deflecting) and Skip stacking (H-skip-stack), as a Game mixin."""

from __future__ import annotations

from .cards import ALL_CARDS
from .effects import DRAW_AMOUNTS
from .events import Event
from .moves import IllegalMove, Move
from .phases import CHALLENGE, OUT, PLAY, SKIPPED, STACK


class PendingRules:
    def _answer_moves(self, by: int) -> list[str]:
        """What the player facing a pending draw or Skip may do."""
        phase, moves = self.phase, []
        if phase in (CHALLENGE, STACK) and self._may_challenge():
            moves.append("challenge")
        moves.append("accept")
        if phase == CHALLENGE:
            return moves
        hand = self._hands[by]
        calling = len(hand) == 2 and not self._called[by]
        answers = [
            m
            for c in dict.fromkeys(hand)
            if self._answer_problem(c) is None
            for m in self._card_moves(by, c, calling)
        ]
        if answers and calling and self._one_call:
            answers.append(self._one_call)  # O12: said before answering with one of two cards
        return moves + answers

    def _may_answer(self, by: int) -> bool:
        """Whether the player facing the pending draw or Skip holds a card that answers it."""
        return self.phase != CHALLENGE and any(
            self._answer_problem(c) is None for c in self._hands[by]
        )

    def _may_challenge(self) -> bool:
        return self._wd4 is not None and self.phase in (CHALLENGE, STACK)

    def _answer_problem(self, card: str) -> str | None:
        """Why `card` cannot answer the pending draw or Skip, or None if it can."""
        rules, effect = self.rules, self._effect[card]
        if effect == "custom" and self._gamble:
            return "a Gamble card cannot answer a pending effect"
        if self.phase == SKIPPED:
            if effect == "skip" and card in self._ok:
                return None
            return f"only a Skip can answer a Skip, not {card}"
        if self.phase == CHALLENGE:
            return "challenge the Wild Draw Four or accept it"
        face = ALL_CARDS[card].face
        if effect in DRAW_AMOUNTS:
            if (face, self._pending_face) in self._stack_pairs and card in self._ok:
                return None
            allowed = ", ".join(rules.stack)
            return (
                f"{card} cannot be stacked on {self.top} (allowed: {allowed}, of the "
                f"matching {self._colour_word})"
            )
        deflect = {"reverse": "reverse", "skip": "skip"}.get(effect)
        if deflect and deflect in rules.stack_deflect and card in self._ok:
            return None
        return (
            f"{card} cannot answer the pending draw of {self.pending_draw}: stack a draw card, "
            f"or accept"
        )

    def _answer_with_cards(self, move: Move, by: int) -> list[Event]:
        """Stack on a pending draw, pass it on, or answer a Skip with a Skip."""
        self._require_turn(by, "play", STACK, SKIPPED, CHALLENGE)
        cards = move.cards
        self._check_held(by, cards)
        for card in cards:
            problem = self._answer_problem(card)
            if problem:
                raise IllegalMove(problem)
        self._check_play(by, move)
        self._close_windows()
        self._fine = 0  # 002.3: stacking voids a lost challenge's 2 cards
        return self._play(by, move)

    def _move_accept(self, move: Move, by: int) -> list[Event]:
        self._require_turn(by, "accept", CHALLENGE, STACK, SKIPPED, OUT)
        if self.phase == OUT:
            return self._confirm_out()
        self._close_windows()
        events: list[Event] = []
        if self.phase == SKIPPED:
            victim = by
            for i in range(self._skips):
                if i:
                    victim = self._next(victim)
                events.append(Event("skip", victim))
            self._skips = 0
            self._advance(victim)
            return events
        total, face = self._pending + self._fine, self._pending_face
        self._wd4 = None
        if self._fine:  # O11: a lost challenge costs the turn, whatever draw_victim_plays says
            events += self._give(by, total)
            self._pending, self._pending_face, self._fine = 0, None, 0
            events.append(Event("skip", by))
            self._advance(by)
            return events
        self._victim_draws(by, total, face, events)
        return events

    def _move_challenge(self, move: Move, by: int) -> list[Event]:
        self._require_turn(by, "challenge", CHALLENGE, STACK)
        if not self._may_challenge():
            raise IllegalMove("there is no Wild Draw Four to challenge: only the one just played")
        self._close_windows()
        wd4, self._wd4 = self._wd4, None
        p = wd4.player
        events = [
            Event("challenge", by, target=p),
            Event("reveal", by, wd4.hand, target=p, private_to=by),
        ]
        rules = self.rules
        if not wd4.bluff:
            events.append(Event("innocent", by, target=p))
            if rules.stack and rules.stack_after_lost_challenge:
                self._fine = rules.challenge_penalty  # paid only if they take the draw
                return events
            total = self._pending + rules.challenge_penalty
            self._pending, self._pending_face = 0, None
            events += self._give(by, total)
            events.append(Event("skip", by))
            self._advance(by)
            return events
        events.append(Event("guilty", by, target=p))
        self._penalty_points(p, events)
        # Take-back needs the card below to become the top again; if a reshuffle took it
        # away in the meantime, the Wild Draw Four stays and only the 4 cards are drawn.
        take_back = rules.challenge_guilty != "draw-4"
        if take_back and self._discard[-1] in self._challengeable and len(self._discard) > 1:
            card = self._discard.pop()
            self._hands[p].append(card)
            self._set_top(wd4.colour, wd4.top_face)
            self._called[p] = False
            events.append(Event("take-back", p, (card,)))
        else:
            take_back = False
        events += self._give(p, 4)
        if take_back and rules.challenge_guilty == "take-back-and-replay":
            self._pending, self._pending_face = 0, None
            self.turn, self.phase, self._replay = p, PLAY, True  # p plays a matching card
            return events
        self._pending -= 4  # the bluffed Wild Draw Four's own cards are off
        if self._pending > 0:  # the rest of the chain still faces the challenger
            self._pending_face = ALL_CARDS[self._discard[-1]].face
            self.phase = STACK
        else:
            self._pending, self._pending_face = 0, None
            self.turn, self.phase = by, PLAY  # the challenger takes a normal turn
        return events
