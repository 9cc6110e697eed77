"""Utopia's game over: how each round went, seat by seat, in a tab beside the scores (as Polis
shows its eras).

Every figure comes from the score track, which is public: the points each seat gained in the
round, its total at the round's end, and where the points came from (the game's own headings:
wonders, wonder bonus, removals, visits, prestige).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from boardgames_rules.core import Game, GameState
from rich.table import Table

from boardgames_tui.score_history import ScoreHistory, session_states
from boardgames_tui.theme import seat_name

if TYPE_CHECKING:
    from boardgames_rules.core.session import Session

    from boardgames_tui.screens.game_over import GameOverScreen


def round_table(
    game: Game, states: Sequence[GameState], players: tuple[str, ...], history: ScoreHistory
) -> Table | None:
    """One row per seat and round: the points gained, the total, and the gain by heading."""
    if not history.ends:
        return None
    before = {score.seat: score for score in game.scores(states[0])}
    headings = list(next(iter(before.values())).breakdown) if before else []
    # No title (the tab names it) and no edge padding: at 80x24 the game-over column is 30
    # wide, and round, player, gain and total should be in sight before it scrolls sideways.
    table = Table(expand=False, box=None, pad_edge=False, collapse_padding=True)
    table.header_style = "bold underline"
    table.add_column("Round", justify="right")
    table.add_column("Player")
    table.add_column("gain", justify="right")
    table.add_column("total", justify="right", style="bold")
    for heading in headings:
        table.add_column(heading, justify="right", min_width=max(map(len, heading.split())))
    for label, end in zip(history.labels, history.ends, strict=True):
        now = {score.seat: score for score in game.scores(states[end])}
        for seat in range(len(players)):
            gains = [now[seat].breakdown[h] - before[seat].breakdown[h] for h in headings]
            table.add_row(
                label if seat == 0 else "",
                seat_name(players, seat),
                signed(now[seat].total - before[seat].total),
                str(now[seat].total),
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

    game: Game
    session: Session
    score_history: Callable[[], ScoreHistory]

    def game_over_screen(self) -> GameOverScreen:
        from boardgames_tui.screens.game_over import GameOverScreen  # at the end only

        outcome = self.game.outcome(self.session.state)
        assert outcome is not None
        history = self.score_history()  # the game screen's, as the chart draws it
        table = round_table(self.game, session_states(self.session), self.session.players, history)
        tabs = (("Rounds", table),) if table is not None else ()
        return GameOverScreen(self.session.players, outcome, history, tabs)
