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
jump in, doubt a face-down card.

The state is declared in `state.State` with the operations that change it.
The rules live in modules of functions that take the game: `play` (listing,
checking and making plays, drawing), `pending` (challenges, taking a pending
draw), `calls` (UNO, catch), `rounds` (dealing, the next round), `ending`
(going out, scoring, standings), `effects/` (one module per card effect) and
`options/` (one module per house rule, each declaring an `Option`). What a ruleset
means for them is resolved once, here in `Game._resolve`: the card effects' tables,
and the enabled options' hooks (options/registry.py `resolve`), which the core runs
through plain lists (`_hook_after_play`...) instead of naming the options.

Imports flow one way (tests/test_import_graph.py): game imports pending, which
imports calls, which imports play; those and rounds import the effects and options
they run; effects and options import what lies below them (state, events,
ending), and what they need from above comes in as an argument (draw_until's
`playable`, multi's `allowed_calls`). Only jump_in and timer, which game alone
imports, still call play and calls.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, cast

from ..language import _
from . import calls, ending, pending, play, rounds
from .cards import (
    COLOUR_NAMES,
    DARK_COLOUR_NAMES,
    SUIT_NAMES,
    Card,
    colour_name,
    flip_cards,
    flip_face,
    other_side,
    parse_card,
)
from .cards import (
    FLIP_FACES as FACES,
)
from .decks import flip as flip_deck
from .decks import flip_side
from .effects import draw_colour, effect_table, flip_effects, hit
from .events import Event
from .moves import (
    CALL_WORDS,
    IllegalMove,
    LegalMove,
    Move,
    flip_listed,
    format_move,
    format_play,
    listed,
    parse_move,
)
from .moves import _cache as _parsed  # parse_move's cache, read directly in the move loop
from .options import jump_in, teams, timer
from .options.registry import move_handlers, resolve
from .options.stacking import stack_pairs
from .phases import CHOOSE, COLOUR, DRAWN, OUT, PENDING, PLAY, SKIPPED
from .refusals import refuse
from .ruleset import Ruleset
from .seating import seat_table
from .state import (
    CARDS,
    COLOUR_FACE,
    ChangeDue,
    Drawn,
    LogEntry,
    Roulette,
    State,
    Unconfirmed,
    Wd4,
    flip_colour_face,
)

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from .copies import Avoid
    from .effects import Effect
    from .refusals import Refusal
    from .views import Held, SeatView

_new_tuple = tuple.__new__  # builds a NamedTuple without its slower __new__

# Move kind -> the rule that makes it.
HANDLERS = {
    "play": play.move_play,
    "draw": pending.move_draw,
    "keep": play.move_keep,
    "accept": pending.move_accept,
    "challenge": pending.move_challenge,
    "uno": calls.move_call,
    "pageone": calls.move_call,
    "stop": calls.move_call,
    "catch": calls.move_catch,
    "colour": play.move_colour,
    "choose": hit.move_choose,
    "pass": play.move_pass,
    **move_handlers(),  # the kinds the house-rule options add (facedown, doubt, jumpin)
}


class Game(State):
    """One game: several rounds under one ruleset, one random generator."""

    def __init__(self, rules: Ruleset, players: list[str], seed: int | None = None):
        # The one check of a table (seating.py), without the name limit (saved games
        # from before it) and the deal (`new` checks its own, a position deals nothing).
        players = seat_table(rules, players, longest=None, deal=False)
        self.rules = rules
        self.players = list(players)
        self.starting_players = tuple(players)
        self.seed = seed
        self._rng = random.Random(seed)
        n = len(players)
        self._n = n
        self._resolve(rules)
        self._in_game = [True] * n
        self._eliminated = []
        self._wins = [0] * n
        self._last_order = []
        self.scores = [0] * n
        self.round_scores = []
        self.round_number = 0
        self.log = []
        self.events = []
        self.dealer = 0
        self.game_over = False
        self.game_winner = None
        self._reset_round_state()

    def _resolve(self, rules: Ruleset) -> None:
        """What the ruleset means, worked out once: each card's effect, and the tables
        the rules and the fast paths read on every move."""
        self._flip_deck = flip_deck(self._rng) if rules.deck == "flip" else None
        self._resolve_cards()
        self._stack_pairs = stack_pairs(rules)
        self._draw_forbidden = rules.draw_with_playable == "forbidden"
        self._suit_reverse = rules.reverse_on_suit_change
        self._colour_word = "suit" if rules.playing_cards else "colour"
        # The wilds in the deck, as a mismatch names them: by rank on playing cards
        # ("any 8"), else only whether there are any ("or a wild").
        faces = [self._cards[c].face for c in self.deck_cards() if c in self._wilds]
        self._wild_faces = "/".join(dict.fromkeys(faces))
        self._one_call, self._out_call = CALL_WORDS[rules.calls]
        if rules.uno_call == "none":  # H-uno-call: no calls, so nobody can be caught
            self._one_call = None
        self._one_liable = calls.missed_call_catchable(rules)  # (O12: else no UNO race)
        self._early_call = rules.uno_call == "with-play"
        for name, value in resolve(rules).items():  # the enabled options' hooks
            setattr(self, name, value)
        self.use_fast_paths(True)

    def _resolve_cards(self) -> None:
        """Each card's effect and the tables read on every move; for a FLIP! game, one
        set per side (RULES 6d)."""
        if self._flip_deck is None:
            sides: dict[str, Mapping[str, Card]] = {"light": CARDS}
        else:
            sides = {side: flip_cards(side) for side in ("light", "dark")}
        tables = {side: side_tables(self.rules, side, cards) for side, cards in sides.items()}
        self._sides = tables if self._flip_deck is not None else {}
        for name, value in tables["light"].items():
            setattr(self, name, value)
        self.side = "light"

    def use_fast_paths(self, on: bool) -> None:
        """Turn the fast paths on (the default) or off; both ways play the same game
        (tests/engine/test_fast_paths.py), off only slower. Either way what was listed
        is forgotten: the next move is checked."""
        rules, effect = self.rules, self._effect
        on = on and self._flip_deck is None  # (a FLIP! game's cards change with the side)
        # (an option's after_play hook or slow draws keep a quick play or draw off)
        quiet = not rules.reverse_on_suit_change and self._options_quick_plays
        plain = frozenset(c for c, e in effect.items() if e.plain) if on else frozenset()
        self._quiet = plain if on else frozenset()
        self._quick = plain - self._wilds if on and quiet else frozenset()
        self._quick_draws = on and (
            rules.draw_with_playable == "allowed"
            and rules.drawn_card == "may-play"
            and self._options_quick_draws
        )
        self._texts = (
            play.play_texts(
                set(rules.deck_cards()) - self._special,
                self._wilds,
                self._colour_letters,
                self._one_call,
            )
            if on
            else {}
        )
        self._unnamed = frozenset(effect) - self._special - self._wilds if on else frozenset()
        self._quick_texts = {format_play(c): c for c in self._quick}
        self._trust_listing, self._listed = on, ()

    # -- construction -------------------------------------------------------

    @classmethod
    def new(cls, rules: Ruleset, players: list[str], seed: int | None = None) -> Game:
        """A new game: choose the dealer (O2), deal (O3) and turn up the first card."""
        game = cls(rules, players, seed)
        size = rules.hand_size_for(len(players))
        if len(rules.deck_cards()) < len(players) * size + 1:
            sentence = _(
                "the {rules} deck has {cards} cards, too few to deal {size} each to "
                "{players} players"
            )
            cards, count = len(rules.deck_cards()), len(players)
            raise ValueError(
                sentence.format(rules=rules.name, cards=cards, size=size, players=count)
            )
        game.round_number = 1
        game._dealt = True
        rounds.choose_first_dealer(game)
        rounds.start_round(game)
        return game

    def _replayed(self, entries: Sequence[LogEntry]) -> Game:
        """This game dealt again from its seed (the same players as at the start) with
        `entries` made in order, the next rounds dealt as they come. A play taken back
        and its `undo` are left out: together they changed nothing (and each undo made
        again would deal the game again, once more for every undo before it)."""
        made: list[LogEntry] = []
        for entry in entries:
            if entry.move == "undo":
                made.pop()
            else:
                made.append(entry)
        game = Game.new(self.rules, list(self.starting_players), self.seed)
        for entry in made:
            while game.round_number < entry.round:
                game.next_round()
            game.move(entry.move, by=entry.by)
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
        side: str = "light",
    ) -> Game:
        """A game set up at an exact position (tests, puzzles). Cards are card texts;
        `discard` is bottom to top, `draw_pile` top first; `colour` is needed when a
        wild is on top (else the player due declares it first). A FLIP! game's cards
        are two-faced ('R5/O7') and `side` is the side in play (RULES 6d)."""
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
        held = game.all_cards()
        if game._flip_deck is not None:  # any pairing of the faces (RULES 6d)
            held = Counter(flip_face(c, side) for c in held.elements() for side in FACES)
            allowed = Counter(face for side in FACES for face in flip_side(side))
        else:
            allowed = Counter(rules.deck_cards())
        for card, count in held.items():
            if count > allowed[card]:
                raise ValueError(
                    f"the position holds {count} x {card}; "
                    f"the {rules.deck} deck has {allowed[card]}"
                )
        if side not in ("light", "dark") or (side == "dark" and game._flip_deck is None):
            raise ValueError("side is 'light', or 'dark' for a FLIP! deck")
        game._show_side(side)
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
                    names = ", ".join(str(colour_name(c)) for c in game._colour_letters)
                    raise ValueError(f"{colour!r} is not one of {names}")
                game._set_top(letter, None)
        else:
            game._set_top(*game._colour_face[top])
        return game

    # -- read-only views ----------------------------------------------------

    @property
    def discard(self) -> list[str]:
        return list(self._discard)

    @property
    def draw_pile_size(self) -> int:
        return len(self._draw)

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
        return self._step.player if type(self._step) is Wd4 else None

    @property
    def jump_in_open(self) -> bool:
        """Whether an identical card may jump in now (H-jump-in; public: who holds one
        is not)."""
        return jump_in.window_open(self)

    @property
    def pending_until(self) -> str | None:
        """The colour a pending draw is drawn up to (UNO FLIP!'s Wild Draw Colour, 6d):
        pending_draw then counts 1 for "cards until one of this colour" (a wild does not
        count) and the rest as plain cards; None: pending_draw is a number of cards."""
        if self.pending_draw and self._pending_face == draw_colour.FACE:
            return self.colour
        return None

    @property
    def pending_skips(self) -> int:
        """Skips waiting for the player due in phase "skipped" (H-skip-stack)."""
        return self._skips if self.phase == SKIPPED else 0

    @property
    def unconfirmed_out(self) -> int | None:
        """The seat whose last card (played without the final call) waits in phase "out"."""
        return self._step.player if type(self._step) is Unconfirmed else None

    @property
    def facedown_pending(self) -> int | None:
        """The seat whose face-down card may be doubted now, or None."""
        return self._doubt.player if self._doubt else None

    @property
    def knocked_out(self) -> list[int]:
        """Seats out of this round by the Mercy rule (No Mercy, 6e), in order."""
        return list(self._knocked_out)

    @property
    def roulette_from(self) -> int | None:
        """In phase "colour": the seat whose Colour Roulette the player due names a colour
        for (No Mercy, 6e), or None."""
        return self._step.by if type(self._step) is Roulette else None

    @property
    def stock_owed(self) -> list[int]:
        """Cards each seat owes as stock (T2 of the Tōgen deck, RULES 6c)."""
        return list(self._owed)

    @property
    def change_from(self) -> int | None:
        """In phase "change": the seat that sent the Change to the player due, its player
        or the last to Counter it (see `change_owner` for whose Change it is)."""
        return self._step.attacker if type(self._step) is ChangeDue else None

    @property
    def change_owner(self) -> int | None:
        """In phase "change": the seat that played the Change the player due faces, kept
        through any Counters of it (the player due themself when one comes back)."""
        return self._step.by if type(self._step) is ChangeDue else None

    def deck_cards(self) -> list[str]:
        """Every card of this game's deck (rules.deck_cards(), except that a FLIP! game
        pairs the faces with its own generator, RULES 6d)."""
        return self._deck()

    def backs(self, seat: int) -> tuple[str, ...]:
        """What everyone sees of seat's hand in UNO FLIP! (RULES 6d): the other side's
        face of each card, in hand order; () in a game of one-faced cards."""
        if self._flip_deck is None:
            return ()
        other = other_side(self.side)
        return tuple(flip_face(c, other) for c in self._hands[seat])

    @property
    def draw_pile_back(self) -> str | None:
        """The other side's face of the draw pile's top card, which all see (FLIP!)."""
        if self._flip_deck is None or not self._draw:
            return None
        return flip_face(self._draw[-1], "dark" if self.side == "light" else "light")

    def hand(self, seat: int) -> list[str]:
        return list(self._hands[seat])

    def hand_size(self, seat: int) -> int:
        return len(self._hands[seat])

    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(map(len, self._hands))

    def seats_in_round(self) -> tuple[bool, ...]:
        """Per seat: still holding cards and taking turns in this round."""
        return tuple(self._seated)

    def uno_called(self, seat: int) -> bool:
        return self._called[seat]

    def in_game(self, seat: int) -> bool:
        return self._in_game[seat]

    def in_round(self, seat: int) -> bool:
        """Still holding cards and taking turns in this round."""
        return self._seated[seat]

    def bluffs(self, seat: int) -> tuple[str, ...]:
        """The cards of `seat`'s hand whose play now would be a bluff (O10: a Wild Draw
        Four held with a card the rules say to play first): its own hand, its own to know."""
        hand = self._hands[seat]
        risky = {card for card in hand if card in self._challengeable}
        return tuple(sorted(c for c in risky if play.is_bluff(self, hand, (c,))))

    def makes_moves(self, seat: int) -> bool:
        """Whether `seat` may make any move this round, out of turn too (a catch): every
        seat still in the game but one the Mercy rule knocked out (a seat that went out
        may still catch)."""
        return self._in_game[seat] and seat not in self._knocked_out

    def round_wins(self, seat: int) -> int:
        return self._wins[seat]

    def effect(self, card: str, side: str | None = None) -> str | None:
        """What a card does under these rules (None for a plain number); a FLIP! card
        on `side` (default: the side in play)."""
        known = parse_card(card)
        if known is None:
            raise ValueError(f"{card!r} is not a card")
        effect = self._sides[side]["_effect"] if side and self._sides else self._effect
        return cast("Mapping[str, Effect]", effect)[known.text].word

    def all_cards(self) -> Counter[str]:
        """Every card the game holds (hands, draw pile, discard pile): for invariants."""
        cards = Counter(self._draw) + Counter(self._discard)
        for h in self._hands:
            cards.update(h)
        return cards

    # -- legal moves --------------------------------------------------------

    def legal_moves(self, by: int | None = None) -> list[str]:
        """Every move seat `by` (default: the player due) may make now, as RULES 7 text.
        `legal_move_values` (and every SeatView) gives the same moves as values.

        With H-multi, groups of cards are listed as pairs and as whole sets of
        one face; `move()` accepts every other valid group too."""
        due = self.turn
        if by is not None and by != due:
            moves = self._moves_of(by)
            return moves if self._flip_deck is None else self._short_forms(moves, by)
        if self.phase == PLAY and not self._liable and not self._doubt:
            moves = play.play_moves(self, due)  # the usual case, and the hot path
        else:
            moves = self._moves_of(due)
        if self._trust_listing:
            self._listed = tuple(moves)
        if self._flip_deck is not None:
            return self._short_forms(moves, due)
        return moves

    def legal_move_values(self, by: int | None = None) -> list[LegalMove]:
        """legal_moves(by) as values: each reads as its text and carries `.move` (a Move:
        kind, cards, colour, target, call, action) and `.seat`; `move(m)` makes it for
        that seat without reading the text again. (A FLIP! game lists values already:
        a value names each card by its whole text, 'R5/O7', whatever its text says.)"""
        seat = self.turn if by is None else by
        if self._flip_deck is not None:
            return cast("list[LegalMove]", self.legal_moves(by))
        return listed(self.legal_moves(by), seat)

    def _moves_of(self, by: int) -> list[str]:
        due = self.turn
        moves: list[str] = []
        if not self.makes_moves(by):  # out of the game, or of the round (Mercy rule)
            return moves
        phase = self.phase
        if by == due:
            if phase == PLAY:
                moves = play.play_moves(self, by)
            elif phase == DRAWN:
                calling = len(self._hands[by]) == 2 and self._early_call and not self._called[by]
                drawn = self._step
                assert type(drawn) is Drawn
                if self.rules.blind_draw:
                    moves += play.blind_moves(self, by, drawn, calling)
                else:
                    moves += play.card_moves(self, by, drawn, calling)
                if self.rules.drawn_card != "must-play":
                    moves.append("keep")
                if calling and self._one_call:
                    moves.append(self._one_call)
            elif phase in PENDING:
                moves += pending.answer_moves(self, by)
            elif phase == COLOUR:
                moves += [f"colour {colour_name(c)}" for c in self._colour_letters]
            elif phase == CHOOSE:
                moves += hit.choose_moves(self)
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
                if late:
                    moves.append(late)
        if by != due:
            for more in self._hook_moves_others:  # (H-jump-in)
                moves += more(self, by)
        if self._doubt and self._doubt.player != by and self._seated[by]:
            moves.append("doubt")
        return moves

    # -- UNO FLIP!'s two-faced cards (RULES 6d) -----------------------------

    def _short_forms(self, moves: list[str], by: int) -> list[str]:
        """FLIP!'s listing (RULES 6d): each move as a value whose text names a card by
        its face in play where `by`'s hand allows (a comprehension in legal_moves would
        make it build closure cells on every call)."""
        return [self._short_form(parse_move(m), m, by) for m in moves]

    def _short_form(self, move: Move, text: str, by: int) -> LegalMove:
        """A listed move (`text`, read as `move`) whose text names each card by its face
        in play where `by`'s hand holds no other card of that face ('play R5'), by both
        faces where it does; its value names the whole cards."""
        if not move.cards:
            return flip_listed(text, move, by)
        hand, side = self._hands[by], self.side
        names = []
        for card in move.cards:
            face = flip_face(card, side)
            same = {c for c in hand if flip_face(c, side) == face}
            names.append(face if len(same) == 1 else card)
        return flip_listed(format_move(move._replace(cards=tuple(names))), move, by)

    def _both_faces(self, move: Move, by: int) -> Move:
        """`move` with each card named by its face in play made the card `by` holds."""
        hand, side = list(self._hands[by]), self.side
        cards = []
        for name in move.cards:
            if "/" in name:
                cards.append(name)
                continue
            same = sorted({c for c in hand if flip_face(c, side) == name})
            if len(same) > 1:
                raise IllegalMove(
                    refuse(
                        "flip/both-faces",
                        player=self._name(by),
                        cards=" and ".join(same),
                        first=format_move(move._replace(cards=(same[0],))),
                    )
                )
            if not same:
                other = "dark" if side == "light" else "light"
                held = [c for c in hand if flip_face(c, other) == name]
                if held:
                    raise IllegalMove(
                        refuse(
                            "flip/other-side",
                            card=name,
                            other=other,
                            side=side,
                            face=flip_face(held[0], side),
                        )
                    )
                cards.append(name)  # refused as a card not held
                continue
            cards.append(same[0])
            hand.remove(same[0])
        return move._replace(cards=tuple(cards))

    # -- making moves -------------------------------------------------------

    # What legal_moves() last listed for the player due, until the next move: a move
    # made from it is legal by the one legality that listed it, so it is not checked
    # again (a fast path; not part of the state).
    _listed: tuple[str, ...] = ()

    def move(self, text: str | Move, by: int | None = None) -> list[Event]:
        """Make one move for seat `by`: a listed move (LegalMove: by default for the seat
        it was listed for), a Move value, or its RULES 7 text (by default for the
        player due)."""
        by, text, events = self._made(text, by)
        if self._hook_after_move:  # (the Mercy rule settles a knock-out)
            for hook in self._hook_after_move:
                events += hook(self)
        self._listed = ()
        self.log.append(_new_tuple(LogEntry, (self.round_number, by, text)))
        self.events += events
        return events

    def _move_within(self, text: str, by: int) -> list[Event]:
        """`text` made for `by` inside the move being made (options/timer.py): its
        events go to that move, and the log keeps only that move."""
        return self._made(text, by)[2]

    def _made(self, text: str | Move, by: int | None) -> tuple[int, str, list[Event]]:
        """The move checked and made (Game.move without the hooks after it and the log):
        who made it, its text and its events."""
        if text.__class__ is LegalMove:
            value: Move | None = text.move
            if by is None:
                by = text.seat
            text = text.text
        elif isinstance(text, Move):
            value, text = text, format_move(text)
        else:
            value = None
        try:
            if text in self._listed and (by is None or by == self.turn):
                by = self.turn  # listed for the player due in this very state: not checked again
                card = self._quick_texts.get(text) if self.phase == PLAY else None
                # (not with a Replay step pending)
                if card is not None and len(self._hands[by]) > 2 and self._step is None:
                    events = play.quick_play(self, by, card)
                elif text == "draw" and self._quick_draws and self.phase == PLAY and self._draw:
                    events = play.quick_draw(self, by)
                else:
                    move = value or parse_move(text)
                    if move.kind == "play":
                        events = play.move_play(self, move, by, listed=True)
                    else:
                        events = HANDLERS[move.kind](self, move, by)
            else:
                known = value or (_parsed.get(text) if text.__class__ is str else None)
                move = parse_move(text) if known is None else known
                if by is None:
                    by = self.turn
                elif not isinstance(by, int) or not 0 <= by < self._n or not self._in_game[by]:
                    raise IllegalMove(refuse("no-player", seat=repr(by)))
                elif by in self._knocked_out:
                    raise IllegalMove(refuse("knocked-out", player=self._name(by)))
                if self.round_over:
                    over = "game" if self.game_over else "round"
                    raise IllegalMove(refuse("over", over=over))
                if move.cards and self._flip_deck is not None:
                    move = self._both_faces(move, by)
                handler = HANDLERS.get(move.kind)
                if handler is None:
                    raise IllegalMove(refuse("text/not-a-move", kind=move.kind))
                events = handler(self, move, by)
        except IllegalMove as refused:
            if self.side == "light":
                raise
            raise IllegalMove(refused.reason, self.side) from None  # FLIP!: faces in play
        return by, text, events

    def refusal(self, text: str | Move, by: int | None = None) -> Refusal | None:
        """Why `move(text, by)` would be refused now, or None if it would be made (a
        wrong claim that costs cards, H-fault, is made). The game is not changed: the
        move is tried on a copy. For a move no listing holds, e.g. `undo` (a screen
        asks before it offers the key)."""
        try:
            self.clone().move(text, by)
        except IllegalMove as refused:
            return refused.reason
        return None

    # -- rounds and standings -------------------------------------------------

    def next_round(self) -> list[Event]:
        """Deal the next round (O16)."""
        self._listed = ()
        return rounds.next_round(self)

    def ranking(self) -> list[int]:
        """Seats best first."""
        return ending.ranking(self)

    def places(self) -> list[int]:
        """Each seat's place in the game (1 = first); equal scores share a place."""
        return ending.places(self)

    def round_order(self) -> list[int]:
        """This round's places: finishing order, then by the points still held."""
        return ending.round_order(self)

    # -- the peers' house rules (RULES 5b) ---------------------------------

    def team_of(self, seat: int) -> int | None:
        """The seat's team number (H-team), or None when teams are off."""
        return teams.team_of(self, seat)

    @property
    def game_winners(self) -> tuple[int, ...]:
        """Who won the game: the winner, with their partner (H-team: the team wins);
        () while the game goes on."""
        if self.game_winner is None:
            return ()
        return ending.winners(self, self.game_winner)

    def team_scores(self) -> list[int]:
        """Each team's score by team number (empty when teams are off)."""
        return teams.team_scores(self)

    def revealed(self) -> list[int]:
        """Seats whose hands the table sees (H-reveal: fewer than reveal_below cards)."""
        below = self.rules.reveal_below
        return [s for s in self._seats() if 0 < len(self._hands[s]) < below]

    def timeout_move(self) -> str | None:
        """The move the player due makes when their turn's time runs out (H-timer)."""
        return timer.timeout_move(self)

    def time_out(self) -> list[Event]:
        """The player due's turn time has run out (H-timer): the move `timeout`, which
        says so ("Ann's time is up.") and makes what the rule prescribes for them, the
        drawn card kept (or played, and its colour) included: one move, not theirs to
        take back."""
        return self.move("timeout", by=self.turn)

    def round_time_winner(self) -> int:
        """Who wins the round if its time ran out now (H-timer)."""
        return timer.round_time_winner(self)

    def round_time_up(self) -> list[Event]:
        """The round's time has run out (H-timer): the move `time-up`, which ends the
        round with its winner."""
        return self.move("time-up", by=self.turn)

    @property
    def calls(self) -> tuple[str | None, str | None]:
        """The words said on the second-to-last card and on the last card (None: no
        such call), e.g. ("uno", None) or ("pageone", "stop")."""
        return self._one_call, self._out_call

    # -- views and copies (views.py, copies.py) -----------------------------

    _sampled_for: Held | None = None  # in a sampled world: what its seat knew (views.py)

    def view(self, seat: int | None) -> SeatView:
        """What `seat` may know now, as a frozen value; None: the shared screen."""
        from .views import seat_view

        return seat_view(self, seat)

    def clone(self, history: bool = True, rng: random.Random | None = None) -> Game:
        """An independent copy: the same state and the same future (same generator).
        Without `history` the copy's log and events start empty: cheaper, for a search
        playing on (no rule reads the history; only views and samples do). With `rng`
        the copy shuffles with that generator (shared, not copied): a search's playout
        brings its own."""
        from .copies import copy_state, records

        fresh = records(self)
        if not history:
            fresh |= {"log": list, "events": list}
        if rng is not None:
            fresh["_rng"] = lambda: rng
        copy = copy_state(self, fresh)
        if not history:
            copy.__dict__.pop("_sampled_for", None)  # a sampled world's knowledge went too
        return copy

    def sample(self, seat: int | None, rng: random.Random, avoid: Sequence[Avoid] = ()) -> Game:
        """A copy in which every card hidden from `seat` is dealt again at random,
        consistent with what the seat knows, and with the beliefs `avoid` where the
        cards allow (see copies.sample)."""
        from .copies import sample

        return sample(self, seat, rng, avoid)


