"""The ``boardgames`` command: list, play, resume, load, rules and the headless ``run``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, Protocol, cast

from boardgames_rules.registry import listing

from boardgames_tui import __version__
from boardgames_tui.commands import Handler, UsageError
from boardgames_tui.commands.settings import add_config_command
from boardgames_tui.completion import (
    SHELLS,
    any_files,
    bot_levels,
    bot_seats,
    complete_if_asked,
    folders,
    game_names,
    languages,
    save_files,
    themes,
)
from boardgames_tui.config import Settings

# Every other module is imported by the command that needs it (each command's parser names
# its ``Handler``): `--version`, `list` and `rules` start without Textual, pydantic or the
# games' rules (bench/cli_speed.py).
# The tests reach bots_for and out through cli too (``__getattr__`` below).
__all__ = ["UsageError", "main"]


def __getattr__(name: str) -> Any:
    if name in ("bots_for", "out"):  # imported on first use: rich and the rules' models
        from boardgames_tui.commands import common

        return getattr(common, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


DEFAULT_BOT_DELAY = Settings().bot_delay


GLOBAL_OPTIONS = ("data_dir", "theme", "lang")


def add_global_options(parser: argparse.ArgumentParser, default: object = None) -> None:
    """``--data-dir``, ``--theme`` and ``--lang``: on the main parser and on every command."""
    completes(
        parser.add_argument(
            "--data-dir",
            metavar="DIR",
            default=default,
            help="where saves are kept (default: $BOARDGAMES_HOME, else the platform's data "
            "folder)",
        ),
        folders,
    )
    completes(
        parser.add_argument(
            "--theme",
            metavar="NAME",
            default=default,
            help="Textual theme for this run, e.g. textual-dark, textual-light, ansi-dark (the "
            "terminal's own colours); Ctrl+P > Theme chooses one and keeps it",
        ),
        themes,
    )
    completes(
        parser.add_argument(
            "--lang",
            metavar="CODE",
            default=default,
            help="language for this run: en or es (default: the language setting in `boardgames "
            "config`, else LANGUAGE, LC_ALL, LC_MESSAGES or LANG); Ctrl+P > Language chooses one "
            "and keeps it",
        ),
        languages,
    )


class _Completed(Protocol):
    completer: Callable[..., Iterable[str]]


def completes(action: argparse.Action, completer: Callable[..., Iterable[str]]) -> None:
    """Give an argument its shell completer (see completion.py)."""
    # argcomplete reads a ``completer`` set on argparse's Action, which declares no such field.
    cast(_Completed, action).completer = completer


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="boardgames",
        description="Hot-seat board games in the terminal. Without a command: the title screen.",
    )
    add_global_options(parser)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.set_defaults(run=Handler("boardgames_tui.commands.launch:cmd_title"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    names = ", ".join(about.name for about in listing())

    sub.add_parser(
        "list", help="list the games", description="List the games of the suite."
    ).set_defaults(run=Handler("boardgames_tui.commands.records:cmd_list"))

    play = sub.add_parser(
        "play",
        help="start a new game",
        description="Start a new game. Without options, a dialog asks for players and names.",
    )
    play.set_defaults(run=Handler("boardgames_tui.commands.launch:cmd_play"))
    completes(play.add_argument("game", help=f"one of: {names}"), game_names)
    play.add_argument("--players", type=int, metavar="N", help="number of players")
    play.add_argument("--names", metavar="A,B,...", help="player names, comma separated")
    play.add_argument("--seed", type=int, metavar="S", help="seed for dice and draws")
    completes(
        play.add_argument(
            "--bot",
            action="append",
            default=[],
            metavar="SEAT[:LEVEL]",
            help="a bot plays this seat (number from 1, or the player's name); LEVEL is easy, "
            "medium or hard (default: bot_level in `boardgames config`, else hard); repeat for "
            "more bots",
        ),
        bot_seats,
    )
    add_bot_delay(play)

    resume = sub.add_parser(
        "resume",
        help="resume the most recent unfinished game",
        description="Resume the most recently saved game that has not ended.",
    )
    resume.set_defaults(run=Handler("boardgames_tui.commands.launch:cmd_resume"))
    resume.add_argument(
        "--or-title",
        action="store_true",
        help="with no unfinished game, show the title screen instead of an error",
    )
    add_bot_delay(resume)
    load = sub.add_parser("load", help="open a save file", description="Open a save file.")
    load.set_defaults(run=Handler("boardgames_tui.commands.launch:cmd_load"))
    completes(load.add_argument("file", type=Path), save_files)
    add_bot_delay(load)

    rules = sub.add_parser("rules", help="print a game's rules", description="Print the rules.")
    rules.set_defaults(run=Handler("boardgames_tui.commands.text:cmd_rules"))
    completes(rules.add_argument("game", help=f"one of: {names}"), game_names)
    learn = sub.add_parser(
        "learn",
        help="learn a game by playing it: guided lessons",
        description="A game's lessons: short scripted games in which the app explains one thing "
        "at a time and you make the moves. With --moves, print every action of the lessons in "
        "notation instead, lesson by lesson, as `run --moves` reads them.",
    )
    learn.set_defaults(run=Handler("boardgames_tui.commands.launch:cmd_learn"))
    completes(learn.add_argument("game", help=f"one of: {names}"), game_names)
    learn.add_argument(
        "--moves", action="store_true", help="print the lessons' actions instead of playing"
    )

    sim = sub.add_parser(
        "simulate",
        help="play bot-only games and print balance figures",
        description="Play N games between bots and print wins per seat and per bot, the "
        "average and spread of the scores and of each score component, the game length and "
        "decisions per second. The same seed gives the same games.",
    )
    sim.set_defaults(run=Handler("boardgames_tui.commands.simulate:cmd_simulate"))
    completes(sim.add_argument("game", help=f"one of: {names}"), game_names)
    sim.add_argument("--games", type=int, required=True, metavar="N", help="how many games")
    sim.add_argument("--players", type=int, metavar="P", help="players (default: the minimum)")
    completes(
        sim.add_argument(
            "--bots",
            metavar="L1,L2,...",
            default="easy",
            help="level per seat (easy, medium, hard), or one level for every seat (default easy)",
        ),
        bot_levels,
    )
    sim.add_argument("--seed", type=int, default=0, metavar="S", help="seed (default 0)")
    sim.add_argument(
        "--sims",
        type=int,
        default=None,
        metavar="N",
        help="hard bots: simulations per decision (default: the app's, 100-200 by game)",
    )
    sim.add_argument(
        "--budget",
        type=float,
        default=None,
        metavar="SECONDS",
        help="hard bots: also stop after this many seconds per decision (then the result "
        "depends on the machine's speed; default: no clock)",
    )
    sim.add_argument(
        "--fixed-seats",
        action="store_true",
        help="keep each bot in its seat (default: rotate the bots one seat every game)",
    )
    sim.add_argument("--json", action="store_true", help="print JSON instead of tables")

    run = sub.add_parser(
        "run",
        help="play actions headless and print the result",
        description="Apply actions written in the game's notation, one per line (blank lines "
        "and lines starting with # are skipped), and print the resulting position.",
    )
    run.set_defaults(run=Handler("boardgames_tui.commands.run:cmd_run"))
    completes(run.add_argument("game", help=f"one of: {names}"), game_names)
    run.add_argument("--players", type=int, required=True, metavar="N")
    run.add_argument("--seed", type=int, required=True, metavar="S")
    completes(
        run.add_argument("--moves", metavar="FILE|-", help="file of actions, or - for stdin"),
        any_files,
    )
    run.add_argument("--json", action="store_true", help="print JSON instead of a summary")
    run.add_argument("--names", metavar="A,B,...", help="player names, comma separated")
    add_record_commands(sub)

    completion = sub.add_parser(
        "completion",
        help="print a shell completion script",
        description='Print a completion script: bash: eval "$(boardgames completion bash)" '
        "in ~/.bashrc; zsh: the same in ~/.zshrc; fish: boardgames completion fish > "
        "~/.config/fish/completions/boardgames.fish",
    )
    completion.set_defaults(run=Handler("boardgames_tui.commands.text:cmd_completion"))
    completion.add_argument("shell", choices=SHELLS)

    serve = sub.add_parser(
        "serve",
        help="play in a web browser (needs the [serve] extra)",
        description="Serve the app on this machine only (127.0.0.1): open the address it prints. "
        "One browser at a time; reloading the page goes on with the same game.",
    )
    serve.set_defaults(run=Handler("boardgames_tui.commands.records:cmd_serve"))
    serve.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    add_config_command(sub)

    # Last, so that every command (whoever added it) takes the global options after its name
    # too; SUPPRESS keeps a value given before the command name.
    for command in sub.choices.values():
        add_global_options(command, default=argparse.SUPPRESS)
    return parser


def add_record_commands(sub: Any) -> None:
    """replay, export and stats: reading the saves, never changing them."""
    replay = sub.add_parser(
        "replay",
        help="watch a saved game again, read-only",
        description="Open a save (finished or not) read-only on the game's board: arrows step, "
        "Home/End jump, [ ] jump by turn, era or round, space plays, v chooses whose view.",
    )
    replay.set_defaults(run=Handler("boardgames_tui.commands.launch:cmd_replay"))
    completes(replay.add_argument("file", type=Path), save_files)
    export = sub.add_parser(
        "export",
        help="print a saved game's record",
        description="Print the players, the seed, every action in notation with its log lines "
        "and the scores. The text form is a moves file for `boardgames run`.",
    )
    export.set_defaults(run=Handler("boardgames_tui.commands.records:cmd_export"))
    completes(export.add_argument("file", type=Path), save_files)
    export.add_argument("--format", choices=("text", "json"), default="text")
    stats = sub.add_parser(
        "stats",
        help="statistics from the saves on this machine, or of one saved game",
        description="Games played per game, wins per player name and average scores; with a "
        "FILE, that game's chart of each seat's score per period and each seat's totals.",
    )
    stats.set_defaults(run=Handler("boardgames_tui.commands.records:cmd_stats"))
    stats.add_argument("file", type=Path, nargs="?", help="one saved game")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    complete_if_asked(parser)  # exits when the shell asks for completions
    args = parser.parse_args(argv)
    for name in GLOBAL_OPTIONS:  # absent when given neither before nor after the command
        setattr(args, name, getattr(args, name, None))
    try:
        if args.theme is not None:  # checked whatever the command, not only where it is used
            check_theme(args.theme)
        choose_language(args.lang)
        return args.run(args)
    except UsageError as problem:
        from rich.text import Text

        from boardgames_tui.commands.common import err

        err.print(Text(f"boardgames: {problem}", style="bold red"))
        return 2


def add_bot_delay(command: argparse.ArgumentParser) -> None:
    """Bots' pace is the player's choice each time, not part of the saved game."""
    command.add_argument(
        "--bot-delay",
        type=float,
        default=None,
        metavar="SECONDS",
        help="pause before each bot move is played (default: bot_delay in `boardgames config`, "
        f"else {DEFAULT_BOT_DELAY}; 0: none; "
        "in the game, the . key skips a wait)",
    )


def choose_language(given: str | None) -> None:
    """The run's language: ``--lang``, else config.toml's, else the environment's."""
    from boardgames_rules.core import i18n

    from boardgames_tui.config import config_path, load_or_defaults

    if given is not None and i18n.resolve(given) is None:
        raise UsageError(f"no language {given!r}; the languages are: {', '.join(i18n.available())}")
    setting = None if given is not None else load_or_defaults(config_path()).language
    i18n.use(i18n.choose(given, setting))


def check_theme(name: str) -> None:
    from textual.theme import BUILTIN_THEMES

    if name not in BUILTIN_THEMES:
        raise UsageError(f"no theme {name!r}; the themes are: {', '.join(sorted(BUILTIN_THEMES))}")


if __name__ == "__main__":
    sys.exit(main())
