"""The table's status line: what the player due may do now, in the rules' words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from uno_tui.engine import LegalMove, Phase, Reason
from uno_tui.engine.views import SeatView

from ..cards import card_label, challenged_name
from ..vocab import label, words_for

if TYPE_CHECKING:
    from .base import UnoScreen

    # For the type checker the mixin is the screen it is mixed into; at run time it is
    # a plain class before the screen's own base.
    _Screen = UnoScreen
else:
    _Screen = object


def turned_up(view: SeatView) -> str | None:
    """What the Hit+? whose total the player due faces turned up, if that is the
    pending draw (public)."""
    decision = view.decision
    if decision.reason != Reason.HIT:
        return None
    return ", ".join(card_label(c, fit=False) for c in decision.shown) or None


def is_counter(view: SeatView, card: str) -> bool:
    """Whether `card` is a Counter under these rules (it sends a pending draw back)."""
    return getattr(view.effect_of(card), "effect", None) == "counter"


class StatusLine(_Screen):
    """Mixed into TableScreen: reads what the table last showed (declared below)."""

    seat: int
    seat_view: SeatView | None  # the seat's view
    shown_hand: list[str]  # from that view
    shown_legal: tuple[LegalMove, ...]
    shown_playable: set[str]
    selected: int
    marked: tuple[int, ...]
    armed: str | None

    def status_text(self) -> Text:
        game = self.seat_view
        assert game is not None  # the status of a table is drawn once it shows a view
        hand, legal, playable = self.shown_hand, self.shown_legal, self.shown_playable
        text = Text()
        if game.turn != self.seat:
            if game.turn in self.uno.computers:  # a computer plays on this table, in view
                keys = "w: no pauses" if self.uno.pauses else "w: pauses again"
                text.append(f"{self.uno.seat_name(game.turn)} is playing… ({keys})", style="italic")
            else:
                text.append("Waiting for the next player.", style="italic")
            return text
        phase = game.phase
        decision = game.decision
        words = words_for(self.uno.rules or game.rules)
        if decision.total and phase == Phase.STACK:
            hit = turned_up(game)
            if hit:
                text.append(f"Hit+? turned up {hit}. ", style="bold")
            hints = game.rules.hints  # H-hints off: not a word on what could answer
            answers = decision.answers
            how = "⏎ passes them on with a ✓ card, a" if answers else "nothing passes them on: ⏎"
            if not hints:
                how = "⏎ plays the selected card to pass them on, a"
            text.append(
                f"{decision.total} cards wait for you (running total): {how} takes them.",
                style="bold",
            )
            if hints and any(is_counter(game, c) for c in answers):
                text.append(" A Counter sends them back.", style="bold")
            if decision.challenge is not None and "challenge" in legal:
                who = game.players[decision.challenge]
                text.append(f" x: challenge {who}.", style="bold")
        elif phase == Phase.SKIPPED:
            skips = decision.total
            count = f"{skips} Skips are" if skips > 1 else "A Skip is"
            how = (
                "⏎ passes it on with a ✓ Skip, a"
                if decision.answers
                else "no Skip to pass it on: ⏎"
            )
            if not game.rules.hints:
                how = "⏎ plays the selected card to pass it on, a"
            text.append(f"{count} waiting for you: {how} accepts being skipped.", style="bold")
        elif phase == Phase.OUT:
            text.append("Press a to let the last card stand.", style="bold")
        elif phase == Phase.DRAWN:
            text.append("You drew a card: ⏎ play it, k keep it.", style="bold")
        elif phase == Phase.CHALLENGE:
            played = challenged_name(decision.card or "W+4", game.rules, game.side)
            text.append(f"{played}: x challenge, a accept.", style="bold")
        elif phase == Phase.COLOUR:
            text.append(f"{self.colour_question()}: ⏎.", style="bold")
        elif phase == Phase.CHANGE:
            aimer = game.players[decision.by] if decision.by is not None else "A"
            back = decision.reason == Reason.CHANGE_BACK
            what = "it came back" if back else "choose the colour (new hand)"
            text.append(f"{aimer}'s Change is aimed at you: ⏎ {what} or Counter.", style="bold")
        elif phase == Phase.CHOOSE:
            text.append("Hit+? turned up a Gamble: ⏎ choose what it acts as.", style="bold")
        elif not game.rules.hints:  # H-hints off: nothing says what is playable
            text.append("Your turn: ⏎ plays the selected card, d draws.")
        elif playable:
            text.append("Your turn: ⏎ plays a ✓ card, d draws.")
        elif "pass" in legal:  # H-hand-limit (or nothing left to draw)
            text.append("Your turn: nothing to play and no drawing: ⏎ or p passes.", style="bold")
        else:
            text.append("Your turn: nothing to play, ⏎ or d draws.", style="bold")
        owed = game.stock_owed[self.seat] if game.stock_owed else 0
        if owed:  # T2: drawn when the pile is refilled; no going out until then
            text.append(f"  Stock owed: {owed}.", style="bold")
        if hand:
            card = hand[self.selected]
            ok = card.upper() in playable
            text.append(f"  [{card_label(card, game.rules, fit=False, side=game.side)}]", "bold")
            if game.rules.hints:
                text.append(" playable" if ok else " not playable")
        if self.marked:
            marked = (card_label(hand[i], game.rules, False, game.side) for i in self.marked)
            text.append("  Marked: " + ", ".join(marked))
        if self.armed:
            pass  # said below
        elif (
            words.one
            and words.one in legal
            and self.seat not in game.catchable
            and any(m.move.kind == "play" for m in legal)  # (nothing to play: nothing to say)
        ):
            text.append(f"  Two cards: press u to say {label(words.one)}", style="bold reverse")
        elif words.out and any(m.move.kind == "play" and m.move.call == words.out for m in legal):
            key = "t" if words.second else "u"
            text.append(f"  Last card: press {key} to say {label(words.out)}", style="bold reverse")
        if self.armed:
            text.append(f"  {label(self.armed)} with your next card", style="bold reverse")
        return text

    def colour_question(self) -> str:
        """The colour prompt outside a play: the first card, Greninja's second colour, a
        wild turned up by Hit+?, or the colour after a Change (Tōgen deck)."""
        game = self.seat_view
        assert game is not None  # asked on a table that shows a view
        word = words_for(self.uno.rules or game.rules).colour
        decision = game.decision
        if decision.reason == Reason.GRENINJA and decision.for_seat is not None:
            # The next player drew and lost the turn: the colour is for the one after.
            who = game.players[decision.for_seat]
            return f"Greninja: choose the {word} {who} must play"
        if decision.reason == Reason.HIT_WILD:
            top = card_label((decision.card or game.top).partition(">")[0], fit=False)
            return f"Hit+? turned up {top}: choose its {word}"
        if decision.reason == Reason.CHANGE_COLOUR:
            return f"You countered the Change: choose the {word}"
        if decision.reason == Reason.ROULETTE:  # No Mercy (6e)
            who = game.players[decision.by] if decision.by is not None else "A"
            return (
                f"{who}'s Colour Roulette: name a {word}; you turn up cards until one of it "
                "and take them all"
            )
        if decision.reason == Reason.FLIP_WILD:  # FLIP! (6d)
            top = card_label(decision.card or game.top, fit=False, side=game.side)
            return f"Your Flip turned up {top}: choose its {word}"
        return f"Choose the {word} for the first card"
