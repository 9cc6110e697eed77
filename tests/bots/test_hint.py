"""The hint says why: the search's best moves, each with its estimated chance to win, and what the
best one changes in the seat's score, from the seat's own view (rules/bots/report.py,
rules/bots/explain.py, boardgames_tui/table/hint.py)."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace
from typing import Any

import pytest
from boardgames_rules import GAMES
from boardgames_rules.bots import SearchBot
from boardgames_rules.bots.explain import score_changes
from boardgames_rules.bots.report import chance_to_win
from boardgames_rules.bots.search import Node
from boardgames_rules.core.bot_knowledge import BotKnowledge

from boardgames_tui.table.hint import HintMove, HintRequest, cell_len, hint_lines

SIMULATIONS = 40  # enough for the search to rank a few moves; the count binds, not the clock


def positions(name: str, seed: int, count: int = 2) -> list[Any]:
    """``count`` positions of a seeded random game where the seat to play has a real choice
    (several legal moves, none forced), spread over the game."""
    game = GAMES[name]
    rng = random.Random(seed)
    state = game.new_game(game.default_players(game.min_players), seed)
    seen = []
    while game.current_player(state) is not None and len(seen) < 400:
        seat = game.current_player(state)
        legal = game.legal_actions(state)
        if len(legal) > 2 and game.bot_knowledge.forced_action(state, seat) is None:
            seen.append(state)
        state = game.apply(state, rng.choice(legal))
    return [seen[len(seen) * (i + 1) // (count + 2)] for i in range(count)]


CASES = [(name, index) for name in sorted(GAMES) for index in range(2)]


@pytest.mark.parametrize(("name", "index"), CASES)
def test_the_explained_move_is_the_hard_bots_move_and_the_line_says_why(
    name: str, index: int
) -> None:
    game = GAMES[name]
    state = positions(name, seed=11)[index]
    seat = game.current_player(state)
    assert seat is not None
    request = HintRequest(1, 5 + index, game, state, seat)
    hint = request.think(None, SIMULATIONS)
    # The hard bot with the same seed, on the same position, plays the explained move.
    bot = SearchBot(budget=None, max_simulations=SIMULATIONS)
    assert hint.action == bot.choose(game, state, seat, random.Random(request.seed))
    assert hint.moves[0].notation == game.format_action(state, hint.action)
    assert 2 <= len(hint.moves) <= 3
    assert len({move.notation for move in hint.moves}) == len(hint.moves)
    first, second = hint.lines()
    assert first.startswith(f"Hint: {hint.moves[0].notation} (") and "% to win)" in first
    assert all(cell_len(line) <= 80 for line in (first, second))
    # The changes are the breakdown's own components, and the line names them.
    keys = set(game.scores(state)[seat].breakdown)
    for move in hint.moves:
        assert move.chance is not None and 0.0 <= move.chance <= 1.0
        assert {component for component, _ in move.changes} <= keys
        assert all(delta != 0 for _, delta in move.changes)
    assert second.startswith(f"{hint.moves[0].notation}: ")
    for component, _ in hint.moves[0].changes:
        assert component in second


def test_a_moves_changes_are_its_real_score_changes_in_every_game() -> None:
    """Not every move changes the score; the first one of a seeded game that does names the
    breakdown components it changes, with their real deltas (largest first, totals left out
    when their parts are named)."""
    for name, game in GAMES.items():
        rng = random.Random(4)
        state = game.new_game(game.default_players(game.min_players), 4)
        found = None
        while found is None and game.current_player(state) is not None:
            seat = game.current_player(state)
            for action in game.legal_actions(state):
                changes = score_changes(game, state, seat, action)
                if changes:
                    found = (state, seat, action, changes)
                    break
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        assert found is not None, name
        state, seat, action, changes = found
        before = game.scores(state)[seat].breakdown
        after = game.scores(game.resolve(state, action))[seat].breakdown
        assert all(delta != 0 for _, delta in changes)
        if not game.bot_knowledge.finish_steps:  # else pending steps were finished greedily
            for component, delta in changes:
                assert after[component] - before[component] == delta
        assert {component for component, _ in changes} <= set(before)
        assert not any(component.endswith("total") for component, _ in changes)


def test_a_forced_or_single_move_is_named_without_a_chance() -> None:
    game = GAMES["continental"]
    state = game.new_game(game.default_players(2), 3)
    for text in ("stats I1 E2 G3 Q4", "stats I1 E2 G3 Q4"):
        state = game.apply(state, game.parse_action(state, text))
    assert len(game.legal_actions(state)) == 1  # roll
    hint = HintRequest(1, 2, game, state, game.current_player(state)).think(None, 10)
    assert [move.chance for move in hint.moves] == [None]
    assert hint.lines()[0] == f"Hint: {hint.moves[0].notation}"


def test_the_lines_keep_to_their_width_and_drop_whole_runners_up() -> None:
    moves = (
        HintMove("collect Attika", 0.62, (("prestige", 2), ("population", -1))),
        HintMove("trade Pontos wine->wheat", 0.551, ()),
        HintMove("pass", 0.0004, ()),
    )
    first, second = hint_lines(moves)
    assert first == "Hint: collect Attika (62% to win) · also: trade Pontos wine->wheat (55%)"
    assert hint_lines(moves, 90)[0].endswith("(55%), pass (<1%)")
    assert second == "collect Attika: +2 prestige, −1 population"
    for width in (40, 50, 60, 77, 80):
        lines = hint_lines(moves, width)
        assert all(cell_len(line) <= width for line in lines)
        assert "…" not in lines[0]  # runners-up go whole
        assert lines[0].startswith("Hint: collect Attika (62% to win)")
    assert hint_lines(moves, 40)[0] == "Hint: collect Attika (62% to win)"
    # Narrower than the best move alone: only then is a line cut.
    assert all(cell_len(line) <= 25 for line in hint_lines(moves, 25))
    assert hint_lines((HintMove("end", 0.5, ()),))[1] == "end: no change to the score yet"


def test_a_runner_up_rated_above_the_move_says_it_was_tried_less() -> None:
    # The search plays the move it tried most: a runner-up it tried less may rate higher.
    moves = (HintMove("build Q a3", 0.32, ()), HintMove("build Q b3", 0.35, ()),
             HintMove("end", 0.2, ()))
    first = hint_lines(moves, 120)[0]
    assert first == "Hint: build Q a3 (32% to win) · also: build Q b3 (35%, tried less), end (20%)"


def decision(baseline: list[float] | None, **settings: Any) -> Any:
    knowledge = BotKnowledge()
    for key, value in settings.items():
        setattr(knowledge, key, value)
    return SimpleNamespace(baseline=baseline, knowledge=knowledge, seat=0)


def node(samples: list[float], ended: list[bool]) -> Node:
    child = Node(0)
    child.samples, child.ended = samples, ended
    return child


def test_a_centred_reward_gets_the_root_lead_back() -> None:
    """A centred reward of one half means "the lead did not move": as a chance to win, that is
    the logistic of the root lead; a finished playout's reward is exact already."""
    scale = BotKnowledge.scale
    ahead = decision([scale, -scale])
    assert chance_to_win(node([0.5], [False]), ahead) == pytest.approx(1 / (1 + math.exp(-1)))
    assert chance_to_win(node([0.0, 1.0], [True, True]), ahead) == pytest.approx(0.5)
    even = decision([0.0, 0.0])
    assert chance_to_win(node([0.3, 0.7], [False, False]), even) == pytest.approx(0.5)
    # Fitted leaves and uncentred rewards are chances already.
    assert chance_to_win(node([0.3], [False]), decision(None)) == pytest.approx(0.3)
    # Centred endings: a finished playout is judged against the root too.
    ending = decision([scale, -scale], centred_endings=True)
    assert chance_to_win(node([0.5], [True]), ending) == pytest.approx(1 / (1 + math.exp(-1)))
    assert chance_to_win(node([], []), even) is None
