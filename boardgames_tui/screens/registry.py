"""Which screen draws which game: each game's own package, ``boardgames_tui.games.<name>``.

A game's app package names its screen class in ``SCREEN`` (in ``screen.py``), so a new game
needs no list edited here.  Screens are imported when a game is opened, not at start-up: each
one pulls in its game's rules and data, and launching straight into one game should not pay
for the other three.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # a game's screen module imports these itself, when it is opened
    from boardgames_tui.screens.game_base import GameScreen

GAMES_PACKAGE = "boardgames_tui.games"


def screen_module(game: str) -> str:
    return f"{GAMES_PACKAGE}.{game}.screen"


def screen_for(game: str) -> type[GameScreen]:
    """The game's own screen class, or a plain one for a game with no app package yet."""
    try:
        module = import_module(screen_module(game))
    except ModuleNotFoundError as err:
        # Only a missing package of this game means "no screen yet"; any other missing module
        # is a real error and must surface.
        wanted = screen_module(game)
        if err.name is None or not (wanted == err.name or wanted.startswith(err.name + ".")):
            raise
        from boardgames_tui.screens.generic import GenericGameScreen

        return GenericGameScreen
    return module.SCREEN
