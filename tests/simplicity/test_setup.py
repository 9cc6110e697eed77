import pytest
from boardgames_rules.simplicity import GAME
from boardgames_rules.simplicity.data import BUILDING, ROWS, data


def _new(players: int, seed: int = 7):
    return GAME.new_game(GAME.default_players(players), seed)


@pytest.mark.parametrize(
    ("players", "teams", "per_player", "demolition"),
    [(2, 4, 2, True), (3, 6, 2, False), (4, 4, 1, True), (5, 5, 1, True), (6, 6, 1, False)],
)
def test_teams_per_player_count(players, teams, per_player, demolition):
    state = _new(players)
    assert state.teams == teams
    assert state.demolition is demolition
    assert sorted(t for s in range(players) for t in state.teams_of(s)) == list(range(teams))
    for seat in range(players):
        assert len(state.teams_of(seat)) == per_player
        assert all(state.controller(t) == seat for t in state.teams_of(seat))


def test_two_player_game_gives_each_player_two_colours():
    state = _new(2)
    view = GAME.view(state, None)
    assert {t.name: t.player for t in view.teams} == {
        "Red": "Ann",
        "White": "Ben",
        "Pink": "Ann",
        "Cyan": "Ben",
    }


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_team_starts_with_five_discs_and_no_bonus(players):
    view = GAME.view(_new(players), None)
    assert all(t.discs_left == 5 and t.bonus_tokens == 0 for t in view.teams)


@pytest.mark.parametrize("seed", range(8))
def test_city_is_assembled_from_distinct_strips_possibly_upside_down(seed):
    state = _new(5, seed)
    assert state.width == 5
    assert len({p.strip for p in state.strips}) == 5
    for column, placement in enumerate(state.strips):
        printed = data().strip_by_id[placement.strip].spaces
        if placement.flipped:
            printed = tuple(reversed(printed))
        spaces = state.city[column :: state.width]
        assert len(spaces) == ROWS
        for name, space in zip(printed, spaces, strict=True):
            if name == BUILDING:
                assert space.preprinted and space.tile in data().building_ids
                assert space.disc is None
            elif not space.blank:
                assert space.symbol == name and space.empty


@pytest.mark.parametrize("seed", range(8))
def test_exactly_one_blank_space_and_one_preprinted_building_per_strip(seed):
    state = _new(6, seed)
    assert sum(s.blank for s in state.city) == 1
    blank = next(s for s in state.city if s.blank)
    assert blank.symbol is None and blank.empty and not blank.preprinted
    for column in range(state.width):
        assert sum(s.preprinted for s in state.city[column :: state.width]) == 1


def test_strip_choice_order_and_flips_vary_between_games():
    layouts = {tuple(_new(4, seed).strips) for seed in range(20)}
    assert len(layouts) > 10


def test_seven_tiles_are_drawn_from_the_bag_of_sixty():
    state = _new(4)
    assert len(state.planning) == 7
    assert sum(state.bag) == 53
    for i, tile in enumerate(data().tile_ids):
        on_board = sum(p.tile == tile for p in state.planning)
        assert state.bag[i] + on_board == 12


def test_round_one_turn_order_is_random():
    orders = {_new(4, seed).order for seed in range(20)}
    assert all(sorted(o) == [0, 1, 2, 3] for o in orders)
    assert len(orders) > 5


def test_round_one_has_no_bonus_and_no_demolition():
    state = _new(4)
    assert state.round == 1 and state.phase == "play"
    assert state.bonus == (0, 0, 0, 0)
    assert state.demolition_holder is None
    assert not any(p.demolished for p in state.planning)
