"""Playing cards (O6-O10, H-multi) and drawing: which plays there are, whether
one is allowed, and what it does.

One legality: `play_problem` says why a play is refused (None: allowed);
`move()` raises its answer and the listing keeps only the candidates it allows.
The candidates of a card come from its effect's declaration (a colour if wild,
a player if targeted, an action if it has some, the calls). The fast paths,
derived once per ruleset, skip work where nothing can differ: ready-made move
texts for cards that name nothing (`_texts`), `quick_play`/`quick_draw` for a
plain number and a plain draw, and a play `Game.move()` finds in what
`legal_moves()` just listed for the player due (`listed`: allowed already, so
not checked again). `Game.use_fast_paths(False)` turns them off;
tests/engine/test_fast_paths.py checks both ways agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import ending
from .cards import colour_name, flip_face
from .effects import Effect, Tally, discard_all, hit, roulette
from .effects import change as change_effect
from .events import CALL_EVENTS, Event, EventKind
from .moves import IllegalMove, Move, format_play
from .options import stacking
from .phases import CHANGE, COLOUR, DRAWN, OUT, PENDING, PLAY, SKIPPED
from .refusals import Refusal, refuse
from .state import (
    AfterColour,
    AllHit,
    ChangeDue,
    Drawn,
    HitDue,
    Replay,
    Roulette,
    Unconfirmed,
    Wd4,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from .state import State

_new_tuple = tuple.__new__  # builds an Event without NamedTuple's slower __new__
_PLAY, _DRAW = EventKind.PLAY, EventKind.DRAW  # (an enum member's lookup costs 10x a name's)
_CARRIED = frozenset({ChangeDue, AllHit})  # steps a play leaves to its effects (see play)

# -- listing plays ----------------------------------------------------------


def play_texts(
    cards: set[str], wilds: frozenset[str], colours: tuple[str, ...], call: str | None
) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """Ready-made one-card play moves per card (one per colour for a wild), in the
    listing's order: plain, and plain then with the call said on the second-to-last
    card."""
    texts = {}
    for card in cards:
        letters: tuple[str | None, ...] = colours if card in wilds else (None,)
        plain = tuple(format_play(card, c) for c in letters)
        texts[card] = plain, plain + tuple(f"{m} {call}" for m in plain) if call else plain
    return texts


def play_moves(game: State, by: int) -> list[str]:
    """Every move of the player due in phase "play"."""
    hand = game._hands[by]
    if game._step is not None:  # a Replay: a caught bluffer plays the active colour
        return [
            m
            for card in dict.fromkeys(hand)
            if card in game._ok and game._colour_face[card][0] == game._colour
            for m in card_moves(game, by, card, len(hand) == 2)
        ]
    playable = game._ok.intersection(hand)
    in_order = sorted(playable, key=hand.index) if len(playable) > 1 else playable
    calling = len(hand) == 2 and game._early_call and not game._called[by]
    # Cards that name nothing take their ready-made texts; the others (and a last
    # card, which may carry a final call) are worked out one by one.
    texts = game._texts if len(hand) > 1 else {}
    moves: list[str] = []
    for card in in_order:
        text = texts.get(card)
        if text is None:
            moves += card_moves(game, by, card, calling)
        else:
            moves += text[calling]
    any_playable = bool(moves)
    if game._hook_more_plays:  # (H-multi's groups; a test, not a loop: the hot path)
        for more in game._hook_more_plays:
            moves += more(game, by)
    # O12: the call before playing is said with a card to play (then it is no call).
    calling = calling and bool(moves)
    if game._hook_draw_refused and draw_refused(game, by):  # (H-hand-limit)
        if not any_playable:
            moves.append("pass")
    elif game._draw or game._can_reshuffle():  # draw_problem, inlined: the hot path
        if not (any_playable and game._draw_forbidden):
            moves.append("draw")
    elif not any_playable:
        moves.append("pass")  # nothing left to draw: a pass, only when stuck
    if game._hook_moves_due:  # (H-facedown's passes)
        for more in game._hook_moves_due:
            moves += more(game, by)
    if calling and game._one_call:
        moves.append(game._one_call)
    return moves


def allowed_calls(game: State, left: int, count: int) -> tuple[str, ...]:
    """The words a play that leaves `left` cards (playing `count`) may carry."""
    one, out = game._one_call, game._out_call
    if left == 1:
        return (one,) if one and game._early_call else ()
    if left == 0:
        calls: tuple[str, ...] = (out,) if out else ()
        if count > 1 and one and game.rules.multi_finish == "needs-uno":
            calls += (one,)
        return calls
    return ()


def candidates(game: State, by: int, cards: tuple[str, ...], calling: bool) -> list[Move]:
    """Every play of these cards its effects' declarations allow naming: a colour if
    one is wild, a player if one is targeted, an action if one has some, the calls."""
    effects = [game._effect[c] for c in cards]
    left = cards_left(game, by, cards)
    if left == 1 and cards[0] in game._takers:  # a Discard All leaving one card (6e)
        calling = game._early_call and not game._called[by]
    calls: list[str | None] = [None]
    if calling or left == 0 or len(cards) > 1:
        calls += allowed_calls(game, left, len(cards))
    own = next((e.names for e in effects if e.names is not None), None)
    if own is not None:  # a card that names things its own way (Hit+?, Change, Gamble)
        return [Move("play", cards, c, t, call, a) for call in calls for c, t, a in own(game, by)]
    colours: tuple[str | None, ...] = (
        game._colour_letters if any(e.wild for e in effects) else (None,)
    )
    targets: list[int | None] = [None]
    named = {e.target for e in effects}
    if left and named - {None}:
        others: list[int | None] = [s for s in game._seats() if s != by]
        targets = others if "required" in named else [None, *others]
    actions: list[str | None] = [None]
    for e in effects:
        actions += [a for a in e.actions if a not in actions]
    return [
        Move("play", cards, c, t, call, a)
        for call in calls
        for c in colours
        for a in actions
        for t in targets
    ]


def cards_left(game: State, by: int, cards: tuple[str, ...]) -> int:
    """How many cards seat `by` holds after playing `cards` (a Discard All takes the rest
    of its colour with it, 6e)."""
    left = len(game._hands[by]) - len(cards)
    if len(cards) == 1 and cards[0] in game._takers and cards[0] in game._hands[by]:
        left -= len(discard_all.taken(game, by, cards[0]))
    return left


def playable(game: State, by: int, card: str) -> bool:
    """Whether some complete move plays `card` now: it matches, and a colour, a target
    that may be named, an answer the phase takes exist for it. The one definition of
    "playable" for drawing, must-play and draw until playable (RULES 8: someone can act)."""
    if card not in game._ok:
        return False
    if len(game._hands[by]) > 1 and card not in game._special:
        return True  # names at most a colour, and does not go out: nothing refuses it
    return bool(card_moves(game, by, card, False))


def card_moves(game: State, by: int, card: str, calling: bool) -> list[str]:
    """Every allowed play of one card."""
    if len(game._hands[by]) > 1:
        texts = game._texts.get(card)
        if texts is not None:  # fast path: names nothing, so nothing can be refused
            return list(texts[calling])
    return [
        format_play(m.cards, m.colour, m.call, m.target, m.action)
        for m in candidates(game, by, (card,), calling)
        if play_problem(game, by, m) is None
    ]


def blind_moves(game: State, by: int, card: str, calling: bool) -> list[str]:
    """H-blind-draw: every play of the drawn card, matching or not (a mismatch is a
    misplay)."""
    return [
        format_play(m.cards, m.colour, m.call, m.target, m.action)
        for m in candidates(game, by, (card,), calling)
        if play_problem(game, by, m, match=False) is None
    ]


def allowed_plays(game: State, by: int, cards: tuple[str, ...]) -> list[str]:
    """Every allowed play of these cards (a group of several: H-multi)."""
    return [
        format_play(m.cards, m.colour, m.call, m.target, m.action)
        for m in candidates(game, by, cards, False)
        if play_problem(game, by, m) is None
    ]


def first_problem(hooks: Iterable[Callable[..., Refusal | None]], *args: Any) -> Refusal | None:
    """The first refusal the options' hooks give (each called with `args`), or None."""
    for hook in hooks:
        problem = hook(*args)
        if problem:
            return problem
    return None


