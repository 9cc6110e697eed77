"""The Simplicity city: a grid of spaces, tiles with their team discs, a cursor, targets.

Every space reads without colour:

* an empty space shows its symbol (``●`` or, with ``ascii=True``, ``o``), the blank space
  ``░░░``;
* a built tile is its type letter (``B O P Y`` buildings, ``G`` park) followed by the
  lower-case initial of the team whose disc is on it: ``Br`` is a Blue building of team Red;
* a pre-printed building is drawn ``=B=``;
* a space where the chosen tile may go is bracketed ``[●]`` (and underlined, on yellow).

Data comes down as a view; choices go up as :class:`SimplicityCity.Chosen`.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from rules.simplicity.view import SimplicityView, SpaceView

CELL = 4  # characters per space (3 drawn, 1 gap)
LABEL = 2  # the row number column
ROWS = 7


def team_initial(name: str) -> str:
    return name[0].lower()


class SimplicityCity(Widget, can_focus=True):
    DEFAULT_CSS = """
    SimplicityCity { width: 28; height: 10; }
    SimplicityCity:focus { background: $boost; }
    """
    BINDINGS = [
        Binding("up,k", "cursor(0,-1)", "Up", show=False),
        Binding("down,j", "cursor(0,1)", "Down", show=False),
        Binding("left,h", "cursor(-1,0)", "Left", show=False),
        Binding("right,l", "cursor(1,0)", "Right", show=False),
        Binding("enter,space", "choose", "Build here"),
    ]

    # (column, row) with row 0 the top row (city row 1)
    cursor: reactive[tuple[int, int]] = reactive((0, 0))

    class Chosen(Message):
        def __init__(self, space: str) -> None:
            self.space = space
            super().__init__()

    def __init__(self, ascii: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.ascii = ascii
        self.view: SimplicityView | None = None
        self.targets: frozenset[str] = frozenset()

    @property
    def width_columns(self) -> int:
        return self.view.width if self.view is not None else 4

    def show(self, view: SimplicityView, targets: frozenset[str]) -> None:
        self.view, self.targets = view, targets
        self.refresh()

    @property
    def cursor_space(self) -> str:
        column, row = self.cursor
        letters = self.view.columns if self.view is not None else "abcdef"
        return f"{letters[column]}{row + 1}"

    def move_to(self, space: str) -> None:
        assert self.view is not None
        column = self.view.columns.index(space[0])
        self.cursor = (column, int(space[1:]) - 1)

    # -- drawing ----------------------------------------------------------------------------
    def render(self) -> Text:
        text = Text()
        if self.view is None:
            return text
        view = self.view
        header = " " * LABEL + "".join(f" {c}  " for c in view.columns)
        text.append(header.rstrip() + "\n", style="dim")
        for row in range(ROWS):
            text.append(f"{row + 1} ", style="dim")
            for column in range(view.width):
                text.append_text(self._cell(view.city[row * view.width + column], column, row))
            text.append("\n")
        text.append("Br=Blue tile, Red disc\n=B= printed ░ blank", style="dim")
        return text

    def _symbol(self, symbol: str) -> str:
        assert self.view is not None
        for s in self.view.symbols:
            if s.id == symbol:
                return s.ascii if self.ascii else s.glyph
        return "?"

    def _cell(self, space: SpaceView, column: int, row: int) -> Text:
        assert self.view is not None
        target = space.name in self.targets
        left, right = ("[", "]") if target else (" ", " ")
        body = Text()
        if space.tile is not None:
            tile = next(t for t in self.view.tile_types if t.id == space.tile)
            tile_style = f"bold {tile.colour}"
            if space.preprinted:
                body.append("=", style="dim")
                body.append(tile.letter, style=tile_style)
                body.append("=", style="dim")
            else:
                team = self.view.teams[space.disc] if space.disc is not None else None
                body.append(" ")
                body.append(tile.letter, style=tile_style)
                if team is not None:
                    body.append(team_initial(team.name), style=f"bold {team.colour}")
                else:
                    body.append(" ")
        elif space.blank:
            body.append("[░]" if target else "░░░", style="dim")
        else:
            body.append(left)
            body.append(self._symbol(space.symbol or ""), style="" if target else "dim")
            body.append(right)
        if target:
            body.stylize("underline on #5f5f00")
        if (column, row) == self.cursor and self.has_focus:
            body.stylize("reverse")
        body.append(" ")
        return body

    # -- keys and clicks --------------------------------------------------------------------
    def action_cursor(self, dx: int, dy: int) -> None:
        column, row = self.cursor
        last = self.width_columns - 1
        self.cursor = (min(last, max(0, column + dx)), min(ROWS - 1, max(0, row + dy)))

    def action_choose(self) -> None:
        if self.view is not None:
            self.post_message(self.Chosen(self.cursor_space))

    def on_click(self, event: events.Click) -> None:
        column = (event.x - LABEL) // CELL
        row = event.y - 1
        if event.x >= LABEL and 0 <= column < self.width_columns and 0 <= row < ROWS:
            self.cursor = (column, row)
            self.focus()
            self.action_choose()