_FLIP_TABLES: dict[tuple[Ruleset, str], dict[str, object]] = {}


def side_tables(rules: Ruleset, side: str, cards: Mapping[str, Card]) -> dict[str, object]:
    """What the cards of one side are and do under `rules` (Game._resolve_cards); a FLIP!
    side's tables are made once per rules (each game gets its own `_match` memo)."""
    if cards is not CARDS:
        made = _FLIP_TABLES.get((rules, side))
        if made is None:
            made = _FLIP_TABLES[rules, side] = _side_tables(rules, side, cards)
        return {**made, "_match": {}}
    return _side_tables(rules, side, cards)


def _side_tables(rules: Ruleset, side: str, cards: Mapping[str, Card]) -> dict[str, object]:
    effect = effect_table(rules, cards) if cards is CARDS else flip_effects(rules, side)
    challenged = rules.wd4_restriction != "none"
    if rules.playing_cards:
        letters = SUIT_NAMES
    else:
        letters = DARK_COLOUR_NAMES if side == "dark" else COLOUR_NAMES
    return {
        "_cards": cards,
        "_colour_face": COLOUR_FACE if cards is CARDS else flip_colour_face(side),
        "_effect": effect,
        "_wilds": frozenset(c for c, e in effect.items() if e.wild),
        "_match": {},
        "_colour_letters": tuple(letters),
        "_wd4_faces": frozenset(cards[c].face for c, e in effect.items() if e.challengeable),
        "_challengeable": frozenset(c for c, e in effect.items() if e.challengeable and challenged),
        "_special": frozenset(
            c for c, e in effect.items() if e.target or e.actions or e.check or e.takes_colour
        ),
        "_draw_amounts": {cards[c].face: e.draw for c, e in effect.items() if e.draw},
        "_takers": frozenset(c for c, e in effect.items() if e.takes_colour),
    }


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
