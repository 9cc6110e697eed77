"""Simplicity: which city spaces changed between two views of one seat, and the round."""

from __future__ import annotations

from boardgames_rules.core.changes import changed_keys
from boardgames_rules.core.i18n import _
from boardgames_rules.simplicity.view import SimplicityView


def changed_places(before: SimplicityView, after: SimplicityView) -> frozenset[str]:
    """Spaces that got (or lost) a tile or a team's disc."""
    return changed_keys(before.city, after.city, lambda s: s.name, ("tile", "disc"))


def period(view: SimplicityView) -> str:
    """The stretch of play a replay can jump to: the round (a player types it as shown, in
    the language on screen: ``round 3``, ``ronda 3``)."""
    return _("round {number}").format(number=view.round)


def places(view: SimplicityView) -> frozenset[str]:
    """Every place the board can mark (the names a lesson may point at)."""
    return frozenset(s.name for s in view.city)


def progress(view: SimplicityView) -> tuple[str, int]:
    """Where the game stands: the header's line and the share of the game played, in percent."""
    if view.phase == "over":
        final = _("Round {round} of {rounds} · final scores")
        return final.format(round=view.rounds, rounds=view.rounds), 100
    line = _("Round {round} of {rounds}").format(round=view.round, rounds=view.rounds)
    return line, 100 * (view.round - 1) // view.rounds
