"""The Polis map on screen: what touches is the topology at every size the widget draws, and
at 80x24, 120x40, 200x60 and 240x70 every place's label is on screen, whole, and unique."""

from __future__ import annotations

from itertools import product
from pathlib import Path

import pytest
from boardgames_rules.polis import GAME

from boardgames_tui.app import BoardgamesApp, Start
from boardgames_tui.games.polis.board import SCALES, PolisMap
from boardgames_tui.games.polis.drawing import drawing, pair, topology_touching
from boardgames_tui.games.polis.scale import scaled
from boardgames_tui.screens.handover import HandoverScreen
from boardgames_tui.storage import Storage
from tests.registry_seam import offer_only
from tests.ui.helpers import screen_text
from tests.ui.polis.positions import battle_pending


@pytest.fixture(autouse=True)
def only_polis(monkeypatch: pytest.MonkeyPatch) -> None:
    offer_only(monkeypatch, {"polis": GAME})


SIZES = [(80, 24), (120, 40), (200, 60), (240, 70)]  # issue 15's sizes and issue 16's largest


def drawn_touching(cw: int, ch: int, fx: bool, fy: bool) -> tuple[set, set]:
    """Places a straight wall (or a route's dotted line) separates, and two places alone at
    a corner, read from the characters the widget draws."""
    s = scaled(cw, ch, fx, fy)
    walls, corners = set(), set()
    for wall in s.wall.values():
        if len(wall.places) == 2:
            (walls if sum(wall.arms) == 2 else corners).add(wall.places)
    # A place's inside next to another's inside, with no wall between: never allowed.
    for y in range(s.height):
        for x in range(s.width):
            a = s.owner[y][x]
            for b in (s.place_at(x + 1, y), s.place_at(x, y + 1)):
                if a is not None and b is not None and a != b:
                    walls.add(pair(a, b))
    routes = set(s.dots.values())
    return walls | routes, corners


@pytest.mark.parametrize(("cw", "ch"), SCALES)
def test_what_touches_on_screen_is_the_topology_at_every_size(cw: int, ch: int) -> None:
    want = topology_touching()
    for fx, fy in product((True, False), repeat=2):
        touching, corners = drawn_touching(cw, ch, fx, fy)
        assert touching == want, (cw, ch, fx, fy, touching ^ want)
        # Two places whose walls meet only at a corner (nothing else there) read as touching.
        assert corners <= want, corners - want


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_every_label_is_on_screen_whole_and_unique(tmp_path: Path, size) -> None:
    start = Start(session=battle_pending(), save_path=tmp_path / "p.json")
    app = BoardgamesApp(Storage(tmp_path), start)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandoverScreen):
            await pilot.press("enter")
            await pilot.pause()
        board = app.screen.query_one(PolisMap)
        s = board.scaled_map()
        # The whole map (and the price line) inside the widget, the widget inside the screen.
        assert s.width <= board.size.width and s.height + 1 <= board.size.height
        region = board.region
        assert region.right <= size[0] and region.bottom <= size[1]
        lines = screen_text(app).split("\n")
        labels = board.labels
        assert set(labels) == set(drawing().cells)
        assert None not in labels.values(), [n for n, label in labels.items() if label is None]
        assert len(set(labels.values())) == len(labels), labels
        ox, oy = board.origin
        for name, label in labels.items():
            assert label in drawing().labels[name]
            row = [y for y in s.rows[name] if label in lines[region.y + oy + y]]
            assert row, f"{name}: {label!r} is not on screen"
        assert "Market prices" in screen_text(app) or "Prices" in screen_text(app)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_every_zone_shows_its_units_and_who_holds_it(tmp_path: Path, size) -> None:
    """Issue 15: hoplites (galleys) per side and control in every territory and sea zone,
    written inside the zone's own region (`A2>S1`, `S3`, `0`), even at 80x24."""
    start = Start(session=battle_pending(), save_path=tmp_path / "p.json")
    app = BoardgamesApp(Storage(tmp_path), start)
    async with app.run_test(size=size) as pilot:
        board = await on_board(pilot)
        s, lines = board.scaled_map(), screen_text(app).split("\n")
        ox, oy = board.origin
        x_at, y_at = board.region.x + ox, board.region.y + oy
        for zone in board.view.territories + board.view.seas:
            a, b = zone.units
            sign = ">" if a > b else "<" if b > a else "="
            want = f"A{a}{sign}S{b}" if a and b else f"A{a}" if a else f"S{b}" if b else "0"
            inside = [
                lines[y_at + y][x_at + x0 : x_at + x0 + n]
                for y, (x0, n) in s.rows[zone.name].items()
            ]
            shown = " ".join(inside)
            if want == "0" and ("no hoplites" in shown or "no galleys" in shown):
                continue
            assert any(f" {want} " in f" {row} " for row in inside), (zone.name, want, inside)


