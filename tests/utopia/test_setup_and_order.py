"""Setup, supplies, the score track's arrival order and the turn order it gives."""

from collections import Counter

from boardgames_rules.utopia import GAME
from boardgames_rules.utopia.data import CIVS
from boardgames_rules.utopia.scoring import gain, turn_order

from tests.utopia.helpers import fresh, play, set_princes, set_scores, welcome_turn


def test_setup_gives_every_supply():
    state = fresh(4)
    assert state.supply == ((8, 8, 8, 8, 8),) * 4  # 8 princes per civilisation per player
    assert state.privileges == (2, 2, 2, 2)
    assert state.deck == (10, 10, 10, 10, 10) and state.hands == ((0,) * 5,) * 4
    assert state.scores == (0, 0, 0, 0)
    assert state.monuments == (None,) * 24 and state.wonders == (None,) * 4


def test_prestige_scale_starts_in_random_order():
    scales = {fresh(3, seed).scale for seed in range(30)}
    assert all(sorted(s) == sorted(CIVS) for s in scales)
    assert len(scales) > 10


def test_first_player_is_random_and_seating_order_from_them_breaks_the_first_ties():
    firsts = Counter(fresh(4, seed).first_player for seed in range(60))
    assert set(firsts) == {0, 1, 2, 3}
    state = fresh(4, 5)
    first = state.first_player
    assert turn_order(state) == tuple((first + k) % 4 for k in range(4))
    assert state.turn == first


def test_phase_one_draws_three_guests_per_player():
    for players in (2, 3, 5):
        assert len(fresh(players).waiting) == 3 * players


def test_turn_order_puts_the_highest_score_first():
    state = set_scores(fresh(3), 4, 9, 6)
    assert turn_order(state) == (1, 2, 0)


def test_turn_order_ties_go_to_who_reached_the_score_first():
    state = set_scores(fresh(3), 5, 3, 3)
    state = gain(state, 2, 2, "removals")  # seat 2 arrives on 5 after seat 0
    assert turn_order(state) == (0, 2, 1)
    state = gain(state, 1, 2, "removals")  # seat 1 arrives on 5 last
    assert turn_order(state) == (0, 2, 1) and state.scores == (5, 5, 5)
    state = gain(state, 0, 0, "removals")  # scoring nothing does not move a player
    assert turn_order(state)[0] == 0


def test_next_player_is_the_best_placed_who_has_not_played_this_pass():
    state = set_scores(fresh(4), 9, 8, 5, 2)
    state = state.model_copy(update={"wonders": (None, 3, None, None)})  # seat 3 owns Fire's
    state = welcome_turn(state, 0, "F:M F:P E:G W:C W:E W:G V:M V:P")
    state = play(state, "guest Fire Maya F1")
    assert state.turn == 1
    state = set_princes(state, "F2", 1, "G", 3)
    state = play(state, "control G F2")  # seat 3 scores F2's printed 4: 2 -> 6, above seat 2
    assert state.scores == (9, 8, 5, 6)
    state = play(state, "guest Fire Persians F1")
    assert state.turn == 3
    state = play(state, "guest Earth Greeks E1")
    assert state.turn == 2
    state = play(state, "guest Water Chinese W1")
    assert state.guest_pass == 2 and state.turn == 0
    assert GAME.current_player(state) == 0
