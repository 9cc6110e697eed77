"""Simplicity (David Brain): plan a city together, tile by tile, over five rounds."""

from rules.simplicity.engine import legal_spaces
from rules.simplicity.game import GAME, SimplicityGame

__all__ = ["GAME", "SimplicityGame", "legal_spaces"]
