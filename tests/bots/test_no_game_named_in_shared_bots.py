"""The shared bots know no game by name: each game's bot knowledge is its own ``bot.py``,
reached through ``Game.bot_knowledge``; the bots import in no circle and keep no memo in a
module (they think in a worker thread)."""

from __future__ import annotations

import ast
import random
import threading
from pathlib import Path

import boardgames_rules
import pytest
from boardgames_rules import GAMES
from boardgames_rules.bots import make_bot
from boardgames_rules.core.bot_knowledge import BotKnowledge

from tests.test_layout_of_the_code import cycle_in, imports_of

RULES_ROOT = Path(boardgames_rules.__file__).parent
SHARED = ("bots", "core")


def shared_modules() -> list[Path]:
    return sorted(path for folder in SHARED for path in (RULES_ROOT / folder).rglob("*.py"))


def rules_module(path: Path) -> str:
    parts = path.relative_to(RULES_ROOT).with_suffix("").parts
    return ".".join(("boardgames_rules", *(parts[:-1] if parts[-1] == "__init__" else parts)))


def words_in_code(path: Path) -> set[str]:
    """Every name, attribute, imported module and string of the module, docstrings left out
    (comments are not in the syntax tree)."""
    tree = ast.parse(path.read_text("utf-8"))
    docstrings = {
        id(body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and (body := node.body)
        and isinstance(body[0], ast.Expr)
        and isinstance(body[0].value, ast.Constant)
    }
    words: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            words.add(node.id)
        elif isinstance(node, ast.Attribute):
            words.add(node.attr)
        elif isinstance(node, ast.alias):
            words.update((node.name, node.asname or ""))
        elif isinstance(node, ast.ImportFrom):
            words.add(node.module or "")
        elif isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef):
            words.add(node.name)
        elif isinstance(node, ast.arg):
            words.add(node.arg)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docstrings:
                words.add(node.value)
    return words


def test_no_shared_module_of_the_rules_names_a_game() -> None:
    assert len(GAMES) >= 4  # the registry finds the games
    named = {
        str(path.relative_to(RULES_ROOT)): sorted(
            word for word in words_in_code(path) if any(g in word.lower() for g in GAMES)
        )
        for path in shared_modules()
    }
    assert {path: words for path, words in named.items() if words} == {}


def test_the_check_sees_a_game_named_in_code_but_not_in_a_docstring(tmp_path: Path) -> None:
    module = tmp_path / "example.py"
    module.write_text('"""About Polis."""\n\n# Utopia\nif game.name == "polis":\n    pass\n')
    assert "polis" in words_in_code(module)
    assert not any("utopia" in word.lower() for word in words_in_code(module))
    assert "About Polis." not in words_in_code(module)


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_has_its_bot_knowledge_in_its_own_bot_module(name: str) -> None:
    knowledge = GAMES[name].bot_knowledge
    assert isinstance(knowledge, BotKnowledge)
    assert type(knowledge).__name__ == "Knowledge"
    assert type(knowledge).__module__ == f"boardgames_rules.{name}.bot"


def test_the_shared_bots_and_core_import_in_no_circle() -> None:
    paths = {rules_module(path): path for path in shared_modules()}
    modules = set(paths)
    graph = {name: imports_of(path, modules) for name, path in paths.items()}
    assert "boardgames_rules.bots.base" in graph["boardgames_rules.bots.greedy"]
    assert cycle_in(graph) == []


MUTATORS = {"append", "add", "clear", "extend", "insert", "pop", "setdefault", "update"}


def module_memos(path: Path) -> list[str]:
    """Module-level dicts, lists and sets the module changes, ``global`` statements and
    cached functions: what one thread's thinking would share with another's."""
    tree = ast.parse(path.read_text("utf-8"))
    containers = {
        target.id
        for node in tree.body
        if isinstance(node, ast.Assign | ast.AnnAssign)
        and isinstance(node.value, ast.Dict | ast.List | ast.Set | ast.DictComp | ast.ListComp)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        if isinstance(target, ast.Name)
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Global):
            found.append(f"global {', '.join(node.names)}")
        elif isinstance(node, ast.FunctionDef):
            found += [
                f"@{ast.unparse(d)}" for d in node.decorator_list if "cache" in ast.unparse(d)
            ]
        elif (
            isinstance(node, ast.Subscript)
            and isinstance(node.ctx, ast.Store | ast.Del)
            and isinstance(node.value, ast.Name)
            and node.value.id in containers
        ) or (
            isinstance(node, ast.Attribute)
            and node.attr in MUTATORS
            and isinstance(node.value, ast.Name)
            and node.value.id in containers
        ):
            found.append(ast.unparse(node))
    return found


def test_the_bots_keep_no_memo_in_a_module() -> None:
    paths = sorted((RULES_ROOT / "bots").rglob("*.py")) + [
        RULES_ROOT / name / "bot.py" for name in GAMES
    ]
    found = {str(p.relative_to(RULES_ROOT)): module_memos(p) for p in paths}
    assert {p: memos for p, memos in found.items() if memos} == {}


def test_the_memo_check_sees_a_memo(tmp_path: Path) -> None:
    module = tmp_path / "example.py"
    module.write_text(
        "from functools import cache\n_SEEN = {}\nTABLE = {'a': 1}\n_LAST = None\n\n"
        "def f(x):\n    global _LAST\n    _SEEN[x] = TABLE['a']\n\n@cache\ndef g():\n    pass\n"
    )
    assert sorted(module_memos(module)) == ["@cache", "_SEEN[x]", "global _LAST"]


def greedy_choices(name: str, seeds: range) -> list[str]:
    game = GAMES[name]
    out = []
    for seed in seeds:
        state = game.new_game(game.default_players(game.min_players), seed)
        rng = random.Random(seed)
        for _ in range(6):
            seat = game.current_player(state)
            action = make_bot("greedy").choose(game, state, seat, rng)
            out.append(game.format_action(state, action))
            state = game.apply(state, action)
    return out


@pytest.mark.parametrize("name", list(GAMES))
def test_two_threads_thinking_at_once_choose_as_one_thread_does(name: str) -> None:
    alone = [greedy_choices(name, range(0, 2)), greedy_choices(name, range(2, 4))]
    together: list[list[str]] = [[], []]

    def think(index: int) -> None:
        together[index] = greedy_choices(name, range(2 * index, 2 * index + 2))

    threads = [threading.Thread(target=think, args=(i,)) for i in (0, 1)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert together == alone
