"""What differs on Windows and macOS, emulated here: os names POSIX alone has, no less, Windows
paths in $PAGER.  (tests/ui/test_without_posix.py plays a game with the POSIX-only modules
made unimportable.)"""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

from boardgames_tui import config, pager
from boardgames_tui.own_files import read_own_file

REPO = Path(__file__).resolve().parents[1]
POSIX_ONLY = {"fcntl", "termios", "tty", "pwd", "grp", "resource", "curses", "posix"}


def top_level_imports(path: Path) -> set[str]:
    """Modules a file imports outside any function, class or ``if``/``try`` guard."""
    tree = ast.parse(path.read_text("utf-8"))
    found: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            found |= {alias.name.partition(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module.partition(".")[0])
    return found


@pytest.mark.parametrize("folder", ["boardgames_tui", "rules", "bench"])
def test_no_posix_only_module_is_imported_at_the_top(folder: str) -> None:
    leaks = {
        str(path.relative_to(REPO)): sorted(top_level_imports(path) & POSIX_ONLY)
        for path in (REPO / folder).rglob("*.py")
    }
    assert {path: names for path, names in leaks.items() if names} == {}


def test_no_signal_is_named_without_a_guard() -> None:
    # SIGHUP, SIGTSTP, SIGWINCH… exist only on POSIX: none is used today.  One used later must
    # be looked up with getattr(signal, NAME, None), and this test then taught the exception.
    for folder in ("boardgames_tui", "rules"):
        for path in (REPO / folder).rglob("*.py"):
            text = path.read_text("utf-8")
            for name in ("signal.SIGHUP", "signal.SIGTSTP", "signal.SIGWINCH", "os.kill("):
                assert name not in text, f"{path.name} uses {name}"


@pytest.fixture
def windows_os(monkeypatch: pytest.MonkeyPatch) -> None:
    """The os module as Windows has it: no O_NONBLOCK, O_NOFOLLOW or O_CLOEXEC."""
    for name in ("O_NONBLOCK", "O_NOFOLLOW", "O_CLOEXEC"):
        monkeypatch.delattr(os, name, raising=False)


def test_own_files_read_without_the_posix_open_flags(windows_os, tmp_path: Path) -> None:
    path = tmp_path / "lessons.json"
    path.write_text("{}")
    assert read_own_file(path, 100, "a lessons file") == b"{}"
    settings = tmp_path / "config.toml"
    settings.write_text('theme = "nord"\n')
    assert config.load(settings).theme == "nord"


def test_the_save_lock_opens_without_the_posix_open_flags(windows_os, tmp_path: Path) -> None:
    from boardgames_rules.core.session import Session

    from boardgames_tui.save_lock import SaveHandle
    from boardgames_tui.storage import load_file
    from tests.toy_game import PEBBLES

    path = tmp_path / "saves" / "g.json"
    handle = SaveHandle.open(path)
    handle.write(Session.start(PEBBLES, ("Ann", "Ben"), seed=1).to_save())
    handle.release()
    assert load_file(path).players == ("Ann", "Ben")


def test_the_pager_is_less_then_more_then_none(tmp_path: Path) -> None:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    assert pager.pager_command({"PATH": str(bin_dir)}) == []
    for name in ("more", "less"):
        program = bin_dir / name
        program.write_text("#!/bin/sh\ncat\n")
        program.chmod(0o755)
    assert pager.pager_command({"PATH": str(bin_dir)}) == [str(bin_dir / "less")]
    (bin_dir / "less").unlink()
    assert pager.pager_command({"PATH": str(bin_dir)}) == [str(bin_dir / "more")]
    # Windows's more does not know colour codes: printed instead.
    assert pager.pager_command({"PATH": str(bin_dir)}, windows=True) == []


def test_a_windows_pager_path_keeps_its_backslashes() -> None:
    given = {"PAGER": r"C:\Tools\less.exe -R"}
    assert pager.pager_command(given, windows=True) == [r"C:\Tools\less.exe", "-R"]
    assert pager.pager_command({"PAGER": "less -X"}, windows=False) == ["less", "-X"]


def test_no_pager_at_all_prints_the_text(monkeypatch, capsys, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("PAGER", raising=False)
    pager.ColourPager().show("the rules\n")
    assert capsys.readouterr().out == "the rules\n"


def test_a_pager_that_cannot_run_prints_the_text(monkeypatch, capsys, tmp_path: Path) -> None:
    monkeypatch.setenv("PAGER", str(tmp_path / "missing-pager"))
    pager.ColourPager().show("the rules\n")
    assert capsys.readouterr().out == "the rules\n"


def test_the_classifiers_name_the_systems_and_not_os_independent() -> None:
    import tomllib

    declared = tomllib.loads((REPO / "pyproject.toml").read_text("utf-8"))["project"]
    systems = {c for c in declared["classifiers"] if c.startswith("Operating System ::")}
    assert systems == {
        "Operating System :: POSIX :: Linux",
        "Operating System :: MacOS",
        "Operating System :: Microsoft :: Windows",
    }
    readme = (REPO / "README.md").read_text("utf-8")
    assert "tested by emulation" in readme
