"""Whole random games through the app in Japanese and in French: no English sentence
on any screen. English is found two ways: a fixed part (two words or more) of any
message of the catalog whose translation does not contain it, and English words a
translated screen never needs (text that never went through the catalog)."""

from __future__ import annotations

import random
import re
from functools import cache
from pathlib import Path

import pytest
from app_driver import random_step, screen_text
from babel.messages.pofile import read_po
from support.language import speaking

from uno_tui.app import create_app
from uno_tui.engine import load_ruleset

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{[^{}]*\}|\[[^\]]*\]")
# Words of English sentences that no Japanese or French screen has a reason to show.
ENGLISH_WORDS = re.compile(r"\b(the|your|you|and|with|plays|draws|cards|turn|choose)\b")


@cache
def english_fragments(code: str) -> tuple[str, ...]:
    """The fixed parts of the catalog's messages that the translation does not keep."""
    # The source catalog (an installed package holds the compiled .mo only).
    path = ROOT / "uno_tui" / "locale" / code / "LC_MESSAGES" / "uno_tui.po"
    with open(path, "rb") as file:
        catalog = read_po(file, locale=code)
    found = set()
    for message in catalog:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for english in ids:
            for part in PLACEHOLDER.split(english):
                part = part.strip(" .,:;!?()'\"-—…")
                long_enough = len(part.split()) >= 2 and len(part) >= 10
                if long_enough and not any(part in string for string in strings):
                    found.add(part)
    return tuple(sorted(found, key=len, reverse=True))


def english_on(text: str, code: str) -> list[str]:
    return [f for f in english_fragments(code) if f in text] + ENGLISH_WORDS.findall(text)


@pytest.mark.parametrize(
    ("code", "ruleset", "seed"), [("ja", "official", 1), ("fr", "official", 1)]
)
async def test_a_whole_game_without_english(code, ruleset, seed):
    rules = load_ruleset(ruleset).with_options(target_score=1)
    with speaking(code):
        app = create_app(rules=rules, names=["Ann", "Ben", "Cat"], seed=seed)
        rng = random.Random(seed)
        seen = set()
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            await pilot.pause()
            for _ in range(400):
                name = await random_step(pilot, rng)
                seen.add(name)
                text = screen_text(app)
                assert not english_on(text, code), (name, english_on(text, code), text)
                if name == "GameOverScreen":
                    break
    assert {"HandoffScreen", "TableScreen", "RoundOverScreen", "GameOverScreen"} <= seen, seen
