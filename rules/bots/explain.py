"""Why a move: the search's best few moves, each with its estimated chance to win and what it
changes for the seat (goods, units, a place taken, points: ``Game.hint_changes``), as data a
screen renders (messages, in the language on screen).

Everything is worked out in the seat's own view: the determinization the search searched from
(``SearchReport.sample``), or, when the bot did not search (a forced or a single legal move),
one made from the seat's view with a fixed seed.  A move's changes are read from two of the
seat's own views (``Game.view``), before and after it, never from another seat's secrets.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from boardgames_rules.bots.report import SearchReport
from boardgames_rules.bots.search import finish_steps
from boardgames_rules.core.game import Game, GameState
from boardgames_rules.core.messages import Message
from boardgames_rules.core.rng import Rng

# The most changes a move's line names (the line stays short).
CHANGES_SHOWN = 3


@dataclass(frozen=True)
class Reason:
    """One move the search liked: its estimated chance to win (0 to 1, None when the search
    did not rate it) and what it changes for the seat, most significant first."""

    action: Any
    chance: float | None
    changes: tuple[Message, ...]


def after_move(game: Game, state: GameState, seat: int, action: Any) -> GameState:
    """The state after ``action``, and, in a game whose bot finishes a move's pending steps
    (the goods a collection takes), after the steps the move leaves, finished the greedy way,
    as the search judged it.  A move that is itself a step (one cube starved of a feeding,
    one good of a tribute) is said alone: finishing the rest would name what the steps after
    it change too ("starve Pylos: loses Gytheion")."""
    after_state = game.resolve(state, action)
    knowledge = game.bot_knowledge.for_one_decision()
    if knowledge.finish_steps and not getattr(state, "steps", ()):
        # A private generator: the bot's own random numbers are not touched.
        after_state = finish_steps(game, after_state, seat, random.Random(0), knowledge)
    return after_state


def changes(game: Game, state: GameState, seat: int, action: Any) -> tuple[Message, ...]:
    """What ``action`` changes for ``seat``, as the game names it between two of the seat's
    views (before and after the move): at most CHANGES_SHOWN, the most significant first."""
    before = game.view(state, seat)
    after = game.view(after_move(game, state, seat, action), seat)
    return game.hint_changes(before, after)[:CHANGES_SHOWN]


def explain(
    game: Game, state: GameState, seat: int, action: Any, found: SearchReport | None
) -> tuple[Reason, ...]:
    """The reasons for ``action`` (the move the bot chose, first) and the search's runners-up.

    ``found`` is the search's report (``SearchBot.last_report``) or None when the bot did not
    search; ``state`` is then only used to make the seat's own view (it may be the real one).
    """
    if found is None or not found.moves or found.moves[0].action != action:
        sample = game.determinize(state, seat, Rng.from_seed(0))
        return (Reason(action, None, changes(game, sample, seat, action)),)
    return tuple(
        Reason(move.action, move.chance, changes(game, found.sample, seat, move.action))
        for move in found.moves
    )
