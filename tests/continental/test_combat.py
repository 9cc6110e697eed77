"""Attacks: direct battles and skirmishes, the defender's three answers, and what follows."""

from __future__ import annotations

import pytest
from boardgames_rules.continental import GAME
from boardgames_rules.continental.actions import Defend, Yield
from boardgames_rules.continental.board import INDEX
from boardgames_rules.continental.resolve import cost
from boardgames_rules.core import IllegalAction

from tests.continental.helpers import (
    attacked,
    owned,
    owner_of,
    pending_of,
    piece_on,
    play,
    position,
    texts,
)

KINDS = ("people", "moral", "resources")

# Blue's army on d4 faces Red's Farm on d5 and Red's bare square e4.
FRONT = ("Cb2 Ad4", "Cg7 Gd5 .e4")


def rejected(state, text: str) -> str:
    with pytest.raises(IllegalAction) as err:
        play(state, text)
    return err.value.rule


def test_attacking_a_structure_or_army_is_a_direct_battle_of_1_to_10_moral() -> None:
    state = position(*FRONT)
    assert {t for t in texts(state) if t.startswith("d4xd5")} == {
        f"d4xd5 {m}" for m in range(1, 11)
    }
    assert rejected(state, "d4xd5 11") == "moral-range"
    assert rejected(state, "d4xd5 0") == "moral-range"
    assert pending_of(attacked(state, "d4xd5", 10)).kind == "battle"


def test_attacking_empty_enemy_territory_is_a_skirmish_of_1_to_3_moral() -> None:
    state = position(*FRONT)
    assert {t for t in texts(state) if t.startswith("d4xe4")} == {"d4xe4 1", "d4xe4 2", "d4xe4 3"}
    assert rejected(state, "d4xe4 4") == "moral-range"
    assert pending_of(attacked(state, "d4xe4", 3)).kind == "skirmish"


def test_the_moral_invested_must_be_payable() -> None:
    state = position(*FRONT, moral=(4, 16))
    assert max(int(t.split()[1]) for t in texts(state) if t.startswith("d4xd5")) == 4
    assert rejected(state, "d4xd5 5") == "cost"
    assert not any("x" in t for t in texts(position(*FRONT, moral=(0, 16))))


def test_an_attack_may_follow_a_step_through_an_empty_square() -> None:
    state = position("Cb2 Ad3", "Cg7 Gd5")
    assert "d3-d4xd5 2" in texts(state)
    assert pending_of(attacked(state, "d3-d4xd5", 2)).launch == INDEX["d4"]


def test_attacking_a_square_that_is_not_the_enemys_is_refused() -> None:
    state = position("Cb2 Ad4 .d5")
    assert rejected(state, "d4xd5 2") == "not-enemy"
    assert rejected(state, "d4xe4 2") == "not-enemy"  # neutral


def test_the_attacker_pays_the_moral_and_the_defender_must_answer() -> None:
    state = attacked(position(*FRONT), "d4xd5", 5)
    assert state.seats[0].moral == 11
    assert GAME.current_player(state) == 1 and state.phase == "defend"
    assert GAME.legal_actions(state) == [Defend(means="people"), Defend(means="resources"), Yield()]
    assert GAME.prompt(state) == "Red must answer the attack on d5 (5 Moral, direct battle)"
    assert rejected(state, "end") == "answer-first"


def test_defending_with_people_pays_people_and_repels_the_attack() -> None:
    state = play(attacked(position(*FRONT), "d4xd5", 5), "defend people")
    assert state.seats[1].people == 11 and state.seats[1].resources == 16
    assert state.seats[0].moral == 11  # the Moral stays spent
    assert piece_on(state, "d5") == "G" and owner_of(state, "d5") == 1
    assert piece_on(state, "d4") == "A"
    assert GAME.current_player(state) == 0 and state.phase == "actions"
    assert state.log[-1].english(state.players) == (
        "Red defends d5 with 5 People; the attack is repelled. "
        "Blue's army stops on d4, claiming c3, c4, c5, d3, e3, e5"
    )


