"""The drawing of the Polis map (assets/polis/drawing.json) against the topology."""

from __future__ import annotations

import json

import pytest
from boardgames_rules.core.assets import asset
from boardgames_rules.polis import GAME

from boardgames_tui.games.polis.drawing import DrawingError, drawing, parse, topology_touching
from boardgames_tui.games.polis.panels import zone_panel


def raw() -> dict:
    return json.loads(asset("polis", "drawing.json").read_text(encoding="utf-8"))


def test_drawn_touching_is_the_topology_at_every_scale() -> None:
    d = drawing()
    # Scaling keeps 4-neighbours, so the template's touching is what every size shows.
    assert d.touching() <= topology_touching()
    assert topology_touching() <= d.touching() | d.route_links()


def test_every_problem_of_a_bad_drawing_is_reported_at_once() -> None:
    bad = raw()
    bad["template"] = [row.replace("B", "H") for row in bad["template"]]  # Boiotia gone
    bad["labels"]["Attika"] = ["Megaris"]
    with pytest.raises(DrawingError) as err:
        parse(bad)
    text = "\n".join(err.value.problems)
    assert "Boiotia is not drawn" in text
    assert "label 'Megaris' is used by Attika and Megaris" in text


def test_an_unoccupied_shipload_is_open_in_the_market_panel() -> None:
    state = GAME.new_game(GAME.default_names, 3)
    text = str(zone_panel(GAME.view(state, 0), "Egypt").renderables)
    assert ": open" in text and ": free" not in text
