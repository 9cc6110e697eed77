"""The ``boardgames`` sub-commands; ``cli.py`` parses, and calls the handler the command's
parser names (``set_defaults(run=Handler(...))``)."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


class UsageError(Exception):
    """A command cannot do what it was asked: ``cli.main`` prints the message, exit code 2."""


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
