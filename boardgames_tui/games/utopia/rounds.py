"""Utopia's game over: how each round went, seat by seat, in a tab beside the scores (as Polis
shows its eras).

Every figure comes from the score track, which is public: the points each seat gained in the
round, its total at the round's end, and where the points came from (the game's own headings:
wonders, wonder bonus, removals, visits, prestige).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from boardgames_rules.core.i18n import _
from boardgames_rules.utopia.view import UtopiaView
from rich.table import Table

from boardgames_tui.score_history import ScoreHistory, period_views
from boardgames_tui.theme import seat_name

if TYPE_CHECKING:
    from boardgames_rules.core.session import Session

    from boardgames_tui.screens.game_over import GameOverScreen


def round_table(
    views: Sequence[UtopiaView], players: tuple[str, ...], history: ScoreHistory
) -> Table | None:
    """One row per seat and round: the points gained, the total, and the gain by heading.
    ``views``: the public view of the opening, then of each round's end (``period_views``)."""
    if not history.ends:
        return None
    before = views[0].seats
    headings = list(before[0].earned) if before else []
    # No title (the tab names it) and no edge padding: at 80x24 the game-over column is 30
    # wide, and round, player, gain and total should be in sight before it scrolls sideways.
    table = Table(expand=False, box=None, pad_edge=False, collapse_padding=True)
    table.header_style = "bold underline"
    table.add_column(_("Round"), justify="right")
    table.add_column(_("Player"))
    table.add_column(_("gain"), justify="right")
    table.add_column(_("total"), justify="right", style="bold")
    for heading in headings:
        # The score track's headings are the rules' English, marked for the catalogue.
        shown = _(heading)
        table.add_column(shown, justify="right", min_width=max(map(len, shown.split())))
    for label, view in zip(history.labels, views[1:], strict=True):
        now = view.seats
        for seat in range(len(players)):
            gains = [now[seat].earned[h] - before[seat].earned[h] for h in headings]
            table.add_row(
                label if seat == 0 else "",
                seat_name(players, seat),
                signed(now[seat].score - before[seat].score),
                str(now[seat].score),
                *(signed(gain) for gain in gains),
            )
        before = now
    return table


def signed(points: int) -> str:
    """``+3``, ``-2``, or ``-`` for no change (the eye finds the rounds that counted)."""
    return f"{points:+d}" if points else "-"


class RoundsAtGameOver:
    """The game screen's part (a mixin of the Utopia screen): the shared game-over column,
    with the rounds in a tab of their own."""

    session: Session
    score_history: Callable[[], ScoreHistory]
    view_now: Callable[[], UtopiaView]

    def game_over_screen(self) -> GameOverScreen:
        from boardgames_tui.screens.game_over import GameOverScreen  # at the end only

        outcome = self.view_now().outcome
        assert outcome is not None
        history = self.score_history()  # the game screen's, as the chart draws it
        # Utopia's game builds Utopia's views (the shared helper knows only GameView).
        views = cast(list[UtopiaView], period_views(self.session, history))
        table = round_table(views, self.session.players, history)
        tabs = ((_("Rounds"), table),) if table is not None else ()
        return GameOverScreen(self.session.players, outcome, history, tabs)
