"""Random play through any game, shared by the conformance suite and the benchmarks."""

from __future__ import annotations

import random
from collections.abc import Iterator

from boardgames_rules.core import Game, GameState

# A random game that has not ended after this many decisions is a bug (an endless loop).
MAX_DECISIONS = 20_000


def random_game(game: Game, players: int, seed: int) -> Iterator[tuple[GameState, object]]:
    """Yield (state, chosen action) pairs of a seeded random game until it ends."""
    chooser = random.Random(seed)
    state = game.new_game(game.default_players(players), seed)
    for _ in range(MAX_DECISIONS):
        if game.current_player(state) is None:
            return
        action = chooser.choice(game.legal_actions(state))
        yield state, action
        state = game.apply(state, action)
    raise AssertionError(f"{game.name} with {players} players, seed {seed}: no end in sight")


def final_state(game: Game, players: int, seed: int) -> tuple[GameState, list[str]]:
    notation: list[str] = []
    state = None
    for state, action in random_game(game, players, seed):
        notation.append(game.format_action(state, action))
    state = game.new_game(game.default_players(players), seed)
    for text in notation:
        state = game.apply(state, game.parse_action(state, text))
    return state, notation