def draw_refused(game: State, by: int) -> Refusal | None:
    """Why an option forbids seat `by` to draw by choice (H-hand-limit), or None."""
    return first_problem(game._hook_draw_refused, game, by)


def going_out_problem(game: State, by: int, cards: tuple[str, ...]) -> Refusal | None:
    """Why these may not be the last cards seat `by` plays (H-finish, T2 stock), or None."""
    return first_problem(game._hook_going_out_problem, game, by, cards)


def draw_problem(game: State, by: int, any_playable: bool) -> Refusal | None:
    """Why the player due may not draw (or pass, with nothing left to draw), or None."""
    if not game._draw and not game._can_reshuffle():
        if any_playable:
            return refuse("nothing-to-draw")
        return None
    if any_playable and game._draw_forbidden:
        return refuse("draw-forbidden", player=game._name(by), rules=game.rules.name)
    return None


# -- one legality -------------------------------------------------------------


def play_problem(game: State, by: int, move: Move, match: bool = True) -> Refusal | None:
    """Why seat `by` may not make this play now, or None if it may. `match=False` leaves
    out whether the first card matches (a misplay is a move of its own)."""
    phase, cards = game.phase, move.cards
    if phase == OUT:
        return game._waiting_for()
    answering = phase in PENDING
    if by != game.turn or not (answering or phase in (PLAY, DRAWN)):
        return game._turn_problem(
            by, "do/play" if answering else "do/play-card", PENDING if answering else (PLAY, DRAWN)
        )
    if len(cards) != 1 or cards[0] not in game._hands[by]:
        problem = held_problem(game, by, cards)
        if problem:
            return problem
    if phase == DRAWN:
        if game.rules.drawn_card == "next-turn":
            return refuse("drawn-next-turn")
        drawn = game._step
        assert type(drawn) is Drawn
        if cards != (drawn,):
            return refuse("drawn-only", card=drawn)
    elif answering:
        for card in cards:
            problem = stacking.answer_problem(game, card)
            if problem:
                return problem
    problem = shape_problem(game, by, move)
    if problem or answering:
        return problem
    step = game._step  # (tested for None first: this runs for every candidate listed)
    if step is not None and type(step) is Replay and game._colour_face[cards[0]][0] != game._colour:
        return refuse("bluff-caught-play", colour=game._colour)
    if match and cards[0] not in game._ok:
        return mismatch(game, cards[0])
    return None


