"""Phase 3 (prestige by the scale), the end at 50 points, the tie rule, the round limit."""

from boardgames_rules.core.messages import english
from boardgames_rules.utopia import GAME
from boardgames_rules.utopia.data import ROUND_LIMIT

from tests.utopia.helpers import fresh, play, set_monument, set_princes, set_scores, turn_of


def _last_turn(state, seat=0):
    """Phase 2 with everyone but ``seat`` done: its 'end' brings phase 3."""
    state = turn_of(state, seat)
    return state.model_copy(update={"done": tuple(s != seat for s in range(state.count))})


def test_phase_three_scores_the_scale_value_of_each_monument():
    state = fresh(3).model_copy(update={"scale": ("M", "P", "E", "G", "C")})
    state = set_monument(state, "E3", "C", 0)  # Chinese on top: 5 (not the printed 4)
    state = set_monument(state, "V1", "M", 0)  # Maya at the bottom: 1
    state = set_monument(state, "F2", "E", 1)  # Egyptians: 3
    after = play(_last_turn(state), "end")
    assert after.scores == (6, 3, 0)
    assert after.earned[0][4] == 6
    assert after.round == 2 and after.phase == "welcome"


def test_the_game_ends_after_phase_three_when_someone_has_fifty():
    state = set_scores(fresh(3), 47, 10, 0)
    state = set_monument(state, "E3", state.scale[-1], 0)
    after = play(_last_turn(state, 1), "end")
    assert after.phase == "over" and GAME.current_player(after) is None
    assert GAME.legal_actions(after) == []
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winners == (0,)
    assert [s.total for s in outcome.scores] == [52, 10, 0]


def test_fifty_points_during_a_round_do_not_end_it_before_phase_three():
    state = set_monument(turn_of(set_scores(fresh(3), 49, 0, 0), 0, "G"), "E3", "G", 1)
    state = set_princes(state, "E3", 0, "G", 1)
    after = play(state, "remove G E3")
    assert after.scores[0] == 51 and after.phase == "develop"
    assert GAME.outcome(after) is None


def test_a_tie_at_the_end_goes_to_who_reached_the_score_first():
    state = set_scores(fresh(3), 50, 48, 0)  # seat 0 reached 50 long ago
    state = set_monument(state, "E3", state.scale[1], 1)  # worth 2: seat 1 arrives on 50 later
    after = play(_last_turn(state, 1), "end")
    assert after.scores[:2] == (50, 50)
    outcome = GAME.outcome(after)
    assert outcome.winners == (0,) and "reached 50 first" in english(outcome.reason, after.players)


def test_the_round_limit_safeguard_ends_a_game_nobody_scores_in():
    state = fresh(3).model_copy(update={"round": ROUND_LIMIT})
    after = play(_last_turn(state), "end")
    assert after.phase == "over" and after.limit_reached
    assert "round limit" in english(GAME.outcome(after).reason, after.players)
    before = fresh(3).model_copy(update={"round": ROUND_LIMIT - 1})
    assert play(_last_turn(before), "end").phase == "welcome"


def test_scores_break_down_by_source_and_add_up():
    state = set_scores(fresh(3), 0, 0, 0)
    state = set_monument(state, "E3", state.scale[-1], 2)
    after = play(_last_turn(state), "end")
    for seat_score in GAME.scores(after):
        assert sum(seat_score.breakdown.values()) == seat_score.total
    assert GAME.scores(after)[2].breakdown["prestige"] == 5
