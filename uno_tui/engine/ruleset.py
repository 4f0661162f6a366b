"""The Ruleset value: every rule option, loaded and validated from a TOML file.

Each option is one dataclass field whose metadata carries its meaning (`help`),
what is allowed (`choices` or `lo`/`hi`) and the plain-language sentence the
help screen shows (`say`). Adding a house rule means adding a field here and
its behaviour in the engine; loading, validation, `uno-tui rulesets show` and
the help screen follow from the metadata.
"""

from __future__ import annotations

import difflib
import tomllib
from dataclasses import MISSING, dataclass, field, fields, replace
from importlib import resources
from pathlib import Path
from typing import Any

from .cards import PLAYING_RANKS
from .decks import DECKS

DRAW_FACES = ("+2", "+4", "2", "3", "JOKER")  # faces that can make someone draw
EFFECT_WORDS = {
    "wild": "wild (declare the suit)",
    "skip": "jump (skip the next player)",
    "reverse": "quick turn (reverse)",
    "draw2": "next player draws 2",
    "draw3": "next player draws 3",
    "wild4": "wild draw four",
}
MULTI_WORDS = {
    "identical": "identical cards",
    "same-number": "numbers of any colours",
    "same-symbol": "action cards of one kind",
    "runs": "runs of consecutive numbers",
    "wilds": "several wilds",
}


class RulesetError(ValueError):
    """A ruleset file or option that cannot be used; the message says why."""


def _opt(default, help: str, say=None, choices=None, lo=None, hi=None, kind=None):
    """An option field. `kind` is inferred: choice (choices), int (lo/hi), bool, or given:
    cards (a list of card names), card-counts (a table card = count), list (several of
    `choices`)."""
    if kind is None:
        if choices:
            kind = "choice"
        elif lo is not None:
            kind = "int"
        elif isinstance(default, bool):
            kind = "bool"
    meta = {"help": help, "say": say, "choices": choices, "lo": lo, "hi": hi, "kind": kind}
    return field(default=default, metadata=meta)


def _has_wd4(r: Ruleset) -> bool:
    """Whether the deck has a Wild Draw Four (or a joker that acts as one)."""
    if r.playing_cards:
        return bool(r.jokers) and ("JOKER", "wild4") in r.rank_effects
    return "W+4" not in r.remove_cards


def _if_wd4(key: str, sentences: dict):
    """A `say` for option `key` that speaks only when the deck has a Wild Draw Four."""
    return lambda r: sentences.get(getattr(r, key)) if _has_wd4(r) else None


