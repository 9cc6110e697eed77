"""Continental: which squares changed between two views of one seat, and the turn."""

from __future__ import annotations

from boardgames_rules.continental.labels import period as period_words
from boardgames_rules.continental.view import ContinentalView
from boardgames_rules.core.changes import changed_keys
from boardgames_rules.core.i18n import _


def changed_places(before: ContinentalView, after: ContinentalView) -> frozenset[str]:
    """Squares whose owner or piece changed (built, moved, taken, removed)."""
    return changed_keys(before.squares, after.squares, lambda s: s.name, ("owner", "piece"))


def period(view: ContinentalView) -> str:
    """The stretch of play a replay can jump to: the turn."""
    return period_words(view.turn)


def places(view: ContinentalView) -> frozenset[str]:
    """Every place the board can mark (the names a lesson may point at)."""
    return frozenset(s.name for s in view.squares)


def progress(view: ContinentalView) -> tuple[str, int]:
    """Where the game stands: the header's line and the share of the game played, in percent.

    The game ends at the turn limit or when every square is owned, whichever comes first."""
    claimed = 100 * sum(s.owner is not None for s in view.squares) // len(view.squares)
    line = _("Turn {turn} of {limit} · board {percent} claimed").format(
        turn=view.turn, limit=view.turn_limit, percent=f"{claimed}%"  # no % in the msgid
    )
    if view.result is not None:
        return line, 100
    return line, max(claimed, 100 * (view.turn - 1) // view.turn_limit)
