"""How a card reads on screen: short labels that work without colour.

Pure helpers (no Textual): `card_label("R5") == "R 5"`, `card_label("W+4") == "Wild +4"`.
A wild on the discard pile ("W+4>G") reads as the wild; its declared colour is shown
apart by the piles widget. A UNO FLIP! card ("R5/O7", RULES 6d) reads as its face on
the side in play (`side`); `face_of` gives that face's own text ("O7", "W>V").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from uno_tui.engine import COLOUR_NAMES, SUIT_NAMES, SUIT_SYMBOLS, parse_card
from uno_tui.engine import card_label as engine_label
from uno_tui.engine.cards import (
    ACTION_LABELS,
    DARK_COLOUR_NAMES,
    WILD_LABELS,
    colour_said,
    other_side,
    shown_face,
    shown_wild,
)
from uno_tui.engine.cards import flip_face as face_of  # (with a declared colour: 'W>G')
from uno_tui.language import N_, _, percent, pgettext

from .line_breaks import card_text

# Every colour letter a card or a declared colour may carry: FLIP!'s dark side too.
COLOUR_LETTERS = COLOUR_NAMES | DARK_COLOUR_NAMES

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from uno_tui.engine import Ruleset
    from uno_tui.engine.cards import Card
    from uno_tui.players import Advice


class Short(NamedTuple):
    """A card face's short forms. `card`: on a card face of CARD_WIDTH cells, for a name
    too long for it (None: the name fits); `tag`: in a few cells, at a card's edge and
    in the seats' lists of FLIP!'s other faces (None: the face's own text, 'O7', 'P+5')."""

    card: str | None = None
    tag: str | None = None


# Every short form a card takes, by its face (the engine's Card.face), in one place: a
# card reads by its name wherever that fits (the log, the status line, a card face),
# else by these, the same on a card face and in a tag where both are short; help
# explains the ones of the deck in play (`short_forms`).
SHORT_FORMS = {
    "skip": Short(tag="⊘"),
    "rev": Short(tag="↺"),
    "flip": Short(tag="⇅"),  # UNO FLIP!
    "skipall": Short("⊘⊘", "⊘⊘"),  # FLIP!'s dark side, No Mercy: Skip All
    "counter": Short("Countr"),  # the Tōgen deck
    "discard": Short("DscAll"),  # No Mercy: Discard All
    "rev+4": Short("Wild R+4"),  # No Mercy: Wild Rev +4
    "W": Short(tag="W"),
    "wild+2": Short(tag="W+2"),  # FLIP!'s light side: Wild +2
    "wild+c": Short("W+C", "W+C"),  # FLIP!'s dark side: Wild +Colour, as moves write it
}
NO_SHORT = Short()


def back_tag(text: str, side: str) -> str:
    """The other face of a FLIP! card in a few cells: 'O7', 'P+5', 'T⊘⊘', 'V⇅', 'W+C'."""
    return face_tag(face_of(text, other_side(side)))


def face_tag(face: str) -> str:
    """One face of a FLIP! card in a few cells and no space: 'O7', 'T⊘⊘', 'W+C'
    (SHORT_FORMS); a text that is no card as it is."""
    card = parse_card(face)
    if card is None:
        return face
    tag = SHORT_FORMS.get(card.face, NO_SHORT).tag
    if card.is_wild:
        return tag or face
    return f"{card.colour}{tag or card.face}"


def split_top(text: str) -> tuple[str, str | None]:
    """'W+4>G' -> ('W+4', 'G'); 'R5' -> ('R5', None)."""
    card, __, declared = text.partition(">")
    return card, (declared or None)


# A card shown face down (H-blind-draw): its owner has not seen it.
FACE_DOWN = "?"

# What a Wild Customizable reads as, by the ruleset's `custom_effect`.
CUSTOM_LABELS = {"gamble": "Gamble", "downpour": "Downpour"}
# A label is at most 8 characters: it fits on one line of a card in the hand.
CARD_WIDTH = 8


def card_label(
    text: str, rules: Ruleset | None = None, fit: bool = True, side: str = "light"
) -> str:
    """The engine's label ('R 5', 'G Skip', 'Wild +4', 'A ♠'); with `rules`, a Wild
    Customizable is named by what it does ('Gamble'). `fit`: short enough for a card
    face, by its short form where the name is too long ('R Countr', 'O ⊘⊘': SHORT_FORMS);
    sentences pass False ('R Counter'). A FLIP! card: its face on `side`."""
    card = split_top(face_of(text, side))[0]
    if card == FACE_DOWN:
        # TRANSLATORS: a card drawn face down, on its box: at most 8 cells (4 in Japanese).
        return pgettext("card", "unseen")
    if card == "W-custom" and rules is not None:
        return CUSTOM_LABELS.get(getattr(rules, "custom_effect", ""), engine_label(card))
    text = engine_label(card)
    if fit and len(text) > CARD_WIDTH:
        face = parse_card(card)
        short = SHORT_FORMS.get(face.face, NO_SHORT).card if face is not None else None
        if face is not None and short is not None:
            text = short if face.is_wild else f"{face.colour} {short}"
    return text


def short_forms(rules: Ruleset) -> list[str]:
    """Every short form the deck of `rules` shows, with the name it stands for: '⊘⊘ =
    Skip All', and after it the name in the language in use where that differs ('↺ =
    Rev (リバース)'); what help explains. Tags only in UNO FLIP! (its other faces)."""
    forms: dict[str, str] = {}
    in_deck = _deck_faces(rules)
    for face, short in SHORT_FORMS.items():
        card = in_deck.get(face)
        if card is None:
            continue
        name, said = _name_and_word(card)
        meaning = name if said == name else f"{name} ({said})"
        for form in _forms(short, rules):
            if form not in forms:
                forms[form] = f"{form} = {meaning}"
    return list(forms.values())


def card_words(rules: Ruleset) -> list[str]:
    """Each card name of the deck of `rules` that the language in use says otherwise,
    with its word ('Skip = スキップ', 'Wild = Joker'), but those `short_forms` explains:
    the hands and the log name cards as the cards do, in English."""
    words = []
    for face, card in _deck_faces(rules).items():
        short = SHORT_FORMS.get(face)
        if short is not None and _forms(short, rules):
            continue
        name, said = _name_and_word(card)
        if said != name:
            words.append(f"{name} = {said}")
    return words


def _deck_faces(rules: Ruleset) -> dict[str, Card]:
    """The action and wild faces of the deck of `rules` (FLIP!: both sides), by face."""
    return {
        card.face: card
        for text in rules.deck_cards()
        for side in (("light", "dark") if "/" in text else ("light",))
        if (card := parse_card(face_of(text, side))) is not None
        and (card.is_wild or card.face in ACTION_LABELS)
    }


def _name_and_word(card: Card) -> tuple[str, str]:
    """A card face's name as cards show it and its word in the language in use."""
    name = WILD_LABELS[card.face] if card.is_wild else ACTION_LABELS[card.face]
    return name, (shown_wild(card.face) if card.is_wild else shown_face(card.face)) or name


def _forms(short: Short, rules: Ruleset) -> list[str]:
    """The short forms of a face the deck of `rules` shows (tags only in UNO FLIP!)."""
    tag = short.tag if rules.deck == "flip" else None
    return [form for form in (tag, short.card) if form is not None]


def card_colour_class(text: str, side: str = "light") -> str:
    """The CSS class for a card's colour: -red, -yellow, -green, -blue, -wild, -black;
    FLIP!'s dark side: -pink, -teal, -orange, -purple (a FLIP! card: its face on `side`)."""
    card, declared = split_top(face_of(text, side))
    if declared and declared.upper() in COLOUR_LETTERS:  # a wild on the pile: its colour
        return f"-{COLOUR_LETTERS[declared.upper()]}"
    if declared and declared.upper() in SUIT_SYMBOLS:  # an Eight on the pile: its suit
        return "-red" if declared.upper() in ("H", "D") else "-black"
    if card.startswith("W") or card == "JOKER":
        return "-wild"
    if card[:1] in COLOUR_LETTERS and len(card) > 1:
        return f"-{COLOUR_LETTERS[card[0]]}"
    if card[-1:] in ("H", "D"):
        return "-red"
    return "-black"


def colour_word(letter_or_name: str | None) -> str:
    """'G' or 'green' -> 'green'; suits too; '' for None."""
    if not letter_or_name:
        return ""
    key = letter_or_name.strip()
    if key.upper() in COLOUR_LETTERS:
        return COLOUR_LETTERS[key.upper()]
    if key.upper() in SUIT_NAMES:
        return SUIT_NAMES[key.upper()]
    return key.lower()


# A move with cards, as a player says it, by its kind.
MOVE_WORDS = {
    "play": N_("play {cards}"),
    "jumpin": N_("jump in with {cards}"),
    "facedown": N_("play {cards} face down"),
}


# The calls as column headings and in sentences, without the "!".
CALL_TITLES = {"uno": N_("UNO"), "pageone": N_("Page One"), "stop": N_("Stop")}


def call_title(call: str) -> str:
    """'pageone' -> 'Page One' (see vocab.title)."""
    return _(CALL_TITLES[call]) if call in CALL_TITLES else call.capitalize()


def colour_shown(letter_or_name: str | None) -> str:
    """`colour_word` in the language in use: 'G' -> 'green' ('緑'); the key stays
    `colour_word`'s."""
    return colour_said(colour_word(letter_or_name))


def move_words(
    text: str,
    rules: Ruleset | None = None,
    side: str = "light",
    names: Sequence[str] | None = None,
    unbroken: bool = False,
) -> str:
    """A move as a player says it: 'play R Skip', 'play Wild, choosing green, saying
    UNO', 'draw', 'catch Ben'. `names`: the players by seat, to name a player a move
    names (else 'seat 2', counted from 1). `unbroken`: each card's name with no-break
    spaces, to stay on one line (`line_breaks`)."""
    from uno_tui.engine.moves import parse_move

    move = parse_move(text)
    kind = move.kind
    if kind == "catch":
        return _("catch {player}").format(player=player_said(move.target, names))
    if kind == "colour":
        return _("choose {colour}").format(colour=colour_shown(move.colour))
    if kind == "choose":  # a row of the Hit+? table (T2)
        from .togen import row_text

        return _("choose {row}").format(row=row_text(move.action or ""))
    if kind in CALL_TITLES:
        return _("say {call}").format(call=call_title(kind))
    if not move.cards:
        bare = {
            "draw": pgettext("move", "draw"),
            "keep": pgettext("move", "keep"),
            "challenge": pgettext("move", "challenge"),
            "accept": pgettext("move", "accept"),
            "pass": pgettext("move", "pass"),
            "doubt": pgettext("move", "doubt"),
            # TRANSLATORS: the move that takes back one's last play (z on the hand-off).
            "undo": pgettext("move", "take back"),
            # TRANSLATORS: a turn's time ran out (H-timer): the table drew for the player.
            "timeout": pgettext("move", "time out"),
            # TRANSLATORS: the round's time ran out (H-timer): the fewest cards win it.
            "time-up": pgettext("move", "round time up"),
        }
        return bare.get(kind, text.strip())
    keep = card_text if unbroken else str
    cards = " + ".join(_card_said(c, rules, side, keep) for c in move.cards)
    template = MOVE_WORDS.get(kind)
    words = _(template).format(cards=cards) if template else f"{kind} {cards}"
    if move.action:
        # TRANSLATORS: what a Wild Customizable or a Gamble is played as ("as Skip").
        words += _(" as {action}").format(action=keep(action_said(move.action, rules, side)))
    declared = parse_card(move.action) if move.action else None  # a Gamble's: 'as R+2'
    if move.colour and not (declared and declared.colour):  # (its colour says it already)
        words += _(", choosing {colour}").format(colour=colour_shown(move.colour))
    if move.target is not None:
        # TRANSLATORS: the player a play names: whom a 7 swaps hands with, a Change aims at.
        words += _(", choosing {player}").format(player=player_said(move.target, names))
    if move.call:
        words += _(", saying {call}").format(call=call_title(move.call))
    return words


# What a Wild Customizable acts as (W-custom, `play W-custom skip`).
ACTION_WORDS = {
    "skip": N_("Skip"),
    "reverse": N_("Reverse"),
    "draw2": N_("Draw Two"),
    "draw4": N_("Draw Four"),
}


def action_said(action: str, rules: Ruleset | None = None, side: str = "light") -> str:
    """What a card is played as: 'Skip' (W-custom), 'R +2' or 'All Hit+2' (a Gamble's
    declared card, RULES 6c)."""
    if action in ACTION_WORDS:
        return _(ACTION_WORDS[action])
    if action == "all+2":
        from .togen import declared_name

        return declared_name(action)
    return card_label(action, rules, False, side)


def player_said(seat: int | None, names: Sequence[str] | None) -> str:
    """The player at `seat` by name, or 'seat 3' (counted from 1) without names."""
    if seat is not None and names is not None and 0 <= seat < len(names):
        return names[seat]
    return _("seat {number}").format(number=(seat or 0) + 1)


def _card_said(
    card: str, rules: Ruleset | None, side: str, keep: Callable[[str], str] = str
) -> str:
    """A card of a move by its face in play; a FLIP! card named by both faces (two in
    the hand share the face in play) says its other face too, to tell them apart.
    `keep`: what each name goes through (`card_text`: kept on one line)."""
    label = keep(card_label(card, rules, False, side))
    if "/" not in card:
        return label
    other = keep(card_label(card, rules, False, other_side(side)))
    # TRANSLATORS: a UNO FLIP! card by its face in play and the face on its back.
    return _("{card} ({other} on the back)").format(card=label, other=other)


CLEAR_LEAD = 3  # points of chance the coach's move must lead by to be called better


def advice_text(
    advice: Advice,
    rules: Ruleset | None = None,
    side: str = "light",
    names: Sequence[str] | None = None,
    bluffs: Sequence[str] = (),
) -> str:
    """The coach's one line: the move, and why (the chances it weighed, or under penalty
    scoring the penalty points). `names`: the players, for a move that names one;
    `bluffs`: the seat's cards whose play now is a bluff (the view's), said as such.
    Each card's name is kept on one line (no-break spaces: the notice line breaks with
    `line_breaks`), not split as 'Wild' / '+4'."""
    from uno_tui.engine.moves import parse_move

    def said(text: str) -> str:
        words = move_words(text, rules, side, names, unbroken=True)
        if set(parse_move(text).cards) & set(bluffs):  # a family must know the risk
            return _("{move} (a bluff: it may be challenged)").format(move=words)
        return words

    move = said(advice.move)
    if advice.chance is None or advice.other is None or advice.other_chance is None:
        return _("Coach: {move} (the only real choice here).").format(move=move)
    other = said(advice.other)
    if advice.in_points:  # penalty scoring: points ahead of the rivals, not chances
        points = round(advice.chance - advice.other_chance)
        if points < 1:
            # TRANSLATORS: the coach under penalty scoring (Challenge UNO).
            text = _("Coach: {move} or {other}: they do about as well in penalty points.")
        else:
            # TRANSLATORS: the coach under penalty scoring: the points it expects the
            # player to stay ahead of the other players' penalty totals by.
            text = _(
                "Coach: {move}: about {points} penalty points better off against your "
                "rivals than with {other}."
            )
        return text.format(move=move, other=other, points=points)
    chances = {"chance": percent(advice.chance), "other_chance": percent(advice.other_chance)}
    # Within the worlds' luck: its usual move kept, or a lead of a point or two, which
    # another sample of worlds could turn round (the play-test: "21% against 20%").
    if round(100 * advice.chance) - round(100 * advice.other_chance) < CLEAR_LEAD:
        # (Either, said as such: "challenge; accept does about as well (13% and 14%)"
        # read as advice against the better number.)
        return _(
            "Coach: {move} or {other}: they do about as well "
            "({chance} and {other_chance} to win this round)."
        ).format(move=move, other=other, **chances)
    return _(
        "Coach: {move}: about {chance} to win this round, against {other_chance} for {other}."
    ).format(move=move, other=other, **chances)


def challenged_name(text: str, rules: Ruleset | None = None, side: str = "light") -> str:
    """The card a challenge is about, as the rules name it in the language in use:
    'Wild Draw Four' (FLIP!: 'Wild +2', 'Wild +Colour'; ja ワイルドドロー2)."""
    label = card_label(text, rules, fit=False, side=side)
    if label == "Wild +4":
        return _("Wild Draw Four")
    card = parse_card(face_of(text, side))
    return (shown_wild(card.face) if card is not None and card.is_wild else None) or label
