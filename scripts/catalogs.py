"""Make and check the translation catalogs (Babel).

    python scripts/catalogs.py update    extract every message, merge it into ja and fr
    python scripts/catalogs.py compile   write the .mo files the package reads
    python scripts/catalogs.py check     what is missing, fuzzy or wrong (exit 1 if any)
    python scripts/catalogs.py part NAME PATH...
                                         a work file per language (locale-parts/NAME.ja.po …)
                                         with the messages used under PATHs, to translate
                                         apart; `update` takes their translations in

Messages come from the package's Python (`_`, `N_`, `ngettext`, `pgettext`) and from
the shipped rulesets' `description` lines. The template is `uno_tui/locale/uno_tui.pot`;
each language's catalog is `uno_tui/locale/<code>/LC_MESSAGES/uno_tui.po`, compiled
beside it to `uno_tui.mo` (committed: a plain `pip install` has no Babel).
"""

from __future__ import annotations

import copy
import io
import re
import sys
import tomllib
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "uno_tui" / "locale"
TEMPLATE = LOCALE / "uno_tui.pot"
LANGUAGES = ("ja", "fr")
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def shown(path: Path) -> str:
    """`path` as written in messages: from the project's root when inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / "uno_tui.po"


def extract() -> Catalog:
    """Every message of the package and the rulesets, with where it is used."""
    catalog = Catalog(project="uno-tui", charset="utf-8")
    found = extract_from_dir(
        ROOT / "uno_tui",
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=("TRANSLATORS:",),
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        catalog.add(
            message,
            None,
            [(f"uno_tui/{filename}", lineno)],
            auto_comments=comments,
            context=context,
        )
    for path in sorted((ROOT / "rulesets").glob("*.toml")):
        description = tomllib.loads(path.read_text(encoding="utf-8")).get("description")
        if description:
            catalog.add(description, None, [(f"rulesets/{path.name}", 0)])
    return catalog


PARTS = ROOT / "locale-parts"


def read(path: Path, code: str) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=code)


def part(name: str, prefixes: list[str]) -> None:
    """Work files with the template's messages used under `prefixes`, keeping what a
    work file already translates."""
    template = extract()
    PARTS.mkdir(exist_ok=True)
    for code in LANGUAGES:
        path = PARTS / f"{name}.{code}.po"
        catalog = read(path, code) if path.exists() else Catalog(locale=code, charset="utf-8")
        chosen = Catalog(locale=code, charset="utf-8")
        for message in template:
            if message.id and any(
                where.startswith(prefix) for where, _ in message.locations for prefix in prefixes
            ):
                chosen[message.id] = message
        catalog.update(copy.deepcopy(chosen), no_fuzzy_matching=True)
        with path.open("wb") as file:
            write_po(file, catalog, width=100, ignore_obsolete=True)
        print(f"{shown(path)}: {len(catalog)} messages")


def fill_from_parts(catalog: Catalog, code: str) -> None:
    """Take every translation the work files have that `catalog` lacks."""
    for path in sorted(PARTS.glob(f"*.{code}.po")):
        for message in read(path, code):
            if not message.id or not message.string or message.fuzzy:
                continue
            if isinstance(message.string, tuple) and not all(message.string):
                continue
            mine = catalog.get(message.id, context=message.context)
            if mine is not None and (
                not mine.string
                or mine.string
                == ("",) * len(mine.string if isinstance(mine.string, tuple) else "x")
            ):
                mine.string = message.string
                mine.flags.discard("fuzzy")


def update() -> None:
    template = extract()
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    with TEMPLATE.open("wb") as file:
        write_po(file, template, width=100, omit_header=False)
    for code in LANGUAGES:
        path = po_path(code)
        if path.exists():
            with path.open("rb") as file:
                catalog = read_po(file, locale=code)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=code, project="uno-tui", charset="utf-8")
        # Babel's update takes the template's message objects into the catalog: each
        # language updates from its own copy, or one's translations show in the other.
        catalog.update(copy.deepcopy(template), no_fuzzy_matching=True)
        fill_from_parts(catalog, code)
        catalog.fuzzy = False  # the header: a fuzzy one is left out of the .mo
        with path.open("wb") as file:
            write_po(file, catalog, width=100, ignore_obsolete=True)
        print(f"{shown(path)}: {len(catalog)} messages")


def compiled(code: str) -> bytes:
    with po_path(code).open("rb") as file:
        catalog = read_po(file, locale=code)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def messages_of(mo: bytes) -> dict[tuple[str | None, object], object]:
    """What a compiled catalog says, message by message (its bytes differ from one Babel
    version to the next)."""

    def flat(value: object) -> object:
        return tuple(value) if isinstance(value, list | tuple) else value

    return {(m.context, flat(m.id)): flat(m.string) for m in read_mo(io.BytesIO(mo)) if m.id}


def compile_all() -> None:
    for code in LANGUAGES:
        po_path(code).with_suffix(".mo").write_bytes(compiled(code))
        print(f"{shown(po_path(code).with_suffix('.mo'))} written")


def problems(code: str, template: Catalog | None = None) -> list[str]:
    """Every message of the template missing, untranslated, fuzzy or with other
    placeholders in `code`; and a .mo that is not the .po compiled."""
    template = template or extract()
    path = po_path(code)
    if not path.exists():
        return [f"{code}: no catalog at {shown(path)}"]
    with path.open("rb") as file:
        catalog = read_po(file, locale=code)
    found = []
    for message in template:
        if not message.id:
            continue
        key = message.id if not message.context else message.id
        translated = catalog.get(key, context=message.context)
        name = message.id[0] if isinstance(message.id, tuple) else message.id
        if translated is None:
            found.append(f"{code}: missing {name!r}")
            continue
        if translated.fuzzy:
            found.append(f"{code}: fuzzy {name!r}")
        strings = (
            translated.string if isinstance(translated.string, tuple) else (translated.string,)
        )
        if not all(strings):
            found.append(f"{code}: untranslated {name!r}")
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        wanted = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
        for string in strings:
            if set(PLACEHOLDER.findall(string)) != wanted:
                found.append(f"{code}: placeholders of {name!r} differ: {string!r}")
    mo = path.with_suffix(".mo")
    if not mo.exists() or messages_of(mo.read_bytes()) != messages_of(compiled(code)):
        found.append(
            f"{code}: {shown(mo)} is not the .po compiled (python scripts/catalogs.py compile)"
        )
    return found


def check() -> int:
    template = extract()
    found = [line for code in LANGUAGES for line in problems(code, template)]
    print("\n".join(found) or "catalogs complete")
    return 1 if found else 0


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "part" and len(sys.argv) > 3:
        part(sys.argv[2], sys.argv[3:])
    elif command == "check":
        sys.exit(check())
    else:
        sys.exit(__doc__)
