"""What one seat may know: `SeatView`, and the knowledge a seat has gathered.

`seat_view(game, seat)` (``game.view(seat)``) is a frozen value of plain data
(tuples, ints, strings, the frozen Ruleset) with no reference to the game, so
whoever holds a view cannot reach a hand it may not see. `seat=None` is the
shared screen: no hand at all. `decision` says what is asked now and why, and
`card_effects` what the seat's cards do under these rules (decisions.py).

`knowledge(game, seat)` works out, from the round's events, which cards the
seat knows to be in another hand and which discard-pile cards it has not
seen (face-down passes). It is what `sample` keeps fixed; see there.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from .decisions import CardEffect, Decision, card_effects, decision
from .events import Event
from .moves import LegalMove, parse_move
from .refusals import Refusal
from .ruleset import Ruleset
from .state import Drawn

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True, slots=True)
class RoundResult:
    """How a round ended, as the whole table sees it: hands are shown for scoring (RULES 9)."""

    hands: tuple[tuple[str, ...], ...]  # every hand as it was shown
    points: tuple[int, ...]  # what each hand is worth (RULES 4)
    order: tuple[int, ...]  # the round's places: finishing order, then by points held
    scored: tuple[int, ...]  # what each seat scored this round (0s if nothing was written)
    time_up: bool  # the round ended on the game clock (H-timer)


@dataclass(frozen=True, slots=True)
class SeatView:
    """Everything `seat` may know now, and nothing else (seat None: the shared screen)."""

    seat: int | None
    players: tuple[str, ...]
    rules: Ruleset
    hand: tuple[str, ...] | None  # the seat's own hand; None on the shared screen
    hand_sizes: tuple[int, ...]
    # What the seat knows other hands hold (its own: the whole hand); see `knowledge`.
    known: tuple[tuple[str, ...], ...]
    discard: tuple[str | None, ...]  # bottom to top; None: a face-down card not seen
    draw_pile_size: int
    top: str  # with the declared colour after a wild, e.g. "W+4>G"
    colour: str | None
    direction: int
    turn: int
    phase: str
    dealer: int
    legal_moves: tuple[LegalMove, ...]  # the seat's own moves, as values (none when shared)
    drawn: str | None  # the card the seat just drew and may play (phase "drawn")
    uno_called: tuple[bool, ...]
    catchable: tuple[int, ...]
    pending_draw: int
    pending_skips: int
    challenge_target: int | None
    facedown_pending: int | None  # the seat whose face-down card may be doubted
    facedowns_used: tuple[int, ...]
    unconfirmed_out: int | None
    in_game: tuple[bool, ...]
    in_round: tuple[bool, ...]
    finished: tuple[int, ...]
    round_number: int
    round_over: bool
    winner: int | None
    game_over: bool
    game_winner: int | None
    scores: tuple[int, ...]
    round_scores: tuple[tuple[int, ...], ...]
    round_wins: tuple[int, ...]
    ranking: tuple[int, ...]
    result: RoundResult | None  # once the round is over (every hand shown); None before
    events: tuple[Event, ...]  # this round, as the seat saw it (see `visible_events`)
    stock_owed: tuple[int, ...]  # cards each seat owes as stock (Tōgen T2)
    change_from: int | None  # phase "change": who sent the Change (aimed it, or Countered last)
    change_owner: int | None  # phase "change": who played the Change, through any Counters
    decision: Decision  # what is asked now, of whom, why (decisions.py)
    # What each distinct card of the seat's hand, and the top card, does under these
    # rules (the shared screen: the top card alone); see `effect_of`.
    card_effects: tuple[CardEffect, ...]
    # H-reveal: (seat, hand) for every hand the table sees (fewer than reveal_below cards).
    public_hands: tuple[tuple[int, tuple[str, ...]], ...] = ()
    teams: tuple[int | None, ...] = ()  # each seat's team (H-team); empty without teams
    team_scores: tuple[int, ...] = ()  # each team's score, by team number (H-team)
    # UNO FLIP! (RULES 6d): the side in play, the other face of every card in every
    # hand (all see them; empty for one-faced cards) and of the draw pile's top card.
    side: str = "light"
    backs: tuple[tuple[str, ...], ...] = ()
    draw_back: str | None = None
    # The Mercy rule (No Mercy, 6e): the seats out of this round, in the order they went
    # out, and the limit (0: no Mercy rule).
    knocked_out: tuple[int, ...] = ()
    mercy_limit: int = 0
    # Whether each seat may make moves this round, out of turn too (a catch): not once
    # out of the game or knocked out by the Mercy rule.
    makes_moves: tuple[bool, ...] = ()
    # The seat's own cards whose play now would be a bluff (O10; Game.bluffs): a first
    # game's hand marks them as not fitting, though they may be played.
    bluffs: tuple[str, ...] = ()
    # The colour the pending draw is drawn up to (UNO FLIP!'s Wild Draw Colour): then
    # pending_draw counts 1 for "until a card of this colour" and the rest as cards.
    pending_until: str | None = None
    # What the game waits for, as the phrase a refusal says it in ("Ben is to play or
    # draw"); None once the round is over.
    waiting: Refusal | None = None
    # H-jump-in: an identical card may jump in now (whoever holds one is not said).
    jump_in_open: bool = False

    def effect_of(self, card: str) -> CardEffect | None:
        """What `card` (of the seat's hand, or the top card) does; None: not in the view."""
        for effect in self.card_effects:
            if effect.card == card:
                return effect
        return None


def check_seat(game: Game, seat: int | None) -> None:
    n = len(game.players)
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < n):
        raise ValueError(f"there is no seat {seat!r}: seats are 0 to {n - 1}, or None")


