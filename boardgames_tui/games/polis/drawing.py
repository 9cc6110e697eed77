"""The drawing of the Polis map, read from ``assets/polis/drawing.json`` and checked at load.

The drawing is a coarse template: one character per cell, each cell owned by one place (a
territory, sea zone, market or Trade Port, by its code letter) or by nobody (``.``).  The
screen scales it up (each cell becomes a block of characters, with box-drawing walls between
cells of different places), so what touches on screen is exactly what touches in the
template: two places touch when two of their cells are 4-neighbours.  That makes the check
exact: the drawn touching must equal the topology of ``map.json`` (land and coasts, sea
lanes) plus the trade routes of ``trade.json`` (markets and ports touch only their route
seas), at every scale.  A second layer of the same shape marks the cells the trade routes'
dotted lines run through.  Every problem is reported at once.

No Textual in here: the widget (``board.py``) draws; this module only knows shapes.
"""

from __future__ import annotations

import json
from functools import cache

from boardgames_rules.core.assets import asset
from boardgames_rules.polis.data import data
from pydantic import BaseModel, ConfigDict

VOID = "."
ROUTE = "*"


class DrawingFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    doc: str = ""
    codes: dict[str, str]  # template letter -> place name
    template: tuple[str, ...]
    routes: tuple[str, ...]  # same shape; ``*`` where a trade route's line runs
    labels: dict[str, tuple[str, ...]]  # place -> its labels, longest first


class DrawingError(ValueError):
    def __init__(self, problems: list[str]) -> None:
        self.problems = problems
        super().__init__("drawing.json:\n  " + "\n  ".join(problems))


