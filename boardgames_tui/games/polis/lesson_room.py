"""A lesson's panel yields rows to an open menu in a short side column (80x24).

There the lesson's words take about half the column, the goods of the side at the keyboard
stay under them (always in sight), and the menu has what is left: at times a single row, so
the entry the step asks for ("buy Egypt wine->wheat  (pay 4 silver, get 4 wheat)", two rows)
was cut, and in Spanish, a quarter longer, the menu fell below the screen.  While a menu is
open the learner has read the step (its keys opened the menu, and the menu lights the entry
the step asks for), so the lesson's panel keeps only the rows the column can spare once the
menu holds that entry whole (and the panels between, the goods and a battle's hands, are
whole too); the rest of its words are under its last row (a ``▼`` on its
border says so) and come back when the menu closes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.css.scalar import Scalar
from textual.geometry import Size
from textual.widget import Widget

from boardgames_tui.screens.lesson_mode import LessonPanel
from boardgames_tui.widgets.action_menu import ActionMenu

if TYPE_CHECKING:
    from boardgames_tui.games.polis.screen import PolisScreen

LEAST_LESSON_ROWS = 5  # the panel's border and three lines of the step, whatever the menu needs


def entry_rows(menu: ActionMenu, index: int, width: int) -> int:
    """The rows entry ``index`` of ``menu`` takes at ``width`` columns."""
    prompt = menu.get_option_at_index(index).prompt
    text = prompt if isinstance(prompt, Text) else Text(str(prompt))
    return max(1, len(text.wrap(menu.app.console, width)))


def lesson_rows(screen: PolisScreen) -> int | None:
    """The most rows the lesson's panel may take now: None when it takes all it needs (no
    menu open, or a tall column)."""
    side = screen.query_one("#side")
    menu = screen.query_one(ActionMenu)
    if not menu.is_open or side.has_class("-tall") or not side.has_class("-menu-open"):
        return None
    height = side.content_region.height
    index = menu.highlighted
    if not height or index is None:
        return None
    width = side.content_region.width - menu.styles.gutter.width
    needed = entry_rows(menu, index, width) + menu.styles.gutter.height
    others = sum(
        whole_height(child)
        for child in side.children
        if isinstance(child, Widget) and child.display and child.id not in ("lesson", "menu")
    )
    return max(LEAST_LESSON_ROWS, height - others - needed)


def whole_height(widget: Widget) -> int:
    """The rows ``widget`` takes with all it holds in sight: the panels under the lesson
    (the goods, a battle's hands) are scrolled when the column is short of rows, and the
    lesson's panel yields those rows too."""
    if widget.is_scrollable:  # what it shows (its scrolled size lags a change of classes)
        shown = [c for c in widget.children if isinstance(c, Widget) and c.display]
        return widget.gutter.height + sum(c.outer_size.height for c in shown)
    return widget.outer_size.height


def fit_lesson(screen: PolisScreen) -> None:
    """Give the lesson's panel its rows for the menu open now (screen.tcss has the rest)."""
    found = screen.query(LessonPanel)
    if not found:
        return
    panel = found.first()
    rows = lesson_rows(screen)
    width = panel.content_region.width
    whole = panel.get_content_height(Size(width, 0), Size(width, 0), width) if width else 0
    cut = rows is not None and whole + panel.gutter.height > rows
    wanted = Scalar.parse(str(rows)) if cut else None  # a panel that fits keeps its height
    panel.border_subtitle = "▼" if cut else ""
    # The panels under it (their height is their own, not the goods docked at their top):
    # whole while the lesson yields its rows, the menu has what is left.
    panels = screen.query_one("#panels-scroll")
    pinned = Scalar.parse(str(whole_height(panels))) if cut else None
    if panels.styles.min_height != pinned:
        panels.styles.min_height = pinned
    if panel.styles.max_height != wanted:
        panel.styles.max_height = wanted
        # The menu gets its new height in a frame or two: its lit entry is scrolled to then.
        screen.call_after_refresh(screen.keep_highlight_in_sight, 3)
