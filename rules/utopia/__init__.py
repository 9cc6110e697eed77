"""Utopia (Vialla & Urbon, 2007): princes, monuments and wonders on a city of four islands."""

from boardgames_rules.utopia.game import GAME, UtopiaGame

__all__ = ["GAME", "UtopiaGame"]
