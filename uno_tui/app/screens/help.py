"""Help: the active ruleset in plain language (from the engine) and the keys."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Static

from uno_tui.engine import Ruleset, describe_rules
from uno_tui.engine.calls import missed_call_catchable
from uno_tui.engine.cards import COLOUR_NAMES, DARK_COLOUR_NAMES, shown_colour
from uno_tui.engine.effects import challengeable_cards
from uno_tui.language import N_, _, listed
from uno_tui.records.your_rulesets import ruleset_named, shown_name

from ..cards import card_words, challenged_name, short_forms
from ..line_breaks import card_text
from ..rule_keys import CALL_KEYS, HOUSE_RULE_ACTIONS, ONLY_WITH, OPTION_MOVES, applies
from ..vocab import label, words_for
from ..widgets.clock import ClockView, keeps_time
from ..widgets.key_bar import KeyBar, key_name
from ..widgets.prose import Prose, Sentence
from .base import UnoScreen
from .save_rules import changes_said

HOT_SEAT = [
    N_(
        "Hands are private: between turns a hand-off screen names who takes the keyboard, "
        "and their hand appears only after they press Enter."
    ),
    N_(
        "UNO race: when a player is left with one card without calling UNO, any seat may "
        "catch them (c, then pick the catcher's seat) until the next player plays or draws; "
        "the player may still call UNO late (u) in that time."
    ),
]
# TRANSLATORS: {cards} names the cards that may be challenged ("Wild Draw Four";
# FLIP!: "Wild +2, Wild +Colour").
CHALLENGE = N_(
    "{cards}: the next player challenges or accepts it on their own screen; the "
    "challenged hand is shown only to the challenger."
)


def challenge_line(rules: Ruleset) -> list[str]:
    """The CHALLENGE line naming the cards the rules let a player challenge (none: no
    line)."""
    names = dict.fromkeys(
        challenged_name(text, rules, side) for text, side in challengeable_cards(rules)
    )
    return [_(CHALLENGE).format(cards=listed(names))] if names else []


# The Tōgen deck's questions (RULES 6c), and where each is answered.
TOGEN = [
    N_(
        "Gamble: Enter on it lists every card it may act as, with what it does and its "
        "priority (a pending draw is answered only by the same or a higher one); then its "
        "colour, or whom it aims at."
    ),
    N_("Change and Replace ask whom to aim at, showing each player's card count."),
    N_(
        "A Change aimed at you is answered on your own screen: choosing the colour accepts it "
        "(your hand goes under the draw pile and you draw as many); a Counter, if you hold "
        "one, sends it back. Esc looks at your hand, Enter asks again."
    ),
    N_(
        "Hit+?'s turned-up cards go onto the discard pile; the log says what each did to the "
        "total, and the player who faces it sees it on the status line."
    ),
]
TOGEN_T2 = [
    N_(
        "When Hit+? turns up a Gamble, its player picks the row of the table it acts as "
        "(a list: 0-9, Skip, Reverse, Hit, Reverse Hit+2, Hit+?, other)."
    ),
    N_("Stock a player owes shows beside their seat ('owes 3') and on their status line."),
]


def letters_line(rules: Ruleset) -> list[str]:
    """What a card's letter means ('R 5' is a red 5), in every language the same
    letters; FLIP!'s dark side has its own. None for playing cards (suits are symbols)."""
    if rules.playing_cards:
        return []

    def said(letters: dict[str, str]) -> str:
        return listed(f"{letter} {shown_colour(letter)}" for letter in letters)

    letters = said(COLOUR_NAMES)
    if rules.deck == "flip":
        letters = _("{light}; on the dark side {dark}").format(
            light=letters, dark=said(DARK_COLOUR_NAMES)
        )
    return [_("A card's letter is its colour: {letters}.").format(letters=letters)]


