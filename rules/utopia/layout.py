"""Where the screen draws each district: ``assets/utopia/layout.json``, checked against the map.

The layout is a schematic, not geography: every island is a block of district boxes on one
grid.  ``at`` of an island is its top-left cell (column, row); ``at`` of a district is its
cell inside the island.  Each district also has a short name (at most 4 letters) for its box.
The rules never read it; the terminal screen does, through :func:`city_layout`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache

from boardgames_rules.core.assets import asset
from boardgames_rules.utopia.data import Board, board
from pydantic import BaseModel, ConfigDict, Field, model_validator


class _Spec(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class DistrictPlace(_Spec):
    id: str = Field(pattern=r"^[A-Z][1-9]$")
    at: tuple[int, int]
    short: str = Field(min_length=1, max_length=4)


class IslandPlace(_Spec):
    id: str = Field(pattern=r"^[A-Z]$")
    at: tuple[int, int]
    districts: tuple[DistrictPlace, ...] = Field(min_length=1)


class LayoutSpec(_Spec):
    comment: str = ""
    islands: tuple[IslandPlace, ...]

    @model_validator(mode="after")
    def _cells(self) -> LayoutSpec:
        problems = []
        for island in self.islands:
            for d in island.districts:
                if min(island.at + d.at) < 0:
                    problems.append(f"{d.id} has a negative position")
        if problems:
            raise ValueError("; ".join(problems))
        return self


@dataclass(frozen=True)
class CityLayout:
    """Cells of the screen's district grid, checked against the map."""

    cells: dict[str, tuple[int, int]]  # district id -> global (column, row)
    short: dict[str, str]
    island_at: dict[str, tuple[int, int]]  # island id -> top-left (column, row)
    island_size: dict[str, tuple[int, int]]  # island id -> (columns, rows)
    columns: int
    rows: int


def layout_problems(spec: LayoutSpec, b: Board) -> list[str]:
    """Every way ``spec`` disagrees with the map ``b`` or overlaps itself."""
    problems: list[str] = []
    map_islands = {i.id: {b.ids[d] for d in i.districts} for i in b.islands}
    seen_islands = [i.id for i in spec.islands]
    for island_id in sorted(set(map_islands) - set(seen_islands)):
        problems.append(f"island {island_id} has no place")
    for island_id in sorted({i for i in seen_islands if seen_islands.count(i) > 1}):
        problems.append(f"island {island_id} is placed twice")
    taken: dict[tuple[int, int], str] = {}
    placed: list[str] = []
    for island in spec.islands:
        if island.id not in map_islands:
            problems.append(f"island {island.id} is not on the map")
            continue
        for d in island.districts:
            if d.id not in map_islands[island.id]:
                problems.append(f"district {d.id} is not on island {island.id}")
            if d.id in placed:
                problems.append(f"district {d.id} is placed twice")
            placed.append(d.id)
            cell = (island.at[0] + d.at[0], island.at[1] + d.at[1])
            if cell in taken:
                problems.append(f"districts {taken[cell]} and {d.id} share a cell")
            taken[cell] = d.id
        missing = map_islands[island.id] - {d.id for d in island.districts}
        for d_id in sorted(missing):
            problems.append(f"district {d_id} has no place")
    return problems


def build_layout(spec: LayoutSpec, b: Board) -> CityLayout:
    problems = layout_problems(spec, b)
    if problems:
        raise ValueError("utopia layout: " + "; ".join(problems))
    cells: dict[str, tuple[int, int]] = {}
    short: dict[str, str] = {}
    island_at: dict[str, tuple[int, int]] = {}
    island_size: dict[str, tuple[int, int]] = {}
    for island in spec.islands:
        island_at[island.id] = island.at
        cols = 1 + max(d.at[0] for d in island.districts)
        rows = 1 + max(d.at[1] for d in island.districts)
        island_size[island.id] = (cols, rows)
        for d in island.districts:
            cells[d.id] = (island.at[0] + d.at[0], island.at[1] + d.at[1])
            short[d.id] = d.short
    return CityLayout(
        cells=cells,
        short=short,
        island_at=island_at,
        island_size=island_size,
        columns=1 + max(c for c, _ in cells.values()),
        rows=1 + max(r for _, r in cells.values()),
    )


def parse_layout(text: str, b: Board | None = None) -> CityLayout:
    """Validate a layout file's text against the map (raises ValueError listing problems)."""
    return build_layout(LayoutSpec.model_validate(json.loads(text)), b or board())


@cache
def city_layout() -> CityLayout:
    text = asset("utopia", "layout.json").read_text("utf-8")
    return parse_layout(text)
