"""The side column's panel whole, in a box of its own (key ``i``): at 80x24 the column cannot
hold the players' table, its legend, the princes left and the piles all at once."""

from __future__ import annotations

from boardgames_tui.screens.panel_over_board import PanelOverBoard, closing


class WholePanelScreen(PanelOverBoard):
    """The round, the King's scale, the players' table and what is left: all public."""

    BINDINGS = [closing("enter,escape,space,i", "utopia.panel_close")]
