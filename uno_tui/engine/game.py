"""Game: the state of one game, whose decision is due, legal moves and their effects.

A move is checked completely before anything changes, so a refused move
(IllegalMove) leaves the game exactly as it was. Effects that leave nobody a
choice happen at once; the game waits only where someone has a decision
(the `phase`): play or draw, play or keep a drawn card, challenge or accept a
Wild Draw Four, declare a colour, and (at any time) catch a missing UNO.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import NamedTuple

from .cards import ALL_CARDS, COLOUR_NAMES, colour_name
from .events import Event
from .moves import IllegalMove, Move, format_play, parse_move
from .ruleset import Ruleset
from .scoring import places, round_deltas

PLAY, DRAWN, CHALLENGE, COLOUR = "play", "drawn", "challenge", "colour"
ROUND_OVER, GAME_OVER = "round-over", "game-over"

_COLOURS = tuple(COLOUR_NAMES)


def _play_texts(card: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Canonical play moves for one card (one per colour for a wild), plain and with UNO."""
    colours = _COLOURS if ALL_CARDS[card].is_wild else (None,)
    plain = tuple(format_play(card, c) for c in colours)
    return plain, tuple(f"{m} uno" for m in plain)


PLAY_TEXTS = {card: _play_texts(card) for card in ALL_CARDS}
CATCH_TEXTS = [f"catch {i}" for i in range(16)]
_MATCHING: dict[tuple[str | None, str | None], frozenset[str]] = {}


def matching(colour: str | None, face: str | None) -> frozenset[str]:
    """Every card playable on a top card of this colour and face (O6), cached."""
    cards = _MATCHING.get((colour, face))
    if cards is None:
        cards = frozenset(
            text
            for text, c in ALL_CARDS.items()
            if c.is_wild or c.colour == colour or (face is not None and c.face == face)
        )
        _MATCHING[colour, face] = cards
    return cards


_new_tuple = tuple.__new__  # builds a NamedTuple without its slower __new__


class LogEntry(NamedTuple):
    round: int
    by: int
    move: str


class _Wd4(NamedTuple):
    """What a challenge of the Wild Draw Four just played is judged against."""

    player: int
    hand: tuple[str, ...]
    colour: str | None
    top_face: str | None
    bluff: bool


