"""Polis's windows over the board: an era's summary, and every side panel whole (``i``)."""

from __future__ import annotations

from boardgames_tui.screens.panel_over_board import PanelOverBoard, closing
from boardgames_tui.styles import beside


class EraSummaryScreen(PanelOverBoard):
    """The figures of the era that just ended, for both players (public information)."""

    DEFAULT_CSS = beside(__file__, "screen_era_summary.tcss")
    BINDINGS = [closing("enter,escape,space", "polis.close_summary")]


class PanelsScreen(EraSummaryScreen):
    """Every panel of the side column whole and every era's summary (``i`` in a short column),
    in the same window."""
