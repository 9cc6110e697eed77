"""The Polis state: who owns what where, the players' goods, the era and what is pending.

Map topology never lives here (see :mod:`rules.polis.data`); zones are indexed in map order.
Nothing hidden sits in the state besides the battle hands: event cards, project tiles and
battle cards are drawn with the rng at draw time from the multiset of what is left.
"""

from __future__ import annotations

from functools import cache
from typing import Literal

from boardgames_rules.core import Frozen, GameState
from boardgames_rules.core.game import copy_with, log_entry
from boardgames_rules.core.messages import Message
from boardgames_rules.polis.data import GOODS

Goods = tuple[int, int, int, int, int, int]  # in GOODS order: silver, wheat, metal, wood, wine, oil
GOOD_INDEX: dict[str, int] = {g: i for i, g in enumerate(GOODS)}  # looked up by any name


class Player(Frozen):
    goods: Goods
    prestige: int
    merchants: int  # merchants waiting in the faction's Trade Port
    proxenos: str  # the polis it stands in
    captured: bool = False
    passed: bool = False
    turns: int = 0  # turns taken this era

    def has(self, good: str) -> int:
        return self.goods[GOOD_INDEX[good]]

    def plus(self, **delta: int) -> Player:
        goods = list(self.goods)
        prestige = self.prestige
        for name, amount in delta.items():
            if name == "prestige":
                prestige = max(0, prestige + amount)
            else:
                i = GOOD_INDEX[name]
                goods[i] = max(0, goods[i] + amount)
        return copy_with(self, {"goods": tuple(goods), "prestige": prestige})


class PolisState(Frozen):
    owner: int | None
    pop: int
    project: str | None = None  # started this era, completes at era end
    finished: tuple[str, ...] = ()


class Step(Frozen):
    """A decision some seat owes before play goes on (a sub-step of an action or of an era).

    ``kind`` names the step; the other fields are the few facts it needs.
    """

    kind: Literal[
        "more_hoplites",  # add hoplites from another territory to the move
        "more_galleys",
        "tribute",  # place hoplites on the tribute panel
        "surcharge",  # pay 1 extra resource (the opponent has passed)
        "feed",  # feeding: ``left`` unfed cubes, each paid with prestige or removed
        "grow",
        "phoros",
        "treasury",
        "philopersians",
        "egypt",
        "persia",
        "betrayal",
    ]
    seat: int
    zone: str = ""  # destination of a move, territory being collected
    used: tuple[str, ...] = ()  # sources already moved from / goods already on the panel
    left: int = 0  # hoplites still to place on the tribute panel
    sent: int = 0  # galleys already sent to Egypt


# Steps are immutable values: one shared instance per value, validated once (callers pass
# plain ints and strings, as the model requires).
shared_step = cache(Step)


class Battle(Frozen):
    zone: str
    sea: bool
    attacker: int
    round: int = 1
    stage: Literal["commanders", "withdraw", "attack", "defend"] = "withdraw"
    asking: int = 0  # the seat answering the commanders/withdraw question
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    discard: tuple[str, ...] = ()
    revealed: tuple[str, ...] = ()  # attacker cards waiting for the defender's answer
    slots: int = 2  # how many cards the attacker must reveal now (Superstition replays fewer)
    doubled: tuple[bool, bool] = (False, False)
    gained: tuple[int, int] = (0, 0)
    last: tuple[str, ...] = ()  # the previous exchange, for the screen


class EraSummary(Frozen):
    era: str
    seat: int
    projects: int = 0  # prestige from completed projects
    fed: int = 0  # wheat eaten
    hunger: int = 0  # prestige paid for unfed cubes
    starved: int = 0  # unfed cubes removed from the poleis
    released: tuple[str, ...] = ()  # poleis left with no cubes, turned neutral
    grown: int = 0
    megalopolis: int = 0
    spoiled: int = 0
    phoros: int = 0
    prestige: int = 0  # at the end of the sequence


class State(GameState):
    era: int = 0  # index into data().eras
    event: str = "none"
    phase: Literal["play", "era_end", "over"] = "play"
    sides: tuple[Player, Player]
    poleis: tuple[PolisState, ...]
    hoplites: tuple[tuple[int, int], ...]  # per territory: (athens, sparta)
    galleys: tuple[tuple[int, int], ...]  # per sea zone
    shiploads: tuple[int | None, ...]  # merchant owner on each shipload
    prices: tuple[int, ...]  # marker position per price good
    projects: tuple[str, ...] = ()  # the available tiles this era
    project_pool: tuple[str, ...] = ()  # tiles not drawn yet
    collected: tuple[str, ...] = ()  # territories collected this era
    blocked: tuple[str, ...] = ()  # territories an event forbids collecting this era
    active: int = 1
    done: tuple[str, ...] = ()  # action kinds taken this turn
    turn_over: bool = False  # the active player has finished acting this turn
    handover: bool = False  # the turn has ended; battles then the next player follow
    surcharge_due: bool = False
    steps: tuple[Step, ...] = ()  # pending decisions, the first one is current
    battle: Battle | None = None
    battle_queue: tuple[str, ...] = ()  # zones still to fight this turn end
    era_stage: str = ""  # where the end-of-era sequence stands
    abroad: tuple[tuple[str, int, int], ...] = ()  # (Egypt|Persia, seat, count) sent by events
    persia_from: tuple[tuple[int, str], ...] = ()  # (seat, territory) the Persian hoplites left
    pericles_used: bool = False
    commanders_used: tuple[bool, bool] = (False, False)
    summaries: tuple[EraSummary, ...] = ()
    loser: int | None = None
    end_reason: str = ""

    def side(self, seat: int) -> Player:
        return self.sides[seat]

    def with_side(self, seat: int, player: Player) -> State:
        return copy_with(self, self.side_update(seat, player))

    def side_update(self, seat: int, player: Player) -> dict:
        """The ``sides`` update that puts ``player`` in ``seat``."""
        sides = list(self.sides)
        sides[seat] = player
        return {"sides": tuple(sides)}

    def gain(self, seat: int, **delta: int) -> State:
        """This state with goods/prestige added to (or, negative, taken from) ``seat``."""
        return copy_with(self, self.gained(seat, **delta))

    def gained(self, seat: int, **delta: int) -> dict:
        """``gain`` as an update, to make in one copy with other changes."""
        return self.side_update(seat, self.sides[seat].plus(**delta))

    def log_line(
        self, message: Message, seat: int | None = None, private_to: int | None = None
    ) -> State:
        return copy_with(self, {"log": self.log + (log_entry(message, seat, private_to),)})
