"""The state of a game, declared once with its types, and the named operations
that change it (give cards, advance the turn, set the top card, set or clear a
pending draw, move hands …).

The rule modules (play, pending, calls, rounds, effects/, options/) take the
game as their first argument and read these attributes; they change the turn,
the hands and the piles through the operations below wherever one exists.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from functools import cache
from types import MappingProxyType, MethodType
from typing import TYPE_CHECKING, NamedTuple

from .cards import ALL_CARDS, Card, colour_name, flip_cards, other_side
from .events import Event, EventKind
from .phases import PLAY, Phase
from .refusals import Refusal, refuse

_DRAW = EventKind.DRAW  # (an enum member's lookup costs 10x a name's)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from .effects import Effect
    from .game import Game
    from .moves import Move
    from .options.base import (
        AfterDraw,
        AfterMove,
        AfterPlay,
        DrawRefused,
        DrawsStacked,
        Give,
        GoingOutProblem,
        GoneOut,
        GroupProblem,
        HandsChanged,
        ListMoves,
        NewRound,
        OneLeft,
        RoundDeltas,
        RoundEnd,
        SkipsDue,
        TargetProblem,
        VictimPlays,
        Winners,
    )
    from .ruleset import Ruleset

_new_tuple = tuple.__new__  # builds a NamedTuple without its slower __new__
_ONE_SIDE: dict[str, object] = {}  # a game with one side keeps its tables as they are


class LogEntry(NamedTuple):
    round: int
    by: int
    move: str


# The card just drawn, which its drawer may play (phase "drawn"): the commonest step,
# kept a plain card text (a NamedTuple around it cost the move loop 0.2-0.4% more).
Drawn = str


class Wd4(NamedTuple):
    """What a challenge of the Wild Draw Four just played is judged against (O11),
    in phases "challenge" and "stack"."""

    player: int
    hand: tuple[str, ...]
    colour: str | None
    top_face: str | None
    bluff: bool
    draw: int = 4  # what the challenged card draws (a FLIP! Wild Draw Two: 2)
    face: str | None = None  # its face (a Wild Draw Colour draws until the colour)
    card: str = "W+4"  # the card challenged (FLIP!: a Wild Draw Two; Page One: a Joker)


class Unconfirmed(NamedTuple):
    """A last card played without the final call, waiting in phase "out"."""

    player: int
    move: Move
    chain: int  # the pending draw when it was played
    skips: int  # the pending Skips when it was played
    carried: Step | None  # the Change or All Hit+2 it answered (a Counter), if any


class Doubt(NamedTuple):
    """The last face-down card (H-facedown), which another seat may doubt."""

    player: int
    card: str
    playable: bool


class ChangeDue(NamedTuple):
    """A Change waiting for its target (phase "change", Tōgen deck)."""

    by: int  # who played the Change (kept through Counters); play goes on after them
    attacker: int  # who a Counter sends it back to
    counterer: int | None  # who countered last: they choose the colour


class HitDue(NamedTuple):
    """A Hit+? being resolved (Tōgen deck): turning up cards, or waiting for the colour
    of a turned-up wild (phase "colour") or a turned-up Gamble's row (phase "choose")."""

    player: int
    total: int  # the draw so far
    send: str  # who faces it: "next", "after-next" or "back"
    left: int  # cards still to turn up
    kept: int  # the Hit+? and the cards it turned up, on top of the discard pile


class AllHit(NamedTuple):
    """A Gamble's All Hit+2 (T2): the players still to face their 2 cards, in order
    (phase "stack", a Counter's return included)."""

    by: int
    left: tuple[int, ...]


class AfterColour(NamedTuple):
    """A colour asked of the player due (phase "colour") after a Greninja, a Flip that
    turned up a wild, or a countered Change: then `seat` plays."""

    seat: int


class Roulette(NamedTuple):
    """A Colour Roulette (No Mercy, 6e): its victim names the colour (phase "colour")."""

    by: int  # who played it


