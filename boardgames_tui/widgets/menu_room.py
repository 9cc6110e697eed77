"""Whether an action menu fits in its side column under the panels, where the log was.

A tall side column can open a menu in the log's rows and keep its shape: the panels above stay
where they are, nothing is restyled, and the screen lays out only what moved (Polis: a move
of hoplites opens a decision menu at once; reshaping the column was most of its cost).  Only
a menu that fits whole opens there; any other makes the column give it room (its CSS).
"""

from __future__ import annotations

from textual.geometry import Size
from textual.widget import Widget

from boardgames_tui.widgets.action_menu import ActionMenu

LOG_ROWS = 4  # a menu opened under the panels leaves the log its borders and two lines


def menu_rows(menu: ActionMenu, width: int) -> int:
    """The rows ``menu`` takes with all its entries at ``width`` (its border included)."""
    gutter = menu.styles.gutter
    inner = width - gutter.width
    return menu.get_content_height(Size(inner, 0), Size(inner, 0), inner) + gutter.height


def menu_fits_under_the_panels(menu: ActionMenu, side: Widget, held: int = 0) -> bool:
    """Whether ``menu`` fits whole in the column's rows under its panels, leaving the log
    ``LOG_ROWS`` (from the column's last layout) and ``held`` rows for a box that may come
    while the menu is open."""
    height, width = side.content_region.height, side.content_region.width
    if not height:
        return False
    taken = sum(
        child.outer_size.height
        for child in side.children
        if child.display and child.id not in ("menu", "log")
    )
    return menu_rows(menu, width) + LOG_ROWS + held <= height - taken


def menu_is_whole(menu: ActionMenu) -> bool:
    """The menu shows every entry, inside its column."""
    side = menu.parent
    assert isinstance(side, Widget)
    return (
        menu.outer_size.height >= menu_rows(menu, side.content_region.width)
        and menu.region.bottom <= side.content_region.bottom
    )