def held_problem(game: State, by: int, cards: tuple[str, ...]) -> Refusal | None:
    hand = game._hands[by]
    if len(cards) == 1:
        return (
            None if cards[0] in hand else refuse("not-held", player=game._name(by), card=cards[0])
        )
    for card in dict.fromkeys(cards):
        held = hand.count(card)
        if held < cards.count(card):
            if held:
                return refuse("holds-only", player=game._name(by), count=held, card=card)
            return refuse("holds-none", player=game._name(by), card=card)
    return None


def shape_problem(game: State, by: int, move: Move) -> Refusal | None:
    """What the play names against what its cards' effects declare, the group, the
    calls and going out: everything but whether the first card matches."""
    cards, hand = move.cards, game._hands[by]
    if (
        len(cards) == 1
        and len(hand) > 2
        and move.colour is None
        and move.target is None
        and move.action is None
        and move.call is None
        and cards[0] in game._unnamed
    ):
        return None  # fast path: a card that names nothing, played from a hand of three
    if len(cards) > 1:  # a group: only an option allows one (H-multi)
        hooks = game._hook_group_problem
        problem = first_problem(hooks, game, cards) if hooks else refuse("one-at-a-time")
        if problem:
            return problem
    effects = [game._effect[c] for c in cards]
    left = cards_left(game, by, cards)
    going_out = left == 0
    own = next((e.check for e in effects if e.check is not None), None)
    problem = own(game, by, move) if own else naming_problem(game, by, move, effects, going_out)
    if problem:
        return problem
    if move.call and move.call not in allowed_calls(game, left, len(cards)):
        return call_help(game, by, left)
    if going_out and game._hook_going_out_problem:
        return going_out_problem(game, by, cards)
    return None


