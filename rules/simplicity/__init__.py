"""Simplicity (David Brain): plan a city together, tile by tile, over five rounds."""

from boardgames_rules.simplicity.engine import legal_spaces
from boardgames_rules.simplicity.game import GAME, SimplicityGame

__all__ = ["GAME", "SimplicityGame", "legal_spaces"]
