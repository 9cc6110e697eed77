"""Utopia: which districts changed between two views of one seat, and the round."""

from __future__ import annotations

from boardgames_rules.core.changes import changed_keys
from boardgames_rules.utopia.view import UtopiaView


def changed_places(before: UtopiaView, after: UtopiaView) -> frozenset[str]:
    """Districts whose princes or monument changed (placed, moved, removed)."""
    return changed_keys(before.districts, after.districts, lambda d: d.id, ("princes", "monument"))


def period(view: UtopiaView) -> str:
    """The stretch of play a replay can jump to: the round."""
    return f"round {view.round}"


def places(view: UtopiaView) -> frozenset[str]:
    """Every place the board can mark (the names a lesson may point at)."""
    return frozenset(d.id for d in view.districts)
