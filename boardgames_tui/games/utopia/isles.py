"""The static layer of the island drawing: land, alleys, bridges, sea, lighthouses, ships.

Computed once per shipped size from ``assets/utopia/city.json`` (no textual here: a test reads
it directly).  Every character cell gets a glyph and a tag saying what it is, so that what the
drawing *shows* can be checked against the map:

- ``d:V1``   inside district V1 (its text goes there)
- ``wall``   an alley between two districts of one island (``│ ─`` and their junctions)
- ``bridge`` a bridge across a lane (``═ ║``)
- ``lane``   the water lanes between the islands, closed off by the lighthouses
- ``sea``    the open sea (bands north, east and south, and the bays open to them)
- ``light``  a lighthouse; ``dash`` its dashed line dividing two sea sectors
- ``ship:V1`` the ship moored at harbour V1; ``frame`` the west margin (no sea there)
Sea sectors are *not* tagged: a test finds them by flooding the sea between the dashed lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from boardgames_rules.utopia.data import board

from boardgames_tui.games.utopia.city_plan import CitySpec, DrawingSize, city_plan

SEA, LANE = "~", "~"
LIGHT = "☼"
SHIP = "▲"  # a sail; single width in every font (the emoji boat is two wide)
BRIDGE_H, BRIDGE_V = "═", "║"
DASH_H, DASH_V = "┄", "┆"
# Box-drawing junctions by the directions (up, right, down, left) a wall runs from a cell.
JUNCTIONS = {
    (1, 0, 1, 0): "│",
    (0, 1, 0, 1): "─",
    (1, 1, 1, 1): "┼",
    (0, 1, 1, 0): "┌",
    (0, 0, 1, 1): "┐",
    (1, 1, 0, 0): "└",
    (1, 0, 0, 1): "┘",
    (1, 1, 1, 0): "├",
    (1, 0, 1, 1): "┤",
    (0, 1, 1, 1): "┬",
    (1, 1, 0, 1): "┴",
    (1, 0, 0, 0): "│",
    (0, 0, 1, 0): "│",
    (0, 1, 0, 0): "─",
    (0, 0, 0, 1): "─",
}


@dataclass
class Drawing:
    """One size of the city: glyphs and tags per cell, and where the dynamic text goes."""

    size: DrawingSize
    width: int
    height: int
    glyphs: list[list[str]]
    tags: list[list[str]]
    boxes: dict[str, tuple[int, int, int, int]]  # district -> x, y, width, height inside
    ships: dict[str, tuple[int, int]]  # harbour -> x, y of its ship glyph (sector digit after)
    bands: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # island -> x, y, room

    def district_at(self, x: int, y: int) -> str | None:
        if 0 <= y < self.height and 0 <= x < self.width:
            tag = self.tags[y][x]
            if tag.startswith("d:"):
                return tag[2:]
        return None


def _spans(count: int, lanes: tuple[int, ...], land: int, lane: int, start: int):
    """Start and length of each grid column (or row) in characters, with a wall between two
    land columns; the total length."""
    spans, x = [], start
    for i in range(count):
        if i and i not in lanes and i - 1 not in lanes:
            x += 1  # the wall (alley or coast) between two land cells
        n = lane if i in lanes else land
        spans.append((x, n))
        x += n
    return spans, x


@cache
def drawing(index: int) -> Drawing:
    return build(city_plan().spec, index)


def drawings() -> list[Drawing]:
    return [drawing(i) for i in range(len(city_plan().spec.sizes))]


def build(spec: CitySpec, index: int) -> Drawing:  # noqa: C901 - one pass per layer, in order
    size = spec.sizes[index]
    columns = 1 + max(c + w - 1 for c, _, w, _ in spec.districts.values())
    rows = 1 + max(r + h - 1 for _, r, _, h in spec.districts.values())
    north, east, south = size.sea
    xs, right = _spans(columns, spec.lanes.columns, size.cell[0], size.lane[0], size.west)
    ys, bottom = _spans(rows, spec.lanes.rows, size.cell[1], size.lane[1], north)
    width, height = right + east, bottom + south
    glyphs = [[SEA] * width for _ in range(height)]
    tags = [["sea"] * width for _ in range(height)]
    for y in range(height):
        for x in range(size.west):
            glyphs[y][x], tags[y][x] = " ", "frame"
    owner: dict[tuple[int, int], str] = {}
    for d, (c, r, w, h) in spec.districts.items():
        for i in range(c, c + w):
            for j in range(r, r + h):
                owner[(i, j)] = d

    def cell_of(x: int, y: int) -> tuple[int | None, int | None]:
        col = next((i for i, (s, n) in enumerate(xs) if s <= x < s + n), None)
        row = next((j for j, (s, n) in enumerate(ys) if s <= y < s + n), None)
        return col, row

    # Land: each character inside the grid belongs to a cell, a wall column/row, or a junction.
    for y in range(north, bottom):
        for x in range(size.west, right):
            col, row = cell_of(x, y)
            cols = [col] if col is not None else [c for c in (_left(xs, x), _left(xs, x) + 1)]
            rws = [row] if row is not None else [r for r in (_left(ys, y), _left(ys, y) + 1)]
            around = {owner.get((c, r)) for c in cols for r in rws}
            inland = {d for d in around if d is not None}  # the districts among them
            lane = any(c in spec.lanes.columns for c in cols) or any(
                r in spec.lanes.rows for r in rws
            )
            if len(around) == 1 and None not in around:
                tags[y][x] = "d:" + inland.pop()
                glyphs[y][x] = " "
            elif None not in around or len(inland) >= 2:
                tags[y][x], glyphs[y][x] = "wall", "?"
            else:  # water, and the wall position between a district and water (its coast)
                tags[y][x] = "lane" if lane else "sea"

    # Walls: a junction glyph from the walls or district edges it meets.
    def wall(nx: int, ny: int) -> int:
        return int(0 <= nx < width and 0 <= ny < height and tags[ny][nx] == "wall")

    for y in range(height):
        for x in range(width):
            if tags[y][x] != "wall":
                continue
            links = (wall(x, y - 1), wall(x + 1, y), wall(x, y + 1), wall(x - 1, y))
            glyphs[y][x] = JUNCTIONS.get(links, "┼")
    # Bridges: straight across one lane, in the middle of the span both ends share.
    b = board()
    for a, z in b.bridges:
        ra, rz = spec.districts[a], spec.districts[z]
        if ra[1] <= rz[1] + rz[3] - 1 and rz[1] <= ra[1] + ra[3] - 1 and ra[0] != rz[0]:
            row = max(ra[1], rz[1])
            west, eastd = sorted((ra, rz), key=lambda r: r[0])
            x0 = xs[west[0] + west[2] - 1][0] + xs[west[0] + west[2] - 1][1]
            x1 = xs[eastd[0]][0]
            y = ys[row][0] + ys[row][1] // 2
            for x in range(x0, x1):
                glyphs[y][x], tags[y][x] = BRIDGE_H, "bridge"
        else:
            col = max(ra[0], rz[0])
            top, low = sorted((ra, rz), key=lambda r: r[1])
            y0 = ys[top[1] + top[3] - 1][0] + ys[top[1] + top[3] - 1][1]
            y1 = ys[low[1]][0]
            x = xs[col][0] + xs[col][1] // 2
            for y in range(y0, y1):
                glyphs[y][x], tags[y][x] = BRIDGE_V, "bridge"
    # Lighthouses at the lanes' mouths; the dashed line runs from each out to the edge.
    for light in spec.lighthouses:
        _lighthouse(spec, light, xs, ys, glyphs, tags, width, height, owner, rows, columns)
    # Lanes: the water the lighthouses close off, found by flooding from the lanes' crossing.
    cx = xs[spec.lanes.columns[0]][0] + size.lane[0] // 2
    cy = ys[spec.lanes.rows[0]][0] + size.lane[1] // 2
    lane_cells = _flood(tags, cx, cy, {"sea", "lane", "bridge"})
    for y in range(height):
        for x in range(width):
            if tags[y][x] in ("sea", "lane"):
                tags[y][x] = "lane" if (x, y) in lane_cells else "sea"
                glyphs[y][x] = LANE if (x, y) in lane_cells else SEA
    # Ships, moored on their coast side.
    ships: dict[str, tuple[int, int]] = {}
    for d, side in spec.coasts.items():
        c, r, w, hh = spec.districts[d]
        x0, y0 = xs[c][0], ys[r][0]
        x1 = xs[c + w - 1][0] + xs[c + w - 1][1]
        y1 = ys[r + hh - 1][0] + ys[r + hh - 1][1]
        if side == "north":
            at = (x1 - 3, y0 - 1)
        elif side == "south":
            at = (x1 - 3, y1)
        else:
            at = (x1 + (0 if east < 3 else 1), (y0 + y1 - 1) // 2)
        ships[d] = at
        glyphs[at[1]][at[0]], tags[at[1]][at[0]] = SHIP, f"ship:{d}"
    boxes = {}
    for d, (c, r, w, hh) in spec.districts.items():
        x0, y0 = xs[c][0], ys[r][0]
        x1 = xs[c + w - 1][0] + xs[c + w - 1][1]
        y1 = ys[r + hh - 1][0] + ys[r + hh - 1][1]
        boxes[d] = (x0, y0, x1 - x0, y1 - y0)
    drawn = Drawing(size, width, height, glyphs, tags, boxes, ships)
    drawn.bands = _bands(spec, b, xs, ys, north, bottom, size)
    return drawn


def _left(spans, x: int) -> int:
    """The last grid index starting before ``x`` (for a wall between two cells)."""
    return max(i for i, (s, _) in enumerate(spans) if s <= x)


def _flood(tags, x: int, y: int, passable: set[str]) -> set[tuple[int, int]]:
    seen, todo = set(), [(x, y)]
    while todo:
        px, py = todo.pop()
        if (px, py) in seen or not (0 <= py < len(tags) and 0 <= px < len(tags[0])):
            continue
        if tags[py][px] not in passable:
            continue
        seen.add((px, py))
        todo += [(px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)]
    return seen


def _lighthouse(spec, h, xs, ys, glyphs, tags, width, height, owner, rows, columns) -> None:
    """Close the lane where land stops on either side; a dashed line from there to the edge."""
    if h.lane == "column":
        lane = h.at
        crossing = spec.lanes.rows[0]
        step = -1 if h.side == "north" else 1
        row = crossing + step
        while 0 <= row < rows and (lane - 1, row) in owner and (lane + 1, row) in owner:
            row += step
        if row < 0:
            y = ys[0][0] - 1
        elif row >= rows:
            y = ys[rows - 1][0] + ys[rows - 1][1]
        else:  # the wall row just before the first open row
            y = ys[row][0] - 1 if step == 1 else ys[row][0] + ys[row][1]
        x0, n = xs[lane]
        mid = x0 + n // 2
        for x in range(x0, x0 + n):
            glyphs[y][x], tags[y][x] = DASH_H, "dash"
        glyphs[y][mid], tags[y][mid] = LIGHT, "light"
        ys_out = range(y + 1, height) if step == 1 else range(0, y)
        for yy in ys_out:
            glyphs[yy][mid], tags[yy][mid] = DASH_V, "dash"
    else:
        lane = h.at
        crossing = spec.lanes.columns[0]
        col = crossing + 1
        while col < columns and (col, lane - 1) in owner and (col, lane + 1) in owner:
            col += 1
        x = xs[columns - 1][0] + xs[columns - 1][1] if col >= columns else xs[col][0] - 1
        y0, n = ys[lane]
        mid = y0 + n // 2
        for y in range(y0, y0 + n):
            glyphs[y][x], tags[y][x] = DASH_V, "dash"
        glyphs[mid][x], tags[mid][x] = LIGHT, "light"
        for xx in range(x + 1, width):
            glyphs[mid][xx], tags[mid][xx] = DASH_H, "dash"


def _bands(spec, b, xs, ys, north, bottom, size) -> dict[str, tuple[int, int, int]]:
    """Where each island's title, wonder and waiting guests go: the sea row by its harbours."""
    bands = {}
    for island in b.islands:
        ids = [b.ids[d] for d in island.districts]
        cols = [
            c
            for d in ids
            for c in range(spec.districts[d][0], spec.districts[d][0] + spec.districts[d][2])
        ]
        x0 = xs[min(cols)][0]
        x1 = xs[max(cols)][0] + xs[max(cols)][1]
        sides = {spec.coasts[d] for d in ids if d in spec.coasts}
        y = north - 1 if "north" in sides else bottom
        bands[island.id] = (x0, y, x1 - x0)
    return bands
