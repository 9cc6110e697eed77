"""What the suite says about a game before playing it: a plain record, no rules attached.

Each game package keeps its own in ``about.py`` and its ``Game`` class reads it from there, so
``boardgames list`` and ``boardgames rules`` name the games without importing their rules
(pydantic models and engines take most of a second to import on a slow machine).
"""

from __future__ import annotations

from typing import NamedTuple


class About(NamedTuple):
    name: str
    title: str
    summary: str
    min_players: int
    max_players: int
    # Where the title screen and ``boardgames list`` put the game: lower comes first.
    listing_order: int = 100

    @property
    def player_range(self) -> str:
        return player_range(self.min_players, self.max_players)


def player_range(low: int, high: int) -> str:
    """``2`` for exactly two players, ``2-5`` for two to five."""
    return str(low) if low == high else f"{low}-{high}"
