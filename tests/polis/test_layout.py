"""The drawing data of the map (layout.json): every place has a box and a short name."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from boardgames_rules.core.assets import asset
from boardgames_rules.polis.data import PolisDataError, data, load_data

FILES = (
    "map.json",
    "trade.json",
    "tribute.json",
    "projects.json",
    "battle.json",
    "eras.json",
    "events.json",
    "setup.json",
    "layout.json",
)


def test_every_place_and_polis_has_a_unique_short_name():
    d = data()
    places = set(d.territory_names + d.sea_names + d.market_names) | set(d.trade_port.values())
    assert set(d.short) == places and len(set(d.short.values())) == len(places)
    assert set(d.polis_short) == set(d.polis_names)
    assert len(set(d.polis_short.values())) == len(d.polis_names)


def test_no_two_places_share_a_box_in_either_layout():
    d = data()
    for grid in (d.layout, d.compact_layout):
        cells = [(p.col, p.row) for p in grid.values()]
        assert len(cells) == len(set(cells))
    assert max(p.row for p in d.compact_layout.values()) < max(p.row for p in d.layout.values())


def test_broken_layout_reports_every_problem(tmp_path: Path):
    src = asset("polis")
    for name in FILES:
        shutil.copy(str(src.joinpath(name)), tmp_path / name)
    layout = json.loads((tmp_path / "layout.json").read_text())
    layout["compact"]["Sikelia"] = {"col": 1, "row": 5}  # Messenia's box
    layout["short"]["Boiotia"] = "Att"  # used twice
    layout["short"]["Achaia"] = "Achaia"  # too long
    del layout["polis_short"]["Gela"]
    layout["compact"]["Atlantis"] = {"col": 9, "row": 9}
    (tmp_path / "layout.json").write_text(json.dumps(layout))
    with pytest.raises(PolisDataError) as err:
        load_data(tmp_path)
    text = str(err.value)
    assert "Sikelia and Messenia share a box" in text or "Messenia and Sikelia share" in text
    assert "'Att' is used more than once" in text
    assert "'Achaia' for Achaia is not 1-3 characters" in text
    assert "no short name for Gela" in text
    assert "Atlantis" in text
