"""The city map of assets/utopia/map.json: the [decided] layout, loaded and validated."""

import json

import pytest
from boardgames_rules.core.assets import asset
from boardgames_rules.utopia.data import board, parse_map
from pydantic import ValidationError


def _raw() -> dict:
    return json.loads(asset("utopia", "map.json").read_text())


def test_map_has_24_districts_on_4_islands_with_printed_values():
    b = board()
    assert [i.name for i in b.islands] == ["Wind", "Fire", "Earth", "Water"]
    assert [len(i.districts) for i in b.islands] == [6, 6, 7, 5]
    assert len(set(b.names)) == 24
    assert set(b.values) == {2, 3, 4}
    assert b.values[b.index["V3"]] == 4 and b.values[b.index["E5"]] == 2


def test_ship_districts_and_sea_sectors_are_as_decided():
    b = board()
    ships = {b.ids[i]: b.seas[i] for i in range(24) if b.ships[i]}
    assert ships == {
        "V1": "S1", "V2": "S1", "F3": "S2", "F6": "S2",
        "E6": "S4", "E7": "S4", "W4": "S3", "W5": "S3",
    }  # fmt: skip
    assert b.sea_chain == ("S1", "S2", "S3", "S4")


def test_streets_and_bridges_join_neighbours_both_ways():
    b = board()
    land = b.full.land

    def near(a: str, c: str) -> bool:
        return b.index[c] in land[b.index[a]]

    assert near("V3", "F1") and near("F1", "V3")  # bridge
    assert near("E4", "E7") and near("E6", "W3")
    assert not near("V1", "V3") and not near("F3", "F4")
    assert sum(len(n) for n in land) == 2 * (28 + 5)


def test_sea_sector_chain_makes_s1_and_s4_unreachable_from_each_other():
    b = board()
    sea = b.full.sea
    assert b.index["F3"] in sea[b.index["V1"]]  # S1-S2
    assert b.index["W4"] in sea[b.index["E6"]]  # S4-S3
    assert b.index["E6"] not in sea[b.index["V1"]]  # S1-S4
    assert b.index["W5"] not in sea[b.index["V2"]]  # S1-S3


def test_two_player_layout_drops_water_with_its_bridges_and_ships():
    b = board()
    two = b.layout(2)
    assert [b.islands[i].name for i in two.islands] == ["Wind", "Fire", "Earth"]
    assert len(two.districts) == 19
    assert b.index["W2"] not in two.land[b.index["F6"]]
    # S3 is empty: Fire's ships (S2) no longer reach Earth's (S4), nor Water's.
    assert two.sea[b.index["F3"]] == tuple(b.index[x] for x in ("V1", "V2", "F6"))
    assert two.sea[b.index["E6"]] == (b.index["E7"],)


def test_broken_map_reports_every_cross_reference_problem_at_once():
    raw = _raw()
    raw["streets"].append(["V1", "F9"])  # unknown district
    raw["streets"].append(["V1", "F1"])  # a street between islands
    raw["bridges"].append(["V1", "V6"])  # a bridge within an island
    raw["islands"][0]["districts"][0]["sea"] = "S9"  # unknown sea sector
    raw["islands"][3]["districts"][4]["id"] = "W4"  # duplicate id
    raw["islands"][1]["districts"].append({"id": "X1", "name": "Nowhere", "value": 2})
    with pytest.raises(ValidationError) as caught:
        parse_map(json.dumps(raw))
    text = str(caught.value)
    for problem in (
        "street V1-F9 names an unknown district F9",
        "street V1-F1 must run within one island",
        "bridge V1-V6 must run between two islands",
        "ship district V1 has no known sea sector (S9)",
        "district id W4 is used twice",
        "district X1 is on island F but not named after it",
        "street W4-W5 names an unknown district W5",
    ):
        assert problem in text


def test_broken_map_reports_every_field_problem_at_once():
    raw = _raw()
    raw["islands"][0]["districts"][0]["value"] = 7
    raw["islands"][2]["districts"][3]["name"] = ""
    with pytest.raises(ValidationError) as caught:
        parse_map(json.dumps(raw))
    assert caught.value.error_count() == 2
