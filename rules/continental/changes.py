"""Continental: which squares changed between two views of one seat, and the turn."""

from __future__ import annotations

from boardgames_rules.continental.view import ContinentalView
from boardgames_rules.core.changes import changed_keys


def changed_places(before: ContinentalView, after: ContinentalView) -> frozenset[str]:
    """Squares whose owner or piece changed (built, moved, taken, removed)."""
    return changed_keys(before.squares, after.squares, lambda s: s.name, ("owner", "piece"))


def period(view: ContinentalView) -> str:
    """The stretch of play a replay can jump to: the turn."""
    return f"turn {view.turn}"


def places(view: ContinentalView) -> frozenset[str]:
    """Every place the board can mark (the names a lesson may point at)."""
    return frozenset(s.name for s in view.squares)
