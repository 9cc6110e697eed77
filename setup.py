"""Finds the packages, so that a new game's rules and app packages install with no list edited.

Everything else is in pyproject.toml.  The ``rules`` and ``assets`` folders install under names
only this project uses (``package-dir`` there), which ``packages.find`` cannot express.
"""

from setuptools import find_packages, setup


def under(folder: str, name: str) -> list[str]:
    return [name, *(f"{name}.{sub}" for sub in find_packages(folder))]


setup(
    packages=[
        *find_packages(include=["boardgames_tui", "boardgames_tui.*"]),
        *under("rules", "boardgames_rules"),
        "boardgames_assets",
    ],
    # The man page (made from the parser by boardgames_tui/manpage.py, kept in the repository
    # so a build needs nothing more): pip puts it in <prefix>/share/man/man1, pipx links it.
    data_files=[("share/man/man1", ["man/boardgames.1"])],
)
