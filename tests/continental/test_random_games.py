"""Many seeded random games: each one ends, and the rules' invariants hold all the way."""

from __future__ import annotations

import random

import pytest
from boardgames_rules.continental import GAME
from boardgames_rules.continental.data import STRONGHOLDS, TURN_LIMIT
from boardgames_rules.continental.state import ContinentalState
from boardgames_rules.core.messages import english

from tests.conformance import checked_apply

SEEDS = range(150)


def check_invariants(state: ContinentalState) -> None:
    for player in state.seats:
        assert min(player.people, player.moral, player.resources) >= 0
    for owner, piece in zip(state.owner, state.piece, strict=True):
        assert piece is None or owner is not None  # a piece stands on its owner's land
    assert (state.pending is not None) == (state.phase == "defend")
    assert 1 <= state.turn <= TURN_LIMIT
    for square in state.moved:
        assert state.owner[square] == state.active
    if state.phase not in ("setup", "over"):
        for seat in range(2):
            assert any(
                o == seat and p in STRONGHOLDS
                for o, p in zip(state.owner, state.piece, strict=True)
            )
            assert state.seats[seat].people + state.seats[seat].moral > 0
        assert any(o is None for o in state.owner)


def play_random(seed: int, checked: bool = True) -> tuple[ContinentalState, int]:
    """A seeded random game; ``checked``: each action is also checked with the memo bypassed
    (see ``checked_apply``)."""
    chooser = random.Random(seed)
    state = GAME.new_game(("Blue", "Red"), seed)
    for decisions in range(20_000):
        if GAME.current_player(state) is None:
            return state, decisions
        check_invariants(state)
        action = chooser.choice(GAME.legal_actions(state))
        state = checked_apply(GAME, state, action) if checked else GAME.apply(state, action)
    raise AssertionError(f"seed {seed}: no end")


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_ends_with_an_outcome(seed: int) -> None:
    state, _ = play_random(seed)
    check_invariants(state)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners
    said = english(outcome.reason, state.players)
    assert state.log[-1].english(state.players) == "Game over. " + said
    assert GAME.legal_actions(state) == []


def test_random_games_reach_every_kind_of_ending() -> None:
    reasons = set()
    for seed in SEEDS:
        state, _ = play_random(seed, checked=False)  # the games checked one by one above
        assert state.ending is not None
        reasons.add(state.ending.reason)
    assert {"elimination", "no_stronghold", "domination"} <= reasons


def test_patient_random_games_reach_the_turn_limit() -> None:
    # Players who rarely act: ending the turn whenever they can stretches the game out.
    for seed in range(3):
        chooser = random.Random(seed)
        state = GAME.new_game(("Blue", "Red"), seed)
        while GAME.current_player(state) is not None:
            legal = GAME.legal_actions(state)
            ends = [a for a in legal if a.kind in ("end", "yield")]
            state = checked_apply(GAME, state, ends[0] if ends else chooser.choice(legal))
        assert state.ending is not None and state.ending.reason == "turn_limit"
        assert state.turn == TURN_LIMIT
