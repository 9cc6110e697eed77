"""Which screen draws which game."""

from __future__ import annotations

from boardgames_tui.screens.continental import ContinentalScreen
from boardgames_tui.screens.game_base import GameScreen
from boardgames_tui.screens.generic import GenericGameScreen
from boardgames_tui.screens.polis import PolisScreen
from boardgames_tui.screens.simplicity import SimplicityScreen
from boardgames_tui.screens.utopia import UtopiaScreen

SCREENS: dict[str, type[GameScreen]] = {
    "continental": ContinentalScreen,
    "simplicity": SimplicityScreen,
    "polis": PolisScreen,
    "utopia": UtopiaScreen,
}


def screen_for(game: str) -> type[GameScreen]:
    return SCREENS.get(game, GenericGameScreen)
