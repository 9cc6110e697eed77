"""The numbers of Continental: start, providences, production, costs, combat, the end.

Continental has no map or deck to load, so this module holds the rules' numbers instead.
Every **[decided]** point of the reference (and every point decided while implementing it,
marked **[decided here]**) is one named constant or function below, so it is easy to find.
"""

from __future__ import annotations

from typing import Literal

from boardgames_rules.continental.board import INDEX, NEIGHBOURS

SEAT_NAMES = ("Blue", "Red")
PLAYER_COUNT = 2

# -- pieces ----------------------------------------------------------------------------------
# One letter per piece; the four building letters are the stats' letters of the manual.
Piece = Literal["C", "T", "A", "I", "E", "G", "Q"]
Structure = Literal["I", "E", "G", "Q"]
PIECE_NAMES: dict[str, str] = {
    "C": "City",
    "T": "Tower",
    "A": "Army",
    "I": "Church",
    "E": "School",
    "G": "Farm",
    "Q": "Barracks",
}
STRUCTURES: tuple[Structure, ...] = ("I", "E", "G", "Q")
# City, Tower and Army keep a player in the game ([decided] no-stronghold loss below).
STRONGHOLDS = frozenset({"C", "T", "A"})

# -- start -----------------------------------------------------------------------------------
START_PEOPLE = 16
START_MORAL = 16
START_RESOURCES = 16
# [decided] Blue's City on b2, Red's on g7; no armies.
START_CITIES: tuple[int, ...] = (INDEX["b2"], INDEX["g7"])


def start_territory(seat: int) -> tuple[int, ...]:
    """[decided] Each player owns the 3x3 block around its City: 9 squares."""
    city = START_CITIES[seat]
    return (city, *NEIGHBOURS[city])


# [decided] The stats are a permutation: each of 1, 2, 3, 4 exactly once, order I E G Q.
STAT_VALUES = (1, 2, 3, 4)


def stats_are_valid(values: tuple[int, ...]) -> bool:
    return len(values) == len(STRUCTURES) and sorted(values) == list(STAT_VALUES)


# -- providence ------------------------------------------------------------------------------
MILITARY = 6
PROSPERITY = 7
PROVIDENCE_BY_SUM: dict[int, int] = {
    2: 1, 12: 1, 3: 2, 11: 2, 4: 3, 10: 3, 5: 4, 9: 4, 6: MILITARY, 8: MILITARY, 7: PROSPERITY,
}  # fmt: skip
MILITARY_STRUCTURES: tuple[Structure, ...] = ("Q",)
PROSPERITY_STRUCTURES: tuple[Structure, ...] = ("I", "E", "G")


def buildable_structures(providence: int | None, stats: tuple[int, ...]) -> tuple[Structure, ...]:
    """The structures this providence lets a player with these stats build."""
    if providence == MILITARY:
        return MILITARY_STRUCTURES
    if providence == PROSPERITY:
        return PROSPERITY_STRUCTURES
    if providence is None:
        return ()
    return tuple(s for s, v in zip(STRUCTURES, stats, strict=True) if v == providence)


PHASE_NAMES = {MILITARY: "Military", PROSPERITY: "Prosperity"}


def providence_label(providence: int | None, stats: tuple[int, ...], short: bool = False) -> str:
    """ "Prosperity (Providence 7)", "Providence 2 (Farm)"; ``short`` drops the 6 and 7."""
    if providence is None:
        return "not rolled yet"
    if providence in PHASE_NAMES:
        name = PHASE_NAMES[providence]
        return name if short else f"{name} (Providence {providence})"
    built = buildable_structures(providence, stats)
    names = ", ".join(PIECE_NAMES[s] for s in built)
    return f"Providence {providence} ({names})"


# -- production ------------------------------------------------------------------------------
# [decided] Base production per piece, as (People, Moral, Resources); others produce nothing.
BASE_PRODUCTION: dict[Piece, tuple[int, int, int]] = {
    "C": (1, 0, 1),
    "I": (0, 1, 0),
    "E": (1, 0, 0),
    "G": (0, 0, 1),
}
# Only these building types are doubled when the providence equals their stat.
DOUBLED_BY_STAT: tuple[Structure, ...] = ("I", "E", "G")


def military_upkeep(armies: int, towers: int) -> int:
    """What Providence 6 costs: (Armies + Towers + 1) x 2."""
    return (armies + towers + 1) * 2


def pay_upkeep(people: int, moral: int, loss: int) -> tuple[int, int]:
    """[decided] The upkeep comes out of Moral first, the rest out of People, floored at 0.

    Returns the new (People, Moral).
    """
    from_moral = min(moral, loss)
    return max(0, people - (loss - from_moral)), moral - from_moral


def prosperity_bonus(churches: int) -> int:
    """Providence 7's extra Moral: 2 x Churches + 1."""
    return 2 * churches + 1


# -- costs -----------------------------------------------------------------------------------
# [decided] Nothing ever goes below 0: an action whose cost cannot be paid in full is illegal.


def structure_cost(count: int) -> tuple[int, int]:
    """(People, Resources) for a Church, School, Farm or Barracks when you own ``count``."""
    return count + 1, 2 * (count + 1)


def army_cost(armies: int) -> tuple[int, int]:
    """(People, Resources) for an Army when you have ``armies`` on the board."""
    return 2 * 2**armies, 2 * 2**armies


def tower_cost(towers: int) -> int:
    """People, Moral and Resources (each) to turn an Army into a Tower."""
    return 5 * 2**towers


def city_cost(cities: int) -> int:
    """People, Moral and Resources (each) to turn a Tower into a City: 10 x 2^(cities-1).

    Written as 5 x 2^cities so that a player with no City left pays 5, not a fraction.
    """
    return 5 * 2**cities


# [decided here] One conversion per turn: Army -> Tower on Providence 6, Tower -> City on 7.
CONVERSIONS_PER_TURN = 1
# [decided here] An army recruited this turn may not move (or attack) until the next turn.
RECRUITS_MAY_MOVE_AT_ONCE = False

# -- movement and combat ---------------------------------------------------------------------
MAX_STEPS = 2
AttackKind = Literal["battle", "skirmish"]
# Moral an attacker may invest, (least, most), by kind of attack.
MORAL_RANGE: dict[str, tuple[int, int]] = {"battle": (1, 10), "skirmish": (1, 3)}
ATTACK_NAMES: dict[str, str] = {"battle": "direct battle", "skirmish": "skirmish"}


def resources_defence_share(amount: int, kind: str) -> int:
    """What the attacker receives when the defender pays ``amount`` Resources."""
    return amount // 2 if kind == "battle" else amount


# -- the end ---------------------------------------------------------------------------------
# [decided] After 60 turns each the game ends and is scored as Domination.
TURN_LIMIT = 60