def test_the_cost_shown_for_each_answer_is_what_the_defender_pays() -> None:
    state = attacked(position(*FRONT), "d4xd5", 5)
    assert cost(state, Defend(means="people")) == (5, 0, 0)
    assert cost(state, Defend(means="resources")) == (0, 0, 5)
    assert cost(state, Yield()) == (0, 0, 0)
    for means in ("people", "resources"):
        after = play(state, f"defend {means}")
        paid = tuple(getattr(state.seats[1], k) - getattr(after.seats[1], k) for k in KINDS)
        assert paid == cost(state, Defend(means=means))


def test_defending_with_resources_in_a_direct_battle_gives_the_attacker_half() -> None:
    state = play(attacked(position(*FRONT), "d4xd5", 5), "defend resources")
    assert state.seats[1].resources == 11 and state.seats[1].people == 16
    assert state.seats[0].resources == 16 + 2  # half of 5, rounded down
    assert piece_on(state, "d5") == "G"


def test_defending_with_resources_in_a_skirmish_gives_the_attacker_all() -> None:
    state = play(attacked(position(*FRONT), "d4xe4", 3), "defend resources")
    assert state.seats[1].resources == 13
    assert state.seats[0].resources == 19
    assert owner_of(state, "e4") == 1


def test_a_defence_that_cannot_be_paid_in_full_is_not_offered() -> None:
    state = attacked(position(*FRONT, people=(16, 4), resources=(16, 7)), "d4xd5", 5)
    assert GAME.legal_actions(state) == [Defend(means="resources"), Yield()]
    assert GAME.validate(state, Defend(means="people")).rule == "cost"
    state = attacked(position(*FRONT, people=(16, 4), resources=(16, 2)), "d4xd5", 5)
    assert GAME.legal_actions(state) == [Yield()]


def test_not_defending_loses_the_structure_and_square_and_the_army_moves_in() -> None:
    state = play(attacked(position(*FRONT), "d4xd5", 1), "yield")
    assert piece_on(state, "d5") == "A" and owner_of(state, "d5") == 0
    assert piece_on(state, "d4") is None
    # The neutral squares around d5 are claimed; Red's e4 is not.
    assert {"c4", "c5", "c6", "d6", "e5", "e6"} <= owned(state, 0)
    assert owner_of(state, "e4") == 1
    assert "Red does not defend d5 and loses a Farm" in state.log[-1].english(state.players)


def test_not_defending_an_army_loses_the_army() -> None:
    state = play(attacked(position("Cb2 Ad4", "Cg7 Ad5"), "d4xd5", 1), "yield")
    assert piece_on(state, "d5") == "A" and owner_of(state, "d5") == 0
    assert sum(1 for o, p in zip(state.owner, state.piece, strict=True) if o == 1 and p) == 1


def test_not_defending_a_skirmish_loses_the_square() -> None:
    state = play(attacked(position(*FRONT), "d4xe4", 1), "yield")
    assert owner_of(state, "e4") == 0 and piece_on(state, "e4") == "A"


def test_a_repelled_army_stays_where_it_attacked_from_and_may_not_move_again() -> None:
    state = position("Cb2 Ad3", "Cg7 Gd5")
    state = play(attacked(state, "d3-d4xd5", 2), "defend people")
    assert piece_on(state, "d4") == "A" and piece_on(state, "d3") is None
    assert owner_of(state, "d4") == 0  # the neutral square it stepped on is claimed
    assert rejected(state, "d4-c4") == "already-moved"
    assert rejected(state, "d4xd5 1") == "already-moved"


def test_a_winning_army_may_not_move_again_this_turn() -> None:
    state = play(attacked(position(*FRONT), "d4xe4", 1), "yield")
    assert rejected(state, "e4-f4") == "already-moved"


def test_a_piece_next_to_a_new_enemy_army_is_still_safe_to_keep() -> None:
    # Combat changes only the attacked square: Red's other squares stay Red's.
    state = play(attacked(position("Cb2 Ad4", "Cg7 Gd5 .d6 .c5"), "d4xd5", 1), "yield")
    assert owner_of(state, "d6") == 1 and owner_of(state, "c5") == 1
