"""Moves that may come from any seat: UNO and catch (O12), jump-in (H-jump-in),
face-down pass and doubt (H-facedown), with fault penalties (H-fault)."""

from __future__ import annotations

from .events import Event
from .moves import IllegalMove, Move
from .phases import DRAWN, PLAY, SKIPPED, STACK

ANSWERS = (STACK, SKIPPED)


class CallRules:
    # -- UNO and catch ------------------------------------------------------

    def _move_uno(self, move: Move, by: int) -> list[Event]:
        return self._call(move.kind, by)

    def _move_pageone(self, move: Move, by: int) -> list[Event]:
        return self._call(move.kind, by)

    def _move_stop(self, move: Move, by: int) -> list[Event]:
        return self._call(move.kind, by)

    def _call(self, word: str, by: int) -> list[Event]:
        """A call said on its own: before playing, or late but before being caught."""
        if self._unconfirmed and by == self._unconfirmed[0]:
            if word != self._out_call:
                raise IllegalMove(f"you have played your last card: say '{self._out_call}'")
            self._liable.remove(by)
            return [Event(word, by), *self._confirm_out()]
        if word == self._out_call and word != self._one_call:
            raise IllegalMove(
                f"'{word}' is said with your last card (e.g. 'play 7H {word}'), or right after "
                f"it before anyone catches you"
            )
        if word != self._one_call:
            said = [w for w in (self._one_call, self._out_call) if w]
            raise IllegalMove(
                f"'{word}' is not said in the {self.rules.name} rules; they say "
                + " and ".join(repr(w) for w in said)
            )
        if by in self._liable:
            self._liable.remove(by)
        elif not (
            by == self.turn
            and len(self._hands[by]) == 2
            and not self._called[by]
            and (self.phase in (PLAY, DRAWN) or (self.phase in ANSWERS and self._may_answer(by)))
        ):
            raise IllegalMove(
                f"{self._name(by)} cannot call UNO now: call it with two cards before playing, "
                f"or with one card before anyone catches you"
            )
        self._called[by] = True
        return [Event(word, by)]

    def _confirm_out(self) -> list[Event]:
        """Nobody caught the missing final call in time: the player is out."""
        p, move, _chain, _skips, _turn = self._unconfirmed
        self._unconfirmed = None
        self._close_windows()
        self.turn, self.phase = p, PLAY
        return self._player_out(p, move.cards)

    def _move_catch(self, move: Move, by: int) -> list[Event]:
        target = move.target
        if target >= self._n or not self._seated[target]:
            raise IllegalMove(f"there is no player {target} to catch")
        if target == by:
            word = "UNO" if self._one_call == "uno" else f"'{self._one_call or self._out_call}'"
            raise IllegalMove(f"you cannot catch yourself; call {word} instead")
        if target not in self._liable:
            name = self._name(target)
            if len(self._hands[target]) != 1:
                why = f"{name} holds {len(self._hands[target])} cards"
            elif self._called[target]:
                word = "UNO" if self._one_call == "uno" else f"'{self._one_call}'"
                why = f"{name} called {word}"
            else:
                why = "too late: the next player has already played or drawn"
            return self._fault(by, f"{name} cannot be caught: {why}")
        self._liable.remove(target)
        events = [Event("catch", by, count=self.rules.uno_penalty, target=target)]
        self._penalty_points(target, events)
        events += self._give(target, self.rules.uno_penalty)
        if self._unconfirmed and self._unconfirmed[0] == target:
            # Caught before anyone went on: not out after all; the card's effects apply now.
            p, move, chain, skips, _turn = self._unconfirmed
            self._unconfirmed = None
            self.turn, self.phase = p, PLAY
            self._apply_effects(p, move, chain, skips, events)
        return events

    def _fault(self, by: int, why: str) -> list[Event]:
        """A wrong claim: refused, or with H-fault it costs the claimer cards."""
        penalty = self.rules.fault_penalty
        if not penalty:
            raise IllegalMove(why)
        events = [Event("fault", by, count=penalty)]
        self._penalty_points(by, events)
        return events + self._give(by, penalty)

    # -- jump-in ------------------------------------------------------------

    def _jumpin_moves(self, by: int) -> list[str]:
        if not self._jumpable or self.phase not in (PLAY, DRAWN, STACK, SKIPPED):
            return []
        top = self._discard[-1]
        count = self._hands[by].count(top)
        if not count or top in self._wilds or self._effect[top] in ("seven", "custom"):
            return []
        moves = [f"jumpin {top}"]
        if count > 1:
            moves.append(f"jumpin {top} {top}")
        return moves

    def _move_jumpin(self, move: Move, by: int) -> list[Event]:
        if not self.rules.jump_in:
            raise IllegalMove(f"jumping in is not part of the {self.rules.name} rules")
        if by == self.turn:
            raise IllegalMove("it is your turn: play the card normally")
        if not self._jumpable or self.phase not in (PLAY, DRAWN, STACK, SKIPPED):
            raise IllegalMove("you can jump in only right after a card is played")
        top = self._discard[-1]
        if top in self._wilds or self._effect[top] in ("seven", "custom"):
            raise IllegalMove(f"nobody can jump in on {self.top}")
        if len(move.cards) > 2 or any(c != top for c in move.cards):
            return self._fault(by, f"only a card identical to {top} (one or two) can jump in")
        if self._hands[by].count(top) < len(move.cards):
            return self._fault(by, f"{self._name(by)} does not hold {' '.join(move.cards)}")
        if len(move.cards) == len(self._hands[by]) and self._finish_problem(by, move.cards):
            raise IllegalMove(self._finish_problem(by, move.cards))
        self._close_windows()
        self._fine = 0
        events = [Event("jumpin", by, move.cards)]
        return events + self._play(by, move)

    # -- face-down pass and doubt --------------------------------------------

    def _move_facedown(self, move: Move, by: int) -> list[Event]:
        limit = self.rules.facedown_limit
        if not limit:
            raise IllegalMove(f"face-down passes are not part of the {self.rules.name} rules")
        self._require_turn(by, "pass face down", PLAY)
        hand = self._hands[by]
        if len(move.cards) != 1:
            raise IllegalMove("put exactly one card face down")
        card = move.cards[0]
        if card not in hand:
            raise IllegalMove(f"{self._name(by)} does not hold {card}")
        if len(hand) == 1:
            raise IllegalMove("you cannot go out with a face-down card")
        if self._facedowns[by] >= limit:
            raise IllegalMove(f"{self._name(by)} has used all {limit} face-down passes")
        self._close_windows()
        playable = card in self._ok
        hand.remove(card)
        self._discard.insert(len(self._discard) - 1, card)  # under the top card
        self._facedowns[by] += 1
        self._doubt = (by, card, playable)
        events = [Event("facedown", by, count=self._facedowns[by])]
        if len(hand) == 1 and not self._called[by] and self._one_call:
            self._liable.append(by)
        self._forced_draw(by, events)
        self._advance(by)
        return events

    def _move_doubt(self, move: Move, by: int) -> list[Event]:
        if not self._doubt:
            raise IllegalMove("there is no face-down card to doubt")
        seat, card, playable = self._doubt
        if seat == by:
            raise IllegalMove("you cannot doubt your own card")
        self._doubt = None
        loser = by if playable else seat
        events = [Event("doubt", by, (card,), target=seat), Event("doubt-result", loser, (card,))]
        if not playable:
            self._penalty_points(seat, events)
        return events + self._give(loser, 4)
