"""Where a game stands (the header's progress line, the shelf's percentage) and the score chart's
data, checked against the states of seeded random games of every game."""

from __future__ import annotations

import random

import pytest
from boardgames_rules import GAMES
from boardgames_rules.polis.availability import MAX_TURNS

from boardgames_tui.score_history import score_history
from tests.conformance import random_game


def states_of(name: str, seed: int) -> list:
    game = GAMES[name]
    states = []
    for state, action in random_game(game, 2, seed):
        states.append(state)
        last = (state, action)
    states.append(game.apply(*last))  # the final position too
    return states


def expected_line(name: str, state) -> str:
    """The progress line, spelled out from the state itself (not from the view)."""
    if name == "polis":
        number = ["3", "4", "5α", "5β"][state.era]
        side = state.sides[state.active] if state.phase != "over" else None
        turns = max(s.turns for s in state.sides) if side is None else side.turns + 1
        turn = max(1, min(turns, MAX_TURNS))
        return f"Era {number} ({state.era + 1} of 4) · turn {turn}"
    if name == "utopia":
        # The leader's points, named: the top score, and on a tie the first to reach it.
        best = max(state.scores)
        if best == 0:
            return f"Round {state.round} · no points yet, 50 to win"
        leader = min(
            (s for s in range(len(state.scores)) if state.scores[s] == best),
            key=lambda s: state.arrival[s],
        )
        return f"Round {state.round} · {state.players[leader]} leads: {best} of 50 points"
    if name == "continental":
        claimed = 100 * sum(owner is not None for owner in state.owner) // 64
        return f"Turn {state.turn} of 60 · board {claimed}% claimed"
    if state.phase == "over":
        return "Round 5 of 5 · final scores"
    return f"Round {state.round} of 5"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_progress_line_matches_the_state(name: str) -> None:
    game = GAMES[name]
    for seed in (1, 2, 3):
        states = states_of(name, seed)
        picks = random.Random(seed).sample(range(len(states)), min(12, len(states)))
        for index in [*picks, len(states) - 1]:
            state = states[index]
            line, percent = game.progress(game.view(state, None))
            assert line == expected_line(name, state), (seed, index)
            over = game.current_player(state) is None
            assert (percent == 100) if over else (0 <= percent < 100), (seed, index, percent)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_charts_data_are_the_scores_at_each_periods_end(name: str) -> None:
    game = GAMES[name]
    states = states_of(name, 4)
    history = score_history(game, states)
    periods = [game.period(game.view(s, None)) for s in states]
    # Recomputed apart: walk the states and note the scores whenever the period changes.
    expected: list[tuple[int, ...]] = []
    for index, state in enumerate(states):
        if index + 1 == len(states) or periods[index + 1] != periods[index]:
            totals = {s.seat: s.total for s in game.scores(state)}
            expected.append(tuple(totals[seat] for seat in range(2)))
    assert list(zip(*history.totals, strict=True)) == expected
    assert history.labels[-1] == periods[-1].split()[-1]
    assert len(history.labels) == len(set(periods)) or name == "continental"
    # The replay's marker: at the end of the game it is at the last period's end.
    assert history.period_at(len(states) - 1) == len(history.labels)
    assert history.period_at(0) <= 1
