"""The table's questions: the one the phase asks its player (a drawn card, a Wild Draw
Four to challenge, a colour, a Change, a Gamble's row), and those a play asks on its
way (what a Gamble acts as, the colour, the action, whom it aims at); each docked above
the hand, its answer sent as one of the view's legal moves."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from textual import work
from textual.worker import get_current_worker

from uno_tui.engine import LegalMove, Phase, Reason
from uno_tui.engine.cards import colour_name
from uno_tui.engine.events import card_count
from uno_tui.engine.moves import ACTIONS
from uno_tui.engine.ruleset import rule_sentence
from uno_tui.engine.views import SeatView
from uno_tui.language import N_, _

from ..cards import FACE_DOWN, card_label, challenged_name, colour_word, face_of
from ..togen import DECLARED_WORDS, declared_kind, declared_text, row_text
from ..vocab import words_for
from .base import UnoModal
from .challenge import ChallengeModal
from .choice import ChoiceModal
from .colour import ColourModal, colour_shown
from .drawn import PlayOrKeepModal
from .gamble import NO_ACTION, GambleModal
from .seat_picker import NOBODY, SeatPicker

if TYPE_CHECKING:
    from ..widgets.clock import ClockView
    from ..widgets.text_line import TextLine
    from .base import UnoScreen

    # For the type checker the mixin is the screen it is mixed into (table_status.py).
    _Screen = UnoScreen
else:
    _Screen = object

# Phases that ask the player due a question in a modal (prompt_if_needed).
QUESTION_PHASES = (Phase.DRAWN, Phase.CHALLENGE, Phase.COLOUR, Phase.CHANGE, Phase.CHOOSE)

# A Gamble played as a Change or a Replace (Tōgen) aims at a player, as those cards do.
TOGEN_AIMED = {"w-change": "change", "w-replace": "replace"}
LOOK = N_("looks at your hand (⏎ asks again)")  # Esc on a question of the phase

T = TypeVar("T")


def plays_of(legal: Sequence[LegalMove], cards: Sequence[str]) -> list[LegalMove]:
    """Every legal `play` move that plays exactly `cards` (in this order)."""
    want = [c.upper() for c in cards]
    return [m for m in legal if m.move.kind == "play" and [c.upper() for c in m.move.cards] == want]


def starting_playable(legal: Sequence[LegalMove], cards: list[str]) -> list[str]:
    """Marked `cards` in the order marked, but with a card that may start a play first
    when the first marked may not (the marks say which cards; the last stays last where
    it can, as it names the colour play goes on in)."""
    starters = playable_cards(legal)
    if len(cards) < 2 or cards[0].upper() in starters:
        return cards
    ahead = [c for c in cards[:-1] if c.upper() in starters] or [cards[-1]]
    if ahead[0].upper() not in starters:
        return cards  # none may start: the engine says why
    rest = list(cards)
    rest.remove(ahead[0])
    return [ahead[0], *rest]


def playable_cards(legal: Sequence[LegalMove]) -> set[str]:
    """Cards that start some legal play (marked as playable in the hand)."""
    return {m.move.cards[0].upper() for m in legal if m.move.kind == "play" and m.move.cards}


def calls_in(legal: Sequence[LegalMove]) -> set[str]:
    """The call words some legal play carries."""
    return {m.move.call for m in legal if m.move.kind == "play" and m.move.call}


def declared(move: LegalMove) -> str | None:
    """The card a Tōgen Gamble is played as ("R+2", "W+4", "all+2"); None: not one."""
    action = move.move.action
    return action if action is not None and action not in ACTIONS else None


def gamble_action(move: LegalMove) -> str | None:
    """The action a W-custom Gamble is named as (skip, reverse, draw2, draw4), or None."""
    action = move.move.action
    return action if action in ACTIONS else None


def colour_of(move: LegalMove) -> str | None:
    """The colour (or suit) a move names, as a word ("red", "spades")."""
    return colour_name(move.move.colour)


def prefer_call(options: list[LegalMove], call: str | None) -> list[LegalMove]:
    """Keep the variants carrying exactly `call` (None: no call), if there are any."""
    return [o for o in options if o.move.call == call] or options


def distinct(values: Sequence[T]) -> list[T]:
    return list(dict.fromkeys(values))


def wide(modal: ChoiceModal) -> ChoiceModal:
    """The Tōgen lists: long answers, one line each at 80 columns."""
    modal.add_class("-long")
    return modal


class TableQuestions(_Screen):
    """Mixed into TableScreen: asks what the table's moves need (declared below)."""

    seat: int
    prompting: bool  # a question is open, or about to be
    asking: bool  # a question is open (docked above the status line)
    unseen: bool  # the position is not seen yet (TableScreen.not_seen_yet)
    selected: int
    marked: tuple[int, ...]
    armed: str | None
    clock_view: ClockView | None  # what a question is docked above
    status_line: TextLine

    if TYPE_CHECKING:

        @property
        def hand(self) -> list[str]: ...  # in the order shown (TableScreen)

        def send(self, move: str) -> None: ...  # the table's one way out

        def colour_question(self) -> str: ...  # (table_status.StatusLine)

        def show_status(self) -> None: ...

    @property
    def view(self) -> SeatView:
        """What this seat may know now (the app builds it once per game state)."""
        return self.uno.view(self.seat)

    @property
    def legal(self) -> tuple[LegalMove, ...]:
        return self.view.legal_moves

    def prompt_if_needed(self) -> None:
        """Open the question the phase asks (once); Esc closes it, ⏎ reopens it."""
        view = self.view
        if self.prompting or self.unseen or view.turn != self.seat or not self.is_current:
            return  # (not seen yet: asked once it is, now_seen)
        if view.phase in QUESTION_PHASES:
            self.prompting = True  # until the worker has asked (it may start later)
            self.answer_phase()

    @work(exclusive=True, group="question")
    async def answer_phase(self) -> None:
        """The phase's question, on this seat's own screen, and the move it answers with."""
        try:
            view = self.view
            legal, decision = view.legal_moves, view.decision
            if view.phase == Phase.DRAWN:
                plays = [m for m in legal if m.move.kind == "play"]
                if plays:
                    # H-blind-draw: the card is not named, not even to its drawer.
                    blind = decision.card is None
                    call = next((m.move.call for m in plays if m.move.call), None)
                    card = decision.card or FACE_DOWN
                    face = face_of(card, view.side)  # (FLIP!: the face in play)
                    drawn = PlayOrKeepModal(face, "keep" in legal, blind, call)
                    choice = await self.ask(drawn)
                    if choice == "keep":
                        self.send("keep")
                    elif choice in ("play", "call"):
                        if choice == "call":
                            self.armed = call
                        await self.build_play([self.hand[self.selected]])
            elif view.phase == Phase.CHALLENGE:
                bluffer = decision.by
                name = view.players[bluffer] if bluffer is not None else _("The previous player")
                played = decision.card or "W+4"
                effect = view.effect_of(played)
                challenge = ChallengeModal(
                    view.players[self.seat],
                    name,
                    decision.total,
                    view.rules,
                    challenged_name(played, view.rules, view.side),
                    view.colour if effect is not None and effect.name == "drawcolour" else None,
                    decision.plays_on,
                    coach_seat=self.seat if view.rules.hints else None,  # (H-hints: no coach)
                    draws=effect.draw if effect is not None and effect.draw else 4,
                )
                self.send_answer(await self.ask(challenge))
            elif view.phase == Phase.COLOUR:
                colour = await self.ask(ColourModal(list(decision.choices), self.colour_question()))
                self.send_answer(self.colour_move(colour))
            elif view.phase == Phase.CHANGE:
                answer = await self.ask(self.change_question())
                if answer is not None and answer.startswith("play "):  # a Counter
                    self.marked, self.armed = (), None
                self.send_answer(answer)
            elif view.phase == Phase.CHOOSE:
                self.send_answer(await self.ask(self.choose_question()))
        finally:
            self.done_asking()

    async def ask(self, modal: UnoModal[T]) -> T | None:
        """Show `modal` over this table and wait for its answer (None: closed with Esc).
        A refusal from before is no longer news: it would stay above the question."""
        self.prompting = True
        self.clear_refusal()
        self.asking = True  # (the status line under it says so, not the table's keys)
        self.show_status()
        try:
            return await self.app.push_screen_wait(self.docked(modal))
        finally:
            self.asking = False
            self.show_status()
            self.done_asking()

    def tell_docked(self, modal: UnoModal[T], then: Callable[[], None]) -> None:
        """Show `modal`, a notice with nothing to choose (what was drawn), docked over
        this table; while it is up the status line says a question is open, not who
        plays next. `then` once it closes."""

        def closed(__: T | None) -> None:
            self.asking = False
            then()

        self.asking = True
        self.show_status()
        self.app.push_screen(self.docked(modal), closed)

    def docked(self, modal: UnoModal[T]) -> UnoModal[T]:
        """`modal` docked above the status line and the turn's clock: the hand and the
        time left (H-timer) stay in sight while it asks."""
        return modal.dock_above(self.clock_view or self.status_line)

    def done_asking(self) -> None:
        """The question is over, unless a newer one took its place (this worker was
        cancelled for it): that one's flag stays."""
        if not get_current_worker().is_cancelled:
            self.prompting = False

    def send_answer(self, move: str | None) -> None:
        if move:
            self.send(move)

    def colour_move(self, colour: str | None) -> LegalMove | None:
        """The legal move that names `colour` (None: none, or no colour chosen)."""
        moves = [m for m in self.legal if m.move.kind == "colour" and colour_of(m) == colour]
        return moves[0] if colour and moves else None

    def change_question(self) -> ChoiceModal:
        """The target of a Change (or the Change player, after a Counter) answers it."""
        view = self.view
        legal, decision = view.legal_moves, view.decision
        rules = view.rules
        names = view.players
        aimer = names[decision.by] if decision.by is not None else _("Someone")
        # One line per answer: the same Counters in another order, or with a call, do the
        # same (the colour is chosen after); the call armed (u) is said, or none.
        answers: dict[tuple[tuple[str, ...], str | None], list[LegalMove]] = {}
        for m in legal:
            if m.move.kind == "play":
                answers.setdefault((tuple(sorted(m.move.cards)), declared(m)), []).append(m)
        counters = [prefer_call(same, self.armed)[0] for same in answers.values()]
        word = _(words_for(rules).colour)
        choices: list[tuple[str, str]] = []
        title = _("{player} aims a Change at you").format(player=aimer)
        owner = view.change_owner
        if decision.reason == Reason.CHANGE_BACK and owner not in (None, decision.seat):
            # A Counter of your Counter: the Change is still its player's, not yours.
            title = _("{owner}'s Change comes back to you").format(owner=names[owner])
            prompt = _(
                "{player} countered your Counter. Accept: your whole hand goes under the draw "
                "pile and you draw as many new cards; {player} chooses the {colour}."
            ).format(player=aimer, colour=word)
            choices.append(("accept", _("Accept: your hand is redrawn")))
        elif decision.reason == Reason.CHANGE_BACK:  # the Change came back to its player
            title = _("{player} sends your Change back").format(player=aimer)
            prompt = _(
                "{player} countered your Change. Accept: your whole hand goes under the draw "
                "pile and you draw as many new cards; {player} chooses the {colour}."
            ).format(player=aimer, colour=word)
            choices.append(("accept", _("Accept: your hand is redrawn")))
        else:
            prompt = _(
                "Choosing the {colour} accepts it: your whole hand goes under the draw pile, "
                "you draw as many new cards, then that {colour} is set."
            ).format(colour=word)
            for colour in decision.choices:
                move = self.colour_move(colour)
                if move is not None:
                    said = colour_shown(colour_word(colour) or colour)
                    choices.append(
                        (move, _("Accept, {colour}: your hand is redrawn").format(colour=said))
                    )
        if counters:
            prompt += " " + _("A Counter sends the Change back to {player}.").format(player=aimer)
        for move in counters:
            side = self.view.side
            cards = " + ".join(card_label(c, rules, fit=False, side=side) for c in move.move.cards)
            declared_as = declared(move)
            if declared_as:
                cards = _("{cards} as {card}").format(
                    cards=cards, card=card_label(declared_as, rules, fit=False)
                )
            choices.append(
                (
                    move,
                    _("Counter with {cards}: it goes back to {player}").format(
                        cards=cards, player=aimer
                    ),
                )
            )
        return wide(ChoiceModal(title, choices, prompt=prompt, cancel=LOOK))

    def choose_question(self) -> ChoiceModal:
        """T2: Hit+? turned up a Gamble; its player picks the row of the table it acts as."""
        decision = self.view.decision
        total, rows = decision.total, decision.choices
        choices = [(f"choose {row}", row_text(row)) for row in rows]
        prompt = _(
            "The total so far is {total}. Pick the row of the Hit+? table it acts as."
        ).format(total=total)
        title = _("Hit+? turned up a Gamble")
        return wide(ChoiceModal(title, choices, prompt=prompt, cancel=LOOK))

    @work(exclusive=True, group="question")
    async def play_cards(self, cards: list[str]) -> None:
        await self.build_play(cards)

    async def build_play(self, cards: list[str]) -> None:
        """Build the exact move for `cards` from the legal ones, asking in turn what a
        Gamble acts as, the colour, a tgus-3 Gamble's action and the target player.
        Esc at any question drops the play."""
        view = self.view
        rules = self.uno.rules or view.rules
        cards = starting_playable(view.legal_moves, cards)
        options = prefer_call(plays_of(view.legal_moves, cards), self.armed)
        if not options:
            attempt = "play " + " ".join(cards)
            if any(getattr(view.effect_of(c), "wild", False) for c in cards):
                attempt += f" {view.colour or 'red'}"
            self.send(attempt)  # the engine says why not (or applies a misplay penalty)
            return
        kinds = distinct([declared_kind(d) for d in distinct([declared(o) for o in options]) if d])
        kind = kinds[0] if kinds else None
        if len(kinds) > 1:  # a Tōgen Gamble: the card it acts as
            choices = [(k, declared_text(k, rules)) for k in kinds]
            question = _("Gamble: which card does it act as?")
            kind = await self.ask(wide(ChoiceModal(question, choices)))
            if kind is None:
                return
            options = [o for o in options if (d := declared(o)) and declared_kind(d) == kind]
        colours = distinct([c for c in map(colour_of, options) if c])
        if len(colours) > 1:
            colour = await self.ask(ColourModal(colours, self.colour_title(cards, kind)))
            if colour is None:
                return
            options = [o for o in options if colour_of(o) in (None, colour)]
        actions = distinct([gamble_action(o) for o in options])
        if len(actions) > 1:
            action = await self.ask(GambleModal([a or NO_ACTION for a in actions]))
            if action is None:
                return
            options = [
                o for o in options if gamble_action(o) == (None if action == NO_ACTION else action)
            ]
        targets = distinct([o.move.target for o in options])
        if len(targets) > 1 or self.change_left_out(cards, kind, targets):
            seat = await self.ask(self.target_question(cards, kind, targets))
            if seat is None:
                return
            options = [o for o in options if o.move.target == (None if seat == NOBODY else seat)]
        self.marked, self.armed = (), None
        self.send(options[0])

    def colour_title(self, cards: list[str], kind: str | None) -> str:
        view = self.view
        word = _(words_for(self.uno.rules or view.rules).colour)
        if kind is not None:
            return _("Gamble as {card}: choose its {colour}").format(
                card=_(DECLARED_WORDS.get(kind, (kind,))[0]), colour=word
            )
        if getattr(view.effect_of(cards[0]), "effect", None) == "replace":
            return _("Replace: choose the {colour} (then whom to swap hands with)").format(
                colour=word
            )
        return _("Choose a {colour}").format(colour=word)

    def aimed(self, cards: list[str], kind: str | None) -> str | None:
        """What the play does to a target ("change", "swap", …; a Gamble: the card it is
        played as)."""
        if kind is not None:
            return TOGEN_AIMED.get(kind.lower())
        return getattr(self.view.effect_of(cards[0]), "effect", None)

    def change_left_out(
        self, cards: list[str], kind: str | None, targets: list[int | None]
    ) -> bool:
        """Whether a Change may name fewer players than are in the round (change_limit):
        then it is asked even with one to name, and the question says why."""
        view = self.view
        others = [s for s, playing in enumerate(view.in_round) if playing and s != self.seat]
        return (
            self.aimed(cards, kind) == "change"
            and None not in targets
            and len(targets) < len(others)
        )

    def target_question(
        self, cards: list[str], kind: str | None, targets: list[int | None]
    ) -> SeatPicker:
        """Whom to swap hands with (7-0, Swap, Replace) or aim a Change at."""
        view = self.view
        what = self.aimed(cards, kind)
        choices = []
        for t in targets:
            if t is None:
                choices.append((NOBODY, _("nobody (no swap)")))
            else:  # hand sizes are public, and what a swap or a Change is chosen by
                choices.append((t, f"{view.players[t]} ({card_count(view.hand_sizes[t])})"))
        if what == "change":
            prompt = _(
                "They put their whole hand under the draw pile, draw as many new "
                "cards and choose the colour, unless they Counter."
            )
            if self.change_left_out(cards, kind, targets):
                prompt += " " + (rule_sentence(view.rules, "change_limit") or "")
            return SeatPicker(_("Aim the Change at whom?"), choices, prompt=prompt.strip())
        return SeatPicker(_("Swap hands with whom?"), choices)
