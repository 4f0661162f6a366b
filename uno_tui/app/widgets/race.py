"""The UNO race: catch a player who forgot UNO, or call it late (RULES 9).

Shown on the hand-off screen and the table. Any seat may catch; the catcher
is picked by seat (the seat at the keyboard is offered first). Moves go up as
messages; the engine refuses catches that are not allowed and says why.
Under Page One the words are the rules' own ("Page One!", "Stop!"); a last
card played without "Stop" (phase "out") is raced here too, with an accept
button for the player due.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button, Static

from uno_tui.engine import Phase

from ..messages import HideHands, MoveRequested
from ..moves import CALL_WORDS, COLOUR_TOKENS
from ..vocab import label, words_for


class RaceBar(Horizontal):
    """Catch buttons per catchable seat, and their late-UNO buttons."""

    DEFAULT_CSS = """
    RaceBar {
        height: auto;
        display: none;
        &.-active { display: block; }
        & > #race-text { width: 1fr; height: auto; padding: 0 1; }
        & > Button { margin: 0 1 0 0; min-width: 0; width: auto; }
    }
    """

    def __init__(self, keyboard_seat: int | None = None, private: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.keyboard_seat = keyboard_seat
        self.private = private  # on a table, where a hand is shown
        self.shown: tuple | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="race-text")

    def show(self, game) -> None:
        catchable = list(game.catchable)
        out = game.unconfirmed_out if game.phase == Phase.OUT else None
        self.set_class(bool(catchable) or out is not None, "-active")
        state = (catchable, out, game.turn)
        if state == self.shown:
            return
        self.shown = state
        for button in self.query(Button):
            button.remove()
        if not catchable and out is None:
            return
        words = words_for(game.rules)
        text = Text()
        if out is not None:
            name, due = game.players[out], game.players[game.turn]
            stop = label(words.out)
            text.append(f"{stop.rstrip('!')} race! ", style="bold reverse")
            text.append(
                f"No {stop} from {name}. c: catch · {'t' if words.second else 'u'}: "
                f"{stop} (late) · a: {due} accepts, the round ends."
            )
        else:
            names = [game.players[s] for s in catchable]
            who = " and ".join(names)
            text.append(f"{words.call_title} race! ", style="bold reverse")
            text.append(
                f"{who} {'has' if len(names) == 1 else 'have'} one card, "
                f"no {words.call_title} called. "
                f"c: catch · u: {words.call_title} (late) · until the next play or draw."
            )
        self.query_one("#race-text", Static).update(text)
        buttons = []
        for seat in catchable or [out]:
            name = game.players[seat]
            call = label(words.out if seat == out else words.first)
            buttons.append(
                Button(f"Catch {name}", id=f"catch-{seat}", variant="error", compact=True)
            )
            buttons.append(
                Button(f"{name}: {call}", id=f"late-uno-{seat}", variant="success", compact=True)
            )
        if out is not None:
            due = game.players[game.turn]
            buttons.append(
                Button(f"{due}: accept", id=f"accept-{game.turn}", variant="primary", compact=True)
            )
        for button in buttons:
            button.can_focus = False
        self.mount_all(buttons)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        button_id = event.button.id or ""
        if button_id.startswith("catch-"):
            self.catch(int(button_id.removeprefix("catch-")))
        elif button_id.startswith("late-uno-"):
            self.late_uno(int(button_id.removeprefix("late-uno-")))
        elif button_id.startswith("accept-"):
            self.accept()

    def accept(self) -> None:
        """The player due lets a last card played without the call stand (phase "out")."""
        game = self.app.game
        self.post_message(MoveRequested("accept", by=game.turn))

    # The race controls, also bound to keys by the screens. On a table (`private`) the
    # windows hide the hand, and a move by another seat than the one shown means
    # someone else had the keyboard: the hand is hidden afterwards (RULES 9).

    def claim(self, move: str, by: int | None) -> None:
        self.post_message(MoveRequested(move, by=by))
        if self.private and by != self.keyboard_seat:
            self.post_message(HideHands())

    def pick_seat(self, title: str, choices, then, **kwargs) -> None:
        """Ask for a seat in a window that hides the hand on a table."""
        from ..screens.seat_picker import SeatPicker

        picker = SeatPicker(title, choices, **kwargs)
        picker.set_class(self.private, "-opaque")
        self.app.push_screen(picker, lambda seat: seat is not None and then(seat))

    def catch(self, target: int | None = None) -> None:
        game = self.app.game
        names = game.players
        out = game.unconfirmed_out if game.phase == Phase.OUT else None
        open_ = list(game.catchable) or ([out] if out is not None else [])
        penalty = game.rules.fault_penalty
        if not open_ and not penalty:  # card counts are public: nothing to ask
            self.screen.tell("Nobody can be caught now: nobody holds one card without the call.")
            return
        fault = f"Nobody can be caught now: a wrong catch costs the catcher {penalty} cards."
        if target is None:
            if len(open_) == 1:
                target = open_[0]
            else:
                seats = open_ or [s for s in range(len(names)) if s != self.keyboard_seat]
                choices = [(s, names[s]) for s in seats]
                self.pick_seat("Catch whom?", choices, self.catch, prompt="" if open_ else fault)
                return
        catchers = [s for s in range(len(names)) if s != target]
        words = words_for(game.rules)
        missing = label(words.out if target == out else words.first).rstrip("!")
        prompt = f"Pick the seat of the player who spotted the missing {missing}."
        if not open_:
            prompt = fault
        if len(catchers) == 1:
            self.claim(f"catch {target}", catchers[0])
            return
        self.pick_seat(
            f"Who catches {names[target]}?",
            [(s, names[s]) for s in catchers],
            lambda catcher: self.claim(f"catch {target}", catcher),
            default=self.keyboard_seat,
            prompt=prompt,
        )

    def late_uno(self, seat: int | None = None) -> None:
        game = self.app.game
        if seat is None:
            if len(game.catchable) > 1:
                choices = [(s, game.players[s]) for s in game.catchable]
                self.pick_seat("Who calls UNO?", choices, self.late_uno)
                return
            seat = game.catchable[0] if game.catchable else self.keyboard_seat
        first = words_for(game.rules).first
        words = [m for m in game.legal_moves(by=seat) if m in CALL_WORDS] or [first]
        self.claim(words[0], seat)

    # Out-of-turn claims made by seat from the shared screen, confirmed by that seat.

    def jump_in(self) -> None:
        """Pick the claiming seat, then that seat picks its card on a private screen."""
        from ..screens.colour import ColourModal
        from ..screens.jump_in import JumpInModal

        game = self.app.game
        names = game.players
        seats = [s for s in range(len(names)) if s != game.turn and game.in_game(s)]
        top = game.top.partition(">")[0]

        def claimed(seat: int) -> None:
            def picked(card: str | None, colour: str | None = None) -> None:
                said = [m.split()[-1] for m in game.legal_moves(by=seat) if m.startswith("jumpin ")]
                wild = list(dict.fromkeys(w for w in said if card and w.upper() != card.upper()))
                if card is not None and colour is None and wild:  # H-jump-in-wild
                    choices = [COLOUR_TOKENS.get(c.lower(), c.lower()) for c in wild]
                    modal = ColourModal(choices, "Jump in: choose the colour")
                    self.app.push_screen(modal, lambda c: picked(card if c else None, c))
                    return
                if card is not None:
                    said = f" {colour}" if colour else ""
                    self.post_message(MoveRequested(f"jumpin {card}{said}", by=seat))
                self.post_message(HideHands())

            self.app.push_screen(JumpInModal(names[seat], game.hand(seat), top), picked)

        self.pick_seat("Who jumps in?", [(s, names[s]) for s in seats], claimed)

    def doubt(self) -> None:
        """Doubt the face-down card just passed: pick the seat, which then confirms."""
        from ..screens.doubt import DoubtModal

        game = self.app.game
        names = game.players
        seats = [s for s in range(len(names)) if "doubt" in game.legal_moves(by=s)]
        passer = game.facedown_pending
        if not seats or passer is None:
            self.post_message(MoveRequested("doubt", by=self.keyboard_seat))
            return

        def claimed(seat: int) -> None:
            self.app.push_screen(
                DoubtModal(names[seat], names[passer]),
                lambda yes: yes and self.claim("doubt", seat),
            )

        self.pick_seat("Who doubts the face-down card?", [(s, names[s]) for s in seats], claimed)