def seat_view(game: Game, seat: int | None) -> SeatView:
    check_seat(game, seat)
    seats = range(len(game.players))
    know = known_now(game, seat)
    hidden = set(know.hidden_discard)
    own = seat is not None and game.turn == seat
    step = game._step
    return SeatView(
        seat=seat,
        players=tuple(game.players),
        rules=game.rules,
        hand=None if seat is None else tuple(game.hand(seat)),
        hand_sizes=tuple(game.hand_size(s) for s in seats),
        known=tuple(tuple(sorted(k.elements())) for k in know.known),
        discard=tuple(None if i in hidden else c for i, c in enumerate(game.discard)),
        draw_pile_size=game.draw_pile_size,
        top=game.top,
        colour=game.colour,
        direction=game.direction,
        turn=game.turn,
        phase=game.phase,
        dealer=game.dealer,
        legal_moves=() if seat is None else tuple(game.legal_move_values(seat)),
        # (only while it waits in phase "drawn"; H-blind-draw: not even to its drawer)
        drawn=step if own and type(step) is Drawn and not game.rules.blind_draw else None,
        uno_called=tuple(game.uno_called(s) for s in seats),
        catchable=tuple(game.catchable),
        pending_draw=game.pending_draw,
        pending_skips=game.pending_skips,
        challenge_target=game.challenge_target,
        facedown_pending=game.facedown_pending,
        facedowns_used=tuple(game._facedowns),
        unconfirmed_out=game.unconfirmed_out,
        in_game=tuple(game.in_game(s) for s in seats),
        in_round=tuple(game.in_round(s) for s in seats),
        finished=tuple(game.finished),
        round_number=game.round_number,
        round_over=game.round_over,
        winner=game.winner,
        game_over=game.game_over,
        game_winner=game.game_winner,
        scores=tuple(game.scores),
        round_scores=tuple(tuple(r) for r in game.round_scores),
        round_wins=tuple(game.round_wins(s) for s in seats),
        ranking=tuple(game.ranking()),
        result=round_result(game) if game.round_over else None,
        events=visible_events(game.events, seat),
        stock_owed=tuple(game.stock_owed),
        change_from=game.change_from,
        change_owner=game.change_owner,
        decision=decision(game, seat),
        card_effects=card_effects(game, seat),
        public_hands=tuple((s, tuple(game.hand(s))) for s in game.revealed()),
        teams=tuple(game.team_of(s) for s in seats) if game.rules.teams != "none" else (),
        team_scores=tuple(game.team_scores()),
        side=game.side,
        backs=tuple(game.backs(s) for s in seats) if game._flip_deck is not None else (),
        draw_back=game.draw_pile_back,
        knocked_out=tuple(game.knocked_out),
        mercy_limit=game.rules.mercy_limit,
        makes_moves=tuple(game.makes_moves(s) for s in seats),
        bluffs=() if seat is None else game.bluffs(seat),
        pending_until=game.pending_until,
        waiting=None if game.round_over else game._waiting_for(),
        jump_in_open=game.jump_in_open,
    )


