"""Why a move: the search's best few moves, each with its estimated chance to win and what it
changes in the seat's score breakdown (``game.scores``), as data a screen renders.

Everything is worked out in the seat's own view: the determinization the search searched from
(``SearchReport.sample``), or, when the bot did not search (a forced or a single legal move),
one made from the seat's view with a fixed seed.  A move's changes are read from the rules'
public score breakdown before and after it, never from another seat's secrets.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from boardgames_rules.bots.report import SearchReport
from boardgames_rules.bots.search import finish_steps
from boardgames_rules.core.game import Game, GameState
from boardgames_rules.core.rng import Rng

# The most breakdown components a move's changes name (the line stays short).
CHANGES_SHOWN = 3


@dataclass(frozen=True)
class Reason:
    """One move the search liked: its estimated chance to win (0 to 1, None when the search
    did not rate it) and each score component it changes, as (component, delta)."""

    action: Any
    chance: float | None
    changes: tuple[tuple[str, int], ...]


def breakdown(game: Game, state: GameState, seat: int) -> dict[str, int]:
    for score in game.scores(state):
        if score.seat == seat:
            return dict(score.breakdown)
    return {}


def score_changes(
    game: Game, state: GameState, seat: int, action: Any
) -> tuple[tuple[str, int], ...]:
    """The components of ``seat``'s score breakdown that ``action`` changes, and by how much.

    In a game whose bot finishes a move's pending steps (the goods a collection takes), they
    are finished the greedy way first, as the search judged the move.  A total (``total`` or
    ``… total``) is left out when its parts are named.  At most CHANGES_SHOWN, largest first.
    """
    before = breakdown(game, state, seat)
    after_state = game.resolve(state, action)
    knowledge = game.bot_knowledge.for_one_decision()
    if knowledge.finish_steps:
        # A private generator: the bot's own random numbers are not touched.
        after_state = finish_steps(game, after_state, seat, random.Random(0), knowledge)
    after = breakdown(game, after_state, seat)
    changed = [
        (key, after.get(key, 0) - before.get(key, 0))
        for key in (*before, *(k for k in after if k not in before))
        if after.get(key, 0) != before.get(key, 0)
    ]
    parts = [(k, d) for k, d in changed if not (k == "total" or k.endswith(" total"))]
    shown = parts or changed
    shown.sort(key=lambda change: -abs(change[1]))  # stable: the breakdown's order on ties
    return tuple(shown[:CHANGES_SHOWN])


def explain(
    game: Game, state: GameState, seat: int, action: Any, found: SearchReport | None
) -> tuple[Reason, ...]:
    """The reasons for ``action`` (the move the bot chose, first) and the search's runners-up.

    ``found`` is the search's report (``SearchBot.last_report``) or None when the bot did not
    search; ``state`` is then only used to make the seat's own view (it may be the real one).
    """
    if found is None or not found.moves or found.moves[0].action != action:
        sample = game.determinize(state, seat, Rng.from_seed(0))
        return (Reason(action, None, score_changes(game, sample, seat, action)),)
    return tuple(
        Reason(move.action, move.chance, score_changes(game, found.sample, seat, move.action))
        for move in found.moves
    )
