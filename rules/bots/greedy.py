"""One step ahead: play the action whose result the game's heuristic likes best."""

from __future__ import annotations

import random
from typing import Any

from boardgames_rules.bots.base import Bot
from boardgames_rules.bots.heuristics import evaluate
from boardgames_rules.core import Game, GameState


class GreedyBot(Bot):
    level = "greedy"

    def decide(self, game: Game, sample: GameState, seat: int, rng: random.Random) -> Any:
        legal = game.legal_actions(sample)
        if len(legal) == 1:
            return legal[0]
        knowledge = game.bot_knowledge.for_one_decision()
        best: list[Any] = []
        best_value = float("-inf")
        for action in legal:
            value = evaluate(game, game.resolve(sample, action), seat, knowledge)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif value > best_value - 1e-9:
                best.append(action)
        return rng.choice(best)
