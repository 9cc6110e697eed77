"""The Polis drawing scaled up to characters: where each place's inside, walls and routes are.

Each template cell becomes a ``cw`` x ``ch`` block whose left column and top row are wall
lines shared with the neighbours.  A wall line between two cells of the same place is part of
that place's inside, so a place reads as one region; between different places (or a place and
nothing) it is a box-drawing wall.  Without the outer frame the map is two characters
narrower and shorter (the screen's edge closes it), which is how it fits 80x24.  The result
only depends on (cw, ch, frame), so it is computed once per size.

No Textual in here: the widget (``board.py``) styles and draws it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

from boardgames_tui.games.polis.drawing import drawing, pair

# (up, down, left, right) arms -> wall glyphs: light, heavy (the cursor), double (a target).
LIGHT = {
    (1, 1, 0, 0): "│", (0, 0, 1, 1): "─", (1, 0, 1, 0): "┘", (1, 0, 0, 1): "└",
    (0, 1, 1, 0): "┐", (0, 1, 0, 1): "┌", (1, 1, 1, 0): "┤", (1, 1, 0, 1): "├",
    (1, 0, 1, 1): "┴", (0, 1, 1, 1): "┬", (1, 1, 1, 1): "┼",
}  # fmt: skip
HEAVY = dict(zip(LIGHT, "┃━┛┗┓┏┫┣┻┳╋", strict=True))
DOUBLE = dict(zip(LIGHT, "║═╝╚╗╔╣╠╩╦╬", strict=True))


@dataclass(frozen=True)
class Wall:
    arms: tuple[int, int, int, int]
    places: frozenset[str]  # the places it borders (one when it faces nothing)
    route: frozenset[str] | None  # the trade route running across it, if any


@dataclass
class Scaled:
    cw: int
    ch: int
    frame: tuple[bool, bool]  # outer walls left and right, top and bottom
    width: int
    height: int
    owner: list[list[str | None]]  # the place whose inside a character is
    wall: dict[tuple[int, int], Wall] = field(default_factory=dict)
    # route dots over empty cells: character -> the route (pair of places) it belongs to
    dots: dict[tuple[int, int], frozenset[str]] = field(default_factory=dict)
    # the empty cells such a route crosses: open water (tinted so the lane reads as sea)
    lane: set[tuple[int, int]] = field(default_factory=set)
    rows: dict[str, dict[int, tuple[int, int]]] = field(default_factory=dict)  # widest run/row
    spans: dict[str, tuple[int, int]] = field(default_factory=dict)  # first, last row (walls in)

    def place_at(self, x: int, y: int) -> str | None:
        if 0 <= y < self.height and 0 <= x < self.width:
            return self.owner[y][x]
        return None


def size_of(cw: int, ch: int, fx: bool, fy: bool) -> tuple[int, int]:
    d = drawing()
    return d.width * cw + (1 if fx else -1), d.height * ch + (1 if fy else -1)


@cache
def scaled(cw: int, ch: int, fx: bool, fy: bool) -> Scaled:
    """The drawing at ``cw`` x ``ch`` per cell, with or without the outer walls (x, y)."""
    d = drawing()
    routes = {pair(a, b) for a, b in route_pairs()}
    width, height = size_of(cw, ch, fx, fy)
    offx, offy = (0 if fx else 1), (0 if fy else 1)
    owner: list[list[str | None]] = [[None] * width for _ in range(height)]
    out = Scaled(cw, ch, (fx, fy), width, height, owner)
    for y in range(height):
        ty = y + offy  # the row in the frame's coordinates
        cy, on_y = ty // ch, ty % ch == 0
        for x in range(width):
            tx = x + offx
            cx, on_x = tx // cw, tx % cw == 0
            if not on_x and not on_y:
                owner[y][x] = d.at(cx, cy)
                continue
            tl, tr = d.at(cx - 1, cy - 1), d.at(cx, cy - 1)
            bl, br = d.at(cx - 1, cy), d.at(cx, cy)
            if on_x and not on_y:
                tl, tr = bl, br  # a vertical line: only the cells left and right count
            elif on_y and not on_x:
                tl, bl = tr, br  # a horizontal line: only the cells above and below
            arms = (int(tl != tr), int(bl != br), int(tl != bl), int(tr != br))
            if arms == (0, 0, 0, 0):
                owner[y][x] = br
                continue
            near = frozenset(p for p in (tl, tr, bl, br) if p is not None)
            route = near if len(near) == 2 and near in routes and sum(arms) == 2 else None
            out.wall[x, y] = Wall(arms, near, route)
    _route_dots(out, offx, offy)
    for y, row in enumerate(owner):
        x = 0
        while x < width:
            name = row[x]
            start = x
            while x < width and row[x] == name:
                x += 1
            if name is not None:
                best = out.rows.setdefault(name, {}).get(y)
                if best is None or x - start > best[1]:
                    out.rows[name][y] = (start, x - start)
    for name, rows in out.rows.items():
        out.spans[name] = (min(rows) - 1, max(rows) + 1)
    return out


def route_pairs() -> tuple[tuple[str, str], ...]:
    from boardgames_rules.polis.data import data

    return tuple(data().routes)


def _route_dots(out: Scaled, offx: int, offy: int) -> None:
    """Dotted lines through the empty cells a route crosses, into the places it joins."""
    d = drawing()
    cw, ch = out.cw, out.ch

    def centre(cx: int, cy: int) -> tuple[int, int]:
        return cx * cw + cw // 2 - offx, cy * ch + ch // 2 - offy

    def empty_route(cx: int, cy: int) -> bool:
        inside = 0 <= cx < d.width and 0 <= cy < d.height
        return inside and d.route[cy][cx] and d.at(cx, cy) is None

    seen: set[tuple[int, int]] = set()
    for cy in range(d.height):
        for cx in range(d.width):
            if (cx, cy) in seen or not empty_route(cx, cy):
                continue
            group, todo = [], [(cx, cy)]
            ends: set[str] = set()
            seen.add((cx, cy))
            while todo:
                here = todo.pop()
                group.append(here)
                for nx, ny in _around(*here):
                    if empty_route(nx, ny) and (nx, ny) not in seen:
                        seen.add((nx, ny))
                        todo.append((nx, ny))
                    elif 0 <= nx < d.width and 0 <= ny < d.height and d.route[ny][nx]:
                        end = d.at(nx, ny)
                        if end is not None:
                            ends.add(end)
            route = frozenset(ends)
            for gx, gy in group:
                x0, y0 = centre(gx, gy)
                for y in range(gy * ch - offy, (gy + 1) * ch - offy + 1):
                    for x in range(gx * cw - offx, (gx + 1) * cw - offx + 1):
                        if 0 <= x < out.width and 0 <= y < out.height and out.owner[y][x] is None:
                            out.lane.add((x, y))
                for nx, ny in _around(gx, gy):
                    if not (0 <= nx < d.width and 0 <= ny < d.height and d.route[ny][nx]):
                        continue
                    x1, y1 = centre(nx, ny)
                    if d.at(nx, ny) is not None:  # stop on the wall of the place it enters
                        x1 = x0 + (nx - gx) * (cw - cw // 2)
                        y1 = y0 + (ny - gy) * (ch - ch // 2)
                    for x, y in _line(x0, y0, x1, y1):
                        if 0 <= x < out.width and 0 <= y < out.height:
                            out.dots[x, y] = route
                            out.wall.pop((x, y), None)  # the line runs through its wall


def _around(x: int, y: int) -> tuple[tuple[int, int], ...]:
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def _line(x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int]]:
    if y0 == y1:
        return [(x, y0) for x in range(min(x0, x1), max(x0, x1) + 1)]
    return [(x0, y) for y in range(min(y0, y1), max(y0, y1) + 1)]
