"""Statistics from the saves on this machine (as ``boardgames stats`` prints them)."""

from __future__ import annotations

from boardgames_rules.core.i18n import N_, _
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static
from textual_plotext import PlotextPlot

from boardgames_tui.screens.the_app import app_of
from boardgames_tui.shelf import list_saves
from boardgames_tui.stats import compute, tables
from boardgames_tui.styles import beside
from boardgames_tui.widgets.footer import Footer


class StatsScreen(Screen[None]):
    BINDINGS = [Binding("escape,q", "app.pop_screen", N_("Back"), id="common.back")]

    def compose(self) -> ComposeResult:
        stats = compute(list_saves(app_of(self).storage))
        with Horizontal():
            yield VerticalScroll(Static(tables(stats), id="stats"))
            if stats.wins:
                yield WinsChart(stats.wins, id="wins-chart")
        yield Footer()


class WinsChart(PlotextPlot):
    """Wins per player name in each game, as bars side by side (one colour per game, named in
    the legend; each bar's player is on the axis, so colour is not needed to read it)."""

    DEFAULT_CSS = beside(__file__)

    def __init__(self, wins: dict[str, dict[str, int]], **kw) -> None:
        super().__init__(**kw)
        self.wins = wins

    def on_mount(self) -> None:
        names = sorted({name for per_game in self.wins.values() for name in per_game})
        titles = sorted(self.wins)
        # textual-plotext's stub calls it ``label``; plotext's own multiple_bar takes ``labels``.
        self.plt.multiple_bar(  # type: ignore[call-arg]
            names, [[self.wins[t].get(n, 0) for n in names] for t in titles], labels=titles
        )
        self.plt.title(_("Wins per player"))
