"""The city as islands: ``assets/utopia/city.json``, validated against ``map.json`` when loaded.

Each district covers a rectangle of grid cells; the water lanes (a grid column and a grid row)
separate the islands.  What the drawing says borders what is computed here from the rectangles
alone, so a test can hold it against the rules' adjacency:

- two districts of one island border when their rectangles share an edge (drawn touching);
- two districts of different islands border when a straight bridge crosses one lane between
  them (their rectangles face each other across exactly one lane, overlapping along it).
Districts that share only a corner, or face each other across a lane with no bridge, do not.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Literal

from boardgames_rules.core.assets import asset
from boardgames_rules.utopia.data import Board, board
from pydantic import BaseModel, ConfigDict, Field

Rect = tuple[int, int, int, int]  # column, row, width, height in grid cells


class _Spec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Lanes(_Spec):
    columns: tuple[int, ...]
    rows: tuple[int, ...]


class Lighthouse(_Spec):
    between: tuple[str, str]
    lane: Literal["column", "row"]
    at: int
    side: Literal["north", "east", "south", "west"]


class CitySpec(_Spec):
    comment: str = ""
    lanes: Lanes
    districts: dict[str, tuple[int, int, int, int]]
    coasts: dict[str, Literal["north", "east", "south", "west"]]
    lighthouses: tuple[Lighthouse, ...]
    box_sizes: tuple[tuple[int, int], ...] = Field(min_length=1)


def _cells(rect: Rect) -> set[tuple[int, int]]:
    c, r, w, h = rect
    return {(c + i, r + j) for i in range(w) for j in range(h)}


def touching(a: Rect, b: Rect) -> bool:
    """Rectangles sharing an edge of at least one cell (a corner is not enough)."""
    cells_b = _cells(b)
    return any(
        (c + dc, r + dr) in cells_b
        for c, r in _cells(a)
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
    )


def across_lane(a: Rect, b: Rect, lanes: Lanes) -> bool:
    """Rectangles facing each other across exactly one lane: where a straight bridge runs."""
    cells_b = _cells(b)
    for c, r in _cells(a):
        for lane in lanes.columns:
            for step in (1, -1):
                if c + step == lane and (c + 2 * step, r) in cells_b:
                    return True
        for lane in lanes.rows:
            for step in (1, -1):
                if r + step == lane and (c, r + 2 * step) in cells_b:
                    return True
    return False


def drawn_adjacency(spec: CitySpec, b: Board) -> set[frozenset[str]]:
    """Every pair of districts the drawing shows as bordering (alley or bridge)."""
    island = {b.ids[d]: i.id for i in b.islands for d in i.districts}
    bridges = rules_adjacency()[1]
    pairs: set[frozenset[str]] = set()
    ids = sorted(spec.districts)
    for n, x in enumerate(ids):
        for y in ids[n + 1 :]:
            a, c = spec.districts[x], spec.districts[y]
            if island.get(x) == island.get(y) and touching(a, c):
                pairs.add(frozenset((x, y)))
            elif island.get(x) != island.get(y) and across_lane(a, c, spec.lanes):
                if frozenset((x, y)) in bridges:
                    pairs.add(frozenset((x, y)))
    return pairs


def rules_adjacency() -> tuple[set[frozenset[str]], set[frozenset[str]]]:
    """(streets, bridges) as map.json lists them."""
    raw = json.loads(asset("utopia", "map.json").read_text("utf-8"))
    return ({frozenset(p) for p in raw["streets"]}, {frozenset(p) for p in raw["bridges"]})


def plan_problems(spec: CitySpec, b: Board) -> list[str]:
    """Every way the drawing disagrees with the map: placement, adjacency, coasts, lighthouses."""
    problems: list[str] = []
    ids = set(b.ids)
    for d in sorted(ids - set(spec.districts)):
        problems.append(f"district {d} is not drawn")
    for d in sorted(set(spec.districts) - ids):
        problems.append(f"district {d} is not on the map")
    taken: dict[tuple[int, int], str] = {}
    lane_cells = set(spec.lanes.columns), set(spec.lanes.rows)
    for d, rect in sorted(spec.districts.items()):
        for cell in _cells(rect):
            if cell[0] in lane_cells[0] or cell[1] in lane_cells[1]:
                problems.append(f"district {d} lies in a water lane")
            if cell in taken:
                problems.append(f"districts {taken[cell]} and {d} overlap")
            taken[cell] = d
    streets, bridges = rules_adjacency()
    island = {b.ids[d]: i.id for i in b.islands for d in i.districts}
    drawn_land = {p for p in _touch_pairs(spec) if len({island.get(d) for d in p}) == 1}
    for p in sorted(streets - drawn_land, key=sorted):
        problems.append("street {}-{} is not drawn".format(*sorted(p)))
    for p in sorted(drawn_land - streets, key=sorted):
        problems.append("{} and {} look adjacent but share no street".format(*sorted(p)))
    for p in sorted(bridges, key=sorted):
        x, y = sorted(p)
        if (
            x in spec.districts
            and y in spec.districts
            and not across_lane(spec.districts[x], spec.districts[y], spec.lanes)
        ):
            problems.append(f"bridge {x}-{y} cannot be drawn straight across one lane")
    raw = json.loads(asset("utopia", "map.json").read_text("utf-8"))
    ships = {d["id"]: d["sea"] for i in raw["islands"] for d in i["districts"] if d.get("ship")}
    if set(spec.coasts) != set(ships):
        problems.append("coasts must name exactly the ship districts")
    chain = raw["sea_chain"]
    wanted = {frozenset(p) for p in zip(chain, chain[1:], strict=False)}
    if {frozenset(h.between) for h in spec.lighthouses} != wanted or len(spec.lighthouses) != len(
        wanted
    ):
        problems.append("lighthouses must divide each pair of neighbouring sea sectors once")
    return problems


def _touch_pairs(spec: CitySpec) -> set[frozenset[str]]:
    ids = sorted(spec.districts)
    return {
        frozenset((x, y))
        for n, x in enumerate(ids)
        for y in ids[n + 1 :]
        if touching(spec.districts[x], spec.districts[y])
    }


@dataclass(frozen=True)
class CityPlan:
    spec: CitySpec

    @property
    def columns(self) -> int:
        return 1 + max(c + w - 1 for c, _, w, _ in self.spec.districts.values())

    @property
    def rows(self) -> int:
        return 1 + max(r + h - 1 for _, r, _, h in self.spec.districts.values())


def parse_plan(text: str, b: Board | None = None) -> CityPlan:
    """Validate a city file's text against the map (raises ValueError listing problems)."""
    spec = CitySpec.model_validate(json.loads(text))
    problems = plan_problems(spec, b or board())
    if problems:
        raise ValueError("utopia city: " + "; ".join(problems))
    return CityPlan(spec)


@cache
def city_plan() -> CityPlan:
    return parse_plan(asset("utopia", "city.json").read_text("utf-8"))
