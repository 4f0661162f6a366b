"""Speaking another language in a test: `with speaking("ja"): ...` (English after)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from uno_tui import language


@contextmanager
def speaking(code: str) -> Iterator[None]:
    before = language.current()
    language.use(code)
    try:
        yield
    finally:
        language.use(before)
