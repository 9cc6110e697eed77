"""The weakest level: a uniformly random legal action."""

from __future__ import annotations

import random
from typing import Any

from boardgames_rules.bots.base import Bot
from boardgames_rules.core import Game, GameState


class RandomBot(Bot):
    level = "random"

    def decide(self, game: Game, sample: GameState, seat: int, rng: random.Random) -> Any:
        return rng.choice(game.legal_actions(sample))
