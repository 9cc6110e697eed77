"""Search: single-observer information-set Monte Carlo tree search (SO-ISMCTS) with short
greedy playouts.

Each iteration plays in a determinization of the bot's sample,
``game.determinize(sample, seat, rng)`` (hidden hands redealt, the deck and future dice
resampled; which one is said below), walks the one shared tree by UCT over the actions
legal in that determinization (counting each child's availability, as ISMCTS does), expands
one node, plays on greedily and scores the end of that playout with the heuristic
(:func:`rules.bots.heuristics.win_chances`, or a win chance the game fitted to greedy games,
its ``fitted_leaves``).  For games without hidden cards this is plain MCTS over chance
(dice) outcomes.  What differs between games (the settings below marked "the game's") is the
game's bot knowledge, ``game.bot_knowledge`` (``rules/<game>/bot.py``).

In these games one player often takes many decisions in a row (a Continental turn: builds,
moves, ``end``; a Utopia development turn: several card actions, ``end``).  Scoring a node
in the middle of such a turn compares half a plan with whole ones, and a line that ends the
turn with one the opponent has already answered.  So:

* **Playouts to a turn boundary.**  From the new node every seat plays greedily (each step
  the action its one-step heuristic likes best, what the greedy level plays) until the
  searching seat's turn has come round ``rounds`` times (the game's; three by default; at
  most the game's ``playout_cap`` decisions, which may be none when its heuristic reads
  ahead itself), and only then is the position scored: every leaf is at the same point of
  the round.  ``rounds=0`` only finishes the mover's own turn.  In a game with
  ``finish_steps`` the new node's mover first finishes the steps its action left it (the
  goods a collection takes, the good that pays a surcharge), so a leaf never stops half-way
  through an action; below the root the tree takes those steps the same greedy way (it does
  not branch on them).
* **Greedy expansion order and progressive widening.**  A node's untried actions are
  expanded best-first by the one-step heuristic of the seat to move, so the first line
  through a node is the greedy line and alternatives compete with it by UCT.  A node visited
  n times only offers its ceil(widen * sqrt(n + 1)) best actions (the game's ``widen``; 0
  offers all), so a few hundred simulations refine the greedy ranking instead of trying
  every action once.
* **The same worlds for every root action.**  A root action's n-th visit plays in the n-th
  determinization, so two root actions are compared over the same hidden cards and dice.
* **The favourite unless beaten in the same worlds** (the game's ``paired_choice``).  The
  final choice is the greedy favourite unless another root action's rewards, world by world,
  beat it by a standard error (:func:`paired_choice`); elsewhere it is the most visited
  action.
* **Rewards relative to the root.**  A leaf is scored by how far each seat's lead moved from
  the root position (``centred``), so the logistic reward does not saturate when one side is
  already far ahead (not with fitted leaves, which are not made from the lead).

``rollout_depth`` random moves can be added after the playout (default 0).

The search stops at ``max_simulations`` (by default the game's ``simulations``, about what
the 1 s clock allows) or after ``budget`` seconds, whichever comes first;
with ``budget=None`` only the count binds and the choice is reproducible from the seed.
One simulation is one tree walk, expansion and playout.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from boardgames_rules.bots.base import Bot
from boardgames_rules.bots.heuristics import evaluate, leads, win_chances
from boardgames_rules.bots.report import SearchReport, report
from boardgames_rules.core.bot_knowledge import BotKnowledge
from boardgames_rules.core.game import Game, GameState
from boardgames_rules.core.rng import Rng

DEFAULT_BUDGET = 1.0
# The rest of the settings are the game's (``BotKnowledge`` in rules/core/bot_knowledge.py
# says what each means); a SearchBot given one of them uses it in every game.
DEFAULT_ROLLOUT_DEPTH = 0
EXPLORATION = 0.5
# The most pending steps the new node's mover finishes (in a game with ``finish_steps``):
# cheap, a step offers a few choices.
FINISH_CAP = 6
# The final choice (in a game with ``paired_choice``): the greedy favourite is kept unless
# another root action beat it in the same worlds by this many standard errors of the
# difference (at least this many visits each).
PAIRED_MARGIN = 1.0
PAIRED_MIN_VISITS = 4
# Score leaves by the change in each seat's lead since the root position.
CENTRED = True


class Node:
    __slots__ = ("actor", "avail", "children", "ended", "rank", "reward", "samples", "visits")

    def __init__(self, actor: int) -> None:
        self.actor = actor  # the seat whose action led here
        self.children: dict[Any, Node] = {}
        # Each action seen here -> its place, best first by the one-step heuristic; actions
        # met later (legal only in some determinizations) are appended.
        self.rank: dict[Any, int] | None = None
        self.visits = 0
        self.avail = 0
        self.reward = 0.0
        # Root children only: the reward of each visit, in visit order (visit n played in
        # world n), so two root actions can be compared world by world.
        self.samples: list[float] | None = None
        # Root children only: whether each visit's playout reached the end of the game (its
        # reward is then exact, not judged against the root: see RootMove.chance).
        self.ended: list[bool] | None = None


def ranked(
    game: Game,
    state: GameState,
    seat: int,
    rng: random.Random,
    knowledge: BotKnowledge | None = None,
) -> list[Any]:
    """The legal actions, best first for ``seat`` by the one-step heuristic (ties at random)."""
    legal = game.legal_actions(state)
    if len(legal) == 1:
        return list(legal)
    scored = [
        (evaluate(game, game.resolve(state, action), seat, knowledge), rng.random(), index)
        for index, action in enumerate(legal)
    ]
    scored.sort(reverse=True)
    return [legal[index] for _, _, index in scored]


def greediest(
    game: Game,
    state: GameState,
    seat: int,
    rng: random.Random,
    knowledge: BotKnowledge | None = None,
) -> Any:
    """``ranked(...)[0]`` without sorting the rest (the same choice and random draws)."""
    legal = game.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    _, _, index = max(
        (evaluate(game, game.resolve(state, action), seat, knowledge), rng.random(), index)
        for index, action in enumerate(legal)
    )
    return legal[index]


def finish_steps(
    game: Game,
    state: GameState,
    actor: int,
    rng: random.Random,
    knowledge: BotKnowledge | None = None,
) -> GameState:
    """Greedy choices for ``actor``'s pending steps (at most FINISH_CAP), none after."""
    for _ in range(FINISH_CAP):
        if not getattr(state, "steps", ()) or game.current_player(state) != actor:
            break
        state = game.resolve(state, greediest(game, state, actor, rng, knowledge))
    return state


