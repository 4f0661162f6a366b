"""uno-tui: hot-seat UNO for the terminal."""

__version__ = "0.1.0"  # the package's version (pyproject.toml reads it from here)

MAX_NAME_LENGTH = 16
"""The longest player name, in characters, for the setup screen and the CLI alike:
the hand-off button and the table title are laid out for it."""

MIN_SEED = 0
"""The lowest seed a game may be given, on the command line and the setup screen alike
(a fresh seed is drawn from 0 up too: records.fresh_seed)."""


LEVELS = ("easy", "normal", "hard")
"""The computer players' levels. Here, not in uno_tui.players, so that the CLI and the
records can check a level without loading the players' code."""


def level_word(level: str) -> str:
    """A computer player's level ("easy", "normal", "hard") in the language in use."""
    from uno_tui.language import pgettext  # (the language module loads nothing of ours)

    words = {
        "easy": pgettext("level", "easy"),
        "normal": pgettext("level", "normal"),
        "hard": pgettext("level", "hard"),
    }
    return words.get(level, level)


def short_label(name: str, level: str | None) -> str:
    """'Cat (hard)' for a computer seat (its level in the language in use), the name
    alone for a human: how tables of seats name a player."""
    from uno_tui.language import _

    return _("{name} ({level})").format(name=name, level=level_word(level)) if level else name


def short_name(name: str) -> str:
    """`name`, cut to MAX_NAME_LENGTH with "…" (records from before the limit may hold longer)."""
    return name if len(name) <= MAX_NAME_LENGTH else name[: MAX_NAME_LENGTH - 1] + "…"
