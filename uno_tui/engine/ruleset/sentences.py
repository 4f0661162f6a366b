"""The active rules as plain-language sentences (the help screen), one entry per option
key: the core's here (`SENTENCES`), each house-rule option's in its own module
(options/, `Option.sentences`); said in the order of the Ruleset's fields.

An entry (options/base.py `Entry`) is one of:
- a sentence template, said when the option is set (true, non-zero, non-empty);
- a function of the rules, for what a template cannot say; also said when set;
- a table value -> template (a key 0 speaks for an unset number);
- `When(test, entry)`: the entry, said only when the test holds;
- a tuple of entries: the first that says something.
Templates are filled in with the rules as `r` ("{r.hand_size}"). Every template is
marked `N_` where it is written and translated here (`_`) before it is filled in; a
function translates its own words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from ...language import N_, _, listed, ngettext, rules_listed
from ..decks import DECKS
from ..effects import challengeable_cards
from ..options.base import Entry, When
from ..options.registry import sentence_entries
from .options import option_fields

if TYPE_CHECKING:
    from .options import Ruleset

# What a playing-card rank may do (standard-52, rank_effects), in words; translated
# where shown (`effect_words`).
EFFECT_WORDS = {
    "wild": N_("wild (declare the suit)"),
    "skip": N_("jump (skip the next player)"),
    "reverse": N_("quick turn (reverse)"),
    "draw2": N_("next player draws 2"),
    "draw3": N_("next player draws 3"),
    "wild4": N_("wild draw four"),
}


def effect_words(effect: str) -> str:
    """What the rank effect `effect` does, in the language in use."""
    return _(EFFECT_WORDS[effect])


# What the Tōgen deck's cards do (said with the deck; RULES 6c).
TOGEN = N_(
    "Its composition is assumed (the seed does not give it): per colour one 0, two each of "
    "1-9, Skip, Reverse and Hit+2, one Reverse Hit+2 and one Counter; 4 Wild Hit+4 and 2 each "
    "of Hit+?, Change, Replace and Gamble. Points are assumed too: numbers face value, coloured "
    "action cards 20, wilds 50. Reverse Hit+2 reverses the direction, then the previous player "
    "draws 2. Counter, played on a pending draw or Change whatever its colour, sends it all "
    "back to the player who played the last attack, who may Counter it in turn; several "
    "Counters at once count as one. Change (assumed effect): name a player; unless they "
    "Counter, they put their hand under the draw pile, draw as many new cards and choose the "
    "colour (after a Counter, the last Counter's player chooses). Replace (assumed effect): "
    "swap hands with a player you name and choose the colour. Gamble: declare the picture card "
    "it acts as (with that card's priority, colour or target), or a plain wild; never a number."
)
# What the No Mercy deck's cards do (said with the deck; RULES 6e).
NO_MERCY = N_(
    "Per colour two each of 0-9, three Skip, Reverse, Draw Two and Discard All, two Draw "
    "Four and Skip Everyone; 8 Wild Reverse Draw Four, 4 Wild Draw Six, 4 Wild Draw Ten and "
    "8 Colour Roulette; no plain Wild. Skip Everyone: every other player misses a turn and "
    "you play again. Discard All: played on its colour or another Discard All, it takes every "
    "other card of its colour in your hand with it. Wild Reverse Draw Four: play changes "
    "direction, then the next player faces 4. Colour Roulette: you declare no colour; the "
    "next player names one, turns up cards until one of that colour (a wild does not count), "
    "takes them all and misses the turn. Coloured action cards score 20, wilds 50."
)


def has_wild_draw_four(r: Ruleset) -> bool:
    """Whether the deck has a Wild Draw Four (or a joker that acts as one)."""
    if r.playing_cards:
        return bool(r.jokers) and ("JOKER", "wild4") in r.rank_effects
    return "W+4" in r.deck_cards()  # (not in the FLIP! and No Mercy decks)


def may_challenge(r: Ruleset) -> bool:
    """Whether a Wild Draw Four (or a joker acting as one) may be challenged (O11): the
    deck has one and it is not free to play (wd4_restriction = "none")."""
    return has_wild_draw_four(r) and bool(challengeable_cards(r))


def _flip(r: Ruleset) -> bool:
    """UNO FLIP!'s deck: its wild draws (Wild Draw Two, Wild Draw Colour) are the ones
    challenged (RULES 6d), and they have sentences of their own."""
    return r.deck == "flip"


def _scoring(*kinds: str) -> Callable[[Ruleset], bool]:
    return lambda r: r.scoring in kinds


FLIP = N_(
    "UNO FLIP!: every card has a light face (red, yellow, green, blue) and a dark face "
    "(pink, teal, orange, purple); each round starts on the light side. You see both faces "
    "of your own cards; everyone sees the other face of every card in the other hands and "
    "of the draw pile's top card. A Flip turns every hand and both piles over: the discard "
    "pile's bottom card comes on top (its effect does not happen; if it is a wild, whoever "
    "flipped names its colour) and play goes on after the flipper. Light: Draw One (draw 1, "
    "miss the turn), Skip, Reverse, Wild, Wild Draw Two. Dark: Draw Five, Skip Everyone "
    "(everyone else misses a turn: play again), Reverse, Wild, Wild Draw Colour (draw until "
    "a card of the named colour; a wild does not count). Points count on the side in play: "
    "Draw One 10; Draw Five, Reverse, Skip, Flip 20; Skip Everyone 30; Wild 40; Wild Draw "
    "Two 50; Wild Draw Colour 60. Name a card by its face in play (R5); if you hold two with "
    "that face and different other faces, name both (R5/O7)."
)
DECK_TEXTS = {"togen": TOGEN, "flip": FLIP, "no-mercy": NO_MERCY}
# What each special wild does (RULES 6), said with the deck that has it or with the
# add_cards that put it in (Wild Customizable: custom_effect's own sentence).
CARD_TEXTS = {
    "W-shuffle": N_(
        "Wild Shuffle Hands: declare a colour; every hand is collected, shuffled and dealt "
        "out again one card at a time, starting with the player on your left."
    ),
    "W-swap": N_(
        "Wild Swap Hands: declare a colour and, if you like, swap hands with a player you choose."
    ),
    "W-snorlax": N_(
        "Snorlax (a wild, playable whatever else you hold): declare a colour; the next player "
        "draws 3, then discards every card of that colour and misses their turn (left with no "
        "cards, they have gone out)."
    ),
    "W-greninja": N_(
        "Greninja (a wild): declare a colour; the next player draws one card at a time until "
        "one of that colour, keeps them all and misses their turn; then you declare the "
        "colour again for the player after them."
    ),
}


def _card_texts(cards: Iterable[str]) -> list[str]:
    """What the special wilds among `cards` do, each once, in the language in use."""
    return [_(CARD_TEXTS[c]) for c in dict.fromkeys(cards) if c in CARD_TEXTS]


def _added_only(r: Ruleset) -> set[str]:
    """The cards only add_cards puts in the deck (none of them in the deck itself)."""
    added = {card for card, _count in r.add_cards}
    return added - set(DECKS[r.deck]())


def _deck(r: Ruleset) -> str:
    cards = r.deck_cards()
    n = len(cards)
    # TRANSLATORS: {deck} is the deck's name in ruleset files (classic, flip, ...).
    text = DECK_TEXTS.get(r.deck)
    added = _added_only(r)
    specials = " ".join(_card_texts(c for c in cards if c not in added))
    if text or specials:
        about = " ".join(filter(None, [_(text) if text else "", specials]))
        # TRANSLATORS: {about} is the paragraph on what the deck's cards do.
        line = ngettext("Deck: {deck} ({n} card). {about}", "Deck: {deck} ({n} cards). {about}", n)
        return line.format(deck=r.deck, n=n, about=about)
    line = ngettext("Deck: {deck} ({n} card).", "Deck: {deck} ({n} cards).", n)
    return line.format(deck=r.deck, n=n)


SENTENCES: dict[str, Entry] = {
    "deck": _deck,
    "jokers": lambda r: ngettext(
        "The deck has {r.jokers} joker.", "The deck has {r.jokers} jokers.", r.jokers
    ).format(r=r),
    "rank_effects": lambda r: _("Special cards: {effects}.").format(
        effects=rules_listed(f"{rank} = {effect_words(e)}" for rank, e in r.rank_effects)
    ),
    "add_cards": lambda r: " ".join(
        [
            _("Added to the deck: {cards}.").format(
                cards=listed(f"{n} x {c}" for c, n in r.add_cards)
            ),
            *_card_texts(c for c, _n in r.add_cards if c in _added_only(r)),
        ]
    ),
    "remove_cards": lambda r: _("These cards are taken out of the deck: {cards}.").format(
        cards=listed(r.remove_cards)
    ),
    "custom_effect": When(
        lambda r: "W-custom" in r.deck_cards(),
        {
            "play-again": N_("Wild Customizable: declare a colour and play again."),
            "discard-wilds": N_(
                "Wild Customizable: declare a colour; every other player "
                "discards all their wild cards."
            ),
            "downpour": N_(
                "Wild Customizable (Downpour): declare a colour; every other player draws 2."
            ),
            "gamble": N_(
                "Wild Customizable (Gamble): declare a colour and name the action it "
                "acts as: skip, reverse, draw2 or draw4 (or none)."
            ),
        },
    ),
    "start_player": {
        "dealer-draw": N_(
            "Everyone draws a card; the highest number deals "
            "(action and wild cards count as 0, ties draw again)."
        ),
        # (the log then says who deals, as it does after a draw for the deal)
        "random": N_(
            "The first dealer is chosen at random (rock-paper-scissors, or the youngest, at "
            "a real table); the player after the dealer plays first."
        ),
    },
    "hand_size": lambda r: ngettext(
        "Each player is dealt {r.hand_size} card.",
        "Each player is dealt {r.hand_size} cards.",
        r.hand_size,
    ).format(r=r),
    "hand_size_by_players": lambda r: _("Hand size by players: {sizes}.").format(
        sizes=listed(
            ngettext("{players} players {cards} card", "{players} players {cards} cards", k).format(
                players=n, cards=k
            )
            for n, k in r.hand_size_by_players
        )
    ),
    "first_card": {
        "official": (
            When(
                has_wild_draw_four,
                N_(
                    "The first card turned up acts as if played (a Wild Draw Four is "
                    "put back and another card turned up)."
                ),
            ),
            N_(
                "The first card turned up acts as if played (a wild draw card is put "
                "back and another card turned up)."
            ),
        ),
        "redraw-non-number": (
            When(
                lambda r: r.playing_cards,
                N_(
                    "If the first card turned up is a special card it is put back and "
                    "another one turned up."
                ),
            ),
            N_(
                "If the first card turned up is not a number card it is put back and "
                "another one turned up."
            ),
        ),
        "redraw-wild": N_(
            "The first card turned up acts as if played, but any wild card is "
            "put back and another one turned up."
        ),
    },
    "draw_with_playable": {
        # (what a playable drawn card may do is drawn_card's to say)
        "allowed": N_("You may draw a card even when you could play."),
        "forbidden": N_(
            "You may only draw when you hold no playable card (a Wild Draw Four "
            "always counts as playable)."
        ),
    },
    "wd4_restriction": (
        When(
            has_wild_draw_four,
            {
                "no-matching-colour": N_(
                    "Wild Draw Four is honest only when you hold no card of "
                    "the active colour; the next player may challenge it."
                ),
                "no-other-playable": N_(
                    "Wild Draw Four is honest only when no other card in your hand is "
                    "playable (other Wild Draw Fours aside); the next player may challenge it."
                ),
                "none": N_("Wild Draw Four may be played at any time and cannot be challenged."),
            },
        ),
        When(
            _flip,
            {
                "no-matching-colour": N_(
                    "Wild Draw Two and Wild Draw Colour are honest only when you hold no card "
                    "of the active colour; the next player may challenge them."
                ),
                "no-other-playable": N_(
                    "Wild Draw Two and Wild Draw Colour are honest only when no other card in "
                    "your hand is playable; the next player may challenge them."
                ),
                "none": N_(
                    "Wild Draw Two and Wild Draw Colour may be played at any time and cannot be "
                    "challenged."
                ),
            },
        ),
    ),
    "challenge_guilty": (
        When(
            may_challenge,
            {
                "draw-4": N_(
                    "A caught bluffer draws 4 and the challenger takes a normal turn; "
                    "a wrong challenge costs the challenger 6 cards and their turn."
                ),
                "take-back-and-draw-4": N_(
                    "A caught bluffer takes the Wild Draw Four back and "
                    "draws 4, the previous card and colour count again, and the challenger takes a "
                    "normal turn; a wrong challenge costs the challenger 6 cards and their turn."
                ),
                "take-back-and-replay": N_(
                    "A caught bluffer takes the card back, draws 4 and must "
                    "play a card of the active suit or colour instead; a wrong challenge costs the "
                    "challenger 4 cards plus the challenge penalty and their turn."
                ),
            },
        ),
        When(
            lambda r: _flip(r) and bool(challengeable_cards(r)),
            {
                "draw-4": N_(
                    "A caught bluffer takes the draw instead (2 cards, or until the colour) and "
                    "the challenger takes a normal turn; a wrong challenge costs the challenger "
                    "the draw plus {r.challenge_penalty} and their turn."
                ),
                "take-back-and-draw-4": N_(
                    "A caught bluffer takes the card back and the draw instead (2 cards, or "
                    "until the colour), the previous card and colour count again, and the "
                    "challenger takes a normal turn; a wrong challenge costs the challenger the "
                    "draw plus {r.challenge_penalty} and their turn."
                ),
                "take-back-and-replay": N_(
                    "A caught bluffer takes the card back and the draw instead (2 cards, or "
                    "until the colour) and must play a card of the active colour; a wrong "
                    "challenge costs the challenger the draw plus {r.challenge_penalty} and their "
                    "turn."
                ),
            },
        ),
    ),
    "challenge_penalty": When(
        lambda r: r.challenge_penalty != 2 and may_challenge(r),
        (
            lambda r: ngettext(
                "A wrong challenge costs {n} card in all.",
                "A wrong challenge costs {n} cards in all.",
                4 + r.challenge_penalty,
            ).format(n=4 + r.challenge_penalty),
            {0: N_("A wrong challenge costs 4 cards in all.")},
        ),
    ),
    "uno_penalty": When(
        lambda r: r.calls == "uno",
        (
            N_(
                "Call UNO when you play your second-to-last card; if someone catches you "
                "before the next player plays or draws, you draw {r.uno_penalty}."
            ),
            When(  # (under penalty scoring a catch still costs the hand's points: S3 says so)
                lambda r: r.scoring != "penalty", {0: N_("Forgetting to call UNO costs nothing.")}
            ),
        ),
    ),
    "calls": {
        "pageone-stop": N_(
            'Say "Page One" when you play your second-to-last card and "Stop" '
            "when you play your last; caught before the next card is played or drawn, you draw "
            "{r.uno_penalty} (and are not out)."
        ),
        "pageone-last": N_(
            'Say "Page One" when you play your last card; caught before the next '
            "card is played or drawn, you draw {r.uno_penalty} (and are not out)."
        ),
    },
    "reverse_on_suit_change": N_("Play changes direction every time the suit changes."),
    "misplay_penalty": (
        lambda r: ngettext(
            "Trying to play a card that does not match costs {r.misplay_penalty} card "
            "and ends your turn.",
            "Trying to play a card that does not match costs {r.misplay_penalty} cards "
            "and ends your turn.",
            r.misplay_penalty,
        ).format(r=r),
        {0: N_("A card that does not match is refused and nothing happens.")},
    ),
    "next_dealer": {
        "winner": N_("The winner of a round deals the next one."),
        "left": N_("The deal passes to the left after each round."),
    },
    "two_player_rules": (
        When(
            has_wild_draw_four,
            N_(
                "When only two play, Reverse works like Skip: after a Skip, Reverse, "
                "Draw Two or Wild Draw Four you play again."
            ),
        ),
        N_(
            "When only two play, Reverse works like Skip: after a card that makes the "
            "other player miss a turn, you play again."
        ),
    ),
    "first_direction": {"random": N_("The first direction of play is decided at random.")},
    "drawn_card": {
        # (H-blind-draw says it its own way: the card is not seen)
        "may-play": When(
            lambda r: not r.blind_draw,
            N_("A playable card you draw may be played at once, or kept."),
        ),
        "must-play": N_("A playable card you draw must be played at once."),
        "next-turn": N_("A card you draw cannot be played before your next turn."),
    },
    "hit_table": When(
        lambda r: r.deck == "togen",
        {
            "t1": N_(
                "Hit+? declares nothing: the top card of the draw pile is turned up and "
                "becomes the top card; a number adds its value (0 adds 0), any other card 2, "
                "and the next player faces the total."
            ),
            "t2": N_(
                "Hit+? declares nothing: the top card of the draw pile is turned up and "
                "becomes the top card. 1-9 add their value, 0 adds 10; Skip adds 2 and passes "
                "the total to the player after next; Reverse or Counter add 2 and send it back; "
                "Hit+2 or Hit+4 double it (2 if none); Reverse Hit+2 doubles it and sends it "
                "back; Hit+? turns up two more; a Gamble lets the Hit+? player choose a row; "
                "any other card adds 2."
            ),
        },
    ),
    "all_hit_two": N_(
        "A Gamble played from a hand of 2 or fewer cards may be All Hit+2: every "
        "other player in turn draws 2 or Counters (their 2 go back to the Gamble player); never "
        "onto a pending draw."
    ),
    "change_limit": lambda r: ngettext(
        "A player holding {r.change_limit} card or more may not be named by a Change.",
        "A player holding {r.change_limit} cards or more may not be named by a Change.",
        r.change_limit,
    ).format(r=r),
    "fault_penalty": lambda r: ngettext(
        "Faults (catching someone who is not liable, a false jump-in) cost {r.fault_penalty} card.",
        "Faults (catching someone who is not liable, a false jump-in) cost "
        "{r.fault_penalty} cards.",
        r.fault_penalty,
    ).format(r=r),
    "seven_zero": N_(
        "Playing a 7 swaps hands with a player you choose; playing a 0 passes "
        "every hand to the next player in the direction of play."
    ),
    "handicap": {
        "rank": N_(
            "Success weight: last round's first, second and third start with 3, 2 and "
            "1 extra cards."
        ),
        "wins": N_("Success weight: you start each round with one extra card per round won."),
        "points": N_(
            "Success weight: 100+ points start with 1 extra card, 200+ with 2, 300+ "
            "with 3, 400+ with 4, 500+ with 5."
        ),
    },
    "play_to_last": N_(
        "The round does not stop when a player goes out: the others play on, "
        "and the finishing order is the round's ranking."
    ),
    "scoring": {
        "points": N_("The round winner scores the points left in the other hands."),
        "round-table": (
            # (playing cards: their points are no printed number; engine/cards.py)
            When(
                lambda r: r.playing_cards,
                N_(
                    "The round winner writes + the sum of the other hands and everyone else "
                    "writes - their own hand; the highest total after the last round wins. A "
                    "card counts its number; 8 and the Joker 50, K, Q and J 10, A 1."
                ),
            ),
            N_(
                "The round winner writes + the sum of the other hands and everyone "
                "else writes - their own hand; the highest total after the last round wins."
            ),
        ),
        "penalty": N_(
            "Whenever you are caught without UNO or in a foul, your hand's points "
            "are added to your penalty points."
        ),
        "ranking": N_(
            "Each round's places score points: last place 0, one more for each place above."
        ),
        # (target_wins says how many win the game)
        "round-wins": N_("Each round won counts one win."),
    },
    "target_score": When(
        _scoring("points"),
        lambda r: ngettext(
            "The first player to reach {r.target_score} point wins the game.",
            "The first player to reach {r.target_score} points wins the game.",
            r.target_score,
        ).format(r=r),
    ),
    "rounds": When(
        _scoring("round-table", "ranking"),
        lambda r: ngettext(
            "The game lasts {r.rounds} round.", "The game lasts {r.rounds} rounds.", r.rounds
        ).format(r=r),
    ),
    "penalty_limit": When(
        _scoring("penalty"),
        lambda r: ngettext(
            "A player reaching {r.penalty_limit} penalty point leaves the game at the end "
            "of the round; the last one standing wins.",
            "A player reaching {r.penalty_limit} penalty points leaves the game at the end "
            "of the round; the last one standing wins.",
            r.penalty_limit,
        ).format(r=r),
    ),
    "target_wins": When(
        _scoring("round-wins"),
        lambda r: ngettext(
            "The first player to win {r.target_wins} round wins the game.",
            "The first player to win {r.target_wins} rounds wins the game.",
            r.target_wins,
        ).format(r=r),
    ),
    # -- the peers' house rules (RULES 5b) --
    "reveal_below": lambda r: ngettext(
        "A hand of fewer than {r.reveal_below} card is shown face up to everyone.",
        "A hand of fewer than {r.reveal_below} cards is shown face up to everyone.",
        r.reveal_below,
    ).format(r=r),
    "uno_call": {
        "at-one": N_(
            "Call UNO only once you hold one card (after playing, before the next "
            "player acts); calling it with your play is not allowed."
        ),
        "none": N_("Nobody calls UNO and nobody can be caught."),
    },
    "misplay_ends_turn": When(
        lambda r: bool(r.misplay_penalty),
        {False: N_("After a misplay penalty you go on: play or draw.")},
    ),
    "score_multiplier": When(
        lambda r: r.score_multiplier > 1,
        N_("The round winner's points count {r.score_multiplier} times."),
    ),
    "hints": {False: N_("Playable cards are not marked: find them yourself.")},
}


def _fill(template: str, rules: Ruleset) -> str:
    """A template (marked `N_` where written) in the language in use, filled in."""
    return _(template).format(r=rules)


def _say(entry: Entry, value: Any, rules: Ruleset) -> str | None:
    """What `entry` says for an option at `value` under `rules`, or None."""
    if isinstance(entry, When):
        return _say(entry.entry, value, rules) if entry.test(rules) else None
    if isinstance(entry, tuple):
        return next(filter(None, (_say(e, value, rules) for e in entry)), None)
    if isinstance(entry, Mapping):
        template = entry.get(value)
        if template is None or isinstance(template, str):
            return _fill(template, rules) if template else None
        return _say(template, value, rules)  # (a When or a tuple of entries)
    if not value:
        return None
    return _fill(entry, rules) if isinstance(entry, str) else entry(rules)


def describe_rules(rules: Ruleset) -> list[str]:
    """The active rules as plain-language sentences, in the order of the options, in the
    language in use."""
    if rules.playing_cards:
        lines = [
            _(
                "Play a card of the same suit or rank as the top card (or a wild); otherwise "
                "draw one card."
            )
        ]
    else:
        lines = [
            _(
                "Play a card of the same colour, number or symbol as the top card, or a wild; "
                "otherwise draw one card."
            )
        ]
    lines.append(
        _(
            "If nobody can play or draw (both piles used up), the round is blocked and the "
            "player with the fewest points in hand wins it."
        )
    )
    for key, entry in all_sentences(rules).items():
        text = _say(entry, getattr(rules, key), rules)
        if text:
            lines.append(text)
    return lines


def rule_sentence(rules: Ruleset, key: str) -> str | None:
    """What the option `key` says under `rules` (as `describe_rules` says it), or None."""
    entry = all_sentences(rules).get(key)
    return None if entry is None else _say(entry, getattr(rules, key), rules)


def all_sentences(rules: Ruleset | None = None) -> dict[str, Entry]:
    """Every option key's entry, the core's and the registered options', in the order of
    the Ruleset's fields (those of `rules`' class: a subclass may add options)."""
    entries = {**SENTENCES, **sentence_entries()}
    keys = option_fields() if rules is None else fields(rules)
    return {f.name: entries[f.name] for f in keys if f.name in entries}
