"""Search: single-observer information-set Monte Carlo tree search (SO-ISMCTS) with short
greedy playouts.

Each iteration draws a fresh determinization of the bot's sample with
``game.determinize(sample, seat, rng)`` (hidden hands redealt, the deck and future dice
resampled), walks the one shared tree by UCT over the actions legal in that determinization
(counting each child's availability, as ISMCTS does), expands one node, plays on greedily
and scores the end of that playout with the heuristic
(:func:`rules.bots.heuristics.win_chances`).  For games without hidden cards this is plain
MCTS over chance (dice) outcomes.

In these games one player often takes many decisions in a row (a Continental turn: builds,
moves, ``end``; a Utopia development turn: several card actions, ``end``).  Scoring a node
in the middle of such a turn compares half a plan with whole ones, and a line that ends the
turn with one the opponent has already answered.  So:

* **Playouts to a turn boundary.**  From the new node every seat plays greedily (each step
  the action its one-step heuristic likes best, what the greedy level plays) until the
  searching seat's turn has come round ``rounds`` times (three; one in Utopia; at most
  ``playout_cap`` decisions),
  and only then is the position scored: every leaf is at the same point of the round.
  ``rounds=0`` only finishes the mover's own turn.
* **Greedy expansion order.**  A node's untried actions are expanded best-first by the
  one-step heuristic of the seat to move, so the first line through a node is the greedy
  line and alternatives compete with it by UCT.  With fewer simulations than root actions
  the search plays the best of the greedy lines it has tried.
* **Rewards relative to the root.**  A leaf is scored by how far each seat's lead moved from
  the root position (``centred``), so the logistic reward does not saturate when one side is
  already far ahead.

``rollout_depth`` random moves can be added after the playout (default 0).

The search stops at ``max_simulations`` or after ``budget`` seconds, whichever comes first;
with ``budget=None`` only the count binds and the choice is reproducible from the seed.
One simulation is one tree walk, expansion and playout.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from rules.bots.base import Bot
from rules.bots.heuristics import evaluate, leads, win_chances
from rules.core import Game, GameState, Rng

DEFAULT_BUDGET = 1.0
DEFAULT_SIMULATIONS = 5000
DEFAULT_ROLLOUT_DEPTH = 0
EXPLORATION = 0.5
# Leaf playouts: greedy play until the searching seat's turn has come round this many times,
# for at most PLAYOUT_CAP decisions.  Utopia's turns are long and its greedy steps dear (many
# actions to rate), so it looks one round ahead (three cost 6 times as much there).
ROUNDS = 3
GAME_ROUNDS = {"utopia": 1}
PLAYOUT_CAP = 80
# Score leaves by the change in each seat's lead since the root position.
CENTRED = True


class Node:
    __slots__ = ("actor", "avail", "children", "order", "reward", "visits")

    def __init__(self, actor: int) -> None:
        self.actor = actor  # the seat whose action led here
        self.children: dict[Any, Node] = {}
        self.order: list[Any] | None = None  # actions here, best first (one-step heuristic)
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


def ranked(game: Game, state: GameState, seat: int, rng: random.Random) -> list[Any]:
    """The legal actions, best first for ``seat`` by the one-step heuristic (ties at random)."""
    legal = game.legal_actions(state)
    if len(legal) == 1:
        return list(legal)
    scored = [
        (evaluate(game, game.resolve(state, action), seat), rng.random(), index)
        for index, action in enumerate(legal)
    ]
    scored.sort(reverse=True)
    return [legal[index] for _, _, index in scored]


class SearchBot(Bot):
    level = "search"

    def __init__(
        self,
        budget: float | None = DEFAULT_BUDGET,
        max_simulations: int = DEFAULT_SIMULATIONS,
        rollout_depth: int = DEFAULT_ROLLOUT_DEPTH,
        exploration: float = EXPLORATION,
        rounds: int | None = None,
        playout_cap: int = PLAYOUT_CAP,
        centred: bool = CENTRED,
    ) -> None:
        if max_simulations < 1:
            raise ValueError("max_simulations must be at least 1")
        self.budget = budget
        self.max_simulations = max_simulations
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.rounds = rounds  # None: GAME_ROUNDS for the game, else ROUNDS
        self.playout_cap = playout_cap
        self.centred = centred
        self.last_simulations = 0  # how many the last decision ran (for the benchmarks)

    def decide(self, game: Game, sample: GameState, seat: int, rng: random.Random) -> Any:
        legal = game.legal_actions(sample)
        if len(legal) == 1:
            self.last_simulations = 0
            return legal[0]
        start = time.perf_counter()
        root = Node(-1)
        root.order = ranked(game, sample, seat, rng)
        baseline = leads(game, sample) if self.centred else None
        rounds = self.rounds if self.rounds is not None else GAME_ROUNDS.get(game.name, ROUNDS)
        done = 0
        while done < self.max_simulations:
            if self.budget is not None and done and time.perf_counter() - start >= self.budget:
                break
            world = game.determinize(sample, seat, Rng.from_seed(rng.getrandbits(64)))
            self._iterate(game, root, world, seat, rng, baseline, rounds)
            done += 1
        self.last_simulations = done

        def key(action: Any) -> tuple[int, float, int]:
            child = root.children.get(action)
            if child is None or not child.visits:
                return (-1, 0.0, -root.order.index(action))
            return (child.visits, child.reward / child.visits, -root.order.index(action))

        return max(legal, key=key)

    def playout(
        self,
        game: Game,
        state: GameState,
        actor: int,
        seat: int,
        rng: random.Random,
        rounds: int,
    ) -> tuple[GameState, list[Any] | None]:
        """Greedy play from a new node (``actor`` just moved) to a turn boundary.

        Returns the final state and, when ``actor`` moved first, its ranking of the actions
        at the new node (the node's expansion order).
        """
        first: list[Any] | None = None
        prev = actor
        turns = 0
        for step in range(self.playout_cap):
            mover = game.current_player(state)
            if mover is None:
                break
            if rounds:
                if mover == seat and prev != seat:
                    turns += 1
                    if turns >= rounds:
                        break
            elif mover != actor:
                break
            order = ranked(game, state, mover, rng)
            if step == 0 and mover == actor:
                first = order
            state = game.resolve(state, order[0])
            prev = mover
        return state, first

    def _iterate(
        self,
        game: Game,
        root: Node,
        state: GameState,
        seat: int,
        rng: random.Random,
        baseline: list[float] | None,
        rounds: int,
    ) -> None:
        node = root
        path = [root]
        c = self.exploration
        while True:
            actor = game.current_player(state)
            if actor is None:
                break
            legal = game.legal_actions(state)
            children = node.children
            untried = []
            for a in legal:
                child = children.get(a)
                if child is None:
                    untried.append(a)
                else:
                    child.avail += 1
            if untried:
                if node.order is None:
                    node.order = ranked(game, state, actor, rng)
                fresh = set(untried)
                action = next((a for a in node.order if a in fresh), None)
                if action is None:  # legal only in this determinization
                    action = rng.choice(untried)
                child = Node(actor)
                child.avail = 1
                children[action] = child
                state = game.resolve(state, action)
                path.append(child)
                state, first = self.playout(game, state, actor, seat, rng, rounds)
                if first is not None:
                    child.order = first
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
        rewards = win_chances(game, state, baseline)
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += rewards[visited.actor]
