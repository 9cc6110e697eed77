"""Building, recruiting and converting: where, when, and at what cost."""

from __future__ import annotations

import pytest
from boardgames_rules.continental import GAME
from boardgames_rules.continental.data import army_cost, city_cost, structure_cost, tower_cost
from boardgames_rules.continental.resolve import cost, cost_text
from boardgames_rules.core import IllegalAction

from tests.continental.helpers import land, owner_of, piece_on, play, position, texts

# Blue's starting block: a City on b2 and the 8 squares around it.
HOME = "Cb2 " + land("a1", "c3").replace(".b2 ", "")


def rejected(state, text: str) -> str:
    with pytest.raises(IllegalAction) as err:
        play(state, text)
    return err.value.rule


def paid(before, after, seat: int = 0) -> tuple[int, int, int]:
    a, b = before.seats[seat], after.seats[seat]
    return a.people - b.people, a.moral - b.moral, a.resources - b.resources


def builds(state) -> set[str]:
    return {t.split()[1] for t in texts(state) if t.startswith("build")}


# -- what each providence permits ------------------------------------------------------------
@pytest.mark.parametrize(("providence", "structure"), [(1, "I"), (2, "E"), (3, "G"), (4, "Q")])
def test_providence_1_to_4_permits_only_the_building_with_that_stat(providence, structure):
    state = position(HOME, providence=providence, stats=((1, 2, 3, 4), (1, 2, 3, 4)))
    assert builds(state) == {structure}


def test_the_players_stats_decide_which_building_a_providence_permits() -> None:
    state = position(HOME, providence=1, stats=((3, 4, 2, 1), (1, 2, 3, 4)))
    assert builds(state) == {"Q"}
    assert rejected(state, "build I c3") == "providence"


def test_military_permits_barracks_recruits_and_towers_only() -> None:
    state = position(HOME.replace(".a3", "Qa3").replace(".a1", "Qa1") + " Ad4", providence=6)
    kinds = {t.split()[0] for t in texts(state)}
    assert builds(state) == {"Q"}
    assert {"recruit", "tower"} <= kinds and "city" not in kinds
    assert rejected(state, "build I c3") == "providence"


def test_prosperity_permits_church_school_farm_and_cities_only() -> None:
    state = position(HOME.replace(".a3", "Qa3") + " Td4", providence=7)
    kinds = {t.split()[0] for t in texts(state)}
    assert builds(state) == {"I", "E", "G"}
    assert "city" in kinds and "recruit" not in kinds and "tower" not in kinds
    assert rejected(state, "build Q c3") == "providence"
    assert rejected(state, "recruit c3") == "providence"


def test_army_becomes_tower_only_on_military_and_tower_city_only_on_prosperity() -> None:
    assert rejected(position(HOME + " Ad4", providence=7), "tower d4") == "providence"
    assert rejected(position(HOME + " Td4", providence=6), "city d4") == "providence"
    assert rejected(position(HOME + " Ad4", providence=2), "tower d4") == "providence"


# -- where ------------------------------------------------------------------------------------
def test_buildings_go_on_own_empty_squares_next_to_an_own_city_diagonals_included() -> None:
    state = position(HOME + " .d4 .d2")
    targets = {t.split()[2] for t in texts(state) if t.startswith("build I")}
    assert targets == {"a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"}
    assert rejected(state, "build I d2") == "city-adjacency"
    assert rejected(state, "build I b2") == "occupied"


def test_buildings_may_not_go_on_neutral_or_enemy_squares() -> None:
    state = position("Cb2 .a1", "Cg7 .c1")
    assert rejected(state, "build I b1") == "territory"  # neutral
    assert rejected(state, "build I c1") == "territory"  # Red's


def test_enemy_prohibition_forbids_building_next_to_an_enemy_army() -> None:
    state = position(HOME, "Cg7 Ab4")
    assert rejected(state, "build I a3") == "enemy-prohibition"  # diagonal to b4
    assert rejected(state, "build I b3") == "enemy-prohibition"
    assert rejected(state, "build I c3") == "enemy-prohibition"
    assert "build I a1" in texts(state)


def test_enemy_prohibition_forbids_building_next_to_an_enemy_structure() -> None:
    state = position(HOME, "Cg7 Qd1")
    assert rejected(state, "build I c1") == "enemy-prohibition"
    assert rejected(state, "build I c2") == "enemy-prohibition"
    assert "build I c3" in texts(state)


def test_enemy_territory_alone_does_not_trigger_the_prohibition() -> None:
    state = position(HOME, "Cg7 .a4 .b4 .c4 .d1 .d2 .d3")
    assert builds(state) == {"I", "E", "G"}
    assert "build I a3" in texts(state) and "build I c2" in texts(state)


def test_enemy_prohibition_forbids_recruiting() -> None:
    state = position("Cb2 Qa3 .a4", "Cg7 Ab5", providence=6)
    assert rejected(state, "recruit a4") == "enemy-prohibition"
    assert not any(t.startswith("recruit") for t in texts(state))


def test_enemy_prohibition_forbids_converting() -> None:
    state = position("Cb2 Ad4", "Cg7 Ae5", providence=6, resources=(50, 16))
    assert rejected(state, "tower d4") == "enemy-prohibition"
    state = position("Cb2 Td4", "Cg7 Ae5", providence=7, resources=(50, 16))
    assert rejected(state, "city d4") == "enemy-prohibition"


def test_recruit_needs_an_own_barracks_or_tower_next_to_the_square() -> None:
    state = position("Cb2 Qa1 .a2 .a3 .h1 Th2 .h3", providence=6)
    targets = {t.split()[1] for t in texts(state) if t.startswith("recruit")}
    assert targets == {"a2", "h1", "h3"}
    assert rejected(state, "recruit a3") == "muster-adjacency"