def naming_problem(
    game: State, by: int, move: Move, effects: list[Effect], going_out: bool
) -> Refusal | None:
    """What the play names (colour, target, action) against its cards' declarations."""
    cards = move.cards
    suits = game.rules.playing_cards
    if any(e.wild for e in effects):
        if move.colour not in game._colour_letters:
            if move.colour is not None and not suits:  # a FLIP! colour of the other side
                names = ", ".join(str(colour_name(c)) for c in game._colour_letters)
                return refuse("colour-of-side", colour=move.colour, side=game.side, colours=names)
            named = " ".join(flip_face(c, game.side) for c in cards)
            return refuse("wild-suit" if suits else "wild-colour", cards=named)
    elif move.colour is not None:
        return refuse("not-wild-suit" if suits else "not-wild-colour", card=cards[-1])
    if move.action and not any(move.action in e.actions for e in effects):
        return refuse("action-gamble-only", action=move.action)
    if move.target is not None:
        if all(e.target is None for e in effects):
            return refuse("names-no-player", cards=" ".join(cards))
        if going_out:
            return refuse("going-out-no-swap")
        if not (0 <= move.target < game._n) or move.target == by or not game._seated[move.target]:
            return refuse("other-player", seat=move.target)
        problem = first_problem(game._hook_target_problem, game, by, move.target)
        if problem:
            return problem
    elif not going_out and any(e.target == "required" for e in effects):
        return refuse("swap-whom", card=cards[0])
    return None


def call_help(game: State, by: int, left: int) -> Refusal:
    one, out = game._one_call, game._out_call
    code = "call-one-and-out" if one and out else "call-one" if one else "call-out" if out else ""
    return refuse(code or "call-nothing", player=game._name(by), count=left, one=one, out=out)


def mismatch(game: State, card: str) -> Refusal:
    """Why `card` may not go on the pile; its sentence shows the cards in the labels the
    screens show ('R 3 does not match Wild (blue): play any blue card or a wild')."""
    top, colour = game.top, game._colour
    if game._colour_word == "suit":  # playing cards: "any club", not "any clubs card"
        return suit_mismatch(game, card)
    if game._top_face is None:
        return refuse("mismatch-wild", card=card, top=top, colour=colour)
    face = game._cards[game._discard[-1]].face
    code = "mismatch" if game._wild_faces else "mismatch-no-wild"  # (wilds removed)
    return refuse(code, card=card, top=top, colour=colour, face=face)


def suit_mismatch(game: State, card: str) -> Refusal:
    """`mismatch` on playing cards: the wilds are named by their ranks ("or any 8"), as
    the ruleset made them."""
    top, suit, wilds = game.top, game._colour, game._wild_faces
    if game._top_face is None:
        return refuse("mismatch-wild-suit", card=card, top=top, colour=suit, suit=suit, wilds=wilds)
    face = game._cards[game._discard[-1]].face
    code = "mismatch-suit" if wilds else "mismatch-suit-no-wild"  # (a ruleset without wilds)
    return refuse(code, card=card, top=top, suit=suit, face=face, wilds=wilds)


# -- making a play ----------------------------------------------------------


def move_play(game: State, move: Move, by: int, listed: bool = False) -> list[Event]:
    """Check and make a play; a `listed` one (legal_moves() listed it for the player due
    in this state) is allowed already and not checked again."""
    cards = move.cards
    if (
        game.phase == PLAY
        and by == game.turn
        and len(cards) == 1
        and cards[0] in game._quick
        and move.call is None
        and move.target is None
        and move.colour is None
        and move.action is None
        and len(game._hands[by]) > 2
        and cards[0] in game._ok
        and cards[0] in game._hands[by]
        and game._step is None  # (no Replay)
    ):
        return quick_play(game, by, cards[0])
    blind = game.phase == DRAWN and game.rules.blind_draw  # H-blind-draw
    misplay = (bool(game.rules.misplay_penalty) and game.phase == PLAY) or blind
    problem = None if listed else play_problem(game, by, move, match=not misplay)
    if problem:
        raise IllegalMove(problem)
    if misplay and cards[0] not in game._ok:
        if blind:
            penalty = max(game.rules.misplay_penalty, 1)  # (a blind one costs a card at least)
            return misplayed(game, by, cards[0], penalty, True)
        return misplayed(game, by, cards[0])
    if game.phase in PENDING:
        game._fine = 0  # 002.3: stacking voids a lost challenge's 2 cards
    game._close_windows()
    return play(game, by, move)


def quick_play(game: State, p: int, card: str) -> list[Event]:
    """The common case, checked by the caller: a plain number card from a hand of three
    or more, under rules where nothing else happens. Same result as `play`."""
    game._liable.clear()
    game._doubt = None
    game._hands[p].remove(card)
    game._discard.append(card)
    colour_face = game._colour_face[card]
    ok = game._match.get(colour_face)
    if ok is None:
        game._set_top(*colour_face)
    else:
        (game._colour, game._top_face), game._ok = colour_face, ok
    game._jump_on = p
    game._passes = 0
    game._advance(p)
    return [_new_tuple(Event, (_PLAY, p, (card,), 0, None, None, None))]


