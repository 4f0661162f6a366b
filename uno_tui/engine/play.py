"""Playing cards (O6-O10, H-multi, H-finish) and what they do, as a Game mixin."""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from .cards import ALL_CARDS
from .effects import DRAW_AMOUNTS, GAMBLE_ACTIONS, group_problem
from .events import Event
from .moves import IllegalMove, Move, format_play
from .phases import CHALLENGE, COLOUR, DRAWN, OUT, PLAY, SKIPPED, STACK

TARGETED = ("swap", "seven")
_new_tuple = tuple.__new__  # builds an Event without NamedTuple's slower __new__
_COLOUR_FACE = {text: (c.colour, c.face) for text, c in ALL_CARDS.items()}


def play_texts(cards, wilds, colours, call) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Canonical one-card play moves per card (one per colour for a wild), plain and with
    the call said on the second-to-last card."""
    texts = {}
    for card in cards:
        plain = tuple(format_play(card, c) for c in (colours if card in wilds else (None,)))
        texts[card] = plain, tuple(f"{m} {call}" for m in plain) if call else ()
    return texts


class _Wd4(NamedTuple):
    """What a challenge of the Wild Draw Four just played is judged against."""

    player: int
    hand: tuple[str, ...]
    colour: str | None
    top_face: str | None
    bluff: bool


class PlayRules:
    # -- listing plays ------------------------------------------------------

    def _play_moves(self, by: int) -> list[str]:
        hand = self._hands[by]
        moves: list[str] = []
        if self._replay:  # a caught bluffer plays a card of the active colour, nothing else
            for card in dict.fromkeys(hand):
                if card in self._ok and _COLOUR_FACE[card][0] == self._colour:
                    moves += self._card_moves(by, card, len(hand) == 2)
            return moves
        calling = len(hand) == 2 and not self._called[by]
        # Plain cards take their ready-made move texts; special ones (and a last
        # card, which may carry a final call) are worked out one by one.
        texts = {} if len(hand) == 1 else self._texts
        any_playable = False
        ok = self._ok
        for card in dict.fromkeys(hand):
            if card not in ok:
                continue
            text = texts.get(card)
            if text is None:
                more = self._card_moves(by, card, calling)
                any_playable = any_playable or bool(more)
                moves += more
            else:
                any_playable = True
                moves += text[0]
                if calling:
                    moves += text[1]
        if self._multi:
            moves += self._group_moves(by)
        if self._draw or len(self._discard) > 1:
            if not (any_playable and self._draw_forbidden):
                moves.append("draw")
        elif not any_playable:
            moves.append("draw")  # nothing left to draw: a pass, only when stuck
        limit = self._facedown_limit
        if limit and self._facedowns[by] < limit and len(hand) > 1:
            moves += [f"facedown {c}" for c in dict.fromkeys(hand)]
        if calling and self._one_call:
            moves.append(self._one_call)
        return moves

    def _allowed_calls(self, left: int, count: int) -> tuple[str, ...]:
        """The words a play that leaves `left` cards (playing `count`) may carry."""
        one, out = self._one_call, self._out_call
        if left == 1:
            return (one,) if one else ()
        if left == 0:
            calls = (out,) if out else ()
            if count > 1 and one and self.rules.multi_finish == "needs-uno":
                calls += (one,)
            return calls
        return ()

    def _card_moves(self, by: int, card: str, calling: bool) -> list[str]:
        """Every way to play one card (colours, targets, Gamble actions, calls)."""
        hand = self._hands[by]
        effect = self._effect[card]
        going_out = len(hand) == 1
        if going_out and self._finish_problem(by, (card,)):
            return []
        if not going_out and effect not in TARGETED and not (effect == "custom" and self._gamble):
            plain, with_call = self._texts[card]
            return [*plain, *with_call] if calling else list(plain)
        colours = self._colour_letters if card in self._wilds else (None,)
        targets: list[int | None] = [None]
        if effect in TARGETED and not going_out:
            others = [s for s in range(self._n) if s != by and self._seated[s]]
            targets = others if effect == "seven" else [None, *others]
        actions = [None, *GAMBLE_ACTIONS] if effect == "custom" and self._gamble else [None]
        calls = [None]
        if calling or going_out:
            calls += self._allowed_calls(len(hand) - 1, 1)
        return [
            format_play(card, c, call, t, a)
            for c in colours
            for a in actions
            for t in targets
            for call in calls
        ]

    def _group_moves(self, by: int) -> list[str]:
        """Multi-card plays: pairs starting with a playable card, and whole same-face sets."""
        hand = self._hands[by]
        rules, moves = self.rules, []
        simple = [
            c for c in hand if self._effect[c] not in TARGETED and self._effect[c] != "custom"
        ]
        groups = set()
        for i, first in enumerate(simple):
            if first not in self._ok:
                continue
            for j, second in enumerate(simple):
                if i != j:
                    groups.add((first, second))
            same = tuple([first] + [c for k, c in enumerate(simple) if k != i and c == first])
            same_face = tuple(
                [first]
                + [
                    c
                    for k, c in enumerate(simple)
                    if k != i and ALL_CARDS[c].face == ALL_CARDS[first].face
                ]
            )
            groups.update(g for g in (same, same_face) if len(g) > 2)
        for group in sorted(groups):
            if group_problem(group, rules.multi, rules.runs_colour):
                continue
            if len(group) == len(hand) and self._finish_problem(by, group):
                continue
            calls = [None, *self._allowed_calls(len(hand) - len(group), len(group))]
            colours = self._colour_letters if any(c in self._wilds for c in group) else (None,)
            moves += [format_play(group, c, call) for c in colours for call in calls]
        return moves

    @property
    def _gamble(self) -> bool:
        return self.rules.custom_effect == "gamble"

    # -- checking a play ----------------------------------------------------

    def _move_play(self, move: Move, by: int) -> list[Event]:
        phase = self.phase
        cards = move.cards
        if (
            phase == PLAY
            and by == self.turn
            and len(cards) == 1
            and cards[0] in self._quick
            and move.call is None
            and move.target is None
            and move.colour is None
            and move.action is None
            and len(self._hands[by]) > 2
            and cards[0] in self._ok
            and cards[0] in self._hands[by]
            and not self._replay
        ):
            return self._quick_play(by, cards[0])
        if phase != PLAY:
            if phase in (STACK, CHALLENGE, SKIPPED):
                return self._answer_with_cards(move, by)
            if phase == OUT:
                raise IllegalMove(self._waiting_for())
            self._require_turn(by, "play a card", PLAY, DRAWN)
        elif by != self.turn:
            self._require_turn(by, "play a card", PLAY)
        cards = move.cards
        if len(cards) != 1 or cards[0] not in self._hands[by]:
            self._check_held(by, cards)
        if phase == DRAWN:
            if self.rules.drawn_card == "next-turn":
                raise IllegalMove("a drawn card cannot be played before your next turn")
            if cards != (self._drawn,):
                raise IllegalMove(
                    f"after drawing, only the drawn card ({self._drawn}) may be played"
                )
        self._check_play(by, move)
        if self._replay and _COLOUR_FACE[cards[0]][0] != self._colour:
            raise IllegalMove(
                f"the bluff was caught: play a {self.colour} card (not a wild) instead"
            )
        if cards[0] not in self._ok:
            if self.rules.misplay_penalty and phase == PLAY:
                return self._misplay(by, cards[0])
            raise IllegalMove(self._why_not_playable(cards[0]))
        self._liable.clear()  # the next action has begun (see _close_windows)
        self._doubt = None
        return self._play(by, move)

    def _quick_play(self, p: int, card: str) -> list[Event]:
        """The common case, checked by the caller: a plain number card from a hand of three
        or more, under rules where nothing else happens. Same result as `_play`."""
        self._liable.clear()
        self._doubt = None
        self._wd4 = None
        self._hands[p].remove(card)
        self._discard.append(card)
        colour_face = _COLOUR_FACE[card]
        ok = self._match.get(colour_face)
        if ok is None:
            self._set_top(*colour_face)
        else:
            (self._colour, self._top_face), self._ok = colour_face, ok
        self._jumpable = True
        self._passes = 0
        self._advance(p)
        return [_new_tuple(Event, ("play", p, (card,), 0, None, None, None))]

    def _check_held(self, by: int, cards: tuple[str, ...]) -> None:
        hand = self._hands[by]
        if len(cards) == 1:
            if cards[0] not in hand:
                raise IllegalMove(f"{self._name(by)} does not hold {cards[0]}")
            return
        held = Counter(hand)
        for card, count in Counter(cards).items():
            if held[card] < count:
                have = f"only {held[card]}" if held[card] else "no"
                raise IllegalMove(f"{self._name(by)} holds {have} {card}")

    def _check_play(self, by: int, move: Move) -> None:
        """Everything about a play except whether its first card matches."""
        rules, cards, hand = self.rules, move.cards, self._hands[by]
        if (
            len(cards) == 1
            and len(hand) > 2
            and move.colour is None
            and move.target is None
            and move.action is None
            and move.call is None
            and cards[0] not in self._special
            and cards[0] not in self._wilds
        ):
            return  # a plain one-card play: nothing more to check
        problem = group_problem(cards, rules.multi, rules.runs_colour)
        if problem:
            raise IllegalMove(problem)
        effects = [self._effect[c] for c in cards]
        if any(c in self._wilds for c in cards):
            if move.colour not in self._colour_letters:
                example = "spades" if self.rules.playing_cards else "red"
                raise IllegalMove(
                    f"say the {self._colour_word} with the wild, e.g. "
                    f"'play {' '.join(cards)} {example}'"
                )
        elif move.colour is not None:
            raise IllegalMove(f"{cards[-1]} is not a wild: it declares no {self._colour_word}")
        if move.action and not ("custom" in effects and self._gamble):
            raise IllegalMove(f"{move.action!r} is only said with a Gamble card")
        going_out = len(cards) == len(hand)
        if move.target is not None:
            if not any(e in TARGETED for e in effects):
                raise IllegalMove(f"{' '.join(cards)} does not name a player")
            if going_out:
                raise IllegalMove("you are going out: there is no hand to swap")
            if (
                not (0 <= move.target < self._n)
                or move.target == by
                or not self._seated[move.target]
            ):
                raise IllegalMove(f"choose another player in the round, not {move.target}")
        elif "seven" in effects and not going_out:
            raise IllegalMove(f"say whose hand to swap with, e.g. 'play {cards[0]} 2'")
        left = len(hand) - len(cards)
        if move.call and move.call not in self._allowed_calls(left, len(cards)):
            raise IllegalMove(self._call_help(by, left))
        if going_out:
            problem = self._finish_problem(by, cards)
            if problem:
                raise IllegalMove(problem)

    def _call_help(self, by: int, left: int) -> str:
        one, out = self._one_call, self._out_call
        said = [f"'{one}' on your second-to-last card"] if one else []
        if out:
            said.append(f"'{out}' on your last card")
        return f"{self._name(by)} would hold {left} cards after this play: say " + " and ".join(
            said or ["nothing"]
        )

    def _plain(self, card: str) -> bool:
        """A card without any effect: a number (UNO), a plain rank (playing cards)."""
        return self._effect[card] is None and (
            ALL_CARDS[card].is_number or ALL_CARDS[card].playing_card
        )

    def _finish_problem(self, by: int, cards: tuple[str, ...]) -> str | None:
        """Why these cards may not be the last ones played (H-finish), or None."""
        rules = self.rules
        if rules.finish_on_action == "forbidden" and not all(self._plain(c) for c in cards):
            return "you cannot go out on an action or wild card"
        if rules.finish_on_wild == "forbidden" and any(c in self._wilds for c in cards):
            return "you cannot go out on a wild card"
        return None

    def _why_not_playable(self, card: str) -> str:
        top = self.top
        if self._top_face is None:
            return f"{card} does not match {top}: play a {self.colour} card or a wild"
        face = ALL_CARDS[self._discard[-1]].face
        return f"{card} does not match {top}: play a {self.colour} card, a {face} or a wild"

    def _misplay(self, by: int, card: str) -> list[Event]:
        """O15 with a penalty: the wrong card costs cards and the turn."""
        self._close_windows()
        events = [Event("misplay", by, (card,), self.rules.misplay_penalty)]
        self._penalty_points(by, events)
        events += self._give(by, self.rules.misplay_penalty)
        self._advance(by)
        return events

    def _is_bluff(self, hand: list[str], played: tuple[str, ...]) -> bool:
        """Judge a Wild Draw Four against the hand it was played from (O10)."""
        rest = list(hand)
        for card in played:
            rest.remove(card)
        if self.rules.wd4_restriction == "no-matching-colour":
            return any(ALL_CARDS[c].colour == self._colour for c in rest)
        return any(self._effect[c] != "wild4" and c in self._ok for c in rest)

    # -- applying a play ----------------------------------------------------

    def _play(self, p: int, move: Move) -> list[Event]:
        """Put the cards down and apply what they do; the move has been checked."""
        rules, cards, hand = self.rules, move.cards, self._hands[p]
        chain, chain_skips = self._pending, self._skips if self.phase == SKIPPED else 0
        effect = self._effect
        self._wd4 = None  # a challenge is only ever of the Wild Draw Four just played
        if (
            self._challengeable
            and not self._challengeable.isdisjoint(cards)
            and len(cards) < len(hand)
        ):
            bluff = self._is_bluff(hand, cards)
            self._wd4 = _Wd4(p, tuple(hand), self._colour, self._top_face, bluff)
        if len(cards) == 1:
            last = cards[0]
            hand.remove(last)
            self._discard.append(last)
        else:
            for card in cards:
                hand.remove(card)
            self._discard += cards
            last = cards[-1]
        prev_colour = self._colour
        if last in self._wilds:
            self._set_top(move.colour, None)
        else:
            self._set_top(*_COLOUR_FACE[last])
        self._suit_changed = prev_colour is not None and prev_colour != self._colour
        self._jumpable = True
        self._passes = 0
        self._replay = False
        events = [_new_tuple(Event, ("play", p, cards, 0, move.colour, move.target, None))]
        called = bool(move.call) or self._called[p]
        if move.call:
            events.append(Event(move.call, p))
        left = len(hand)
        if left == 1 and self._one_call:
            if called:
                self._called[p] = True
            else:
                self._liable.append(p)
        if left == 0:
            if not self._stays_in(p, cards, called, events):
                if self._out_call and move.call != self._out_call and sum(self._seated) > 1:
                    # The last card without the final call: out only once nobody caught it.
                    self._liable.append(p)
                    self._unconfirmed = (p, move, chain, chain_skips, self.turn)
                    self.turn, self.phase = self._next(p), OUT
                    return events
                return events + self._player_out(p, cards)
        elif left == 1 and rules.last_card_action_penalty and not self._plain(hand[0]):
            events.append(Event("last-card-penalty", p, count=rules.last_card_action_penalty))
            events += self._give(p, rules.last_card_action_penalty)
        if (
            len(cards) == 1
            and effect[last] is None
            and not chain_skips
            and not chain
            and not (self._suit_reverse and self._suit_changed)
        ):
            self._advance(p)  # a plain number: the common case, no effects to weigh
        else:
            self._apply_effects(p, move, chain, chain_skips, events)
        if rules.forced_draw:
            self._forced_draw(p, events)
        return events

    def _stays_in(self, p: int, cards: tuple[str, ...], called: bool, events: list) -> bool:
        """H-two-card-finish and H-finish penalties: going out that does not count."""
        rules = self.rules
        if len(cards) > 1 and rules.multi_finish == "needs-uno" and not called:
            events.append(Event("finish-penalty", p, count=rules.multi_finish_penalty))
            events += self._give(p, rules.multi_finish_penalty)
            return bool(self._hands[p])
        if rules.finish_on_action == "penalty" and not all(self._plain(c) for c in cards):
            events.append(Event("finish-penalty", p, count=rules.finish_penalty))
            events += self._give(p, rules.finish_penalty)
            return bool(self._hands[p])
        return False

    def _apply_effects(self, p: int, move: Move, chain: int, chain_skips: int, events) -> None:
        """Each card's effect once (O8-O10, H-multi), then who is due next."""
        rules = self.rules
        skips = reverses = draws = 0
        draw_face = victim_effect = None
        again = False
        for card in move.cards:
            e = self._effect[card]
            if e is None:
                continue
            face = ALL_CARDS[card].face
            if e == "custom":
                e = GAMBLE_ACTIONS.get(move.action) if self._gamble else rules.custom_effect
                face = {"draw2": "+2", "wild4": "+4"}.get(e, face)  # stacks like that card
            if e == "skip":
                skips += 1
            elif e == "reverse":
                if self._two_player() and not chain:
                    skips += 1  # O17: Reverse acts like Skip (but sends a pending draw back)
                else:
                    reverses += 1
            elif e in DRAW_AMOUNTS:
                draws += DRAW_AMOUNTS[e]
                draw_face = face
            elif e in TARGETED:
                if move.target is not None:  # no swap when the player has just gone out
                    self._swap(p, move.target, events)
            elif e == "zero":
                self._pass_hands_on(events)
            elif e == "shuffle":
                self._shuffle_hands(p, events)
            elif e in ("snorlax", "greninja"):
                victim_effect = e
            elif e == "play-again":
                again = True
            elif e == "discard-wilds":
                self._discard_wilds(p, events)
            elif e == "downpour":
                for s in range(self._n):
                    if s != p and self._seated[s]:
                        events += self._give(s, 2)
        if self.round_over:
            return
        if self._suit_reverse and self._suit_changed:
            reverses += 1
        if reverses % 2:
            self.direction = -self.direction
            events.append(Event("reverse", p, count=self.direction))
        if draws or (chain and (skips or reverses)):
            self._draw_due(p, draws, draw_face, chain, skips, events)
        elif victim_effect:
            self._victim_effect(p, victim_effect, move.colour, events)
        elif again:
            self.turn, self.phase = p, PLAY
        elif skips:
            if rules.skip_stack:
                self._skips = chain_skips + skips
                self.turn, self.phase = self._next(p), SKIPPED
            else:
                victim = p
                for _ in range(skips):
                    victim = self._next(victim)
                    events.append(Event("skip", victim))
                self._advance(victim)
        else:
            self._advance(p)

    def _draw_due(self, p, draws, draw_face, chain, skips, events) -> None:
        """A draw card was played, or a pending draw passed on: who faces it now."""
        rules = self.rules
        challengeable = self._wd4 is not None and self._wd4.player == p
        if not draws:  # a Reverse or Skip passed the pending draw on (H-stack deflect)
            victim = self._next(p, 1 + skips)
            self.turn, self.phase = victim, STACK
            self._fine = 0
            return
        if not challengeable:
            self._wd4 = None
        if rules.stack or challengeable:
            self._pending = chain + draws
            self._pending_face = draw_face
            self._fine = 0
            self.turn = self._next(p)
            self.phase = STACK if rules.stack else CHALLENGE
            self._drawn = None
            return
        self._victim_draws(self._next(p), draws, draw_face, events)

    def _victim_draws(self, victim: int, count: int, face: str | None, events: list) -> None:
        """The player facing a draw takes it; they lose the turn unless the rules let them
        play on (draw_victim_plays)."""
        events += self._give(victim, count)
        self._pending, self._pending_face, self._fine = 0, None, 0
        plays = self.rules.draw_victim_plays
        if plays == "always" or (plays == "after-wd4" and face in self._wd4_faces):
            self.turn, self.phase, self._drawn = victim, PLAY, None
            return
        events.append(Event("skip", victim))
        self._advance(victim)

    def _victim_effect(self, p: int, effect: str, colour: str, events: list) -> None:
        victim = self._next(p)
        if effect == "snorlax":
            self._snorlax(victim, colour, events)
            if not self.round_over:
                self._advance(victim)
        else:
            self._greninja(victim, colour, events)
            self.turn, self.phase = p, COLOUR
            self._after_colour = self._next(victim)

    # -- drawing ------------------------------------------------------------

    def _move_draw(self, move: Move, by: int) -> list[Event]:
        if self.phase == PLAY and by == self.turn and self._quick_draws and self._draw:
            return self._quick_draw(by)
        if self.phase in (CHALLENGE, STACK, SKIPPED):
            return self._move_accept(move, by)
        self._require_turn(by, "draw", PLAY)
        if self._replay:
            raise IllegalMove(f"the bluff was caught: play a {self.colour} card instead")
        hand = self._hands[by]
        any_playable = not self._ok.isdisjoint(hand)
        if any_playable and len(hand) == 1 and self._finish_problem(by, tuple(hand)):
            any_playable = False  # the one card left may not go out: drawing is the way on
        if not self._may_draw(any_playable):
            if not self._draw and len(self._discard) < 2:
                raise IllegalMove("there is nothing left to draw, and you hold a playable card")
            raise IllegalMove(
                f"{self._name(by)} holds a playable card; "
                f"the {self.rules.name} rules forbid drawing"
            )
        self._close_windows()
        events = self._give(by, 1)
        if not events:
            events = [Event("pass", by)]
            self._passes += 1
            if self._passes >= sum(self._seated):
                return events + self._blocked()
            self._advance(by)
            return events
        self._passes = 0
        drawn = self._hands[by][-1]
        if self.rules.draw_until_playable:
            while drawn not in self._ok:
                more = self._give(by, 1)
                if not more:
                    break
                events += more
                drawn = self._hands[by][-1]
        if drawn in self._ok and self.rules.drawn_card != "next-turn":
            self.phase, self._drawn = DRAWN, drawn
        else:
            self._advance(by)
        return events

    def _quick_draw(self, by: int) -> list[Event]:
        """The common draw, checked by the caller: one card from a non-empty pile under
        rules that allow drawing at any time and let a playable card be played or kept."""
        if self._replay:
            raise IllegalMove(f"the bluff was caught: play a {self.colour} card instead")
        self._liable.clear()
        self._doubt = None
        self._jumpable = False
        card = self._draw.pop()
        self._hands[by].append(card)
        self._called[by] = False
        self._passes = 0
        if card in self._ok:
            self.phase, self._drawn = DRAWN, card
        else:
            self._advance(by)
        return [_new_tuple(Event, ("draw", by, (card,), 1, None, None, None))]

    def _move_keep(self, move: Move, by: int) -> list[Event]:
        self._require_turn(by, "keep a drawn card", DRAWN)
        if self.rules.drawn_card == "must-play":
            raise IllegalMove(f"a playable drawn card must be played: play {self._drawn}")
        self._close_windows()
        self._advance(by)
        return [Event("keep", by)]
