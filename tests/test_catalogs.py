"""The translation catalogs: every message of the game (and of the shipped rulesets'
descriptions) has a Japanese and a French translation, none fuzzy, each with exactly
the English placeholders, and the compiled .mo files are the .po files compiled."""

from __future__ import annotations

import gettext
import importlib.util
from pathlib import Path

import pytest

from uno_tui import language

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("catalogs", ROOT / "scripts" / "catalogs.py")
assert spec and spec.loader
catalogs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(catalogs)


@pytest.fixture(scope="module")
def template():
    return catalogs.extract()


@pytest.mark.parametrize("code", catalogs.LANGUAGES)
def test_catalog_is_complete(template, code):
    assert catalogs.problems(code, template) == []


def test_the_template_is_up_to_date(template):
    """The committed .pot lists the messages the code has (scripts/catalogs.py update)."""
    with catalogs.TEMPLATE.open("rb") as file:
        committed = catalogs.read_po(file)
    assert {m.id for m in committed if m.id} == {m.id for m in template if m.id}


def test_plural_forms():
    with open(f"{language.catalog_dir()}/fr/LC_MESSAGES/uno_tui.mo", "rb") as file:
        french = gettext.GNUTranslations(file)
    assert french.plural(1) == 0 and french.plural(2) == 1 and french.plural(0) == 0
    with open(f"{language.catalog_dir()}/ja/LC_MESSAGES/uno_tui.mo", "rb") as file:
        japanese = gettext.GNUTranslations(file)
    assert japanese.plural(1) == japanese.plural(5) == 0


def test_the_check_finds_what_is_wrong(tmp_path, monkeypatch, template):
    """A message dropped, one made fuzzy and one with a placeholder renamed are found."""
    with catalogs.po_path("fr").open("rb") as file:
        catalog = catalogs.read_po(file, locale="fr")
    with_placeholder = next(m for m in catalog if m.id and "{" in str(m.id) and m.string)
    plain = [m for m in catalog if m.id and "{" not in str(m.id) and m.string]
    dropped, fuzzy = plain[0], plain[1]
    catalog.delete(dropped.id, context=dropped.context)
    fuzzy.flags.add("fuzzy")
    string = with_placeholder.string
    if isinstance(string, tuple):
        with_placeholder.string = tuple(s.replace("{", "{x") for s in string)
    else:
        with_placeholder.string = string.replace("{", "{x", 1)
    (tmp_path / "fr" / "LC_MESSAGES").mkdir(parents=True)
    with (tmp_path / "fr" / "LC_MESSAGES" / "uno_tui.po").open("wb") as file:
        catalogs.write_po(file, catalog)
    monkeypatch.setattr(catalogs, "LOCALE", tmp_path)
    found = "\n".join(catalogs.problems("fr", template))
    assert "missing" in found and "fuzzy" in found and "placeholders" in found
    assert "not the .po compiled" in found
