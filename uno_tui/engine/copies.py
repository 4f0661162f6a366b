"""Independent copies of a game, cheaper than `copy.deepcopy`.

`copy_state(game)` walks the object's attributes and copies each value by its
type, so a new attribute (or a state dataclass) is copied without anyone
keeping a list of names:

- immutable values (str, int, tuples and NamedTuples, frozensets, enums,
  frozen dataclasses such as the Ruleset, functions) are shared;
- lists, dicts, sets and Counters are copied, and their items by the same rules;
- objects (the Game, plain or slotted dataclasses) get a new instance whose
  attributes are copied by the same rules; an object met twice is copied once,
  so shared references stay shared;
- a bound method is bound to its owner's copy (the move handlers);
- a `random.Random` gets the same state, so the copy has the same future.

Anything else raises TypeError: a new kind of value must be taught here
rather than silently shared. Tuples are shared as they are; the tests check
that the engine keeps no mutable value inside one.
"""

from __future__ import annotations

import enum
import random
import types
from collections import Counter
from collections.abc import Callable, Container, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from .cards import flip_face, other_side
from .events import Event
from .moves import parse_move
from .phases import DRAWN
from .play import is_bluff
from .state import Doubt, Replay, Wd4
from .views import Held, Knowledge, check_seat, known_now, visible_events

if TYPE_CHECKING:
    from .game import Game, LogEntry

T = TypeVar("T")

# Types whose values never change: a copy may share them. Subclasses of tuple
# (NamedTuples: events, moves), of str and int (enums such as phases), other
# enums and frozen dataclasses (the Ruleset) join the set when first met.
_SHARED: set[type] = {str, int, float, bool, type(None), bytes, tuple, frozenset, range}
_SHARED.add(types.FunctionType)
_SHARED.add(types.MappingProxyType)  # read-only tables made once (cards, FLIP!'s effects)


_COPIED: set[type] = set()  # types known not to be shared
_FRESH = object()  # stands for a value copy_state's caller replaces


def _shared(kind: type) -> bool:
    if kind in _SHARED:
        return True
    if kind in _COPIED:
        return False
    params = getattr(kind, "__dataclass_params__", None)
    shared = issubclass(kind, (tuple, str, int, frozenset, enum.Enum)) or bool(
        params and params.frozen
    )
    (_SHARED if shared else _COPIED).add(kind)
    return shared


def _all_shared(kinds: set[type]) -> bool:
    return kinds <= _SHARED or all(_shared(k) for k in kinds)


def copy_state(obj: T, fresh: dict[str, Callable[[], Any]] | None = None) -> T:
    """An independent copy of `obj` (see the module docstring); `fresh` names
    attributes of `obj` itself that the copy gets new values for instead."""
    if not fresh:
        copy: T = _copy(obj, {})
        return copy
    memo: dict[int, Any] = {}
    for name in fresh:  # not walked: the memo says it is copied already
        memo[id(getattr(obj, name))] = _FRESH
    copy = _copy(obj, memo)
    for name, make in fresh.items():
        setattr(copy, name, make())
    return copy


def records(game: Game) -> dict[str, Callable[[], Any]]:
    """`fresh` values for the game's records that only grow: the log and the finished
    rounds' scores. Their entries never change, so they are copied without walking
    each one (a long game, such as Challenge UNO's, holds thousands)."""
    return {
        "log": lambda: list(game.log),
        "round_scores": lambda: list(map(list, game.round_scores)),
    }


def _copy(value: Any, memo: dict[int, Any]) -> Any:
    kind = type(value)
    if kind in _SHARED or (kind not in _COPIED and _shared(kind)):
        return value
    done = memo.get(id(value))
    if done is not None:
        return done
    if kind is list:
        if _all_shared(set(map(type, value))):  # the common case: cards, seats, flags
            new: Any = value.copy()
        else:
            new = [_copy(item, memo) for item in value]
    elif kind is dict or kind is Counter:
        if _all_shared(set(map(type, value.values()))):
            new = value.copy()
        else:
            new = kind((k, _copy(v, memo)) for k, v in value.items())
    elif kind is set:
        new = set(value)  # set items are hashable, hence treated as immutable
    elif kind is types.MethodType:  # e.g. the move handlers: bound to the copy
        return types.MethodType(value.__func__, _copy(value.__self__, memo))
    elif kind is types.BuiltinMethodType:  # e.g. rng.random: bound to the copied generator
        owner = value.__self__
        if owner is None or isinstance(owner, types.ModuleType):
            return value  # a plain built-in function such as len
        return getattr(_copy(owner, memo), value.__name__)
    elif isinstance(value, random.Random):
        new = random.Random.__new__(kind)  # unseeded: seeding from the system is slow
        new.setstate(value.getstate())
    elif hasattr(value, "__dict__") or hasattr(kind, "__slots__"):
        return _copy_object(value, memo)
    else:
        raise TypeError(f"copy_state does not know how to copy a {kind.__name__}")
    memo[id(value)] = new
    return new


