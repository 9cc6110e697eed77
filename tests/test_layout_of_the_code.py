"""The house: one package per game in the rules and in the app, short modules, no import circle
in either.

A reader who found where one game's board is drawn finds every game's in the same place
(OpenSpiel keeps one directory per game for the same reason).
"""

from __future__ import annotations

import ast
from pathlib import Path

import boardgames_rules
import pytest
from boardgames_rules import GAMES

import boardgames_tui

RULES_MODULES = ("state", "actions", "notation", "engine", "view", "scoring", "game")
APP_MODULES = ("screen", "board", "panels")
MAX_LINES = 550  # "about 500": a module one reads in a sitting

RULES_ROOT = Path(boardgames_rules.__file__).parent
APP_ROOT = Path(boardgames_tui.__file__).parent


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_has_a_rules_package_and_an_app_package_with_the_agreed_modules(
    name: str,
) -> None:
    rules = RULES_ROOT / name
    app = APP_ROOT / "games" / name
    assert [m for m in RULES_MODULES if not (rules / f"{m}.py").is_file()] == []
    assert [m for m in APP_MODULES if not (app / f"{m}.py").is_file()] == []


def test_no_module_is_longer_than_one_reads_in_a_sitting() -> None:
    too_long = {
        str(path): lines
        for root in (RULES_ROOT, APP_ROOT)
        for path in root.rglob("*.py")
        if (lines := len(path.read_text("utf-8").splitlines())) > MAX_LINES
    }
    assert too_long == {}


# The import name of each tree the circle tests walk (the rules install under a name of their
# own: their folder is ``rules``).
PACKAGES = {"boardgames_tui": APP_ROOT, "boardgames_rules": RULES_ROOT}


def module_name(path: Path) -> str:
    package, root = next((p, r) for p, r in PACKAGES.items() if path.is_relative_to(r))
    parts = (package, *path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The modules of ``modules`` this one imports at run time, anywhere in it (a deferred
    import inside a function still makes a circle); imports only for type checkers do not
    count."""
    tree = ast.parse(path.read_text("utf-8"))
    typing_only = {
        id(node)
        for block in ast.walk(tree)
        if isinstance(block, ast.If) and "TYPE_CHECKING" in ast.unparse(block.test)
        for stmt in block.body
        for node in ast.walk(stmt)
    }
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            # `from package import module` imports that module.
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.ImportFrom):
            base = module_name(path).split(".")
            base = base[: len(base) - node.level + (1 if path.name == "__init__.py" else 0)]
            module = ".".join(base + ([node.module] if node.module else []))
            names = [module, *(f"{module}.{alias.name}" for alias in node.names)]
        else:
            continue
        found.update(n for n in names if n in modules)
    found.discard(module_name(path))
    return found


def cycle_in(graph: dict[str, set[str]]) -> list[str]:
    """One import circle, as the list of modules round it, or [] when there is none."""
    done: set[str] = set()
    on_path: list[str] = []

    def visit(node: str) -> list[str]:
        if node in on_path:
            return on_path[on_path.index(node) :] + [node]
        if node in done:
            return []
        on_path.append(node)
        for nxt in sorted(graph[node]):
            if found := visit(nxt):
                return found
        on_path.pop()
        done.add(node)
        return []

    for start in sorted(graph):
        if found := visit(start):
            return found
    return []


def import_graph(root: Path) -> dict[str, set[str]]:
    """Every module under ``root`` -> the modules there it imports."""
    paths = {module_name(p): p for p in root.rglob("*.py")}
    modules = set(paths)
    return {name: imports_of(path, modules) for name, path in paths.items()}


def test_the_app_has_no_import_circle() -> None:
    graph = import_graph(APP_ROOT)
    assert graph["boardgames_tui.app"]  # the walk sees imports at all
    assert cycle_in(graph) == []


def test_the_rules_have_no_import_circle() -> None:
    graph = import_graph(RULES_ROOT)
    assert "boardgames_rules.polis.era_end" in graph["boardgames_rules.polis.flow"]  # seen
    assert cycle_in(graph) == []


def test_the_cycle_finder_finds_a_circle() -> None:
    assert cycle_in({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle_in({"a": {"b"}, "b": set()}) == []


def test_no_class_of_the_app_stacks_more_than_two_mixins() -> None:
    """The table controller holds what mixins used to share: a screen (or widget) is its
    Textual base and at most two mixins beside it."""
    stacked = {
        f"{path.relative_to(APP_ROOT)}:{node.name}": len(node.bases)
        for path in sorted(APP_ROOT.rglob("*.py"))
        for node in ast.walk(ast.parse(path.read_text("utf-8")))
        if isinstance(node, ast.ClassDef) and len(node.bases) > 3
    }
    assert stacked == {}
