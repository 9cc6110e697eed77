"""What the drawn city says borders what, read off the drawing itself at every shipped size:
land (alleys, bridges) equals map.json's streets and bridges, and the sea between the dashed
lines holds exactly the map's sectors, in its chain order.  Checked on the widget as rendered
with a busy position, so the district texts, the islands' names and guests never cover an
alley, a bridge, a lighthouse, a dashed line or a ship."""

from __future__ import annotations

import random

import pytest
from boardgames_rules.core.session import Session
from boardgames_rules.utopia import GAME
from boardgames_rules.utopia.data import board
from textual.app import App

from boardgames_tui.games.utopia.board import UtopiaCity
from boardgames_tui.games.utopia.city_plan import rules_adjacency
from boardgames_tui.games.utopia.isles import Drawing, drawings

SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))


def busy_view():
    session = Session.start(GAME, GAME.default_players(5), 2)
    rng = random.Random(2)
    for _ in range(300):
        session.play(rng.choice(GAME.legal_actions(session.state)))
    return GAME.view(session.state, None)


class Host(App):
    def compose(self):
        yield UtopiaCity()


async def rendered(index: int) -> tuple[Drawing, list[str]]:
    """The drawing the widget picks when given exactly its size, and its glyphs as drawn."""
    d = drawings()[index]
    async with Host().run_test(size=(d.width, d.height)) as pilot:
        city = pilot.app.query_one(UtopiaCity)
        city.show(busy_view(), frozenset({"V1", "W5"}), "E7")
        await pilot.pause()
        assert city.drawing is d
        return d, city.plain().splitlines()


def land_pairs(d: Drawing) -> set[frozenset[str]]:
    """Districts on either side of one alley cell, or at the two ends of a bridge."""
    tags = d.tags

    def at(x: int, y: int) -> str:
        return tags[y][x] if 0 <= y < d.height and 0 <= x < d.width else ""

    pairs: set[frozenset[str]] = set()
    seen: set[tuple[int, int]] = set()
    for y in range(d.height):
        for x in range(d.width):
            if tags[y][x] == "wall":
                for dx, dy in ((1, 0), (0, 1)):
                    a, b = at(x - dx, y - dy), at(x + dx, y + dy)
                    if a.startswith("d:") and b.startswith("d:") and a != b:
                        pairs.add(frozenset((a[2:], b[2:])))
            elif tags[y][x] == "bridge" and (x, y) not in seen:
                todo, ends = [(x, y)], set()
                while todo:
                    px, py = todo.pop()
                    if (px, py) in seen:
                        continue
                    seen.add((px, py))
                    for dx, dy in SIDES:
                        tag = at(px + dx, py + dy)
                        if tag == "bridge":
                            todo.append((px + dx, py + dy))
                        elif tag.startswith("d:"):
                            ends.add(tag[2:])
                assert len(ends) == 2, ends  # a bridge joins exactly two districts
                pairs.add(frozenset(ends))
    return pairs


def sea_regions(d: Drawing) -> list[set[tuple[int, int]]]:
    """The open sea cut by the dashed lines and lighthouses (ships float in it)."""
    open_sea = {
        (x, y)
        for y in range(d.height)
        for x in range(d.width)
        if d.tags[y][x] == "sea" or d.tags[y][x].startswith("ship:")
    }
    regions, left = [], set(open_sea)
    while left:
        todo, region = [left.pop()], set()
        while todo:
            cell = todo.pop()
            region.add(cell)
            for dx, dy in SIDES:
                n = (cell[0] + dx, cell[1] + dy)
                if n in left:
                    left.remove(n)
                    todo.append(n)
        regions.append(region)
    return regions


@pytest.mark.parametrize("index", range(len(drawings())))
async def test_drawn_land_borders_are_the_maps_streets_and_bridges(index: int) -> None:
    d, glyphs = await rendered(index)
    streets, bridges = rules_adjacency()
    assert land_pairs(d) == streets | bridges
    # ... and what is on screen is that structure: nothing drawn over it
    for y in range(d.height):
        for x in range(d.width):
            tag = d.tags[y][x]
            if tag in ("wall", "bridge", "light", "dash") or tag.startswith("ship:"):
                assert glyphs[y][x] == d.glyphs[y][x], (x, y, tag)
            if tag.startswith("d:"):
                assert glyphs[y][x] not in "~═║┄┆☼", (x, y, tag)


@pytest.mark.parametrize("index", range(len(drawings())))
async def test_drawn_sea_sectors_are_the_maps_sectors_in_chain_order(index: int) -> None:
    d, glyphs = await rendered(index)
    b = board()
    sector_of = {b.ids[i]: b.seas[i] for i in range(len(b.ids)) if b.ships[i]}
    regions = sea_regions(d)
    region_sector: dict[int, str] = {}
    for harbour, (x, y) in d.ships.items():
        region = next(n for n, r in enumerate(regions) if (x, y) in r)
        assert region_sector.setdefault(region, sector_of[harbour]) == sector_of[harbour]
        assert glyphs[y][x + 1] == sector_of[harbour][1:]  # "▲1": the sector beside the ship
    assert sorted(region_sector.values()) == list(b.sea_chain)  # one region per sector
    # Regions meet across a dashed line exactly where the chain says sectors neighbour.
    lines = {
        (x, y) for y in range(d.height) for x in range(d.width) if d.tags[y][x] in ("dash", "light")
    }
    touching: set[frozenset[str]] = set()
    while lines:
        todo, near = [lines.pop()], set()
        while todo:
            x, y = todo.pop()
            for dx, dy in SIDES:
                n = (x + dx, y + dy)
                if n in lines:
                    lines.remove(n)
                    todo.append(n)
                near |= {region_sector.get(k) for k, r in enumerate(regions) if n in r}
        near.discard(None)
        assert len(near) == 2, near  # each dashed line divides two sectors
        touching.add(frozenset(near))
    chain = b.sea_chain
    assert touching == {frozenset(p) for p in zip(chain, chain[1:], strict=False)}
