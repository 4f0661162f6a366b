"""uno-tui: hot-seat UNO for the terminal."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("uno-tui")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.1.0"
