"""The side column's panel whole, in a box of its own (key ``i``): at 80x24 the column cannot
hold the players' table, its legend, the princes left and the piles all at once."""

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


class WholePanelScreen(ModalScreen[None]):
    """The round, the King's scale, the players' table and what is left: all public."""

    DEFAULT_CSS = beside(__file__)
    BINDINGS = [
        Binding("enter,escape,space,i", "close", N_("Back to the board"), id="utopia.panel_close")
    ]

    def __init__(self, body: RenderableType) -> None:
        super().__init__()
        self._body = body

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="whole-panel-box"):
            yield Static(self._body)
            with Center():
                yield Static(Text(_("Enter: back to the board"), style="bold"))

    def action_close(self) -> None:
        self.dismiss(None)
