"""Search: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Each iteration draws a fresh determinization of the bot's sample with
``game.determinize(sample, seat, rng)`` (hidden hands redealt, the deck and future dice
resampled), walks the one shared tree by UCT over the actions legal in that determinization
(counting each child's availability, as ISMCTS does), expands one node, plays random moves
for at most ``rollout_depth`` decisions (default 0: the heuristic judges the new node at
once, which measured stronger than short random rollouts in these long games) and scores
the end with the heuristic (:func:`rules.bots.heuristics.win_chances`).  The root's children
start from the one-step heuristic's opinion (``prior_visits``).  For games without hidden
cards this is plain MCTS over chance (dice) outcomes.

The search stops at ``max_simulations`` or after ``budget`` seconds, whichever comes first;
with ``budget=None`` only the count binds and the choice is reproducible from the seed.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from rules.bots.base import Bot
from rules.bots.heuristics import win_chances
from rules.core import Game, GameState, Rng

DEFAULT_BUDGET = 1.0
DEFAULT_SIMULATIONS = 5000
DEFAULT_ROLLOUT_DEPTH = 0
EXPLORATION = 0.5
# The root's children start with the one-step heuristic's opinion, worth this many visits, so
# a short search is at least as well informed as the greedy bot and only has to improve on it.
PRIOR_VISITS = 6


class Node:
    __slots__ = ("actor", "avail", "children", "reward", "visits")

    def __init__(self, actor: int) -> None:
        self.actor = actor  # the seat whose action led here
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


class SearchBot(Bot):
    level = "search"

    def __init__(
        self,
        budget: float | None = DEFAULT_BUDGET,
        max_simulations: int = DEFAULT_SIMULATIONS,
        rollout_depth: int = DEFAULT_ROLLOUT_DEPTH,
        exploration: float = EXPLORATION,
        prior_visits: int = PRIOR_VISITS,
    ) -> None:
        if max_simulations < 1:
            raise ValueError("max_simulations must be at least 1")
        self.budget = budget
        self.max_simulations = max_simulations
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.prior_visits = prior_visits
        self.last_simulations = 0  # how many the last decision ran (for the benchmarks)

    def decide(self, game: Game, sample: GameState, seat: int, rng: random.Random) -> Any:
        legal = game.legal_actions(sample)
        if len(legal) == 1:
            self.last_simulations = 0
            return legal[0]
        start = time.perf_counter()
        root = Node(-1)
        if self.prior_visits:
            for action in legal:
                child = Node(seat)
                chance = win_chances(game, game.resolve(sample, action))[seat]
                child.visits = child.avail = self.prior_visits
                child.reward = chance * self.prior_visits
                root.children[action] = child
        done = 0
        while done < self.max_simulations:
            if self.budget is not None and done and time.perf_counter() - start >= self.budget:
                break
            world = game.determinize(sample, seat, Rng.from_seed(rng.getrandbits(64)))
            self._iterate(game, root, world, rng)
            done += 1
        self.last_simulations = done
        best = max(
            legal,
            key=lambda a: (
                root.children[a].visits if a in root.children else -1,
                root.children[a].reward if a in root.children else 0.0,
            ),
        )
        return best

    def _iterate(self, game: Game, root: Node, state: GameState, rng: random.Random) -> None:
        node = root
        path = [root]
        c = self.exploration
        while True:
            actor = game.current_player(state)
            if actor is None:
                break
            legal = game.legal_actions(state)
            children = node.children
            untried = [a for a in legal if a not in children]
            for a in legal:
                child = children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                action = rng.choice(untried)
                child = Node(actor)
                child.avail = 1
                children[action] = child
                state = game.resolve(state, action)
                path.append(child)
                break
            best_value = -1.0
            action = legal[0]
            for a in legal:
                child = children[a]
                value = child.reward / child.visits + c * math.sqrt(
                    math.log(child.avail) / child.visits
                )
                if value > best_value:
                    best_value, action = value, a
            node = children[action]
            state = game.resolve(state, action)
            path.append(node)
        for _ in range(self.rollout_depth):
            if game.current_player(state) is None:
                break
            state = game.resolve(state, rng.choice(game.legal_actions(state)))
        rewards = win_chances(game, state)
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += rewards[visited.actor]
