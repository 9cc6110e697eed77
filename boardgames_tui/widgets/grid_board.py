"""A focusable grid with a cursor: the shared part of every game's board widget.

Arrows or h j k l move the cursor, Enter or a click chooses the cell under it; the choice goes
up as a ``Board.Chosen`` message naming the cell.  Subclasses say how big the grid is, how a cell is
named, and draw it; the cursor is in screen terms (line 0 is the top line of cells).
"""

from __future__ import annotations

from typing import Any, Protocol

from boardgames_rules.core.i18n import N_
from textual import events
from textual.binding import Binding, BindingType
from textual.dom import NoScreen
from textual.reactive import reactive
from textual.screen import Screen

from boardgames_tui.widgets.board import Board


def cursor_bindings(action: str = "cursor", choose: str = N_("Choose")) -> list[BindingType]:
    """The keys every board shares: arrows or h j k l call ``action(dx,dy)``, Enter chooses."""
    return [
        Binding("up,k", f"{action}(0,-1)", N_("Up"), show=False, id="board.up"),
        Binding("down,j", f"{action}(0,1)", N_("Down"), show=False, id="board.down"),
        Binding("left,h", f"{action}(-1,0)", N_("Left"), show=False, id="board.left"),
        Binding("right,l", f"{action}(1,0)", N_("Right"), show=False, id="board.right"),
        Binding("enter,space", "choose", choose, id="board.choose"),
    ]


class OnScreen(Protocol):
    """What :class:`ScreenDecidesKeys` needs of the widget it is mixed into."""

    @property
    def screen(self) -> Screen[Any]: ...


class ScreenDecidesKeys:
    """For a board widget: whether its keys act now, and so show in the footer, is its screen's
    to say (a replay chooses nothing; a game may word Enter by what it does now).  The screen
    answers ``board_key_state(action)`` like ``check_action``; a screen without it allows all
    until the game is over."""

    def check_action(self: OnScreen, action: str, parameters: tuple[object, ...]) -> bool | None:
        try:
            screen = self.screen
        except NoScreen:
            return True
        session = getattr(screen, "session", None)
        if action in ("choose", "look") and session is not None and session.over:
            return False  # the game is over: nothing left to choose on the board
        decide = getattr(screen, "board_key_state", None)
        return decide(action) if decide is not None else True


class GridBoard(ScreenDecidesKeys, Board, can_focus=True):
    CELL = 4  # characters per cell, gap included
    LABEL = 2  # the row-label column on the left
    TOP = 1  # lines above the first line of cells (the column labels)

    BINDINGS = cursor_bindings()

    cursor: reactive[tuple[int, int]] = reactive((0, 0))

    def grid_size(self) -> tuple[int, int]:
        """(columns, lines) of cells now."""
        raise NotImplementedError

    def cell_name(self, column: int, line: int) -> str:
        raise NotImplementedError

    @property
    def cursor_cell(self) -> str:
        return self.cell_name(*self.cursor)

    def action_cursor(self, dx: int, dy: int) -> None:
        columns, lines = self.grid_size()
        column, line = self.cursor
        self.cursor = (min(columns - 1, max(0, column + dx)), min(lines - 1, max(0, line + dy)))

    def action_choose(self) -> None:
        self.post_message(self.Chosen(self.cursor_cell))

    def on_click(self, event: events.Click) -> None:
        columns, lines = self.grid_size()
        column = (event.x - self.LABEL) // self.CELL
        line = event.y - self.TOP
        if event.x >= self.LABEL and 0 <= column < columns and 0 <= line < lines:
            self.cursor = (column, line)
            self.focus()
            self.action_choose()
