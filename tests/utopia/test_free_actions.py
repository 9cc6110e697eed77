"""Free actions: building a wonder, taking control of a district, the wonder owner's bonus."""

from boardgames_rules.utopia import GAME

from tests.utopia.helpers import (
    fresh,
    play,
    princes,
    refusal,
    set_monument,
    set_princes,
    turn_of,
    welcome_turn,
)

FIVE_ON_FIRE = (("F1", "M"), ("F2", "P"), ("F3", "E"), ("F4", "G"), ("F5", "C"))


def _five_on_fire(state, seat=0):
    for where, civ in FIVE_ON_FIRE:
        state = set_princes(state, where, seat, civ, 1)
    return state


def test_wonder_needs_a_prince_of_each_civilisation_on_the_island():
    state = turn_of(fresh(3), 0)
    state = _five_on_fire(state)
    state = set_princes(state, "F5", 0, "C", 0)
    state = set_princes(state, "V1", 0, "C", 1)  # the Chinese prince is on another island
    assert refusal(state, "wonder Fire").rule == "wonder-needs-five"
    assert not any(a.kind == "wonder" for a in GAME.legal_actions(state))


def test_wonder_removes_the_five_princes_and_scores_six():
    state = _five_on_fire(turn_of(fresh(3), 0))
    state = set_princes(state, "V1", 0, "G", 2)  # princes on other islands stay put
    after = play(state, "wonder Fire")
    assert after.wonders[1] == 0
    assert after.scores[0] == 6 and after.earned[0][0] == 6
    assert all(princes(after, w, 0, c) == 0 for w, c in FIVE_ON_FIRE)
    assert princes(after, "V1", 0, "G") == 2
    assert after.supply[0] == (8, 8, 8, 8 - 2, 8)  # the five went back to the supply


def test_wonder_lets_the_builder_choose_which_prince_goes():
    state = _five_on_fire(turn_of(fresh(3), 0))
    state = set_princes(state, "F6", 0, "M", 2)  # Maya in F1 and F6
    pending = play(state, "wonder Fire")
    assert pending.wonders[1] is None and pending.wonder is not None
    legal = [GAME.format_action(pending, a) for a in GAME.legal_actions(pending)]
    assert legal == ["pick M F1", "pick M F6"]
    assert refusal(pending, "pick P F2").rule == "pick-civ"
    assert refusal(pending, "end").rule == "not-now"
    built = play(pending, "pick M F6")
    assert built.wonders[1] == 0 and built.scores[0] == 6
    assert princes(built, "F6", 0, "M") == 1 and princes(built, "F1", 0, "M") == 1


def test_one_wonder_per_island():
    state = _five_on_fire(turn_of(fresh(3), 0))
    state = state.model_copy(update={"wonders": (None, 2, None, None)})
    assert refusal(state, "wonder Fire").rule == "wonder-built"


def test_take_control_needs_three_princes_of_one_civilisation_in_the_district():
    state = turn_of(fresh(3), 0)
    state = set_princes(state, "E3", 0, "G", 2)
    state = set_princes(state, "E3", 0, "M", 1)
    assert refusal(state, "control G E3").rule == "control-needs-three"
    state = set_princes(state, "E3", 1, "G", 1)  # another player's prince does not count
    assert refusal(state, "control G E3").rule == "control-needs-three"


def test_take_control_places_a_monument_and_removes_three_princes():
    state = turn_of(fresh(3), 0)
    state = set_princes(state, "E3", 0, "G", 4)
    after = play(state, "control G E3")
    monument = after.monuments[14]
    assert monument is not None and (monument.civ, monument.owner) == ("G", 0)
    assert princes(after, "E3", 0, "G") == 1
    assert after.supply[0][3] == 8 - 1


def test_a_controlled_district_is_never_retaken():
    state = turn_of(fresh(3), 1)
    state = set_monument(state, "E3", "G", 0)
    state = set_princes(state, "E3", 1, "M", 3)
    assert refusal(state, "control M E3").rule == "district-controlled"


def test_monuments_are_limited_to_eight_per_civilisation():
    state = turn_of(fresh(3), 0)
    for where in ("V1", "V2", "V3", "V4", "V5", "V6", "F1", "F2"):
        state = set_monument(state, where, "G", 1)
    state = set_princes(state, "E3", 0, "G", 3)
    assert refusal(state, "control G E3").rule == "monuments-gone"


def test_wonder_owner_scores_the_district_value_when_it_is_taken():
    state = turn_of(fresh(3), 0)
    state = state.model_copy(update={"wonders": (None, None, 2, None)})  # seat 2 owns Earth's
    state = set_princes(state, "E3", 0, "G", 3)
    after = play(state, "control G E3")
    assert after.scores == (0, 0, 4)  # E3's printed value
    assert after.earned[2][1] == 4


def test_wonder_owner_scores_even_for_their_own_control():
    state = turn_of(fresh(3), 0)
    state = state.model_copy(update={"wonders": (None, None, 0, None)})
    state = set_princes(state, "E5", 0, "G", 3)
    assert play(state, "control G E5").scores == (2, 0, 0)


def test_free_actions_are_offered_in_phase_two_turns():
    state = turn_of(fresh(3), 0)
    state = set_princes(state, "E3", 0, "G", 3)
    assert GAME.parse_action(state, "control G E3") in GAME.legal_actions(state)


def test_free_actions_wait_for_ones_own_turn():
    state = welcome_turn(fresh(3), 0, "F:M")
    state = set_princes(state, "E3", 1, "G", 3)  # seat 1 could take control, but not now
    assert GAME.parse_action(state, "control G E3") not in GAME.legal_actions(state)
    hands = ((0,) * 5, (1, 1, 1, 1, 1), (0,) * 5)
    update = {"phase": "develop", "step": "discard", "turn": 1, "discard_due": (0, 1, 0)}
    state = state.model_copy(update=update | {"hands": hands})
    assert refusal(state, "control G E3").rule == "not-now"
