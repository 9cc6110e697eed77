"""Style sheets live in ``.tcss`` files beside what they style, not in Python strings.

A module reads its sheet with ``boardgames_tui.styles.beside(__file__)`` into the class
variable the inline string was in (``DEFAULT_CSS`` for a widget, ``CSS`` for a screen or the
app), so each rule keeps its place in Textual's cascade. These tests find any inline CSS left
in a Python module, parse every sheet with Textual's own parser, and find sheets nobody reads.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from textual.app import App
from textual.css.stylesheet import Stylesheet

import boardgames_tui

PACKAGE = Path(boardgames_tui.__file__).parent
MODULES = sorted(PACKAGE.rglob("*.py"))
SHEETS = sorted(PACKAGE.rglob("*.tcss"))

# Modules allowed to hold inline CSS: none.
STILL_INLINE: set[str] = set()


def is_style_name(name: str) -> bool:
    return name in ("CSS", "DEFAULT_CSS") or name.endswith("_CSS")


def assignments(nodes: list[ast.stmt] | ast.Module) -> list[tuple[str, ast.expr, int]]:
    """(name, value, line) of each assignment among ``nodes`` (or anywhere in a module)."""
    found = []
    for node in ast.walk(nodes) if isinstance(nodes, ast.Module) else nodes:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        for target in targets:
            name = getattr(target, "id", None) or getattr(target, "attr", None)
            if name:
                found.append((name, value, node.lineno))
    return found


def is_beside(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and getattr(node.func, "id", "") == "beside"


def holds_text(value: ast.AST, texts: set[str]) -> bool:
    """Whether ``value`` is or builds a string (a literal, an f-string, or a module-level name
    bound to one), other than by reading a sheet with ``beside``."""
    if is_beside(value):
        return False
    if isinstance(value, ast.JoinedStr) or (
        isinstance(value, ast.Constant) and isinstance(value.value, str)
    ):
        return True
    if isinstance(value, ast.Name) and value.id in texts:
        return True
    return any(holds_text(child, texts) for child in ast.iter_child_nodes(value))


def inline_css(path: Path) -> list[str]:
    """``NAME at line N`` for each inline style string the module assigns to ``CSS``,
    ``DEFAULT_CSS`` or a ``*_CSS`` name."""
    tree = ast.parse(path.read_text("utf-8"))
    # module-level names bound to strings: DEFAULT_CSS = SOME_TEXT is inline CSS too
    texts = {name for name, value, _ in assignments(tree.body) if holds_text(value, set())}
    return [
        f"{name} at line {line}"
        for name, value, line in assignments(tree)
        if is_style_name(name) and holds_text(value, texts)
    ]


def test_no_module_holds_inline_css() -> None:
    found = {
        path.relative_to(PACKAGE).as_posix(): spots
        for path in MODULES
        if (spots := inline_css(path))
    }
    assert {m: s for m, s in found.items() if m not in STILL_INLINE} == {}, (
        "move the CSS to a .tcss file beside the module: "
        "DEFAULT_CSS = beside(__file__) (boardgames_tui/styles.py)"
    )
    assert sorted(STILL_INLINE - found.keys()) == [], "no inline CSS left: strike it off the list"


def test_the_finder_sees_every_form_of_inline_css(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        'TEXT = """A { width: 1; }"""\n'
        'DIALOG_CSS = "B { width: 1; }"\n'
        "class W:\n"
        "    DEFAULT_CSS = TEXT\n"
        '    CSS = f"{TEXT} C {{ width: 1; }}"\n'
        "class V:\n"
        '    DEFAULT_CSS = beside(__file__, "v.tcss")\n'
        "    CSS = beside(__file__)\n"
    )
    assert inline_css(module) == ["DIALOG_CSS at line 2", "DEFAULT_CSS at line 4", "CSS at line 5"]


@pytest.mark.parametrize("sheet", SHEETS, ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_each_style_sheet_parses(sheet: Path) -> None:
    stylesheet = Stylesheet(variables=App().get_css_variables())
    stylesheet.add_source(sheet.read_text("utf-8"), read_from=(str(sheet), ""))
    stylesheet.parse()
    assert stylesheet.rules, f"{sheet.name} holds no rule"


def read_sheets() -> dict[Path, list[str]]:
    """Each sheet some module reads, and who: by ``beside`` (the module's own name, or the
    name it gives), or by naming the file (``CSS_PATH``)."""
    readers: dict[Path, list[str]] = {}
    for path in MODULES:
        tree = ast.parse(path.read_text("utf-8"))
        who = path.relative_to(PACKAGE).as_posix()
        for call in (node for node in ast.walk(tree) if isinstance(node, ast.Call)):
            if not is_beside(call):
                continue
            named = [a.value for a in call.args[1:] if isinstance(a, ast.Constant)]
            name = named[0] if named else f"{path.stem}.tcss"
            readers.setdefault(path.with_name(name), []).append(who)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and str(node.value).endswith(".tcss"):
                for sheet in SHEETS:
                    if sheet.name == node.value:
                        readers.setdefault(sheet, []).append(who)
    return readers


def test_every_style_sheet_is_read_and_every_sheet_read_is_there() -> None:
    readers = read_sheets()
    unread = [p.relative_to(PACKAGE).as_posix() for p in SHEETS if p not in readers]
    assert unread == [], "no module reads these style sheets"
    missing = {
        p.relative_to(PACKAGE).as_posix(): who for p, who in readers.items() if not p.is_file()
    }
    assert missing == {}, "these modules read style sheets that are not there"


def test_a_sheet_read_by_beside_is_the_class_variable() -> None:
    from boardgames_tui.app import BoardgamesApp
    from boardgames_tui.games.polis.screen import EraSummaryScreen, PolisScreen
    from boardgames_tui.widgets.action_log import ActionLog

    here = PACKAGE / "games" / "polis"
    assert PolisScreen.CSS == (here / "screen.tcss").read_text("utf-8")
    assert EraSummaryScreen.DEFAULT_CSS == (here / "screen_era_summary.tcss").read_text("utf-8")
    assert ActionLog.DEFAULT_CSS == (PACKAGE / "widgets" / "action_log.tcss").read_text("utf-8")
    assert BoardgamesApp.CSS == (PACKAGE / "app.tcss").read_text("utf-8")
