"""Simplicity's two actions: take a tile and build it, and place the demolition token."""

from __future__ import annotations

from typing import Annotated, Literal

from boardgames_rules.core import Frozen
from pydantic import Field


class Build(Frozen):
    """Take the tile beside planning ``row`` (1-7), put the pawn there, build it on ``space``.

    Taking and building are one action: a tile is only ever taken to be built at once, and
    a single action keeps undo and notation simple (``3 c5``).
    """

    kind: Literal["build"] = "build"
    row: int
    space: str  # city space name, column letter + row number: "c5"


class Demolish(Frozen):
    """Put the demolition token on the tile beside planning ``row``: nobody may take it."""

    kind: Literal["demolish"] = "demolish"
    row: int


Action = Annotated[Build | Demolish, Field(discriminator="kind")]
