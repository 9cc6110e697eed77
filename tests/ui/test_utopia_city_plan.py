"""The city drawn as islands (assets/utopia/city.json) borders exactly what the rules say."""

from __future__ import annotations

import json

import pytest
from boardgames_rules.core.assets import asset
from boardgames_rules.utopia.data import board

from boardgames_tui.widgets.utopia_city_plan import (
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


@pytest.mark.parametrize("room", [4, 7, 10, 20])
def test_a_busy_district_fits_its_princes_and_says_how_many_more_never_an_ellipsis(room):
    from boardgames_tui.widgets.utopia_map import fitted_princes

    princes = ((1, 0, 2, 0, 1), (0, 3, 0, 0, 0), (2, 2, 2, 0, 0))
    text = fitted_princes(princes, CIVS, room).plain
    assert len(text) <= room and "…" not in text
    if room < 20:
        assert "+" in text  # the princes left out are counted
    else:
        assert text == "1ME2C 2P3 3M2P2E2"


async def test_set_changed_marks_districts_until_cleared():
    from textual.app import App

    from boardgames_tui.widgets.utopia_map import UtopiaMap

    class Host(App):
        def compose(self):
            yield UtopiaMap()

    async with Host().run_test() as pilot:
        from boardgames_rules.core.session import Session
        from boardgames_rules.utopia import GAME

        city = pilot.app.query_one(UtopiaMap)
        session = Session.start(GAME, ["Ann", "Ben"], seed=1)
        city.show(GAME.view(session.state, 0), frozenset())
        assert "*E7" not in city.render().plain
        city.set_changed(frozenset({"E7"}))
        assert "*E7" in city.render().plain
        city.set_changed(frozenset())
        assert "*E7" not in city.render().plain