class Replay(NamedTuple):
    """A caught bluffer must play a card of the active colour (phase "play", O11). The
    only step of phase "play": the hot paths there test `_step is None`."""

    player: int


# What the decision in hand is about: one value kept with the phase (State._step),
# whose type says which (None: nothing more than the phase). `_hand_to` sets it with
# the phase, `_advance` clears it. Effects that run on across several decisions keep
# theirs: a Change and an All Hit+2 through the Counters that answer them (play.play,
# and an Unconfirmed last Counter), a Hit+? while it turns up cards and asks a colour
# or a row.
Step = Drawn | Wd4 | Unconfirmed | ChangeDue | HitDue | AllHit | AfterColour | Roulette | Replay


_MATCHING: dict[tuple[frozenset[str], str | None, str | None, int], frozenset[str]] = {}
# Every card of the ordinary decks, and (colour, face) of each: what a play of it puts
# on top. Read-only views: every game shares them (copies share them too).
CARDS: Mapping[str, Card] = MappingProxyType(ALL_CARDS)
COLOUR_FACE: Mapping[str, tuple[str | None, str]] = MappingProxyType(
    {text: (c.colour, c.face) for text, c in ALL_CARDS.items()}
)


@cache
def flip_colour_face(side: str) -> Mapping[str, tuple[str | None, str]]:
    """COLOUR_FACE of every FLIP! card on `side` (RULES 6d)."""
    return MappingProxyType({text: (c.colour, c.face) for text, c in flip_cards(side).items()})


def matching(
    wilds: frozenset[str],
    colour: str | None,
    face: str | None,
    cards: Mapping[str, Card] = CARDS,
) -> frozenset[str]:
    """Every card of `cards` (ALL_CARDS, or a side's FLIP! cards) playable on a top card
    of this colour and face (O6), cached."""
    key = (wilds, colour, face, id(cards))  # (the card tables are made once, never freed)
    found = _MATCHING.get(key)
    if found is None:
        found = _MATCHING[key] = frozenset(
            text
            for text, c in cards.items()
            if text in wilds or c.colour == colour or (face is not None and c.face == face)
        )
    return found


