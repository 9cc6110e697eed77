"""The view carries everything the screen draws: city, scale, tracks, guests, turn order."""

from boardgames_rules.utopia import GAME

from tests.utopia.helpers import fresh, set_monument, set_princes, set_scores, turn_of


def test_view_carries_the_city_with_names_values_ships_and_sea_sectors():
    view = GAME.view(fresh(3), 0)
    assert [i.name for i in view.islands] == ["Wind", "Fire", "Earth", "Water"]
    f3 = next(d for d in view.districts if d.id == "F3")
    assert (f3.name, f3.island, f3.value, f3.ship, f3.sea) == ("Forge Wharf", "Fire", 2, True, "S2")
    assert set(f3.land) == {"F2", "F6"} and "W4" in f3.sea_reach


def test_view_carries_princes_by_owner_and_civilisation_monuments_and_wonders():
    state = set_princes(fresh(3), "E3", 2, "G", 2)
    state = set_monument(state, "E3", "C", 1)
    state = state.model_copy(update={"wonders": (None, 0, None, None)})
    view = GAME.view(state, None)
    e3 = next(d for d in view.districts if d.id == "E3")
    assert e3.princes[2] == (0, 0, 0, 2, 0)
    assert (e3.monument.civ, e3.monument.owner) == ("C", 1)
    assert view.islands[1].wonder == 0
    assert view.monuments_left == (8, 8, 8, 8, 7)


def test_view_carries_the_scale_scores_arrival_and_turn_order():
    state = set_scores(fresh(3), 4, 9, 4).model_copy(update={"scale": ("M", "P", "E", "G", "C")})
    view = GAME.view(state, None)
    assert [(s.civ, s.value) for s in view.scale] == [
        ("C", 5), ("G", 4), ("E", 3), ("P", 2), ("M", 1),
    ]  # fmt: skip
    assert view.turn_order == (1, 0, 2)
    assert [(p.score, p.place, p.arrival) for p in view.seats] == [(4, 2, 1), (9, 1, 1), (4, 3, 2)]


def test_view_carries_waiting_guests_in_phase_one_and_the_phase():
    state = fresh(3)
    view = GAME.view(state, None)
    assert sum(len(i.waiting) for i in view.islands) == 9
    assert view.phase == "welcome" and view.phase_title.startswith("Phase 1")
    assert view.current == state.turn and view.prompt == GAME.prompt(state)


def test_view_shows_the_own_hand_only():
    state = turn_of(fresh(3), 1, "MMPC")
    assert GAME.view(state, 1).seats[1].hand == (2, 1, 0, 0, 1)
    assert GAME.view(state, 0).seats[1].hand is None
    assert GAME.view(state, 0).seats[1].hand_size == 4
