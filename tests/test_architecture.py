"""The package's shape (docs/architecture.md): who may import whom, and no import circles.

Read from the source with ``ast`` (every ``import``, also those inside functions), so a circle
hidden in a late import is caught too.
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "tianxia"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in PACKAGE.rglob("*.py")}


def _resolve(name: str, known: dict[str, Path]) -> str | None:
    """The project module ``name`` stands for (a name imported from a package may be a module)."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, path: Path, known: dict[str, Path]) -> set[str]:
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    out = set()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    # imports only a type checker runs (under ``if TYPE_CHECKING:``) make no circle at run time
    typing_only = {id(n) for block in ast.walk(tree) if isinstance(block, ast.If)
                   and getattr(block.test, "id", getattr(block.test, "attr", None)) == "TYPE_CHECKING"
                   for stmt in block.body for n in ast.walk(stmt)}
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                root = ".".join(base + ([node.module] if node.module else []))
            else:
                root = node.module or ""
            names = [f"{root}.{alias.name}" for alias in node.names] + [root]
        else:
            continue
        for name in names:
            if name.startswith("tianxia"):
                target = _resolve(name, known)
                if target and target != module:
                    out.add(target)
    return out


def _graph() -> dict[str, set[str]]:
    known = _modules()
    graph = {m: _imports(m, p, known) for m, p in known.items()}
    # importing a package runs its __init__: an edge to a package's module is not an edge back
    # from the package, so packages' own re-exports are kept as written
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def _is_package_parent(a: str, b: str) -> bool:
    return b.startswith(a + ".") or a.startswith(b + ".")


def test_no_import_circles_between_modules():
    """Issue 26: no two modules need each other (a package and its own submodules excepted:
    a package's ``__init__`` re-exporting its modules is not a circle)."""
    graph = _graph()
    pruned = {m: {t for t in ts if not _is_package_parent(m, t)} for m, ts in graph.items()}
    assert _circles(pruned) == []


def test_core_never_imports_a_game_and_games_never_import_server_bots_or_sim():
    graph = _graph()
    for module, targets in graph.items():
        if module.startswith("tianxia.core"):
            assert not [t for t in targets if t.startswith("tianxia.games.")], module
        if module.startswith("tianxia.games"):
            bad = [t for t in targets if t.split(".")[1] in ("server", "bots", "sim", "envs", "cli")]
            assert not bad, (module, bad)


def test_every_render_module_keeps_the_drawing_protocol():
    """Each game's render module offers text() and svg() and takes, in every part it offers, the
    parameters tianxia.core.render declares; Game asks for no part the protocol does not name."""
    import importlib

    import pytest

    import tianxia
    from tianxia.core import render

    for name in tianxia.games():
        module = importlib.import_module(f"tianxia.games.{name}.render")
        assert render.check(module) == [], name
    with pytest.raises(KeyError, match="not a part of the drawing protocol"):
        tianxia.load("dragon")._render_part("legends")


def test_no_python_file_under_src_is_over_a_thousand_lines():
    """Issue 26: a file that long is asking to be split by what it does (a game's conflicts, its
    scoring, its saving...)."""
    root = Path(__file__).resolve().parent.parent / "src"
    long = {str(p.relative_to(root)): n for p in root.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 1000}
    assert long == {}
