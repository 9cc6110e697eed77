"""Bots for every game: random, greedy (one step ahead) and search (information-set MCTS).

Bots play fair: their single entry point, :meth:`Bot.choose`, first replaces the real state
by ``game.determinize(state, seat, ...)``, a sample that depends only on what ``seat`` may
see, and never touches the real state again.  What a bot knows of one game beyond its rules
is the game's ``bot_knowledge`` (``rules/<game>/bot.py``); nothing here names a game.
"""

from typing import Any

from boardgames_rules.bots.base import LEVEL_WORDS, LEVELS, Bot, level_named
from boardgames_rules.bots.greedy import GreedyBot
from boardgames_rules.bots.random_bot import RandomBot
from boardgames_rules.bots.search import SearchBot

__all__ = ["LEVELS", "Bot", "GreedyBot", "RandomBot", "SearchBot", "make_bot"]


def make_bot(level: str, **options: Any) -> Bot:
    """A bot by level name: ``random``, ``greedy`` or ``search``, or by strength: ``easy``,
    ``medium`` or ``hard`` (options go to search)."""
    name = level_named(level)
    if name == "random":
        return RandomBot()
    if name == "greedy":
        return GreedyBot()
    if name == "search":
        return SearchBot(**options)
    raise ValueError(f"no bot level {level!r}; the levels are {LEVEL_WORDS}")
