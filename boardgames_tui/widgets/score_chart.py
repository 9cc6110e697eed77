"""The chart of each seat's score over the game, as a Textual widget (textual-plotext)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static
from textual_plotext import PlotextPlot

from boardgames_tui.score_history import ScoreHistory, draw_chart, legend
from boardgames_tui.styles import beside
from boardgames_tui.theme import seat_colours


class ScorePlot(PlotextPlot):
    """Seat lines in the seats' colours and symbols; ``marker`` puts a line at a point."""

    def __init__(
        self, history: ScoreHistory, players: Sequence[str], marker: float | None = None, **kw
    ) -> None:
        super().__init__(**kw)
        self.history = history
        self.players = tuple(players)
        self.marker = marker

    def render(self):  # drawn on every render: the theme's seat colours may have changed
        colours = seat_colours()
        width, height = self.size
        draw_chart(self.plt, self.history, self.players, colours, self.marker, width, height)
        return super().render()

    def show(self, history: ScoreHistory, marker: float | None = None) -> None:
        self.history, self.marker = history, marker
        self.refresh()


class ScoreChart(Vertical):
    """The plot, and under it the legend: each seat's symbol and name."""

    DEFAULT_CSS = beside(__file__)

    def __init__(
        self, history: ScoreHistory, players: Sequence[str], marker: float | None = None, **kw
    ) -> None:
        super().__init__(**kw)
        self.plot = ScorePlot(history, players, marker)
        self.players = tuple(players)

    def compose(self) -> ComposeResult:
        yield self.plot
        yield Static(self._legend(), classes="legend")

    def _legend(self) -> Text:
        return legend(self.players, seat_colours(), self.plot.history)

    def show(self, history: ScoreHistory, marker: float | None = None) -> None:
        self.plot.show(history, marker)
        if self.is_mounted:  # a shared score may come or go (the replay moves through it)
            self.query_one(".legend", Static).update(self._legend())
