"""Every action and decision step of Polis as a small frozen value.

The twelve actions of the game, ``pass`` and ``end`` make up a turn; the rest are the steps
that finish a decision (how many hoplites from where, which goods on the tribute panel, which
card against which…).  See ``assets/polis/rules.md`` (Notation) for the text of each.
"""

from __future__ import annotations

from typing import Annotated, Literal

from boardgames_rules.core import Frozen
from pydantic import Field

# The twelve actions, in the order of the rules (and of the screen's action list).
ACTION_KINDS = (
    "hoplites",
    "galleys",
    "merchants",
    "project",
    "move",
    "sail",
    "siege",
    "collect",
    "trade",
    "proxenos",
    "redeem",
    "civilwar",
)
ACTION_TITLES = {
    "hoplites": "Create hoplites",
    "galleys": "Create galleys",
    "merchants": "Create merchants",
    "project": "Start a project",
    "move": "Move hoplites",
    "sail": "Move galleys",
    "siege": "Besiege a polis",
    "collect": "Collect tribute",
    "trade": "Trade",
    "proxenos": "Move proxenos",
    "redeem": "Redeem proxenos",
    "civilwar": "Civil war",
}
MILITARY = ("move", "sail", "siege", "collect")


class CreateHoplites(Frozen):
    kind: Literal["hoplites"] = "hoplites"
    polis: str
    count: int
    silver: int = 0  # how many of them are paid in silver instead of metal


class CreateGalleys(Frozen):
    kind: Literal["galleys"] = "galleys"
    polis: str
    sea: str
    count: int
    silver: int = 0  # paid in silver instead of wood


class CreateMerchants(Frozen):
    kind: Literal["merchants"] = "merchants"
    polis: str
    count: int
    silver: int = 0


class StartProject(Frozen):
    kind: Literal["project"] = "project"
    project: str
    polis: str
    in_silver: tuple[str, ...] = ()  # goods of the cost paid entirely in silver instead


class MoveHoplites(Frozen):
    kind: Literal["move"] = "move"
    src: str
    dst: str
    count: int


class MoveGalleys(Frozen):
    kind: Literal["sail"] = "sail"
    src: str
    dst: str
    count: int


class Siege(Frozen):
    kind: Literal["siege"] = "siege"
    polis: str


class Collect(Frozen):
    kind: Literal["collect"] = "collect"
    territory: str


class Trade(Frozen):
    kind: Literal["trade"] = "trade"
    market: str
    good: str
    reward: str
    buy: bool = False  # purchase wheat with silver instead of exchanging the good


class MoveProxenos(Frozen):
    kind: Literal["proxenos"] = "proxenos"
    polis: str
    by: Literal["land", "sea"]


class Redeem(Frozen):
    kind: Literal["redeem"] = "redeem"


class CivilWar(Frozen):
    kind: Literal["civilwar"] = "civilwar"
    polis: str


class Pass(Frozen):
    kind: Literal["pass"] = "pass"


class EndTurn(Frozen):
    kind: Literal["end"] = "end"


# -- steps ---------------------------------------------------------------------------------
class Also(Frozen):
    """Add units from one more zone to the move in progress."""

    kind: Literal["also"] = "also"
    src: str
    count: int


class Done(Frozen):
    """Finish the current multi-part step (move, tribute, growth, sending units)."""

    kind: Literal["done"] = "done"


class Tribute(Frozen):
    kind: Literal["tribute"] = "tribute"
    good: str
    count: int


class Peace(Frozen):
    """Pacifism: turn hoplites of the capital's territory into prestige instead of tribute."""

    kind: Literal["peace"] = "peace"
    count: int


class Pay(Frozen):
    kind: Literal["pay"] = "pay"
    good: str


class PayPrestige(Frozen):
    """Feeding: pay 1 prestige for one unfed cube."""

    kind: Literal["hunger"] = "hunger"


class Starve(Frozen):
    """Feeding: remove one unfed cube from one of your poleis."""

    kind: Literal["starve"] = "starve"
    polis: str


class Grow(Frozen):
    kind: Literal["grow"] = "grow"
    polis: str
    count: int


class Phoros(Frozen):
    kind: Literal["phoros"] = "phoros"
    amount: int


class Treasury(Frozen):
    kind: Literal["treasury"] = "treasury"
    amount: int


class Remove(Frozen):
    kind: Literal["remove"] = "remove"
    zone: str


class SendEgypt(Frozen):
    kind: Literal["egypt"] = "egypt"
    sea: str
    count: int


class SendPersia(Frozen):
    kind: Literal["persia"] = "persia"
    territory: str
    count: int


class Betray(Frozen):
    kind: Literal["betray"] = "betray"
    polis: str


class Commanders(Frozen):
    kind: Literal["commanders"] = "commanders"
    double: bool


class Fight(Frozen):
    kind: Literal["fight"] = "fight"


class Withdraw(Frozen):
    kind: Literal["withdraw"] = "withdraw"
    zone: str | None = None  # None: no zone can take them, they are removed


class Attack(Frozen):
    kind: Literal["attack"] = "attack"
    cards: tuple[str, ...]


class Defend(Frozen):
    """The defender's cards, in the order of the attacker's revealed cards."""

    kind: Literal["defend"] = "defend"
    cards: tuple[str, ...]


Action = Annotated[
    CreateHoplites
    | CreateGalleys
    | CreateMerchants
    | StartProject
    | MoveHoplites
    | MoveGalleys
    | Siege
    | Collect
    | Trade
    | MoveProxenos
    | Redeem
    | CivilWar
    | Pass
    | EndTurn
    | Also
    | Done
    | Tribute
    | Peace
    | Pay
    | PayPrestige
    | Starve
    | Grow
    | Phoros
    | Treasury
    | Remove
    | SendEgypt
    | SendPersia
    | Betray
    | Commanders
    | Fight
    | Withdraw
    | Attack
    | Defend,
    Field(discriminator="kind"),
]
