"""Utopia: which districts changed between two views of one seat, and the round."""

from __future__ import annotations

from boardgames_rules.core.changes import changed_keys
from boardgames_rules.core.i18n import _
from boardgames_rules.utopia.view import UtopiaView


def changed_places(before: UtopiaView, after: UtopiaView) -> frozenset[str]:
    """Districts whose princes or monument changed (placed, moved, removed)."""
    return changed_keys(before.districts, after.districts, lambda d: d.id, ("princes", "monument"))


def period(view: UtopiaView) -> str:
    """The stretch of play a replay can jump to: the round, in the language on screen (a
    replay's ``:`` finds it as shown)."""
    return _("round {number}").format(number=view.round)


def places(view: UtopiaView) -> frozenset[str]:
    """Every place the board can mark (the names a lesson may point at)."""
    return frozenset(d.id for d in view.districts)


def progress(view: UtopiaView) -> tuple[str, int]:
    """Where the game stands: the header's line and the share of the game played, in percent.

    The game ends when a player reaches the goal or at the round limit, whichever comes first."""
    best = max((s.score for s in view.seats), default=0)
    # The points are the leader's, so the line names the leader (a new player read them as
    # their own): the first to reach the top score, as the tie rule ranks them.
    leader = next((s for s in view.seats if s.score == best and s.arrival == 1), None)
    if best == 0 or leader is None:
        line = _("Round {number} · no points yet, {goal} to win").format(
            number=view.round, goal=view.goal
        )
    else:
        line = _("Round {number} · {player} leads: {points} of {goal} points").format(
            number=view.round, player=leader.name, points=best, goal=view.goal
        )
    if view.phase == "over":
        return line, 100
    share = max(best / view.goal, (view.round - 1) / view.round_limit)
    return line, min(99, int(100 * share))
