"""Utopia's components and its city map (``assets/utopia/map.json``), validated once when loaded.

The map is data, checked by pydantic the way diplomacy checks its maps: every field problem is
reported by pydantic at once, and every cross-reference problem (unknown district in a street,
a street between islands, a ship without a sea sector...) is collected and reported together.
The rules never read the JSON: they read :class:`Board`, whose tables (neighbours by land and by
sea, the districts in play for each player count) are computed here once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Literal

from boardgames_rules.core.assets import asset
from pydantic import BaseModel, ConfigDict, Field, model_validator

# -- components (the box contents of the rules reference) ------------------------------------
Civ = Literal["M", "P", "E", "G", "C"]
CIVS: tuple[Civ, ...] = ("M", "P", "E", "G", "C")
CIV_NAMES: dict[str, str] = {
    "M": "Maya",
    "P": "Persians",
    "E": "Egyptians",
    "G": "Greeks",
    "C": "Chinese",
}
# For "a Persian prince", "two Greek cards".
CIV_ADJECTIVES: dict[str, str] = {
    "M": "Maya",
    "P": "Persian",
    "E": "Egyptian",
    "G": "Greek",
    "C": "Chinese",
}
CIV_INDEX: dict[str, int] = {c: i for i, c in enumerate(CIVS)}


def a_civ(civ: str) -> str:
    """``"a Maya"``, ``"an Egyptian"``: the article before a civilisation's adjective."""
    word = CIV_ADJECTIVES[civ]
    return ("an " if word[0] in "AEIOU" else "a ") + word


PRINCES_PER_CIV = 8  # per player: a hard limit
MONUMENTS_PER_CIV = 8
CARDS_PER_CIV = 10
GUESTS_PER_CIV_AND_ISLAND = 2
PRIVILEGE_TOKENS = 2
GUESTS_PER_PLAYER = 3  # phase 1 draws 3 x players guests
CARDS_DEALT = 5
HAND_LIMIT = 5
WONDER_POINTS = 6
REMOVE_POINTS = 2
VISIT_POINTS = 1  # an opponent adds a prince at your monument
CONTROL_PRINCES = 3
GOAL = 50
# [decided here] A safeguard so a game cannot run forever if nobody ever takes control of
# anything: the game also ends after phase 3 of this round.  Real games end far sooner.
ROUND_LIMIT = 40


# -- the map file -----------------------------------------------------------------------------
class _Spec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class DistrictSpec(_Spec):
    id: str = Field(pattern=r"^[A-Z][1-9]$")
    name: str = Field(min_length=1, max_length=16)
    value: int = Field(ge=2, le=4)
    ship: bool = False
    sea: str | None = None


class IslandSpec(_Spec):
    id: str = Field(pattern=r"^[A-Z]$")
    name: str = Field(min_length=1, max_length=8)
    districts: tuple[DistrictSpec, ...] = Field(min_length=1)


class MapSpec(_Spec):
    islands: tuple[IslandSpec, ...]
    streets: tuple[tuple[str, str], ...]
    bridges: tuple[tuple[str, str], ...]
    sea_chain: tuple[str, ...] = Field(min_length=1)
    out_with_two_players: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _cross_check(self) -> MapSpec:
        problems = map_problems(self)
        if problems:
            raise ValueError("; ".join(problems))
        return self


def map_problems(spec: MapSpec) -> list[str]:
    """Every cross-reference problem of a map whose fields are individually well formed."""
    problems: list[str] = []
    island_of: dict[str, str] = {}
    names: set[str] = set()
    island_ids = [i.id for i in spec.islands]
    for dup in sorted({i for i in island_ids if island_ids.count(i) > 1}):
        problems.append(f"island id {dup} is used twice")
    if len(spec.islands) != 4:
        problems.append(f"the city has 4 islands, the map has {len(spec.islands)}")
    for island in spec.islands:
        ships = 0
        for d in island.districts:
            if d.id in island_of:
                problems.append(f"district id {d.id} is used twice")
            island_of[d.id] = island.id
            if not d.id.startswith(island.id):
                problems.append(f"district {d.id} is on island {island.id} but not named after it")
            if d.name.lower() in names:
                problems.append(f"district name {d.name!r} is used twice")
            names.add(d.name.lower())
            if d.ship:
                ships += 1
                if d.sea not in spec.sea_chain:
                    problems.append(f"ship district {d.id} has no known sea sector ({d.sea})")
            elif d.sea is not None:
                problems.append(f"district {d.id} has a sea sector but no ship")
        if ships == 0:
            problems.append(f"island {island.id} has no ship district")
    if len(island_of) != 24:
        problems.append(f"the city has 24 districts, the map has {len(island_of)}")
    seen: set[frozenset[str]] = set()
    for kind, pairs, same_island in (
        ("street", spec.streets, True),
        ("bridge", spec.bridges, False),
    ):
        for a, b in pairs:
            where = f"{kind} {a}-{b}"
            unknown = [x for x in (a, b) if x not in island_of]
            if unknown:
                problems.append(f"{where} names an unknown district {', '.join(unknown)}")
                continue
            if a == b:
                problems.append(f"{where} joins a district to itself")
            elif (island_of[a] == island_of[b]) != same_island:
                rule = "within one island" if same_island else "between two islands"
                problems.append(f"{where} must run {rule}")
            if frozenset((a, b)) in seen:
                problems.append(f"{where} is listed twice")
            seen.add(frozenset((a, b)))
    for dup in sorted({s for s in spec.sea_chain if spec.sea_chain.count(s) > 1}):
        problems.append(f"sea sector {dup} appears twice in the chain")
    for out in spec.out_with_two_players:
        if out not in island_ids:
            problems.append(f"out_with_two_players names an unknown island {out}")
    return problems


