"""The city drawn as islands (assets/utopia/city.json) borders exactly what the rules say."""

from __future__ import annotations

import json
import re

import pytest
from boardgames_rules.core import i18n
from boardgames_rules.core.assets import asset
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.data import board

from boardgames_tui.games.utopia.city_plan import (
    city_plan,
    drawn_adjacency,
    parse_plan,
    rules_adjacency,
)


def raw() -> dict:
    return json.loads(asset("utopia", "city.json").read_text())


def test_drawn_borders_equal_streets_and_bridges_of_the_map():
    streets, bridges = rules_adjacency()
    assert drawn_adjacency(city_plan().spec, board()) == streets | bridges


def test_cliff_harbour_borders_potters_row_and_quarry_square_but_not_grain_dock():
    drawn = drawn_adjacency(city_plan().spec, board())
    assert frozenset(("E4", "E7")) in drawn and frozenset(("E5", "E7")) in drawn
    assert frozenset(("E6", "E7")) not in drawn


def test_every_district_is_drawn_once_and_every_harbour_faces_the_sea():
    spec = city_plan().spec
    assert set(spec.districts) == set(board().ids)
    assert set(spec.coasts) == {"V1", "V2", "F3", "F6", "W4", "W5", "E6", "E7"}


def test_a_drawing_that_puts_grain_dock_next_to_cliff_harbour_is_refused():
    bad = raw()
    bad["districts"]["E7"] = [0, 5, 3, 1]  # now under E6 as well
    with pytest.raises(ValueError, match="E6 and E7 look adjacent"):
        parse_plan(json.dumps(bad))


def test_a_missing_bridge_is_refused():
    bad = raw()
    bad["districts"]["F1"], bad["districts"]["F3"] = bad["districts"]["F3"], bad["districts"]["F1"]
    with pytest.raises(ValueError, match="bridge F1-V3 cannot be drawn"):
        parse_plan(json.dumps(bad))


def test_lighthouses_divide_the_sea_chain():
    bad = raw()
    bad["lighthouses"] = bad["lighthouses"][:2]
    with pytest.raises(ValueError, match="lighthouses"):
        parse_plan(json.dumps(bad))


CIVS = ("M", "P", "E", "G", "C")


def test_princes_are_a_letter_and_an_owner_digit_with_a_count_past_one():
    from boardgames_tui.games.utopia.princes import prince_groups

    princes = ((2, 0, 0, 0, 1), (1, 3, 0, 0, 0))  # seat 1: 2 Maya, 1 Chinese; seat 2: ...
    shown = [g.plain for g in prince_groups(princes, CIVS)]
    assert shown == ["M1×2", "M2", "P2×3", "C1"]  # never "P222": no player 222 (issue 42)


@pytest.mark.parametrize(("width", "rows"), [(6, 1), (11, 2), (15, 3), (19, 4)])
def test_a_busy_district_fits_its_princes_and_says_how_many_more_never_an_ellipsis(width, rows):
    from boardgames_tui.games.utopia.princes import flow, prince_groups

    princes = ((1, 0, 2, 0, 1), (0, 3, 0, 0, 0), (2, 2, 2, 0, 5))  # 18 princes
    lines = [t.plain for t in flow(prince_groups(princes, CIVS), width, rows)]
    assert all(len(line) <= width for line in lines) and "…" not in "".join(lines)
    assert drawn_princes(lines) == 18  # every prince is drawn or counted
    assert ("+" in "".join(lines)) == (width * rows < 30)


def drawn_princes(lines) -> int:
    """Princes a district's lines account for: ``G2`` one, ``G2×3`` three, and ``+N``."""
    total = 0
    for word in re.findall(r"\[..\]|[A-Z][0-9](?:×[0-9]+)?|\+[0-9]+", "".join(lines)):
        if word.startswith("+"):
            total += int(word[1:])
        elif not word.startswith("["):
            total += int(word.split("×")[1]) if "×" in word else 1
    return total


