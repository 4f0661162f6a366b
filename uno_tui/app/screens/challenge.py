"""Modal: the next player answers a Wild Draw Four (challenge or accept); FLIP!'s
Wild Draw Two and Wild Draw Colour the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, Static

from uno_tui.engine.cards import colour_said
from uno_tui.language import N_, _, ngettext, pgettext

from ..messages import CoachWanted
from ..widgets.prose import paragraphs
from .base import UnoModal

if TYPE_CHECKING:
    from uno_tui.engine import Ruleset


def challenge_terms(
    bluffer: str,
    pending: int,
    rules: Ruleset | None,
    card: str = N_("Wild Draw Four"),
    until: str | None = None,
    plays_on: bool = False,
    draws: int = 4,
) -> str:
    """What each answer costs, in numbers, under `rules` (O11 and its house variants).
    `card`: what was played, as `challenged_name` says it; `until`: the colour a Wild
    Draw Colour draws up to (FLIP!); `plays_on`: whether accepting leaves the turn to
    play (the view's `decision.plays_on`: draw_victim_plays); `draws`: what the card
    draws (its effect's: a FLIP! Wild +2 2, a Wild Draw Colour 1 for "until that
    colour")."""
    penalty = getattr(rules, "challenge_penalty", 2)
    guilty = getattr(rules, "challenge_guilty", "draw-4")
    amount = draws

    shown = _(card)

    def cards(count: int) -> str:
        if until is None:
            # TRANSLATORS: a number of cards drawn, in "{player} draws {cards}" (ja: {n}枚).
            return pgettext("cards", "{n}").format(n=count)
        colour = colour_said(until)
        if count > 1:
            return ngettext(
                "cards until {colour} turns up and {n} more",
                "cards until {colour} turns up and {n} more",
                count - 1,
            ).format(colour=colour, n=count - 1)
        return _("cards until {colour} turns up").format(colour=colour)

    caught = _("{player} draws {cards}").format(player=bluffer, cards=cards(amount))
    if guilty != "draw-4":
        caught = _("{player} takes the {card} back and draws {cards}").format(
            player=bluffer, card=shown, cards=cards(amount)
        )
    rest = pending - amount
    after = (
        ngettext("you still face {n} card", "you still face {n} cards", rest).format(n=rest)
        if rest > 0
        else _("you take a normal turn")
    )
    if getattr(rules, "stack", False) and getattr(rules, "stack_after_lost_challenge", False):
        wrong = _(
            "you face the {pending} cards (you may still stack; taking them costs {penalty} more)"
        ).format(pending=pending, penalty=penalty)
    else:
        wrong = _("you draw {cards} and lose your turn").format(cards=cards(pending + penalty))
    if plays_on:
        accept = _("Accept: you draw {cards}, then you may still play.")
    else:
        accept = _("Accept: you draw {cards} and lose your turn.")
    return (
        accept.format(cards=cards(pending))
        + "\n"
        + _(
            "Challenge: you see {player}'s hand as it was. If the {card} was not "
            "allowed, {caught} and {after}; if it was allowed, {wrong}."
        ).format(player=bluffer, card=shown, caught=caught, after=after, wrong=wrong)
    )


class ChallengeModal(UnoModal[str | None]):
    """Dismisses 'challenge', 'accept', or None (closed: decide later on the table)."""

    CSS_PATH = "challenge.tcss"
    # Neither answer is focused: an Enter typed out of habit (or meant for the screen
    # before) must not take the cards; x or a, a click, or Tab then Enter answer.
    AUTO_FOCUS = ""
    BINDINGS = [
        Binding("x", "choose('challenge')", N_("Challenge")),
        Binding("a", "choose('accept')", N_("Accept")),
        Binding("escape", "choose(None)", N_("Look at my hand")),
        Binding("h", "coach", N_("Coach")),
    ]

    def __init__(
        self,
        you: str,
        bluffer: str,
        pending: int,
        rules: Ruleset | None = None,
        card: str = N_("Wild Draw Four"),
        until: str | None = None,
        plays_on: bool = False,
        coach_seat: int | None = None,
        draws: int = 4,
    ) -> None:
        super().__init__()
        self.coach_seat = coach_seat  # the seat the coach answers for (None: no coach)
        self.you = you
        self.bluffer = bluffer
        self.pending = pending
        self.rules = rules
        self.card = card
        self.until = until
        self.plays_on = plays_on
        self.draws = draws

    def compose_body(self) -> ComposeResult:
        terms = challenge_terms(
            self.bluffer, self.pending, self.rules, self.card, self.until, self.plays_on, self.draws
        )
        with Vertical(classes="dialog"):
            yield Label(
                _("{player} played a {card} on you").format(player=self.bluffer, card=self.card),
                classes="dialog-title",
            )
            yield paragraphs(terms, classes="dialog-text")
            yield Static(id="coach-line", classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Challenge") + " (x)", id="challenge", variant="warning")
                yield Button(_("Accept") + " (a)", id="accept", variant="primary")

    def action_choose(self, choice: str | None) -> None:
        self.dismiss(choice)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "coach":
            return self.coach_seat is not None
        return super().check_action(action, parameters)

    def action_coach(self) -> None:
        """h: the coach's line for this seat, in this window (it goes when it closes)."""
        if self.coach_seat is not None:
            self.post_message(CoachWanted(self.coach_seat))

    def advise(self, line: str) -> None:
        coach = self.query_one("#coach-line", Static)
        coach.update(line)
        coach.display = True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id)
