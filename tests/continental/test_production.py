"""The roll: Providence from the dice, production, stat doubling, upkeep, prosperity."""

from __future__ import annotations

import pytest
from boardgames_rules.continental.data import PROVIDENCE_BY_SUM

from tests.continental.helpers import play, position, rigged

# Blue: 1 City, 2 Churches, 1 School, 3 Farms, a Barracks, 2 Armies and a Tower.
ECONOMY = "Cb2 Ia1 Ia2 Eb1 Gc1 Gc2 Gc3 Qa3 Ad5 Ae5 Tf4"


def rolled(total: int, stats=(1, 2, 3, 4), blue: str = ECONOMY, **kw):
    state = position(blue, phase="roll", stats=(stats, (1, 2, 3, 4)), **kw)
    return play(rigged(state, total), "roll")


def gains(state, after) -> tuple[int, int, int]:
    a, b = state.seats[0], after.seats[0]
    return b.people - a.people, b.moral - a.moral, b.resources - a.resources


@pytest.mark.parametrize(
    ("total", "providence"),
    [(2, 1), (12, 1), (3, 2), (11, 2), (4, 3), (10, 3), (5, 4), (9, 4), (6, 6), (8, 6), (7, 7)],
)
def test_dice_sum_gives_the_providence(total: int, providence: int) -> None:
    assert PROVIDENCE_BY_SUM[total] == providence
    assert rolled(total).providence == providence


def test_base_production_city_church_school_farm() -> None:
    # Stats I1 E2 G3 Q4; Providence 4 doubles only the Barracks, which produce nothing.
    before = position(ECONOMY, phase="roll")
    after = play(rigged(before, 5), "roll")
    # People: City 1 + School 1; Moral: 2 Churches; Resources: City 1 + 3 Farms.
    assert gains(before, after) == (2, 2, 4)


@pytest.mark.parametrize(
    ("stats", "expected"),
    [
        ((4, 1, 2, 3), (2, 4, 4)),  # Church stat 4: Moral doubled
        ((1, 4, 2, 3), (3, 2, 4)),  # School stat 4: the School's People doubled
        ((1, 2, 4, 3), (2, 2, 7)),  # Farm stat 4: the Farms' Resources doubled, not the City's
    ],
)
def test_stat_match_doubles_that_building_types_production(stats, expected) -> None:
    before = position(ECONOMY, phase="roll", stats=(stats, (1, 2, 3, 4)))
    after = play(rigged(before, 9), "roll")  # 9: Providence 4
    assert gains(before, after) == expected


def test_military_blocks_production_and_costs_armies_plus_towers_plus_one_twice() -> None:
    before = position(ECONOMY, phase="roll")
    after = play(rigged(before, 6), "roll")
    # (2 Armies + 1 Tower + 1) x 2 = 8, all from Moral while there is enough.
    assert gains(before, after) == (0, -8, 0)
    assert "Upkeep 8: -8 Moral" in after.log[-1].english(after.players)


def test_military_upkeep_takes_moral_first_then_people_floored_at_zero() -> None:
    before = position(ECONOMY, phase="roll", moral=(3, 16), people=(4, 16))
    after = play(rigged(before, 8), "roll")
    assert (after.seats[0].moral, after.seats[0].people) == (0, 0)  # 3 Moral + 4 of 5 People


def test_military_upkeep_uses_people_for_what_moral_cannot_pay() -> None:
    before = position(ECONOMY, phase="roll", moral=(3, 16), people=(10, 16))
    after = play(rigged(before, 8), "roll")
    assert (after.seats[0].moral, after.seats[0].people) == (0, 5)


def test_prosperity_adds_two_moral_per_church_plus_one() -> None:
    before = position(ECONOMY, phase="roll")
    after = play(rigged(before, 7), "roll")
    # Base (2, 2, 4) plus 2 x 2 Churches + 1 = 5 Moral.
    assert gains(before, after) == (2, 7, 4)


def test_prosperity_with_no_church_still_gives_one_moral() -> None:
    before = position("Cb2", phase="roll")
    after = play(rigged(before, 7), "roll")
    assert gains(before, after) == (1, 1, 1)


def test_roll_is_logged_with_dice_providence_and_production() -> None:
    state = rolled(7, blue="Cb2")
    text = state.log[-1].english(state.players)
    assert text.startswith("Blue rolls ") and "= 7: Prosperity" in text
    assert text.endswith("Production: +1 People, +1 Moral, +1 Resources")
    assert state.dice is not None and sum(state.dice) == 7


def test_roll_counts_as_a_reveal() -> None:
    before = position(phase="roll")
    after = play(rigged(before, 7), "roll")
    assert after.reveal == before.reveal + 1 and after.rng != before.rng
