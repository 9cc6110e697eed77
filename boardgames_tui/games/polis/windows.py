"""Polis's windows over the board: an era's summary, and every side panel whole (``i``)."""

from __future__ import annotations

from boardgames_rules.core.i18n import N_, _
from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from boardgames_tui.styles import beside


class EraSummaryScreen(ModalScreen[None]):
    """The figures of the era that just ended, for both players (public information)."""

    DEFAULT_CSS = beside(__file__, "screen_era_summary.tcss")
    BINDINGS = [
        Binding("enter,escape,space", "close", N_("Back to the board"), id="polis.close_summary")
    ]

    def __init__(self, body: RenderableType) -> None:
        super().__init__()
        self._body = body

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="era-box"):
            yield Static(self._body)
            with Center():
                yield Static(Text(_("Enter: back to the board"), style="bold"))

    def action_close(self) -> None:
        self.dismiss(None)


class PanelsScreen(EraSummaryScreen):
    """Every panel of the side column whole and every era's summary (``i`` in a short column),
    in the same window."""