@pytest.mark.parametrize(
    ("princes", "shown"),
    [
        (((0, 1, 0, 0, 0), (0, 0, 0, 0, 1)), "P1 C2"),  # spaced
        (((1, 0, 0, 0, 1), (0, 1, 0, 0, 0)), "M1P2C1"),  # packed: each starts with a capital
        (((0, 2, 0, 0, 0), (0, 0, 0, 2, 0)), "P1×2+2"),  # owners kept, then +N
        (((2, 2, 1, 1, 1), (1, 0, 0, 1, 0)), "M1×2+7"),  # five civilisations: +N
    ],
)
def test_a_small_cell_keeps_each_princes_owner_then_counts_the_rest(princes, shown):
    from boardgames_tui.games.utopia.princes import prince_groups, prince_lines

    lines = [t.plain for t in prince_lines(prince_groups(princes, CIVS), 6, 1)]
    assert lines == [shown]
    assert drawn_princes(lines) == sum(map(sum, princes))


def test_every_prince_is_drawn_or_counted_in_every_box_size():
    import random

    from boardgames_tui.games.utopia.princes import prince_groups, prince_lines

    rng = random.Random(4)
    for _ in range(300):
        princes = tuple(tuple(rng.choice((0, 0, 1, 2, 4)) for _ in CIVS) for _ in range(5))
        for width, rows in ((6, 1), (11, 2), (11, 3), (15, 4)):
            lines = prince_lines(prince_groups(princes, CIVS), width, rows)
            plain = [t.plain for t in lines]
            assert all(t.cell_len <= width for t in lines), plain
            assert drawn_princes(plain) == sum(map(sum, princes)), plain


async def test_set_changed_marks_districts_until_cleared():
    from boardgames_rules.core.session import Session
    from boardgames_rules.utopia import GAME
    from textual.app import App

    from boardgames_tui.games.utopia.board import UtopiaCity

    class Host(App):
        def compose(self):
            yield UtopiaCity()

    async with Host().run_test(size=(50, 16)) as pilot:
        city = pilot.app.query_one(UtopiaCity)
        session = Session.start(GAME, ["Ann", "Ben"], seed=1)
        city.show(GAME.view(session.state, 0), frozenset())
        await pilot.pause()
        assert "*Ea7" not in city.plain()  # the screen writes E7 as Ea7 (labels.py)
        city.set_changed(frozenset({"E7"}))
        assert "*Ea7" in city.plain()
        city.set_changed(frozenset())
        assert "*Ea7" not in city.plain()


@pytest.mark.parametrize(("width", "rows"), [(6, 1), (11, 2)])
def test_a_monument_is_never_left_out_for_the_princes(width, rows):
    from rich.text import Text

    from boardgames_tui.games.utopia.princes import flow, prince_groups

    princes = ((0, 14, 0, 0, 0), (0, 4, 0, 0, 0))
    drawn = " ".join(
        t.plain for t in flow([Text("[E1]"), *prince_groups(princes, CIVS)], width, rows)
    )
    assert "E1" in drawn and ("+" in drawn) == (width < 11)
    assert drawn_princes([drawn.replace("[E1]", "").replace("E1", "")]) == 18


async def shown_city(players: int, size=(84, 33), **marks):
    from boardgames_rules.core.session import Session
    from boardgames_rules.utopia import GAME
    from textual.app import App

    from boardgames_tui.games.utopia.board import UtopiaCity

    class Host(App):
        def compose(self):
            yield UtopiaCity()

    app = Host()
    session = Session.start(GAME, GAME.default_players(players), seed=1)
    return app, GAME.view(session.state, 0), UtopiaCity, size


def box_backgrounds(city, district: str) -> set:
    x, y, w, h = city.drawing.boxes[district]
    return {city._cells[j][i][1].bgcolor for j in range(y, y + h) for i in range(x, x + w)}


