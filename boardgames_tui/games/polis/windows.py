"""Polis's windows over the board: an era's summary, and every side panel whole (``i``)."""

from __future__ import annotations

from boardgames_rules.polis.view import View
from rich.console import Group, RenderableType
from rich.text import Text

from boardgames_tui.games.polis.panels import battle_panel, summary_table, zone_panel
from boardgames_tui.screens.panel_over_board import PanelOverBoard, closing
from boardgames_tui.styles import beside


class EraSummaryScreen(PanelOverBoard):
    """The figures of the era that just ended, for both players (public information)."""

    DEFAULT_CSS = beside(__file__, "screen_era_summary.tcss")
    BINDINGS = [closing("enter,escape,space", "polis.close_summary")]


class PanelsScreen(EraSummaryScreen):
    """Every panel of the side column whole and every era's summary (``i`` in a short column),
    in the same window."""


def every_panel(view: View, cursor: str, players: RenderableType) -> RenderableType:
    """What ``i`` shows: the battle, the zone under the ``cursor``, the ``players`` panel (the
    players, the era and the market) and every era's summary so far."""
    parts: list[RenderableType] = []
    if view.battle is not None:
        parts += [battle_panel(view, view.battle), Text("")]
    parts += [zone_panel(view, cursor), Text(""), players]
    summaries = summary_table(view)
    if summaries is not None:
        parts += [Text(""), summaries]
    return Group(*parts)
