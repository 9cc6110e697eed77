"""``boardgames config``: where the settings file is and what it says."""

from __future__ import annotations

import argparse
from typing import Any

from boardgames_rules.core.i18n import N_, _

from boardgames_tui.commands import Handler

ABOUT = {
    "language": N_("en or es; empty: LANGUAGE, LC_ALL, LC_MESSAGES or LANG (Ctrl+P > Language)"),
    "theme": N_("Textual theme (Ctrl+P > Theme)"),
    "seat_colours": N_("colours of the seats (Ctrl+P > Seat colours)"),
    "bot_delay": N_("seconds a bot's move is shown before it is played (--bot-delay)"),
    "bot_level": N_("level of `--bot SEAT` with no level: easy, medium or hard"),
    "since_box_opens": N_("the since-your-last-turn box opens by itself (else: the n key)"),
}


def add_config_command(sub: Any) -> None:
    sub.add_parser(
        "config",
        help=_("show the settings file and its values"),
        description=_(
            "Print where config.toml is and every setting in it (defaults where the "
            "file says nothing). Edit the file to change them; unknown keys are kept."
        ),
    ).set_defaults(run=Handler("boardgames_tui.commands.settings:cmd_config"))


def cmd_config(args: argparse.Namespace) -> int:
    # Imported here: every command builds the parser, which adds this command.
    from rich.table import Table

    from boardgames_tui.commands.common import err, out
    from boardgames_tui.config import ConfigError, Settings, config_path, load

    path = config_path()
    # Never wrapped: the path is there to be copied.
    if path.exists():
        said = _("Settings file: {path}").format(path=path)
    else:
        said = _("Settings file: {path} (not written yet)").format(path=path)
    out.print(said, markup=False, highlight=False, soft_wrap=True)
    print_data_folder(args.data_dir)
    try:
        settings = load(path)
    except ConfigError as problem:
        said = _("{problem}; the app uses the default settings until it is fixed")
        err.print(said.format(problem=problem), markup=False)
        settings = Settings()
    table = Table(show_edge=False)
    for column in (_("Setting"), _("Value"), _("About")):
        table.add_column(column)
    for key, value in settings.values().items():
        shown = str(value).lower() if isinstance(value, bool) else str(value)
        table.add_row(key, shown, _(ABOUT[key]))
    for key, value in settings.unknown.items():
        table.add_row(key, repr(value), _("unknown to this release: kept as it is"))
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
        line = f"{_(label)}: {root / name} ({_(about)})"
        out.print(line, markup=False, highlight=False, soft_wrap=True)
