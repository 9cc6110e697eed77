"""The ``boardgames`` sub-commands; ``cli.py`` parses, and calls the handler the command's
parser names (``set_defaults(run=Handler(...))``)."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


# The exit statuses of `boardgames` (the man page's EXIT STATUS lists them, from here).
EXIT_STATUSES = {
    0: "success",
    1: "the app stopped on an error (a crash report was written), or `run` refused a line",
    2: "a usage error: an unknown option, a bad value, a file that cannot be read",
    3: "a command that draws the game was started without a terminal on standard input and "
    "standard output (a pipe or a file)",
}


class UsageError(Exception):
    """A command cannot do what it was asked: ``cli.main`` prints the message, exit code 2."""

    code = 2


class NotATerminal(UsageError):
    """The app would draw into a pipe or a file: refused before it writes anything."""

    code = 3


def terminal_problem(stdin: object, stdout: object) -> str:
    """Why the app cannot be drawn with these streams, or "" when both are a terminal."""
    from boardgames_rules.core.i18n import _

    stdin_bad, stdout_bad = not _is_terminal(stdin), not _is_terminal(stdout)
    if stdin_bad and stdout_bad:
        return _(
            "the game needs a terminal, and standard input and standard output are not "
            "(a pipe or a file); `boardgames run` plays without a screen"
        )
    if stdin_bad:
        return _(
            "the game needs a terminal, and standard input is not one (a pipe or a file); "
            "`boardgames run` plays without a screen"
        )
    if stdout_bad:
        return _(
            "the game needs a terminal, and standard output is not one (a pipe or a file); "
            "`boardgames run` plays without a screen"
        )
    return ""


def _is_terminal(stream: object) -> bool:
    isatty = getattr(stream, "isatty", None)
    try:
        return bool(isatty()) if callable(isatty) else False
    except (OSError, ValueError):  # a closed stream
        return False


class Handler:
    """A command's function, named ``"module:function"`` and imported only when the command
    runs: building the parser imports none of them, so ``--version``, ``list`` and ``rules``
    start without Textual, pydantic or the games' rules (bench/cli_speed.py)."""

    __slots__ = ("target",)

    def __init__(self, target: str) -> None:
        self.target = target

    def __call__(self, args: argparse.Namespace) -> int:
        module, _, function = self.target.partition(":")
        result: int = getattr(import_module(module), function)(args)
        return result

    def __repr__(self) -> str:
        return f"Handler({self.target!r})"