class RuleTables:
    """What the ruleset means, resolved once per game (Game._resolve): not state."""

    # What a card is and does. A FLIP! game (RULES 6d) keeps these per side (`_sides`)
    # and shows the side in play's (`_show_side`); every other game has one side.
    _cards: Mapping[str, Card]  # card text -> the card (a FLIP! card: its face in play)
    _colour_face: Mapping[str, tuple[str | None, str]]  # what a play of it puts on top
    _sides: dict[str, dict[str, object]]  # side -> the attributes above and below it (FLIP!)
    _flip_deck: list[str] | None  # a FLIP! game's deck, its faces paired by the game's rng
    _effect: Mapping[str, Effect]
    _wilds: frozenset[str]
    _match: dict[tuple[str | None, str | None], frozenset[str]]
    _colour_letters: tuple[str, ...]
    _colour_word: str
    _wild_faces: str  # the wilds' faces in the deck ("8", "A/8/JOKER"; "" if none)
    _one_call: str | None  # the word said on the second-to-last card
    _out_call: str | None  # the word said on the last card
    _one_liable: bool  # a missed one-card call may be caught (O12: a catch costs something)
    _stack_pairs: frozenset[tuple[str, str]]
    _challengeable: frozenset[str]  # cards whose play may be challenged (O11) here
    _wd4_faces: frozenset[str]  # faces of challengeable cards (draw_victim_plays)
    _special: frozenset[str]  # cards whose play names a player or an action
    _unnamed: frozenset[str]  # cards whose play names nothing (not wild, not special)
    _draw_forbidden: bool
    _suit_reverse: bool
    _early_call: bool  # UNO may be called with the second-to-last card (H-uno-call)
    _draw_amounts: dict[str, int]  # face -> the cards a draw card of it gives (stack_amount)
    _takers: frozenset[str]  # cards whose play takes the rest of their colour (Discard All)
    # The fast paths (empty when turned off, see Game.use_fast_paths).
    _quick: frozenset[str]  # cards quick_play may play
    _quiet: frozenset[str]  # cards without an effect: play() skips apply_effects
    _quick_draws: bool
    _texts: dict[str, tuple[tuple[str, ...], tuple[str, ...]]]  # ready-made play texts
    _quick_texts: dict[str, str]  # "play R5" -> "R5": the plays quick_play may make
    _trust_listing: bool  # a move legal_moves() listed is made unchecked (Game._listed)
    # The enabled house-rule options' hooks, in registry order (options/base.py, resolved
    # by options/registry.py in Game._resolve), and what they leave of the fast paths.
    _options: tuple[str, ...]
    _hook_after_play: tuple[AfterPlay, ...]
    _hook_hands_changed: tuple[HandsChanged, ...]
    _hook_after_draw: tuple[AfterDraw, ...]
    _hook_draws_stacked: tuple[DrawsStacked, ...]
    _hook_skips_due: tuple[SkipsDue, ...]
    _hook_victim_plays: tuple[VictimPlays, ...]
    _hook_round_deltas: tuple[RoundDeltas, ...]
    _hook_round_end: tuple[RoundEnd, ...]
    _hook_winners: tuple[Winners, ...]
    _hook_new_round: tuple[NewRound, ...]
    _hook_after_move: tuple[AfterMove, ...]
    _options_quick_plays: bool
    _options_quick_draws: bool
    _hook_draw_refused: tuple[DrawRefused, ...]
    _hook_target_problem: tuple[TargetProblem, ...]
    _hook_going_out_problem: tuple[GoingOutProblem, ...]
    _hook_gone_out: tuple[GoneOut, ...]
    _hook_one_left: tuple[OneLeft, ...]
    _hook_group_problem: tuple[GroupProblem, ...]
    _hook_more_plays: tuple[ListMoves, ...]
    _hook_moves_due: tuple[ListMoves, ...]
    _hook_moves_others: tuple[ListMoves, ...]
    _give_cards: Give | None  # an option's way of giving cards (None: the plain way)
    _round_states: tuple[tuple[str, Callable[[State], object]], ...]


