"""Utopia's actions: what a player can decide, as frozen values with a ``kind``.

Districts are named by their map id (``"F2"``), islands by their index on the board, and
civilisations by letter (M P E G C).  ``notation.py`` reads and writes them as text.
"""

from __future__ import annotations

from typing import Annotated, Literal

from boardgames_rules.core import Frozen
from boardgames_rules.utopia.data import CIVS, Civ
from pydantic import Field, field_validator

Count = Literal[1, 2]  # princes moved or sailed at once


# -- phase 1 ---------------------------------------------------------------------------------
class TakeGuest(Frozen):
    """Take a waiting guest and place its prince in ``district`` (None: no prince left)."""

    kind: Literal["guest"] = "guest"
    island: int
    civ: Civ
    district: str | None = None


class UsePrivilege(Frozen):
    """Spend a privilege token to draw a guest blind from the bag."""

    kind: Literal["privilege"] = "privilege"


class PlaceGuest(Frozen):
    """Place the prince of the guest drawn blind."""

    kind: Literal["place"] = "place"
    district: str


# -- free actions ----------------------------------------------------------------------------
class BuildWonder(Frozen):
    kind: Literal["wonder"] = "wonder"
    island: int


class PickForWonder(Frozen):
    """Choose the district whose prince of ``civ`` goes into the wonder being built."""

    kind: Literal["pick"] = "pick"
    civ: Civ
    district: str


class TakeControl(Frozen):
    kind: Literal["control"] = "control"
    civ: Civ
    district: str


# -- phase 2 ---------------------------------------------------------------------------------
class Move(Frozen):
    """Move 1 or 2 princes by land (street or bridge): 1 card."""

    kind: Literal["move"] = "move"
    civ: Civ
    count: Count = 1
    origin: str
    destination: str


class Sail(Frozen):
    """Move 1 or 2 princes by sea between ship districts: 1 card."""

    kind: Literal["sail"] = "sail"
    civ: Civ
    count: Count = 1
    origin: str
    destination: str


class AddPrince(Frozen):
    kind: Literal["add"] = "add"
    civ: Civ
    district: str


class RemovePrince(Frozen):
    kind: Literal["remove"] = "remove"
    civ: Civ
    district: str


class InfluenceKing(Frozen):
    kind: Literal["king"] = "king"
    civ: Civ


class Downfall(Frozen):
    kind: Literal["downfall"] = "downfall"
    civ: Civ


class SpecialGuest(Frozen):
    kind: Literal["special"] = "special"
    civ: Civ
    district: str


class Discard(Frozen):
    """Discard these cards (sorted in civilisation order) by rank or at the hand limit."""

    kind: Literal["discard"] = "discard"
    cards: tuple[Civ, ...]

    @field_validator("cards")
    @classmethod
    def _in_civ_order(cls, cards: tuple[Civ, ...]) -> tuple[Civ, ...]:
        # One value per choice: "discard P M" and "discard M P" are the same discard.
        return tuple(sorted(cards, key=CIVS.index))


class EndTurn(Frozen):
    kind: Literal["end"] = "end"


Action = Annotated[
    TakeGuest
    | UsePrivilege
    | PlaceGuest
    | BuildWonder
    | PickForWonder
    | TakeControl
    | Move
    | Sail
    | AddPrince
    | RemovePrince
    | InfluenceKing
    | Downfall
    | SpecialGuest
    | Discard
    | EndTurn,
    Field(discriminator="kind"),
]

# Card actions: how many cards of the civilisation each one costs.
CARD_COST = {"move": 1, "sail": 1, "add": 1, "remove": 1, "king": 1, "downfall": 2, "special": 3}