def misplayed(
    game: State, by: int, card: str, penalty: int | None = None, ends_turn: bool | None = None
) -> list[Event]:
    """O15 with a penalty: the wrong card costs cards and (H-misplay-turn) the turn."""
    rules = game.rules
    penalty = rules.misplay_penalty if penalty is None else penalty
    game._close_windows()
    events = [Event(EventKind.MISPLAY, by, (card,), penalty)]
    ending.penalty_points(game, by, events)
    events += game._give(by, penalty)
    if rules.misplay_ends_turn if ends_turn is None else ends_turn:
        game._advance(by)
    else:
        game._hand_to(by, PLAY)  # (a blind draw's card no longer waits)
    return events


def is_bluff(game: State, hand: list[str], played: tuple[str, ...]) -> bool:
    """Judge a Wild Draw Four against the hand it was played from (O10)."""
    rest = list(hand)
    for card in played:
        rest.remove(card)
    if game.rules.wd4_restriction == "no-matching-colour":
        return any(game._cards[c].colour == game._colour for c in rest)
    return any(not game._effect[c].challengeable and c in game._ok for c in rest)


def _judged(game: State, p: int, hand: list[str], cards: tuple[str, ...], bluff: bool) -> Wd4:
    """What a challenge of this play will be judged against (a function of its own: a
    generator in `play` would make it build a closure cell on every call)."""
    wd4 = next(c for c in cards if c in game._challengeable)
    draw, face = game._effect[wd4].draw, game._cards[wd4].face
    return Wd4(p, tuple(hand), game._colour, game._top_face, bluff, draw, face, wd4)


def play(game: State, p: int, move: Move) -> list[Event]:
    """Put the cards down and apply what they do; the move has been checked."""
    cards, hand = move.cards, game._hands[p]
    chain = game._pending
    chain_skips = game._skips if game.phase == SKIPPED else 0
    # The decision this play answers is over; a Counter carries a Change or an All Hit+2
    # on (effects/counter.py). A challenge is only ever of the Wild Draw Four just played.
    step = game._step
    if step is not None and type(step) not in _CARRIED:
        game._step = None
    if game._challengeable and not game._challengeable.isdisjoint(cards) and len(cards) < len(hand):
        bluff = is_bluff(game, hand, cards)
        game._step = _judged(game, p, hand, cards, bluff)
    taken: list[str] = []
    if len(cards) == 1:
        last = cards[0]
        if last in game._takers:  # Discard All (6e): the rest of its colour, under it
            taken = discard_all.taken(game, p, last)
        hand.remove(last)
        game._discard.append(last)
        if taken:
            game._bury(p, taken)
    else:
        for card in cards:
            hand.remove(card)
        game._discard += cards
        last = cards[-1]
    prev_colour = game._colour
    if last in game._wilds:
        game._set_top(move.colour, None)
    else:
        game._set_top(*game._colour_face[last])
    game._suit_changed = (  # only H-suit-reverse asks
        game._suit_reverse and prev_colour is not None and prev_colour != game._colour
    )
    game._jump_on = p
    game._passes = 0
    events = [_new_tuple(Event, (_PLAY, p, cards, 0, move.colour, move.target, None))]
    if taken:
        events.append(Event(EventKind.DISCARD_ALL, p, tuple(taken), len(taken)))
    called = bool(move.call) or game._called[p]
    if move.call:
        events.append(Event(CALL_EVENTS[move.call], p))
    left = len(hand)
    if left == 1 and game._one_call:
        if called:
            game._called[p] = True
        elif game._one_liable:
            game._liable.append(p)
    if left == 0:
        if not (game._hook_gone_out and stays_in(game, p, cards, called, events)):
            if game._out_call and move.call != game._out_call and sum(game._seated) > 1:
                # The last card without the final call: out only once nobody caught it.
                game._liable.append(p)
                out = Unconfirmed(p, move, chain, chain_skips, game._step)
                game._hand_to(game._next(p), OUT, out)
                return events
            return events + go_out(game, p, cards)
    elif left == 1 and game._hook_one_left:  # (last_card_action_penalty)
        for hook in game._hook_one_left:
            hook(game, p, events)
    if (
        len(cards) == 1
        and last in game._quiet
        and not chain_skips
        and not chain
        and not game._suit_changed
    ):
        game._advance(p)  # fast path: a plain number, no effects to weigh
    else:
        apply_effects(game, p, move, chain, chain_skips, events)
    if game._hook_after_play:  # (H-bomb, H-forced-draw)
        for hook in game._hook_after_play:
            hook(game, p, events)
    return events


