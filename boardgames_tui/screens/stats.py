"""Statistics from the saves on this machine (as ``boardgames stats`` prints them)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from boardgames_tui.shelf import list_saves
from boardgames_tui.stats import compute, tables


class StatsScreen(Screen[None]):
    BINDINGS = [Binding("escape,q", "app.pop_screen", "Back")]

    def compose(self) -> ComposeResult:
        stats = compute(list_saves(self.app.storage))  # type: ignore[attr-defined]
        yield VerticalScroll(Static(tables(stats), id="stats"))
        yield Footer()
