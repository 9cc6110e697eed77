"""Seeded random games to the end at every player count, checking invariants on the way."""

import json
import random

import pytest
from boardgames_rules.core import Rng
from boardgames_rules.core.messages import english
from boardgames_rules.simplicity import GAME
from boardgames_rules.simplicity.actions import Build, Demolish
from boardgames_rules.simplicity.data import ROUNDS, geometry
from boardgames_rules.simplicity.scoring import team_scores

from tests.conformance import checked_apply, unmemoized


def _check_position(state):
    # each row holds one pawn at most, and only teams of this round's order have played
    pawns = [p.pawn for p in state.planning if p.pawn is not None]
    assert len(pawns) == len(set(pawns))
    if state.phase != "over":
        assert set(pawns) == set(state.order[: state.turn])
    assert sorted(state.order) == list(range(state.teams))
    # each team places one disc per round
    discs = [sum(s.disc == t for s in state.city) for t in range(state.teams)]
    played = set(state.order[: state.turn])
    for t in range(state.teams):
        assert discs[t] == state.round - 1 + (t in played)
    assert sum(s.blank for s in state.city) == 1
    assert sum(state.bag) == 60 - 7 * state.round
    assert sum(state.bonus) == state.round - 1


def _check_legal_actions_are_exactly_the_valid_ones(state):
    candidates = [Demolish(row=r) for r in range(0, 9)] + [
        Build(row=r, space=name) for r in range(0, 9) for name in geometry(state.width).names
    ]
    fresh = unmemoized(GAME, state)  # nothing worked out for ``state`` answers there
    accepted = {a for a in candidates if GAME.validate(fresh, a) is None}
    assert accepted == set(GAME.legal_actions(state))


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_reach_the_end(players, seed):
    chooser = random.Random(seed * 100 + players)
    state = GAME.new_game(GAME.default_players(players), seed)
    steps = 0
    while (seat := GAME.current_player(state)) is not None:
        _check_position(state)
        actions = GAME.legal_actions(state)
        assert actions
        action = chooser.choice(actions)
        assert GAME.parse_action(state, GAME.format_action(state, action)) == action
        assert seat == state.controller(state.acting_team)
        view = GAME.view(state, seat)
        assert GAME.view(GAME.determinize(state, seat, Rng.from_seed(steps)), seat) == view
        assert "rng" not in view.model_dump()
        if steps % 5 == 0:
            _check_legal_actions_are_exactly_the_valid_ones(state)
        before, old = state.model_dump(), state
        state = checked_apply(GAME, state, action)
        assert old.model_dump() == before, "apply must not change its input"
        steps += 1
    assert GAME.load_state(json.loads(state.model_dump_json())) == state
    teams = state.teams
    assert steps == ROUNDS * teams + (4 if state.demolition else 0)
    assert all(sum(s.disc == t for s in state.city) == ROUNDS for t in range(teams))
    assert sum(state.bonus) == ROUNDS - 1
    result = GAME.outcome(state)
    assert len(result.winners) == 1
    per_team = team_scores(state)
    for score in result.scores:
        assert score.total == min(per_team[t].total for t in state.teams_of(score.seat))
        assert state.players[score.seat] in english(result.reason, state.players)
    best = max(s.total for s in result.scores)
    assert result.scores[result.winners[0]].total == best


def test_same_seed_and_actions_give_the_same_game():
    def play(seed):
        chooser = random.Random(seed)
        state = GAME.new_game(GAME.default_players(5), seed)
        while GAME.current_player(state) is not None:
            state = GAME.apply(state, chooser.choice(GAME.legal_actions(state)))
        return state

    assert play(12) == play(12)
    assert play(12) != play(13)
