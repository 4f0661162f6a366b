"""Modal: pick a seat (who catches, whom to catch, a target player)."""

from __future__ import annotations

from .choice import ChoiceModal

NOBODY = -1


class SeatPicker(ChoiceModal):
    """Dismisses the chosen seat (or NOBODY if offered), None when cancelled.
    `choices`: (seat, words) pairs."""

    CSS_PATH = "choice.tcss"  # (read from this folder, like its base's)


class RacePicker(SeatPicker):
    """A seat asked in a race (who catches, whom, who calls late, who jumps in): the
    computers wait while it is open, so whoever pressed first keeps the race while
    choosing. A seat's number key is its seat number (Ann 1, Ben 2, ...) whoever else
    is listed: it stays the same from turn to turn, for a quick hand."""

    HOLDS_COMPUTERS = True

    def key_of(self, index: int) -> int:
        return int(self.choices[index][0])