def stays_in(
    game: State, p: int, cards: tuple[str, ...], called: bool, events: list[Event]
) -> bool:
    """Whether an option's penalty for going out this way (H-finish,
    H-two-card-finish; the first that applies) gave p cards again."""
    for hook in game._hook_gone_out:
        if hook(game, p, cards, called, events):
            return bool(game._hands[p])
    return False


def go_out(game: State, p: int, cards: tuple[str, ...]) -> list[Event]:
    """p played their last cards: out (ending.player_out); under S4 (play_to_last),
    with others still in, the cards' effects still apply from p's seat."""
    events: list[Event] = []
    if not game.rules.play_to_last:  # what a last card still does (a Flip turns over)
        for card in dict.fromkeys(cards):
            out = game._effect[card].out
            if out is not None:
                out(game, p, events)
    events += ending.player_out(game, p, cards)
    if game.rules.play_to_last and not game.round_over:
        apply_effects(game, p, Move("play", cards), game._pending, 0, events)
    return events


def apply_effects(
    game: State, p: int, move: Move, chain: int, chain_skips: int, events: list[Event]
) -> None:
    """Each card's effect once (O8-O10, H-multi), then who is due next."""
    tally = Tally()
    tally.chain = chain
    effect = game._effect
    for card in move.cards:
        effect[card].apply(game, p, game._cards[card].face, move, tally, events)
    if game.round_over:
        return
    if game._suit_changed:
        tally.reverses += 1
    if tally.reverses % 2:
        game.direction = -game.direction
        events.append(Event(EventKind.REVERSE, p, count=game.direction))
    if tally.draws or (chain and (tally.skips or tally.reverses)):
        stacking.draw_due(game, p, tally, events)
    elif tally.victim:
        tally.victim(game, p, move.colour, events)
    elif tally.again:
        game._hand_to(p, PLAY)
    elif tally.skips:
        skip(game, p, tally.skips, chain_skips, events)
    else:
        game._advance(p)


def skip(game: State, p: int, skips: int, chain_skips: int, events: list[Event]) -> None:
    """p's play skips `skips` players (on top of `chain_skips` already waiting), unless an
    option's skips_due hook deals with them (H-skip-stack)."""
    if game._hook_skips_due:
        for hook in game._hook_skips_due:
            if hook(game, p, skips, chain_skips, events):
                return
    victim = p
    for __ in range(skips):
        victim = game._next(victim)
        events.append(Event(EventKind.SKIP, victim))
    game._advance(victim)


# -- drawing ------------------------------------------------------------------


def move_draw(game: State, move: Move, by: int) -> list[Event]:
    """A draw in turn (phase "play"); in a pending phase a draw takes what is pending,
    which pending.move_draw sends to its move_accept."""
    if game.phase == PLAY and by == game.turn and game._quick_draws and game._draw:
        return quick_draw(game, by)
    problem = game._turn_problem(by, "do/draw", (PLAY,))
    if problem:
        raise IllegalMove(problem)
    if game._step is not None:  # a Replay
        raise IllegalMove(refuse("bluff-caught-draw", colour=game._colour))
    hand = game._hands[by]
    refused = draw_refused(game, by) if game._hook_draw_refused else None
    if refused:
        raise IllegalMove(refused)
    if game._draw_forbidden or not (game._draw or game._can_reshuffle()):
        # (worked out only when it matters: a last card that may not go out, or a
        # card no complete move plays, is not playable: drawing is the way on)
        any_playable = any(playable(game, by, card) for card in game._ok.intersection(hand))
        problem = draw_problem(game, by, any_playable)
        if problem:
            raise IllegalMove(problem)
    game._close_windows()
    events = game._give(by, 1)
    if not events:  # nothing left to draw: a pass ("draw" kept for older records)
        return passes(game, by)
    game._passes = 0
    if not game._seated[by]:  # out by the Mercy rule (options/mercy.py settles it)
        return events
    drawn = game._hands[by][-1]
    if game._hook_after_draw:  # (H-draw-until)
        for hook in game._hook_after_draw:
            drawn = hook(game, by, drawn, events, playable)
    if not game._seated[by]:
        return events
    if game.rules.blind_draw or (
        game.rules.drawn_card != "next-turn" and playable(game, by, drawn)
    ):
        game.phase, game._step = DRAWN, drawn
    else:
        game._advance(by)
    return events