def round_result(game: Game) -> RoundResult:
    """The end of the round just over (only then: it names every hand)."""
    seats = range(len(game.players))
    scored = game.round_scores[-1] if game.round_scores else [0] * len(seats)
    return RoundResult(
        hands=tuple(tuple(game.hand(s)) for s in seats),
        points=tuple(game.hand_points(s) for s in seats),
        order=tuple(game.round_order()),
        scored=tuple(scored),
        time_up=any(e.kind == "time-up" for e in game.events),
    )


def visible_events(events: list[Event], seat: int | None) -> tuple[Event, ...]:
    """The events `seat` saw: another seat's private events left out, and the cards
    another seat drew hidden (the count stays)."""
    seen = []
    for e in events:
        if e.private_to is not None and e.private_to != seat:
            continue
        if e.kind == "draw" and e.player != seat:
            e = e._replace(cards=())
        seen.append(e)
    return tuple(seen)


@dataclass
class Knowledge:
    """What one seat knows about where the cards are, beyond the public counts."""

    known: list[Counter[str]]  # per seat: cards it surely holds (the seat's own: all of them)
    facedowns: list[tuple[int, int, bool]]  # face-down cards: (discard index, owner, shown)
    seat: int | None

    @property
    def hidden_discard(self) -> list[int]:
        """Discard-pile indices of face-down cards this seat has not seen."""
        return [i for i, owner, shown in self.facedowns if not shown and owner != self.seat]


# Events that tell a seat something about another hand or a hidden card.
_LEARNING = frozenset(
    {
        "swap",
        "pass-hands",
        "reveal",
        "take-back",
        "misplay",
        "facedown",
        "change-hand",
        "roulette",
    }
)


class Held(NamedTuple):
    """What the seat a world was sampled for knew then: `known` after `events` events."""

    round: int
    seat: int | None
    events: int
    known: tuple[tuple[str, ...], ...]  # per seat


class _Unknown(Exception):
    """The history cannot be followed back past this event (its cards are not recorded)."""


def known_now(game: Game, seat: int | None) -> Knowledge:
    """`knowledge(game, seat)`, kept for the next call with the same history: views and
    a search's sampled worlds ask it many times in one position. Not to be changed."""
    events = game.events
    key = (seat, len(events), game.round_over, tuple(map(len, game._hands)))
    last = _LAST_KNOWN[0]  # read once: another thread may put a new entry meanwhile
    if last is not None and last[0] is events and last[1] == key:
        return last[2]
    know = knowledge(game, seat)
    _LAST_KNOWN[0] = (events, key, know)
    return know


# (the events list, held so its id cannot be reused; (seat, ...); the knowledge)
_LAST_KNOWN: list[tuple[list[Event], tuple[Any, ...], Knowledge] | None] = [None]


