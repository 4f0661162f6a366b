"""Options that cannot work together (RULES 5: refused at load time, saying why)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import Card, parse_card
from ..decks import DECKS
from .kinds import RulesetError

if TYPE_CHECKING:
    from .options import Ruleset


def check_combinations(rules: Ruleset, origin: str) -> None:
    """RulesetError, naming `origin`, if these options cannot work together."""
    deck = DECKS[rules.deck]()
    for card in rules.remove_cards:
        if card not in deck:
            raise RulesetError(
                f"{origin}: remove_cards names {card}, which is not in the {rules.deck} deck"
            )
    refuse = incompatible(rules)
    if refuse:
        raise RulesetError(f"{origin}: {refuse}")
    if not rules.player_counts():
        raise RulesetError(f"{origin}: {rules.players_problem(rules.min_players)}")


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


def incompatible(r: Ruleset) -> str | None:
    """Why these options cannot work together, or None."""
    faces = {_card(c).face for c in r.deck_cards()}
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
    return peers_problem(r)


def peers_problem(r: Ruleset) -> str | None:
    """Why the RULES 5b options set cannot work with the others, or None."""
    if r.stack_revenge and not r.stack:
        return "stack_revenge doubles stacked draws, but stack is empty (no stacking)"
    if r.jump_in_wild and not r.jump_in:
        return "jump_in_wild lets a wild jump in, but jump_in is false"
    if r.teams != "none" and (r.scoring not in ("points", "round-wins") or r.play_to_last):
        return (
            "teams share a round won by one partner: use scoring = 'points' or 'round-wins' "
            "without play_to_last"
        )
    if r.teams != "none" and (r.elimination != "none" or r.shuffle_seats):
        return "teams sit opposite each other for the whole game: no elimination or shuffle_seats"
    if r.elimination != "none" and (r.scoring == "penalty" or r.play_to_last):
        return (
            "elimination needs one round winner and no other way out: not scoring = "
            "'penalty' or play_to_last"
        )
    if r.score_multiplier > 1 and r.scoring not in ("points", "round-table"):
        return (
            "score_multiplier multiplies the round winner's points: use scoring = 'points' "
            "or 'round-table'"
        )
    if r.uno_call != "with-play" and r.calls != "uno":
        return f"uno_call is about the UNO call; calls = {r.calls!r} has its own calls"
    if r.blind_draw and (r.draw_until_playable or r.drawn_card != "may-play"):
        return (
            "blind_draw decides on a drawn card unseen: it needs drawn_card = 'may-play' and "
            "no draw_until_playable"
        )
    if r.stack_amount and (r.stack or r.stack_priority):
        return (
            "stack_amount stacks draw cards by amount; it replaces stack and stack_priority, "
            "which must be left unset"
        )
    problem = mercy_problem(r) if r.mercy_limit else None
    if problem:
        return problem
    if r.uno_call != "with-play" and r.multi_finish == "needs-uno":
        return (
            f"multi_finish = 'needs-uno' calls UNO with the play, which uno_call = "
            f"{r.uno_call!r} does not allow"
        )
    return None


def mercy_problem(r: Ruleset) -> str | None:
    """Why the Mercy rule (mercy_limit, 6e) cannot work with the other options, or None."""
    if r.mercy_limit <= r.hand_size or any(k >= r.mercy_limit for _, k in r.hand_size_by_players):
        return (
            f"mercy_limit = {r.mercy_limit} would put a player out with the cards dealt; "
            "it must be above every hand size"
        )
    if r.play_to_last or r.elimination != "none":
        return (
            "mercy_limit ends the round when one player is left; it cannot go with "
            "play_to_last or elimination, which have their own way out"
        )
    if r.stock:
        return "mercy_limit counts every card drawn; the T2 stock owes cards instead of drawing"
    return None
