"""The keys the hand-off and table screens share: which bindings apply now, and the
race keys (catch, late call, jump in, doubt) with the claims they start.

The claims are multi-step choices (which seat? which card? sure?): each is one
worker that asks with `push_screen_wait` and reads top to bottom. The RaceBar's
buttons post messages up; the screen acts on them here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from textual import work
from textual.binding import Binding

from uno_tui.engine import LegalMove, Phase, Reason
from uno_tui.engine.cards import colour_name
from uno_tui.language import N_, _, ngettext
from uno_tui.records.your_rulesets import shown_name

from ..cards import card_label
from ..hand_order import ORDERS, ordered
from ..messages import HideHands, MoveRequested
from ..rule_keys import applies
from ..vocab import label, words_for
from ..widgets.race import RaceBar

if TYPE_CHECKING:
    from uno_tui.engine.views import SeatView

    from ..app import UnoApp
    from .base import UnoModal, UnoScreen

    # For the type checker the mixin is the screen it is mixed into; at run time it is
    # a plain class before the screen's own base.
    _Screen = UnoScreen
else:
    _Screen = object

T = TypeVar("T")

# Bindings shown only while the engine offers the move they make.
MOVE_ACTIONS = {a: a for a in ("keep", "challenge", "accept", "facedown", "pass")}
# The call keys: `u` says the first call of the rules (UNO!, Page One!), `t` says Stop!.
CALL_ACTIONS = {"uno": "uno", "page_one": "pageone", "stop": "stop"}
# The late calls on the hand-off screen, by action: the word each one says.
LATE_ACTIONS = {"late_uno": "uno", "late_page_one": "pageone", "late_stop": "stop"}

CATCH = Binding("c", "catch", N_("Catch"))
EXPLAIN_CATCH = Binding("c", "explain_catch", show=False)  # c when Catch is not offered
OUT_OF_TURN = [Binding("j", "jump_in", N_("Jump in")), Binding("b", "doubt", N_("Doubt"))]
RACE_BINDINGS = [CATCH, EXPLAIN_CATCH, *OUT_OF_TURN]


def catch_offered(view: SeatView) -> bool:
    """Catch is offered (key bar, buttons) when someone may be caught, a last card waits
    for its call (phase "out"), or a wrong catch costs cards: then a catch is a race a
    player may still want to run. Otherwise `c` only says why nobody can be caught."""
    return bool(view.catchable) or view.phase == Phase.OUT or bool(view.rules.fault_penalty)


def last_card_out(view: SeatView) -> int | None:
    """The seat whose last card, played without the call, waits to stand (phase "out")."""
    decision = view.decision
    return decision.by if decision.reason == Reason.LAST_CARD else None


def doubters(view: SeatView) -> list[int]:
    """The seats that may doubt the face-down card just passed (public: every seat still
    in the round but its passer)."""
    passer = view.facedown_pending
    if passer is None or view.round_over:
        return []
    return [s for s, playing in enumerate(view.in_round) if playing and s != passer]


def never_allowed(action: str, view: SeatView) -> bool:
    """Whether the rules in play never allow the move of a binding's `action` (a face-down
    card, a doubt, a jump-in, a call they do not say), so that its key does nothing, not
    now nor later: as help lists the keys (`help.applies`)."""
    return not applies(action, view.rules)


def action_available(app: UnoApp, action: str, legal: Sequence[LegalMove], view: SeatView) -> bool:
    """Whether a binding applies now: from the legal moves (`legal`, the seat's own) and
    what `view` shows, never the hands."""
    if action in MOVE_ACTIONS:
        return any(m.move.kind == MOVE_ACTIONS[action] for m in legal)
    if action == "coach":  # only for the seat whose turn it is; off with H-hints off
        return view.rules.hints and view.turn == view.seat and not view.round_over
    if action == "mark":
        return any(m.move.kind == "play" and len(m.move.cards) > 1 for m in legal)
    if action == "jump_in":  # while a card just played may be jumped in on
        return view.jump_in_open
    if action == "doubt":
        return bool(doubters(view))
    if action in ("catch", "explain_catch"):
        return catch_offered(view) == (action == "catch")
    if action in CALL_ACTIONS:
        words = words_for(app.rules or view.rules)
        return CALL_ACTIONS[action] in (words.first, words.second)
    return True


class RaceKeys(_Screen):
    """Mixed into a screen that shows a RaceBar. `keyboard_seat` is the seat at the
    keyboard; `private` is True on a table, where a hand is on screen: there a claim by
    another seat means someone else had the keyboard, so the hand is hidden after it
    (RULES 9), and the windows it asks in (`ask_hidden`) are opaque."""

    private = False
    RACE_AFTER = ""
    """The widget the race bar goes after: it is made when the first race starts, as
    most turns have none (a widget, even a hidden one, costs on every key)."""
    race: RaceBar | None = None

    def show_race(self, view: SeatView) -> None:
        """The race as `view` sees it (who may be caught is public)."""
        if self.race is None:
            if not view.catchable and view.phase != Phase.OUT:
                return
            self.race = RaceBar(id="race")
            self.mount(self.race, after=self.RACE_AFTER)
        self.race.call_later(self.race.show, view)  # once the new bar is composed

    @property
    def keyboard_seat(self) -> int | None:
        return getattr(self, "seat", None)

    def screen_view(self) -> SeatView:
        """What this screen may show: its seat's view on a table, the shared one else."""
        return self.uno.view(self.keyboard_seat if self.private else None)

    def claim(self, move: str, by: int | None) -> None:
        # The hand is hidden first: a refusal is then said on the screen that stays up
        # (the hand-off), not on the table that the hiding takes away.
        if self.private and by != self.keyboard_seat:
            self.post_message(HideHands())
        self.post_message(MoveRequested(move, by=by))

    async def ask_hidden(self, modal: UnoModal[T]) -> T:
        """Ask in a window that hides the hand on a table: whoever answers may not be
        the seat whose hand and log are behind it (RULES 9)."""
        modal.set_class(self.private, "-opaque")
        return await self.app.push_screen_wait(modal)

    async def ask_seat(
        self, title: str, choices: list[tuple[int, str]], **kwargs: Any
    ) -> int | None:
        """Ask for a seat in a window that hides the hand on a table; the computers wait
        until it is answered (RacePicker)."""
        from .seat_picker import RacePicker

        try:
            return await self.ask_hidden(RacePicker(title, choices, **kwargs))
        finally:
            self.uno.let_computers_go()

    # ---- keys and buttons ---------------------------------------------------

    def not_possible(self, action: str, name: str, key: str) -> str:
        """A key whose move the rules in play never allow says so, not "not possible now",
        which promises it may work later."""
        view = self.screen_view()
        if never_allowed(action, view):
            return _("{action} ({key}) is not part of the {rules} rules.").format(
                action=name, key=key, rules=shown_name(view.rules.name)
            )
        return super().not_possible(action, name, key)

    def action_catch(self) -> None:
        self.catch()

    action_explain_catch = action_catch  # catch() says why nobody can be caught

    def action_jump_in(self) -> None:
        self.jump_in()

    def action_doubt(self) -> None:
        self.doubt()

    def action_late_uno(self) -> None:
        self.late_call()

    action_late_page_one = action_late_stop = action_late_uno

    def action_accept(self) -> None:
        """The player due lets a last card played without the call stand (phase "out")."""
        self.post_message(MoveRequested("accept", by=self.screen_view().turn))

    # (Named handlers, not @on: this mixin is no MessagePump, its @on would not register.)
    def on_race_bar_catch(self, event: RaceBar.Catch) -> None:
        self.catch(event.seat)

    def on_race_bar_late_call(self, event: RaceBar.LateCall) -> None:
        self.late_call(event.seat)

    def on_race_bar_accept(self, _: RaceBar.Accept) -> None:
        self.post_message(MoveRequested("accept", by=self.screen_view().turn))

    # ---- the claims -----------------------------------------------------------

    @work(exclusive=True, group="race")
    async def catch(self, target: int | None = None) -> None:
        view = self.screen_view()
        names = view.players
        out = last_card_out(view)
        open_ = list(view.catchable) or ([out] if out is not None else [])
        penalty = view.rules.fault_penalty
        if not open_ and not penalty:  # card counts are public: nothing to ask
            self.tell(_("Nobody can be caught now: nobody holds one card without the call."))
            return
        fault = ngettext(
            "Nobody can be caught now: a wrong catch costs the catcher {n} card.",
            "Nobody can be caught now: a wrong catch costs the catcher {n} cards.",
            penalty,
        ).format(n=penalty)
        if target is None and len(open_) == 1:
            target = open_[0]
        elif target is None:
            # (a wrong catch's guesses: seats still in the round, not the catcher's own)
            playing = [s for s, in_round in enumerate(view.in_round) if in_round]
            seats = open_ or [s for s in playing if s != self.keyboard_seat]
            choices = [(s, names[s]) for s in seats]
            target = await self.ask_seat(_("Catch whom?"), choices, prompt="" if open_ else fault)
            if target is None:
                return
        # The people at the keyboard (the computers catch on their own), not a seat the
        # Mercy rule knocked out (it makes no moves this round).
        catchers = [
            s
            for s, moves in enumerate(view.makes_moves)
            if moves and s != target and s not in self.uno.computers
        ]
        if not catchers:
            self.tell(_("Only another player can catch {player}.").format(player=names[target]))
            return
        words = words_for(view.rules)
        missing = _(label(words.out if target == out else words.first)).rstrip("!").rstrip()
        if len(catchers) == 1:
            self.claim(f"catch {target}", catchers[0])
            return
        # A partner catching hurts its own team (H-team): allowed, but listed last and
        # named as the partner, so that nobody picks it by mistake.
        teams = view.teams
        partners = [s for s in catchers if teams and teams[s] == teams[target]]
        choices = [(s, names[s]) for s in catchers if s not in partners]
        choices += [
            (s, _("{player} ({partner}'s partner)").format(player=names[s], partner=names[target]))
            for s in partners
        ]
        catcher = await self.ask_seat(
            _("Who catches {player}?").format(player=names[target]),
            choices,
            default=self.keyboard_seat,
            prompt=_("Pick the seat of the player who spotted the missing {call}.").format(
                call=missing
            )
            if open_
            else fault,
        )
        if catcher is not None:
            self.claim(f"catch {target}", catcher)

    @work(exclusive=True, group="race")
    async def late_call(self, seat: int | None = None) -> None:
        view = self.screen_view()
        # (a person calls for themselves: a computer calls late on its own)
        liable = [s for s in view.catchable if s not in self.uno.computers]
        if seat is None and len(liable) > 1:
            choices = [(s, view.players[s]) for s in liable]
            seat = await self.ask_seat(_("Who calls UNO?"), choices)
            if seat is None:
                return
        if seat is None:
            seat = liable[0] if liable else self.keyboard_seat
        words = words_for(view.rules)
        # A seat that missed its call says it late: the last-card call on a last card
        # waiting to stand (phase "out"), else the second-to-last card's call.
        late = words.out if view.phase == Phase.OUT else words.one
        self.claim((late if seat in view.catchable else None) or words.first, seat)

    @work(exclusive=True, group="race")
    async def jump_in(self) -> None:
        """Pick the claiming seat, then that seat picks its card on a private screen."""
        from .jump_in import JumpInModal

        shared = self.screen_view()
        names = shared.players
        # The people at the keyboard only: a computer jumps in on its own, and its hand
        # is never shown (the claiming seat picks its card from its hand).
        seats = [
            s
            for s in range(len(names))
            if s != shared.turn and shared.in_round[s] and s not in self.uno.computers
        ]
        if not seats:
            self.tell(_("Nobody at the keyboard can jump in now."))
            return
        seat = seats[0]
        if len(seats) > 1:
            picked = await self.ask_seat(_("Who jumps in?"), [(s, names[s]) for s in seats])
            if picked is None:
                return
            seat = picked
        # The claiming seat picks its card on its own screen: from its own view.
        view = self.uno.view(seat)
        top = view.top.partition(">")[0]
        jumps = [m for m in view.legal_moves if m.move.kind == "jumpin"]
        # Marked (H-hints): the cards the engine lists a jump-in with, for this seat only.
        marked = [m.move.cards[0] for m in jumps] if view.rules.hints else None
        # In the order the seat's own table shows its hand (by colour until it chose one).
        table = self.uno.tables.get(seat)
        hand = ordered(view.hand or (), table.order if table else ORDERS[0], side=view.side)
        card = await self.app.push_screen_wait(JumpInModal(names[seat], hand, top, marked))
        move = None if card is None else await self.jump_in_move(card, jumps)
        # Whoever claimed had the keyboard: the hands are hidden, then the claim is made,
        # so a refusal is said on the screen that stays up (the hand-off).
        self.post_message(HideHands())
        if move is not None:
            self.post_message(MoveRequested(move, by=seat))

    async def jump_in_move(self, card: str, jumps: list[LegalMove]) -> str | None:
        """The jump-in with `card`, asking the rest of it in windows that hide the table's
        hand: one card or both where the engine lists two identical (H-jump-in), the
        colour for a wild (H-jump-in-wild). A card the engine lists none with is still
        claimed: the engine answers (a fault, where the rules fine one)."""
        from .choice import ChoiceModal
        from .colour import ColourModal

        with_card = [m for m in jumps if m.move.cards[0] == card]
        if any(len(m.move.cards) == 2 for m in with_card):
            shown = card_label(card, fit=False)
            count = await self.ask_hidden(
                ChoiceModal(
                    _("Jump in with one {card} or both?").format(card=shown),
                    [(1, _("One {card}").format(card=shown)), (2, _("Both"))],
                )
            )
            if count is None:
                return None
            with_card = [m for m in with_card if len(m.move.cards) == count]
        wild = [m for m in with_card if m.move.colour]
        if not wild:
            return with_card[0].text if with_card else f"jumpin {card}"
        choices = list(dict.fromkeys(str(colour_name(m.move.colour)) for m in wild))
        colour = await self.ask_hidden(ColourModal(choices, N_("Jump in: choose the colour")))
        chosen = [m for m in wild if colour_name(m.move.colour) == colour]
        return min(chosen, key=lambda m: m.move.call is not None).text if chosen else None

    @work(exclusive=True, group="race")
    async def doubt(self) -> None:
        """Doubt the face-down card just passed: pick the seat, which then confirms."""
        from .doubt import DoubtModal

        view = self.screen_view()
        names = view.players
        seats = [s for s in doubters(view) if s not in self.uno.computers]  # (people)
        passer = view.facedown_pending
        if not seats or passer is None:
            self.post_message(MoveRequested("doubt", by=self.keyboard_seat))
            return
        title = _("Who doubts the face-down card?")
        seat = await self.ask_seat(title, [(s, names[s]) for s in seats])
        if seat is None:
            return
        # The doubting seat confirms at the keyboard: on a table, not over the hand.
        if await self.ask_hidden(DoubtModal(names[seat], names[passer])):
            self.claim("doubt", seat)
        elif self.private and seat != self.keyboard_seat:
            self.post_message(HideHands())  # whoever cancelled may not be this seat
