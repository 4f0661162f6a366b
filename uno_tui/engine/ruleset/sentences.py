"""The active rules as plain-language sentences (the help screen), one entry per option.

An entry is one of:
- a sentence template, said when the option is set (true, non-zero, non-empty);
- a function of the rules, for what a template cannot say; also said when set;
- a table value -> template (a key 0 speaks for an unset number);
- `When(test, entry)`: the entry, said only when the test holds;
- a tuple of entries: the first that says something.
Templates are filled in with the rules as `r` ("{r.hand_size}").
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

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
MULTI_WORDS = {
    "identical": "identical cards",
    "same-number": "numbers of any colours",
    "same-symbol": "action cards of one kind",
    "runs": "runs of consecutive numbers",
    "wilds": "several wilds",
}


@dataclass(frozen=True)
class When:
    """`entry`, said only when `test(rules)` holds."""

    test: Callable[[Ruleset], bool]
    entry: Entry


Entry: TypeAlias = "str | Mapping[Any, str] | When | tuple[Entry, ...] | Callable[[Ruleset], str]"


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
    "draw_until_playable": "When you draw, you keep drawing until you get a playable card.",
    "drawn_card": {
        "must-play": "A playable card you draw must be played at once.",
        "next-turn": "A card you draw cannot be played before your next turn.",
    },
    "draw_victim_plays": {
        "always": "A player who draws from a Draw Two or Wild Draw Four may still play.",
        "after-wd4": "A player who draws from a Wild Draw Four may still play; after a "
        "Draw Two they lose the turn.",
    },
    "stack": lambda r: (
        "Stacking: instead of drawing you may answer with "
        + "; ".join(r.stack)
        + (" (a +2 on a +4 must be of the declared colour)" if "+2 on +4" in r.stack else "")
        + ". The total passes on; whoever cannot or will not stack draws it all."
    ),
    "stack_deflect": lambda r: (
        "A pending draw can be passed on with a "
        + " or ".join(r.stack_deflect)
        + " of the active colour (Reverse sends it back, Skip passes it one further)."
    ),
    "stack_after_lost_challenge": When(
        lambda r: bool(r.stack),
        "After a failed challenge you may still stack; the 2-card challenge penalty is then void.",
    ),
    "stack_priority": "A pending draw may be answered by any card of the same or higher "
    "priority, whatever its colour, and the total passes on: Hit+2 and Reverse Hit+2 1, Wild "
    "Hit+4 2, Hit+? 3, All Hit+2 4, Counter highest; whoever cannot or will not answer draws "
    "it all and loses the turn. Wild Hit+4 may be played at any time and is never challenged.",
    "stack_amount": "A pending draw may be answered by any draw card of an equal or higher "
    "amount than the last one, whatever its colour (+2; +4 and Wild Reverse +4; +6; +10), "
    "and the total passes on; Skip, Reverse, Skip Everyone and Discard All do not answer it. "
    "Whoever cannot or will not answer draws it all and loses the turn.",
    "mercy_limit": "Mercy rule: a player holding {r.mercy_limit} cards or more (counted after "
    "every card drawn) is out of the round, their cards under the discard pile; the last "
    "player left wins the round.",
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
    "stock": "Stock: a draw larger than the draw pile is owed. The pile is refilled from the "
    "discard pile when 10 or fewer cards remain; then owed cards are drawn in turn order while "
    "it holds more than 15. A player who owes stock cannot go out.",
    "change_limit": "A player holding {r.change_limit} cards or more may not be named by a Change.",
    "skip_stack": "When you are about to be skipped you may play a Skip instead; each Skip "
    "in a row skips one more player, counted from the last Skip.",
    "jump_in": "Jump-in: when a card is played, anyone holding an identical card (same "
    "colour and face) may play it at once, out of turn; play goes on after them.",
    "multi": lambda r: (
        "You may play several cards at once: "
        + ", ".join(MULTI_WORDS[m] for m in r.multi)
        + ". The first must match; the last becomes the top card; each card's effect counts."
    ),
    "runs_colour": When(
        lambda r: "runs" in r.multi,
        {"same": "Runs must be of one colour.", "any": "Runs may mix colours."},
    ),
    "multi_finish": {
        "needs-uno": "You may go out with your last cards at once, but must call UNO with "
        "that play, or draw {r.multi_finish_penalty}."
    },
    "finish_on_action": {
        "forbidden": "You cannot go out on an action or wild card.",
        "penalty": "Going out on an action or wild card does not count: you draw "
        "{r.finish_penalty} and play goes on.",
    },
    "finish_on_wild": {"forbidden": "You cannot go out on a wild card."},
    "last_card_action_penalty": "If your one remaining card is an action or wild card you "
    "draw {r.last_card_action_penalty}.",
    "forced_draw": "If your hand holds only action and wild cards, you draw 2 at a time "
    "until a number card arrives (done for you).",
    "facedown_limit": "Instead of playing you may put any card face down to end your turn "
    "(at most {r.facedown_limit} times, never your last card). Anyone may doubt it: "
    "a card that was not playable costs its player 4, a playable one costs the doubter 4.",
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
    "teams": {
        "opposite": "Partners: players sitting opposite (seat i and seat i + half the table) "
        "play together; when one goes out both score the opponents' hands, and a team wins "
        "the game. You cannot swap hands with your partner."
    },
    "hand_limit": "Hand limit: holding {r.hand_limit} cards or more you may not draw by "
    "choice; if you cannot play you pass. Cards you are made to draw still count.",
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
    "elimination": {
        "most-cards": "At the end of each round the player holding the most cards (then "
        "the most points) leaves the game; the last player standing wins."
    },
    "stack_revenge": When(
        lambda r: bool(r.stack),
        "Revenge: a +2 or +4 played on a pending draw counts double (a +2 on a +2 adds 4).",
    ),
    "score_multiplier": When(
        lambda r: r.score_multiplier > 1,
        "The round winner's points count {r.score_multiplier} times.",
    ),
    "blind_draw": "Blind draw: you decide to play or keep a drawn card without looking; "
    "playing it when it does not match is a misplay.",
    "bomb": "Bomb: whoever leaves three or more cards of the same number on top of the "
    "pile makes everyone else draw 1.",
    "shuffle_seats": "The seating order is shuffled before every round.",
    "jump_in_wild": When(
        lambda r: r.jump_in,
        "You may also jump in with a wild identical to the one just played, declaring a colour.",
    ),
    "stack_colour": When(
        lambda r: "+2 on +4" in r.stack,
        {"any": "A +2 of any colour may be stacked on a +4."},
    ),
    "deflect_colour": When(
        lambda r: bool(r.stack_deflect),
        {"any": "A Reverse or Skip of any colour may pass a pending draw on."},
    ),
    "skip_deflect_to": When(
        lambda r: "skip" in r.stack_deflect,
        {"next": "A Skip passes a pending draw to the next player (not the one after)."},
    ),
    "turn_seconds": "Each turn lasts {r.turn_seconds} seconds; when time runs out you "
    "draw a card (or take the pending draw) and the turn passes.",
    "round_minutes": "Each round lasts {r.round_minutes} minutes; when time runs out the "
    "player with the fewest cards (then the fewest points) wins it.",
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
    for key, entry in SENTENCES.items():
        text = _say(entry, getattr(rules, key), rules)
        if text:
            lines.append(text)
    return lines
