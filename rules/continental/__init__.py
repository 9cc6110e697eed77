"""Continental: a two-player game of providence, building and territory on an 8x8 board."""

from boardgames_rules.continental.game import GAME, ContinentalGame

__all__ = ["GAME", "ContinentalGame"]
