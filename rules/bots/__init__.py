"""Bots for every game: random, greedy (one step ahead) and search (information-set MCTS).

Bots play fair: their single entry point, :meth:`Bot.choose`, first replaces the real state
by ``game.determinize(state, seat, ...)``, a sample that depends only on what ``seat`` may
see, and never touches the real state again.
"""

from boardgames_rules.bots.base import LEVELS, Bot, make_bot
from boardgames_rules.bots.greedy import GreedyBot
from boardgames_rules.bots.random_bot import RandomBot
from boardgames_rules.bots.search import SearchBot

__all__ = ["LEVELS", "Bot", "GreedyBot", "RandomBot", "SearchBot", "make_bot"]
