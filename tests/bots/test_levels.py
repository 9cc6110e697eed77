"""Every level finishes games of every game and player count, never playing an illegal action."""

from __future__ import annotations

import random
import time

import pytest
from boardgames_rules import GAMES
from boardgames_rules.bots import SearchBot, make_bot
from boardgames_rules.core import Game

CASES = [
    (game, players, level)
    for game in GAMES.values()
    for players in range(game.min_players, game.max_players + 1)
    for level in ("random", "greedy", "search")
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0].name}-{c[1]}p-{c[2]}")
def test_every_level_finishes_a_game_with_legal_actions(case: tuple[Game, int, str]) -> None:
    game, players, level = case
    # Tiny search caps keep the suite fast; the search code path is the same.
    bots = [make_bot(level, budget=None, max_simulations=3) for _ in range(players)]
    if level == "search" and players > 2:
        # One search seat among random ones: the same code path, a fraction of the time.
        bots = [bots[0]] + [make_bot("random") for _ in range(players - 1)]
    rng = random.Random(players)
    state = game.new_game(game.default_players(players), 100 + players)
    for _ in range(20_000):
        seat = game.current_player(state)
        if seat is None:
            break
        action = bots[seat].choose(game, state, seat, rng)
        assert game.validate(state, action) is None, f"{level} played an illegal {action}"
        state = game.apply(state, action)
    outcome = game.outcome(state)
    assert outcome is not None, "the game did not end"


def test_search_is_reproducible_when_the_simulation_cap_binds() -> None:
    game = GAMES["continental"]
    state = game.new_game(game.default_players(2), 3)
    for text in ("stats 1234", "stats 4321", "roll"):
        state = game.apply(state, game.parse_action(state, text))
    seat = game.current_player(state)
    choices = {
        game.format_action(
            state,
            SearchBot(budget=None, max_simulations=40).choose(game, state, seat, random.Random(7)),
        )
        for _ in range(3)
    }
    assert len(choices) == 1


def test_search_stops_at_its_time_budget() -> None:
    game = GAMES["utopia"]
    state = game.new_game(game.default_players(3), 2)
    bot = SearchBot(budget=0.2, max_simulations=10**9)
    started = time.perf_counter()
    bot.choose(game, state, game.current_player(state), random.Random(1))
    assert time.perf_counter() - started < 1.5
    assert 0 < bot.last_simulations < 10**9


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="levels are"):
        make_bot("genius")


def test_search_playouts_stop_at_a_turn_boundary() -> None:
    from boardgames_rules.bots.heuristics import leads, win_chances

    game = GAMES["continental"]
    state = game.new_game(game.default_players(2), 3)
    for text in ("stats 1234", "stats 4321", "roll"):
        state = game.apply(state, game.parse_action(state, text))
    seat = game.current_player(state)
    bot = SearchBot(budget=None, max_simulations=1)
    # rounds=0: the mover only finishes its own turn.
    after, first = bot.playout(game, state, seat, seat, random.Random(1), 0, 80)
    assert game.current_player(after) != seat
    assert first is not None and set(first) == set(game.legal_actions(state))
    # rounds=1: everybody plays on until the searching seat's next turn begins.
    after, _ = bot.playout(game, state, seat, seat, random.Random(1), 1, 80)
    assert game.current_player(after) in (seat, None)
    assert after.reveal > state.reveal  # the opponent rolled
    # A position judged against itself is an even chance for both seats.
    assert win_chances(game, state, leads(game, state)) == [0.5, 0.5]
