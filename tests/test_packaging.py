"""The installed package holds every module: pyproject.toml lists each package folder
(a new folder left out installs without it, and `pip install .` then breaks)."""

from __future__ import annotations

import tomllib
from pathlib import Path

TOP = Path(__file__).resolve().parent.parent


def test_every_package_folder_is_listed_in_pyproject():
    listed = set(
        tomllib.loads((TOP / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    )
    found = {
        ".".join(init.parent.relative_to(TOP).parts)
        for init in (TOP / "uno_tui").rglob("__init__.py")
    }
    assert found - listed == set()
