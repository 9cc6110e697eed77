"""Pure rules of the boardgames suite: no UI imports here (tests/test_import_hygiene.py)."""

from boardgames_rules.registry import GAMES, get_game

__all__ = ["GAMES", "get_game"]
