"""Continental: a two-player game of providence, building and territory on an 8x8 board."""

from typing import TYPE_CHECKING

from boardgames_rules.core.lazy import lazy_attributes

if TYPE_CHECKING:  # what a type checker sees; at run time, the loader below (a test compares)
    from boardgames_rules.continental.game import GAME, ContinentalGame

# Loaded on first use: reading ``continental.about`` (``boardgames list``) imports no rules.
__getattr__ = lazy_attributes(
    __name__,
    {
        "GAME": "game",
        "ContinentalGame": "game",
    },
)
__all__ = ["GAME", "ContinentalGame"]
