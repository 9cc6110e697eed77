import json

import pytest
from boardgames_rules.core.assets import asset
from boardgames_rules.simplicity.data import (
    ASSET_FILES,
    BUILDING,
    AssetError,
    data,
    geometry,
    load_data,
)


def _texts() -> dict[str, str]:
    folder = asset("simplicity")
    return {f: folder.joinpath(f).read_text("utf-8") for f in ASSET_FILES}


def test_bag_holds_60_tiles_12_of_each_type():
    tiles = data().tiles
    assert sum(t.count for t in tiles) == 60
    assert {t.name: t.count for t in tiles} == {
        "Blue": 12,
        "Orange": 12,
        "Purple": 12,
        "Yellow": 12,
        "Park": 12,
    }
    assert [t.name for t in tiles if t.park] == ["Park"]


def test_six_strips_of_seven_spaces_with_one_preprinted_building_each():
    strips = data().strips
    assert len(strips) == 6
    for strip in strips:
        assert len(strip.spaces) == 7
        assert strip.spaces.count(BUILDING) == 1


def test_planning_board_rows_have_the_published_symbols():
    rows = [set(r.symbols) for r in data().planning]
    assert rows == [
        {"circle"},
        {"triangle"},
        {"square"},
        {"diamond", "hexagon"},
        {"circle", "diamond"},
        {"triangle", "hexagon"},
        set(),
    ]


def test_team_table_matches_the_reference():
    table = {
        n: (pc.teams, pc.teams_per_player, pc.demolition) for n, pc in data().player_counts.items()
    }
    assert table == {
        2: (4, 2, True),
        3: (6, 2, False),
        4: (4, 1, True),
        5: (5, 1, True),
        6: (6, 1, False),
    }


def test_broken_assets_report_every_problem_at_once():
    texts = _texts()
    board = json.loads(texts["board.json"])
    board["strips"][0]["spaces"] = ["circle", "star"]  # too short, unknown symbol, no building
    bag = json.loads(texts["bag.json"])
    bag["tiles"][0]["colour"] = "blue"
    texts |= {"board.json": json.dumps(board)}
    with pytest.raises(AssetError) as err:
        load_data(texts)
    assert len(err.value.problems) == 3
    texts |= {"bag.json": json.dumps(bag)}
    with pytest.raises(AssetError) as err:
        load_data(texts)
    assert "colour" in str(err.value)


def test_geometry_names_and_neighbours():
    geo = geometry(4)
    assert geo.names[:5] == ("a1", "b1", "c1", "d1", "a2")
    assert geo.names[-1] == "d7"
    assert sorted(geo.names[j] for j in geo.neighbours[geo.index["b2"]]) == [
        "a2",
        "b1",
        "b3",
        "c2",
    ]
    assert len(geo.pairs) == 7 * 3 + 6 * 4
