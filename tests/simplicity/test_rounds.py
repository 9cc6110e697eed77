import pytest
from boardgames_rules.simplicity import GAME, legal_spaces
from boardgames_rules.simplicity.actions import Build, Demolish


def _play_round(state, rows, demolish=None):
    """Every team in turn takes the tile of the next row in ``rows`` (first legal space)."""
    if state.phase == "demolish":
        state = GAME.apply(state, Demolish(row=demolish))
    for row in rows:
        spaces = legal_spaces(state, row)
        assert spaces, f"row {row} must be playable in this test"
        state = GAME.apply(state, Build(row=row, space=spaces[0]))
    return state


def _play_any_round(state):
    """Play the round out with the first legal action each time."""
    number = state.round
    while state.phase != "over" and state.round == number:
        state = GAME.apply(state, GAME.legal_actions(state)[0])
    return state


def test_next_round_order_follows_the_pawn_rows_top_first():
    state = GAME.new_game(GAME.default_players(4), seed=3)
    first = state.order
    state = _play_round(state, [6, 2, 7, 4])
    # the team that took row 2 plays first, then rows 4, 6, 7
    assert state.order == (first[1], first[3], first[0], first[2])
    assert state.round == 2
    # the row-7 team plays last: it gets the bonus token and (4 teams) the demolition token
    assert state.bonus[first[2]] == 1 and sum(state.bonus) == 1
    assert state.demolition_holder == first[2]


def test_turn_order_follows_pawns_across_rounds():
    state = GAME.new_game(GAME.default_players(6), seed=11)
    for rows in ([1, 2, 3, 4, 5, 7], [7, 6, 5, 4, 3, 2], [3, 1, 7, 5, 2, 4]):
        before = state.order
        by_row = dict(zip(rows, before, strict=True))
        state = _play_round(state, rows)
        assert state.order == tuple(by_row[r] for r in sorted(rows))


def test_two_pawns_never_share_a_row():
    state = GAME.new_game(GAME.default_players(6), seed=5)
    state = _play_round(state, [1, 2, 3])
    assert not {1, 2, 3} & {a.row for a in GAME.legal_actions(state)}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_bonus_token_goes_to_the_team_that_will_play_last(players):
    state = GAME.new_game(GAME.default_players(players), seed=players)
    for round_number in range(2, 6):
        before = state.bonus
        state = _play_any_round(state)
        assert state.round == round_number
        last = state.order[-1]
        assert state.bonus[last] == before[last] + 1
        assert sum(state.bonus) == sum(before) + 1
    state = _play_any_round(state)
    assert state.phase == "over"
    assert sum(state.bonus) == 4


@pytest.mark.parametrize("players", [2, 4, 5])
def test_demolition_token_goes_to_the_last_team_with_4_or_5_teams(players):
    state = GAME.new_game(GAME.default_players(players), seed=21)
    state = _play_round(state, [5, 3, 1, 7, 2][: state.teams])
    last = state.order[-1]
    assert state.phase == "demolish"
    assert state.demolition_holder == last
    assert GAME.current_player(state) == state.controller(last)
    assert "demolition token" in GAME.prompt(state)
    state = GAME.apply(state, Demolish(row=2))
    assert 2 not in {a.row for a in GAME.legal_actions(state)}
    assert GAME.current_player(state) == state.controller(state.order[0])


@pytest.mark.parametrize("players", [3, 6])
def test_no_demolition_token_with_6_teams(players):
    state = GAME.new_game(GAME.default_players(players), seed=21)
    state = _play_round(state, [5, 3, 1, 7, 2, 4])
    assert state.phase == "play"
    assert state.demolition_holder is None
    assert not any(p.demolished for p in state.planning)


def test_tiles_not_taken_leave_the_game():
    state = GAME.new_game(GAME.default_players(4), seed=8)
    state = _play_round(state, [1, 2, 3, 7])
    assert sum(state.bag) == 60 - 14
    assert all(p.pawn is None and not p.demolished for p in state.planning)


def test_a_player_with_two_teams_plays_each_of_them():
    state = GAME.new_game(GAME.default_players(2), seed=4)
    seen = []
    for row in [1, 2, 3, 7]:
        team = state.acting_team
        seen.append(team)
        assert GAME.current_player(state) == team % 2
        player = GAME.default_players(2)[team % 2]
        team_name = GAME.view(state, None).acting_team_name
        assert f"{player} plays team {team_name}" in GAME.prompt(state)
        state = GAME.apply(state, Build(row=row, space=legal_spaces(state, row)[0]))
    assert sorted(seen) == [0, 1, 2, 3]


def test_game_ends_after_round_five_with_every_disc_placed():
    state = GAME.new_game(GAME.default_players(5), seed=9)
    for _ in range(5):
        assert GAME.outcome(state) is None
        state = _play_any_round(state)
    assert state.phase == "over"
    assert GAME.current_player(state) is None
    assert GAME.legal_actions(state) == []
    assert all(t.discs_left == 0 for t in GAME.view(state, None).teams)
    assert GAME.validate(state, Build(row=1, space="a1")).rule == "game-over"
    assert GAME.outcome(state) is not None
