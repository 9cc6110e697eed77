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
