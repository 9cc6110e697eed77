"""Shell completion for ``boardgames``, by argcomplete, for bash, zsh and fish.

The script a shell loads only calls ``boardgames`` back with the line being completed;
argcomplete then reads the real parser, so a new command or option completes with no script
to change.  The values argcomplete cannot find in the parser (a positional's game name, a
theme, a bot level, a save file) come from the completers below, set on each argument in
``cli.build_parser``.  They are plain functions, so building the parser imports nothing here.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Any

SHELLS = ("bash", "zsh", "fish")
COMMAND = "boardgames"


def script(shell: str) -> str:
    from argcomplete import shellcode

    return shellcode([COMMAND], shell=shell)


def complete_if_asked(parser: Any) -> None:
    """When the shell is asking (``_ARGCOMPLETE`` set), print the candidates and exit."""
    if "_ARGCOMPLETE" not in os.environ:
        return
    from argcomplete import autocomplete
    from argcomplete.completers import BaseCompleter

    class NoFiles(BaseCompleter):
        def __call__(self, **_: object) -> Iterable[str]:
            return ()

    # No file names where no completer offers them: `play <Tab>` lists games, not the folder.
    autocomplete(parser, default_completer=NoFiles())


def game_names(**_: object) -> Iterable[str]:
    from boardgames_rules.registry import listing  # names only: no game's rules imported

    return [about.name for about in listing()]


def save_files(prefix: str, **_: object) -> Iterable[str]:
    """Folders and ``*.json`` files: the saves ``load``, ``replay`` and ``export`` open."""
    from argcomplete.completers import FilesCompleter

    return FilesCompleter(allowednames=("json",))(prefix)


def any_files(prefix: str, **_: object) -> Iterable[str]:
    from argcomplete.completers import FilesCompleter

    return FilesCompleter()(prefix)


def folders(prefix: str, **_: object) -> Iterable[str]:
    from argcomplete.completers import DirectoriesCompleter

    return DirectoriesCompleter()(prefix)


def themes(**_: object) -> Iterable[str]:
    from textual.theme import BUILTIN_THEMES

    return sorted(BUILTIN_THEMES)


def languages(**_: object) -> Iterable[str]:
    from boardgames_rules.core.i18n import available

    return available()


def bot_seats(prefix: str, parsed_args: Any = None, **_: object) -> Iterable[str]:
    """``--bot SEAT:LEVEL``: every seat of the game named before it, at every level."""
    from boardgames_rules import GAMES
    from boardgames_rules.bots.base import STRENGTH_WORDS

    game = GAMES.get(getattr(parsed_args, "game", None) or "")
    seats = game.max_players if game is not None else max(g.max_players for g in GAMES.values())
    return [f"{seat}:{level}" for seat in range(1, seats + 1) for level in STRENGTH_WORDS]


def bot_levels(prefix: str, **_: object) -> Iterable[str]:
    """``simulate --bots L1,L2,...``: a level after each comma."""
    from boardgames_rules.bots.base import STRENGTH_WORDS

    done = prefix.rpartition(",")[0]
    return [f"{done},{level}" if done else level for level in STRENGTH_WORDS]