@dataclass(frozen=True)
class Ruleset:
    name: str = "custom"
    description: str = ""
    source: str = ""

    deck: str = _opt(
        "classic",
        "which deck is used: classic (108), classic-2016 (+ Shuffle Hands, 3 Customizable), "
        "pokemon (+ 2 Snorlax, 2 Greninja), standard-52 (playing cards)",
        say=lambda r: f"Deck: {r.deck} ({len(r.deck_cards())} cards).",
        choices=("classic", "classic-2016", "pokemon", "standard-52"),
    )
    deck_copies: int = _opt(
        1, "how many 52-card decks are shuffled together (standard-52)", lo=1, hi=2
    )
    jokers: int = _opt(
        0,
        "jokers added to a standard-52 deck",
        say=lambda r: f"The deck has {r.jokers} jokers." if r.jokers else None,
        lo=0,
        hi=4,
    )
    rank_effects: tuple[tuple[str, str], ...] = _opt(
        (),
        'what each playing-card rank does (standard-52), e.g. {"8" = "wild", "J" = '
        '"skip"}; effects: wild, skip, reverse, draw2, draw3, wild4',
        say=lambda r: (
            "Special cards: "
            + "; ".join(f"{rank} = {EFFECT_WORDS[e]}" for rank, e in r.rank_effects)
            + "."
            if r.rank_effects
            else None
        ),
        choices=("wild", "skip", "reverse", "draw2", "draw3", "wild4"),
        kind="rank-effects",
    )
    add_cards: tuple[tuple[str, int], ...] = _opt(
        (),
        'extra cards put into the deck, e.g. {"W-swap" = 1}',
        say=lambda r: (
            "Added to the deck: " + ", ".join(f"{n} x {c}" for c, n in r.add_cards) + "."
            if r.add_cards
            else None
        ),
        kind="card-counts",
    )
    remove_cards: tuple[str, ...] = _opt(
        (),
        'cards taken out of the deck before play (H-remove), e.g. ["R+2", "W+4"]',
        say=lambda r: (
            f"These cards are taken out of the deck: {', '.join(r.remove_cards)}."
            if r.remove_cards
            else None
        ),
        kind="cards",
    )
    custom_effect: str = _opt(
        "play-again",
        "what a Wild Customizable (W-custom) does",
        say=lambda r: (
            {
                "play-again": "Wild Customizable: declare a colour and play again.",
                "discard-wilds": "Wild Customizable: declare a colour; every other player "
                "discards all their wild cards.",
                "downpour": "Wild Customizable (Downpour): declare a colour; every other player "
                "draws 2.",
                "gamble": "Wild Customizable (Gamble): declare a colour and name the action it "
                "acts as: skip, reverse, draw2 or draw4 (or none).",
            }[r.custom_effect]
            if "W-custom" in r.deck_cards()
            else None
        ),
        choices=("play-again", "discard-wilds", "downpour", "gamble"),
    )
    start_player: str = _opt(
        "dealer-draw",
        "how the first dealer is chosen (O2)",
        say={
            "dealer-draw": "Everyone draws a card; the highest number deals "
            "(action and wild cards count as 0, ties draw again).",
            "random": "The first player is chosen at random.",
        },
        choices=("dealer-draw", "random"),
    )
    hand_size: int = _opt(
        7,
        "cards dealt to each player (O3)",
        say=lambda r: f"Each player is dealt {r.hand_size} cards.",
        lo=1,
        hi=20,
    )
    hand_size_by_players: tuple[tuple[str, int], ...] = _opt(
        (),
        'hand size for some numbers of players, overriding hand_size, e.g. {"5" = 6, "6" = 5}',
        say=lambda r: (
            "Hand size by players: "
            + ", ".join(f"{n} players {k} cards" for n, k in r.hand_size_by_players)
            + "."
            if r.hand_size_by_players
            else None
        ),
        kind="player-table",
    )
    first_card: str = _opt(
        "official",
        "what happens when the first card turned up is not a number (O5)",
        say={
            "official": "The first card turned up acts as if played (a Wild Draw Four is "
            "put back and another card turned up).",
            "redraw-non-number": "If the first card turned up is not a number card (with "
            "playing cards: is a special card) it is put back and another one turned up.",
        },
        choices=("official", "redraw-non-number"),
    )
    draw_with_playable: str = _opt(
        "allowed",
        "whether a player holding a playable card may draw instead (O7)",
        say={
            "allowed": "You may draw a card even when you could play; a playable drawn card "
            "may be played at once, or kept.",
            "forbidden": "You may only draw when you hold no playable card (a Wild Draw Four "
            "always counts as playable).",
        },
        choices=("allowed", "forbidden"),
    )
    wd4_restriction: str = _opt(
        "no-matching-colour",
        "when a Wild Draw Four may be played honestly (O10)",
        say=_if_wd4(
            "wd4_restriction",
            {
                "no-matching-colour": "Wild Draw Four is honest only when you hold no card of "
                "the active colour; the next player may challenge it.",
                "no-other-playable": "Wild Draw Four is honest only when no other card in your "
                "hand is playable (other Wild Draw Fours aside); the next player may challenge it.",
                "none": "Wild Draw Four may be played at any time and cannot be challenged.",
            },
        ),
        choices=("no-matching-colour", "no-other-playable", "none"),
    )
    challenge_guilty: str = _opt(
        "draw-4",
        "what a player caught bluffing a Wild Draw Four does (O11)",
        say=_if_wd4(
            "challenge_guilty",
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
        choices=("draw-4", "take-back-and-draw-4", "take-back-and-replay"),
    )
    challenge_penalty: int = _opt(
        2,
        "extra cards a wrong challenge costs, on top of the 4 (O11: 2, so 6 in all)",
        say=lambda r: (
            f"A wrong challenge costs {4 + r.challenge_penalty} cards in all."
            if r.challenge_penalty != 2 and _has_wd4(r)
            else None
        ),
        lo=0,
        hi=10,
    )
    uno_penalty: int = _opt(
        2,
        "cards drawn by a player caught without calling UNO (O12)",
        say=lambda r: (
            None
            if r.calls != "uno"
            else f"Call UNO when you play your second-to-last card; if someone catches you "
            f"before the next player plays or draws, you draw {r.uno_penalty}."
            if r.uno_penalty
            else "Forgetting to call UNO costs nothing."
        ),
        lo=0,
        hi=10,
    )
    calls: str = _opt(
        "uno",
        "what must be said when playing: uno (UNO on the second-to-last card), pageone-stop "
        '("Page One" on the second-to-last, "Stop" on the last), pageone-last ("Page '
        'One" on the last card only)',
        say=lambda r: {
            "pageone-stop": f'Say "Page One" when you play your second-to-last card and "Stop" '
            f"when you play your last; caught before the next card is played or drawn, you draw "
            f"{r.uno_penalty} (and are not out).",
            "pageone-last": f'Say "Page One" when you play your last card; caught before the next '
            f"card is played or drawn, you draw {r.uno_penalty} (and are not out).",
        }.get(r.calls),
        choices=("uno", "pageone-stop", "pageone-last"),
    )
    reverse_on_suit_change: bool = _opt(
        False,
        "play changes direction whenever the active suit or colour changes (Page One variant)",
        say=lambda r: (
            "Play changes direction every time the suit changes."
            if r.reverse_on_suit_change
            else None
        ),
    )
    misplay_penalty: int = _opt(
        0,
        "0: an unplayable card is refused; N: trying one costs N cards and the turn (O15)",
        say=lambda r: (
            f"Trying to play a card that does not match costs {r.misplay_penalty} cards and "
            f"ends your turn."
            if r.misplay_penalty
            else "A card that does not match is refused and nothing happens."
        ),
        lo=0,
        hi=10,
    )
    next_dealer: str = _opt(
        "winner",
        "who deals the next round (O16)",
        say={
            "winner": "The winner of a round deals the next one.",
            "left": "The deal passes to the left after each round.",
        },
        choices=("winner", "left"),
    )
    two_player_rules: bool = _opt(
        True,
        "with exactly 2 players: Reverse acts as Skip and you play again (O17)",
        say=lambda r: (
            "When only two play, Reverse works like Skip: after a Skip, Reverse, Draw Two or "
            "Wild Draw Four you play again."
            if r.two_player_rules
            else None
        ),
    )
    first_direction: str = _opt(
        "clockwise",
        "direction of play at the start of a round (H-direction)",
        say={"random": "The first direction of play is decided at random."},
        choices=("clockwise", "random"),
    )
    draw_until_playable: bool = _opt(
        False,
        "a player who draws keeps drawing until a playable card appears (H-draw-until)",
        say=lambda r: (
            "When you draw, you keep drawing until you get a playable card."
            if r.draw_until_playable
            else None
        ),
    )
    drawn_card: str = _opt(
        "may-play",
        "what may happen to a playable drawn card: may-play, must-play, next-turn (H-drawn-card)",
        say={
            "must-play": "A playable card you draw must be played at once.",
            "next-turn": "A card you draw cannot be played before your next turn.",
        },
        choices=("may-play", "must-play", "next-turn"),
    )
    draw_victim_plays: str = _opt(
        "never",
        "whether a player who draws from a Draw Two / Wild Draw Four (or a stack) may still "
        "play that turn: never, always, after-wd4 (only when the last card was a Wild Draw Four)",
        say={
            "always": "A player who draws from a Draw Two or Wild Draw Four may still play.",
            "after-wd4": "A player who draws from a Wild Draw Four may still play; after a "
            "Draw Two they lose the turn.",
        },
        choices=("never", "always", "after-wd4"),
    )
    stack: tuple[str, ...] = _opt(
        (),
        "draw stacking (H-stack): which draw card may answer which, e.g. "
        '["+2 on +2", "+4 on +2", "+4 on +4", "+2 on +4"]',
        say=lambda r: (
            "Stacking: instead of drawing you may answer with "
            + "; ".join(r.stack)
            + (" (a +2 on a +4 must be of the declared colour)" if "+2 on +4" in r.stack else "")
            + ". The total passes on; whoever cannot or will not stack draws it all."
            if r.stack
            else None
        ),
        kind="stack-pairs",
    )
    stack_deflect: tuple[str, ...] = _opt(
        (),
        "cards that pass a pending draw on (H-stack): reverse sends it back, skip passes it to "
        "the player after next; they must match the colour",
        say=lambda r: (
            "A pending draw can be passed on with a "
            + " or ".join(r.stack_deflect)
            + " of the active colour (Reverse sends it back, Skip passes it one further)."
            if r.stack_deflect
            else None
        ),
        choices=("reverse", "skip"),
        kind="list",
    )
    stack_after_lost_challenge: bool = _opt(
        False,
        "whether a player who lost a Wild Draw Four challenge may still stack (the +2 "
        "challenge penalty is then void)",
        say=lambda r: (
            "After a failed challenge you may still stack; the 2-card challenge "
            "penalty is then void."
            if r.stack_after_lost_challenge and r.stack
            else None
        ),
    )
    skip_stack: bool = _opt(
        False,
        "a player about to be skipped may play a Skip instead; each Skip in a row skips one "
        "more player (H-skip-stack)",
        say=lambda r: (
            "When you are about to be skipped you may play a Skip instead; each Skip "
            "in a row skips one more player, counted from the last Skip."
            if r.skip_stack
            else None
        ),
    )
    jump_in: bool = _opt(
        False,
        "anyone holding a card identical to the one just played may play it out of turn "
        "(H-jump-in)",
        say=lambda r: (
            "Jump-in: when a card is played, anyone holding an identical card (same "
            "colour and face) may play it at once, out of turn; play goes on after them."
            if r.jump_in
            else None
        ),
    )
    multi: tuple[str, ...] = _opt(
        (),
        "several cards at once (H-multi): identical, same-number, same-symbol, runs, wilds",
        say=lambda r: (
            "You may play several cards at once: "
            + ", ".join(MULTI_WORDS[m] for m in r.multi)
            + ". The first must match; the last becomes the top card; each card's effect counts."
            if r.multi
            else None
        ),
        choices=("identical", "same-number", "same-symbol", "runs", "wilds"),
        kind="list",
    )
    runs_colour: str = _opt(
        "same",
        "whether the cards of a run must share a colour",
        say=lambda r: (
            ("Runs must be of one colour." if r.runs_colour == "same" else "Runs may mix colours.")
            if "runs" in r.multi
            else None
        ),
        choices=("same", "any"),
    )
    multi_finish: str = _opt(
        "allowed",
        "going out by playing your last two or more cards at once (H-two-card-finish): "
        "allowed, or needs-uno (call UNO with that play or draw multi_finish_penalty)",
        say=lambda r: (
            f"You may go out with your last cards at once, but must call UNO with "
            f"that play, or draw {r.multi_finish_penalty}."
            if r.multi_finish == "needs-uno"
            else None
        ),
        choices=("allowed", "needs-uno"),
    )
    multi_finish_penalty: int = _opt(
        3, "cards drawn when going out with several cards without UNO", lo=0, hi=10
    )
    finish_on_action: str = _opt(
        "allowed",
        "going out on an action or wild card (H-finish): allowed, forbidden, or penalty "
        "(the player draws finish_penalty cards and play goes on)",
        say={
            "forbidden": "You cannot go out on an action or wild card.",
            "penalty": "Going out on an action or wild card does not count: you draw 2 and "
            "play goes on.",
        },
        choices=("allowed", "forbidden", "penalty"),
    )
    finish_on_wild: str = _opt(
        "allowed",
        "going out on a wild card (H-finish)",
        say={"forbidden": "You cannot go out on a wild card."},
        choices=("allowed", "forbidden"),
    )
    finish_penalty: int = _opt(2, "cards drawn for going out on an action card", lo=1, hi=10)
    last_card_action_penalty: int = _opt(
        0,
        "cards drawn by a player whose one remaining card is an action or wild card (H-finish)",
        say=lambda r: (
            f"If your one remaining card is an action or wild card you draw "
            f"{r.last_card_action_penalty}."
            if r.last_card_action_penalty
            else None
        ),
        lo=0,
        hi=10,
    )
    forced_draw: bool = _opt(
        False,
        "a hand of only action and wild cards draws 2 at a time until a number card arrives "
        "(H-forced-draw)",
        say=lambda r: (
            "If your hand holds only action and wild cards, you draw 2 at a time "
            "until a number card arrives (done for you)."
            if r.forced_draw
            else None
        ),
    )
    facedown_limit: int = _opt(
        0,
        "face-down passes allowed per player and round (H-facedown); others may doubt",
        say=lambda r: (
            f"Instead of playing you may put any card face down to end your turn "
            f"(at most {r.facedown_limit} times, never your last card). Anyone may doubt it: "
            f"a card that was not playable costs its player 4, a playable one costs the doubter 4."
            if r.facedown_limit
            else None
        ),
        lo=0,
        hi=10,
    )
    fault_penalty: int = _opt(
        0,
        "cards a fault costs (H-fault): catching a player too early, a false jump-in claim "
        "(0: the move is simply refused)",
        say=lambda r: (
            f"Faults (catching someone who is not liable, a false jump-in) cost "
            f"{r.fault_penalty} cards."
            if r.fault_penalty
            else None
        ),
        lo=0,
        hi=10,
    )
    seven_zero: bool = _opt(
        False,
        "playing a 7 swaps hands with a chosen player; a 0 passes every hand on (H-seven-zero)",
        say=lambda r: (
            "Playing a 7 swaps hands with a player you choose; playing a 0 passes "
            "every hand to the next player in the direction of play."
            if r.seven_zero
            else None
        ),
    )
    handicap: str = _opt(
        "none",
        "extra cards for earlier winners (H-handicap): none, rank (+3/+2/+1 by last round's "
        "place), wins (+1 per round won), points (+1 per 100 points, at most +5)",
        say={
            "rank": "Success weight: last round's first, second and third start with 3, 2 and "
            "1 extra cards.",
            "wins": "Success weight: you start each round with one extra card per round won.",
            "points": "Success weight: 100+ points start with 1 extra card, 200+ with 2, 300+ "
            "with 3, 400+ with 4, 500+ with 5.",
        },
        choices=("none", "rank", "wins", "points"),
    )
    play_to_last: bool = _opt(
        False,
        "the round goes on after the first player is out, until one player holds cards (S4)",
        say=lambda r: (
            "The round does not stop when a player goes out: the others play on, and "
            "the finishing order is the round's ranking."
            if r.play_to_last
            else None
        ),
    )
    scoring: str = _opt(
        "points",
        "how the game is scored: points (S1), round-table (S2), penalty (S3), ranking "
        "(S4: places give points), round-wins (S5)",
        say={
            "points": "The round winner scores the points left in the other hands.",
            "round-table": "The round winner writes + the sum of the other hands and everyone "
            "else writes - their own hand; the highest total after the last round wins.",
            "penalty": "Whenever you are caught without UNO or in a foul, your hand's points "
            "are added to your penalty points.",
            "ranking": "Each round's places score points: last place 0, one more for each place "
            "above.",
            "round-wins": "Each round won counts one; the first to the target number of round "
            "wins takes the game.",
        },
        choices=("points", "round-table", "penalty", "ranking", "round-wins"),
    )
    target_score: int = _opt(
        500,
        "points that win the game (scoring = points)",
        say=lambda r: (
            f"The first player to reach {r.target_score} points wins the game."
            if r.scoring == "points"
            else None
        ),
        lo=1,
        hi=100000,
    )
    rounds: int = _opt(
        5,
        "number of rounds (scoring = round-table or ranking)",
        say=lambda r: (
            f"The game lasts {r.rounds} rounds."
            if r.scoring in ("round-table", "ranking")
            else None
        ),
        lo=1,
        hi=100,
    )
    penalty_limit: int = _opt(
        500,
        "penalty points that put a player out of the game (scoring = penalty)",
        say=lambda r: (
            f"A player reaching {r.penalty_limit} penalty points leaves the game at the end of "
            f"the round; the last one standing wins."
            if r.scoring == "penalty"
            else None
        ),
        lo=1,
        hi=100000,
    )

    target_wins: int = _opt(
        3,
        "round wins that win the game (scoring = round-wins)",
        say=lambda r: (
            f"The first player to win {r.target_wins} rounds wins the game."
            if r.scoring == "round-wins"
            else None
        ),
        lo=1,
        hi=50,
    )

    # -- derived values ---------------------------------------------------

    @property
    def min_players(self) -> int:
        return 2

    @property
    def max_players(self) -> int:
        return 8 if self.deck == "standard-52" else 10

    @property
    def playing_cards(self) -> bool:
        return self.deck == "standard-52"

    def hand_size_for(self, players: int) -> int:
        return dict(self.hand_size_by_players).get(str(players), self.hand_size)

    def deck_cards(self) -> list[str]:
        removed = set(self.remove_cards)
        cards = [c for c in DECKS[self.deck]() if c not in removed]
        if self.deck == "standard-52":
            cards = cards * self.deck_copies + ["JOKER"] * self.jokers
        for card, count in self.add_cards:
            cards += [card] * count
        return cards

    def option_rows(self) -> list[tuple[str, Any, str]]:
        """(key, value, meaning) for every option, in file order."""
        rows = []
        for f in option_fields():
            value = getattr(self, f.name)
            if f.metadata["kind"] in ("card-counts", "rank-effects", "player-table"):
                value = dict(value)
            rows.append((f.name, value, f.metadata["help"]))
        return rows

    def with_options(self, **changes: Any) -> Ruleset:
        """A validated copy with some options changed (None values are ignored)."""
        changes = {k: v for k, v in changes.items() if v is not None}
        known = {f.name for f in fields(self)}
        for key, value in changes.items():
            if key not in known:
                raise RulesetError(f"unknown option {key!r}{_closest(key, known)}")
            changes[key] = _check_value(self.name, key, value)
        rules = replace(self, **changes)
        _check_combinations(rules, rules.name)
        return rules


def option_fields():
    return [f for f in fields(Ruleset) if f.metadata]


META_KEYS = ("name", "description", "source")


def _can_start(r: Ruleset, card: str) -> bool:
    """Whether `card` may stay as the first card turned up (O5)."""
    from .cards import ALL_CARDS

    c = ALL_CARDS[card]
    effect = dict(r.rank_effects).get(c.face) if c.playing_card else None
    if c.face == "+4" or effect == "wild4":
        return False
    if r.first_card == "official":
        return True
    return effect is None and (c.is_number or c.playing_card)


def _face(card: str) -> str:
    from .cards import ALL_CARDS

    return ALL_CARDS[card].face


def _closest(key: str, known) -> str:
    match = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.6)
    return f" (did you mean {match[0]!r}?)" if match else ""


