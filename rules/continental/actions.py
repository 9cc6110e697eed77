"""What a player can do, one frozen model per kind.  Squares are named as on the board: "c3"."""

from __future__ import annotations

from typing import Annotated, Literal

from boardgames_rules.continental.data import Structure
from boardgames_rules.core import Frozen
from pydantic import Field


class AssignStats(Frozen):
    """The setup choice: the values of I, E, G, Q in that order (a permutation of 1-4)."""

    kind: Literal["stats"] = "stats"
    values: tuple[int, int, int, int]


class Roll(Frozen):
    kind: Literal["roll"] = "roll"


class Build(Frozen):
    kind: Literal["build"] = "build"
    structure: Structure
    square: str


class Recruit(Frozen):
    kind: Literal["recruit"] = "recruit"
    square: str


class MakeTower(Frozen):
    """Turn the army on ``square`` into a Tower."""

    kind: Literal["tower"] = "tower"
    square: str


class MakeCity(Frozen):
    """Turn the Tower on ``square`` into a City."""

    kind: Literal["city"] = "city"
    square: str


class Move(Frozen):
    """An army's move: every square of the path, its start included (one or two steps)."""

    kind: Literal["move"] = "move"
    path: tuple[str, ...]


class Attack(Frozen):
    """An army's move ending on an enemy square (the path's last), investing ``moral``."""

    kind: Literal["attack"] = "attack"
    path: tuple[str, ...]
    moral: int


class Defend(Frozen):
    kind: Literal["defend"] = "defend"
    means: Literal["people", "resources"]


class Yield(Frozen):
    kind: Literal["yield"] = "yield"


class EndTurn(Frozen):
    kind: Literal["end"] = "end"


Action = Annotated[
    AssignStats
    | Roll
    | Build
    | Recruit
    | MakeTower
    | MakeCity
    | Move
    | Attack
    | Defend
    | Yield
    | EndTurn,
    Field(discriminator="kind"),
]
