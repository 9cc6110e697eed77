"""The built wheel: our own name on the package index, the command, and the man page."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

from boardgames_tui import __version__

ROOT = Path(__file__).parent.parent
# Not sources: what a working tree gathers as it is used.
LITTER = (
    "__pycache__",
    "*.egg-info",
    ".git",
    "build",
    "dist",
    ".venv",
    ".*_cache",
    "snapshot_report.html",
)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[zipfile.ZipFile, tarfile.TarFile, str]:
    """The wheel and the sdist built from a copy of the sources (a build in place would leave
    build/ behind), through setuptools' build backend as any front end calls it, and what the
    build printed."""
    tree = tmp_path_factory.mktemp("source") / "tree"
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(*LITTER))
    out = tmp_path_factory.mktemp("dist")
    build = (
        "import sys\n"
        "from setuptools import build_meta\n"
        "out = sys.argv[1]  # read first: the backend sets sys.argv for setup.py\n"
        "build_meta.build_sdist(out)\n"
        "build_meta.build_wheel(out)\n"
    )
    # With bytecode turned off, as this machine and many CI runners have it, distutils warned
    # that it skipped the byte-compiling: setup.py keeps it quiet, and this keeps it so.
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", build, str(out)],
        cwd=tree,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    [wheel] = out.glob("*.whl")
    [sdist] = out.glob("*.tar.gz")
    return zipfile.ZipFile(wheel), tarfile.open(sdist), done.stdout + done.stderr


@pytest.fixture(scope="module")
def wheel(built) -> zipfile.ZipFile:
    return built[0]


def test_the_build_prints_no_warning(built) -> None:
    warnings = [line for line in built[2].splitlines() if "warn" in line.lower()]
    assert not warnings, "\n".join(warnings)


# Files of the repository that the sdist leaves out on purpose: git's own.
NOT_SHIPPED = {".gitignore", ".gitattributes"}


def sources() -> set[str]:
    """The repository's files: git's list in a clone, else (in an unpacked sdist, which has no
    .git) the files found, without what running the tests leaves."""
    try:
        if not (ROOT / ".git").exists():  # not a clone (git would answer for a folder above)
            raise OSError
        listed = subprocess.run(
            ["git", "-C", str(ROOT), "ls-files", "-z"], check=True, capture_output=True, text=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        litter = shutil.ignore_patterns(*LITTER, ".hypothesis", "PKG-INFO", "setup.cfg")
        found = set()
        for folder, subfolders, files in os.walk(ROOT):
            subfolders[:] = [d for d in subfolders if not litter(folder, [d])]
            found |= {
                (Path(folder) / name).relative_to(ROOT).as_posix()
                for name in set(files) - litter(folder, files)
            }
        return found
    return {name for name in listed.split("\0") if name and (ROOT / name).is_file()}


def test_the_sdist_holds_every_file_of_the_repository(built) -> None:
    """Everything the tests read ships (the test tree with its snapshots, the assets and the
    catalogues' sources and .mo files, babel.cfg, the man page, bench/, .ci/ with lowest.txt),
    so that the whole suite runs from the sdist."""
    sdist = built[1]
    held = {name.split("/", 1)[1] for name in sdist.getnames() if "/" in name}
    tests = {name for name in sources() if name.startswith("tests/")}
    assert len(tests) > 100
    missing = sorted(sources() - NOT_SHIPPED - held)
    assert not missing, f"add them to MANIFEST.in: {missing}"
    for needed in ("babel.cfg", ".ci/lowest.txt", ".ci/catalogues", "man/boardgames.1",
                   "assets/locale/es/LC_MESSAGES/app.po", "assets/locale/app.pot",
                   "assets/locale/es/LC_MESSAGES/app.mo", "LICENSE", "CHANGELOG.md"):
        assert needed in held, needed


def test_every_module_we_import_is_declared() -> None:
    """Each third-party module the installed packages import comes from a distribution that
    pyproject.toml names: the app's dependencies, or the extra of the one module that needs it
    (the served page's, the man page maker's)."""
    import ast
    import tomllib
    from importlib.metadata import packages_distributions

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]

    def names(requirements: list[str]) -> set[str]:
        return {canonicalize_name(Requirement(text).name) for text in requirements}

    extras = {"boardgames_tui/serve.py": "serve", "boardgames_tui/manpage.py": "test"}
    distributions = packages_distributions()
    undeclared = []
    for folder in ("boardgames_tui", "rules"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            where = path.relative_to(ROOT).as_posix()
            declared = names(project["dependencies"])
            if where in extras:
                declared |= names(project["optional-dependencies"][extras[where]])
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                if isinstance(node, ast.Import):
                    modules = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    modules = [node.module]
                else:
                    continue
                for module in modules:
                    top = module.partition(".")[0]
                    if top in sys.stdlib_module_names or top.startswith("boardgames"):
                        continue
                    owners = {canonicalize_name(d) for d in distributions.get(top, [top])}
                    if not owners & declared:
                        undeclared.append(f"{where}: {module} ({', '.join(sorted(owners))})")
    assert not undeclared, undeclared


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
    assert '.TH BOARDGAMES "1"' in manpage.render() and "completion" in manpage.render()


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


def test_the_lowest_set_pins_every_floor_we_declare() -> None:
    """.ci/lowest installs .ci/lowest.txt: the lowest release each declared range admits, so a
    floor raised in pyproject.toml (or a new dependency) must be raised (or added) there too."""
    import tomllib

    from packaging.requirements import Requirement
    from packaging.version import Version

    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    declared = [
        Requirement(text)
        for text in (
            *project["dependencies"],
            *project["optional-dependencies"]["serve"],
            *project["optional-dependencies"]["test"],
        )
    ]
    lines = (ROOT / ".ci" / "lowest.txt").read_text("utf-8").splitlines()
    pinned = {
        Requirement(line).name: Version(line.split("==")[1])
        for line in lines
        if line and not line.startswith("#")
    }
    for requirement in declared:
        if requirement.name == project["name"]:
            continue  # the test extra names the serve extra
        floors = [Version(s.version) for s in requirement.specifier if s.operator in (">=", "~=")]
        assert requirement.name in pinned and floors, f"{requirement}: no floor in lowest.txt"
        low = pinned[requirement.name]
        # The floor itself, or its first release when there is none of that exact number.
        assert low in requirement.specifier, f"{requirement}: lowest.txt has {low}"
        assert low.release[: len(floors[0].release)] == floors[0].release, (
            f"{requirement}: lowest.txt has {low}"
        )
    assert set(pinned) == {r.name for r in declared if r.name != project["name"]}


def test_the_wheel_holds_every_games_terms(wheel) -> None:
    # The Spanish words (assets/<game>/terms.json) ship with the game they name.
    names = set(wheel.namelist())
    shipped = {p.parent.name for p in (ROOT / "assets").glob("*/terms.json")}
    assert shipped and all(f"boardgames_assets/{g}/terms.json" in names for g in shipped)


def test_the_wheel_holds_every_compiled_catalogue(wheel) -> None:
    # The app reads the .mo files (gettext); without one, its language shows in English.
    catalogues = {
        "boardgames_assets/" + p.relative_to(ROOT / "assets").as_posix()
        for p in (ROOT / "assets" / "locale").glob("*/LC_MESSAGES/*.mo")
    }
    assert "boardgames_assets/locale/es/LC_MESSAGES/polis.mo" in catalogues
    assert sorted(catalogues - set(wheel.namelist())) == []