def _copy_object(obj: Any, memo: dict[int, Any]) -> Any:
    """A new instance of obj's class with every attribute copied (dict and slots)."""
    kind = type(obj)
    if kind.__module__ == "builtins" or isinstance(obj, types.ModuleType):
        raise TypeError(f"copy_state does not know how to copy a {kind.__name__}")
    new = object.__new__(kind)
    memo[id(obj)] = new
    for name in _slots(kind):
        if hasattr(obj, name):
            object.__setattr__(new, name, _copy(getattr(obj, name), memo))
    if hasattr(obj, "__dict__"):
        state = new.__dict__
        shared = _SHARED
        for name, value in vars(obj).items():
            state[name] = value if type(value) in shared else _copy(value, memo)
    return new


_SLOTS: dict[type, list[str]] = {}


def _slots(kind: type) -> list[str]:
    """The slot names of a class and its bases (cached per class)."""
    names = _SLOTS.get(kind)
    if names is None:
        names = []
        for base in kind.__mro__:
            slots = base.__dict__.get("__slots__", ())
            names += [slots] if isinstance(slots, str) else list(slots)
        names = _SLOTS[kind] = [n for n in names if n not in ("__dict__", "__weakref__")]
    return names


# A hand that must hold a card of a kind: (the hand, the places, the cards that would do).
Must = tuple[list[Any], range, Container[str | None]]


# What a seat believes some hand avoids: (the seat, how many of its oldest cards, cards
# none of them is). E.g. a player who drew instead of playing held nothing that fitted.
Avoid = tuple[int, int, frozenset[str]]


def sample(game: Game, seat: int | None, rng: random.Random, avoid: Sequence[Avoid] = ()) -> Game:
    """A copy of `game` in which every card hidden from `seat` is dealt again at random.

    Hand sizes, the seat's own hand, the public piles and every card the seat
    knows to be in a hand stay (see `views.knowledge` for what is tracked); the
    other cards of the other hands, the draw pile and face-down cards the seat
    did not see are shuffled together and dealt back into those places. What
    the table saw in play stays true: a drawn card waiting to be played is
    playable, a caught bluffer holds a card of the active colour, with
    H-forced-draw every hand holds a number card (one such card is placed first,
    then the rest is dealt). A pending Wild Draw Four challenge and face-down
    card are judged against the new cards. The copy has its own generator
    (seeded from `rng`), no seed, and the seat's view of the history (others'
    draws and face-down cards hidden), so it cannot be replayed into the real deal.

    `avoid` adds beliefs that are not rules (see `Avoid`), e.g. a computer
    player's model of how others play: a hidden card a belief rules out is
    swapped with a draw-pile card it allows, where there is one.
    """
    check_seat(game, seat)
    seen = _visible(game, seat)
    world = copy_state(  # a new generator and the seat's history: not copied first
        game,
        {
            **records(game),
            "_rng": lambda: random.Random(rng.getrandbits(64)),
            "events": lambda: list(seen),
            "_listed": tuple,  # listed for hands this copy deals again
        },
    )
    know = known_now(game, seat)
    # Every hidden card's place: (the list holding it, its index).
    places: list[tuple[list[str], int]] = []
    for s, hand in enumerate(world._hands):
        if s != seat:
            keep = know.known[s].copy()
            for i, card in enumerate(hand):
                if keep[card] > 0:
                    keep[card] -= 1
                else:
                    places.append((hand, i))
    places += [(world._draw, i) for i in range(len(world._draw))]
    places += [(world._discard, i) for i in know.hidden_discard]
    pool = [cards[i] for cards, i in places]
    rng.shuffle(pool)
    backs = _public_backs(world, places)
    for cards, i in places:
        cards[i] = None  # type: ignore[call-overload]
    if backs:  # UNO FLIP!: a hidden card keeps the back everyone saw
        for (cards, i), back in zip(places, backs, strict=True):
            if back is not None:
                fit = next(j for j, c in enumerate(pool) if flip_face(c, back[0]) == back[1])
                cards[i] = pool.pop(fit)
    for hand, indices, wanted in () if backs else _musts(world, seat, pool):
        empty = [i for i in indices if hand[i] is None]
        fits = [j for j, c in enumerate(pool) if c in wanted]
        if empty and fits:  # else nothing fits, or the known cards decide it
            hand[rng.choice(empty)] = pool.pop(rng.choice(fits))
    for cards, i in places:
        if cards[i] is None:
            cards[i] = pool.pop()
    if avoid:
        _believe(world, seat, know, avoid, rng)
    _rejudge(game, world, seat, know, rng)
    world.seed = None
    known = tuple(tuple(k.elements()) for k in know.known)
    world._sampled_for = Held(game.round_number, seat, len(world.events), known)
    if game.rules.facedown_limit:  # else no move names a hidden card
        world.log = [_hide_facedown(entry, seat) for entry in game.log]
    return world


