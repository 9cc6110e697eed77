"""The commands that open the app: the title screen, play, learn, resume, load and replay.

Each builds what the app starts on, then :func:`open_app` runs it.  Textual and the rules are
imported inside the functions, when one of these commands runs (see ``Handler``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from boardgames_rules.core.i18n import _

from boardgames_tui.commands import UsageError

if TYPE_CHECKING:
    from pathlib import Path

    from boardgames_tui.app import Start
    from boardgames_tui.storage import Storage


def open_app(args: argparse.Namespace, start: Callable[[Storage], Start]) -> int:
    """Run the app on what ``start`` makes (given where the saves are), with the run's theme
    and bots' pace; the app's return code."""
    from boardgames_tui.app import BoardgamesApp
    from boardgames_tui.storage import Storage, data_dir

    storage = Storage(data_dir(args.data_dir))
    bot_delay = getattr(args, "bot_delay", None)  # None: the app takes config.toml's
    if bot_delay is not None:
        from boardgames_tui.config import check_value

        # As config.toml's bot_delay: nan, inf and negatives refused (float() reads them all).
        if problem := check_value("bot_delay", bot_delay):
            raise UsageError(f"--{problem.replace('_', '-')}")
    app = BoardgamesApp(storage, start(storage), bot_delay=bot_delay, theme_name=args.theme)
    app.run()
    return app.return_code or 0


def cmd_title(args: argparse.Namespace) -> int:
    """No command: the title screen."""
    from boardgames_tui.app import Start

    return open_app(args, lambda storage: Start())


def cmd_play(args: argparse.Namespace) -> int:
    return open_app(args, lambda storage: _new_game(args))


def _new_game(args: argparse.Namespace) -> Start:
    from boardgames_rules.core import SetupError
    from boardgames_rules.core.session import Session

    from boardgames_tui.app import Start, random_seed
    from boardgames_tui.commands.common import bots_for, find_game, players_for
    from boardgames_tui.config import config_path, load_or_defaults

    game = find_game(args.game)
    if args.players is None and args.names is None and args.seed is None and not args.bot:
        return Start(game=game.name)  # the new-game dialog asks
    players = players_for(game, args.players, args.names)
    level = load_or_defaults(config_path()).bot_level
    bots = bots_for(game, players, args.bot, default_level=level)
    seed = args.seed if args.seed is not None else random_seed()
    try:
        session = Session.start(game, players, seed)
    except SetupError as problem:
        raise UsageError(str(problem)) from None
    session.bots = bots
    return Start(session=session)


def cmd_learn(args: argparse.Namespace) -> int:
    if args.moves:  # printed, no app
        from boardgames_tui.commands.run import cmd_lesson_moves

        return cmd_lesson_moves(args)

    def lessons(storage: Storage) -> Start:
        from boardgames_tui.app import Start
        from boardgames_tui.commands.common import find_game

        return Start(learn=find_game(args.game).name)

    return open_app(args, lessons)


def cmd_replay(args: argparse.Namespace) -> int:
    def replay(storage: Storage) -> Start:
        from boardgames_rules.core.save import SaveError

        from boardgames_tui.app import Start
        from boardgames_tui.storage import load_session

        try:
            return Start(session=load_session(args.file), save_path=args.file, replay=True)
        except SaveError as problem:
            said = _("cannot replay {file}: {problem}")
            raise UsageError(said.format(file=args.file, problem=problem)) from None

    return open_app(args, replay)


def cmd_resume(args: argparse.Namespace) -> int:
    def latest(storage: Storage) -> Start:
        from boardgames_tui.app import Start

        scan = storage.scan()
        if scan.skipped:
            print(scan.skipped_note(), file=sys.stderr)  # unreadable files, left untouched
        if scan.latest is None:
            if not args.or_title:
                said = _("no unfinished game to resume in {folder}")
                raise UsageError(said.format(folder=storage.saves))
            return Start()
        return _saved(scan.latest[0])

    return open_app(args, latest)


def cmd_load(args: argparse.Namespace) -> int:
    return open_app(args, lambda storage: _saved(args.file))


def _saved(path: Path) -> Start:
    from boardgames_rules.core.save import SaveError

    from boardgames_tui.app import Start
    from boardgames_tui.storage import load_session

    try:
        return Start(session=load_session(path), save_path=path)
    except SaveError as problem:
        said = _("cannot load {file}: {problem}")
        raise UsageError(said.format(file=path, problem=problem)) from None
