"""The 8x8 Continental board: a cursor, highlighted targets, owners by colour *and* marker.

Blue's squares are drawn ``[X]``, Red's ``(X)``, neutral ones `` · ``, so the board reads
the same without colour.  Pieces are letters; an army that has already moved is a lower-case
``a``.  Data comes down as a view; choices go up as :class:`ContinentalBoard.Chosen`.
"""

from __future__ import annotations

from boardgames_rules.continental.view import ContinentalView
from rich.text import Text

from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.grid_board import GridBoard

FILES = "abcdefgh"
MARKERS = ("[]", "()")
CHANGED_TINT = " underline on #303060"  # squares changed since the player's last turn


class ContinentalBoard(GridBoard):
    DEFAULT_CSS = """
    ContinentalBoard { width: 36; height: 12; }
    ContinentalBoard:focus { background: $boost; }
    """

    class Chosen(GridBoard.Chosen):
        """A square was chosen (``cell`` is its name, e.g. "c3")."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view: ContinentalView | None = None
        self.targets: frozenset[str] = frozenset()
        self.selected: str | None = None
        self.changed: frozenset[str] = frozenset()
        self.cursor = (1, 6)  # b2, the first City of the first player

    def grid_size(self) -> tuple[int, int]:
        return 8, 8

    def cell_name(self, column: int, line: int) -> str:
        return f"{FILES[column]}{8 - line}"  # line 0 is row 8: a1 sits bottom-left

    def show(self, view: ContinentalView, targets: frozenset[str], selected: str | None) -> None:
        self.view, self.targets, self.selected = view, targets, selected
        self.refresh()

    def set_changed(self, places: frozenset[str]) -> None:
        """Mark these squares (e.g. "c3") until called again; an empty set clears the marks."""
        self.changed = frozenset(places)
        self.refresh()

    def render(self) -> Text:
        text = Text()
        files = " " * self.LABEL + "".join(f" {f}  " for f in FILES)
        text.append(files + "\n", style="dim")
        if self.view is None:
            return text
        for row in range(7, -1, -1):
            text.append(f"{row + 1} ", style="dim")
            for column in range(8):
                text.append_text(self._cell(column, row))
            text.append(f"{row + 1}\n", style="dim")
        text.append(files + "\n", style="dim")
        text.append(
            "C City T Tower A Army (a: moved)\nI Church E School G Farm Q Barracks", style="dim"
        )
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
        if square.name in self.changed:
            style += CHANGED_TINT
        if square.name == self.selected:
            style += " on green"
        if (column, 7 - row) == self.cursor and self.has_focus:
            style += " reverse"
        return Text.assemble((body, style), " ")