def knowledge(game: Game, seat: int | None, strict: bool = False) -> Knowledge:
    """What `seat` knows, worked out from this round's events. Tracked:

    - its own hand, and the discard pile except face-down cards it did not put
      down (a face-down card becomes public when doubted);
    - the hand it gave away in a swap (W-swap, 7 of H-seven-zero) or passed on
      (0 of H-seven-zero): the receiver holds those cards;
    - a challenged hand revealed to it (O11): the bluffer still holds those cards;
    - public cards taken into a hand: a Wild Draw Four taken back, a misplayed card;
    - known cards leave the list as their holder plays or discards them; whole
      hands move with swaps; a Shuffle Hands (W-shuffle) or a new deal forgets all;
    - every hand, once the round is over (hands are shown for scoring).

    Not tracked (treated as unknown): cards drawn by others, Greninja draws included;
    what a forced or "draw until playable" draw tells about the rest of a hand.
    Past an event whose cards the history does not record (e.g. in a sampled
    world, whose history hides others' draws) knowledge starts afresh. `strict`
    raises instead (for tests: the engine's own history must always be followed).
    """
    events, n = game.events, len(game.players)
    # A sampled world remembers what its seat knew when it was made (its history cannot).
    held = game._sampled_for
    if held is not None and held.round == game.round_number and held.seat == seat:
        stop = held.events
    else:
        held, stop = None, 0
        learnt = [e.kind for e in events if e.private_to in (None, seat)]
        if _LEARNING.isdisjoint(learnt):  # the usual case: nothing to learn
            return _finish(game, seat, [Counter() for _ in range(n)], [], strict)
    hands = [Counter(game.hand(s)) for s in range(n)]
    seated = [game.in_round(s) for s in range(n)]
    facedown_cards = _facedown_cards(game) if any(e.kind == "facedown" for e in events) else []
    # Back from now to the last deal or Shuffle Hands: every hand at that moment.
    start, k = stop - 1, len(facedown_cards)
    for i in range(len(events) - 1, stop - 1, -1):
        e = events[i]
        if e.kind in ("deal", "shuffle-hands"):
            start, held = i, None
            break
        try:
            k = _undo(e, hands, seated, facedown_cards, k)
        except _Unknown:
            if strict:
                raise AssertionError(f"cannot follow the history back past {e}") from None
            start, held = i, None
            break
    # Forward again, learning what the seat sees.
    known = [Counter(k) for k in held.known] if held else [Counter() for _ in range(n)]
    last_play: list[tuple[str, ...]] = [()] * n
    facedowns: list[list[Any]] = []  # [discard index, owner, shown]
    size, k = 0, 0  # discard pile size, counted from the start of the events
    for i, e in enumerate(events):
        kind, p = e.kind, cast(int, e.player)  # read only for events that name a player
        if kind in ("flip", "reshuffle"):
            size, facedowns = 1, []
        elif kind in ("play", "discard", "turn-up", "discard-all", "knocked-out"):
            size += len(e.cards)  # turn-up: Hit+?, from the draw pile; knocked-out: under it
        elif kind == "take-back":
            size -= 1
        elif kind == "facedown":
            facedowns.append([size - 1, p, False])  # slid under the top card
            size += 1
        elif kind == "doubt" and facedowns:  # (unless a reshuffle took it away since)
            facedowns[-1][2] = True  # only the last face-down card may be doubted
        if i > start:
            _learn(e, seat, hands, known, seated, last_play, facedown_cards, k)
        if kind == "play":
            last_play[p] = e.cards
        if kind == "facedown":
            k += 1
    shift = len(game.discard) - size  # nonzero only for a position set up without a flip
    if strict and shift and any(e.kind in ("flip", "reshuffle") for e in events):
        raise AssertionError(f"the discard pile has {shift} cards more than its history")
    return _finish(game, seat, known, [(i + shift, p, shown) for i, p, shown in facedowns], strict)


def _finish(
    game: Game,
    seat: int | None,
    known: list[Counter[str]],
    facedowns: list[tuple[int, int, bool]],
    strict: bool,
) -> Knowledge:
    """Add what needs no history (the seat's own hand, hands shown at the end of a round)."""
    if seat is not None:
        known[seat] = Counter(game.hand(seat))
    if game.round_over:  # hands are shown at the end of a round
        known = [Counter(game.hand(s)) for s in range(len(known))]
    elif game.rules.reveal_below:  # H-reveal: hands the whole table sees
        for s in game.revealed():
            known[s] = Counter(game.hand(s))
    for s in range(len(known)):
        real = Counter(game.hand(s))
        if strict and not known[s] <= real:
            raise AssertionError(f"seat {seat} 'knows' {known[s] - real} in hand {s}")
        known[s] &= real
    return Knowledge(known, facedowns, seat)


