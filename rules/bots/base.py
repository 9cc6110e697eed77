"""The bot contract: a bot chooses an action for one seat from what that seat may see.

The bots themselves (random, greedy, search) import this module; :func:`make_bot`, which
imports them, lives in the package (``boardgames_rules.bots``), so no import goes round.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from boardgames_rules.core import Game, GameState, Rng

# The level names live in the core (which reads them in saves); the bots keep offering them.
from boardgames_rules.core.levels import (  # noqa: F401 - re-exported
    LEVEL_WORDS,
    LEVELS,
    STRENGTH_WORDS,
    STRENGTHS,
    bot_label,
    level_label,
    level_named,
    strength_of,
)


class Bot(ABC):
    """One playing level.  Stateless between decisions; all randomness comes from ``rng``."""

    level: str

    def choose(self, game: Game, state: GameState, seat: int, rng: random.Random) -> Any:
        """The action ``seat`` plays now.

        ``state`` may be the real, full state: the very first step replaces it by a sample
        consistent with ``seat``'s view (hidden hands redealt, the deck reshuffled, the future
        dice reseeded), and everything afterwards reads only that sample.  Two states that
        ``seat`` cannot tell apart therefore give the same action for the same ``rng`` seed.
        """
        if game.current_player(state) != seat:
            raise ValueError(f"it is not seat {seat}'s turn")
        forced = game.bot_knowledge.forced_action(state, seat)
        if forced is not None:
            return forced
        sample = game.determinize(state, seat, Rng.from_seed(rng.getrandbits(64)))
        del state  # nothing below may read the real state
        return self.decide(game, sample, seat, rng)

    @abstractmethod
    def decide(self, game: Game, sample: GameState, seat: int, rng: random.Random) -> Any:
        """Choose from a determinized sample (never the real state)."""
