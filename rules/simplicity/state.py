"""The state of a game of Simplicity: the assembled city, the planning board, the bag, turns.

Teams are the game's own actors (a player may run two); seats are players.  Team ``t`` is
run by seat ``t % players``.  The city is stored row-major (``row * width + column``); its
topology comes from :func:`rules.simplicity.data.geometry`, never from the state.
"""

from __future__ import annotations

from typing import Literal

from boardgames_rules.core import Frozen, GameState

Phase = Literal["demolish", "play", "over"]


class Space(Frozen):
    """One city space.  A pre-printed building has ``tile`` set from the start and no disc."""

    symbol: str | None = None  # None on the blank space and on pre-printed buildings
    blank: bool = False
    preprinted: bool = False
    tile: str | None = None  # tile type id once built (or pre-printed)
    disc: int | None = None  # the team whose disc sits on the tile

    @property
    def empty(self) -> bool:
        return self.tile is None


class PlanRow(Frozen):
    """One row of the planning board this round: the tile drawn beside it and who took it."""

    tile: str
    pawn: int | None = None  # team that took this row's tile this round (its pawn is here)
    demolished: bool = False

    @property
    def available(self) -> bool:
        return self.pawn is None and not self.demolished


class StripPlacement(Frozen):
    """Which strip makes up a city column, and whether it lies upside down (for the log)."""

    strip: str
    flipped: bool


class SimplicityState(GameState):
    teams: int
    teams_per_player: int
    demolition: bool  # is the demolition token in use at this player count
    strips: tuple[StripPlacement, ...]
    city: tuple[Space, ...]
    planning: tuple[PlanRow, ...]
    bag: tuple[int, ...]  # tiles left per tile type, in the order of bag.json
    round: int = 1
    order: tuple[int, ...]  # this round's turn order (teams)
    turn: int = 0  # index into ``order`` of the team to play
    phase: Phase = "play"
    bonus: tuple[int, ...]  # bonus-point tokens per team
    demolition_holder: int | None = None  # team holding the demolition token this round

    @property
    def width(self) -> int:
        return len(self.strips)

    @property
    def acting_team(self) -> int | None:
        """The team that must decide now (None once the game is over)."""
        if self.phase == "over":
            return None
        if self.phase == "demolish":
            return self.demolition_holder
        return self.order[self.turn]

    @property
    def demolisher(self) -> int:
        """The team holding the demolition token: asked only in the demolish phase."""
        if self.demolition_holder is None:
            raise ValueError(f"no team holds the demolition token in the {self.phase} phase")
        return self.demolition_holder

    def controller(self, team: int) -> int:
        return team % len(self.players)

    def teams_of(self, seat: int) -> tuple[int, ...]:
        return tuple(range(seat, self.teams, len(self.players)))
