"""Options that cannot work together (RULES 5: refused at load time, saying why)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...language import _, ngettext
from ..cards import Card, parse_card
from ..decks import DECKS
from ..options.registry import option_conflicts
from .kinds import RulesetError

if TYPE_CHECKING:
    from .options import Ruleset


def check_combinations(rules: Ruleset, origin: str) -> None:
    """RulesetError, naming `origin`, if these options cannot work together (every
    reason, one a line: a file is mended in one go)."""
    deck = DECKS[rules.deck]()
    problems = [
        _("remove_cards names {card}, which is not in the {deck} deck").format(
            card=card, deck=rules.deck
        )
        for card in rules.remove_cards
        if card not in deck
    ]
    named = Counter(rules.remove_cards)
    problems += [  # (every copy goes: naming a card twice reads as taking out two)
        ngettext(
            "remove_cards names {card} {n} time; every copy of a card named leaves the "
            "deck, so name it once",
            "remove_cards names {card} {n} times; every copy of a card named leaves the "
            "deck, so name it once",
            n,
        ).format(card=card, n=n)
        for card, n in named.items()
        if n > 1
    ]
    problems += conflicts(rules)
    if not problems and not rules.player_counts():  # (no count deals: why not at the least)
        problems.append(rules.players_problem(rules.min_players) or "")
    if problems:
        said = [_("{origin}: {problem}").format(origin=origin, problem=p) for p in problems]
        raise RulesetError("\n".join(said))


def _card(text: str) -> Card:
    """A deck's card (a FLIP! card: its light face, the side a round starts on)."""
    card = parse_card(text)
    assert card is not None, text  # decks hold cards
    return card


def _can_start(r: Ruleset, card: str) -> bool:
    """Whether `card` may stay as the first card turned up (O5)."""
    c = _card(card)
    effect = dict(r.rank_effects).get(c.face) if c.playing_card else None
    if c.face == "+4" or effect == "wild4":
        return False
    if r.first_card == "official":
        return True
    if r.first_card == "redraw-wild":  # H-first-wild: every wild goes back too
        return c.colour is not None and effect != "wild"
    return effect is None and (c.is_number or c.playing_card)


def conflicts(r: Ruleset) -> list[str]:
    """Every reason these options cannot work together: the core's checks, then each
    registered option's (options/, `Option.conflicts`)."""
    found = []
    if not any(_can_start(r, c) for c in set(r.deck_cards())):
        found.append(
            _(
                "no card of this deck can be turned up as the first card ({setting} puts "
                "back every card it has)"
            ).format(setting=f"first_card = {r.first_card!r}")
        )
    if r.playing_cards and r.seven_zero:
        found.append(_("seven_zero is for UNO cards; the standard-52 deck has no such rule"))
    if r.rank_effects and not r.playing_cards:
        found.append(
            _("rank_effects gives playing-card ranks their effects; set deck = 'standard-52'")
        )
    if (r.deck_copies > 1 or r.jokers) and not r.playing_cards:
        found.append(_("deck_copies and jokers are for deck = 'standard-52'"))
    if r.play_to_last and r.scoring not in ("ranking", "round-wins"):
        found.append(
            _(
                "play_to_last ends each round with a finishing order, which {setting} cannot "
                "use; use scoring = 'ranking' or 'round-wins'"
            ).format(setting=f"scoring = {r.scoring!r}")
        )
    if r.handicap == "rank" and not r.play_to_last:
        found.append(_("handicap = 'rank' needs a finishing order: set play_to_last = true"))
    peers = peers_problem(r)
    return found + ([peers] if peers else []) + option_conflicts(r)


def peers_problem(r: Ruleset) -> str | None:
    """Why the core's RULES 5b options set cannot work with the others, or None."""
    if r.score_multiplier > 1 and r.scoring not in ("points", "round-table"):
        return _(
            "score_multiplier multiplies the round winner's points: use scoring = 'points' "
            "or 'round-table'"
        )
    if r.uno_call != "with-play" and r.calls != "uno":
        return _("uno_call is about the UNO call; {setting} has its own calls").format(
            setting=f"calls = {r.calls!r}"
        )
    return None
