"""The table's status line: what the player due may do now, in the rules' words."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from rich.text import Text

from uno_tui.engine import LegalMove, Phase, Reason
from uno_tui.engine.views import SeatView
from uno_tui.language import _, listed, ngettext, spaced

from ..cards import card_label, challenged_name
from ..line_breaks import card_text
from ..vocab import label, words_for
from ..widgets.table_info import draw_until

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
    return listed(card_label(c, fit=False) for c in decision.shown) or None


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
    picked: bool  # the player picked the selected card: Enter tries it, even if none fits
    fallback: Callable[[SeatView], str | None]  # what Enter does instead of playing it
    asking: bool  # a question is docked above: its own keys are the ones that work

    def status_text(self) -> Text:
        game = self.seat_view
        assert game is not None  # the status of a table is drawn once it shows a view
        hand, legal, playable = self.shown_hand, self.shown_legal, self.shown_playable
        text = Text()
        if not game.in_round[self.seat]:  # knocked out (No Mercy), or out in a place
            if self.seat in game.knocked_out:
                out = _("The Mercy rule put you out of this round; the others play it out.")
            else:
                out = _("You are out of this round; the others play on for the places.")
            text.append(out, style="italic")
            return text
        if game.turn != self.seat:
            if self.asking:  # the drew window: the turn has passed, nobody plays until OK
                text.append(_("Your turn is over: ⏎ (OK) passes the keyboard on."), style="bold")
            elif game.turn in self.uno.computers:  # a computer plays on this table, in view
                keys = "w: " + (_("no pauses") if self.uno.pauses else _("pauses again"))
                who = self.uno.seat_name(game.turn)
                playing = _("{player} is playing…").format(player=who)
                text.append(f"{playing} ({keys})", style="italic")
            else:
                text.append(_("Waiting for the next player."), style="italic")
            return text
        if self.asking:
            text.append(_("Answer the question above; Esc looks at your hand first."))
            return text
        phase = game.phase
        decision = game.decision
        words = words_for(self.uno.rules or game.rules)
        if decision.total and phase == Phase.STACK:
            hit = turned_up(game)
            if hit:
                text.append(_("Hit+? turned up {card}.").format(card=hit) + " ", style="bold")
            hints = game.rules.hints  # H-hints off: not a word on what could answer
            answers = decision.answers
            if not hints:
                how = _("⏎ plays the selected card to pass them on, a takes them.")
            elif answers:
                how = _("⏎ passes them on with a ✓ card, a takes them.")
            elif self.picked or "challenge" in legal:  # (⏎ takes no challengeable card)
                how = _("nothing passes them on; a takes them.")
            else:
                how = _("nothing passes them on; ⏎ takes them.")
            total = decision.total
            if game.pending_until is not None:  # (FLIP!'s Wild Draw Colour: its total counts 1)
                until = draw_until(total, game.pending_until)
                # TRANSLATORS: {until} is "until pink" or "until pink + 2" (a draw up to a
                # colour); what passes it on or takes it follows.
                waiting = _("Cards {until} wait for you:").format(until=until)
            else:
                waiting = ngettext(
                    "{n} card waits for you (running total):",
                    "{n} cards wait for you (running total):",
                    total,
                ).format(n=total)
            text.append(spaced(waiting) + how, style="bold")
            if hints and any(is_counter(game, c) for c in answers):
                text.append(" " + _("A Counter sends them back."), style="bold")
            if decision.challenge is not None and "challenge" in legal:
                who = game.players[decision.challenge]
                text.append(" " + _("x: challenge {player}.").format(player=who), style="bold")
        elif phase == Phase.SKIPPED:
            skips = decision.total
            if skips > 1:
                count = _("{n} Skips are waiting for you:").format(n=skips)
            else:
                count = _("A Skip is waiting for you:")
            if not game.rules.hints:
                how = ngettext(
                    "⏎ plays the selected card to pass it on, a accepts being skipped.",
                    "⏎ plays the selected card to pass them on, a accepts being skipped.",
                    skips,
                )
            elif decision.answers:
                how = ngettext(
                    "⏎ passes it on with a ✓ Skip, a accepts being skipped.",
                    "⏎ passes them on with a ✓ Skip, a accepts being skipped.",
                    skips,
                )
            elif self.picked:
                how = ngettext(
                    "no Skip to pass it on: a accepts being skipped.",
                    "no Skip to pass them on: a accepts being skipped.",
                    skips,
                )
            else:
                how = ngettext(
                    "no Skip to pass it on: ⏎ accepts being skipped.",
                    "no Skip to pass them on: ⏎ accepts being skipped.",
                    skips,
                )
            text.append(f"{count} {how}", style="bold")
        elif phase == Phase.OUT:
            text.append(_("Press a to let the last card stand."), style="bold")
        elif phase == Phase.DRAWN:
            if "keep" in legal:
                text.append(
                    _("You drew a card you may play: ⏎ asks again, k keeps it."), style="bold"
                )
            else:  # drawn_card = "must-play"
                text.append(_("You drew a card you must play: ⏎ play it."), style="bold")
        elif phase == Phase.CHALLENGE:
            played = challenged_name(decision.card or "W+4", game.rules, game.side)
            text.append(_("{card}: x challenge, a accept.").format(card=_(played)), style="bold")
        elif phase == Phase.COLOUR:
            question = self.colour_question()
            text.append(
                _("{question}. ⏎ opens the choice.").format(question=question), style="bold"
            )
        elif phase == Phase.CHANGE:  # in the words of the window ⏎ opens (change_question)
            who = game.players[decision.by] if decision.by is not None else _("Someone")
            owner = game.change_owner
            if decision.reason == Reason.CHANGE_BACK and owner not in (None, decision.seat):
                # A Counter of your Counter: the Change is still its player's, not yours.
                line = _(
                    "{owner}'s Change comes back to you: ⏎ accept (your hand is redrawn) or "
                    "Counter."
                )
            elif decision.reason == Reason.CHANGE_BACK:  # the Change came back to its player
                line = _(
                    "{player} sends your Change back: ⏎ accept (your hand is redrawn) or Counter."
                )
            else:
                line = _(
                    "{player} aims a Change at you: ⏎ choose the colour (your hand is "
                    "redrawn) or Counter."
                )
            owned = game.players[owner] if owner is not None else who
            text.append(line.format(player=who, owner=owned), style="bold")
        elif phase == Phase.CHOOSE:
            text.append(_("Hit+? turned up a Gamble: ⏎ choose what it acts as."), style="bold")
        elif not game.rules.hints:  # H-hints off: nothing says what is playable
            text.append(_("Your turn: ⏎ plays the selected card, d draws."))
        elif playable and "draw" not in legal:  # (Pokémon: no drawing while a card fits)
            text.append(_("Your turn: ⏎ plays a ✓ card; these rules allow no drawing now."))
        elif playable:
            text.append(_("Your turn: ⏎ plays a ✓ card, d draws."))
        elif "pass" in legal:  # H-hand-limit (or nothing left to draw)
            if self.picked:  # (⏎ tries the card picked: it is refused)
                line = _("Your turn: nothing to play and no drawing: p passes.")
            else:
                line = _("Your turn: nothing to play and no drawing: ⏎ or p passes.")
            text.append(line, style="bold")
        elif self.picked:
            text.append(_("Your turn: nothing to play, d draws."), style="bold")
        else:
            text.append(_("Your turn: nothing to play, ⏎ or d draws."), style="bold")
        owed = game.stock_owed[self.seat] if game.stock_owed else 0
        if owed:  # T2: drawn when the pile is refilled; no going out until then
            text.append("  " + _("Stock owed: {n}.").format(n=owed), style="bold")
        # The selected card, named as such: the ✓ marks say which cards play. Not when
        # Enter does something else (draws, passes, takes the cards: said above), where
        # it read as the card Enter plays.
        misplay = game.rules.misplay_penalty
        if hand and not self.marked and self.fallback(game) is None:  # (⏎ plays the marks)
            card = hand[self.selected]
            name = card_text(card_label(card, game.rules, fit=False, side=game.side))
            if card in game.bluffs and card.upper() in playable:  # (✓? on the card: say why)
                name = _("{move} (a bluff: it may be challenged)").format(move=name)
            elif (
                misplay
                and game.rules.hints
                and game.phase == Phase.PLAY  # (the engine charges a misplay only there)
                and playable
                and card.upper() not in playable
            ):
                # O15: ⏎ tries it, and a card that does not fit costs cards (street rules)
                name = ngettext(
                    "{move} (no ✓: trying it costs {n} card)",
                    "{move} (no ✓: trying it costs {n} cards)",
                    misplay,
                ).format(move=name, n=misplay)
            text.append("  " + _("Selected: {card}").format(card=name))
        if self.marked:
            shown = (card_label(hand[i], game.rules, False, game.side) for i in self.marked)
            marked = (card_text(name) for name in shown)
            plays = _("⏎ plays the marked cards: {cards}").format(cards=listed(marked))
            text.append(f"  {plays}")
        said = self.armed
        if said is None and words.one and len(hand) == 2 and game.uno_called[self.seat]:
            # Called already (u before the play, which the engine took as a move): it
            # holds for the next card played, as a call armed does.
            said = words.one if any(m.move.kind == "play" for m in legal) else None
        if said:
            pass  # said below
        elif (
            words.one
            and words.one in legal
            and self.seat not in game.catchable
            and any(m.move.kind == "play" for m in legal)  # (nothing to play: nothing to say)
        ):
            say = _("Two cards: press u to say {call}").format(call=_(label(words.one)))
            text.append(f"  {say}", style="bold reverse")
        elif words.out and any(m.move.kind == "play" and m.move.call == words.out for m in legal):
            key = "t" if words.second else "u"
            say = _("Last card: press {key} to say {call}").format(
                key=key, call=_(label(words.out))
            )
            text.append(f"  {say}", style="bold reverse")
        if said:
            armed = _("{call} with your next card").format(call=_(label(said)))
            text.append(f"  {armed}", style="bold reverse")
        return text

    def colour_question(self) -> str:
        """The colour prompt outside a play: the first card, Greninja's second colour, a
        wild turned up by Hit+?, or the colour after a Change (Tōgen deck)."""
        game = self.seat_view
        assert game is not None  # asked on a table that shows a view
        word = _(words_for(self.uno.rules or game.rules).colour)
        decision = game.decision
        if decision.reason == Reason.GRENINJA and decision.for_seat is not None:
            # The next player drew and lost the turn: the colour is for the one after.
            who = game.players[decision.for_seat]
            return _("Greninja: choose the {colour} {player} must play").format(
                colour=word, player=who
            )
        if decision.reason == Reason.HIT_WILD:
            top = card_label((decision.card or game.top).partition(">")[0], fit=False)
            return _("Hit+? turned up {card}: choose its {colour}").format(card=top, colour=word)
        if decision.reason == Reason.CHANGE_COLOUR:
            return _("You countered the Change: choose the {colour}").format(colour=word)
        if decision.reason == Reason.ROULETTE:  # No Mercy (6e)
            who = game.players[decision.by] if decision.by is not None else "A"
            return _(
                "{player}'s Colour Roulette: name a {colour}; you turn up cards until one of "
                "that {colour} shows, and take them all"
            ).format(player=who, colour=word)
        if decision.reason == Reason.FLIP_WILD:  # FLIP! (6d)
            top = card_label(decision.card or game.top, fit=False, side=game.side)
            return _("Your Flip turned up {card}: choose its {colour}").format(
                card=top, colour=word
            )
        return _("Choose the {colour} for the first card").format(colour=word)
