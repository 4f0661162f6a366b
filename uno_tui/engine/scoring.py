"""Scoring (RULES.md section 4): what a finished round is worth to each seat."""

from __future__ import annotations


def round_deltas(scoring: str, hand_points: list[int | None], winner: int) -> list[int]:
    """Score changes for one round. `hand_points[i]` is None for a seat not in the round.

    S1 points: the winner scores the other hands. S2 round-table: the winner
    writes +sum and everyone else -own hand. S3 penalty: rounds score nothing
    (penalty points come from being caught; see Game).
    """
    others = sum(p for i, p in enumerate(hand_points) if i != winner and p is not None)
    deltas = [0] * len(hand_points)
    if scoring in ("points", "round-table"):
        deltas[winner] = others
    if scoring == "round-table":
        for i, p in enumerate(hand_points):
            if i != winner and p is not None:
                deltas[i] = -p
    return deltas


def places(totals: list[int], higher_is_better: bool = True) -> list[int]:
    """1-based place of each seat; equal totals share a place."""
    sign = -1 if higher_is_better else 1
    return [1 + sum(sign * t < sign * mine for t in totals) for mine in totals]
