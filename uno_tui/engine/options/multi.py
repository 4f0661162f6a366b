"""multi and runs_colour (H-multi): several cards in one play; which groups
are allowed, and which are listed."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...language import N_, _, listed
from .. import ending, play
from ..cards import ALL_CARDS, FLIP_SIDES, flip_face
from ..moves import format_play
from ..refusals import Refusal, refuse
from .base import Option, When

if TYPE_CHECKING:
    from ..events import Event
    from ..ruleset import Ruleset
    from ..state import State


def group_problem(game: State, cards: tuple[str, ...]) -> Refusal | None:
    """Why these cards may not be played together, or None if they may."""
    if len(cards) < 2:
        return None
    alone = [c for c in cards if not game._effect[c].multi_ok]
    if alone:
        return refuse("alone", card=alone[0])
    return mode_problem(cards, game.rules.multi, game.rules.runs_colour, game.side)


@lru_cache(maxsize=1 << 16)  # pure, and asked of the same pairs move after move
def mode_problem(
    cards: tuple[str, ...], modes: tuple[str, ...], runs_colour: str, side: str = "light"
) -> Refusal | None:
    """Why the multi modes allow no group of these cards (FLIP! cards: their faces on
    `side`), or None."""
    info = [ALL_CARDS.get(c) or FLIP_SIDES[side][flip_face(c, side)] for c in cards]
    if not modes:
        return refuse("one-at-a-time")
    if "identical" in modes and len(set(cards)) == 1:
        return None
    if all(c.is_wild for c in info):
        return None if "wilds" in modes else refuse("no-wilds-together")
    if any(c.is_wild for c in info):
        return refuse("wild-with-coloured")
    faces = {c.face for c in info}
    if len(faces) == 1:
        numeric = info[0].is_number
        if numeric and "same-number" in modes:
            return None
        if not numeric and "same-symbol" in modes:
            return None
    if "runs" in modes and all(c.is_number for c in info):
        numbers = [c.number or 0 for c in info]
        step = numbers[1] - numbers[0]
        consecutive = step in (1, -1) and all(
            b - a == step for a, b in zip(numbers, numbers[1:], strict=False)
        )
        if consecutive and (runs_colour == "any" or len({c.colour for c in info}) == 1):
            return None
    allowed = listed(_(MULTI_WORDS[m]) for m in modes)  # (as help says them, not file words)
    return refuse("not-together", cards=" ".join(cards), allowed=allowed)


def candidate_groups(game: State, by: int) -> list[tuple[str, ...]]:
    """The groups listed: pairs starting with a playable card, and whole same-face sets
    (move() accepts every other valid group too)."""
    simple = [c for c in game._hands[by] if game._effect[c].multi_ok]
    groups: set[tuple[str, ...]] = set()
    for i, first in enumerate(simple):
        if first not in game._ok:
            continue
        for j, second in enumerate(simple):
            if i != j:
                groups.add((first, second))
        face = game._cards[first].face
        same = tuple([first] + [c for k, c in enumerate(simple) if k != i and c == first])
        same_face = tuple(
            [first] + [c for k, c in enumerate(simple) if k != i and game._cards[c].face == face]
        )
        groups.update(g for g in (same, same_face) if len(g) > 2)
    return sorted(groups)


def group_moves(game: State, by: int) -> list[str]:
    """The plays of the listed groups, each in every allowed way (the more_plays hook)."""
    groups = candidate_groups(game, by)
    if game._texts:  # fast path: what play_problem would check of a group drawn from the hand
        return group_texts(game, by, groups)
    return [m for group in groups for m in play.allowed_plays(game, by, group)]


def group_texts(game: State, by: int, groups: list[tuple[str, ...]]) -> list[str]:
    """The plays of these groups (from the player due's hand, first card matching)
    that play.play_problem allows, worked out directly: the group allowed, a last
    group allowed to finish, a colour if wild, the calls (the fast path)."""
    hand_size = len(game._hands[by])
    texts = []
    modes, runs_colour = game.rules.multi, game.rules.runs_colour
    for group in groups:  # every card of the groups may go in a group (candidate_groups)
        if mode_problem(group, modes, runs_colour, game.side) is not None:
            continue
        left = hand_size - len(group)
        if not left and play.going_out_problem(game, by, group):
            continue
        wild = any(c in game._wilds for c in group)
        colours: tuple[str | None, ...] = game._colour_letters if wild else (None,)
        calls = (None, *play.allowed_calls(game, left, len(group)))
        texts += [format_play(group, c, call) for call in calls for c in colours]
    return texts


MULTI_WORDS = {
    "identical": N_("identical cards"),
    "same-number": N_("numbers of any colours"),
    "same-symbol": N_("action cards of one kind"),
    "runs": N_("runs of consecutive numbers"),
    "wilds": N_("several wilds"),
}


def gone_out(
    game: State, p: int, cards: tuple[str, ...], called: bool, events: list[Event]
) -> bool:
    """multi_finish = 'needs-uno': going out with several cards without UNO costs cards."""
    rules = game.rules
    if len(cards) > 1 and rules.multi_finish == "needs-uno" and not called:
        ending.finish_penalty(game, p, rules.multi_finish_penalty, events)
        return True
    return False


def conflicts(r: Ruleset) -> str | None:
    if r.multi_finish == "needs-uno" and not r.multi:
        return _(
            "multi_finish = 'needs-uno' is about playing several cards at once, but multi is empty"
        )
    if r.uno_call != "with-play" and r.multi_finish == "needs-uno":
        return _(
            "multi_finish = 'needs-uno' calls UNO with the play, which uno_call = "
            "{uno_call} does not allow"
        ).format(uno_call=repr(r.uno_call))
    return None


MULTI = Option(
    "multi",
    ("multi", "runs_colour", "multi_finish", "multi_finish_penalty"),
    sentences={
        "multi": lambda r: _(
            "You may play several cards at once: {kinds}. The first must match; the last "
            "becomes the top card; each card's effect counts."
        ).format(kinds=listed(_(MULTI_WORDS[m]) for m in r.multi)),
        "runs_colour": When(
            lambda r: "runs" in r.multi,
            {"same": N_("Runs must be of one colour."), "any": N_("Runs may mix colours.")},
        ),
        "multi_finish": {
            "needs-uno": N_(
                "You may go out with your last cards at once, but must call UNO with "
                "that play, or draw {r.multi_finish_penalty}."
            )
        },
    },
    conflicts=conflicts,
    group_problem=group_problem,
    more_plays=group_moves,
    gone_out=gone_out,
    refusals={
        "alone": N_("{card} is played on its own, never with other cards"),
        "no-wilds-together": N_("several wilds at once are not allowed"),
        "wild-with-coloured": N_("wilds cannot be played together with coloured cards"),
        "not-together": N_("{cards} cannot be played together (allowed: {allowed})"),
    },
)
