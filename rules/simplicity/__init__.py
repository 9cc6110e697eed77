"""Simplicity (David Brain): plan a city together, tile by tile, over five rounds."""

from boardgames_rules.core.lazy import lazy_attributes

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
