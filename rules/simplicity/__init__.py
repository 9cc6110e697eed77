"""Simplicity (David Brain): plan a city together, tile by tile, over five rounds."""

from typing import TYPE_CHECKING

from boardgames_rules.core.lazy import lazy_attributes

if TYPE_CHECKING:  # what a type checker sees; at run time, the loader below (a test compares)
    from boardgames_rules.simplicity.engine import legal_spaces
    from boardgames_rules.simplicity.game import GAME, SimplicityGame

# Loaded on first use: reading ``simplicity.about`` (``boardgames list``) imports no rules.
__getattr__ = lazy_attributes(
    __name__,
    {
        "GAME": "game",
        "SimplicityGame": "game",
        "legal_spaces": "engine",
    },
)
__all__ = ["GAME", "SimplicityGame", "legal_spaces"]
