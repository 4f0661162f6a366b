"""The language a player reads: English, Japanese or French, from gettext catalogs.

Every sentence on screen goes through `_` (or `ngettext` for a count, `pgettext` where
one English word has two meanings). English is the source text; `ja` and `fr` are read
from the compiled catalogs `uno_tui/locale/<code>/LC_MESSAGES/uno_tui.mo` (made from the
`.po` files by `scripts/catalogs.py`). Text fixed at import time (module constants,
class attributes such as key bindings) is marked `N_` and translated where it is shown,
so a language chosen on the setup screen changes every screen.

The language is chosen once per process (`choose`, then `use`): `--lang`, else
`UNO_TUI_LANG`, else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.
Pure: the engine uses it for its sentences; nothing here imports the app.
"""

from __future__ import annotations

import gettext
import os
import re
from collections.abc import Iterable, Mapping
from importlib import resources

# Each language by its code, in its own words (the setup screen's choices).
LANGUAGES = {"en": "English", "ja": "日本語", "fr": "Français"}
DOMAIN = "uno_tui"
ENV = "UNO_TUI_LANG"


class UnknownLanguage(ValueError):
    """A language that is not one of LANGUAGES; the message is the sentence to show."""


_translations: gettext.NullTranslations = gettext.NullTranslations()
_code = "en"


def _(message: str) -> str:
    """`message` in the language in use."""
    return _shaped(_translations.gettext(message))


def N_(message: str) -> str:  # noqa: N802 - gettext's name for "mark, translate later"
    """Marks `message` for the catalogs; it is translated where it is shown (`_`)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of `singular`/`plural` for `n` (French and English differ; Japanese has one)."""
    return _shaped(_translations.ngettext(singular, plural, n))


def pgettext(context: str, message: str) -> str:
    """`message` as meant in `context` (e.g. "card" for a card's short name)."""
    return _shaped(_translations.pgettext(context, message))


# The fields of a sentence that hold a player's name.
_NAME_FIELDS = ("player", "who", "whom", "owner", "name", "passer", "partner", "due", "doubter")
_VOWELS = frozenset("AEIOUYÀÂÉÈÊËÎÏÔÙÛÜaeiouyàâéèêëîïôùûü")
# French articles that contract before a seat's given name ("Joueur 3" is a noun):
# "la main du Joueur 3", "c'est au Joueur 3", as "du joueur", "au joueur".
_CONTRACTED = {"de": "du", "De": "Du", "à": "au", "À": "Au"}


class Elided(str):
    """A French sentence: "de" and "que" before a player's name that starts with a vowel
    elide when the name is filled in ("les faces sombres d'Ann", "qu'Ann"), and "de" and
    "à" contract before the name given to an unnamed seat ("du Joueur 3", "au Joueur 3"),
    as a French reader expects; the catalog cannot know the name."""

    def format(self, *args: object, **kwargs: object) -> str:
        text = str.format(self, *args, **kwargs)
        for key in _NAME_FIELDS:
            name = kwargs.get(key)
            if not isinstance(name, str) or not name:
                continue
            if _given(name):
                changes = _CONTRACTED
            elif name[0] in _VOWELS:
                changes = {word: f"{word[:-1]}'" for word in ("de", "De", "que", "Que")}
            else:
                continue
            for word, short in changes.items():
                glue = "" if short.endswith("'") else " "
                text = text.replace(f" {word} {name}", f" {short}{glue}{name}")
                if text.startswith(f"{word} {name}"):
                    text = f"{short}{glue}{text[len(word) + 1 :]}"
        return text


def _given(name: str) -> bool:
    """Whether `name` is the one an unnamed seat is given ("Joueur 3"), not a person's."""
    template = _translations.gettext("Player {number}")
    head, _sep, tail = template.partition("{number}")
    return bool(re.fullmatch(re.escape(head) + r"\d+" + re.escape(tail), name))


def _shaped(text: str) -> str:
    return Elided(text) if _code == "fr" else text


def listed(items: Iterable[str]) -> str:
    """Items named one after another in a sentence, joined the language's way: 'B +2,
    R Skip' (English, French), 'B +2、R Skip' (Japanese). The one join for a list in a
    sentence: the cards of an event or a refusal, the rules' lists."""
    # TRANSLATORS: between the items of a list in a sentence: cards ("Ann draws B +2,
    # R Skip"), "5 players 6 cards, 6 players 5 cards".
    return pgettext("list", ", ").join(items)


