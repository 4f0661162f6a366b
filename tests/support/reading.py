"""Small readers of a game's events and moves."""

from __future__ import annotations

from uno_tui.engine import Game


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def drawn(events, seat: int) -> list[str]:
    """Every card `seat` drew in these events, in order."""
    return [c for e in events if e.kind == "draw" and e.player == seat for c in e.cards]


def first_flip(game: Game) -> str:
    """The first card turned up this round (after any card that went back)."""
    return [e for e in game.events if e.kind == "flip"][-1].cards[0]


def own_moves(game: Game, by: int | None = None) -> list[str]:
    """The legal moves of the player due (or `by`), without catches of others."""
    return [m for m in game.legal_moves(by=by) if not m.startswith("catch ")]


def own_plays(game: Game, by: int | None = None) -> list[str]:
    return [m for m in game.legal_moves(by=by) if m.startswith("play ")]
