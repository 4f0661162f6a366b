"""The Ruleset value: every rule option, declared once.

Each option is one dataclass field whose metadata carries its meaning (`help`)
and its kind (kinds.py: what values are allowed, how they are written out).
Adding a house rule means adding a field here and its module in engine/options/
(an `Option` naming the field among its keys, with its sentence, conflicts and
hooks) registered in options/registry.py; loading, validation, `uno-tui rulesets
show`, records and the help screen follow from the declarations.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import Field, dataclass, field, fields, replace
from typing import Any

from ...language import N_, _, listed, ngettext
from ..decks import DECKS
from .combinations import check_combinations
from .kinds import (
    CardCounts,
    Cards,
    Choice,
    Flag,
    Kind,
    Number,
    PlayerTable,
    RankEffects,
    RulesetError,
    Several,
    StackPairs,
    Text,
)

META_KEYS = ("name", "description", "source")


def option(default: Any, help: str, kind: Kind) -> Any:
    """An option field: its default, what it means (marked `N_`, shown by `help_text`)
    and what values it takes."""
    return field(default=default, metadata={"help": help, "kind": kind})


@dataclass(frozen=True)
class Ruleset:
    name: str = "custom"
    description: str = ""
    source: str = ""

    deck: str = option(
        "classic",
        N_(
            "which deck is used: classic (108), classic-2016 (+ Shuffle Hands, 3 Customizable), "
            "pokemon (+ 2 Snorlax, 2 Greninja), standard-52 (playing cards), togen (the Tōgen "
            "Fūtōsai deck, 120, composition assumed), flip (UNO FLIP!, 112 two-faced cards), "
            "no-mercy (UNO Show 'Em No Mercy, 168)"
        ),
        Choice(("classic", "classic-2016", "pokemon", "standard-52", "togen", "flip", "no-mercy")),
    )
    deck_copies: int = option(
        1,
        N_("how many 52-card decks are shuffled together (standard-52)"),
        Number(1, 2),
    )
    jokers: int = option(
        0,
        N_("jokers added to a standard-52 deck"),
        Number(0, 4),
    )
    rank_effects: tuple[tuple[str, str], ...] = option(
        (),
        N_(
            'what each playing-card rank does (standard-52), e.g. {"8" = "wild", "J" = '
            '"skip"}; effects: wild, skip, reverse, draw2, draw3, wild4'
        ),
        RankEffects(("wild", "skip", "reverse", "draw2", "draw3", "wild4")),
    )
    add_cards: tuple[tuple[str, int], ...] = option(
        (),
        N_('extra cards put into the deck, e.g. {"W-swap" = 1}'),
        CardCounts(),
    )
    remove_cards: tuple[str, ...] = option(
        (),
        N_('cards taken out of the deck before play (H-remove), e.g. ["R+2", "W+4"]'),
        Cards(),
    )
    custom_effect: str = option(
        "play-again",
        N_("what a Wild Customizable (W-custom) does"),
        Choice(("play-again", "discard-wilds", "downpour", "gamble")),
    )
    start_player: str = option(
        "dealer-draw",
        N_("how the first dealer is chosen (O2)"),
        Choice(("dealer-draw", "random")),
    )
    hand_size: int = option(
        7,
        N_("cards dealt to each player (O3)"),
        Number(1, 20),
    )
    hand_size_by_players: tuple[tuple[str, int], ...] = option(
        (),
        N_('hand size for some numbers of players, overriding hand_size, e.g. {"5" = 6, "6" = 5}'),
        PlayerTable(),
    )
    first_card: str = option(
        "official",
        N_("what happens when the first card turned up is not a number (O5)"),
        Choice(("official", "redraw-non-number", "redraw-wild")),
    )
    draw_with_playable: str = option(
        "allowed",
        N_("whether a player holding a playable card may draw instead (O7)"),
        Choice(("allowed", "forbidden")),
    )
    wd4_restriction: str = option(
        "no-matching-colour",
        N_("when a Wild Draw Four may be played honestly (O10)"),
        Choice(("no-matching-colour", "no-other-playable", "none")),
    )
    challenge_guilty: str = option(
        "draw-4",
        N_("what a player caught bluffing a Wild Draw Four does (O11)"),
        Choice(("draw-4", "take-back-and-draw-4", "take-back-and-replay")),
    )
    challenge_penalty: int = option(
        2,
        N_("extra cards a wrong challenge costs, on top of the 4 (O11: 2, so 6 in all)"),
        Number(0, 10),
    )
    uno_penalty: int = option(
        2,
        N_("cards drawn by a player caught without calling UNO (O12)"),
        Number(0, 10),
    )
    calls: str = option(
        "uno",
        N_(
            "what must be said when playing: uno (UNO on the second-to-last card), pageone-stop "
            '("Page One" on the second-to-last, "Stop" on the last), pageone-last ("Page '
            'One" on the last card only)'
        ),
        Choice(("uno", "pageone-stop", "pageone-last")),
    )
    reverse_on_suit_change: bool = option(
        False,
        N_("play changes direction whenever the active suit or colour changes (Page One variant)"),
        Flag(),
    )
    misplay_penalty: int = option(
        0,
        N_("0: an unplayable card is refused; N: trying one costs N cards and the turn (O15)"),
        Number(0, 10),
    )
    next_dealer: str = option(
        "winner",
        N_("who deals the next round (O16)"),
        Choice(("winner", "left")),
    )
    two_player_rules: bool = option(
        True,
        N_("with exactly 2 players: Reverse acts as Skip and you play again (O17)"),
        Flag(),
    )
    first_direction: str = option(
        "clockwise",
        N_("direction of play at the start of a round (H-direction)"),
        Choice(("clockwise", "random")),
    )
    draw_until_playable: bool = option(
        False,
        N_("a player who draws keeps drawing until a playable card appears (H-draw-until)"),
        Flag(),
    )
    drawn_card: str = option(
        "may-play",
        N_(
            "what may happen to a playable drawn card: may-play, must-play, next-turn "
            "(H-drawn-card)"
        ),
        Choice(("may-play", "must-play", "next-turn")),
    )
    draw_victim_plays: str = option(
        "never",
        N_(
            "whether a player who draws from a Draw Two / Wild Draw Four (or a stack) may still "
            "play that turn: never, always, after-wd4 (only when the last card was a Wild Draw "
            "Four)"
        ),
        Choice(("never", "always", "after-wd4")),
    )
    stack: tuple[str, ...] = option(
        (),
        N_(
            "draw stacking (H-stack): which draw card may answer which, e.g. "
            '["+2 on +2", "+4 on +2", "+4 on +4", "+2 on +4"]'
        ),
        StackPairs(),
    )
    stack_deflect: tuple[str, ...] = option(
        (),
        N_(
            "cards that pass a pending draw on (H-stack): reverse sends it back, skip passes it to "
            "the player after next; they must match the colour"
        ),
        Several(("reverse", "skip")),
    )
    stack_after_lost_challenge: bool = option(
        False,
        N_(
            "whether a player who lost a Wild Draw Four challenge may still stack (the +2 "
            "challenge penalty is then void)"
        ),
        Flag(),
    )
    stack_priority: bool = option(
        False,
        N_(
            "Tōgen deck (6c): a pending draw may be answered by any card of the same or higher "
            "priority, whatever its colour (Hit+2 = Reverse Hit+2 = 1, Hit+4 = 2, Hit+? = 3, "
            "Counter = 4 in T1; in T2 All Hit+2 = 4 and Counter = 5); stack then is not used"
        ),
        Flag(),
    )
    stack_amount: bool = option(
        False,
        N_(
            "No Mercy (6e): a pending draw may be answered by any draw card of an equal or "
            "higher amount than the last one, whatever its colour (+2 = 2, +4 and Wild Reverse "
            "+4 = 4, +6 = 6, +10 = 10); stack then is not used"
        ),
        Flag(),
    )
    mercy_limit: int = option(
        0,
        N_(
            "0: no limit; N: the Mercy rule (No Mercy, 6e): a player holding N cards or more, "
            "counted after every card drawn, is out of the round, their cards under the discard "
            "pile; the last player left wins the round"
        ),
        Number(0, 168),
    )
    hit_table: str = option(
        "t1",
        N_(
            "Tōgen deck (6c): what the card Hit+? turns up adds: t1 (a number its value, any "
            "other card 2) or t2 (the T2 table: 0 adds 10, Skip, Reverse, Hit cards and Gamble "
            "act too)"
        ),
        Choice(("t1", "t2")),
    )
    all_hit_two: bool = option(
        False,
        N_(
            "Tōgen deck (6c, T2): a Gamble played from a hand of 2 or fewer cards may be All "
            "Hit+2 (every other player draws 2)"
        ),
        Flag(),
    )
    stock: bool = option(
        False,
        N_(
            "Tōgen deck (6c, T2): a draw larger than the draw pile is owed as stock; the pile is "
            "refilled at 10 cards, owed stock drawn while it holds more than 15"
        ),
        Flag(),
    )
    change_limit: int = option(
        0,
        N_(
            "Tōgen deck (6c): a player holding this many cards or more may not be named by a "
            "Change (0: anyone may)"
        ),
        Number(0, 120),
    )
    skip_stack: bool = option(
        False,
        N_(
            "a player about to be skipped may play a Skip instead; each Skip in a row skips one "
            "more player (H-skip-stack)"
        ),
        Flag(),
    )
    jump_in: bool = option(
        False,
        N_(
            "anyone holding a card identical to the one just played may play it out of turn "
            "(H-jump-in)"
        ),
        Flag(),
    )
    multi: tuple[str, ...] = option(
        (),
        N_("several cards at once (H-multi): identical, same-number, same-symbol, runs, wilds"),
        Several(("identical", "same-number", "same-symbol", "runs", "wilds")),
    )
    runs_colour: str = option(
        "same",
        N_("whether the cards of a run must share a colour"),
        Choice(("same", "any")),
    )
    multi_finish: str = option(
        "allowed",
        N_(
            "going out by playing your last two or more cards at once (H-two-card-finish): "
            "allowed, or needs-uno (call UNO with that play or draw multi_finish_penalty)"
        ),
        Choice(("allowed", "needs-uno")),
    )
    multi_finish_penalty: int = option(
        3,
        N_("cards drawn when going out with several cards without UNO"),
        Number(0, 10),
    )
    finish_on_action: str = option(
        "allowed",
        N_(
            "going out on an action or wild card (H-finish): allowed, forbidden, or penalty "
            "(the player draws finish_penalty cards and play goes on)"
        ),
        Choice(("allowed", "forbidden", "penalty")),
    )
    finish_on_wild: str = option(
        "allowed",
        N_("going out on a wild card (H-finish)"),
        Choice(("allowed", "forbidden")),
    )
    finish_penalty: int = option(
        2,
        N_("cards drawn for going out on an action card"),
        Number(1, 10),
    )
    last_card_action_penalty: int = option(
        0,
        N_("cards drawn by a player whose one remaining card is an action or wild card (H-finish)"),
        Number(0, 10),
    )
    forced_draw: bool = option(
        False,
        N_(
            "a hand of only action and wild cards draws 2 at a time until a number card arrives "
            "(H-forced-draw)"
        ),
        Flag(),
    )
    facedown_limit: int = option(
        0,
        N_("face-down passes allowed per player and round (H-facedown); others may doubt"),
        Number(0, 10),
    )
    fault_penalty: int = option(
        0,
        N_(
            "cards a fault costs (H-fault): catching a player too early, a false jump-in claim "
            "(0: the move is simply refused)"
        ),
        Number(0, 10),
    )
    seven_zero: bool = option(
        False,
        N_("playing a 7 swaps hands with a chosen player; a 0 passes every hand on (H-seven-zero)"),
        Flag(),
    )
    handicap: str = option(
        "none",
        N_(
            "extra cards for earlier winners (H-handicap): none, rank (+3/+2/+1 by last round's "
            "place), wins (+1 per round won), points (+1 per 100 points, at most +5)"
        ),
        Choice(("none", "rank", "wins", "points")),
    )
    play_to_last: bool = option(
        False,
        N_("the round goes on after the first player is out, until one player holds cards (S4)"),
        Flag(),
    )
    scoring: str = option(
        "points",
        N_(
            "how the game is scored: points (S1), round-table (S2), penalty (S3), ranking "
            "(S4: places give points), round-wins (S5)"
        ),
        Choice(("points", "round-table", "penalty", "ranking", "round-wins")),
    )
    target_score: int = option(
        500,
        N_("points that win the game (scoring = points)"),
        Number(1, 100000),
    )
    rounds: int = option(
        5,
        N_("number of rounds (scoring = round-table or ranking)"),
        Number(1, 100),
    )
    penalty_limit: int = option(
        500,
        N_("penalty points that put a player out of the game (scoring = penalty)"),
        Number(1, 100000),
    )
    target_wins: int = option(
        3,
        N_("round wins that win the game (scoring = round-wins)"),
        Number(1, 50),
    )

    # -- the peers' house rules (RULES 5b) -----------------------------------
    teams: str = option(
        "none",
        N_(
            "partners (H-team): none, or opposite (4, 6, 8 or 10 players: seat i plays with "
            "seat i + n/2; a round won by one is won by both)"
        ),
        Choice(("none", "opposite")),
    )
    hand_limit: int = option(
        0,
        N_(
            "0: no limit; N: a player holding N or more cards may not draw by choice and passes "
            "instead (H-hand-limit)"
        ),
        Number(0, 108),
    )
    reveal_below: int = option(
        0,
        N_(
            "0: hands stay private; N: a hand of fewer than N cards is shown to the table "
            "(H-reveal)"
        ),
        Number(0, 108),
    )
    uno_call: str = option(
        "with-play",
        N_(
            "when UNO is called (H-uno-call): with-play (with the second-to-last card), at-one "
            "(only once holding one card), none (no calls and no catches)"
        ),
        Choice(("with-play", "at-one", "none")),
    )
    misplay_ends_turn: bool = option(
        True,
        N_(
            "after a misplay penalty (misplay_penalty) the turn ends; false: the player goes on "
            "(H-misplay-turn)"
        ),
        Flag(),
    )
    elimination: str = option(
        "none",
        N_(
            "none, or most-cards: at each round's end the player holding the most cards leaves "
            "the game; the last one standing wins (H-elimination)"
        ),
        Choice(("none", "most-cards")),
    )
    stack_revenge: bool = option(
        False,
        N_("a +2 or +4 answering a pending draw counts double (H-revenge)"),
        Flag(),
    )
    score_multiplier: int = option(
        1,
        N_("the round winner's points are multiplied by 1, 2 or 3 (H-double-score)"),
        Number(1, 3),
    )
    blind_draw: bool = option(
        False,
        N_(
            "a drawn card is not shown before it is played or kept; playing it when it does not "
            "match is a misplay (H-blind-draw)"
        ),
        Flag(),
    )
    undo: bool = option(
        True,
        N_(
            "a player may take back their last play before handing the keyboard on, if it "
            "showed nobody anything new (a house rule of this game)"
        ),
        Flag(),
    )
    bomb: bool = option(
        False,
        N_(
            "three or more cards of one number on top of the pile make every other player draw 1 "
            "(H-bomb)"
        ),
        Flag(),
    )
    shuffle_seats: bool = option(
        False,
        N_("the seating order is shuffled at the start of every round (H-shuffle-seats)"),
        Flag(),
    )
    jump_in_wild: bool = option(
        False,
        N_(
            "jump-in also with a wild identical to the one just played, declaring a colour "
            "(H-jump-in-wild)"
        ),
        Flag(),
    )
    stack_colour: str = option(
        "declared",
        N_(
            "whether a +2 stacked on a +4 must match the declared colour (declared) or not (any) "
            "(H-stack-colour)"
        ),
        Choice(("declared", "any")),
    )
    deflect_colour: str = option(
        "matching",
        N_(
            "whether a Reverse or Skip passing a pending draw on must match the active colour "
            "(matching) or not (any) (H-stack-colour)"
        ),
        Choice(("matching", "any")),
    )
    skip_deflect_to: str = option(
        "after-next",
        N_(
            "who a Skip passes a pending draw to: after-next (the player after next) or next "
            "(the deflector's next player) (H-skip-deflect)"
        ),
        Choice(("after-next", "next")),
    )
    turn_seconds: int = option(
        0,
        N_(
            "0: no turn timer; N: seconds per turn, then the player draws and the turn passes "
            "(H-timer, kept by the app)"
        ),
        Number(0, 3600),
    )
    round_minutes: int = option(
        0,
        N_(
            "0: no round timer; N: minutes per round, then the fewest cards win it (H-timer, kept "
            "by the app)"
        ),
        Number(0, 600),
    )
    hints: bool = option(
        True,
        N_("whether the app marks the playable cards and offers the coach (h) (H-hints)"),
        Flag(),
    )

    # -- derived values ---------------------------------------------------

    def description_text(self) -> str:
        """The one-line description in the language in use (a shipped ruleset's is in
        the catalogs; another file's is shown as written)."""
        return _(self.description) if self.description else ""

    @property
    def min_players(self) -> int:
        return 2

    @property
    def max_players(self) -> int:
        return 8 if self.deck == "standard-52" else 10

    @property
    def playing_cards(self) -> bool:
        return self.deck == "standard-52"

    @property
    def target_option(self) -> str | None:
        """The option holding the number the game is played to (RULES section 4):
        target_score (S1, and S4's cut-off), penalty_limit (S3), target_wins (S5); None
        when no number ends it: a set number of rounds (S2), or H-elimination (the last
        one standing wins, whatever the scores)."""
        if self.elimination != "none":
            return None
        return {
            "points": "target_score",
            "ranking": "target_score",
            "penalty": "penalty_limit",
            "round-wins": "target_wins",
        }.get(self.scoring)

    def why_no_target(self) -> str:
        """Why the game has no number to play to (`target_option` is None), in words."""
        if self.elimination != "none":
            return _("the last player standing wins, whatever the scores")
        return ngettext(
            "the game lasts {n} round", "the game lasts {n} rounds", self.rounds
        ).format(n=self.rounds)

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

    # -- how many can play ----------------------------------------------------

    def players_problem(self, players: int) -> str | None:
        """Why this ruleset cannot be dealt to `players` players, in one sentence, or None.

        The deck must hold every hand (hand_size, or hand_size_by_players for that
        many), the most extra cards the handicap can deal, and the first card.
        """
        low, high = self.min_players, self.max_players
        if not low <= players <= high:
            return _("the {name} rules are for {low} to {high} players, not {players}").format(
                name=self.name, low=low, high=high, players=players
            )
        if not self._seats_teams(players):
            return _(
                "teams = 'opposite' needs an even number of players from 4 to 10, not "
                "{players}; these rules work for {works_for}"
            ).format(players=players, works_for=self.works_for())
        shortfall = self._shortfall(players)
        if shortfall is None:
            return None
        if self.player_counts():
            shortfall += _("; these rules work for {works_for}").format(works_for=self.works_for())
        return shortfall

    def _shortfall(self, players: int) -> str | None:
        """How the deck falls short of dealing to `players` players, or None."""
        size, extra = self.hand_size_for(players), self._most_handicap(players)
        have = len(self.deck_cards())
        need = players * size + extra + 1
        if need <= have:
            return None
        if str(players) in dict(self.hand_size_by_players):
            setting = _("hand_size_by_players gives {size} for {players}").format(
                size=size, players=players
            )
        else:
            setting = f"hand_size = {size}"
        handicap = (
            ngettext(
                ", up to {extra} handicap card ({setting})",
                ", up to {extra} handicap cards ({setting})",
                extra,
            ).format(extra=extra, setting=f"handicap = {self.handicap!r}")
            if extra
            else ""
        )
        return _(
            "{deck} has {have} cards, too few for {players} players: {players} x {size} "
            "cards ({setting}){handicap} and one to turn up make {need}"
        ).format(
            deck=self._deck_words(),
            have=have,
            players=players,
            size=size,
            setting=setting,
            handicap=handicap,
            need=need,
        )

    def player_counts(self) -> list[int]:
        """Every number of players this ruleset can be dealt to."""
        low, high = self.min_players, self.max_players
        return [
            n for n in range(low, high + 1) if self._seats_teams(n) and self._shortfall(n) is None
        ]

    def _seats_teams(self, players: int) -> bool:
        """Whether `players` players can sit as partners (H-team), or teams are off."""
        return self.teams == "none" or players in (4, 6, 8, 10)

    def works_for(self) -> str:
        """The player counts this ruleset can be dealt to, in words: "2 to 5 players"."""
        spans: list[list[int]] = []
        for n in self.player_counts():
            if spans and spans[-1][-1] == n - 1:
                spans[-1].append(n)
            else:
                spans.append([n])
        words = [
            str(s[0]) if len(s) == 1 else _("{low} to {high}").format(low=s[0], high=s[-1])
            for s in spans
        ]
        if not words:
            return _("no number of players")
        if len(words) == 1:
            counts = words[0]
        else:
            counts = _("{first} and {last}").format(first=listed(words[:-1]), last=words[-1])
        return _("{counts} players").format(counts=counts)

    def _most_handicap(self, players: int) -> int:
        """The most extra cards H-handicap can deal in one round to `players` players."""
        if self.handicap == "rank":  # +3/+2/+1 for last round's first three
            return sum((3, 2, 1)[:players])
        if self.handicap == "points":  # +1 per 100 points, at most +5 each
            most = 5
            if self.scoring == "points":  # every score stays below the target
                most = min(most, (self.target_score - 1) // 100)
            return players * most
        if self.handicap == "wins":  # +1 per round won: as many as rounds were played
            if self.scoring in ("round-table", "ranking"):
                return self.rounds - 1
            if self.scoring == "round-wins":  # every seat has fewer than the target
                return players * (self.target_wins - 1)
            # With no limit on the rounds there is no bound; the deal then gives
            # what the deck holds.
        return 0

    def _deck_words(self) -> str:
        """The deck in words, with what the options change: the classic deck (4 cards removed)."""
        changes = []
        if self.deck_copies > 1:
            changes.append(_("{n} copies").format(n=self.deck_copies))
        if self.jokers:
            changes.append(ngettext("{n} joker", "{n} jokers", self.jokers).format(n=self.jokers))
        if self.remove_cards:  # every copy of a card named goes
            removed = set(self.remove_cards)
            gone = sum(c in removed for c in DECKS[self.deck]()) * self.deck_copies
            changes.append(ngettext("{n} card removed", "{n} cards removed", gone).format(n=gone))
        if self.add_cards:
            added = sum(n for __, n in self.add_cards)
            changes.append(ngettext("{n} card added", "{n} cards added", added).format(n=added))
        if changes:
            return _("the {deck} deck ({changes})").format(
                deck=self.deck, changes=", ".join(changes)
            )
        return _("the {deck} deck").format(deck=self.deck)

    # -- as data ------------------------------------------------------------------

    def to_mapping(self) -> dict[str, Any]:
        """name, description, source and every option as plain JSON/TOML values.

        `from_mapping(rules.to_mapping(), origin)` gives back an equal Ruleset.
        """
        data: dict[str, Any] = {key: getattr(self, key) for key in META_KEYS}
        for f in option_fields():
            data[f.name] = kind_of(f).plain(getattr(self, f.name))
        return data

    def option_rows(self) -> list[tuple[str, Any, str]]:
        """(key, plain value, meaning) for every option, in file order; the meaning in
        the language in use."""
        return [
            (f.name, kind_of(f).plain(getattr(self, f.name)), help_text(f)) for f in option_fields()
        ]

    def with_options(self, **changes: Any) -> Ruleset:
        """A validated copy with some options changed (None values are ignored)."""
        changes = {k: v for k, v in changes.items() if v is not None}
        rules = replace(self, **checked_values(changes, self.name))
        check_combinations(rules, rules.name)
        return rules


_OPTION_FIELDS = tuple(f for f in fields(Ruleset) if f.name not in META_KEYS)
_KNOWN = {f.name: f for f in fields(Ruleset)}
_TEXT = Text()


def option_fields() -> tuple[Field[Any], ...]:
    """The option fields of Ruleset (every field but name, description, source)."""
    return _OPTION_FIELDS


def changed_keys(rules: Ruleset, base: Ruleset) -> list[str]:
    """The options `rules` sets otherwise than `base` (its house rules), in file order."""
    return [f.name for f in _OPTION_FIELDS if getattr(rules, f.name) != getattr(base, f.name)]


def help_text(f: Field[Any]) -> str:
    """What an option field means, in the language in use (`rulesets show`, the house
    rules screen); `f.metadata["help"]` is the English."""
    meaning: str = f.metadata["help"]
    return _(meaning)


def kind_of(f: Field[Any]) -> Kind:
    """The kind of an option field."""
    kind: Kind = f.metadata["kind"]
    return kind


def closest(key: str, known: Iterable[str]) -> str:
    """The hint naming the closest known key, " (did you mean 'KEY'?)", or ""."""
    match = difflib.get_close_matches(key, sorted(known), n=1, cutoff=0.6)
    return _(" (did you mean {key}?)").format(key=repr(match[0])) if match else ""


def checked_values(values: dict[str, Any], origin: str, hint: str = "") -> dict[str, Any]:
    """The values as a Ruleset stores them; RulesetError for an unknown key or bad value
    (every such problem of the file, one a line: a file is mended in one go)."""
    checked = {}
    problems = []
    for key, value in values.items():
        f = _KNOWN.get(key)
        if f is None:
            problems.append(
                _("{origin}: unknown key {key}{did_you_mean}{hint}").format(
                    origin=origin, key=repr(key), did_you_mean=closest(key, _KNOWN), hint=hint
                )
            )
            continue
        kind = _TEXT if key in META_KEYS else kind_of(f)
        # (the same words as a problem with the whole file: "FILE: KEY")
        where = _("{origin}: {problem}").format(origin=origin, problem=key)
        try:
            checked[key] = kind.check(value, where)
        except RulesetError as err:
            problems.append(str(err))
    if problems:
        raise RulesetError("\n".join(problems))
    return checked