def rules_listed(items: Iterable[str]) -> str:
    """Rules named one after another in a sentence ("8 = wild; J = jump", "+2 on +2;
    +4 on +4"): items that hold commas themselves (other lists: `listed`)."""
    # TRANSLATORS: between the items of a list of rules, e.g. "8 = wild; J = jump".
    return pgettext("list", "; ").join(items)


def decimal(value: float, digits: int = 1) -> str:
    """A number with `digits` decimals as the language writes it: "41.5", French "41,5"."""
    # TRANSLATORS: the decimal mark in a number such as 54.3 (French: a comma).
    return f"{value:.{digits}f}".replace(".", pgettext("decimal mark", "."))


def percent(share: float, digits: int = 0) -> str:
    """A share (0.54) as the language writes a percentage: "54%", French "54 %"; with
    `digits`, its decimal mark ("54.3%", "54,3 %")."""
    number = decimal(share * 100, digits)
    # TRANSLATORS: a percentage, {n} its number; French puts a no-break space before %.
    return _("{n}%").format(n=number)


def spaced(head: str) -> str:
    """`head` and the space before what follows it: none after a full-width mark, which
    carries its own ("できません：" then the reason)."""
    return head if head.endswith(("：", "。", "、", "）", "」", "！", "？")) else head + " "


def capitalised(text: str) -> str:
    """`text` with a capital first letter, to stand as a sentence ("c'est à Ann…" ->
    "C'est à Ann…"; a script without capitals is unchanged)."""
    return text[:1].upper() + text[1:]


def sentence(text: str) -> str:
    """`text` made a sentence: a capital first letter and the language's full stop
    ("." ; Japanese "。"), unless it ends with one already."""
    return stopped(capitalised(text))


def stopped(text: str) -> str:
    """`text` ended with the language's full stop, unless it ends with one already (a
    refusal after "Not allowed:", which keeps its small first letter)."""
    # TRANSLATORS: the mark that ends a sentence made of a message (Japanese: 。).
    stop = pgettext("sentence end", ".")
    return text if text.endswith((".", "。", "!", "?", "！", "？")) else text + stop


def current() -> str:
    """The code of the language in use ("en", "ja", "fr")."""
    return _code


def check(code: str, where: str = "--lang") -> str:
    """The language `code` names ("ja", as typed "JA" or " ja", or as a locale names it:
    "fr_FR", "ja-JP", "fr_FR.UTF-8"), else UnknownLanguage with one plain sentence."""
    if language_of(code) in LANGUAGES:
        return language_of(code)
    known = ", ".join(f"{c} ({name})" for c, name in LANGUAGES.items())
    raise UnknownLanguage(f"{where} {code!r} is not a language of uno-tui; choose {known}")


def language_of(locale: str) -> str:
    """The language part of a locale's name: "ja_JP.UTF-8" -> "ja", "fr-FR" -> "fr"."""
    return locale.strip().split(".")[0].replace("-", "_").split("_")[0].lower()


def choose(explicit: str | None = None, environ: Mapping[str, str] = os.environ) -> str:
    """The language to use: `explicit` (--lang), else UNO_TUI_LANG, else the locale's."""
    if explicit:
        return check(explicit)
    if environ.get(ENV):
        return check(environ[ENV], ENV)
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):  # POSIX: the first set one wins
        value = environ.get(variable)
        if value:
            code = language_of(value)
            return code if code in LANGUAGES else "en"
    return "en"


def catalog_dir() -> str:
    """The directory holding `<code>/LC_MESSAGES/uno_tui.mo`."""
    return str(resources.files("uno_tui") / "locale")


def use(code: str, *, whole_process: bool = False) -> None:
    """Speak `code` from now on. `whole_process`: also libraries that read the global
    gettext domain (Click's and Typer's words in `--help` and errors) read our
    catalog; the command line sets it, before it imports Typer."""
    global _translations, _code
    check(code)
    if code == "en":
        _translations = gettext.NullTranslations()
    else:
        path = resources.files("uno_tui") / "locale" / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
        with path.open("rb") as file:
            _translations = gettext.GNUTranslations(file)
    _code = code
    if whole_process:
        gettext.bindtextdomain(DOMAIN, catalog_dir())
        gettext.textdomain(DOMAIN)
        os.environ["LANGUAGE"] = code  # what gettext.gettext reads to find the catalog
