"""Finding and loading rulesets: the shipped files, any TOML file, a plain mapping."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from ...language import N_, _
from .combinations import check_combinations
from .kinds import RulesetError
from .options import Ruleset, checked_values, closest


def from_mapping(data: dict[str, Any], origin: str) -> Ruleset:
    """The Ruleset a TOML file's (or a record's) mapping describes; errors name `origin`."""
    hint = _("; see {command} for every option").format(command="'uno-tui rulesets show official'")
    rules = Ruleset(**checked_values(data, origin, hint))
    check_combinations(rules, origin)
    return rules


def _shipped_dir() -> Path:
    # Installed: uno_tui/rulesets, the package data. From a source tree (or an editable
    # install, which does not map that package): the top-level folder. A plain path, not
    # importlib.resources, whose readers cost a few ms of every start.
    package = Path(__file__).resolve().parents[2]
    installed = package / "rulesets"
    return installed if installed.is_dir() else package.parent / "rulesets"


def _shipped_names() -> list[str]:
    return sorted(p.name[:-5] for p in _shipped_dir().iterdir() if p.name.endswith(".toml"))


def shipped_file(name: str) -> Path | None:
    """The shipped file of ruleset `name`, if there is one."""
    path = _shipped_dir() / f"{name}.toml"
    return path if path.is_file() else None


def is_path(name_or_path: str | Path) -> bool:
    """Whether `load_ruleset` reads this as a file's path (else as a shipped name)."""
    text = str(name_or_path)
    return isinstance(name_or_path, Path) or text.endswith(".toml") or "/" in text


def list_rulesets() -> list[Ruleset]:
    """Every ruleset shipped in rulesets/, sorted by name."""
    return sorted((load_ruleset(name) for name in _shipped_names()), key=lambda r: r.name)


# tomllib's messages for the mistakes a hand-written file makes, in plain words (its
# messages are English only): the start of the message, what to say instead.
_TOML_MISTAKES = (
    ("Cannot overwrite a value", N_("an option is written twice; keep one of them")),
    ("Cannot declare", N_("an option is written twice; keep one of them")),
    ("Illegal character '\\n'", N_('a text is not closed: end it with " on the same line')),
    ("Unterminated string", N_('a text is not closed: end it with " on the same line')),
    (
        "Expected '=' after a key",
        N_("a line reads option = value, and an option's name has no spaces or accents"),
    ),
    (
        "Invalid value",
        N_(
            'a value is not written as TOML writes it: text in "double quotes", true or '
            "false in small letters, numbers in digits"
        ),
    ),
    # (tomllib tells where it noticed, the line after the list's own at the soonest)
    ("Unclosed array", N_("a list begun on this line or before is not closed: end it with ]")),
    (
        "Unclosed inline table",
        N_("a table begun on this line or before is not closed: end it with }"),
    ),
)
_TOML_WHERE = re.compile(
    r"(?P<message>.*) \((at line (?P<line>\d+), column \d+|at end of document)\)", re.DOTALL
)


def toml_problem(error: tomllib.TOMLDecodeError, origin: str, text: str) -> str:
    """What is wrong with `text`, a file that is not TOML, in one sentence: the line and
    the mistake in plain words where it is a common one, else tomllib's own words."""
    found = _TOML_WHERE.fullmatch(str(error))
    if found:
        line = found["line"] or str(len(text.splitlines()))  # (at the end: its last line)
        at_end = found["line"] is None  # (there, only what is left open is told for sure)
        for start, plain in _TOML_MISTAKES:
            if found["message"].startswith(start) and (start.startswith("Unclosed") or not at_end):
                return _("{origin}, line {line}: {problem}").format(
                    origin=origin, line=line, problem=_(plain)
                )
    return _("{origin}: not valid TOML ({error})").format(origin=origin, error=error)


def load_ruleset(name_or_path: str | Path, others: Sequence[str] = ()) -> Ruleset:
    """Load a shipped ruleset by name, or any ruleset file by path. `others`: more names
    the caller takes (the player's own files), listed with the shipped ones when a name
    is unknown."""
    text_name = str(name_or_path)
    if is_path(name_or_path):
        path = Path(name_or_path)
        origin = str(path)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise RulesetError(_("{origin}: no such file").format(origin=origin)) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise RulesetError(
                _("{origin}: cannot be read ({error})").format(origin=origin, error=exc)
            ) from None
    else:
        resource = shipped_file(text_name)
        origin = f"rulesets/{text_name}.toml"
        if resource is None:
            names = [*_shipped_names(), *others]
            raise RulesetError(
                _(
                    "unknown ruleset {name}{did_you_mean}; the rulesets are: {names} "
                    "(or give a path to a .toml file)"
                ).format(
                    name=repr(text_name),
                    did_you_mean=closest(text_name, names),
                    names=", ".join(names),
                )
            )
        text = resource.read_text(encoding="utf-8")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetError(toml_problem(exc, origin, text)) from None
    rules = from_mapping(data, origin)
    if "name" not in data:
        rules = replace(rules, name=Path(origin).stem)
    return rules
