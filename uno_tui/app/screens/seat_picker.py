"""Modal: pick a seat (who catches, whom to catch, a target player)."""

from __future__ import annotations

from .choice import ChoiceModal

NOBODY = -1
_NO_KEY = 10  # (as `key_for` counts: beyond the ten number keys)


class SeatPicker(ChoiceModal):
    """Dismisses the chosen seat (or NOBODY if offered), None when cancelled.
    `choices`: (seat, words) pairs. A seat's number key is its seat number (Ann 1, Ben
    2, ...) whoever else is listed, in every window that asks for a seat: it stays the
    same from turn to turn, for a quick hand. "Nobody" has none (↑↓ Enter, a click)."""

    CSS_PATH = "choice.tcss"  # (read from this folder, like its base's)

    def key_of(self, index: int) -> int:
        seat = int(self.choices[index][0])
        return _NO_KEY if seat == NOBODY else seat


class RacePicker(SeatPicker):
    """A seat asked in a race (who catches, whom, who calls late, who jumps in): the
    computers wait while it is open, so whoever pressed first keeps the race while
    choosing."""

    HOLDS_COMPUTERS = True
