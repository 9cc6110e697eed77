"""The screen's schematic of the city (assets/utopia/layout.json), checked against the map."""

import json

import pytest
from boardgames_rules.core.assets import asset
from boardgames_rules.utopia.data import board
from boardgames_rules.utopia.layout import city_layout, parse_layout


def _raw() -> dict:
    return json.loads(asset("utopia", "layout.json").read_text())


def test_every_district_has_its_own_cell_and_a_short_name():
    layout = city_layout()
    assert set(layout.cells) == set(board().ids)
    assert len(set(layout.cells.values())) == 24
    assert all(1 <= len(s) <= 4 for s in layout.short.values())
    assert set(layout.island_at) == {"V", "F", "E", "W"}


def test_islands_do_not_overlap():
    layout = city_layout()
    blocks = {}
    for island, (c, r) in layout.island_at.items():
        cols, rows = layout.island_size[island]
        blocks[island] = {(c + x, r + y) for x in range(cols) for y in range(rows)}
    for a in blocks:
        for b in blocks:
            if a < b:
                assert not blocks[a] & blocks[b], (a, b)


def test_problems_are_all_reported():
    raw = _raw()
    wind = raw["islands"][0]
    wind["districts"][1]["at"] = wind["districts"][0]["at"]  # V4 on V1's cell
    wind["districts"].append({"id": "F9", "at": [5, 5], "short": "X"})
    raw["islands"][3]["districts"].pop()  # W5 has no place
    with pytest.raises(ValueError) as err:
        parse_layout(json.dumps(raw))
    text = str(err.value)
    assert "V1 and V4 share a cell" in text
    assert "F9 is not on island V" in text
    assert "W5 has no place" in text


def test_fields_are_checked():
    raw = _raw()
    raw["islands"][0]["districts"][0]["short"] = "Too long"
    with pytest.raises(ValueError):
        parse_layout(json.dumps(raw))
