"""Finds the packages, so that a new game's rules, assets and app packages install with no list
edited.

Everything else is in pyproject.toml.  The ``rules`` and ``assets`` folders install under names
only this project uses (``package-dir`` there), which ``packages.find`` cannot express.
"""

import sys

from setuptools import find_namespace_packages, setup
from setuptools.command.build_py import build_py
from setuptools.command.install_lib import install_lib


class QuietBuildPy(build_py):
    """With PYTHONDONTWRITEBYTECODE set (containers and CI often set it), distutils skips the
    byte-compiling, as asked, but prints "warning: ... byte-compiling is disabled" on every
    build, a warning about nothing wrong.  Skipped here without the line; the wheel holds the
    same files either way."""

    def byte_compile(self, files: list[str]) -> None:
        if not sys.dont_write_bytecode:
            super().byte_compile(files)


class QuietInstallLib(install_lib):
    __doc__ = QuietBuildPy.__doc__

    def byte_compile(self, files: list[str]) -> None:
        if not sys.dont_write_bytecode:
            super().byte_compile(files)


def under(folder: str, name: str) -> list[str]:
    """``name`` and every folder below ``folder``, as its packages.  Namespace packages too: a
    folder of data only (a game's assets, the served page) has no ``__init__.py``, and left out
    of the list its files would ship only by accident (setuptools warns of exactly that)."""
    found = find_namespace_packages(folder, exclude=["__pycache__", "*.__pycache__"])
    return [name, *(f"{name}.{sub}" for sub in found)]


setup(
    packages=[
        *under("boardgames_tui", "boardgames_tui"),
        *under("rules", "boardgames_rules"),
        *under("assets", "boardgames_assets"),
    ],
    # The man page (made from the parser by boardgames_tui/manpage.py, kept in the repository
    # so a build needs nothing more): pip puts it in <prefix>/share/man/man1, pipx links it.
    data_files=[("share/man/man1", ["man/boardgames.1"])],
    cmdclass={"build_py": QuietBuildPy, "install_lib": QuietInstallLib},
)