def _facedown_cards(game: Game) -> list[str | None]:
    """The cards put face down this round, in order (the log names them)."""
    cards: list[str | None] = []
    for entry in game.log:
        if entry.round == game.round_number:
            move = parse_move(entry.move) if entry.move != "facedown" else None
            if move is None or move.kind == "facedown":
                cards.append(move.cards[0] if move else None)
    return cards


def _next(seat: int, direction: int, seated: list[bool]) -> int:
    n = len(seated)
    seat = (seat + direction) % n
    while not seated[seat]:
        seat = (seat + direction) % n
    return seat


def _undo(
    e: Event, hands: list[Counter[str]], seated: list[bool], fd: list[str | None], k: int
) -> int:
    """Take event `e` back out of `hands` (walking back); returns the face-down count."""
    kind, p = e.kind, cast(int, e.player)
    if kind in ("draw", "take-back"):
        if len(e.cards) != e.count and kind == "draw":
            raise _Unknown
        _remove(hands[p], e.cards)
    elif kind in ("play", "discard", "change-hand", "discard-all"):
        hands[p].update(e.cards)  # change-hand: under the draw pile
    elif kind == "knocked-out":  # the Mercy rule: the hand went under the discard pile
        hands[p].update(e.cards)
        seated[p] = True
    elif kind == "facedown":
        k -= 1
        card = fd[k] if k >= 0 else None
        if card is None:
            raise _Unknown
        hands[p][card] += 1
    elif kind == "swap":
        t = cast(int, e.target)
        hands[p], hands[t] = hands[t], hands[p]
    elif kind == "pass-hands":
        now = list(hands)
        for s in range(len(hands)):
            if seated[s]:
                hands[s] = now[_next(s, e.count, seated)]
    elif kind == "out":
        seated[p] = True  # before going out, the seat was still in the round
    return k


def _remove(hand: Counter[str], cards: tuple[str, ...]) -> None:
    for card in cards:
        if hand[card] <= 0:
            raise _Unknown
        hand[card] -= 1


def _learn(
    e: Event,
    seat: int | None,
    hands: list[Counter[str]],
    known: list[Counter[str]],
    seated: list[bool],
    last_play: list[tuple[str, ...]],
    fd: list[str | None],
    k: int,
) -> None:
    """Apply event `e` to the hands and to what `seat` knows of them (walking forward)."""
    kind, p, t = e.kind, cast(int, e.player), cast(int, e.target)
    if kind == "draw":
        hands[p].update(e.cards)
    elif kind in ("play", "discard", "facedown", "discard-all"):
        cards = (cast(str, fd[k]),) if kind == "facedown" else e.cards
        hands[p].subtract(cards)
        if known[p]:  # usually nothing is known
            known[p].subtract(cards)
            known[p] = +known[p]
    elif kind == "roulette" and seated[p]:  # the cards were turned up for all to see (6e)
        known[p].update(e.cards)
    elif kind == "knocked-out":  # the Mercy rule (6e): the hand is gone, under the discard pile
        hands[p].subtract(e.cards)
        known[p] = Counter()
        seated[p] = False
    elif kind == "change-hand":  # the hand went under the draw pile (Change, 6c)
        hands[p].subtract(e.cards)
        known[p] = Counter()
    elif kind == "take-back":
        hands[p].update(e.cards)
        known[p].update(e.cards)
    elif kind == "misplay":  # the card was shown and stays in the hand
        known[p] |= Counter(e.cards)
    elif kind == "reveal" and e.private_to == seat and seat is not None:
        known[t] = Counter(e.cards) - Counter(last_play[t])
    elif kind == "swap":
        hands[p], hands[t] = hands[t], hands[p]
        known[p], known[t] = known[t], known[p]
        if seat in (p, t):  # the other one now holds the seat's old hand
            other = t if seat == p else p
            known[other] = hands[other].copy()
    elif kind == "pass-hands":
        old_hands, old_known = list(hands), list(known)
        for s in range(len(hands)):
            if seated[s]:
                to = _next(s, e.count, seated)
                hands[to], known[to] = old_hands[s], old_known[s]
        if seat is not None and seated[seat]:
            to = _next(seat, e.count, seated)
            known[to] = hands[to].copy()
    elif kind == "out":
        seated[p] = False
