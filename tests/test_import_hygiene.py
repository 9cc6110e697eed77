"""The architecture is enforced: the rules never import the UI or its libraries."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import boardgames_rules
import pytest

import boardgames_tui
import boardgames_tui.table

FORBIDDEN = ("textual", "rich", "boardgames_tui")


def under(name: str, packages: tuple[str, ...]) -> bool:
    """``name`` is one of ``packages`` or a module inside one."""
    return any(name == p or name.startswith(p + ".") for p in packages)


def loaded_with(package: str, forbidden: tuple[str, ...]) -> list[str]:
    """The ``forbidden`` modules loaded by importing every module of ``package``, in a fresh
    interpreter, so modules imported by other tests cannot hide a leak."""
    code = (
        "import sys, importlib, pkgutil\n"
        f"top = importlib.import_module({package!r})\n"
        f"for m in pkgutil.walk_packages(top.__path__, {package + '.'!r}):\n"
        "    importlib.import_module(m.name)\n"
        "print('\\n'.join(sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return sorted(n for n in out.stdout.split() if under(n, forbidden))


def import_lines_naming(root: Path, forbidden: tuple[str, ...]) -> list[str]:
    """Every ``import``/``from`` line under ``root`` that names a ``forbidden`` module (imports
    inside functions and behind ``TYPE_CHECKING`` too)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for line in path.read_text("utf-8").splitlines():
            words = line.split()
            if words[:1] in (["import"], ["from"]) and len(words) > 1:
                if under(words[1], forbidden):
                    found.append(f"{path}: {line}")
    return found


def test_rules_never_import_ui_packages() -> None:
    assert loaded_with("boardgames_rules", FORBIDDEN) == []


def test_no_rules_source_mentions_ui_packages() -> None:
    assert import_lines_naming(Path(boardgames_rules.__file__).parent, FORBIDDEN) == []


# The table controller (boardgames_tui/table) owns what happens at the table, free of the UI:
# it is tested without a screen, so it never imports one, nor textual or rich.
TABLE_FORBIDDEN = (
    "textual",
    "rich",
    "boardgames_tui.screens",
    "boardgames_tui.widgets",
    "boardgames_tui.games",
)


def test_the_table_never_imports_the_ui() -> None:
    assert loaded_with("boardgames_tui.table", TABLE_FORBIDDEN) == []


def test_no_table_source_mentions_the_ui() -> None:
    assert import_lines_naming(Path(boardgames_tui.table.__file__).parent, TABLE_FORBIDDEN) == []


def test_the_hygiene_checks_see_a_leak() -> None:
    # The checks above pass on nothing found: they must find what is there.
    assert "textual" in loaded_with("boardgames_tui.widgets", ("textual",))
    assert import_lines_naming(Path(boardgames_tui.__file__).parent / "widgets", ("textual",))


HEAVY = ("textual", "pydantic", "boardgames_rules.polis.game", "boardgames_rules.utopia.game")


@pytest.mark.parametrize("argv", [["--version"], ["list"], ["rules", "polis"]])
def test_commands_that_print_load_no_ui_and_no_rules(argv: list[str]) -> None:
    # These answer in a blink (bench/cli_speed.py): Textual, pydantic and the games' engines
    # take most of their time to import, and none of them is needed to print a few lines.
    code = (
        "import sys, runpy\n"
        f"sys.argv = ['boardgames', *{argv!r}]\n"
        "try:\n"
        "    runpy.run_module('boardgames_tui', run_name='__main__')\n"
        "except SystemExit:\n"
        "    pass\n"
        f"loaded = sorted(n for n in sys.modules if n.startswith({HEAVY!r}))\n"
        "print('LOADED', ','.join(loaded))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    *printed, loaded = out.stdout.splitlines()
    assert loaded == "LOADED "
    assert "boardgames 0" in printed[0] or "olis" in "".join(printed)  # it did its work


# Not needed to show a game's first frame: its lessons, the end of the game (its tabs and
# chart), the title screen, the writer of the settings and the other games' rules.
NOT_AT_LAUNCH = (
    "boardgames_rules.core.lessons",
    "boardgames_tui.screens.game_over",
    "boardgames_tui.screens.title",
    "textual.widgets._tabbed_content",
    "tomli_w",
    "plotext",
)


@pytest.mark.parametrize("game", ["continental", "polis"])
def test_opening_a_game_loads_only_what_its_first_frame_shows(tmp_path: Path, game: str) -> None:
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from boardgames_rules import get_game\n"
        "from boardgames_rules.core.session import Session\n"
        "from boardgames_tui.app import BoardgamesApp, Start\n"
        "from boardgames_tui.storage import Storage\n"
        f"game = get_game({game!r})\n"
        "session = Session.start(game, game.default_players(game.min_players), seed=1)\n"
        "session.bots = {1 - session.current: 'random'}  # the board on screen, no handover\n"
        f"app = BoardgamesApp(Storage(Path({str(tmp_path)!r})), Start(session=session),\n"
        f"                    settings_path=Path({str(tmp_path / 'config.toml')!r}))\n"
        "shown = []\n"
        "async def first_frame(pilot):\n"
        "    await pilot.pause()\n"
        "    shown.append(type(app.screen).__name__)\n"
        "    app.exit()\n"
        "app.run(headless=True, size=(80, 24), auto_pilot=first_frame)\n"
        "others = [g for g in ('continental', 'polis', 'simplicity', 'utopia') if g != game.name]\n"
        "heavy = (*NOT, *(f'boardgames_rules.{g}.' for g in others))\n"
        "loaded = sorted(n for n in sys.modules if n == 'plotext' or n.startswith(heavy))\n"
        "print('SCREEN', *shown, 'LOADED', ','.join(loaded))\n"
    ).replace("NOT", repr(NOT_AT_LAUNCH))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split()[-3:] == ["SCREEN", f"{game.title()}Screen", "LOADED"]