def _allowed(f) -> str:
    m = f.metadata
    kind = m["kind"]
    if kind == "choice":
        return "one of " + ", ".join(repr(c) for c in m["choices"])
    if kind == "list":
        return "a list of any of " + ", ".join(repr(c) for c in m["choices"])
    if kind == "int":
        return f"a whole number from {m['lo']} to {m['hi']}"
    if kind == "bool":
        return "true or false"
    if kind == "card-counts":
        return 'a table of card = count, e.g. {"W-swap" = 1}'
    if kind == "stack-pairs":
        return 'a list like ["+2 on +2", "+4 on +2"] (faces: ' + ", ".join(DRAW_FACES) + ")"
    if kind == "rank-effects":
        return 'a table of rank = effect, e.g. {"8" = "wild"}; effects: ' + ", ".join(m["choices"])
    if kind == "player-table":
        return 'a table of players = cards, e.g. {"5" = 6}'
    return 'a list of card names, e.g. ["R+2", "W+4"]'


def _card_text(origin: str, key: str, text: Any) -> str:
    from .cards import parse_card

    card = parse_card(text) if isinstance(text, str) else None
    if card is None:
        raise RulesetError(f"{origin}: {key} names {text!r}, which is not a card")
    return card.text


def _check_value(origin: str, key: str, value: Any) -> Any:
    f = next(f for f in fields(Ruleset) if f.name == key)
    if key in META_KEYS:
        if not isinstance(value, str):
            raise RulesetError(f"{origin}: {key} must be text, not {value!r}")
        return value
    m = f.metadata
    kind = m["kind"]
    bad = RulesetError(f"{origin}: {key} = {value!r} is not allowed; use {_allowed(f)}")
    if kind == "choice":
        if value not in m["choices"]:
            raise bad
    elif kind == "int":
        if isinstance(value, bool) or not isinstance(value, int) or not m["lo"] <= value <= m["hi"]:
            raise bad
    elif kind == "bool":
        if not isinstance(value, bool):
            raise bad
    elif kind == "list":
        if not isinstance(value, list | tuple) or any(v not in m["choices"] for v in value):
            raise bad
        value = tuple(dict.fromkeys(value))
    elif kind == "cards":
        if not isinstance(value, list | tuple):
            raise bad
        value = tuple(_card_text(origin, key, v) for v in value)
    elif kind == "card-counts":
        if isinstance(value, tuple):
            value = dict(value)
        if not isinstance(value, dict) or not all(
            isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 20 for n in value.values()
        ):
            raise bad
        value = tuple(sorted((_card_text(origin, key, c), n) for c, n in value.items()))
    elif kind == "stack-pairs":
        if not isinstance(value, list | tuple):
            raise bad
        for pair in value:
            parts = pair.split(" on ") if isinstance(pair, str) else []
            if len(parts) != 2 or any(p not in DRAW_FACES for p in parts):
                raise RulesetError(
                    f"{origin}: {key} has {pair!r}; each entry is 'FACE on FACE' with faces "
                    f"{', '.join(DRAW_FACES)}"
                )
        value = tuple(dict.fromkeys(value))
    elif kind == "rank-effects":
        if isinstance(value, tuple):
            value = dict(value)
        ranks = (*PLAYING_RANKS, "JOKER")
        if not isinstance(value, dict) or not all(
            r in ranks and e in m["choices"] for r, e in value.items()
        ):
            raise RulesetError(
                f"{origin}: {key} = {value!r} is not allowed; use {_allowed(f)} and ranks "
                f"{', '.join(ranks)}"
            )
        value = tuple(value.items())
    elif kind == "player-table":
        if isinstance(value, tuple):
            value = dict(value)
        if not isinstance(value, dict) or not all(
            str(k).isdigit() and 2 <= int(k) <= 10 and isinstance(n, int) and 1 <= n <= 20
            for k, n in value.items()
        ):
            raise bad
        value = tuple(sorted((str(k), n) for k, n in value.items()))
    return value


