"""The screen's data beside the map (layout.json): every polis has a unique short name.

The map itself is drawn from ``drawing.json``; its places and labels are checked in
``tests/ui/polis/test_drawing.py``."""

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


def test_every_polis_has_a_unique_short_name():
    d = data()
    assert set(d.polis_short) == set(d.polis_names)
    assert len(set(d.polis_short.values())) == len(d.polis_names)
    assert all(1 <= len(short) <= 3 for short in d.polis_short.values())


def test_broken_layout_reports_every_problem(tmp_path: Path):
    src = asset("polis")
    for name in FILES:
        shutil.copy(str(src.joinpath(name)), tmp_path / name)
    layout = json.loads((tmp_path / "layout.json").read_text())
    layout["polis_short"]["Thebai"] = "Ath"  # used twice
    layout["polis_short"]["Argos"] = "Argos"  # too long
    del layout["polis_short"]["Gela"]
    layout["polis_short"]["Atlantis"] = "Atl"
    (tmp_path / "layout.json").write_text(json.dumps(layout))
    with pytest.raises(PolisDataError) as err:
        load_data(tmp_path)
    text = str(err.value)
    assert "'Ath' is used more than once" in text
    assert "'Argos' for Argos is not 1-3 characters" in text
    assert "no short name for Gela" in text
    assert "Atlantis" in text
