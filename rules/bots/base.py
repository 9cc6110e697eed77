"""The bot contract: a bot chooses an action for one seat from what that seat may see."""

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
        forced = _forced_pass(game, state, seat)
        if forced is not None:
            return forced
        sample = game.determinize(state, seat, Rng.from_seed(rng.getrandbits(64)))
        del state  # nothing below may read the real state
        return self.decide(game, sample, seat, rng)

    @abstractmethod
    def decide(self, game: Game, sample: GameState, seat: int, rng: random.Random) -> Any:
        """Choose from a determinized sample (never the real state)."""


def _forced_pass(game: Game, state: GameState, seat: int) -> Any:
    """Polis: a bot one turn short of the era's turn cap passes, so no bot ever reaches it
    (the cap is a safeguard against endless free moves, not a rule people play by)."""
    if game.name != "polis":
        return None
    from boardgames_rules.polis.actions import Pass
    from boardgames_rules.polis.flow import MAX_TURNS

    if state.phase != "play" or state.steps or state.battle is not None or state.done:
        return None
    return Pass() if state.sides[seat].turns >= MAX_TURNS - 1 else None


def make_bot(level: str, **options: Any) -> Bot:
    """A bot by level name: ``random``, ``greedy`` or ``search``, or by strength: ``easy``,
    ``medium`` or ``hard`` (options go to search)."""
    from boardgames_rules.bots.greedy import GreedyBot
    from boardgames_rules.bots.random_bot import RandomBot
    from boardgames_rules.bots.search import SearchBot

    name = level_named(level)
    if name == "random":
        return RandomBot()
    if name == "greedy":
        return GreedyBot()
    if name == "search":
        return SearchBot(**options)
    raise ValueError(f"no bot level {level!r}; the levels are {LEVEL_WORDS}")
