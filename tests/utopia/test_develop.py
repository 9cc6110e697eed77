"""Phase 2: the deal and the discards by rank, the five card actions, hand limit, reshuffle."""

from boardgames_rules.utopia import GAME

from tests.utopia.helpers import (
    fresh,
    play,
    princes,
    refusal,
    set_hand,
    set_monument,
    set_princes,
    set_scores,
    turn_of,
)


def _to_phase_two(state):
    while state.phase == "welcome":
        legal = GAME.legal_actions(state)
        state = GAME.apply(
            state, next((a for a in legal if a.kind in ("guest", "place")), legal[-1])
        )
    return state


def test_each_player_receives_five_cards_then_discards_by_rank():
    state = set_scores(fresh(3, 7), 9, 4, 6)  # seat 0 leads, seat 1 is last
    state = _to_phase_two(state)
    assert [sum(h) for h in state.hands] == [5, 5, 5]
    assert state.discard_due == (2, 0, 1)
    assert state.step == "discard" and state.turn == 0  # in turn order
    assert refusal(state, "discard M").rule in ("discard-count", "discard-not-held")
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert state.turn == 2 and sum(state.hands[0]) == 3
    state = GAME.apply(state, GAME.legal_actions(state)[0])
    assert [sum(h) for h in state.hands] == [3, 5, 4]
    assert sum(state.discard) == 3  # discards are face up
    assert state.step == "act" and state.turn == 0


def test_with_two_players_the_leader_discards_two_and_the_other_none():
    state = _to_phase_two(set_scores(fresh(2, 3), 1, 5))
    assert state.discard_due == (0, 2)


def test_cards_kept_from_the_last_round_stay_in_hand_with_the_new_five():
    state = set_hand(fresh(3, 7), 1, "MMCCG")
    state = _to_phase_two(state)
    assert sum(state.hands[1]) == 10


def test_move_takes_one_card_and_goes_by_street_or_bridge():
    state = set_princes(turn_of(fresh(3), 0, "MP"), "V3", 0, "M", 1)
    after = play(state, "move M V3-F1")  # the bridge to Fire
    assert princes(after, "F1", 0, "M") == 1 and princes(after, "V3", 0, "M") == 0
    assert after.hands[0] == (0, 1, 0, 0, 0) and after.discard == (1, 0, 0, 0, 0)
    assert refusal(state, "move M V3-V4").rule == "not-adjacent"
    assert refusal(state, "move P V3-V2").rule == "no-princes-there"


def test_move_two_princes_together_for_one_card():
    state = set_princes(turn_of(fresh(3), 0, "G"), "E4", 0, "G", 2)
    after = play(state, "move 2G E4-E7")
    assert princes(after, "E7", 0, "G") == 2 and sum(after.hands[0]) == 0
    lone = set_princes(state, "E4", 0, "G", 1)
    assert refusal(lone, "move 2G E4-E7").rule == "no-princes-there"


def test_sail_goes_between_ship_districts_of_the_same_or_next_sea_sector():
    state = set_princes(turn_of(fresh(3), 0, "PPP"), "F3", 0, "P", 2)
    assert princes(play(state, "sail 2P F3-W4"), "W4", 0, "P") == 2  # S2 -> S3
    assert princes(play(state, "sail P F3-V2"), "V2", 0, "P") == 1  # S2 -> S1
    assert refusal(state, "sail P F3-F2").rule == "not-a-ship-district"
    far = set_princes(state, "V1", 0, "P", 1)
    assert refusal(far, "sail P V1-E6").rule == "sea-too-far"  # S1 -> S4
    assert refusal(far, "move P V1-F3").rule == "not-adjacent"  # by land it is no neighbour


def test_two_player_game_keeps_princes_off_water():
    state = set_princes(turn_of(fresh(2), 0, "PPP"), "F6", 0, "P", 1)
    assert refusal(state, "move P F6-W2").rule == "out-of-play"
    assert refusal(state, "sail P F6-W5").rule == "out-of-play"
    assert refusal(state, "special P W1").rule == "out-of-play"
    assert all(
        not a.district.startswith("W") for a in GAME.legal_actions(state) if hasattr(a, "district")
    )
    assert all(g.island != 3 for seed in range(20) for g in fresh(2, seed).waiting)


def test_add_a_prince_at_an_opponents_monument_gives_them_one_point():
    state = set_monument(turn_of(fresh(3), 0, "GG"), "E3", "G", 2)
    after = play(state, "add G E3")
    assert princes(after, "E3", 0, "G") == 1 and after.supply[0][3] == 7
    assert after.scores == (0, 0, 1)


