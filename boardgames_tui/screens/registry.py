"""Which screen draws which game.

Screens are imported when a game is opened, not at start-up: each one pulls in its game's
rules and data, and launching straight into one game should not pay for the other three.
"""

from __future__ import annotations

from importlib import import_module

from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.generic import GenericGameScreen

SCREENS: dict[str, str] = {
    "continental": "boardgames_tui.screens.continental:ContinentalScreen",
    "simplicity": "boardgames_tui.screens.simplicity:SimplicityScreen",
    "polis": "boardgames_tui.screens.polis:PolisScreen",
    "utopia": "boardgames_tui.screens.utopia:UtopiaScreen",
}


def screen_for(game: str) -> type[GameScreen]:
    target = SCREENS.get(game)
    if target is None:
        return GenericGameScreen
    module, _, name = target.partition(":")
    return getattr(import_module(module), name)