class State(RuleTables):
    """Everything that changes during a game (its own annotations list it all)."""

    # -- the game: kept from round to round --------------------------------
    rules: Ruleset
    players: list[str]
    starting_players: tuple[str, ...]  # the seating at the start (H-shuffle-seats reseats)
    seed: int | None
    scores: list[int]
    round_scores: list[list[int]]
    round_number: int
    log: list[LogEntry]
    events: list[Event]
    dealer: int
    game_over: bool
    game_winner: int | None
    _rng: random.Random
    _n: int  # seats
    _in_game: list[bool]  # not eliminated (S3)
    _eliminated: list[int]
    _wins: list[int]  # rounds won
    _last_order: list[int]  # the last round's places (H-handicap)

    # -- the round ----------------------------------------------------------
    side: str  # "light", or "dark" after a FLIP! Flip (RULES 6d)
    turn: int
    direction: int
    phase: Phase
    round_over: bool
    winner: int | None
    _hands: list[list[str]]
    _draw: list[str]  # top of the pile is the end of the list
    _discard: list[str]
    _colour: str | None  # the active colour or suit letter
    _top_face: str | None  # the face to match (None after a wild)
    _ok: frozenset[str]  # every card that matches the top now
    _step: Step | None  # what the decision in hand is about (see Step)
    _called: list[bool]  # said the call on the second-to-last card
    _liable: list[int]  # seats that may be caught without their call
    _pending: int  # cards waiting to be drawn (a Wild Draw Four or a stack)
    _pending_face: str | None  # the face the pending draw stacks as
    _fine: int  # a lost challenge's cards, void if the challenger stacks
    _skips: int  # Skips played in a row (H-skip-stack)
    _jump_on: int | None  # who just played the top card: identical cards may jump in
    _doubt: Doubt | None  # the last face-down card
    _facedowns: list[int]  # face-down passes used
    _suit_changed: bool  # the last play changed the suit (H-suit-reverse)
    _passes: int  # passes in a row with nothing to draw (or at the hand limit)
    _doubled: int  # what H-revenge added to the last draw played
    _round_penalties: list[int]  # penalty points this round (S3)
    _seated: list[bool]  # still holding cards and taking turns this round
    _finished: list[int]  # seats gone out this round, in order (S4)
    # The Tōgen deck (6c).
    _pending_priority: int  # the priority a card needs to answer the pending draw
    _attacker: int | None  # who played the last attack: a Counter sends it back to them
    _owed: list[int]  # stock owed per seat (T2)
    # No Mercy (6e).
    _knocked_out: list[int]  # seats out of the round by the Mercy rule, in order
    _mercy_due: bool  # a seat was knocked out during this move (mercy.settle)
    # House-rule options' own per-round state, by option name (Option.round_state).
    _option_state: dict[str, object]

    def _reset_round_state(self) -> None:
        n = self._n
        self._show_side("light")
        self._hands = [[] for _ in range(n)]
        self._draw = []
        self._discard = []
        self._set_top(None, None)
        self.turn = 0
        self.direction = 1
        self.phase = PLAY
        self._step = None
        self._called = [False] * n
        self._liable = []
        self._pending = 0
        self._pending_face = None
        self._fine = 0
        self._skips = 0
        self._jump_on = None
        self._doubt = None
        self._facedowns = [0] * n
        self._suit_changed = False
        self._passes = 0
        self._doubled = 0
        self._round_penalties = [0] * n
        self._seated = list(self._in_game)
        self._finished = []
        self._pending_priority = 0
        self._attacker = None
        self._owed = [0] * n
        self._knocked_out = []
        self._mercy_due = False
        self._option_state = {}
        for name, make in self._round_states:
            self._option_state[name] = make(self)
        self.round_over = False
        self.winner = None

    # -- reading ------------------------------------------------------------

    @property
    def top(self) -> str:
        card = self._discard[-1]
        if card in self._wilds and self._colour:
            light, slash, dark = card.partition("/")
            if slash:  # a FLIP! card: the colour follows the face in play (RULES 1)
                if self.side == "dark":
                    return f"{card}>{self._colour}"
                return f"{light}>{self._colour}/{dark}"
            return f"{card}>{self._colour}"
        return card

    @property
    def colour(self) -> str | None:
        return colour_name(self._colour)

    @property
    def pending_draw(self) -> int:
        return self._pending + self._fine

    def _name(self, seat: int) -> str:
        return self.players[seat]

    def _seats(self) -> list[int]:
        """The seats still in this round, in seat order."""
        return [s for s in range(self._n) if self._seated[s]]

    def _next(self, seat: int, steps: int = 1) -> int:
        n, d, seated = self._n, self.direction, self._seated
        for _ in range(steps):
            seat = (seat + d) % n
            while not seated[seat]:
                seat = (seat + d) % n
        return seat

    def _turn_problem(self, by: int, what: str, phases: tuple[Phase, ...]) -> Refusal | None:
        """Why seat `by` may not `what` (a "do/..." refusal) now, if only the player due
        may, in these phases."""
        if by != self.turn:
            return refuse("not-your-turn", due=self._name(self.turn), player=self._name(by))
        if self.phase not in phases:
            return refuse(
                "cannot-now",
                player=self._name(by),
                action=refuse(what),
                waiting=self._waiting_for(),
            )
        return None

    def _waiting_for(self) -> Refusal:
        who = self._name(self.turn)
        if self.phase == Phase.OUT:
            out = self._step
            last = self._name(out.player) if type(out) is Unconfirmed else ""
            return refuse("waiting/out", last=last, call=self._out_call, who=who)
        if self.phase == Phase.STACK:
            return refuse("waiting/stack", who=who, count=self.pending_draw)
        if self.phase == Phase.COLOUR and self.rules.playing_cards:
            return refuse("waiting/suit", who=who)
        if self.phase == Phase.DRAWN and self.rules.drawn_card == "must-play":
            return refuse("waiting/must-play", who=who)
        step = self._step
        if self.phase == Phase.CHALLENGE and type(step) is Wd4 and step.card != "W+4":
            # (FLIP!'s Wild Draw Two or Wild Draw Colour, Page One's Joker)
            return refuse("waiting/challenge-card", who=who, card=step.card)
        return refuse(f"waiting/{self.phase}", who=who)

    def _prev(self, seat: int) -> int:
        """The seat before `seat` in the direction of play."""
        n, d, seated = self._n, self.direction, self._seated
        seat = (seat - d) % n
        while not seated[seat]:
            seat = (seat - d) % n
        return seat

    def _two_player(self) -> bool:
        return self.rules.two_player_rules and sum(self._seated) == 2

    def hand_points(self, seat: int) -> int:
        cards = self._cards
        return sum(cards[c].points for c in self._hands[seat])

    # -- the top card -------------------------------------------------------

    def _set_top(self, colour: str | None, face: str | None) -> None:
        """The active colour and the face to match (None after a wild), and what matches."""
        self._colour, self._top_face = colour, face
        ok = self._match.get((colour, face))
        if ok is None:
            ok = self._match[colour, face] = matching(self._wilds, colour, face, self._cards)
        self._ok = ok

    # -- the turn -----------------------------------------------------------

    def _skipped(self, seat: int) -> list[Event]:
        """`seat` misses the turn: the event that says so, none for a seat the Mercy rule
        has just put out of the round (it is out, not skipped)."""
        return [Event(EventKind.SKIP, seat)] if self._seated[seat] else []

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
        self.phase, self._step = PLAY, None

    def _hand_to(self, seat: int, phase: Phase, step: Step | None = None) -> None:
        """The decision `phase`, about `step`, is now seat's."""
        self.turn, self.phase, self._step = seat, phase, step

    def _close_windows(self) -> None:
        """The next action has begun: late catches, jump-ins and doubts are over."""
        self._liable.clear()
        self._doubt = None
        self._jump_on = None

    # -- pending draws ------------------------------------------------------

    def _set_pending(self, count: int, face: str | None, priority: int = 0) -> None:
        """`count` cards wait for the player due, stacking as `face` (H-stack), answered
        with `priority` or more (stack_priority)."""
        self._pending, self._pending_face, self._fine = count, face, 0
        self._pending_priority = priority

    def _clear_pending(self) -> None:
        self._pending, self._pending_face, self._fine = 0, None, 0
        self._pending_priority = 0

    # -- cards --------------------------------------------------------------

    def _give(self, seat: int, count: int, owe: bool = False, plainly: bool = False) -> list[Event]:
        """Seat draws `count` cards from the draw pile, reshuffling when it runs out;
        fewer if the piles run dry. An option may give cards its own way (`_give_cards`:
        the T2 stock owes the rest when `owe`, a pending or forced draw; the Mercy rule
        stops at its limit), unless asked for the plain way (`plainly`, by that option)."""
        if self._give_cards is not None and not plainly:
            return self._give_cards(self, seat, count, owe)
        events: list[Event] = []
        got = []
        for _ in range(count):
            if not self._draw:
                if not self._can_reshuffle():
                    break
                events.append(self._reshuffle())
            got.append(self._draw.pop())
        if got:
            self._hands[seat] += got
            self._called[seat] = False
            if seat in self._liable:  # holding more than one card: no longer catchable
                self._liable.remove(seat)
            events.append(Event(_DRAW, seat, tuple(got), len(got)))
        return events

    def _kept_on_discard(self) -> int:
        """How many cards at the top of the discard pile a reshuffle leaves there: the
        top card; while a Hit+? turns up cards, that Hit+? and every card it turned up
        (RULES 6c, "Turning up ends"), so turning up cannot feed itself for ever."""
        hit = self._step
        return hit.kept if type(hit) is HitDue else 1

    def _can_reshuffle(self) -> bool:
        return len(self._discard) > self._kept_on_discard()

    def _reshuffle(self) -> Event:
        keep = self._kept_on_discard()
        pile = self._discard[:-keep]
        self._rng.shuffle(pile)
        self._draw, self._discard = pile, self._discard[-keep:]
        return Event(EventKind.RESHUFFLE, count=len(pile))

    # A game made by Game.new: its seed and its moves make it again (options/undo.py).
    _dealt: bool = False

    def _replayed(self, entries: Sequence[LogEntry]) -> Game:
        """A new game dealt from this game's seed, with `entries` made (Game's)."""
        raise NotImplementedError

    def _mercy_reached(self, seat: int, count: int) -> bool:
        """Whether `seat`, drawing `count` more cards, holds the Mercy limit (mercy_limit,
        RULES 6e: out of the round): the rule's one test, for the draw and the view."""
        limit = self.rules.mercy_limit
        return bool(limit) and len(self._hands[seat]) + count >= limit

    def _move_within(self, text: str, by: int) -> list[Event]:
        """Make `text` for `by` as part of the move being made (a time-out's draw,
        options/timer.py): checked and made as a move, logged only as that move (Game's)."""
        raise NotImplementedError

    def _become(self, other: State) -> None:
        """Take over `other`'s whole state (a game made again, options/undo.py)."""
        state = vars(self)
        state.clear()
        for name, value in vars(other).items():
            if isinstance(value, MethodType) and value.__self__ is other:
                value = MethodType(value.__func__, self)  # (bound to this game, not that)
            state[name] = value

    def _deck(self) -> list[str]:
        """A fresh copy of the game's deck (a FLIP! game's pairing is its own)."""
        return list(self._flip_deck) if self._flip_deck is not None else self.rules.deck_cards()

    def _show_side(self, side: str) -> None:
        """What the cards are and do as of `side` (a FLIP! game; others have one side)."""
        self.side = side
        for name, value in self._sides.get(side, _ONE_SIDE).items():
            setattr(self, name, value)

    def _turn_over(self) -> None:
        """A FLIP! Flip (RULES 6d): every card turns over; a turned pile lies reversed."""
        self._draw.reverse()
        self._discard.reverse()
        self._show_side(other_side(self.side))

    def _bury(self, seat: int, cards: list[str]) -> None:
        """Cards discarded by an effect go under the top card, which stays."""
        for card in cards:
            self._hands[seat].remove(card)
        self._discard[-1:-1] = cards

    def _swap_hands(self, p: int, target: int, events: list[Event]) -> None:
        hands = self._hands
        hands[p], hands[target] = hands[target], hands[p]
        events.append(Event(EventKind.SWAP, p, target=target))
        self._hands_changed((p, target), events)

    def _hands_changed(self, seats: Iterable[int], events: list[Event]) -> None:
        """After hands moved: UNO states start afresh, and forced draws apply."""
        seats = list(seats)
        for s in seats:
            self._called[s] = False
            if s in self._liable:
                self._liable.remove(s)
        for s in seats:
            self._run_hands_changed(s, events)

    def _run_hands_changed(self, seat: int, events: list[Event]) -> None:
        """A hand was dealt or changed: the options' hands_changed hooks (H-forced-draw)."""
        if self._hook_hands_changed:
            for hook in self._hook_hands_changed:
                hook(self, seat, events)

    def _stacked(self, draws: int, chain: int) -> int:
        """What `draws` cards played onto a pending `chain` add to it (the options'
        draws_stacked hooks: H-revenge doubles an answer and keeps what it added)."""
        self._doubled = 0
        if self._hook_draws_stacked:
            for hook in self._hook_draws_stacked:
                draws = hook(self, draws, chain)
        return draws