def _check_combinations(rules: Ruleset, origin: str) -> None:
    """Options that cannot work together are refused, saying which and why."""
    deck = DECKS[rules.deck]()
    for card in rules.remove_cards:
        if card not in deck:
            raise RulesetError(
                f"{origin}: remove_cards names {card}, which is not in the {rules.deck} deck"
            )
    refuse = _incompatible(rules)
    if refuse:
        raise RulesetError(f"{origin}: {refuse}")
    size = len(rules.deck_cards())
    if size < 2 * rules.hand_size + 1:
        raise RulesetError(
            f"{origin}: hand_size = {rules.hand_size} cannot be dealt to two players from "
            f"a deck of {size} cards"
        )


def _incompatible(r: Ruleset) -> str | None:
    """Why these options cannot work together, or None."""
    faces = {_face(c) for c in r.deck_cards()}
    for pair in r.stack:
        missing = [f for f in pair.split(" on ") if f not in faces]
        if missing:
            return f"stack names {missing[0]!r}, which the {r.deck} deck does not have"
    if not any(_can_start(r, c) for c in set(r.deck_cards())):
        return (
            f"no card of this deck can be turned up as the first card (first_card = "
            f"{r.first_card!r} puts back every card it has)"
        )
    if r.playing_cards and r.seven_zero:
        return "seven_zero is for UNO cards; the standard-52 deck has no such rule"
    if r.rank_effects and not r.playing_cards:
        return "rank_effects gives playing-card ranks their effects; set deck = 'standard-52'"
    if (r.deck_copies > 1 or r.jokers) and not r.playing_cards:
        return "deck_copies and jokers are for deck = 'standard-52'"
    if r.play_to_last and r.scoring not in ("ranking", "round-wins"):
        return (
            f"play_to_last ends each round with a finishing order, which scoring = "
            f"{r.scoring!r} cannot use; use scoring = 'ranking' or 'round-wins'"
        )
    if r.stack_deflect and not r.stack:
        return "stack_deflect passes on a stacked draw, but stack is empty (no stacking)"
    if r.multi_finish == "needs-uno" and not r.multi:
        return (
            "multi_finish = 'needs-uno' is about playing several cards at once, but multi is empty"
        )
    if r.draw_until_playable and r.drawn_card == "next-turn":
        return (
            "draw_until_playable draws until a card can be played, but drawn_card = 'next-turn' "
            "forbids playing it"
        )
    if r.handicap == "rank" and not r.play_to_last:
        return "handicap = 'rank' needs a finishing order: set play_to_last = true"
    return None


