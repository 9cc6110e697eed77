"""What a search found at its root, for a hint that says why: the best few root actions, each
with the estimated chance to win it earned (:class:`SearchReport`, ``SearchBot.last_report``).

The search fills a report once its choice is made, from the statistics it kept anyway; making
one draws no random number, so the choice and everything after it are as without it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from boardgames_rules.core.game import GameState

if TYPE_CHECKING:
    from boardgames_rules.bots.search import Decision, Node


@dataclass(frozen=True)
class RootMove:
    """One root action as the search saw it: how often it was tried, and the estimated chance
    to win it earned (None when it was never tried)."""

    action: Any
    visits: int
    chance: float | None


@dataclass(frozen=True)
class SearchReport:
    """What one decision's search found at its root, for a hint that says why.

    ``moves`` holds the chosen action first, then the others by the search's own ranking
    (most visits, then the better mean, then the greedy rank; in a game with
    ``paired_choice`` the choice comes first and the rest follow in that order).  ``sample``
    is the determinization the bot searched from (the seat's own view).
    """

    sample: GameState
    seat: int
    moves: tuple[RootMove, ...]


def chance_to_win(node: Node, decision: Decision) -> float | None:
    """A root child's mean reward as an estimated chance to win, in [0, 1].

    A reward is a win chance already where it is exact (a playout that reached the end, and
    the game judges endings by the result) or fitted (``fitted_leaves``).  Elsewhere it is
    judged against the root (centred: the logistic of how far the seat's lead *moved* over
    ``scale``, 0.5 for no change), which ranks moves well but is no chance to win; so each
    such reward gets the root lead back: ``logistic(logit(r) + root_lead / scale)``, the
    heuristic's logistic win chance of the leaf's whole lead.  The mean of those is shown.
    """
    samples, ended = node.samples, node.ended
    if not samples or ended is None:
        return None
    baseline = decision.baseline
    know = decision.knowledge
    shift = baseline[decision.seat] / know.scale if baseline is not None else 0.0
    total = 0.0
    for reward, over in zip(samples, ended, strict=True):
        exact = over and not know.centred_endings
        if baseline is None or exact or reward <= 0.0 or reward >= 1.0:
            total += reward
            continue
        logit = math.log(reward / (1.0 - reward)) + shift
        total += 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, logit))))
    return total / len(samples)


# The most root actions a report keeps (a hint names two or three).
REPORTED = 3


def report(decision: Decision, choice: Any, order: list[Any]) -> SearchReport:
    """The root's best few actions, ``choice`` first, then in ``order`` (no random draws)."""
    children = decision.root.children
    moves = []
    for action in [choice, *(a for a in order if a != choice)][:REPORTED]:
        child = children.get(action)
        visits = child.visits if child is not None else 0
        chance = chance_to_win(child, decision) if child is not None else None
        moves.append(RootMove(action, visits, chance))
    return SearchReport(decision.sample, decision.seat, tuple(moves))
