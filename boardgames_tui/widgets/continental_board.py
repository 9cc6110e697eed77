"""The 8x8 Continental board: a cursor, highlighted targets, owners by colour *and* marker.

Blue's squares are drawn ``[X]``, Red's ``(X)``, neutral ones `` · ``, so the board reads
the same without colour.  Pieces are letters; an army that has already moved is a lower-case
``a``.  Data comes down as a view; choices go up as :class:`ContinentalBoard.Chosen`.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from boardgames_tui.theme import seat_style
from rules.continental.view import ContinentalView

FILES = "abcdefgh"
CELL = 4  # characters per square
LABEL = 2  # the row number column
MARKERS = ("[]", "()")


def square_at(column: int, row: int) -> str:
    return f"{FILES[column]}{row + 1}"


class ContinentalBoard(Widget, can_focus=True):
    DEFAULT_CSS = """
    ContinentalBoard { width: 36; height: 12; }
    ContinentalBoard:focus { background: $boost; }
    """
    BINDINGS = [
        Binding("up,k", "cursor(0,1)", "Up", show=False),
        Binding("down,j", "cursor(0,-1)", "Down", show=False),
        Binding("left,h", "cursor(-1,0)", "Left", show=False),
        Binding("right,l", "cursor(1,0)", "Right", show=False),
        Binding("enter,space", "choose", "Choose"),
    ]

    cursor: reactive[tuple[int, int]] = reactive((1, 1))

    class Chosen(Message):
        def __init__(self, square: str) -> None:
            self.square = square
            super().__init__()

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view: ContinentalView | None = None
        self.targets: frozenset[str] = frozenset()
        self.selected: str | None = None

    def show(self, view: ContinentalView, targets: frozenset[str], selected: str | None) -> None:
        self.view, self.targets, self.selected = view, targets, selected
        self.refresh()

    @property
    def cursor_square(self) -> str:
        return square_at(*self.cursor)

    def render(self) -> Text:
        text = Text()
        files = " " * LABEL + "".join(f" {f}  " for f in FILES)
        text.append(files + "\n", style="dim")
        if self.view is None:
            return text
        for row in range(7, -1, -1):
            text.append(f"{row + 1} ", style="dim")
            for column in range(8):
                text.append_text(self._cell(column, row))
            text.append(f"{row + 1}\n", style="dim")
        text.append(files + "\n", style="dim")
        text.append("C City T Tower A Army\nI Church E School G Farm Q Barracks", style="dim")
        return text

    def _cell(self, column: int, row: int) -> Text:
        assert self.view is not None
        square = self.view.squares[8 * row + column]
        letter = square.piece or " "
        if square.piece == "A" and square.moved:
            letter = "a"
        if square.owner is None:
            body = f" {letter if square.piece else '·'} "
        else:
            left, right = MARKERS[square.owner % 2]
            body = f"{left}{letter}{right}"
        # Without colour the markers carry ownership; greyed colours would only blur them.
        style = "bold" if self.app.no_color else seat_style(square.owner)
        if square.name in self.targets:
            style += " underline on yellow"
        if square.name == self.selected:
            style += " on green"
        if (column, row) == self.cursor and self.has_focus:
            style += " reverse"
        return Text.assemble((body, style), " ")

    def action_cursor(self, dx: int, dy: int) -> None:
        column, row = self.cursor
        self.cursor = (min(7, max(0, column + dx)), min(7, max(0, row + dy)))

    def action_choose(self) -> None:
        self.post_message(self.Chosen(self.cursor_square))

    def on_click(self, event: events.Click) -> None:
        column = (event.x - LABEL) // CELL
        row = 8 - event.y
        if 0 <= column < 8 and 0 <= row < 8 and event.x >= LABEL:
            self.cursor = (column, row)
            self.focus()
            self.action_choose()
