"""The active rules as plain-language sentences (the help screen), one entry per option
key: the core's here (`SENTENCES`), each house-rule option's in its own module
(options/, `Option.sentences`); said in the order of the Ruleset's fields.

An entry (options/base.py `Entry`) is one of:
- a sentence template, said when the option is set (true, non-zero, non-empty);
- a function of the rules, for what a template cannot say; also said when set;
- a table value -> template (a key 0 speaks for an unset number);
- `When(test, entry)`: the entry, said only when the test holds;
- a tuple of entries: the first that says something.
Templates are filled in with the rules as `r` ("{r.hand_size}").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from ..options.base import Entry, When
from ..options.registry import sentence_entries
from .options import option_fields

if TYPE_CHECKING:
    from .options import Ruleset

EFFECT_WORDS = {
    "wild": "wild (declare the suit)",
    "skip": "jump (skip the next player)",
    "reverse": "quick turn (reverse)",
    "draw2": "next player draws 2",
    "draw3": "next player draws 3",
    "wild4": "wild draw four",
}
# What the Tōgen deck's cards do (said with the deck; RULES 6c).
TOGEN = (
    " Its composition is assumed (the seed does not give it): per colour one 0, two each of "
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
NO_MERCY = (
    " Per colour two each of 0-9, three Skip, Reverse, Draw Two and Discard All, two Draw "
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
    return "W+4" not in r.remove_cards


def _scoring(*kinds: str) -> Callable[[Ruleset], bool]:
    return lambda r: r.scoring in kinds


FLIP = (
    " UNO FLIP!: every card has a light face (red, yellow, green, blue) and a dark face "
    "(pink, teal, orange, purple); each round starts on the light side. You see both faces "
    "of your own cards; everyone sees the other face of every card in the other hands and "
    "of the draw pile's top card. A Flip turns every hand and both piles over: the discard "
    "pile's bottom card comes on top (its effect does not happen; if it is a wild, whoever "
    "flipped names its colour) and play goes on after the flipper. Light: Draw One (draw 1, "
    "miss the turn), Skip, Reverse, Wild, Wild Draw Two. Dark: Draw Five, Skip Everyone "
    "(everyone else misses a turn: play again), Reverse, Wild, Wild Draw Colour (draw until "
    "a card of the named colour; a wild does not count). Both wild draws are honest only "
    "without a card of the colour in play and may be challenged like a Wild Draw Four. "
    "Points count on the side in play: Draw One 10; Draw Five, Reverse, Skip, Flip 20; Skip "
    "Everyone 30; Wild 40; Wild Draw Two 50; Wild Draw Colour 60. Name a card by its face in "
    "play (R5); if you hold two with that face and different other faces, name both (R5/O7)."
)
DECK_TEXTS = {"togen": TOGEN, "flip": FLIP, "no-mercy": NO_MERCY}


SENTENCES: dict[str, Entry] = {
    "deck": lambda r: f"Deck: {r.deck} ({len(r.deck_cards())} cards)." + DECK_TEXTS.get(r.deck, ""),
    "jokers": "The deck has {r.jokers} jokers.",
    "rank_effects": lambda r: (
        "Special cards: "
        + "; ".join(f"{rank} = {EFFECT_WORDS[e]}" for rank, e in r.rank_effects)
        + "."
    ),
    "add_cards": lambda r: (
        "Added to the deck: " + ", ".join(f"{n} x {c}" for c, n in r.add_cards) + "."
    ),
    "remove_cards": lambda r: (
        f"These cards are taken out of the deck: {', '.join(r.remove_cards)}."
    ),
    "custom_effect": When(
        lambda r: "W-custom" in r.deck_cards(),
        {
            "play-again": "Wild Customizable: declare a colour and play again.",
            "discard-wilds": "Wild Customizable: declare a colour; every other player "
            "discards all their wild cards.",
            "downpour": "Wild Customizable (Downpour): declare a colour; every other player "
            "draws 2.",
            "gamble": "Wild Customizable (Gamble): declare a colour and name the action it "
            "acts as: skip, reverse, draw2 or draw4 (or none).",
        },
    ),
    "start_player": {
        "dealer-draw": "Everyone draws a card; the highest number deals "
        "(action and wild cards count as 0, ties draw again).",
        "random": "The first player is chosen at random.",
    },
    "hand_size": "Each player is dealt {r.hand_size} cards.",
    "hand_size_by_players": lambda r: (
        "Hand size by players: "
        + ", ".join(f"{n} players {k} cards" for n, k in r.hand_size_by_players)
        + "."
    ),
    "first_card": {
        "official": "The first card turned up acts as if played (a Wild Draw Four is "
        "put back and another card turned up).",
        "redraw-non-number": "If the first card turned up is not a number card (with "
        "playing cards: is a special card) it is put back and another one turned up.",
        "redraw-wild": "The first card turned up acts as if played, but any wild card is "
        "put back and another one turned up.",
    },
    "draw_with_playable": {
        "allowed": "You may draw a card even when you could play; a playable drawn card "
        "may be played at once, or kept.",
        "forbidden": "You may only draw when you hold no playable card (a Wild Draw Four "
        "always counts as playable).",
    },
    "wd4_restriction": When(
        has_wild_draw_four,
        {
            "no-matching-colour": "Wild Draw Four is honest only when you hold no card of "
            "the active colour; the next player may challenge it.",
            "no-other-playable": "Wild Draw Four is honest only when no other card in your "
            "hand is playable (other Wild Draw Fours aside); the next player may challenge it.",
            "none": "Wild Draw Four may be played at any time and cannot be challenged.",
        },
    ),
    "challenge_guilty": When(
        has_wild_draw_four,
        {
            "draw-4": "A caught bluffer draws 4 and the challenger takes a normal turn; "
            "a wrong challenge costs the challenger 6 cards and their turn.",
            "take-back-and-draw-4": "A caught bluffer takes the Wild Draw Four back and "
            "draws 4, the previous card and colour count again, and the challenger takes a "
            "normal turn; a wrong challenge costs the challenger 6 cards and their turn.",
            "take-back-and-replay": "A caught bluffer takes the card back, draws 4 and must "
            "play a card of the active suit or colour instead; a wrong challenge costs the "
            "challenger 4 cards plus the challenge penalty and their turn.",
        },
    ),
    "challenge_penalty": When(
        lambda r: r.challenge_penalty != 2 and has_wild_draw_four(r),
        (
            lambda r: f"A wrong challenge costs {4 + r.challenge_penalty} cards in all.",
            {0: "A wrong challenge costs 4 cards in all."},
        ),
    ),
    "uno_penalty": When(
        lambda r: r.calls == "uno",
        (
            "Call UNO when you play your second-to-last card; if someone catches you "
            "before the next player plays or draws, you draw {r.uno_penalty}.",
            {0: "Forgetting to call UNO costs nothing."},
        ),
    ),
    "calls": {
        "pageone-stop": 'Say "Page One" when you play your second-to-last card and "Stop" '
        "when you play your last; caught before the next card is played or drawn, you draw "
        "{r.uno_penalty} (and are not out).",
        "pageone-last": 'Say "Page One" when you play your last card; caught before the next '
        "card is played or drawn, you draw {r.uno_penalty} (and are not out).",
    },
    "reverse_on_suit_change": "Play changes direction every time the suit changes.",
    "misplay_penalty": (
        "Trying to play a card that does not match costs {r.misplay_penalty} cards and "
        "ends your turn.",
        {0: "A card that does not match is refused and nothing happens."},
    ),
    "next_dealer": {
        "winner": "The winner of a round deals the next one.",
        "left": "The deal passes to the left after each round.",
    },
    "two_player_rules": "When only two play, Reverse works like Skip: after a Skip, Reverse, "
    "Draw Two or Wild Draw Four you play again.",
    "first_direction": {"random": "The first direction of play is decided at random."},
    "drawn_card": {
        "must-play": "A playable card you draw must be played at once.",
        "next-turn": "A card you draw cannot be played before your next turn.",
    },
    "hit_table": When(
        lambda r: r.deck == "togen",
        {
            "t1": "Hit+? declares nothing: the top card of the draw pile is turned up and "
            "becomes the top card; a number adds its value (0 adds 0), any other card 2, "
            "and the next player faces the total.",
            "t2": "Hit+? declares nothing: the top card of the draw pile is turned up and "
            "becomes the top card. 1-9 add their value, 0 adds 10; Skip adds 2 and passes the "
            "total to the player after next; Reverse or Counter add 2 and send it back; Hit+2 "
            "or Hit+4 double it (2 if none); Reverse Hit+2 doubles it and sends it back; Hit+? "
            "turns up two more; a Gamble lets the Hit+? player choose a row; any other card "
            "adds 2.",
        },
    ),
    "all_hit_two": "A Gamble played from a hand of 2 or fewer cards may be All Hit+2: every "
    "other player in turn draws 2 or Counters (their 2 go back to the Gamble player); never "
    "onto a pending draw.",
    "change_limit": "A player holding {r.change_limit} cards or more may not be named by a Change.",
    "fault_penalty": "Faults (catching someone who is not liable, a false jump-in) cost "
    "{r.fault_penalty} cards.",
    "seven_zero": "Playing a 7 swaps hands with a player you choose; playing a 0 passes "
    "every hand to the next player in the direction of play.",
    "handicap": {
        "rank": "Success weight: last round's first, second and third start with 3, 2 and "
        "1 extra cards.",
        "wins": "Success weight: you start each round with one extra card per round won.",
        "points": "Success weight: 100+ points start with 1 extra card, 200+ with 2, 300+ "
        "with 3, 400+ with 4, 500+ with 5.",
    },
    "play_to_last": "The round does not stop when a player goes out: the others play on, "
    "and the finishing order is the round's ranking.",
    "scoring": {
        "points": "The round winner scores the points left in the other hands.",
        "round-table": "The round winner writes + the sum of the other hands and everyone "
        "else writes - their own hand; the highest total after the last round wins.",
        "penalty": "Whenever you are caught without UNO or in a foul, your hand's points "
        "are added to your penalty points.",
        "ranking": "Each round's places score points: last place 0, one more for each place above.",
        "round-wins": "Each round won counts one; the first to the target number of round "
        "wins takes the game.",
    },
    "target_score": When(
        _scoring("points"), "The first player to reach {r.target_score} points wins the game."
    ),
    "rounds": When(_scoring("round-table", "ranking"), "The game lasts {r.rounds} rounds."),
    "penalty_limit": When(
        _scoring("penalty"),
        "A player reaching {r.penalty_limit} penalty points leaves the game at the end of "
        "the round; the last one standing wins.",
    ),
    "target_wins": When(
        _scoring("round-wins"), "The first player to win {r.target_wins} rounds wins the game."
    ),
    # -- the peers' house rules (RULES 5b) --
    "reveal_below": "A hand of fewer than {r.reveal_below} cards is shown face up to everyone.",
    "uno_call": {
        "at-one": "Call UNO only once you hold one card (after playing, before the next "
        "player acts); calling it with your play is not allowed.",
        "none": "Nobody calls UNO and nobody can be caught.",
    },
    "misplay_ends_turn": When(
        lambda r: bool(r.misplay_penalty),
        {False: "After a misplay penalty you go on: play or draw."},
    ),
    "score_multiplier": When(
        lambda r: r.score_multiplier > 1,
        "The round winner's points count {r.score_multiplier} times.",
    ),
    "hints": {False: "Playable cards are not marked: find them yourself."},
}


def _say(entry: Entry, value: Any, rules: Ruleset) -> str | None:
    """What `entry` says for an option at `value` under `rules`, or None."""
    if isinstance(entry, When):
        return _say(entry.entry, value, rules) if entry.test(rules) else None
    if isinstance(entry, tuple):
        return next(filter(None, (_say(e, value, rules) for e in entry)), None)
    if isinstance(entry, Mapping):
        template = entry.get(value)
        return template.format(r=rules) if template else None
    if not value:
        return None
    return entry.format(r=rules) if isinstance(entry, str) else entry(rules)


def describe_rules(rules: Ruleset) -> list[str]:
    """The active rules as plain-language sentences, in the order of the options."""
    if rules.playing_cards:
        lines = [
            "Play a card of the same suit or rank as the top card (or a wild); otherwise "
            "draw one card."
        ]
    else:
        lines = [
            "Play a card of the same colour, number or symbol as the top card, or a wild; "
            "otherwise draw one card."
        ]
    lines.append(
        "If nobody can play or draw (both piles used up), the round is blocked and the "
        "player with the fewest points in hand wins it."
    )
    for key, entry in all_sentences(rules).items():
        text = _say(entry, getattr(rules, key), rules)
        if text:
            lines.append(text)
    return lines


def all_sentences(rules: Ruleset | None = None) -> dict[str, Entry]:
    """Every option key's entry, the core's and the registered options', in the order of
    the Ruleset's fields (those of `rules`' class: a subclass may add options)."""
    entries = {**SENTENCES, **sentence_entries()}
    keys = option_fields() if rules is None else fields(rules)
    return {f.name: entries[f.name] for f in keys if f.name in entries}
