"""Game: the state of one game, whose decision is due, legal moves and their effects.

A move is checked completely before anything changes, so a refused move
(IllegalMove) leaves the game exactly as it was. Effects that leave nobody a
choice happen at once; the game waits only where someone has a decision
(the `phase`):

- ``play``: the player due plays, draws (or passes a card face down);
- ``drawn``: play the card just drawn, or keep it;
- ``challenge``: challenge or accept a Wild Draw Four (no stacking);
- ``stack``: answer a pending draw (stack, pass it on, challenge) or take it;
- ``skipped``: answer a Skip with a Skip (H-skip-stack) or be skipped;
- ``colour``: declare a colour outside a play (first-card wild, Greninja);
- ``round-over`` / ``game-over``.

Out of turn, at any moment it applies: catch a missing UNO, call UNO late,
jump in, doubt a face-down card. The rules live in the mixins: `play`
(playing cards and their effects), `pending` (draw stacks, skips,
challenges), `calls` (UNO, catch, jump-in, face-down, doubt), `specials`
(hand swaps and the special wilds), `rounds` (dealing, going out, scoring).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, NamedTuple

from .calls import CallRules
from .cards import ALL_CARDS, COLOUR_NAMES, SUIT_NAMES, colour_name, parse_card
from .effects import WILD_EFFECTS, effect_table, stack_pairs
from .events import Event
from .moves import IllegalMove, parse_move
from .moves import _cache as _parsed  # parse_move's cache, read directly in the move loop
from .pending import PendingRules
from .phases import CHALLENGE, COLOUR, DRAWN, OUT, PLAY, SKIPPED, STACK
from .play import PlayRules, play_texts
from .rounds import RoundRules
from .ruleset import Ruleset
from .specials import SpecialRules

if TYPE_CHECKING:
    from .views import Held, SeatView

_new_tuple = tuple.__new__  # builds a NamedTuple without its slower __new__


class LogEntry(NamedTuple):
    round: int
    by: int
    move: str


_MATCHING: dict[tuple, frozenset[str]] = {}


def matching(wilds: frozenset[str], colour: str | None, face: str | None) -> frozenset[str]:
    """Every card playable on a top card of this colour and face (O6), cached."""
    key = (wilds, colour, face)
    cards = _MATCHING.get(key)
    if cards is None:
        cards = frozenset(
            text
            for text, c in ALL_CARDS.items()
            if text in wilds or c.colour == colour or (face is not None and c.face == face)
        )
        _MATCHING[key] = cards
    return cards


class Game(PlayRules, PendingRules, CallRules, SpecialRules, RoundRules):
    """One game: several rounds under one ruleset, one random generator."""

    def __init__(self, rules: Ruleset, players: list[str], seed: int | None = None):
        _check_players(rules, players)
        self.rules = rules
        self.players = list(players)
        self.seed = seed
        self._rng = random.Random(seed)
        n = len(players)
        self._n = n
        self._effect = effect_table(rules)
        self._wilds = frozenset(c for c, e in self._effect.items() if e in WILD_EFFECTS)
        self._stack_pairs = stack_pairs(rules)
        self._match: dict[tuple, frozenset[str]] = {}
        # Options read on every move, copied once (the move loop is the hot path).
        self._multi = rules.multi
        self._jump_in = rules.jump_in
        self._facedown_limit = rules.facedown_limit
        self._draw_forbidden = rules.draw_with_playable == "forbidden"
        self._suit_reverse = rules.reverse_on_suit_change
        # Fast paths for the commonest moves, where no option adds anything to them.
        quiet = not (rules.reverse_on_suit_change or rules.forced_draw)
        self._quick = frozenset(
            c for c, e in self._effect.items() if quiet and e is None and c not in self._wilds
        )
        self._quick_draws = (
            rules.draw_with_playable == "allowed"
            and not rules.draw_until_playable
            and rules.drawn_card == "may-play"
        )
        letters = SUIT_NAMES if rules.playing_cards else COLOUR_NAMES
        self._colour_letters = tuple(letters)
        self._colour_word = "suit" if rules.playing_cards else "colour"
        # The words said on the second-to-last and the last card (O12, Page One).
        self._one_call, self._out_call = {
            "uno": ("uno", None),
            "pageone-stop": ("pageone", "stop"),
            "pageone-last": (None, "pageone"),
        }[rules.calls]
        # Cards whose play may be challenged (O11): Wild Draw Fours, unless unrestricted.
        self._wd4_faces = {ALL_CARDS[c].face for c, e in self._effect.items() if e == "wild4"}
        self._challengeable = frozenset(
            c for c, e in self._effect.items() if e == "wild4" and rules.wd4_restriction != "none"
        )
        # Cards whose plays name a player or an action: listed and checked the long way.
        self._special = frozenset(
            c
            for c, e in self._effect.items()
            if e in ("swap", "seven") or (e == "custom" and rules.custom_effect == "gamble")
        )
        self._texts = play_texts(  # ready-made play moves of every card but the special ones
            set(rules.deck_cards()) - self._special,
            self._wilds,
            self._colour_letters,
            self._one_call,
        )
        self._in_game = [True] * n
        self._eliminated: list[int] = []
        self._wins = [0] * n
        self._last_order: list[int] = []
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
        self._wd4 = None  # what a challenge of the last Wild Draw Four is judged against
        self._pending = 0  # cards waiting to be drawn (a Wild Draw Four or a stack)
        self._pending_face: str | None = None
        self._fine = 0  # a lost challenge's 2 cards, void if the challenger stacks
        self._skips = 0  # Skips played in a row (H-skip-stack)
        self._jumpable = False  # the top card was just played: identical cards may jump in
        self._doubt: tuple[int, str, bool] | None = None  # last face-down card
        self._facedowns = [0] * n
        self._after_colour: int | None = None  # who plays after a Greninja's second colour
        self._replay = False  # a caught bluffer must play a card of the active colour
        self._unconfirmed: tuple | None = None  # a last card played without the final call
        self._suit_changed = False
        self._passes = 0
        self._round_penalties = [0] * n
        self._seated = list(self._in_game) if hasattr(self, "_in_game") else [True] * n
        self._finished: list[int] = []
        self.round_over = False
        self.winner: int | None = None

    # -- construction -------------------------------------------------------

    @classmethod
    def new(cls, rules: Ruleset, players: list[str], seed: int | None = None) -> Game:
        """A new game: choose the dealer (O2), deal (O3) and turn up the first card."""
        game = cls(rules, players, seed)
        size = rules.hand_size_for(len(players))
        if len(rules.deck_cards()) < len(players) * size + 1:
            raise ValueError(
                f"the {rules.name} deck has {len(rules.deck_cards())} cards, too few to deal "
                f"{size} each to {len(players)} players"
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
        game._hands = [_canonical_cards(h) for h in hands]
        game._discard = _canonical_cards(discard)
        game._draw = _canonical_cards(draw_pile)[::-1]
        allowed = Counter(rules.deck_cards())
        for card, count in game.all_cards().items():
            if count > allowed[card]:
                raise ValueError(
                    f"the position holds {count} x {card}; "
                    f"the {rules.deck} deck has {allowed[card]}"
                )
        game.round_number = 1
        game.turn, game.direction = turn, direction
        game.dealer = (turn - direction) % len(players) if dealer is None else dealer
        top = game._discard[-1]
        if top in game._wilds:
            if colour is None:
                game.phase = COLOUR
            else:
                letter = _colour_letter(colour)
                if letter not in game._colour_letters:
                    names = ", ".join(colour_name(c) for c in game._colour_letters)
                    raise ValueError(f"{colour!r} is not one of {names}")
                game._set_top(letter, None)
        else:
            game._set_top(ALL_CARDS[top].colour, ALL_CARDS[top].face)
        return game

    def _set_top(self, colour: str | None, face: str | None) -> None:
        """The active colour and the face to match (None after a wild), and what matches."""
        self._colour, self._top_face = colour, face
        ok = self._match.get((colour, face))
        if ok is None:
            ok = self._match[colour, face] = matching(self._wilds, colour, face)
        self._ok = ok

    # -- read-only views ----------------------------------------------------

    @property
    def top(self) -> str:
        card = self._discard[-1]
        if card in self._wilds and self._colour:
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
        return self._pending + self._fine

    @property
    def catchable(self) -> list[int]:
        return list(self._liable)

    @property
    def finished(self) -> list[int]:
        """Seats that have gone out this round, in order (S4)."""
        return list(self._finished)

    @property
    def challenge_target(self) -> int | None:
        """The seat whose Wild Draw Four may be challenged now, or None."""
        return (
            self._wd4.player if self._wd4 is not None and self.phase in (CHALLENGE, STACK) else None
        )

    @property
    def pending_skips(self) -> int:
        """Skips waiting for the player due in phase "skipped" (H-skip-stack)."""
        return self._skips if self.phase == SKIPPED else 0

    @property
    def unconfirmed_out(self) -> int | None:
        """The seat whose last card (played without the final call) waits in phase "out"."""
        return self._unconfirmed[0] if self._unconfirmed else None

    @property
    def facedown_pending(self) -> int | None:
        """The seat whose face-down card may be doubted now, or None."""
        return self._doubt[0] if self._doubt else None

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

    def in_round(self, seat: int) -> bool:
        """Still holding cards and taking turns in this round."""
        return self._seated[seat]

    def round_wins(self, seat: int) -> int:
        return self._wins[seat]

    def effect(self, card: str) -> str | None:
        """What a card does under these rules (None for a plain number)."""
        return self._effect[parse_card(card).text]

    def all_cards(self) -> Counter:
        """Every card the game holds (hands, draw pile, discard pile): for invariants."""
        cards = Counter(self._draw) + Counter(self._discard)
        for h in self._hands:
            cards.update(h)
        return cards

    # -- legal moves --------------------------------------------------------

    def legal_moves(self, by: int | None = None) -> list[str]:
        """Every move seat `by` (default: the player due) may make now.

        With H-multi, groups of cards are listed as pairs and as whole sets of
        one face; `move()` accepts every other valid group too."""
        due = self.turn
        if (
            (by is None or by == due)
            and self.phase == PLAY
            and not self._liable
            and not self._doubt
        ):
            return self._play_moves(due)  # the usual case, and the hot path
        if by is None:
            by = due
        moves: list[str] = []
        if not self._in_game[by]:
            return moves
        phase = self.phase
        if by == due:
            if phase == PLAY:
                moves = self._play_moves(by)
            elif phase == DRAWN:
                calling = len(self._hands[by]) == 2 and not self._called[by]
                moves += self._card_moves(by, self._drawn, calling)
                if self.rules.drawn_card != "must-play":
                    moves.append("keep")
                if calling and self._one_call:
                    moves.append(self._one_call)
            elif phase in (CHALLENGE, STACK, SKIPPED):
                moves += self._answer_moves(by)
            elif phase == COLOUR:
                moves += [f"colour {colour_name(c)}" for c in self._colour_letters]
            elif phase == OUT:
                moves.append("accept")
            else:
                return moves
        elif self.round_over:
            return moves
        if self._liable:
            moves += [f"catch {s}" for s in self._liable if s != by]
            if by in self._liable:
                late = self._out_call if self.phase == OUT else self._one_call
                moves.append(late)
        if self._jump_in and by != due:
            moves += self._jumpin_moves(by)
        if self._doubt and self._doubt[0] != by:
            moves.append("doubt")
        return moves

    def _may_draw(self, any_playable: bool) -> bool:
        if not self._draw and len(self._discard) < 2:
            return not any_playable  # nothing to draw: a pass, only when stuck
        return not (any_playable and self._draw_forbidden)

    # -- making moves -------------------------------------------------------

    def move(self, text: str, by: int | None = None) -> list[Event]:
        """Make one move (RULES 7) for seat `by` (default: the player due)."""
        move = _parsed.get(text) if text.__class__ is str else None
        if move is None:
            move = parse_move(text)
        if by is None:
            by = self.turn
        elif not isinstance(by, int) or not 0 <= by < self._n or not self._in_game[by]:
            raise IllegalMove(f"there is no player {by!r} in this game")
        if self.round_over:
            over = "game" if self.game_over else "round"
            raise IllegalMove(f"the {over} is over; no more moves can be made")
        handler = self._handlers.get(move.kind)
        if handler is None:
            raise IllegalMove(f"'{move.kind}' is not a move")
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
            STACK: f"{who} is to answer the pending draw of {self.pending_draw} or take it",
            SKIPPED: f"{who} is to answer the Skip or be skipped",
            COLOUR: f"{who} is to choose a {self._colour_word}",
            OUT: f"{self._name(self._unconfirmed[0]) if self._unconfirmed else ''} played their "
            f"last card without saying '{self._out_call}': anyone may catch them, or {who} "
            f"accepts that they are out",
        }[self.phase]

    def _close_windows(self) -> None:
        """The next action has begun: late catches, jump-ins and doubts are over."""
        self._liable.clear()
        self._doubt = None
        self._jumpable = False

    # -- turn order and drawing ---------------------------------------------

    def _advance(self, p: int, steps: int = 1) -> None:
        """The turn passes on from p (skipping `steps - 1` players)."""
        if steps == 1:  # inlined _next: this runs after nearly every move
            d, n, seated = self.direction, self._n, self._seated
            seat = (p + d) % n
            while not seated[seat]:
                seat = (seat + d) % n
            self.turn = seat
        else:
            self.turn = self._next(p, steps)
        self.phase, self._drawn = PLAY, None

    def _two_player(self) -> bool:
        return self.rules.two_player_rules and sum(self._seated) == 2

    def _next(self, seat: int, steps: int = 1) -> int:
        n, d, seated = self._n, self.direction, self._seated
        for _ in range(steps):
            seat = (seat + d) % n
            while not seated[seat]:
                seat = (seat + d) % n
        return seat

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
        if got:
            self._hands[seat] += got
            self._called[seat] = False
            if seat in self._liable:  # holding more than one card: no longer catchable
                self._liable.remove(seat)
            events.append(Event("draw", seat, tuple(got), len(got)))
        return events

    def _reshuffle(self) -> Event:
        top = self._discard.pop()
        pile = self._discard
        self._rng.shuffle(pile)
        self._draw, self._discard = pile, [top]
        return Event("reshuffle", count=len(pile))

    # -- views and copies (views.py, copies.py) -----------------------------

    _sampled_for: Held | None = None  # in a sampled world: what its seat knew (views.py)

    def view(self, seat: int | None) -> SeatView:
        """What `seat` may know now, as a frozen value; None: the shared screen."""
        from .views import seat_view

        return seat_view(self, seat)

    def clone(self) -> Game:
        """An independent copy: the same state and the same future (same generator)."""
        from .copies import copy_state

        return copy_state(self)

    def sample(self, seat: int | None, rng: random.Random) -> Game:
        """A copy in which every card hidden from `seat` is dealt again at random,
        consistent with what the seat knows (see copies.sample)."""
        from .copies import sample

        return sample(self, seat, rng)


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
