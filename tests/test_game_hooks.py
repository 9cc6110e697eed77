"""The game's hooks are methods of ``Game`` with defaults: what the header, the shelf, a replay,
the "since your last turn" marks, the lessons and the hint read of a game, for all four games
and for a game that says nothing (the toy game).  And no module reaches a game's modules by name."""

from __future__ import annotations

import ast
from pathlib import Path

import boardgames_rules
import pytest
from boardgames_rules import GAMES
from boardgames_rules.core import Game

import boardgames_tui
from tests.conformance import random_game
from tests.toy_game import PEBBLES

HOOKS = ("progress", "period", "places", "changed_places", "hint_changes")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_gives_its_own_hooks(name: str) -> None:
    game = GAMES[name]
    for hook in HOOKS:
        assert getattr(type(game), hook) is not getattr(Game, hook), hook


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_hooks_answer_from_every_seats_view_through_a_game(name: str) -> None:
    game = GAMES[name]
    seats = game.min_players
    before = None
    for state, _ in random_game(game, seats, 11):
        for seat in (None, *range(seats)):
            view = game.view(state, seat)
            places = game.places(view)
            assert places, seat
            progress = game.progress(view)
            assert progress is not None  # the four games say where they stand
            line, percent = progress
            assert line and 0 <= percent < 100, (line, percent)
            # "round 3", "era 3": the unit the score history counts in, then the period's label
            assert len(game.period(view).split()) >= 2
        view = game.view(state, 0)
        if before is not None:
            # Whatever the board marks as changed is a place it can mark.
            assert game.changed_places(before, view) <= places | game.places(before)
        before = view
        last = state
    assert game.changed_places(before, before) == frozenset()
    assert game.hint_changes(before, before) == ()  # nothing changed: the hint names nothing
    assert game.progress(game.view(last, None)) is not None


def test_a_game_that_overrides_no_hook_gets_the_defaults() -> None:
    for hook in HOOKS:
        assert getattr(type(PEBBLES), hook) is getattr(Game, hook), hook
    state = PEBBLES.new_game(PEBBLES.default_players(2), 1)
    view = PEBBLES.view(state, 0)
    assert PEBBLES.places(view) == frozenset()
    assert PEBBLES.changed_places(view, view) == frozenset()
    assert PEBBLES.hint_changes(view, view) == ()
    assert PEBBLES.period(view) == ""  # one stretch: the score history calls it "game"
    assert PEBBLES.progress(view) is None  # no line in the header, no percentage on the shelf


# -- no hidden contract: static checks of the source ------------------------------------------
RULES = Path(boardgames_rules.__file__).parent
APP = Path(boardgames_tui.__file__).parent
# The two places that find a game's package by its name: the rules' registry (``GAME``,
# ``ABOUT``) and the app's (the game's ``SCREEN``).  Everything else asks ``Game``.
REGISTRIES = {RULES / "registry.py", APP / "screens" / "registry.py"}


def sources() -> list[Path]:
    return sorted([*RULES.rglob("*.py"), *APP.rglob("*.py")])


def calls(tree: ast.AST, *names: str) -> list[ast.Call]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in names:
                found.append(node)
    return found


def names_a_game_module(arg: ast.expr) -> bool:
    """An f-string (or a sum) that builds a path inside a game's package from a name."""
    if isinstance(arg, ast.JoinedStr | ast.BinOp):
        text = ast.unparse(arg)
        return "boardgames_rules." in text or ".games." in text
    return False


def test_no_module_imports_a_games_module_by_a_string_made_from_its_name() -> None:
    found = []
    for path in sources():
        if path in REGISTRIES:
            continue
        tree = ast.parse(path.read_text("utf-8"))
        for call in calls(tree, "import_module", "__import__"):
            if call.args and names_a_game_module(call.args[0]):
                found.append(f"{path.relative_to(RULES.parent)}:{call.lineno}")
    assert found == []


def test_no_module_asks_whether_a_game_has_a_hook() -> None:
    """``Game`` has every hook, with a default: asking ``hasattr`` would hide a second contract."""
    hooks = {name for name in dir(Game) if not name.startswith("_")}
    found = []
    for path in sources():
        tree = ast.parse(path.read_text("utf-8"))
        for call in calls(tree, "hasattr", "getattr"):
            if len(call.args) >= 2 and isinstance(call.args[1], ast.Constant):
                if call.args[1].value in hooks:
                    found.append(f"{path.relative_to(RULES.parent)}:{call.lineno}")
    assert found == []


def imported_modules(tree: ast.AST) -> set[str]:
    """Every module an import names, at the top or inside a function, and by ``import_module``."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    for call in calls(tree, "import_module", "__import__"):
        if call.args:
            found.add(ast.unparse(call.args[0]).strip("'\"f"))
    return found


def test_the_core_imports_no_bot() -> None:
    found = []
    for path in sorted((RULES / "core").rglob("*.py")):
        for module in imported_modules(ast.parse(path.read_text("utf-8"))):
            if module.startswith(("boardgames_rules.bots", "rules.bots")) or module == "bots":
                found.append(f"{path.name}: {module}")
    assert found == []


def test_the_static_checks_would_see_what_they_forbid() -> None:
    """The checks above can fail: each finds the code this issue removed."""
    old = ast.parse(
        "from importlib import import_module\n"
        "def f(game):\n"
        "    from boardgames_rules.bots.base import level_named\n"
        "    changes = import_module(f'boardgames_rules.{game.name}.changes')\n"
        "    return changes.progress(v) if hasattr(changes, 'progress') else ''\n"
    )
    assert any(names_a_game_module(c.args[0]) for c in calls(old, "import_module"))
    asked = [c.args[1] for c in calls(old, "hasattr")]
    assert [a.value for a in asked if isinstance(a, ast.Constant)] == ["progress"]
    assert "boardgames_rules.bots.base" in imported_modules(old)
