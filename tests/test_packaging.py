"""The built wheel: our own name on the package index, the command, and the man page."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

from boardgames_tui import __version__

ROOT = Path(__file__).parent.parent
SOURCES = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "rules", "assets", "man")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> zipfile.ZipFile:
    """A wheel built from a copy of the sources (a build in place would leave build/ behind)."""
    tree = tmp_path_factory.mktemp("source")
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
    for name in (*SOURCES, "boardgames_tui"):
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, tree / name, ignore=ignore)
        else:
            shutil.copy2(source, tree / name)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
         "-w", str(out), str(tree)],
        check=True,
        capture_output=True,
    )
    [built] = out.glob("*.whl")
    return zipfile.ZipFile(built)


def test_the_wheel_bears_our_own_name_and_the_boardgames_command(wheel) -> None:
    meta_name = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    metadata = Parser().parsestr(wheel.read(meta_name).decode())
    # "boardgames" on the package index is another project ("Board game utility functions").
    assert metadata["Name"] == "boardgames-hotseat"
    assert metadata["Version"] == __version__
    entry_points = wheel.read(meta_name.replace("METADATA", "entry_points.txt")).decode()
    assert "boardgames = boardgames_tui.cli:main" in entry_points


def test_the_wheel_installs_the_man_page_and_the_served_page(wheel) -> None:
    names = wheel.namelist()
    assert any(n.endswith(".data/data/share/man/man1/boardgames.1") for n in names)
    assert "boardgames_tui/serve_page/app_index.html" in names


def test_the_man_page_is_the_parsers(monkeypatch) -> None:
    pytest.importorskip("argparse_manpage")
    from boardgames_tui import manpage

    monkeypatch.setenv("COLUMNS", "200")  # the page is made at its own width whatever this is
    assert manpage.MAN_PAGE.read_text("utf-8") == manpage.render(), (
        "the parser changed: python -m boardgames_tui.manpage writes the page again"
    )
    assert ".TH BOARDGAMES \"1\"" in manpage.render() and "completion" in manpage.render()


def test_hints_name_the_distribution_not_the_other_project() -> None:
    from boardgames_tui.commands import records

    readme = (ROOT / "README.md").read_text("utf-8")
    assert "pipx install boardgames-hotseat" in readme
    assert "pipx inject boardgames-hotseat textual-serve" in readme
    hint = Path(records.__file__).read_text("utf-8")
    assert "boardgames-hotseat[serve]" in hint and "'boardgames[serve]'" not in hint


def test_the_wheel_holds_every_style_sheet(wheel) -> None:
    # The widgets and screens read their .tcss files beside them as they are imported: one
    # left out of the wheel would stop the installed app at start-up.
    sheets = {p.relative_to(ROOT).as_posix() for p in (ROOT / "boardgames_tui").rglob("*.tcss")}
    assert len(sheets) > 6
    assert sorted(sheets - set(wheel.namelist())) == []


def test_the_wheel_holds_every_compiled_catalogue(wheel) -> None:
    # The app reads the .mo files (gettext); without one, its language shows in English.
    catalogues = {
        "boardgames_assets/" + p.relative_to(ROOT / "assets").as_posix()
        for p in (ROOT / "assets" / "locale").glob("*/LC_MESSAGES/boardgames.mo")
    }
    assert "boardgames_assets/locale/es/LC_MESSAGES/boardgames.mo" in catalogues
    assert sorted(catalogues - set(wheel.namelist())) == []