async def test_targets_origin_and_cursor_are_marked_by_glyph_and_tint():
    from boardgames_tui.games.utopia.board import CURSOR, LAND, TARGET

    app, view, UtopiaCity, size = await shown_city(3)
    async with app.run_test(size=size) as pilot:
        city = app.query_one(UtopiaCity)
        city.show(view, frozenset({"F1", "F2"}), "E7")
        city.move_to("F2")
        await pilot.pause()
        text = city.plain()
        assert ">Fi1" in text and ">Fi2" in text and "@Ea7" in text and ">Wi1" not in text
        assert box_backgrounds(city, "F1") == {TARGET.bgcolor}
        assert box_backgrounds(city, "F2") == {CURSOR.bgcolor}  # the cursor, on a target
        assert box_backgrounds(city, "V1") == {LAND.bgcolor}
        x, y, _, _ = city.drawing.boxes["F2"]
        assert city._cells[y][x + 1][1].reverse  # the cursor's id reversed: not colour alone


async def test_water_is_greyed_out_with_two_players():
    import re

    from boardgames_tui.games.utopia.board import LAND, OUT

    app, view, UtopiaCity, size = await shown_city(2)
    async with app.run_test(size=size) as pilot:
        city = app.query_one(UtopiaCity)
        city.show(view, frozenset())
        await pilot.pause()
        assert re.search(r"Water[~ ]out", city.plain())
        for district in ("W1", "W2", "W3", "W4", "W5"):
            assert box_backgrounds(city, district) == {OUT.bgcolor}
        assert box_backgrounds(city, "E1") == {LAND.bgcolor}
        city.move_to("V1")
        city.action_cursor(1, 0)
        city.action_cursor(1, 0)
        city.action_cursor(1, 0)
        city.action_cursor(0, 1)
        city.action_cursor(0, 1)
        assert not city.cursor_district.startswith("W")  # the cursor never goes out of play


async def test_a_cursor_step_redraws_only_the_two_districts_lines():
    app, view, UtopiaCity, size = await shown_city(4)
    async with app.run_test(size=size) as pilot:
        city = app.query_one(UtopiaCity)
        city.show(view, frozenset())
        city.focus()
        await pilot.pause()
        drawn: list[int] = []
        original = city.render_line
        city.render_line = lambda y: drawn.append(y) or original(y)
        city.move_to("V1")
        await pilot.pause()
        drawn.clear()
        await pilot.press("right")  # V1 -> V2: the same rows
        await pilot.pause()
        assert city.cursor_district == "V2"
        _, y, _, h = city.drawing.boxes["V1"]
        oy = city.offset_xy[1]
        assert drawn and set(drawn) <= set(range(y + oy, y + oy + h))


@pytest.mark.parametrize("index", range(len(city_plan().spec.sizes)))
async def test_every_waiting_guest_is_drawn_by_its_island_at_every_size(index: int):
    from boardgames_rules.core.session import Session
    from boardgames_rules.utopia import GAME

    from boardgames_tui.games.utopia.isles import drawings

    d = drawings()[index]
    app, _, UtopiaCity, _ = await shown_city(5)
    async with app.run_test(size=(d.width, d.height)) as pilot:
        city = app.query_one(UtopiaCity)
        for seed in range(1, 6):  # several deals: up to six guests wait on one island
            view = GAME.view(Session.start(GAME, GAME.default_players(5), seed=seed).state, 0)
            city.show(view, frozenset())
            await pilot.pause()
            rows = city.plain().splitlines()
            forms = set()
            for island in view.islands:
                x, y, room = d.bands[island.id]
                guests = "".join(island.waiting)
                band = rows[y][x : x + room]
                assert guests in band, (seed, island.id)
                # One form on every island, the guests right after the name (a player read
                # guests placed apart, after a ship's label, as uneven, and guests away from
                # any name as nobody's), or alone where no name fits.
                name = labels.place(island.name)
                if f"{name} {i18n._('guests')} {guests}" in band:
                    forms.add("name guests")
                elif f"{name} {guests}" in band:
                    forms.add("name")
                elif f"{name}{guests}" in band:  # no room for a space: the reverse parts them
                    forms.add("touching")
                else:
                    assert name not in band, (seed, island.id, band)  # never apart from them
                    forms.add("alone")
            assert len(forms) == 1, (seed, forms)
