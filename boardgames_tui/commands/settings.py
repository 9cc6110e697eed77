"""``boardgames config``: where the settings file is and what it says."""

from __future__ import annotations

import argparse
from typing import Any

from boardgames_tui.commands import Handler

ABOUT = {
    "language": "en or es; empty: LANGUAGE, LC_ALL, LC_MESSAGES or LANG (Ctrl+P > Language)",
    "theme": "Textual theme (Ctrl+P > Theme)",
    "seat_colours": "colours of the seats (Ctrl+P > Seat colours)",
    "bot_delay": "seconds a bot's move is shown before it is played (--bot-delay)",
    "bot_level": "level of `--bot SEAT` with no level: easy, medium or hard",
    "since_box_opens": "the since-your-last-turn box opens by itself (else: the n key)",
}


def add_config_command(sub: Any) -> None:
    sub.add_parser(
        "config",
        help="show the settings file and its values",
        description="Print where config.toml is and every setting in it (defaults where the "
        "file says nothing). Edit the file to change them; unknown keys are kept.",
    ).set_defaults(run=Handler("boardgames_tui.commands.settings:cmd_config"))


def cmd_config(args: argparse.Namespace) -> int:
    # Imported here: every command builds the parser, which adds this command.
    from rich.table import Table

    from boardgames_tui.commands.common import err, out
    from boardgames_tui.config import ConfigError, Settings, config_path, load

    path = config_path()
    # Never wrapped: the path is there to be copied.
    written = "" if path.exists() else " (not written yet)"
    out.print(f"Settings file: {path}{written}", markup=False, highlight=False, soft_wrap=True)
    print_data_folder(args.data_dir)
    try:
        settings = load(path)
    except ConfigError as problem:
        err.print(f"{problem}; the app uses the default settings until it is fixed", markup=False)
        settings = Settings()
    table = Table(show_edge=False)
    for column in ("Setting", "Value", "About"):
        table.add_column(column)
    for key, value in settings.values().items():
        shown = str(value).lower() if isinstance(value, bool) else str(value)
        table.add_row(key, shown, ABOUT[key])
    for key, value in settings.unknown.items():
        table.add_row(key, repr(value), "unknown to this release: kept as it is")
    out.print(table)
    if note := settings.unknown_note(path):
        err.print(note, markup=False)
    from boardgames_tui.keymap import print_keys  # the bindings: this command only

    print_keys(out, err, settings.keys, path)
    return 0


def print_data_folder(given: str | None) -> None:
    """Where the saves, the debug log, the screenshots… are: paths to copy, never wrapped."""
    from boardgames_tui.commands.common import out
    from boardgames_tui.own_files import DATA_FOLDER_ITEMS
    from boardgames_tui.storage import data_dir

    root = data_dir(given)
    for label, name, about in DATA_FOLDER_ITEMS:
        line = f"{label}: {root / name} ({about})"
        out.print(line, markup=False, highlight=False, soft_wrap=True)
