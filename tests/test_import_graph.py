"""Imports flow one way (issue 22 item 8): no import cycle among the package's modules.

An import counts wherever it is written, at module level or inside a function (a
lazy import is still a cycle); only imports under `if TYPE_CHECKING:` are left out,
as they never run.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "uno_tui"


def module_files(package: Path = PACKAGE) -> dict[str, Path]:
    """Dotted module name -> file, a package named by its __init__.py."""
    modules = {}
    for path in package.rglob("*.py"):
        parts = path.relative_to(package.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def type_checking_nodes(tree: ast.AST) -> set[int]:
    """The ids of every node inside an `if TYPE_CHECKING:` block."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for statement in node.body:
                skipped.update(id(n) for n in ast.walk(statement))
    return skipped


def imported(module: str, node: ast.Import | ast.ImportFrom, modules: dict[str, Path]) -> set[str]:
    """The package's modules one import statement of `module` names."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names if alias.name in modules}
    if node.level:  # relative: from the module's package (a package is its own)
        base = module.split(".")
        if modules[module].name != "__init__.py":
            base = base[:-1]
        base = base[: len(base) - (node.level - 1)]
        target = ".".join(base + ([node.module] if node.module else []))
    else:
        target = node.module or ""
    found = set()
    for alias in node.names:
        if f"{target}.{alias.name}" in modules:  # `from package import module`
            found.add(f"{target}.{alias.name}")
        elif target in modules:  # `from module import name`
            found.add(target)
    return found


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    """Module -> the package's modules it imports (TYPE_CHECKING blocks aside)."""
    modules = module_files(package)
    graph: dict[str, set[str]] = {}
    for module, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skipped = type_checking_nodes(tree)
        edges: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skipped:
                edges |= imported(module, node, modules)
        edges.discard(module)
        graph[module] = edges
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm,
    without recursion), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def describe(graph: dict[str, set[str]], component: list[str]) -> str:
    members = set(component)
    lines = [f"{len(component)} modules import each other:"]
    for module in component:
        inside = sorted(members & graph[module])
        lines.append(f"  {module} -> {', '.join(inside)}")
    return "\n".join(lines)


def test_the_graph_sees_every_kind_of_import(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("from . import leaf\n")
    (package / "sub" / "leaf.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "from ..top import thing\n"
        "if TYPE_CHECKING:\n"
        "    from ..other import Hidden\n"
    )
    (package / "top.py").write_text("def f():\n    from .sub.leaf import x\n")
    (package / "other.py").write_text("import pkg.top\n")
    graph = import_graph(package)
    assert graph["pkg.sub"] == {"pkg.sub.leaf"}
    assert graph["pkg.sub.leaf"] == {"pkg.top"}  # the TYPE_CHECKING import left out
    assert graph["pkg.top"] == {"pkg.sub.leaf"}  # a lazy import counts
    assert graph["pkg.other"] == {"pkg.top"}
    assert cycles(graph) == [["pkg.sub.leaf", "pkg.top"]]


def test_no_import_cycle() -> None:
    graph = import_graph()
    assert "uno_tui.engine.game" in graph
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join(describe(graph, c) for c in found)