def paired_choice(root: Node, legal: list[Any]) -> Any:
    """The greedy favourite unless another root action did clearly better in the same worlds.

    Each root action's n-th visit played in the n-th determinization, so the difference of
    two actions' n-th rewards has the dice and hidden cards mostly cancelled out.  An action
    replaces the favourite only when its mean difference is PAIRED_MARGIN standard errors
    above zero: with a hundred simulations spread over a dozen actions, the raw means differ
    by less than the luck in them, and the most visited action was often a coin toss.
    """
    rank = root.rank
    assert rank is not None
    favourite = min(legal, key=rank.__getitem__)
    base = root.children.get(favourite)
    if base is None or not base.samples:
        return favourite
    best, best_gain = favourite, 0.0
    for action in legal:
        child = root.children.get(action)
        if action == favourite or child is None or child.samples is None:
            continue
        count = min(len(child.samples), len(base.samples))
        if count < PAIRED_MIN_VISITS:
            continue
        diffs = [a - b for a, b in zip(child.samples, base.samples, strict=False)]
        gain = statistics.fmean(diffs)
        spread = statistics.stdev(diffs)
        if gain > best_gain and gain > PAIRED_MARGIN * spread / math.sqrt(count):
            best, best_gain = action, gain
    return best


def ranking(order: list[Any]) -> dict[Any, int]:
    return {action: place for place, action in enumerate(order)}


@dataclass
class Decision:
    """Everything one decision's simulations share."""

    game: Game
    knowledge: BotKnowledge  # the game's, for this decision alone
    sample: GameState  # the searching seat's view (hidden cards are redealt from it)
    seat: int
    rng: random.Random
    root: Node
    baseline: list[float] | None  # each seat's lead at the root (centred rewards)
    rounds: int  # playouts run until the seat's turn has come round this often
    cap: int  # ... or for this many decisions
    widen: float  # progressive widening factor (0: off)
    finish_steps: bool  # the new node's mover finishes its pending steps
    # The determinizations so far: a root action's n-th visit plays in the n-th.
    worlds: list[GameState] = field(default_factory=list)


