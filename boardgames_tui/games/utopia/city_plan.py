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
from pydantic import BaseModel, ConfigDict, Field, model_validator

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
    side: Literal["north", "east", "south"]


class DrawingSize(_Spec):
    """One shipped drawing: characters per grid cell, per lane, sea bands and west margin."""

    cell: tuple[int, int]  # width, height of a district's grid cell
    lane: tuple[int, int]  # columns of a lane column, rows of a lane row
    sea: tuple[int, int, int]  # rows of the north band, columns of the east, rows of the south
    west: int = Field(ge=0)

    @model_validator(mode="after")
    def _positive(self) -> DrawingSize:
        if min(self.cell + self.lane + self.sea) < 1 or self.cell[0] < 6 or self.cell[1] < 2:
            raise ValueError("a drawing needs cells of at least 6x2 and lanes and seas of 1")
        return self


Side = Literal["north", "east", "south"]  # the sea runs along these sides; none on the west


class CitySpec(_Spec):
    comment: str = ""
    lanes: Lanes
    districts: dict[str, tuple[int, int, int, int]]
    coasts: dict[str, Side]
    lighthouses: tuple[Lighthouse, ...]
    sizes: tuple[DrawingSize, ...] = Field(min_length=1)


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
    else:
        problems += sector_problems(spec, ships, chain)
    for d, side in sorted(spec.coasts.items()):
        if d in spec.districts and not open_to_sea(spec, spec.districts[d], side):
            problems.append(f"harbour {d} is moored {side} but that side does not face the sea")
    return problems


def grid_size(spec: CitySpec) -> tuple[int, int]:
    columns = 1 + max(c + w - 1 for c, _, w, _ in spec.districts.values())
    rows = 1 + max(r + h - 1 for _, r, _, h in spec.districts.values())
    return columns, rows


def open_to_sea(spec: CitySpec, rect: Rect, side: str) -> bool:
    """Every grid cell from the district's ``side`` out to the edge is water, not a lane."""
    taken = set().union(*(_cells(r) for r in spec.districts.values()))
    columns, rows = grid_size(spec)
    c, r, w, h = rect
    if side == "east":
        path = [(x, y) for x in range(c + w, columns) for y in range(r, r + h)]
    else:
        ys = range(0, r) if side == "north" else range(r + h, rows)
        path = [(x, y) for x in range(c, c + w) for y in ys]
    return not any(
        p in taken or p[0] in spec.lanes.columns or p[1] in spec.lanes.rows for p in path
    )


def band_position(spec: CitySpec, side: str, x: float, y: float) -> float:
    """Where a point of the coast lies along the sea band, clockwise from the north-west."""
    columns, rows = grid_size(spec)
    if side == "north":
        return x
    if side == "east":
        return columns + y
    return columns + rows + (columns - x)


def lighthouse_position(spec: CitySpec, h: Lighthouse) -> float:
    if h.lane == "column":
        return band_position(spec, h.side, h.at + 0.5, 0)
    return band_position(spec, h.side, 0, h.at + 0.5)


def ship_position(spec: CitySpec, district: str) -> float:
    c, r, w, h = spec.districts[district]
    return band_position(spec, spec.coasts[district], c + w / 2, r + h / 2)


def sector_problems(spec: CitySpec, ships: dict[str, str], chain: list[str]) -> list[str]:
    """The lighthouses, in order round the band, cut it into the chain's sectors in order."""
    problems: list[str] = []
    lights = sorted(spec.lighthouses, key=lambda h: lighthouse_position(spec, h))
    for k, h in enumerate(lights):
        if tuple(h.between) != (chain[k], chain[k + 1]):
            problems.append(
                f"lighthouse {k + 1} round the sea must divide {chain[k]} and {chain[k + 1]}"
            )
    cuts = [lighthouse_position(spec, h) for h in lights]
    for d, sea in sorted(ships.items()):
        if d not in spec.coasts or d not in spec.districts:
            continue
        sector = chain[sum(1 for cut in cuts if cut < ship_position(spec, d))]
        if sector != sea:
            problems.append(f"the ship of {d} is drawn in {sector}, the map puts it in {sea}")
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
        return grid_size(self.spec)[0]

    @property
    def rows(self) -> int:
        return grid_size(self.spec)[1]


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
