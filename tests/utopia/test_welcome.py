"""Phase 1: guests, their princes, the privilege blind draw and the leftover guests."""

from boardgames_rules.utopia import GAME
from boardgames_rules.utopia.flow import bag
from boardgames_rules.utopia.scoring import turn_order
from boardgames_rules.utopia.state import Guest

from tests.utopia.helpers import fresh, play, princes, refusal, set_princes, welcome_turn


def test_guest_puts_a_prince_of_its_civilisation_on_its_island():
    state = welcome_turn(fresh(3), 0, "F:M E:G E:C")
    after = play(state, "guest Fire Maya F2")
    assert princes(after, "F2", 0, "M") == 1
    assert after.supply[0][0] == 7
    assert Guest(island=1, civ="M") not in after.waiting and len(after.waiting) == 2
    assert after.turn != 0


def test_guest_prince_must_go_to_the_guests_island():
    state = welcome_turn(fresh(3), 0, "F:M E:G E:C")
    assert refusal(state, "guest Fire Maya E2").rule == "guest-island"
    assert refusal(state, "guest Earth Maya E2").rule == "no-such-guest"
    assert refusal(state, "guest Fire Maya").rule == "guest-needs-district"


def test_guest_without_a_prince_left_is_taken_without_placing():
    state = welcome_turn(fresh(3), 0, "F:M E:G E:C")
    state = state.model_copy(update={"supply": ((0, 8, 8, 8, 8),) + state.supply[1:]})
    assert GAME.parse_action(state, "guest Fire Maya") in GAME.legal_actions(state)
    assert refusal(state, "guest Fire Maya F2").rule == "no-prince-left"
    after = play(state, "guest Fire Maya")
    assert len(after.waiting) == 2 and sum(sum(p[0]) for p in after.princes) == 0


def test_three_passes_take_every_guest_then_phase_two_begins():
    state = fresh(3, 4)
    passes = set()
    while state.phase == "welcome":
        passes.add(state.guest_pass)
        guest = next(a for a in GAME.legal_actions(state) if a.kind == "guest")
        state = GAME.apply(state, guest)
    assert passes == {1, 2, 3}
    assert state.phase == "develop" and state.waiting == ()
    assert sum(sum(sum(stack) for stack in district) for district in state.princes) == 9


def test_privilege_draws_a_guest_blind_and_places_its_prince_on_that_island():
    state = welcome_turn(fresh(3), 0, "F:M E:G E:C")
    after = play(state, "privilege")
    assert after.privileges[0] == 1 and after.privileged[0]
    assert after.reveal == state.reveal + 1
    guest = after.blind
    assert guest is not None and after.step == "place" and after.turn == 0
    assert after.waiting == state.waiting  # nobody's waiting guest was taken
    island = ("V", "F", "E", "W")[guest.island]
    wrong = "V1" if island != "V" else "F1"
    assert refusal(after, f"place {wrong}").rule == "guest-island"
    placed = play(after, f"place {island}1")
    assert princes(placed, f"{island}1", 0, guest.civ) == 1
    assert placed.blind is None


def test_privilege_at_most_once_per_round_and_twice_per_game():
    state = welcome_turn(fresh(3), 0, "F:M E:G E:C")
    used = state.model_copy(update={"privileged": (True, False, False)})
    assert refusal(used, "privilege").rule == "privilege-once-per-round"
    spent = state.model_copy(update={"privileges": (0, 2, 2)})
    assert refusal(spent, "privilege").rule == "privilege-none-left"


def test_blind_draw_comes_from_the_bag_of_guests_not_waiting():
    state = fresh(3)
    assert len(bag(state)) == 40 - 9
    taken = GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.kind == "guest"))
    assert len(bag(taken)) == 40 - 8  # a taken guest is back in the bag at once
    assert len(bag(fresh(2))) == 30 - 6  # Water's 10 guests are out with 2 players


def test_leftover_guests_go_one_each_to_players_who_did_not_draw_blind():
    state = fresh(3, 2)
    order = []
    drew_blind = None
    while state.phase == "welcome":
        seat = state.turn
        if drew_blind is None and state.step == "guest":
            drew_blind = seat
            state = play(state, "privilege")
            if state.step == "place":
                state = GAME.apply(state, GAME.legal_actions(state)[0])
            continue
        if state.guest_pass == 4:
            order.append(seat)
        if state.step == "after":
            state = play(state, "end")
            continue
        state = GAME.apply(state, next(a for a in GAME.legal_actions(state) if a.kind == "guest"))
    eligible = [s for s in turn_order(state) if s != drew_blind]
    assert order == eligible[:1]  # one leftover, taken by the best-placed eligible player


def test_no_privilege_for_leftover_guests():
    state = welcome_turn(fresh(3), 0, "F:M")
    state = state.model_copy(update={"guest_pass": 4, "privileged": (False, True, False)})
    assert refusal(state, "privilege").rule == "privilege-leftovers"


def test_leftovers_nobody_may_take_go_back_into_the_bag():
    # Two players both draw blind in the same pass: two guests are left over, and nobody
    # who did not draw blind remains to take them.
    state = welcome_turn(fresh(2), 0, "F:M F:P E:G E:C V:M V:P")
    state = state.model_copy(update={"guest_pass": 3})
    state = state.model_copy(update={"waiting": state.waiting[:2]})
    for _ in range(2):
        state = play(state, "privilege")
        if state.step == "place":
            state = GAME.apply(state, GAME.legal_actions(state)[0])
        if state.step == "after":
            state = play(state, "end")
    assert state.phase == "develop" and state.waiting == ()
    assert any("back into the bag" in e.english(state.players) for e in state.log)


def test_free_actions_are_offered_before_and_after_the_guest():
    state = welcome_turn(fresh(3), 0, "F:M E:G E:C")
    state = set_princes(state, "E3", 0, "G", 2)
    assert "control" not in {a.kind for a in GAME.legal_actions(state)}
    after = play(state, "guest Earth Greeks E3")
    assert after.step == "after" and after.turn == 0  # the turn waits for a free action
    assert GAME.parse_action(after, "control G E3") in GAME.legal_actions(after)
    assert GAME.parse_action(after, "end") in GAME.legal_actions(after)
    done = play(after, "control G E3")
    assert done.turn != 0  # no free action left: the turn is over
