"""A package that loads its attributes on first use tells the type checker the same names.

``lazy_attributes`` (``rules/core/lazy.py``) hands out anything, so the type checker reads the
names from the ``if TYPE_CHECKING:`` imports beside it instead: both must list the same names
from the same modules, or one of them lies.
"""

from __future__ import annotations

import ast
from pathlib import Path

import boardgames_rules
import pytest

ROOT = Path(boardgames_rules.__file__).parent
LAZY = sorted(p for p in ROOT.rglob("__init__.py") if "lazy_attributes(" in p.read_text("utf-8"))


def loaded_on_first_use(tree: ast.Module) -> dict[str, str]:
    [call] = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "lazy_attributes"
    ]
    return ast.literal_eval(call.args[1])


def seen_by_the_type_checker(tree: ast.Module, package: str) -> dict[str, str]:
    names: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and getattr(node.test, "id", "") == "TYPE_CHECKING":
            for imported in node.body:
                assert isinstance(imported, ast.ImportFrom) and imported.module
                module = imported.module.removeprefix(package + ".")
                names.update((alias.name, module) for alias in imported.names)
    return names


@pytest.mark.parametrize("path", LAZY, ids=lambda p: p.parent.name)
def test_type_checker_sees_what_is_loaded(path: Path) -> None:
    tree = ast.parse(path.read_text("utf-8"))
    package = "boardgames_rules." + ".".join(path.parent.relative_to(ROOT).parts)
    lazy = loaded_on_first_use(tree)
    assert seen_by_the_type_checker(tree, package) == lazy
