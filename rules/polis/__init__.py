"""Polis: Fight for the Hegemony — Athens against Sparta over four eras."""

from boardgames_rules.polis.game import GAME

__all__ = ["GAME"]
