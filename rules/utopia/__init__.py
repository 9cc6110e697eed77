"""Utopia (Vialla & Urbon, 2007): princes, monuments and wonders on a city of four islands."""

from boardgames_rules.core.lazy import lazy_attributes

# Loaded on first use: reading ``utopia.about`` (``boardgames list``) imports no rules.
__getattr__ = lazy_attributes(
    __name__,
    {
        "GAME": "game",
        "UtopiaGame": "game",
    },
)
__all__ = ["GAME", "UtopiaGame"]
