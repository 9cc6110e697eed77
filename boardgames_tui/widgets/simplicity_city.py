"""The Simplicity city: a grid of spaces, tiles with their team discs, a cursor, targets.

Every space reads without colour:

* an empty space shows its symbol (``●`` or, with ``ascii=True``, ``o``), the blank space
  ``░░░``;
* a built tile is its type letter (``B O P Y`` buildings, ``G`` park) followed by the team's
  disc, a dot and its initial: ``B•r`` is a Blue building with team Red's disc (tiles are
  capital letters, discs a dot and a lower-case one, so ``B•b`` cannot be misread);
* a space marked by :meth:`SimplicityCity.set_changed` is underlined on a distinct tint;
* a pre-printed building is drawn ``=B=``;
* a space where the chosen tile may go is bracketed ``[●]`` (and underlined, on yellow).

Data comes down as a view; choices go up as :class:`SimplicityCity.Chosen`.
"""

from __future__ import annotations

from boardgames_rules.simplicity.view import SimplicityView, SpaceView
from rich.text import Text
from textual.binding import Binding

from boardgames_tui.widgets.grid_board import GridBoard

CELL = GridBoard.CELL  # characters per space (3 drawn, 1 gap)
LABEL = GridBoard.LABEL  # the row number column
ROWS = 7


CHANGED_TINT = "on #303060"  # spaces changed since the player's last turn


def team_initial(name: str) -> str:
    """A team's disc: a dot and its lower-case initial (•r Red, •b Brown), never a bare letter
    (plain ASCII-safe glyphs: circled letters show as boxes in many fonts)."""
    return "•" + name[0].lower()


class SimplicityCity(GridBoard):
    DEFAULT_CSS = """
    SimplicityCity { width: 28; height: 10; }
    SimplicityCity:focus { background: $boost; }
    """
    BINDINGS = [Binding("enter,space", "choose", "Build here")]

    class Chosen(GridBoard.Chosen):
        """A city space was chosen (``cell`` is its name, e.g. "c5"; row 1 at the top)."""

    def __init__(self, ascii: bool = False, **kwargs) -> None:
        super().__init__(**kwargs)
        self.ascii = ascii
        self.view: SimplicityView | None = None
        self.targets: frozenset[str] = frozenset()
        self.changed: frozenset[str] = frozenset()

    def set_changed(self, places: frozenset[str]) -> None:
        """Mark these spaces (e.g. "c5") until called again; an empty set clears the marks."""
        self.changed = frozenset(places)
        self.refresh()

    @property
    def width_columns(self) -> int:
        return self.view.width if self.view is not None else 4

    def show(self, view: SimplicityView, targets: frozenset[str]) -> None:
        self.view, self.targets = view, targets
        self.refresh()

    def grid_size(self) -> tuple[int, int]:
        return self.width_columns, ROWS

    def cell_name(self, column: int, line: int) -> str:
        letters = self.view.columns if self.view is not None else "abcdef"
        return f"{letters[column]}{line + 1}"

    @property
    def cursor_space(self) -> str:
        return self.cursor_cell

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
        text.append("B•r Blue tile+Red disc\n=B= printed ░ blank", style="dim")
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
                body.append(tile.letter, style=tile_style)
                if team is not None:
                    body.append(team_initial(team.name), style=f"bold {team.colour}")
                else:
                    body.append("  ")
        elif space.blank:
            body.append("[░]" if target else "░░░", style="dim")
        else:
            body.append(left)
            body.append(self._symbol(space.symbol or ""), style="" if target else "dim")
            body.append(right)
        if target:
            body.stylize("underline on #5f5f00")
        if space.name in self.changed:
            body.stylize(f"underline {CHANGED_TINT}")
        if (column, row) == self.cursor and self.has_focus:
            body.stylize("reverse")
        body.append(" ")
        return body

    # -- keys and clicks --------------------------------------------------------------------
    def action_choose(self) -> None:
        if self.view is not None:
            super().action_choose()
