"""The user's own ruleset files: the folder Save as… writes them to (the platform's
config folder), listed beside the shipped rulesets by the setup screen and `uno-tui
rulesets`, and taken by name wherever a ruleset is named (`--ruleset family`)."""

from __future__ import annotations

from pathlib import Path

from uno_tui.engine import Ruleset, RulesetError, load_ruleset

from .store import APP_NAME


def rulesets_folder() -> Path:
    """Where the user's own ruleset files are kept (the platform's config folder)."""
    import platformdirs

    return platformdirs.user_config_path(APP_NAME, appauthor=False) / "rulesets"


def saved_rulesets() -> list[Ruleset]:
    """The ruleset files of the user's folder that load, sorted by name (a file that
    does not load is left out: `uno-tui rulesets check FILE` says why)."""
    try:
        paths = sorted(rulesets_folder().glob("*.toml"))
    except OSError:
        return []
    rules = []
    for path in paths:
        try:
            rules.append(load_ruleset(path))
        except RulesetError:
            continue
    return sorted(rules, key=lambda r: r.name)


def your_ruleset_file(name: str) -> Path | None:
    """The file of the user's folder a plain ruleset name means ("family"), if there is
    one; None for a path or a name with no such file."""
    if "/" in name or name.endswith(".toml") or not name.strip():
        return None
    path = rulesets_folder() / f"{name}.toml"
    return path if path.is_file() else None


CHANGED = " (changed)"  # after the name of a ruleset the setup's house rules changed


def changed_name(name: str) -> str:
    """The name of ruleset `name` once the setup's house rules changed it."""
    return name + CHANGED


def ruleset_named(name: str) -> Ruleset | None:
    """The ruleset that goes by `name` (or whose house rules `name` is: "official
    (changed)"): shipped, else a file of the user's folder; None when neither loads
    (e.g. rules read from a file elsewhere)."""
    name = name.removesuffix(CHANGED)
    try:
        return load_ruleset(name)
    except RulesetError:
        pass
    path = your_ruleset_file(name)
    try:
        return None if path is None else load_ruleset(path)
    except RulesetError:
        return None