# -- the board the rules read -----------------------------------------------------------------
@dataclass(frozen=True, eq=False)
class Island:
    id: str
    name: str
    districts: tuple[int, ...]


@dataclass(frozen=True, eq=False)
class Layout:
    """The part of the city in play for one player count (Water is out with 2 players)."""

    in_play: tuple[bool, ...]
    districts: tuple[int, ...]
    islands: tuple[int, ...]
    land: tuple[tuple[int, ...], ...]  # streets and bridges, both ends in play
    sea: tuple[tuple[int, ...], ...]  # ship districts in the same or an adjacent sea sector


@dataclass(frozen=True, eq=False)
class Board:
    """The map as index tables: district ``i`` is ``ids[i]`` everywhere in the rules."""

    ids: tuple[str, ...]
    names: tuple[str, ...]
    values: tuple[int, ...]
    ships: tuple[bool, ...]
    seas: tuple[str | None, ...]
    island_of: tuple[int, ...]
    islands: tuple[Island, ...]
    streets: tuple[tuple[str, str], ...]
    bridges: tuple[tuple[str, str], ...]
    sea_chain: tuple[str, ...]
    index: dict[str, int]
    full: Layout
    two_player: Layout

    def layout(self, players: int) -> Layout:
        return self.two_player if players == 2 else self.full

    def island_index(self, text: str) -> int | None:
        """The island named (or lettered) ``text``, any case; None if there is none."""
        key = text.strip().lower()
        for i, island in enumerate(self.islands):
            if key in (island.id.lower(), island.name.lower()):
                return i
        return None


def _layout(
    island_of: list[int],
    out: set[int],
    land: list[tuple[int, ...]],
    sea: list[tuple[int, ...]],
    island_count: int,
) -> Layout:
    ok = tuple(island_of[i] not in out for i in range(len(island_of)))
    return Layout(
        in_play=ok,
        districts=tuple(i for i, flag in enumerate(ok) if flag),
        islands=tuple(i for i in range(island_count) if i not in out),
        land=tuple(tuple(n for n in near if ok[i] and ok[n]) for i, near in enumerate(land)),
        sea=tuple(tuple(n for n in near if ok[i] and ok[n]) for i, near in enumerate(sea)),
    )


def build_board(spec: MapSpec) -> Board:
    ids: list[str] = []
    islands: list[Island] = []
    island_of: list[int] = []
    rows: list[DistrictSpec] = []
    for n, island in enumerate(spec.islands):
        start = len(ids)
        for d in island.districts:
            ids.append(d.id)
            island_of.append(n)
            rows.append(d)
        islands.append(Island(island.id, island.name, tuple(range(start, len(ids)))))
    at = {d: i for i, d in enumerate(ids)}
    land: list[set[int]] = [set() for _ in ids]
    for a, b in spec.streets + spec.bridges:
        land[at[a]].add(at[b])
        land[at[b]].add(at[a])
    sector = {s: k for k, s in enumerate(spec.sea_chain)}
    # The ship districts' sea sectors (a ship district names a known one: checked above).
    at_sea = {i: sector[d.sea] for i, d in enumerate(rows) if d.ship and d.sea is not None}
    sea: list[tuple[int, ...]] = []
    for i in range(len(rows)):
        if i not in at_sea:
            sea.append(())
            continue
        sea.append(tuple(j for j, k in at_sea.items() if j != i and abs(k - at_sea[i]) <= 1))
    out = {i for i, island in enumerate(spec.islands) if island.id in spec.out_with_two_players}
    land_t = [tuple(sorted(s)) for s in land]
    return Board(
        ids=tuple(ids),
        names=tuple(d.name for d in rows),
        values=tuple(d.value for d in rows),
        ships=tuple(d.ship for d in rows),
        seas=tuple(d.sea for d in rows),
        island_of=tuple(island_of),
        islands=tuple(islands),
        streets=spec.streets,
        bridges=spec.bridges,
        sea_chain=spec.sea_chain,
        index=at,
        full=_layout(island_of, set(), land_t, sea, len(islands)),
        two_player=_layout(island_of, out, land_t, sea, len(islands)),
    )


def parse_map(text: str) -> Board:
    """Validate a map file's text; raises pydantic's ValidationError listing every problem."""
    return build_board(MapSpec.model_validate(json.loads(text)))


@cache
def board() -> Board:
    text = asset("utopia", "map.json").read_text("utf-8")
    return parse_map(text)