def drawn_rows(board: PolisMap) -> list[list[tuple[str, object]]]:
    """The map's characters with their styles, row by row, as the widget draws them."""
    s = board.scaled_map()
    ox, oy = board.origin
    rows = []
    for y in range(s.height):
        chars = [(c, seg.style) for seg in board.render_line(oy + y) for c in seg.text]
        rows.append(chars[ox : ox + s.width])
    return rows


async def on_board(pilot):
    app = pilot.app
    await pilot.pause()
    if isinstance(app.screen, HandoverScreen):
        await pilot.press("enter")
        await pilot.pause()
    return app.screen.query_one(PolisMap)


async def test_routes_through_seas_the_enemy_holds_are_drawn_cut(tmp_path: Path) -> None:
    start = Start(session=battle_pending(), save_path=tmp_path / "p.json")
    app = BoardgamesApp(Storage(tmp_path), start)
    async with app.run_test(size=(120, 40)) as pilot:
        board = await on_board(pilot)
        seat = board.view.seat
        held = {z.name for z in board.view.seas if z.control == 1 - seat}
        assert held, "the position has no sea held by the enemy"
        s, rows = board.scaled_map(), drawn_rows(board)
        cut = whole = 0
        for (x, y), wall in s.wall.items():
            if wall.route is None or wall.places & ({board.cursor} | board.targets):
                continue
            char = rows[y][x][0]
            if wall.route & held:
                assert char in "×─│", (wall.route, char)
                cut += char == "×"
            else:
                assert char == "·", (wall.route, char)
                whole += 1
        assert cut and whole
        # And the market panel of the rules agrees: a market past a cut sea is closed to it.
        assert any(not m.reachable[seat] for m in board.view.markets)


async def test_changed_places_are_tinted_and_underlined_and_a_step_redraws_little(
    tmp_path: Path,
) -> None:
    start = Start(session=battle_pending(), save_path=tmp_path / "p.json")
    app = BoardgamesApp(Storage(tmp_path), start)
    async with app.run_test(size=(120, 40)) as pilot:
        board = await on_board(pilot)
        board.set_changed(frozenset({"Boiotia"}))
        await pilot.pause()
        s, rows = board.scaled_map(), drawn_rows(board)
        label = board.labels["Boiotia"]
        y = next(y for y in s.rows["Boiotia"] if label in "".join(c for c, _ in rows[y]))
        x = "".join(c for c, _ in rows[y]).index(label)
        style = rows[y][x][1]
        assert style.underline and style.bgcolor is not None
        board.set_changed(frozenset())
        await pilot.pause()
        assert not drawn_rows(board)[y][x][1].underline
        # A cursor step redraws only the rows of the regions it leaves and enters.
        drawn_rows(board)
        kept, old = set(board._lines), board.cursor
        board.move_to("Ionia")
        dropped = kept - set(board._lines)
        _, oy = board.origin
        spans = {
            oy + y for zone in (old, "Ionia") for y in range(s.spans[zone][0], s.spans[zone][1] + 1)
        }
        assert dropped == spans & kept and len(dropped) < len(kept) // 2


def test_every_region_is_reached_with_the_arrows_and_they_go_to_the_neighbour() -> None:
    board = PolisMap()
    arrows = ((0, -1), (0, 1), (-1, 0), (1, 0))
    seen, todo = {"Attika"}, ["Attika"]
    while todo:
        here = todo.pop()
        for dx, dy in arrows:
            there = board.next_region(here, dx, dy)
            if there not in seen:
                seen.add(there)
                todo.append(there)
    assert seen == set(drawing().cells)
    assert board.next_region("Lakedaemon", -1, 0) == "Messenia"  # beside it on the map
    assert board.next_region("Lakedaemon", 0, -1) == "Arkadia"
    assert board.next_region("Boiotia", 0, 1) == "Attika"


async def test_a_route_off_the_sea_zones_runs_over_open_water(tmp_path: Path) -> None:
    """The direct lane Athens' Trade Port - Thrakikon crosses no sea zone (trade.json); its
    dotted line is drawn on a water tint, so it reads as a sea lane, not as land."""
    start = Start(session=battle_pending(), save_path=tmp_path / "p.json")
    app = BoardgamesApp(Storage(tmp_path), start)
    async with app.run_test(size=(200, 60)) as pilot:
        board = await on_board(pilot)
        s, rows = board.scaled_map(), drawn_rows(board)
        off_sea = [(x, y) for (x, y) in s.dots if s.owner[y][x] is None]
        assert off_sea, "no route runs outside the sea zones"
        for x, y in off_sea:
            char, style = rows[y][x]
            assert char in "·×" and style.bgcolor is not None, (x, y, char)
        assert {r for xy, r in s.dots.items() if xy in off_sea} == {
            frozenset({"AthensPort", "Thrakikon"})
        }