def test_add_a_prince_at_ones_own_monument_scores_nothing():
    state = set_monument(turn_of(fresh(3), 0, "G"), "E3", "G", 0)
    assert play(state, "add G E3").scores == (0, 0, 0)


def test_add_a_prince_needs_a_monument_of_that_civilisation():
    state = set_monument(turn_of(fresh(3), 0, "MG"), "E3", "G", 2)
    assert refusal(state, "add M E3").rule == "needs-monument"
    assert refusal(state, "add G E4").rule == "needs-monument"


def test_remove_a_prince_at_a_monument_scores_two():
    state = set_monument(turn_of(fresh(3), 0, "G"), "E3", "G", 1)
    state = set_princes(state, "E3", 0, "G", 1)
    after = play(state, "remove G E3")
    assert after.scores == (2, 0, 0) and princes(after, "E3", 0, "G") == 0
    assert after.supply[0][3] == 8
    assert refusal(after.model_copy(update={"hands": state.hands}), "remove G E3").rule == (
        "no-princes-there"
    )


def test_influence_the_king_swaps_with_the_civilisation_just_above():
    state = turn_of(fresh(3), 0, "MC").model_copy(update={"scale": ("M", "P", "E", "G", "C")})
    assert play(state, "king M").scale == ("P", "M", "E", "G", "C")
    assert refusal(state, "king C").rule == "scale-top"


def test_downfall_takes_two_cards_and_drops_to_the_bottom():
    state = turn_of(fresh(3), 0, "GG").model_copy(update={"scale": ("M", "P", "E", "G", "C")})
    after = play(state, "downfall G")
    assert after.scale == ("G", "M", "P", "E", "C") and sum(after.hands[0]) == 0
    one = set_hand(state, 0, "G")
    assert refusal(one, "downfall G").rule == "needs-cards"
    bottom = state.model_copy(update={"scale": ("G", "M", "P", "E", "C")})
    assert refusal(bottom, "downfall G").rule == "scale-bottom"


def test_special_guest_takes_three_cards_and_goes_anywhere():
    state = turn_of(fresh(3), 0, "EEE")
    after = play(state, "special E W1")
    assert princes(after, "W1", 0, "E") == 1 and sum(after.hands[0]) == 0
    assert refusal(set_hand(state, 0, "EE"), "special E W1").rule == "needs-cards"


def test_card_actions_need_cards_of_that_civilisation():
    state = set_princes(turn_of(fresh(3), 0, "PP"), "V1", 0, "M", 1)
    assert refusal(state, "move M V1-V2").rule == "needs-cards"
    assert refusal(state, "king M").rule == "needs-cards"


def test_princes_are_a_hard_limit_of_eight_per_civilisation():
    state = turn_of(fresh(3), 0, "EEE")
    state = set_princes(state, "V1", 0, "E", 8)
    assert refusal(state, "special E W1").rule == "no-prince-left"


def test_hand_limit_of_five_at_the_end_of_a_turn():
    state = turn_of(fresh(3), 0, "MMPPEEG")
    after = play(state, "end")
    assert after.step == "limit" and after.turn == 0
    assert refusal(after, "discard M").rule == "discard-count"
    assert refusal(after, "discard G G").rule == "discard-not-held"
    assert len(GAME.legal_actions(after)) == 9  # every pair from the hand (no G G)
    done = play(after, "discard P M")
    assert done.hands[0] == (1, 1, 2, 1, 0) and done.done[0] and done.turn != 0
    assert any(e.english(done.players) == "Red discards Maya, Persian." for e in done.log)


def test_a_turn_ends_without_discards_at_five_cards_or_fewer():
    after = play(turn_of(fresh(3), 0, "MMPPE"), "end")
    assert after.done[0] and after.turn != 0


def test_empty_deck_takes_the_discards_as_a_new_deck():
    # The deck holds one card, the other 49 lie face up on the discard pile: the deal goes on
    # with them after the reshuffle.
    state = fresh(3, 2)
    state = state.model_copy(update={"deck": (1, 0, 0, 0, 0), "discard": (9, 10, 10, 10, 10)})
    state = _to_phase_two(state)
    assert [sum(h) for h in state.hands] == [5, 5, 5]
    assert sum(state.discard) == 0 and sum(state.deck) == 35
    assert any("shuffled into a new deck" in e.english(state.players) for e in state.log)