def short_forms_line(rules: Ruleset) -> list[str]:
    """The short forms the deck in play shows where a card's name does not fit (a card
    face, FLIP!'s other faces), each with its name ('⊘⊘ = Skip All', kept on one line);
    none: no line."""
    forms = [card_text(form) for form in short_forms(rules)]
    if not forms:
        return []
    # TRANSLATORS: {forms} lists short forms with the names they stand for:
    # "⊘⊘ = Skip All, W+C = Wild +Colour".
    return [
        _("Where a card's name does not fit, it is shortened: {forms}.").format(forms=listed(forms))
    ]


def card_words_line(rules: Ruleset) -> list[str]:
    """The cards' names in the language in use, where it says them otherwise: cards
    and the log name them as printed ('Skip = スキップ'); none: no line."""
    words = [card_text(said) for said in card_words(rules)]
    if not words:
        return []
    # TRANSLATORS: {words} lists the cards' printed names with their words in your
    # language: "Skip = スキップ, Rev = リバース".
    return [_("The cards' names in your language: {words}.").format(words=listed(words))]


def hot_seat_lines(rules: Ruleset) -> list[str]:
    """HOT_SEAT in the words of the rules (the UNO race where a missed call may be
    caught); the Page One "out" race when there is one;
    the Tōgen deck's questions."""
    words = words_for(rules)
    private, race = HOT_SEAT
    lines = [_(private)]
    if missed_call_catchable(rules):  # (no race where a missed call costs nothing)
        lines.append(_(race))
    lines += challenge_line(rules)
    if getattr(rules, "deck", "") == "togen":
        t2 = getattr(rules, "hit_table", "") == "t2"
        return lines + [_(line) for line in TOGEN + (TOGEN_T2 if t2 else [])]
    if words.first == "uno":
        return lines
    call = _(label(words.first)).rstrip("!").rstrip()  # "Page One", "ページワン"
    lines = [line.replace("UNO", call) for line in lines]
    if words.out:
        stop = _(label(words.out)).rstrip("!").rstrip() if words.out == "stop" else call
        key = "t" if words.second else "u"
        lines.append(
            _(
                "A last card played without saying {call} waits on the hand-off screen: any "
                "seat may catch the player (c), who may still say {call} late ({key}), or the "
                "next player accepts (a) and the round ends."
            ).format(call=stop, key=key)
        )
    return lines


Where = tuple[str, Sequence[BindingType]]
"""A screen's keys in help: where they work (a msgid: "table") and its BINDINGS."""


def play_screens() -> list[Where]:
    """The screens of a hot-seat game whose keys help lists: the table and hand-off."""
    from .handoff import HandoffScreen
    from .table import TableScreen

    return [(N_("table"), TableScreen.BINDINGS), (N_("hand-off"), HandoffScreen.BINDINGS)]


def key_lines(
    rules: Ruleset | None = None,
    computers: bool = False,
    app_keys: Sequence[BindingType] = (),
    screens: Sequence[Where] | None = None,
) -> list[tuple[str, str]]:
    """Keys of `screens`, from their BINDINGS (None: the table's, with how a card is
    picked, and the hand-off's), and the app's keys anywhere (`app_keys`: the app gives
    its BINDINGS); the computer players' key only when some seat is a computer."""
    rows = []
    if screens is None:
        screens = play_screens()
        rows = [
            ("1-9, 0", _("pick card 1-10 of your hand")),
            (_("Home, End"), _("pick the first or the last card of your hand")),
            (_("click"), _("pick a card; click the picked card: play it")),
            (_("wheel"), _("over the log: back through older events")),
        ]
    seen = set()
    words = words_for(rules) if rules is not None else None
    # A screen's own key for an app action (q on the table, the hand-off) is listed once,
    # as "anywhere".
    everywhere = {b.action for b in app_keys if isinstance(b, Binding)}
    for where, bindings in [*screens, (N_("anywhere"), app_keys)]:
        for b in bindings:
            if not isinstance(b, Binding):  # (the screens list Bindings only)
                continue
            if not b.show or not b.description or (b.description, where) in seen:
                continue
            if bindings is not app_keys and b.action.removeprefix("app.") in everywhere:
                continue
            if (b.action == "no_pauses" and not computers) or b.action == "pauses":
                continue  # (one line for w: its footer label says which way it goes)
            if rules is None and CALL_KEYS.get(b.action, "uno") != "uno":
                continue  # (no rules: the official calls)
            if where == "hand-off" and b.action == "accept" and not (words and words.out):
                continue
            if rules is not None and not applies(b.action, rules):
                continue
            seen.add((b.description, where))
            shown = _(where)
            listed_by_rules = b.action in ONLY_WITH or b.action in OPTION_MOVES
            if b.action in HOUSE_RULE_ACTIONS and (rules is None or not listed_by_rules):
                shown = _("{where}, some rules only").format(where=shown)
            key = key_name(b.key_display or b.key.replace("question_mark", "?"))
            said = f"{_(b.description)} ({shown})"
            if b.action == "mark" and rules is not None:  # (how a multi-play is made)
                said = _(
                    "{mark}: marks a card, or unmarks it; ⏎ (or a click on the picked card) "
                    "plays the marked cards together, one that fits the top card first"
                ).format(mark=said)
            rows.append((key, said))
    return rows


