"""The state of a game of Continental: the board, the two players and where the turn is."""

from __future__ import annotations

from typing import Literal

from boardgames_rules.continental.data import (
    START_MORAL,
    START_PEOPLE,
    START_RESOURCES,
    AttackKind,
    Piece,
)
from boardgames_rules.core import Frozen, GameState

Phase = Literal["setup", "roll", "actions", "defend", "over"]
EndReason = Literal["elimination", "no_stronghold", "domination", "turn_limit"]


class PlayerState(Frozen):
    people: int = START_PEOPLE
    moral: int = START_MORAL
    resources: int = START_RESOURCES
    # I, E, G, Q (Church, School, Farm, Barracks); None until assigned in the setup.
    stats: tuple[int, int, int, int] | None = None

    @property
    def stat_values(self) -> tuple[int, ...]:
        """The stats, or zeros before they are assigned (zero matches no providence)."""
        return self.stats or (0, 0, 0, 0)


class PendingAttack(Frozen):
    """An attack declared and paid for, waiting for the defender's answer.

    ``path`` runs from the army's square to the attacked square; the army has not moved yet,
    because where it ends up depends on the answer.
    """

    path: tuple[int, ...]
    moral: int
    kind: AttackKind

    @property
    def origin(self) -> int:
        return self.path[0]

    @property
    def launch(self) -> int:
        """The square the army attacks from (where it stays if repelled)."""
        return self.path[-2]

    @property
    def target(self) -> int:
        return self.path[-1]


class Ending(Frozen):
    """Why the game ended; ``losers`` is set for the two immediate losses."""

    reason: EndReason
    losers: tuple[int, ...] = ()


class ContinentalState(GameState):
    # Per square (see board.py for the numbering): the owning seat, and the piece on it.
    # A piece always belongs to the owner of its square.
    owner: tuple[int | None, ...]
    piece: tuple[Piece | None, ...]
    seats: tuple[PlayerState, ...]
    phase: Phase = "setup"
    active: int = 0  # whose turn it is (the defender answers an attack out of turn)
    turn: int = 1  # each player's turn number: Blue's and Red's first turns are both 1
    dice: tuple[int, int] | None = None  # the last roll, whoever made it
    providence: int | None = None  # this turn's providence, None before the roll
    moved: tuple[int, ...] = ()  # squares of armies that may not move again this turn
    converted: int = 0  # conversions made this turn
    pending: PendingAttack | None = None
    ending: Ending | None = None
