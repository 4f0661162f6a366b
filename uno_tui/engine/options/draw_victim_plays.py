"""draw_victim_plays: whether a player who takes a draw then plays on.

A draw card turned up as the first card is nobody's play: the first player draws
and misses the turn whatever this option says (O5, rounds.first_card_effect).

After a Wild Draw Four only (after-wd4) means after a card challenged like one, as
the engine has it (`State._wd4_faces`): the Wild Draw Four, or a joker acting as one
(Page One), FLIP!'s Wild Draw Two and Wild Draw Colour. The sentences name the draw
cards of the deck in play, or say "draw card" where the deck has other ones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...language import N_
from ..effects import deck_effects
from .base import Option, When

if TYPE_CHECKING:
    from ..effects import Effect
    from ..ruleset import Ruleset
    from ..state import State


def victim_plays(game: State, victim: int, face: str | None) -> bool:
    """Whether the player who took a draw of this face plays on."""
    plays = game.rules.draw_victim_plays
    return plays == "always" or (plays == "after-wd4" and face in game._wd4_faces)


def first_card_draws(r: Ruleset) -> bool:
    """Whether the first card turned up may be a draw card that the first player draws
    from and misses the turn for (O5): first_card does not put it back, and it is no
    wild (a wild's colour is declared and the first player plays)."""
    if r.first_card == "redraw-non-number":
        return False
    return any(  # (a FLIP! round starts on the light side)
        e.draw and not e.wild and not e.redrawn_first
        for _card, side, e in deck_effects(r)
        if side == "light"
    )


def _draw_effects(r: Ruleset) -> list[Effect]:
    """The effects of the deck's draw cards (on either FLIP! side)."""
    return [e for _card, _side, e in deck_effects(r) if e.draw]


def _draw_two_and_wd4(r: Ruleset) -> bool:
    """Whether the deck's draw cards are the Draw Two and the Wild Draw Four, both
    there (the classic decks), which the sentences may name. Not with playing cards
    (Page One's draw ranks), nor the Tōgen and No Mercy decks, which have others."""
    names = {e.name for e in _draw_effects(r)}
    return not r.playing_cards and names == {"draw2", "wild4"}


def _flip(r: Ruleset) -> bool:
    """UNO FLIP!: Draw One, Wild Draw Two (light), Draw Five, Wild Draw Colour (dark)."""
    return r.deck == "flip"


def _no_wd4(r: Ruleset) -> bool:
    """Whether no draw card of the deck lets its victim play on under after-wd4: none
    is challenged like a Wild Draw Four (No Mercy; Page One without a joker acting as
    one)."""
    return not any(e.challengeable for e in _draw_effects(r))


DRAW_VICTIM_PLAYS = Option(
    "draw_victim_plays",
    ("draw_victim_plays",),
    sentences={
        "draw_victim_plays": {
            "always": (
                When(
                    _draw_two_and_wd4,
                    (
                        When(
                            first_card_draws,
                            N_(
                                "A player who draws from a Draw Two or Wild Draw Four may "
                                "still play, except the first player when the first card "
                                "turned up is a draw card: they draw and miss the turn."
                            ),
                        ),
                        N_("A player who draws from a Draw Two or Wild Draw Four may still play."),
                    ),
                ),
                When(
                    _flip,
                    (
                        When(
                            first_card_draws,
                            N_(
                                "A player who draws from a Draw One, Draw Five, Wild Draw Two "
                                "or Wild Draw Colour may still play, except the first player "
                                "when the first card turned up is a Draw One: they draw 1 and "
                                "miss the turn."
                            ),
                        ),
                        N_(
                            "A player who draws from a Draw One, Draw Five, Wild Draw Two or "
                            "Wild Draw Colour may still play."
                        ),
                    ),
                ),
                When(
                    first_card_draws,
                    N_(
                        "A player who draws from a draw card may still play, except the first "
                        "player when the first card turned up is a draw card: they draw and "
                        "miss the turn."
                    ),
                ),
                N_("A player who draws from a draw card may still play."),
            ),
            "after-wd4": (
                When(
                    _draw_two_and_wd4,
                    N_(
                        "A player who draws from a Wild Draw Four may still play; after a "
                        "Draw Two they lose the turn."
                    ),
                ),
                When(
                    _flip,
                    N_(
                        "A player who draws from a Wild Draw Two or Wild Draw Colour may still "
                        "play; after a Draw One or Draw Five they lose the turn."
                    ),
                ),
                When(_no_wd4, N_("A player who draws from a draw card loses the turn.")),
                N_(
                    "A player who draws from a Wild Draw Four may still play; after any other "
                    "draw card they lose the turn."
                ),
            ),
        },
    },
    when=lambda r: r.draw_victim_plays != "never",
    victim_plays=victim_plays,
)