def quick_draw(game: State, by: int) -> list[Event]:
    """The common draw, checked by the caller: one card from a non-empty pile under
    rules that allow drawing at any time and let a playable card be played or kept."""
    if game._step is not None:  # a Replay
        raise IllegalMove(refuse("bluff-caught-draw", colour=game._colour))
    game._liable.clear()
    game._doubt = None
    game._jump_on = None
    card = game._draw.pop()
    game._hands[by].append(card)
    game._called[by] = False
    game._passes = 0
    if card in game._ok and (card in game._texts or playable(game, by, card)):
        game.phase, game._step = DRAWN, card
    else:
        game._advance(by)
    return [_new_tuple(Event, (_DRAW, by, (card,), 1, None, None, None))]


def move_colour(game: State, move: Move, by: int) -> list[Event]:
    """A colour declared outside a play: after a first-card wild, a Greninja's second, a
    Hit+?'s turned-up wild; by the target of a Change, accepting it."""
    if game.phase == CHANGE and by == game.turn:
        return change_effect.move_colour(game, move, by)
    problem = game._turn_problem(by, "do/colour", (COLOUR,))
    if problem:
        raise IllegalMove(problem)
    if move.colour not in game._colour_letters:
        names = ", ".join(str(colour_name(c)) for c in game._colour_letters)
        raise IllegalMove(refuse("colour-choice", colours=names))
    step = game._step
    if type(step) is Roulette:  # the Colour Roulette's victim named the colour (6e)
        game._close_windows()  # turning up cards is drawing: late catches are over
        return roulette.spin(game, by, move.colour)
    game._set_top(move.colour, None)
    # Greninja, Flip, Change: the colour is for the next player, named (not the chooser).
    for_seat = step.seat if type(step) is AfterColour and step.seat != by else None
    events = [Event(EventKind.COLOUR, by, colour=move.colour, target=for_seat)]
    if type(step) is HitDue:  # a Hit+?'s turned-up wild: the total goes on now
        hit.deliver(game, events)
    elif type(step) is AfterColour:
        game._hand_to(step.seat, PLAY)
    else:  # the first card's: by plays on it
        game._hand_to(by, PLAY)
    return events


def move_pass(game: State, move: Move, by: int) -> list[Event]:
    """A pass: nothing playable, and an option forbids drawing (H-hand-limit) or
    nothing is left to draw anywhere."""
    problem = game._turn_problem(by, "do/pass", (PLAY,))
    if problem:
        raise IllegalMove(problem)
    limited = draw_refused(game, by) is not None
    if not (limited or (not game._draw and not game._can_reshuffle())):
        raise IllegalMove(refuse("can-still-draw", player=game._name(by)))
    if any(m.startswith("play ") for m in play_moves(game, by)):
        raise IllegalMove(refuse("holds-playable", player=game._name(by)))
    game._close_windows()
    return passes(game, by, len(game._hands[by]) if limited else 0)


def passes(game: State, by: int, held: int = 0) -> list[Event]:
    """Seat `by` passes (holding `held` cards at an option's limit, or 0: nothing to
    draw); when everyone in the round has passed in a row, the round is blocked."""
    events = [Event(EventKind.PASS, by, count=held)]
    game._called[by] = False  # (a call before playing lapses: nothing was played)
    game._passes += 1
    if game._passes >= sum(game._seated):
        return events + ending.blocked(game)
    game._advance(by)
    return events


def move_keep(game: State, move: Move, by: int) -> list[Event]:
    problem = game._turn_problem(by, "do/keep", (DRAWN,))
    if problem:
        raise IllegalMove(problem)
    if game.rules.drawn_card == "must-play":
        drawn = game._step
        assert type(drawn) is Drawn
        raise IllegalMove(refuse("must-play-drawn", card=drawn))
    game._close_windows()
    game._called[by] = False  # (a call before playing lapses: nothing was played)
    game._advance(by)
    return [Event(EventKind.KEEP, by)]