def test_conversions_need_the_own_piece_on_the_square() -> None:
    state = position(HOME + " Td4", "Cg7 Ag6", providence=6)
    assert rejected(state, "tower d4") == "no-piece"
    assert rejected(state, "tower g6") == "no-piece"


# -- costs ------------------------------------------------------------------------------------
def test_cost_formulas() -> None:
    assert [structure_cost(n) for n in range(4)] == [(1, 2), (2, 4), (3, 6), (4, 8)]
    assert [army_cost(n) for n in range(4)] == [(2, 2), (4, 4), (8, 8), (16, 16)]
    assert [tower_cost(n) for n in range(4)] == [5, 10, 20, 40]
    assert [city_cost(n) for n in range(1, 4)] == [10, 20, 40]


def test_building_costs_count_plus_one_people_and_twice_that_in_resources() -> None:
    state = position(HOME.replace(".a1", "Ia1").replace(".a2", "Ia2"))
    after = play(state, "build I c1")
    assert paid(state, after) == (3, 0, 6)
    assert piece_on(after, "c1") == "I"
    # The count is per building type: the first Farm costs 1 and 2.
    assert paid(state, play(state, "build G c1")) == (1, 0, 2)


def test_barracks_cost_follows_the_same_formula() -> None:
    state = position(HOME.replace(".a1", "Qa1"), providence=6)
    assert paid(state, play(state, "build Q c1")) == (2, 0, 4)


def test_a_building_that_cannot_be_paid_in_full_is_not_allowed() -> None:
    state = position(HOME.replace(".a1", "Ia1"), resources=(3, 16))
    assert rejected(state, "build I c1") == "cost"
    assert not any(t.startswith("build I") for t in texts(state))
    assert "build E c1" in texts(state)  # the first School costs only 2 Resources


def test_army_costs_two_times_two_to_the_number_of_armies() -> None:
    state = position("Cb2 Qa1 Qa3 .a2 .b1 Ad5", providence=6)
    after = play(state, "recruit a2")
    assert paid(state, after) == (4, 0, 4)
    assert piece_on(after, "a2") == "A"


def test_at_most_as_many_armies_as_barracks() -> None:
    state = position("Cb2 Qa1 .a2 Ad5", providence=6)
    assert rejected(state, "recruit a2") == "army-limit"
    assert not any(t.startswith("recruit") for t in texts(state))


def test_tower_costs_five_times_two_to_the_towers_in_each_of_people_moral_resources() -> None:
    state = position("Cb2 Ad4 Th4", providence=6, resources=(50, 16))
    after = play(state, "tower d4")
    assert paid(state, after) == (10, 10, 10)
    assert piece_on(after, "d4") == "T"


def test_city_costs_ten_times_two_to_the_cities_minus_one_in_each() -> None:
    state = position(
        "Cb2 Ca8 Td4", providence=7, people=(50, 16), resources=(50, 16), moral=(50, 16)
    )
    after = play(state, "city d4")
    assert paid(state, after) == (20, 20, 20)
    assert piece_on(after, "d4") == "C"


def test_the_cost_shown_before_an_action_is_what_it_takes() -> None:
    cases = [
        (position(HOME.replace(".a1", "Ia1").replace(".a2", "Ia2")), "build I c1"),
        (position("Cb2 Qa1 Qa3 .a2 .b1 Ad5", providence=6), "recruit a2"),
        (position("Cb2 Ad4 Th4", providence=6, resources=(50, 16)), "tower d4"),
    ]
    for state, text in cases:
        action = GAME.parse_action(state, text)
        people, moral, resources = paid(state, play(state, text))
        assert cost(state, action) == (people, moral, resources), text
        shown = cost_text(state, action)
        assert f"-{people} People" in shown and f"-{resources} Resources" in shown
        assert ("Moral" in shown) == (moral > 0)
    assert cost_text(cases[0][0], GAME.parse_action(cases[0][0], "end")) == ""


def test_a_conversion_needs_all_three_amounts() -> None:
    state = position("Cb2 Ad4", providence=6, moral=(4, 16))
    assert rejected(state, "tower d4") == "cost"


def test_only_one_conversion_per_turn() -> None:
    state = position(
        "Cb2 Ad4 Ae4", "Cg7", providence=6, people=(60, 16), moral=(60, 16), resources=(60, 16)
    )
    state = play(state, "tower d4")
    assert rejected(state, "tower e4") == "one-conversion"
    assert not any(t.startswith("tower") for t in texts(state))


# -- claiming ---------------------------------------------------------------------------------
def test_a_new_building_claims_the_neutral_squares_around_it_but_not_enemy_ones() -> None:
    state = position(HOME, "Cg7 .d3")
    after = play(state, "build I c2")
    assert owner_of(after, "d1") == 0 and owner_of(after, "d2") == 0
    assert owner_of(after, "d3") == 1
    assert "claiming d1, d2" in after.log[-1].english(after.players)


def test_recruits_and_conversions_claim_the_neutral_squares_around_them() -> None:
    state = position("Cb2 Qa1 .a2", providence=6, resources=(50, 16))
    after = play(state, "recruit a2")
    assert owner_of(after, "a3") == 0 and owner_of(after, "b3") == 0
    state = position("Cb2 Ae5", providence=6)
    after = play(state, "tower e5")
    assert {owner_of(after, n) for n in ("d4", "e4", "f4", "d6", "e6", "f6")} == {0}
