"""Continental: a two-player game of providence, building and territory on an 8x8 board."""

from boardgames_rules.core.lazy import lazy_attributes

# Loaded on first use: reading ``continental.about`` (``boardgames list``) imports no rules.
__getattr__ = lazy_attributes(
    __name__,
    {
        "GAME": "game",
        "ContinentalGame": "game",
    },
)
__all__ = ["GAME", "ContinentalGame"]