class Game:
    """One game: several rounds under one ruleset, one random generator."""

    def __init__(self, rules: Ruleset, players: list[str], seed: int | None = None):
        _check_players(rules, players)
        self.rules = rules
        self.players = list(players)
        self.seed = seed
        self._rng = random.Random(seed)
        n = len(players)
        self._n = n
        self._in_game = [True] * n
        self._eliminated: list[int] = []
        self.scores = [0] * n
        self.round_scores: list[list[int]] = []
        self.round_number = 0
        self.log: list[LogEntry] = []
        self.events: list[Event] = []
        self.dealer = 0
        self.game_over = False
        self.game_winner: int | None = None
        self._handlers = {
            name[len("_move_") :]: getattr(self, name)
            for name in dir(self)
            if name.startswith("_move_")
        }
        self._reset_round_state()

    def _reset_round_state(self) -> None:
        n = self._n
        self._hands: list[list[str]] = [[] for _ in range(n)]
        self._draw: list[str] = []  # top of the pile is the end of the list
        self._discard: list[str] = []
        self._set_top(None, None)
        self.turn = 0
        self.direction = 1
        self.phase = PLAY
        self._drawn: str | None = None
        self._called = [False] * n
        self._liable: list[int] = []
        self._wd4: _Wd4 | None = None
        self._passes = 0
        self._round_penalties = [0] * n
        self.round_over = False
        self.winner: int | None = None

    # -- construction -------------------------------------------------------

    @classmethod
    def new(cls, rules: Ruleset, players: list[str], seed: int | None = None) -> Game:
        """A new game: choose the dealer (O2), deal (O3) and turn up the first card."""
        game = cls(rules, players, seed)
        need = len(players) * rules.hand_size + 1
        if len(rules.deck_cards()) < need:
            raise ValueError(
                f"the {rules.name} deck has {len(rules.deck_cards())} cards, too few to deal "
                f"{rules.hand_size} each to {len(players)} players"
            )
        game.round_number = 1
        game._choose_first_dealer()
        game._start_round()
        return game

    @classmethod
    def from_position(
        cls,
        rules: Ruleset,
        players: list[str],
        hands: list[list[str]],
        discard: list[str],
        draw_pile: list[str],
        turn: int = 0,
        direction: int = 1,
        colour: str | None = None,
        dealer: int | None = None,
        seed: int | None = None,
    ) -> Game:
        """A game set up at an exact position (tests, puzzles). Cards are card texts;
        `discard` is bottom to top, `draw_pile` top first; `colour` is needed when a
        wild is on top (else the player due declares it first)."""
        game = cls(rules, players, seed)
        if len(hands) != len(players):
            raise ValueError(f"{len(players)} players need {len(players)} hands, got {len(hands)}")
        if not discard:
            raise ValueError("the discard pile needs at least its top card")
        if not 0 <= turn < len(players) or direction not in (1, -1):
            raise ValueError("turn must be a seat and direction 1 or -1")
        canon = _canonical_cards
        game._hands = [canon(h) for h in hands]
        game._discard = canon(discard)
        game._draw = canon(draw_pile)[::-1]
        allowed = Counter(rules.deck_cards())
        used = Counter(game._discard) + Counter(game._draw)
        for h in game._hands:
            used.update(h)
        for card, count in used.items():
            if count > allowed[card]:
                raise ValueError(
                    f"the position holds {count} x {card}; "
                    f"the {rules.deck} deck has {allowed[card]}"
                )
        game.round_number = 1
        game.turn, game.direction = turn, direction
        game.dealer = (turn - direction) % len(players) if dealer is None else dealer
        top = ALL_CARDS[game._discard[-1]]
        if top.is_wild:
            if colour is None:
                game.phase = COLOUR
            else:
                game._set_top(_colour_letter(colour), None)
        else:
            game._set_top(top.colour, top.face)
        return game

    def _set_top(self, colour: str | None, face: str | None) -> None:
        """The active colour and the face to match (None after a wild), and what matches."""
        self._colour, self._top_face = colour, face
        self._ok = matching(colour, face)

    # -- read-only views ----------------------------------------------------

    @property
    def top(self) -> str:
        card = self._discard[-1]
        if ALL_CARDS[card].is_wild and self._colour:
            return f"{card}>{self._colour}"
        return card

    @property
    def colour(self) -> str | None:
        return colour_name(self._colour)

    @property
    def discard(self) -> list[str]:
        return list(self._discard)

    @property
    def draw_pile_size(self) -> int:
        return len(self._draw)

    @property
    def pending_draw(self) -> int:
        return 4 if self.phase == CHALLENGE else 0

    @property
    def catchable(self) -> list[int]:
        return list(self._liable)

    def hand(self, seat: int) -> list[str]:
        return list(self._hands[seat])

    def hand_size(self, seat: int) -> int:
        return len(self._hands[seat])

    def hand_points(self, seat: int) -> int:
        return sum(ALL_CARDS[c].points for c in self._hands[seat])

    def uno_called(self, seat: int) -> bool:
        return self._called[seat]

    def in_game(self, seat: int) -> bool:
        return self._in_game[seat]

    def all_cards(self) -> Counter:
        """Every card the game holds (hands, draw pile, discard pile): for invariants."""
        cards = Counter(self._draw) + Counter(self._discard)
        for h in self._hands:
            cards.update(h)
        return cards

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

    # -- legal moves --------------------------------------------------------

    def legal_moves(self, by: int | None = None) -> list[str]:
        """Every move seat `by` (default: the player due) may make now."""
        due = self.turn
        if by is None:
            by = due
        moves: list[str] = []
        phase = self.phase
        if by == due and phase in (PLAY, DRAWN):
            hand = self._hands[by]
            calling = len(hand) == 2 and not self._called[by]
            if phase == PLAY:
                ok = self._ok
                any_playable = False
                for card in dict.fromkeys(hand):
                    if card in ok:
                        any_playable = True
                        plain, uno = PLAY_TEXTS[card]
                        moves += plain
                        if calling:
                            moves += uno
                if self._may_draw(any_playable):
                    moves.append("draw")
            else:
                plain, uno = PLAY_TEXTS[self._drawn]
                moves += plain
                if calling:
                    moves += uno
                moves.append("keep")
            if calling:
                moves.append("uno")
        elif by == due and phase == CHALLENGE:
            moves += ("challenge", "accept")
        elif by == due and phase == COLOUR:
            moves += [f"colour {c}" for c in COLOUR_NAMES.values()]
        if self._liable:
            moves += [CATCH_TEXTS[s] for s in self._liable if s != by]
            if by in self._liable:
                moves.append("uno")
        return moves

    def _playable(self, card: str) -> bool:
        return card in self._ok

    def _may_draw(self, any_playable: bool) -> bool:
        if not self._draw and len(self._discard) < 2:
            return not any_playable  # nothing to draw: a pass, only when stuck
        return not (any_playable and self.rules.draw_with_playable == "forbidden")

    # -- making moves -------------------------------------------------------

    def move(self, text: str, by: int | None = None) -> list[Event]:
        """Make one move (RULES 7) for seat `by` (default: the player due)."""
        move = parse_move(text)
        if by is None:
            by = self.turn
        if not isinstance(by, int) or not 0 <= by < self._n or not self._in_game[by]:
            raise IllegalMove(f"there is no player {by!r} in this game")
        if self.phase in (ROUND_OVER, GAME_OVER):
            over = "game" if self.game_over else "round"
            raise IllegalMove(f"the {over} is over; no more moves can be made")
        handler = self._handlers.get(move.kind)
        if handler is None:
            raise IllegalMove(f"'{move.kind}' is not part of the {self.rules.name} rules")
        events = handler(move, by)
        self.log.append(_new_tuple(LogEntry, (self.round_number, by, text)))
        self.events += events
        return events

    def _name(self, seat: int) -> str:
        return self.players[seat]

    def _require_turn(self, by: int, what: str, *phases: str) -> None:
        if by != self.turn:
            raise IllegalMove(f"it is {self._name(self.turn)}'s turn, not {self._name(by)}'s")
        if self.phase not in phases:
            raise IllegalMove(f"{self._name(by)} cannot {what} now: {self._waiting_for()}")

    def _waiting_for(self) -> str:
        who = self._name(self.turn)
        return {
            PLAY: f"{who} is to play or draw",
            DRAWN: f"{who} is to play the drawn card or keep it",
            CHALLENGE: f"{who} is to challenge or accept the Wild Draw Four",
            COLOUR: f"{who} is to choose a colour",
        }[self.phase]

    def _move_play(self, move: Move, by: int) -> list[Event]:
        self._require_turn(by, "play a card", PLAY, DRAWN)
        hand = self._hands[by]
        if len(move.cards) != 1:
            raise IllegalMove("play one card at a time")
        card = move.cards[0]
        c = ALL_CARDS[card]
        if card not in hand:
            raise IllegalMove(f"{self._name(by)} does not hold {card}")
        if self.phase == DRAWN and card != self._drawn:
            raise IllegalMove(f"after drawing, only the drawn card ({self._drawn}) may be played")
        if move.target is not None:
            raise IllegalMove(f"{card} does not name a player")
        if c.is_wild:
            if move.colour not in COLOUR_NAMES:
                raise IllegalMove(f"say the colour with the wild, e.g. 'play {card} red'")
        elif move.colour is not None:
            raise IllegalMove(f"{card} is not a wild: it declares no colour")
        if move.call and len(hand) != 2:
            raise IllegalMove(
                f"UNO is called on your second-to-last card; {self._name(by)} would still "
                f"hold {len(hand) - 1} cards"
            )
        if not self._playable(card):
            if self.rules.misplay_penalty and self.phase == PLAY:
                return self._misplay(by, card)
            raise IllegalMove(self._why_not_playable(card))
        self._liable.clear()
        return self._play(by, card, move.colour, move.call)

    def _why_not_playable(self, card: str) -> str:
        top = self.top
        if self._top_face is None:
            return f"{card} does not match {top}: play a {self.colour} card or a wild"
        face = ALL_CARDS[self._discard[-1]].face
        return f"{card} does not match {top}: play a {self.colour} card, a {face} or a wild"

    def _misplay(self, by: int, card: str) -> list[Event]:
        self._liable.clear()
        events = [Event("misplay", by, (card,), self.rules.misplay_penalty)]
        self._penalty_points(by, events)
        events += self._give(by, self.rules.misplay_penalty)
        self._advance(by)
        return events

    def _play(self, p: int, card: str, colour: str | None, call: str | None) -> list[Event]:
        hand = self._hands[p]
        c = ALL_CARDS[card]
        if c.face == "+4" and self.rules.wd4_restriction != "none":
            self._wd4 = _Wd4(p, tuple(hand), self._colour, self._top_face, self._is_bluff(hand))
        hand.remove(card)
        self._discard.append(card)
        self._passes = 0
        if c.is_wild:
            self._set_top(colour, None)
        else:
            self._set_top(c.colour, c.face)
        events = [Event("play", p, (card,), colour=colour)]
        if len(hand) == 1:
            if call or self._called[p]:
                self._called[p] = True
                if call:
                    events.append(Event("uno", p))
            else:
                self._liable.append(p)
        if not hand:
            return events + self._go_out(p, c.face)
        face = c.face
        if face == "skip":
            self._skip(p, events)
        elif face == "rev":
            self._reverse(p, events)
        elif face == "+2":
            self._hit(p, 2, events)
        elif face == "+4":
            if self.rules.wd4_restriction == "none":
                self._hit(p, 4, events)
            else:
                self.turn, self.phase, self._drawn = self._next(p), CHALLENGE, None
        else:
            self._advance(p)
        return events

    def _is_bluff(self, hand: list[str]) -> bool:
        """Judge a Wild Draw Four against the hand it was played from (O10)."""
        if self.rules.wd4_restriction == "no-matching-colour":
            return any(ALL_CARDS[c].colour == self._colour for c in hand)
        return any(ALL_CARDS[c].face != "+4" and self._playable(c) for c in hand)

    # Card effects (O8-O10) ------------------------------------------------

    def _advance(self, p: int, steps: int = 1) -> None:
        self.turn, self.phase, self._drawn = self._next(p, steps), PLAY, None

    def _skip(self, p: int, events: list[Event]) -> None:
        victim = self._next(p)
        events.append(Event("skip", victim))
        self._advance(victim)

    def _two_player(self) -> bool:
        return self.rules.two_player_rules and sum(self._in_game) == 2

    def _reverse(self, p: int, events: list[Event]) -> None:
        if self._two_player():
            self._skip(p, events)  # O17: Reverse acts like Skip
            return
        self.direction = -self.direction
        events.append(Event("reverse", p, count=self.direction))
        self._advance(p)

    def _hit(self, p: int, count: int, events: list[Event]) -> None:
        """The next player draws `count` and loses their turn."""
        victim = self._next(p)
        events += self._give(victim, count)
        events.append(Event("skip", victim))
        self._advance(victim)

    def _next(self, seat: int, steps: int = 1) -> int:
        n, d, in_game = self._n, self.direction, self._in_game
        if steps == 1:
            seat = (seat + d) % n
            while not in_game[seat]:
                seat = (seat + d) % n
            return seat
        for _ in range(steps):
            seat = (seat + d) % n
            while not in_game[seat]:
                seat = (seat + d) % n
        return seat

    # Drawing (O7, O14) ----------------------------------------------------

    def _give(self, seat: int, count: int) -> list[Event]:
        """Seat draws `count` cards (fewer if the piles run dry)."""
        events: list[Event] = []
        got = []
        for _ in range(count):
            if not self._draw:
                if len(self._discard) < 2:
                    break
                events.append(self._reshuffle())
            got.append(self._draw.pop())
        hand = self._hands[seat]
        if got:
            hand += got
            self._called[seat] = False
            events.append(Event("draw", seat, tuple(got), len(got)))
        return events

    def _reshuffle(self) -> Event:
        top = self._discard.pop()
        pile = self._discard
        self._rng.shuffle(pile)
        self._draw, self._discard = pile, [top]
        return Event("reshuffle", count=len(pile))

    def _move_draw(self, move: Move, by: int) -> list[Event]:
        if self.phase == CHALLENGE:
            return self._move_accept(move, by)
        self._require_turn(by, "draw", PLAY)
        any_playable = not self._ok.isdisjoint(self._hands[by])
        if not self._may_draw(any_playable):
            if not self._draw and len(self._discard) < 2:
                raise IllegalMove("there is nothing left to draw, and you hold a playable card")
            raise IllegalMove(
                f"{self._name(by)} holds a playable card; "
                f"the {self.rules.name} rules forbid drawing"
            )
        self._liable.clear()
        events = self._give(by, 1)
        if not events:
            events = [Event("pass", by)]
            self._passes += 1
            if self._passes >= sum(self._in_game):
                return events + self._blocked()
            self._advance(by)
            return events
        self._passes = 0
        drawn = self._hands[by][-1]
        if self._playable(drawn):
            self.phase, self._drawn = DRAWN, drawn
        else:
            self._advance(by)
        return events

    def _move_keep(self, move: Move, by: int) -> list[Event]:
        self._require_turn(by, "keep a drawn card", DRAWN)
        self._liable.clear()
        self._advance(by)
        return [Event("keep", by)]

    # Wild Draw Four challenge (O11) --------------------------------------

    def _move_accept(self, move: Move, by: int) -> list[Event]:
        self._require_turn(by, "accept a draw", CHALLENGE)
        self._liable.clear()
        events: list[Event] = []
        self._hit(self._wd4.player, 4, events)
        self._wd4 = None
        return events

    def _move_challenge(self, move: Move, by: int) -> list[Event]:
        self._require_turn(by, "challenge", CHALLENGE)
        self._liable.clear()
        wd4, self._wd4 = self._wd4, None
        p = wd4.player
        events = [
            Event("challenge", by, target=p),
            Event("reveal", by, wd4.hand, target=p, private_to=by),
        ]
        if not wd4.bluff:
            events.append(Event("innocent", by, target=p))
            events += self._give(by, 6)
            events.append(Event("skip", by))
            self._advance(by)
            return events
        events.append(Event("guilty", by, target=p))
        self._penalty_points(p, events)
        if self.rules.challenge_guilty == "take-back-and-draw-4":
            self._hands[p].append(self._discard.pop())
            self._set_top(wd4.colour, wd4.top_face)
            if p in self._liable:
                self._liable.remove(p)
            events.append(Event("take-back", p, ("W+4",)))
        events += self._give(p, 4)
        self.turn, self.phase = by, PLAY  # the challenger takes a normal turn
        return events

    # Colour declared outside a play (first-card wild) ---------------------

    def _move_colour(self, move: Move, by: int) -> list[Event]:
        self._require_turn(by, "choose a colour", COLOUR)
        if move.colour not in COLOUR_NAMES:
            raise IllegalMove("choose red, yellow, green or blue")
        self._set_top(move.colour, None)
        self.phase = PLAY
        return [Event("colour", by, colour=move.colour)]

    # UNO and catch (O12) --------------------------------------------------

    def _move_uno(self, move: Move, by: int) -> list[Event]:
        if by in self._liable:
            self._liable.remove(by)
        elif not (
            by == self.turn
            and self.phase in (PLAY, DRAWN)
            and len(self._hands[by]) == 2
            and not self._called[by]
        ):
            raise IllegalMove(
                f"{self._name(by)} cannot call UNO now: call it with two cards before playing, "
                f"or with one card before anyone catches you"
            )
        self._called[by] = True
        return [Event("uno", by)]

    def _move_catch(self, move: Move, by: int) -> list[Event]:
        target = move.target
        if target >= self._n or not self._in_game[target]:
            raise IllegalMove(f"there is no player {target} to catch")
        if target == by:
            raise IllegalMove("you cannot catch yourself; call UNO instead")
        if target not in self._liable:
            name = self._name(target)
            if len(self._hands[target]) != 1:
                why = f"{name} holds {len(self._hands[target])} cards"
            elif self._called[target]:
                why = f"{name} called UNO"
            else:
                why = "too late: the next player has already played or drawn"
            raise IllegalMove(f"{name} cannot be caught: {why}")
        self._liable.remove(target)
        events = [Event("catch", by, count=self.rules.uno_penalty, target=target)]
        self._penalty_points(target, events)
        events += self._give(target, self.rules.uno_penalty)
        return events

    # Round end and scoring (O13, O16, S1-S3) ------------------------------

    def _penalty_points(self, seat: int, events: list[Event]) -> None:
        """S3: a player caught in a foul adds their hand's points to their penalty."""
        if self.rules.scoring == "penalty":
            points = self.hand_points(seat)
            self._round_penalties[seat] += points
            self.scores[seat] += points
            events.append(Event("penalty-points", seat, count=points))

    def _go_out(self, p: int, face: str) -> list[Event]:
        events = []
        if face in ("+2", "+4"):  # O13: the next player still draws
            events += self._give(self._next(p), 2 if face == "+2" else 4)
        events.append(Event("out", p))
        return events + self._finish_round(p)

    def _blocked(self) -> list[Event]:
        """Nothing to draw and nobody can play: the lowest hand wins the round."""
        seats = [s for s in range(self._n) if self._in_game[s]]
        winner = min(seats, key=lambda s: (self.hand_points(s), len(self._hands[s]), s))
        return [Event("blocked")] + self._finish_round(winner)

    def _finish_round(self, winner: int) -> list[Event]:
        self.round_over, self.winner, self.phase = True, winner, ROUND_OVER
        self._liable.clear()
        points = [self.hand_points(s) if self._in_game[s] else None for s in range(self._n)]
        if self.rules.scoring == "penalty":
            deltas = list(self._round_penalties)
        else:
            deltas = round_deltas(self.rules.scoring, points, winner)
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
        for s in range(self._n):
            if self._in_game[s] and self.scores[s] >= rules.penalty_limit:
                self._in_game[s] = False
                self._eliminated.append(s)
                events.append(Event("eliminated", s))
        if sum(self._in_game) == 0:  # the last two went out together: the lower total stays
            last = min(self._eliminated[-2:], key=self.scores.__getitem__)
            self._eliminated.remove(last)
            self._in_game[last] = True
        return sum(self._in_game) <= 1

    def next_round(self) -> list[Event]:
        """Deal the next round (O16)."""
        if not self.round_over or self.game_over:
            raise IllegalMove("the next round starts only after a round is over")
        winner = self.winner
        if self.rules.next_dealer == "winner" and self._in_game[winner]:
            dealer = winner
        else:
            self.direction = 1
            dealer = self._next(self.dealer)
        in_game, eliminated, scores = self._in_game, self._eliminated, self.scores
        self._reset_round_state()
        self._in_game, self._eliminated, self.scores = in_game, eliminated, scores
        self.dealer = dealer
        self.round_number += 1
        self.events = []
        return self._start_round()

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

    def _start_round(self) -> list[Event]:
        rules, rng = self.rules, self._rng
        deck = rules.deck_cards()
        rng.shuffle(deck)
        seats = [s for s in range(self._n) if self._in_game[s]]
        for _ in range(rules.hand_size):
            for s in seats:
                self._hands[s].append(deck.pop())
        self._draw = deck
        events = [Event("deal", count=rules.hand_size)]
        while True:
            card = deck.pop()
            c = ALL_CARDS[card]
            if c.face == "+4" or (rules.first_card == "redraw-non-number" and not c.is_number):
                events.append(Event("redraw", cards=(card,)))
                deck.append(card)
                rng.shuffle(deck)
                continue
            break
        self._discard = [card]
        events.append(Event("flip", cards=(card,)))
        self._first_card_effect(c, events)
        self.events += events
        return events

    def _first_card_effect(self, c, events: list[Event]) -> None:
        """O5: the first card acts as if the dealer had played it."""
        dealer = self.dealer
        first = self._next(dealer)
        self.turn = first
        if c.is_wild:
            self.phase = COLOUR
            return
        self._set_top(c.colour, c.face)
        if c.face == "skip":
            self._skip(dealer, events)
        elif c.face == "rev":
            if self._two_player():
                self._skip(dealer, events)
            else:
                self.direction = -1
                events.append(Event("reverse", dealer, count=-1))
                self.turn = dealer
        elif c.face == "+2":
            self._hit(dealer, 2, events)


def _check_players(rules: Ruleset, players: list[str]) -> None:
    if not rules.min_players <= len(players) <= rules.max_players:
        raise ValueError(
            f"{rules.name} is for {rules.min_players} to {rules.max_players} players, "
            f"not {len(players)}"
        )
    if any(not isinstance(p, str) or not p.strip() for p in players):
        raise ValueError("every player needs a name")
    if len(set(players)) != len(players):
        raise ValueError("two players have the same name; give each a different one")


def _canonical_cards(cards: list[str]) -> list[str]:
    from .cards import parse_card

    out = []
    for text in cards:
        card = parse_card(text)
        if card is None:
            raise ValueError(f"{text!r} is not a card")
        out.append(card.text)
    return out


def _colour_letter(colour: str) -> str:
    from .moves import _colour

    letter = _colour(colour)
    if letter is None:
        raise ValueError(f"{colour!r} is not a colour; use red, yellow, green or blue")
    return letter