class HelpBody(VerticalScroll):
    """Help's text. Home, End and the page keys jump at once: Textual's own scroll there
    is animated, slow to arrive at the end of a long help."""

    def action_scroll_home(self) -> None:
        self.scroll_home(animate=False)

    def action_scroll_end(self) -> None:
        self.scroll_end(animate=False)

    def action_page_up(self) -> None:
        self.scroll_page_up(animate=False)

    def action_page_down(self) -> None:
        self.scroll_page_down(animate=False)


class HelpScreen(UnoScreen):
    """The rules in play, hot-seat play and the keys: what the app gives it (the rules,
    whether some seat is a computer, the app's own keys), nothing read from the app.
    `screens`: the screens whose keys are listed, watching a saved game (the replay's);
    None: a hot-seat game's, with how play at one keyboard goes."""

    HOLDS_COMPUTERS = True

    CSS_PATH = "help.tcss"
    BINDINGS = [Binding("escape,question_mark,f1,enter", "close", N_("Close"), key_display="Esc")]

    def __init__(
        self,
        rules: Ruleset,
        computers: bool = False,
        app_keys: Sequence[BindingType] = (),
        screens: Sequence[Where] | None = None,
    ) -> None:
        super().__init__()
        self.rules = rules
        self.computers = computers
        self.app_keys = app_keys
        self.screens = screens

    def compose_body(self) -> ComposeResult:
        rules = self.rules
        yield Static(f" {_('Help')} · {shown_name(rules.name)} ", id="help-title")
        with HelpBody(id="help-body"):
            described = _(rules.description) if rules.description else ""
            about = " ".join(filter(None, [described, self.changes()]))
            if about:  # (wrapped between words here, not cut in the title)
                yield Prose([about], bullet="", id="help-about")
            yield Static(_("The rules of this game"), classes="section-title")
            lines = letters_line(rules) + card_words_line(rules) + short_forms_line(rules)
            lines += describe_rules(rules)
            yield Prose(lines, id="help-rules")
            if self.screens is None:  # (not watching a replay)
                yield Static(_("Playing at one keyboard"), classes="section-title")
                yield Prose(hot_seat_lines(rules), id="help-hotseat")
            yield Static(_("Keys"), classes="section-title")
            # Two columns: a key as wide as it is ("Home、End"), what it does wrapped under
            # itself, not under the key.
            keys = Table.grid(padding=(0, 2))
            keys.add_column(justify="right", no_wrap=True, style="bold")
            keys.add_column()
            for key, what in key_lines(rules, self.computers, self.app_keys, self.screens):
                keys.add_row(key, Sentence(what))
            yield Static(keys, id="help-keys")
        if keeps_time(rules) and self.screens is None:  # H-timer: the turn's time runs on
            yield ClockView(id="clock")
        yield KeyBar()

    def changes(self) -> str:
        """What house rules changed from the ruleset of that name: its description says
        what the file plays ("7 cards" is no longer true after hand_size = 5)."""
        base = ruleset_named(self.rules.name)
        return "" if base is None else changes_said(self.rules, base)

    def action_close(self) -> None:
        self.dismiss()
