"""The man page, ``man/boardgames.1``, written from the argument parser by argparse-manpage.

The page is kept in the repository and installed with the package (``share/man/man1``, where
man and pipx find it), so building a wheel needs neither argparse-manpage nor the app's
imports; ``tests/test_packaging.py`` checks that it still matches the parser.  ENVIRONMENT,
FILES, EXIT STATUS and KEYS come from ``manpage_sections.py`` (the keys from
``keymap.key_listing``, as ``boardgames config`` lists them).
After changing a command, an option or a key: ``python -m boardgames_tui.manpage``
(argparse-manpage is in the test extra).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from boardgames_tui import __version__

MAN_PAGE = Path(__file__).parent.parent / "man" / "boardgames.1"


def render(keymap: Mapping[str, str] | None = None) -> str:
    """The page, its KEYS after ``keymap`` (none: the default keys, as man/ keeps it)."""
    from argparse_manpage.manpage import Manpage

    from boardgames_tui.cli import build_parser
    from boardgames_tui.manpage_sections import sections

    data = {
        "project_name": "boardgames",
        "version": __version__,
        "manual_title": "boardgames manual",
        # Not today's date: the page must come out the same whenever it is made.
        "date": f"release {__version__}",
        "description": "hot-seat board games in the terminal",
    }
    # argparse wraps the usage lines at $COLUMNS: the same width wherever the page is made.
    columns = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = "80"
    try:
        page = Manpage(build_parser(), _data=data)
        for heading, text in sections(keymap):
            page.add_section(heading, "=", text)
        return str(page)
    finally:
        if columns is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = columns


if __name__ == "__main__":
    MAN_PAGE.parent.mkdir(exist_ok=True)
    MAN_PAGE.write_text(render(), encoding="utf-8")
    print(f"wrote {MAN_PAGE}")
