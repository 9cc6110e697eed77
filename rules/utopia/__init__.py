"""Utopia (Vialla & Urbon, 2007): princes, monuments and wonders on a city of four islands."""

from typing import TYPE_CHECKING

from boardgames_rules.core.lazy import lazy_attributes

if TYPE_CHECKING:  # what a type checker sees; at run time, the loader below (a test compares)
    from boardgames_rules.utopia.game import GAME, UtopiaGame

# Loaded on first use: reading ``utopia.about`` (``boardgames list``) imports no rules.
__getattr__ = lazy_attributes(
    __name__,
    {
        "GAME": "game",
        "UtopiaGame": "game",
    },
)
__all__ = ["GAME", "UtopiaGame"]