def from_mapping(data: dict[str, Any], origin: str) -> Ruleset:
    known = {f.name for f in fields(Ruleset)}
    values = {}
    for key, value in data.items():
        if key not in known:
            raise RulesetError(
                f"{origin}: unknown key {key!r}{_closest(key, known)}; "
                f"see 'uno-tui rulesets show official' for every option"
            )
        values[key] = _check_value(origin, key, value)
    rules = Ruleset(**values)
    _check_combinations(rules, origin)
    return rules


def _shipped_dir():
    # Installed: package data of uno_tui.rulesets. From a source tree (or an
    # editable install, which does not map that package): the top-level folder.
    try:
        return resources.files("uno_tui.rulesets")
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[2] / "rulesets"


def list_rulesets() -> list[Ruleset]:
    """Every ruleset shipped in rulesets/, sorted by name."""
    files = [p for p in _shipped_dir().iterdir() if p.name.endswith(".toml")]
    return sorted((load_ruleset(p.name[:-5]) for p in files), key=lambda r: r.name)


def load_ruleset(name_or_path: str | Path) -> Ruleset:
    """Load a shipped ruleset by name, or any ruleset file by path."""
    text_name = str(name_or_path)
    looks_like_path = (
        isinstance(name_or_path, Path) or text_name.endswith(".toml") or "/" in text_name
    )
    if looks_like_path:
        path = Path(name_or_path)
        origin = str(path)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise RulesetError(f"{origin}: no such file") from None
        except (OSError, UnicodeDecodeError) as exc:
            raise RulesetError(f"{origin}: cannot be read ({exc})") from None
    else:
        resource = _shipped_dir() / f"{text_name}.toml"
        origin = f"rulesets/{text_name}.toml"
        if not resource.is_file():
            names = sorted(
                p.name[:-5] for p in _shipped_dir().iterdir() if p.name.endswith(".toml")
            )
            raise RulesetError(
                f"unknown ruleset {text_name!r}{_closest(text_name, names)}; "
                f"the rulesets are: {', '.join(names)} (or give a path to a .toml file)"
            )
        text = resource.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(f"{origin}: not valid TOML ({exc})") from None
    rules = from_mapping(data, origin)
    if "name" not in data:
        rules = replace(rules, name=Path(origin).stem)
    return rules


def describe_rules(rules: Ruleset) -> list[str]:
    """The active rules as plain-language sentences, generated from the options."""
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
    for f in option_fields():
        say = f.metadata["say"]
        if say is None:
            continue
        text = say(rules) if callable(say) else say.get(getattr(rules, f.name))
        if text:
            lines.append(text)
    return lines


assert all(f.default is not MISSING for f in fields(Ruleset))
