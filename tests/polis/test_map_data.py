"""The board data: every reference resolves, adjacency is symmetric, the map is connected."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from boardgames_rules.core.assets import asset
from boardgames_rules.polis.data import PolisDataError, data, load_data


def test_board_has_twelve_territories_five_seas_eighteen_poleis():
    d = data()
    assert (len(d.territory_names), len(d.sea_names), len(d.poleis)) == (12, 5, 18)
    assert len(d.projects) == 14 and len(d.cards) == 24


def test_every_reference_resolves():
    d = data()
    for p in d.poleis:
        assert p.territory is None or p.territory in d.t_index
        assert all(sea in d.s_index for sea in p.ports)
        assert all(pr in d.projects for pr in p.projects)
    for a, b in d.routes:
        for node in (a, b):
            assert node in d.s_index or node in d.market_names or node in d.trade_port.values()
    assert set(d.tribute) <= set(d.territory_names)


def test_land_and_sea_adjacency_is_symmetric():
    d = data()
    for t, near in d.land.items():
        assert all(t in d.land[n] for n in near), t
    for z, near in d.sea_adj.items():
        assert all(z in d.sea_adj[n] for n in near), z


def test_map_graph_is_connected():
    d = data()
    graph: dict[str, set[str]] = {z: set() for z in d.territory_names + d.sea_names}
    for t in d.territory_names:
        graph[t] |= set(d.land[t]) | set(d.coasts[t])
        for sea in d.coasts[t]:
            graph[sea].add(t)
    for z in d.sea_names:
        graph[z] |= set(d.sea_adj[z])
    seen, todo = {"Attika"}, ["Attika"]
    while todo:
        for n in graph[todo.pop()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(graph)


def test_fortification_is_base_population_capped_at_four():
    d = data()
    assert d.polis["Athinai"].fortification == 4
    assert d.polis["Thebai"].fortification == 3


def test_broken_data_reports_every_problem(tmp_path: Path):
    src = asset("polis")
    for name in (
        "map.json",
        "trade.json",
        "tribute.json",
        "projects.json",
        "battle.json",
        "eras.json",
        "events.json",
        "setup.json",
        "layout.json",
    ):
        shutil.copy(str(src.joinpath(name)), tmp_path / name)
    board = json.loads((tmp_path / "map.json").read_text())
    board["territories"][0]["land"].append("Atlantis")  # unknown and not symmetric
    board["poleis"][1]["ports"] = ["Aigaion"]
    (tmp_path / "map.json").write_text(json.dumps(board))
    trade = json.loads((tmp_path / "trade.json").read_text())
    trade["routes"].append(["Egypt", "Carthago"])
    (tmp_path / "trade.json").write_text(json.dumps(trade))
    with pytest.raises(PolisDataError) as err:
        load_data(tmp_path)
    text = str(err.value)
    assert "Atlantis" in text and "Aigaion" in text and "Carthago" in text
    assert len(err.value.problems) >= 3
