"""Polis: Fight for the Hegemony — Athens against Sparta over four eras."""

from boardgames_rules.core.lazy import lazy_attributes

# Loaded on first use: reading ``polis.about`` (``boardgames list``) imports no rules.
__getattr__ = lazy_attributes(
    __name__,
    {
        "GAME": "game",
    },
)
__all__ = ["GAME"]
