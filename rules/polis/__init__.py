"""Polis: Fight for the Hegemony — Athens against Sparta over four eras."""

from typing import TYPE_CHECKING

from boardgames_rules.core.lazy import lazy_attributes

if TYPE_CHECKING:  # what a type checker sees; at run time, the loader below (a test compares)
    from boardgames_rules.polis.game import GAME

# Loaded on first use: reading ``polis.about`` (``boardgames list``) imports no rules.
__getattr__ = lazy_attributes(
    __name__,
    {
        "GAME": "game",
    },
)
__all__ = ["GAME"]
