"""The user's own ruleset files: the folder Save as… writes them to (the platform's
config folder), listed beside the shipped rulesets by the setup screen and `uno-tui
rulesets`, and taken by name wherever a ruleset is named (`--ruleset family`)."""

from __future__ import annotations

from pathlib import Path

from uno_tui.engine import Ruleset, RulesetError, load_ruleset
from uno_tui.engine.ruleset import changed_keys, is_path, shipped_file
from uno_tui.language import N_, _

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


def your_ruleset_names() -> list[str]:
    """The names a plain name may take in the user's folder (its files' names), sorted."""
    try:
        return sorted(path.stem for path in rulesets_folder().glob("*.toml"))
    except OSError:
        return []


def your_ruleset_file(name: str) -> Path | None:
    """The file of the user's folder a plain ruleset name means ("family"), if there is
    one; None for a path or a name with no such file."""
    if is_path(name) or not name.strip():
        return None
    path = rulesets_folder() / f"{name}.toml"
    return path if path.is_file() else None


CHANGED = " (changed)"  # after the name of a ruleset the setup's house rules changed


def changed_name(name: str) -> str:
    """The name of ruleset `name` once the setup's house rules changed it."""
    return name + CHANGED


def shown_name(name: str) -> str:
    """A ruleset's name as the screens show it: house rules' "(changed)" in the language
    in use ("official (changed)" is the name the record keeps)."""
    if name.endswith(CHANGED):
        return _("{name} (changed)").format(name=name.removesuffix(CHANGED))
    return name


def load_named(source: str | Path) -> Ruleset:
    """The ruleset `source` names: a shipped one (as the setup lists them first), any
    file by path, else a file of the user's folder ("family"); RulesetError saying why
    none loads. A file goes by its own name (`refuse_a_taken_name`)."""
    try:
        rules = load_ruleset(source, others=your_ruleset_names())
        path = Path(source) if is_path(source) else None
    except RulesetError as err:
        path = None if isinstance(source, Path) else your_ruleset_file(source)
        if path is None:
            stem = Path(source).stem
            if is_path(source) and not Path(source).exists() and ruleset_exists(stem):
                raise RulesetError(goes_by_its_name(str(err), stem)) from None
            raise
        rules = load_ruleset(path)
    if path is not None:
        refuse_a_taken_name(rules, path)
    return rules


def goes_by_its_name(problem: str, name: str) -> str:
    """`problem` (no such file) with the hint a play-tester needed: famille.toml was typed
    for the rules saved as famille."""
    return _("{problem}; the ruleset {name} goes by its name alone: {name}").format(
        problem=problem.rstrip(".。"), name=name
    )


def ruleset_exists(name: str) -> bool:
    """Whether a shipped ruleset or one of the user's goes by `name`."""
    return shipped_file(name) is not None or your_ruleset_file(name) is not None


def refuse_a_taken_name(rules: Ruleset, path: Path) -> None:
    """RulesetError if the file at `path` goes by the name of another ruleset (a shipped
    one, or one of the user's files) and plays otherwise: help's changes and `games`
    name rules by what their name means, and would read this file as that one changed.
    A copy playing the same rules is let be (e.g. the shipped file by its path)."""
    name = rules.name
    for other, said in (
        (
            shipped_file(name),
            N_(
                "{origin}: this ruleset is called {name}, the name of a shipped ruleset that "
                'plays otherwise; give it a name of its own, e.g. name = "{example}"'
            ),
        ),
        (
            your_ruleset_file(name),
            N_(
                "{origin}: this ruleset is called {name}, the name of one of your rulesets "
                'that plays otherwise; give it a name of its own, e.g. name = "{example}"'
            ),
        ),
    ):
        if other is None or other.resolve() == path.resolve():
            continue
        try:
            plays_otherwise = bool(changed_keys(rules, load_ruleset(other)))
        except RulesetError:  # (one of the user's files that does not load: says so itself)
            continue
        if plays_otherwise:
            raise RulesetError(_(said).format(origin=path, name=name, example=f"{name}-2"))


def ruleset_named(name: str) -> Ruleset | None:
    """The ruleset that goes by `name` (or whose house rules `name` is: "official
    (changed)"); None when none loads (e.g. rules read from a file elsewhere)."""
    try:
        return load_named(name.removesuffix(CHANGED))
    except RulesetError:
        return None
