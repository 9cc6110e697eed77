"""Where the shipped data lives: the ``assets/`` folder, installed as ``boardgames_assets``."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable


def asset(*parts: str) -> Traversable:
    """A file or folder under ``assets/``, e.g. ``asset("polis", "map.json")``."""
    return resources.files("boardgames_assets").joinpath(*parts)
