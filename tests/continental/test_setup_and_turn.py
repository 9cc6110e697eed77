"""The start, the stats, and the order of a turn: roll, produce, act, end."""

from __future__ import annotations

import pytest
from boardgames_rules.continental import GAME
from boardgames_rules.continental.actions import AssignStats, EndTurn, Roll
from boardgames_rules.continental.data import TURN_LIMIT
from boardgames_rules.core import IllegalAction

from tests.continental.helpers import owned, piece_on, play, position, rigged, texts


def test_start_gives_each_player_a_city_and_its_3x3_block() -> None:
    state = GAME.new_game(("Blue", "Red"), seed=3)
    assert piece_on(state, "b2") == "C" and piece_on(state, "g7") == "C"
    assert owned(state, 0) == {f"{c}{r}" for c in "abc" for r in "123"}
    assert owned(state, 1) == {f"{c}{r}" for c in "fgh" for r in "678"}
    assert sum(p is not None for p in state.piece) == 2  # no armies
    for player in state.seats:
        assert (player.people, player.moral, player.resources) == (16, 16, 16)


def test_blue_assigns_stats_first_then_red_then_blue_rolls() -> None:
    state = GAME.new_game(("Blue", "Red"), seed=3)
    assert GAME.current_player(state) == 0
    assert "stats I1 E2 G3 Q4" in texts(state)
    state = play(state, "stats I2 E4 G1 Q3")
    assert state.seats[0].stats == (2, 4, 1, 3)
    assert GAME.current_player(state) == 1
    state = play(state, "stats 4321")
    assert state.seats[1].stats == (4, 3, 2, 1)
    assert GAME.current_player(state) == 0
    assert GAME.legal_actions(state) == [Roll()]


def test_stats_must_be_each_value_1_to_4_exactly_once() -> None:
    state = GAME.new_game(("Blue", "Red"), seed=3)
    assert len(GAME.legal_actions(state)) == 24
    rejection = GAME.validate(state, AssignStats(values=(1, 1, 3, 4)))
    assert rejection is not None and rejection.rule == "stats"
    assert GAME.validate(state, AssignStats(values=(1, 2, 3, 5))) is not None


def test_nothing_but_the_roll_is_allowed_before_rolling() -> None:
    state = position("Cb2 Ac3", phase="roll")
    assert GAME.legal_actions(state) == [Roll()]
    for text in ("c3-c4", "end", "build I c1"):
        with pytest.raises(IllegalAction) as err:
            play(state, text)
        assert err.value.rule == "roll-first"


def test_player_may_end_the_turn_right_after_rolling() -> None:
    state = play(rigged(position(phase="roll"), 5), "roll")
    assert state.phase == "actions"
    assert EndTurn() in GAME.legal_actions(state)
    state = play(state, "end")
    assert GAME.current_player(state) == 1 and state.phase == "roll"


def test_a_player_rolls_only_once_per_turn() -> None:
    state = play(rigged(position(phase="roll"), 5), "roll")
    assert Roll() not in GAME.legal_actions(state)
    assert GAME.validate(state, Roll()).rule == "already-rolled"


def test_turn_number_advances_after_red_ends() -> None:
    state = position(turn=3)
    state = play(state, "end")
    assert (state.active, state.turn) == (1, 3)
    state = play(rigged(state, 5), "roll", "end")
    assert (state.active, state.turn) == (0, 4)


def test_end_of_turn_resets_moves_conversions_and_providence() -> None:
    state = position("Cb2 Ac3", providence=6, moved=("c3",))
    state = state.model_copy(update={"converted": 1})
    state = play(state, "end")
    assert state.moved == () and state.converted == 0 and state.providence is None


def test_turn_limit_is_sixty_turns_each() -> None:
    assert TURN_LIMIT == 60
