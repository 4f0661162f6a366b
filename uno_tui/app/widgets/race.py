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

from ..messages import HideHands, MoveRequested
from ..moves import CALL_WORDS
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

    def __init__(self, keyboard_seat: int | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.keyboard_seat = keyboard_seat
        self.shown: tuple | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="race-text")

    def show(self, game) -> None:
        catchable = list(game.catchable)
        out = game.unconfirmed_out if game.phase == "out" else None
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

    # The two race controls, also bound to keys by the screens.

    def catch(self, target: int | None = None) -> None:
        from ..screens.seat_picker import SeatPicker

        game = self.app.game
        names = game.players
        if target is None:
            if len(game.catchable) == 1:
                target = game.catchable[0]
            else:
                seats = game.catchable or [s for s in range(len(names)) if s != self.keyboard_seat]
                self.app.push_screen(
                    SeatPicker("Catch whom?", [(s, names[s]) for s in seats]),
                    lambda seat: self.catch(seat) if seat is not None else None,
                )
                return
        catchers = [s for s in range(len(names)) if s != target]
        words = words_for(game.rules)
        missing = words.out if target == game.unconfirmed_out else words.first
        missing = label(missing).rstrip("!")
        if len(catchers) == 1:
            self.post_message(MoveRequested(f"catch {target}", by=catchers[0]))
            return

        def chosen(catcher: int | None) -> None:
            if catcher is not None:
                self.post_message(MoveRequested(f"catch {target}", by=catcher))

        self.app.push_screen(
            SeatPicker(
                f"Who catches {names[target]}?",
                [(s, names[s]) for s in catchers],
                default=self.keyboard_seat,
                prompt=f"Pick the seat of the player who spotted the missing {missing}.",
            ),
            chosen,
        )

    def late_uno(self, seat: int | None = None) -> None:
        from ..screens.seat_picker import SeatPicker

        game = self.app.game
        if seat is None:
            if len(game.catchable) > 1:
                self.app.push_screen(
                    SeatPicker("Who calls UNO?", [(s, game.players[s]) for s in game.catchable]),
                    lambda s: self.late_uno(s) if s is not None else None,
                )
                return
            seat = game.catchable[0] if game.catchable else self.keyboard_seat
        first = words_for(game.rules).first
        words = [m for m in game.legal_moves(by=seat) if m in CALL_WORDS] or [first]
        self.post_message(MoveRequested(words[0], by=seat))

    # Out-of-turn claims made by seat from the shared screen (RULES 9).

    def jump_in(self) -> None:
        """Pick the claiming seat, then that seat picks its card on a private screen."""
        from ..screens.jump_in import JumpInModal
        from ..screens.seat_picker import SeatPicker

        game = self.app.game
        names = game.players
        seats = [s for s in range(len(names)) if s != game.turn and game.in_game(s)]
        top = game.top.partition(">")[0]

        def claimed(seat: int | None) -> None:
            if seat is None:
                return

            def picked(card: str | None) -> None:
                if card is not None:
                    self.post_message(MoveRequested(f"jumpin {card}", by=seat))
                self.post_message(HideHands())

            self.app.push_screen(JumpInModal(names[seat], game.hand(seat), top), picked)

        self.app.push_screen(SeatPicker("Who jumps in?", [(s, names[s]) for s in seats]), claimed)

    def doubt(self) -> None:
        """Doubt the face-down card just passed: pick the doubting seat."""
        from ..screens.seat_picker import SeatPicker

        game = self.app.game
        names = game.players
        seats = [s for s in range(len(names)) if "doubt" in game.legal_moves(by=s)]
        if not seats:
            self.post_message(MoveRequested("doubt", by=self.keyboard_seat))
            return
        self.app.push_screen(
            SeatPicker("Who doubts the face-down card?", [(s, names[s]) for s in seats]),
            lambda seat: seat is not None and self.post_message(MoveRequested("doubt", by=seat)),
        )
