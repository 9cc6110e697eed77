"""The sub-commands that only read (list, export, stats), and serve, which hands the app to a
browser."""

from __future__ import annotations

import argparse
import sys

from boardgames_rules.core.i18n import _
from boardgames_rules.registry import listing
from rich.table import Table

from boardgames_tui.commands.common import UsageError, out


def cmd_list(args: argparse.Namespace) -> int:
    table = Table(title="boardgames")
    table.add_column(_("Game"), style="bold")
    table.add_column(_("Players"), justify="center")
    table.add_column(_("About"))
    for game in listing():  # no game's rules imported: printed in a blink
        table.add_row(game.name, game.player_range, _(game.summary))
    out.print(table)
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from boardgames_rules.core.save import SaveError

    from boardgames_tui.export import as_json, as_text
    from boardgames_tui.storage import load_session

    try:
        session = load_session(args.file)
    except SaveError as problem:
        said = _("cannot export {file}: {problem}")
        raise UsageError(said.format(file=args.file, problem=problem)) from None
    sys.stdout.write(as_json(session) if args.format == "json" else as_text(session))
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    if getattr(args, "file", None) is not None:
        from boardgames_tui.commands.game_stats import cmd_game_stats

        return cmd_game_stats(args.file)
    from boardgames_tui.shelf import list_saves
    from boardgames_tui.stats import compute, tables
    from boardgames_tui.storage import Storage, data_dir

    out.print(tables(compute(list_saves(Storage(data_dir(args.data_dir))))))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    try:
        from boardgames_tui.serve import serve
    except ImportError:
        raise UsageError(
            _(
                "serve needs textual-serve: pip install 'boardgames-hotseat[serve]' "
                "(installed with pipx: pipx inject boardgames-hotseat textual-serve)"
            )
        ) from None
    if not 0 < args.port < 65536:
        raise UsageError(_("--port must be 1-65535, not {port}").format(port=args.port))
    serve(args.port, data_dir=args.data_dir, theme=args.theme)
    return 0