def pair(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


def places() -> set[str]:
    d = data()
    return (
        set(d.territory_names) | set(d.sea_names) | set(d.market_names) | set(d.trade_port.values())
    )


def topology_touching() -> set[frozenset[str]]:
    """What must touch on the map: land borders, coasts, sea lanes and trade routes."""
    d = data()
    out = {pair(t, n) for t in d.territory_names for n in d.land[t] + d.coasts[t]}
    out |= {pair(s, n) for s in d.sea_names for n in d.sea_adj[s]}
    return out | {pair(a, b) for a, b in d.routes}


class Drawing:
    """A checked template: cell owners, and which cells carry a trade route."""

    def __init__(self, f: DrawingFile) -> None:
        self.width = len(f.template[0])
        self.height = len(f.template)
        self.owner = [[f.codes.get(c) for c in row] for row in f.template]
        self.route = [[c == ROUTE for c in row] for row in f.routes]
        self.labels = f.labels
        self.cells: dict[str, list[tuple[int, int]]] = {}
        for y, row in enumerate(self.owner):
            for x, name in enumerate(row):
                if name is not None:
                    self.cells.setdefault(name, []).append((x, y))

    def at(self, x: int, y: int) -> str | None:
        if 0 <= x < self.width and 0 <= y < self.height:
            return self.owner[y][x]
        return None

    def touching(self) -> set[frozenset[str]]:
        """Places with 4-neighbouring cells: what touches on screen at every scale."""
        out = set()
        for y in range(self.height):
            for x in range(self.width):
                a = self.owner[y][x]
                for b in (self.at(x + 1, y), self.at(x, y + 1)):
                    if a is not None and b is not None and a != b:
                        out.add(pair(a, b))
        return out

    def corners(self) -> set[frozenset[str]]:
        """Places whose corners meet at a point with nothing else there (looks like touching).

        Where three or four places meet at a point the walls read as a crossing, as on any
        map; two corners alone across empty cells read as a join.
        """
        out = set()
        for y in range(self.height - 1):
            for x in range(self.width - 1):
                tl, tr = self.owner[y][x], self.owner[y][x + 1]
                bl, br = self.owner[y + 1][x], self.owner[y + 1][x + 1]
                for a, b, c, e in ((tl, br, tr, bl), (tr, bl, tl, br)):
                    if a is not None and b is not None and a != b and c is None and e is None:
                        out.add(pair(a, b))
        return out

    def route_links(self) -> set[frozenset[str]]:
        """Places joined by a route's dotted line: route cells of two places next to each
        other, or a chain of route cells over empty cells (a sea lane off the drawn seas)."""
        out = set()
        for y in range(self.height):
            for x in range(self.width):
                a = self.owner[y][x]
                if a is None or not self.route[y][x]:
                    continue
                seen, todo = {(x, y)}, [(x, y)]
                while todo:
                    cx, cy = todo.pop()
                    for n in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                        nx, ny = n
                        if n in seen or not (0 <= nx < self.width and 0 <= ny < self.height):
                            continue
                        if not self.route[ny][nx]:
                            continue
                        b = self.owner[ny][nx]
                        if b is None:
                            seen.add(n)
                            todo.append(n)
                        elif b != a:
                            out.add(pair(a, b))
        return out


def check(f: DrawingFile) -> list[str]:
    """Every problem of a drawing file against map.json and trade.json."""
    problems: list[str] = []
    known = places()
    widths = {len(row) for row in f.template}
    if len(widths) != 1:
        problems.append(f"template rows differ in width: {sorted(widths)}")
    if [len(r) for r in f.routes] != [len(r) for r in f.template]:
        problems.append("routes layer is not the template's shape")
    for code, name in sorted(f.codes.items()):
        if len(code) != 1 or code in (VOID, ROUTE):
            problems.append(f"code {code!r} for {name} is not one letter")
        if name not in known:
            problems.append(f"code {code!r}: {name} is not a place of map.json or trade.json")
    used = {c for row in f.template for c in row}
    for c in sorted(used - set(f.codes) - {VOID}):
        problems.append(f"template letter {c!r} has no code")
    named = {f.codes[c] for c in used if c in f.codes}
    for name in sorted(known - named):
        problems.append(f"{name} is not drawn")
    for name in sorted(known - set(f.labels)):
        problems.append(f"{name} has no label")
    seen: dict[str, str] = {}
    for name, labels in sorted(f.labels.items()):
        if not labels:
            problems.append(f"{name} has an empty label list")
        for label in labels:
            if label in seen and seen[label] != name:
                problems.append(f"label {label!r} is used by {seen[label]} and {name}")
            seen[label] = name
    if problems:
        return problems
    d = Drawing(f)
    for name, cells in sorted(d.cells.items()):
        if not connected(cells):
            problems.append(f"{name} is drawn in pieces")
    routes = {pair(a, b) for a, b in data().routes}
    drawn = d.route_links()
    want, got = topology_touching(), d.touching()
    for p in sorted(want - got - drawn, key=sorted):
        problems.append(f"{' and '.join(sorted(p))} border but do not touch")
    for p in sorted(got - want, key=sorted):
        problems.append(f"{' and '.join(sorted(p))} touch but do not border")
    for p in sorted(d.corners() - want, key=sorted):
        problems.append(f"{' and '.join(sorted(p))} meet at a corner but do not border")
    for p in sorted(routes - drawn - got, key=sorted):
        problems.append(f"trade route {'-'.join(sorted(p))} is neither a line nor a wall")
    for p in sorted(drawn - routes, key=sorted):
        problems.append(f"a route line joins {' and '.join(sorted(p))}, which is no trade route")
    for y, row in enumerate(d.route):
        for x, on in enumerate(row):
            if on and d.owner[y][x] in set(data().territory_names):
                problems.append(f"route line at {x},{y} runs over land")
    return problems


def connected(cells: list[tuple[int, int]]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    have = set(cells)
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in have and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(have)


def parse(raw: object) -> Drawing:
    """A drawing from raw JSON, checked; every problem reported at once."""
    try:
        f = DrawingFile.model_validate(raw)
    except ValueError as err:
        raise DrawingError([str(err)]) from err
    problems = check(f)
    if problems:
        raise DrawingError(problems)
    return Drawing(f)


@cache
def drawing() -> Drawing:
    return parse(json.loads(asset("polis", "drawing.json").read_text(encoding="utf-8")))