def _public_backs(world: Game, places: list[tuple[list[str], int]]) -> list[tuple[str, str] | None]:
    """UNO FLIP! (RULES 6d): for each hidden place, (the other side, the face all see
    there) for a card in a hand or on top of the draw pile, else None; [] for a game
    of one-faced cards."""
    if world._flip_deck is None:
        return []
    other = other_side(world.side)
    draw, top = world._draw, len(world._draw) - 1
    return [
        None if cards is draw and i != top else (other, flip_face(cards[i], other))
        for cards, i in places
    ]


def _visible(game: Game, seat: int | None) -> tuple[Event, ...]:
    """`visible_events` of the round so far, kept for the next call: a search samples
    many worlds of one position (a round's events list only grows)."""
    events = game.events
    last = _LAST_VISIBLE[0]  # read once: another thread may put a new entry meanwhile
    if last is not None and last[0] is events and last[1] == (seat, len(events)):
        return last[2]
    seen = visible_events(events, seat)
    _LAST_VISIBLE[0] = (events, (seat, len(events)), seen)
    return seen


# (the events list, held so its id cannot be reused; (seat, its length); what seat saw)
_LAST_VISIBLE: list[tuple[list[Event], tuple[int | None, int], tuple[Event, ...]] | None] = [None]


def _believe(
    world: Game, seat: int | None, know: Knowledge, avoid: Sequence[Avoid], rng: random.Random
) -> None:
    """Swap hidden cards a belief rules out with draw-pile cards it allows."""
    rules_out: dict[int, list[frozenset[str]]] = {}  # per seat: per oldest card
    for s, oldest, cards in avoid:
        if s == seat or know.known[s]:  # known cards fix places: leave that hand alone
            continue
        slots = rules_out.setdefault(s, [])
        slots += [frozenset()] * (oldest - len(slots))
        for i in range(min(oldest, len(slots))):
            slots[i] = slots[i] | cards
    draw = world._draw
    for s, slots in rules_out.items():
        hand = world._hands[s]
        for i, banned in enumerate(slots[: len(hand)]):
            if hand[i] in banned:
                fits = [j for j, c in enumerate(draw) if c not in banned]
                if fits:
                    j = rng.choice(fits)
                    hand[i], draw[j] = draw[j], hand[i]


def _musts(world: Game, seat: int | None, pool: list[str]) -> list[Must]:
    """Hands that must hold a card of a kind because the table saw so: (the hand, the
    places in it that may hold that card, the cards that would do). Hands whose known
    cards already satisfy it are left out."""
    musts: list[Must] = []
    hands, turn = world._hands, world.turn
    if turn != seat and world.phase == DRAWN:  # the drawn card (the last) is playable
        hand = hands[turn]
        musts.append((hand, range(len(hand) - 1, len(hand)), world._ok))
    if turn != seat and type(world._step) is Replay:  # holds a card of the active colour
        colour = world._colour
        wanted = {c for c in world._ok if world._cards[c].colour == colour}
        musts.append((hands[turn], range(len(hands[turn])), wanted))
    if world.rules.forced_draw:  # else they would have drawn until they held one
        numbers = {c for c in pool if world._cards[c].is_number}
        musts += [(h, range(len(h)), numbers) for s, h in enumerate(hands) if s != seat and h]
    return [(h, places, ok) for h, places, ok in musts if not any(h[i] in ok for i in places)]


def _rejudge(
    game: Game, world: Game, seat: int | None, know: Knowledge, rng: random.Random
) -> None:
    """Pending matters that looked at hidden cards, settled again on the new cards."""
    if world.phase == DRAWN:
        world._step = world._hands[world.turn][-1]  # (a Drawn)
    wd4 = world._step
    if type(wd4) is Wd4 and wd4.player != seat:
        p = wd4.player
        played = next(e.cards for e in reversed(game.events) if e.kind == "play" and e.player == p)
        rest = world._hands[p][: len(wd4.hand) - len(played)]  # drawn cards come after
        top = world._colour, world._top_face
        world._set_top(wd4.colour, wd4.top_face)  # judged as when it was played
        bluff = is_bluff(world, [*rest, *played], played)
        world._set_top(*top)
        world._step = wd4._replace(hand=(*rest, *played), bluff=bluff)
    doubt = world._doubt
    if doubt is not None and doubt[0] != seat:
        if know.facedowns:
            card = world._discard[know.facedowns[-1][0]]  # the last face-down card
        elif world._draw:  # a reshuffle (a catch's draw) took it into the draw pile
            card = rng.choice(world._draw)
        else:
            return  # and someone drew it since: nothing left to judge it on
        world._doubt = Doubt(doubt[0], card, card in world._ok)


def _hide_facedown(entry: LogEntry, seat: int | None) -> LogEntry:
    """Another seat's face-down card is not named (the move as typed may be in any case)."""
    if entry.by != seat and entry.move != "facedown" and parse_move(entry.move).kind == "facedown":
        return entry._replace(move="facedown")
    return entry
