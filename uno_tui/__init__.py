"""uno-tui: hot-seat UNO for the terminal."""

MAX_NAME_LENGTH = 16
"""The longest player name, in characters, for the setup screen and the CLI alike:
the hand-off button and the table title are laid out for it."""


def short_name(name: str) -> str:
    """`name`, cut to MAX_NAME_LENGTH with "…" (records from before the limit may hold longer)."""
    return name if len(name) <= MAX_NAME_LENGTH else name[: MAX_NAME_LENGTH - 1] + "…"


def __getattr__(name: str) -> str:
    # The version is looked up only when asked for: importlib.metadata costs
    # tens of milliseconds at start-up, and the engine alone never needs it.
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("uno-tui")
        except PackageNotFoundError:  # a source tree that was never installed
            return "0.1.0"
    raise AttributeError(f"module 'uno_tui' has no attribute {name!r}")
