"""The Simplicity game-over screen: the finished city beside every team's score breakdown.

The shared game-over screen's box, buttons and keys, with the city drawn as large as the box
allows next to the breakdown (one row per team; with two teams a player, each player's score
below it).  On a small terminal the breakdown takes its compact form so both fit.
"""

from __future__ import annotations

from boardgames_rules.core import Outcome
from boardgames_rules.simplicity.view import SimplicityView
from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, Horizontal, VerticalScroll
from textual.widgets import Button, Static

from boardgames_tui.games.simplicity.city import SimplicityCity, best_cell
from boardgames_tui.games.simplicity.panels import player_table, team_table, two_teams_each
from boardgames_tui.screens.game_over import GameOverScreen, outcome_renderable

GAP = 2  # columns between the city and the breakdown
BUTTONS = 4  # the buttons' rows and the margin above them


class SimplicityGameOver(GameOverScreen):
    DEFAULT_CSS = """
    SimplicityGameOver #over-main { height: auto; width: 100%; }
    SimplicityGameOver #over-city { margin: 0 2 0 0; }
    SimplicityGameOver #over-body { width: 1fr; }
    """

    def __init__(self, players: tuple[str, ...], outcome: Outcome, view: SimplicityView) -> None:
        super().__init__(players, outcome)
        self.headline, self.reason, *_ = outcome_renderable(players, outcome).renderables
        self.view = view
        self._body = self.body(compact=False)

    def body(self, compact: bool, reason: bool = True) -> Group:
        parts = [self.headline, self.reason] if reason else [self.headline]
        if not compact:
            parts.append(Text(""))
        parts.append(team_table(self.view, "Scores", compact=compact))
        if two_teams_each(self.view):
            parts.append(player_table(self.view, 30))
        return Group(*parts)

    def compose(self) -> ComposeResult:
        city = SimplicityCity(id="over-city", describe=False)
        city.can_focus = False
        with VerticalScroll(id="over-box"):
            with Horizontal(id="over-main"):
                yield city
                yield Static(self._body, id="over-body")
            with Center(), Horizontal(id="over-buttons"):
                yield Button("Rematch (r)", id="rematch", variant="success")
                yield Button("Title (t)", id="title")
                yield Button("Quit (q)", id="quit", variant="error")

    def on_mount(self) -> None:
        self.query_one(SimplicityCity).show(self.view, frozenset())
        self.fit_city()

    def on_resize(self) -> None:
        self.fit_city()

    def fit_city(self) -> None:
        """The biggest city that leaves the breakdown its room in the box (90% of the screen),
        the full breakdown when it fits beside that city, else the compact one."""
        width, height = self.size
        inner_w = width * 9 // 10 - 4  # thick border and padding
        inner_h = height * 9 // 10 - 2 - BUTTONS
        measure = self.app.console.measure
        compact = measure(self.body(compact=True, reason=False)).maximum  # the reason wraps
        city = self.query_one(SimplicityCity)
        # +1: the drawing's last line (the cursor's description) is not shown here
        cell = best_cell(self.view.width, inner_w - compact - GAP, inner_h + 1)
        city.set_cell(cell)
        size = cell.drawing(self.view.width)
        city.styles.width, city.styles.height = size.width, size.height - 1
        room = inner_w - size.width - GAP
        compact = measure(self.body(False, reason=False)).maximum > room or height < 30
        body = self.body(compact)
        options = self.app.console.options.update_width(room)
        if len(self.app.console.render_lines(body, options)) > inner_h:
            body = self.body(compact, reason=False)  # the tables say it all, in less room
        self._body = body
        self.query_one("#over-body", Static).update(self._body)
