"""Armies: orthogonal steps, at most two, only through empty squares, once a turn; claiming."""

from __future__ import annotations

import pytest
from boardgames_rules.continental import GAME
from boardgames_rules.continental.actions import Attack, Build, Move
from boardgames_rules.continental.board import INDEX, NEIGHBOURS, ORTHOGONAL
from boardgames_rules.continental.resolve import claimed_squares
from boardgames_rules.core import IllegalAction

from tests.continental.helpers import owned, owner_of, piece_on, play, position, texts


def rejected(state, text: str) -> str:
    with pytest.raises(IllegalAction) as err:
        play(state, text)
    return err.value.rule


def moves_from(state, square: str) -> set[str]:
    return {t for t in texts(state) if t.startswith(square + "-") or t.startswith(square + "x")}


def test_adjacency_is_the_eight_surrounding_squares_movement_is_orthogonal() -> None:
    assert len(NEIGHBOURS[INDEX["d4"]]) == 8 and len(NEIGHBOURS[INDEX["a1"]]) == 3
    assert len(ORTHOGONAL[INDEX["d4"]]) == 4 and len(ORTHOGONAL[INDEX["a1"]]) == 2


def test_an_army_reaches_every_square_within_two_orthogonal_steps() -> None:
    state = position("Cb2 Ad4")
    ends = {t.split("-")[-1] for t in moves_from(state, "d4")}
    assert ends == {"d5", "d6", "d3", "d2", "c4", "b4", "e4", "f4", "c5", "e5", "c3", "e3"}
    # A diagonal square is reached by two paths; both are offered, since the path decides
    # what is claimed.
    assert {"d4-d5-e5", "d4-e4-e5"} <= moves_from(state, "d4")


def test_an_army_may_not_move_diagonally() -> None:
    assert rejected(position("Cb2 Ad4"), "d4-e5") == "orthogonal"


def test_an_army_moves_at_most_two_steps() -> None:
    assert rejected(position("Cb2 Ad4"), "d4-d5-d6-d7") == "steps"


def test_a_path_may_not_come_back_to_its_square() -> None:
    assert rejected(position("Cb2 Ad4"), "d4-d5-d4") == "revisit"


def test_an_army_passes_only_through_empty_squares() -> None:
    state = position("Cb2 Ad4 Ge4 Ad5")
    assert rejected(state, "d4-e4-f4") == "blocked"  # own Farm in the way
    assert rejected(state, "d4-d5-d6") == "blocked"  # own army in the way
    assert rejected(state, "d4-e4") == "blocked"  # cannot stop on a piece either
    assert "d4-d3-d2" in texts(state)


def test_an_army_may_not_pass_through_enemy_territory() -> None:
    state = position("Cb2 Ad4", "Cg7 .d5")
    assert rejected(state, "d4-d5-d6") == "blocked"
    assert not any(t.startswith("d4-d5") for t in texts(state))
    assert "d4xd5 3" in texts(state)  # stepping on it is an attack


def test_moving_onto_an_enemy_square_must_be_written_as_an_attack() -> None:
    assert rejected(position("Cb2 Ad4", "Cg7 .d5"), "d4-d5") == "attack-notation"


def test_each_army_moves_once_per_turn() -> None:
    state = play(position("Cb2 Ad4 Ah4"), "d4-d5")
    assert rejected(state, "d5-d6") == "already-moved"
    assert moves_from(state, "d5") == set()
    assert moves_from(state, "h4")  # the other army still may
    state = play(state, "end")
    assert (state.moved, state.active) == ((), 1)


def test_an_army_recruited_this_turn_may_not_move_until_next_turn() -> None:
    state = play(position("Cb2 Qa1 .a2", providence=6), "recruit a2")
    assert rejected(state, "a2-a3") == "already-moved"
    assert INDEX["a2"] in state.moved


def test_moving_claims_neutral_squares_stepped_on_and_around_the_stop() -> None:
    state = position("Cb2 Ad4", "Cg7 .f6 .e7")
    after = play(state, "d4-d5-e5")
    assert piece_on(after, "e5") == "A" and piece_on(after, "d4") is None
    expected = {"b2", "d4", "d5", "e5", "d6", "e6", "e4", "f4", "f5"}
    assert owned(after, 0) == expected  # d6, e6, e4, f4, f5 around e5; not Red's f6
    assert owner_of(after, "f6") == 1
    assert "claiming d5, d6, e4, e5, e6, f4, f5" in after.log[-1].english(after.players)


def test_moving_through_own_squares_claims_nothing_there() -> None:
    state = position("Cb2 Ad4 .d5 .d6")
    after = play(state, "d4-d5-d6")
    assert owned(after, 0) - owned(state, 0) == {"c5", "e5", "c6", "e6", "c7", "d7", "e7"}


def test_the_army_square_left_behind_stays_its_owners() -> None:
    after = play(position("Cb2 Ad4"), "d4-d3")
    assert owner_of(after, "d4") == 0 and piece_on(after, "d4") is None


def test_actions_at_lists_what_starts_from_or_aims_at_a_square() -> None:
    state = position("Cb2 Ad4 .c3")
    at_d4 = {GAME.format_action(state, a) for a in GAME.actions_at(state, "d4")}
    assert at_d4 == moves_from(state, "d4")
    at_c3 = {GAME.format_action(state, a) for a in GAME.actions_at(state, "c3")}
    assert at_c3 == {"build I c3", "build E c3", "build G c3", "d4-c4-c3", "d4-d3-c3"}


def test_the_claim_preview_names_what_the_move_or_build_would_claim() -> None:
    # The screen highlights these squares before the action is chosen; they must be the very
    # squares the action then claims, and an attack previews none (its answer decides).
    state = position("Cb2 Ad4", "Cg7 .d5", providence=6)
    move = Move(path=("d4", "e4", "f4"))
    claims = claimed_squares(state, move)
    after = GAME.apply(state, move)
    assert claims == {"e4", "f4", "e3", "e5", "f3", "f5", "g3", "g4", "g5"}
    assert claims == owned(after, 0) - owned(state, 0)
    assert claimed_squares(state, Attack(path=("d4", "d5"), moral=1)) == frozenset()
    build = Build(structure="Q", square="c3")
    assert claimed_squares(position("Cb2 .c3", providence=6), build) == {
        "b3", "b4", "c4", "d4", "d3", "d2", "c2",
    }  # fmt: skip
    assert state.owner == position("Cb2 Ad4", "Cg7 .d5", providence=6).owner  # unchanged
