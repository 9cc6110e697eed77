"""What the bots know of one game beyond its rules: how to weigh a position, how to search.

Each game's ``rules/<game>/bot.py`` makes one :class:`BotKnowledge` (a subclass that says
what differs from the defaults here) and its ``Game`` hands it out as ``bot_knowledge``; the
shared bots in ``rules/bots`` read only that, so they never name a game.  A game that says
nothing gets these defaults: its score is the whole heuristic, and the search runs with the
settings that suit most games.

Nothing here imports a bot: this is data and small functions the bots call.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from boardgames_rules.core.game import GameState, SeatScore

S = TypeVar("S", bound="GameState")


class BotKnowledge(Generic[S]):
    """The defaults; a game's own knowledge overrides what it needs.

    One instance per game is shared by every caller; :meth:`for_one_decision` gives a bot the
    instance it uses while it thinks, so that a memo of the game's (if it keeps one) belongs
    to that decision, not to the module or to every thread at once.
    """

    # -- the search (rules/bots/search.py) -----------------------------------------------
    # Simulations per decision when the bot is given none: about what fits in the 1 s budget
    # on a two-core 2026 laptop-class machine (bench/search.py), so the count, not the clock,
    # usually ends the search and a seed gives the same play on any machine fast enough.
    simulations: int = 200
    # Progressive widening: a node visited n times offers its ceil(widen * sqrt(n + 1)) best
    # actions by the one-step heuristic; 0 offers every action.  With dozens of actions per
    # decision, spreading a few hundred simulations over all of them made the choice noisier
    # than the greedy bot's, so the search refines the greedy ranking instead (unless the
    # game's one-step ranking puts good plans late).
    widen: float = 1.0
    # Leaf playouts: greedy play until the searching seat's turn has come round this often,
    # for at most ``playout_cap`` decisions.
    rounds: int = 3
    playout_cap: int = 80
    # The new node's mover finishes the steps its action left it (greedily) before the leaf
    # is scored, and the tree takes those steps the same way.
    finish_steps: bool = False
    # The final choice is the greedy favourite unless another root action beat it in the
    # same worlds (else the most visited action).
    paired_choice: bool = False

    # -- the rewards (rules/bots/heuristics.py) --------------------------------------------
    # Roughly how many points one seat must lead by to be a clear favourite.
    scale: float = 6.0
    # A finished game is judged like an unfinished one, by how far each seat's lead moved,
    # the winners' raised by one ``scale`` (for games whose playouts often reach the end).
    centred_endings: bool = False
    # Unfinished leaves get :meth:`fitted_chances` instead of the logistic of the lead.
    fitted_leaves: bool = False

    def for_one_decision(self) -> BotKnowledge[S]:
        """The knowledge one decision uses (itself, unless the game keeps a memo)."""
        return self

    def forced_action(self, state: S, seat: int) -> Any:
        """An action a bot plays without thinking (on the real state), or None."""
        return None

    def value(self, state: S, score: SeatScore) -> float:
        """One seat's standing in points: its score plus the game's own terms."""
        return float(score.total)

    def fitted_chances(self, state: S) -> list[float]:
        """Each seat's chance of winning an unfinished game (when ``fitted_leaves``)."""
        raise NotImplementedError("only a game with fitted_leaves has fitted chances")

    def lost_in_full(self, state: S) -> float:
        """What losing this finished game is worth to a loser (0: nothing)."""
        return 0.0


NO_BOT_KNOWLEDGE: BotKnowledge[Any] = BotKnowledge()


def relative(values: list[float], seat: int) -> float:
    """How far ``seat``'s value lies above its strongest rival's."""
    others = [v for i, v in enumerate(values) if i != seat]
    return values[seat] - (max(others) if others else 0.0)


def logistic(values: list[float], scale: float, baseline: list[float] | None = None) -> list[float]:
    """Each seat's lead (less its ``baseline``) over ``scale``, through the logistic."""
    out = []
    for seat in range(len(values)):
        lead = relative(values, seat) - (baseline[seat] if baseline is not None else 0.0)
        lead = max(-50.0, min(50.0, lead / scale))
        out.append(1.0 / (1.0 + math.exp(-lead)))
    return out