class SearchBot(Bot):
    level = "search"

    def __init__(
        self,
        budget: float | None = DEFAULT_BUDGET,
        max_simulations: int | None = None,
        rollout_depth: int = DEFAULT_ROLLOUT_DEPTH,
        exploration: float = EXPLORATION,
        rounds: int | None = None,
        playout_cap: int | None = None,
        centred: bool = CENTRED,
        widen: float | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if max_simulations is not None and max_simulations < 1:
            raise ValueError("max_simulations must be at least 1")
        self.budget = budget
        self.max_simulations = max_simulations  # None: the game's simulations
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.rounds = rounds  # None: the game's rounds
        self.playout_cap = playout_cap  # None: the game's playout_cap
        self.centred = centred
        self.widen = widen  # None: the game's widen
        # What ``budget`` is measured on: the wall clock in the app; a benchmark on a shared
        # machine may pass time.process_time, so other processes' load does not cut it.
        self.clock = clock
        self.last_simulations = 0  # how many the last decision ran (for the benchmarks)
        # What the last decision's search found at its root (None when it did not search:
        # a forced action or a single legal one).  Reading it draws no random number.
        self.last_report: SearchReport | None = None

    def choose(self, game: Game, state: GameState, seat: int, rng: random.Random) -> Any:
        self.last_report = None
        return super().choose(game, state, seat, rng)

    def simulations_for(self, game: Game) -> int:
        if self.max_simulations is not None:
            return self.max_simulations
        return game.bot_knowledge.simulations

    def decide(self, game: Game, sample: GameState, seat: int, rng: random.Random) -> Any:
        legal = game.legal_actions(sample)
        if len(legal) == 1:
            self.last_simulations = 0
            self.last_report = None
            return legal[0]
        start = self.clock()
        knowledge = game.bot_knowledge.for_one_decision()
        root = Node(-1)
        root.rank = ranking(ranked(game, sample, seat, rng, knowledge))
        rounds = self.rounds if self.rounds is not None else knowledge.rounds
        cap = self.playout_cap if self.playout_cap is not None else knowledge.playout_cap
        decision = Decision(
            game=game,
            knowledge=knowledge,
            sample=sample,
            seat=seat,
            rng=rng,
            root=root,
            # Fitted leaves are not judged against the root: no baseline to work out.
            baseline=leads(game, sample, knowledge)
            if self.centred and not knowledge.fitted_leaves
            else None,
            rounds=rounds,
            cap=cap,
            widen=self.widen if self.widen is not None else knowledge.widen,
            finish_steps=knowledge.finish_steps,
        )
        limit = self.simulations_for(game)
        done = 0
        while done < limit:
            if self.budget is not None and done and self.clock() - start >= self.budget:
                break
            self._iterate(decision)
            done += 1
        self.last_simulations = done
        rank = root.rank

        def key(action: Any) -> tuple[int, float, int]:
            child = root.children.get(action)
            if child is None or not child.visits:
                return (-1, 0.0, -rank[action])
            return (child.visits, child.reward / child.visits, -rank[action])

        if knowledge.paired_choice:
            choice = paired_choice(root, legal)
        else:
            choice = max(legal, key=key)
        self.last_report = report(decision, choice, sorted(legal, key=key, reverse=True))
        return choice

    def playout(
        self,
        game: Game,
        state: GameState,
        actor: int,
        seat: int,
        rng: random.Random,
        rounds: int,
        cap: int,
        knowledge: BotKnowledge | None = None,
    ) -> tuple[GameState, list[Any] | None]:
        """Greedy play from a new node (``actor`` just moved) to a turn boundary.

        Returns the final state and, when ``actor`` moved first, its ranking of the actions
        at the new node (the node's expansion order).
        """
        if knowledge is None:
            knowledge = game.bot_knowledge.for_one_decision()
        first: list[Any] | None = None
        prev = actor
        turns = 0
        for step in range(cap):
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
            if step == 0 and mover == actor:
                first = ranked(game, state, mover, rng, knowledge)
                best = first[0]
            else:
                best = greediest(game, state, mover, rng, knowledge)
            state = game.resolve(state, best)
            prev = mover
        return state, first

    def _choose(
        self,
        game: Game,
        node: Node,
        state: GameState,
        actor: int,
        rng: random.Random,
        widen: float,
        follow_up: bool = False,
        knowledge: BotKnowledge | None = None,
    ) -> tuple[Any, bool]:
        """The action to follow from ``node`` and whether it is new there (to expand);
        ``follow_up``: a step the node's own action left its mover, taken greedily."""
        legal = game.legal_actions(state)
        rank = node.rank
        if rank is None:
            rank = node.rank = ranking(ranked(game, state, actor, rng, knowledge))
        for action in legal:
            if action not in rank:  # legal only in some determinizations
                rank[action] = len(rank)
        if follow_up:
            candidates = [min(legal, key=rank.__getitem__)]
        elif widen:
            # Progressive widening: only the best few actions (by rank) compete for now.
            allowed = math.ceil(widen * math.sqrt(node.visits + 1))
            candidates = [a for a in legal if rank[a] < allowed]
            if not candidates:
                candidates = [min(legal, key=rank.__getitem__)]
        else:
            candidates = legal
        children = node.children
        fresh = None
        for a in candidates:
            child = children.get(a)
            if child is None:
                if fresh is None or rank[a] < rank[fresh]:
                    fresh = a
            else:
                child.avail += 1
        if fresh is not None:
            return fresh, True
        c = self.exploration
        best_value = -1.0
        action = candidates[0]
        for a in candidates:
            child = children[a]
            value = child.reward / child.visits + c * math.sqrt(
                math.log(child.avail) / child.visits
            )
            if value > best_value:
                best_value, action = value, a
        return action, False

    def _iterate(self, decision: Decision) -> None:
        """One simulation: walk the tree, expand one node, play out, back the rewards up."""
        game, root, sample, seat, rng = (
            decision.game,
            decision.root,
            decision.sample,
            decision.seat,
            decision.rng,
        )
        worlds = decision.worlds
        knowledge = decision.knowledge
        node = root
        path = [root]
        state = sample
        while True:
            actor = game.current_player(state)
            if actor is None:
                break
            follow_up = (
                decision.finish_steps and node.actor == actor and bool(getattr(state, "steps", ()))
            )
            action, fresh = self._choose(
                game, node, state, actor, rng, decision.widen, follow_up, knowledge
            )
            if node is root:
                # Common random numbers: a root action's n-th visit plays in the n-th
                # determinization (hidden cards, deck order, future dice), so root actions
                # are compared over the same worlds and luck cancels out of the comparison.
                child = root.children.get(action)
                index = child.visits if child is not None else 0
                while len(worlds) <= index:
                    seed = rng.getrandbits(64)
                    worlds.append(game.determinize(sample, seat, Rng.from_seed(seed)))
                state = worlds[index]
            if fresh:
                child = Node(actor)
                child.avail = 1
                node.children[action] = child
                state = game.resolve(state, action)
                path.append(child)
                if decision.finish_steps:
                    state = finish_steps(game, state, actor, rng, knowledge)
                state, first = self.playout(
                    game, state, actor, seat, rng, decision.rounds, decision.cap, knowledge
                )
                if first is not None:
                    child.rank = ranking(first)
                break
            node = node.children[action]
            state = game.resolve(state, action)
            path.append(node)
        for _ in range(self.rollout_depth):
            if game.current_player(state) is None:
                break
            state = game.resolve(state, rng.choice(game.legal_actions(state)))
        rewards = win_chances(game, state, decision.baseline, knowledge)
        root.visits += 1
        if len(path) > 1:
            opened = path[1]  # the root action this simulation followed
            if opened.samples is None:
                opened.samples = []
                opened.ended = []
            opened.samples.append(rewards[opened.actor])
            assert opened.ended is not None
            opened.ended.append(game.current_player(state) is None)
        for visited in path[1:]:
            visited.visits += 1
            visited.reward += rewards[visited.actor]
