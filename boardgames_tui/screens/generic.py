"""A plain screen for a game that has no board drawing yet: its view and its legal actions."""

from __future__ import annotations

from boardgames_rules.core import GameView
from boardgames_rules.core.i18n import _
from rich.pretty import Pretty
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Static

from boardgames_tui.styles import beside
from boardgames_tui.widgets.action_menu import ActionMenu

from .game_base import GameScreen


class GenericGameScreen(GameScreen):
    DEFAULT_CSS = beside(__file__)

    def compose_board(self) -> ComposeResult:
        yield VerticalScroll(Static(id="view-dump"), id="view-scroll")

    def draw_board(self, view: GameView) -> None:
        self.query_one("#view-dump", Static).update(
            Pretty(view.model_dump(exclude={"log", "players", "seat"}))
        )
        table = self.table
        if table.over or not table.at_keyboard():
            self.query_one(ActionMenu).close()
            return
        entries = [(table.describe(a), a) for a in table.legal()]
        self.query_one(ActionMenu).show(_("Legal actions"), entries)
