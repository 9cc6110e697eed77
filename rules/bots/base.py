"""The bot contract: a bot chooses an action for one seat from what that seat may see.

The bots themselves (random, greedy, search) import this module; :func:`make_bot`, which
imports them, lives in the package (``boardgames_rules.bots``), so no import goes round.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from boardgames_rules.core import Game, GameState, Rng

# The levels by what they do: the names the code, the save files and the simulator's JSON use.
LEVELS = ("random", "greedy", "search")
# The same levels by strength, the words players read and type.  Both names are accepted
# wherever a level is read (options, settings, saves), so older commands and files still work.
STRENGTHS = {"random": "easy", "greedy": "medium", "search": "hard"}
STRENGTH_WORDS = tuple(STRENGTHS.values())
LEVEL_WORDS = ", ".join(STRENGTH_WORDS[:-1]) + " or " + STRENGTH_WORDS[-1]  # for messages


def level_named(word: str) -> str | None:
    """The level (``search``) a player's word means (``hard``, ``Hard`` or ``search``), or None."""
    name = word.strip().lower()
    if name in LEVELS:
        return name
    for level, strength in STRENGTHS.items():
        if name == strength:
            return level
    return None


def strength_of(level: str) -> str:
    """``Hard`` for ``search`` (or ``hard``): how a level is named on screen."""
    known = level_named(level)
    return STRENGTHS[known].capitalize() if known else level


def level_label(level: str) -> str:
    """``Hard (search)``: the strength, and what the bot does to get it."""
    known = level_named(level) or level
    return f"{strength_of(known)} ({known})"


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
