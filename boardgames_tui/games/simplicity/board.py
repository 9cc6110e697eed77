"""The Simplicity board area: the city, the planning board and a legend, laid out to fill it.

On every resize it picks the largest city cells that fit with the planning board beside the
city (or below it when that leaves bigger cells), and the widest planning rows that still fit;
the legend goes under the planning board when there is room there, else under everything, and
all of it is centred.  The legend names the tiles and the teams' discs in words.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames_rules.core.i18n import _
from boardgames_rules.simplicity import words
from boardgames_rules.simplicity.labels import term
from boardgames_rules.simplicity.view import SimplicityView
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Container, Vertical
from textual.widgets import Static

from boardgames_tui.games.simplicity.city import (
    CELLS,
    CHIP_TINT,
    INK,
    Cell,
    SimplicityCity,
    team_initial,
)
from boardgames_tui.games.simplicity.planning import (
    PAWN,
    VARIANTS,
    SimplicityPlanning,
    planning_size,
)
from boardgames_tui.styles import beside

GAP = 2  # columns between the city and the planning board beside it
COMMAND_ROWS = 3  # the command line's rows while it is open (game_base.tcss: #command)


def legend_items(view: SimplicityView) -> list[Text]:
    items = [Text.assemble((f" {t.letter} ", f"bold {INK} on {t.colour}"), f" {t.name}")
             for t in view.tile_types]
    items += [Text.assemble((team_initial(t), f"bold {t.colour} on {CHIP_TINT}"),
                            f" {t.name}") for t in view.teams]
    items.append(Text.assemble((PAWN, "bold"), f" {_(words.PAWN)}"))
    # A pre-printed building is drawn with the first tile type's letter (=B=, =Z= in Spanish).
    printed = f"={view.tile_types[0].letter}= {_(words.PRINTED)}"
    # row 7's mark on the planning board, named with the rules' term ("comodín")
    wild = Text(f"{words.WILD_MARK} {term('wild')}")
    items += [Text(f"━ {_(words.LINK)}"), Text(f"░ {_(words.BLANK)}"), wild, Text(printed)]
    if view.demolition_in_use:
        items.append(Text.assemble(("XX", "bold"), f" {_(words.DEMOLISHED)}"))
    # a tile that fits nowhere now
    items.append(Text.assemble(("--", "dim"), f" {_(words.NO_SPACE)}"))
    return items


def legend_lines(view: SimplicityView, width: int) -> list[Text]:
    """The legend's items, wrapped at whole items to ``width``."""
    lines: list[Text] = [Text()]
    for item in legend_items(view):
        if lines[-1].cell_len and lines[-1].cell_len + 2 + item.cell_len > width:
            lines.append(Text())
        if lines[-1].cell_len:
            lines[-1].append("  ")
        lines[-1].append_text(item)
    return lines


@dataclass(frozen=True)
class Layout:
    """Where the parts go for one board-area size: the city's cell, the planning board beside
    the city or below it, and the legend under the planning board (``legend_beside``) or
    under everything, ``legend`` lines long."""

    cell: Cell
    beside: bool
    variant: str
    spacing: int
    legend_beside: bool
    legend: int
    width: int
    height: int  # everything, the legend included


def arrangements(view: SimplicityView, cell: Cell, room: int = 0):
    """Every arrangement at this cell size, the widest planning board and roomiest first; a
    legend under everything is as wide as the drawing, or as the board area (``room``)."""
    city = cell.drawing(view.width)
    for variant in VARIANTS:
        for spacing in (1, 0):
            pw, ph = planning_size(variant, spacing)
            w = city.width + GAP + pw
            lines = len(legend_lines(view, pw))
            yield Layout(
                cell, True, variant, spacing, True, lines, w, max(city.height, ph + 1 + lines)
            )
            wide = max(w, room)
            lines = len(legend_lines(view, wide))
            yield Layout(
                cell, True, variant, spacing, False, lines, wide, max(city.height, ph) + lines
            )
            wide = max(city.width, pw, room)
            lines = len(legend_lines(view, wide))
            yield Layout(
                cell, False, variant, spacing, False, lines, wide, city.height + 1 + ph + lines
            )


def plan_layout(view: SimplicityView, width: int, height: int) -> Layout:
    """The biggest city that fits, then the widest planning board; else, at the smallest
    cells, the legend under everything across the whole width (Spanish, five teams, 80x24:
    a line less than under the drawing alone); else the lowest that fits the width."""
    for cell in reversed(CELLS):
        for layout in arrangements(view, cell):
            if layout.width <= width and layout.height <= height:
                return layout
    smallest = list(arrangements(view, CELLS[0], room=width))
    for layout in smallest:
        if layout.width <= width and layout.height <= height:
            return layout
    narrow = [layout for layout in smallest if layout.width <= width] or smallest
    return min(narrow, key=lambda layout: layout.height)


class SimplicityBoard(Container):
    DEFAULT_CSS = beside(__file__)

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view: SimplicityView | None = None
        self.layout_now: Layout | None = None

    def compose(self) -> ComposeResult:
        with Container(id="pair"):
            yield SimplicityCity(id="city")
            with Vertical(id="right"):
                yield SimplicityPlanning(id="planning")
                yield Static(id="legend-beside", classes="legend")
        yield Static(id="legend", classes="legend")

    @property
    def city(self) -> SimplicityCity:
        return self.query_one(SimplicityCity)

    @property
    def planning(self) -> SimplicityPlanning:
        return self.query_one(SimplicityPlanning)

    def show(self, view: SimplicityView, targets: frozenset[str], selected: int | None) -> None:
        first = self.view is None or self.view.width != view.width
        # The legend is in words: a switch of language writes it again (and its length may
        # call for another layout).
        words = self.view is not None and self.view.tile_types != view.tile_types
        self.view = view
        self.city.show(view, targets)
        self.planning.show(view, selected)
        if first or words:
            self.layout_now = None
            self.fit()

    def on_resize(self) -> None:
        self.fit()

    def room(self) -> int:
        """The board's rows with the command line closed (it takes three while it is open)."""
        command = self.screen.query("#command")
        opened = bool(command) and command.first().display
        # The outer size: ``size`` leaves out the padding that steady_top puts above.
        return self.outer_size.height + (COMMAND_ROWS if opened else 0)

    def steady_layout(self) -> Layout:
        """The layout for the room the board has with the command line closed, chosen so that
        it still fits while the line is open (when cells of the same size allow): opening
        ``:`` must not rearrange the board."""
        assert self.view is not None
        width, height = self.size.width, self.room()
        roomy = plan_layout(self.view, width, height)
        steady = plan_layout(self.view, width, height - COMMAND_ROWS)
        fits = steady.width <= width and steady.height <= height - COMMAND_ROWS
        return steady if fits and steady.cell == roomy.cell else roomy

    def steady_top(self, layout: Layout) -> int:
        """The rows above the drawing: centred in the room with the command line closed, but
        never so low that opening it would push the drawing up (the board stays still)."""
        height = self.room()
        top = (height - layout.height) // 2
        if layout.height <= height - COMMAND_ROWS:
            top = min(top, height - COMMAND_ROWS - layout.height)
        return max(0, top)

    def fit(self) -> None:
        if self.view is None or not self.size.width:
            return
        layout = self.steady_layout()
        self.styles.padding = (self.steady_top(layout), 0, 0, 0)
        if layout == self.layout_now:
            return
        self.layout_now = layout
        city, planning = self.city, self.planning
        drawing = layout.cell.drawing(self.view.width)
        city.set_cell(layout.cell)
        city.styles.width, city.styles.height = drawing.width, drawing.height
        planning.set_variant(layout.variant, layout.spacing)
        pw, ph = planning_size(layout.variant, layout.spacing)
        planning.styles.width, planning.styles.height = pw, ph
        self.query_one("#pair").styles.layout = "horizontal" if layout.beside else "vertical"
        self.query_one("#right").styles.margin = (0, 0, 0, GAP) if layout.beside else (1, 0, 0, 0)
        beside, below = self.query_one("#legend-beside", Static), self.query_one("#legend", Static)
        shown, hidden = (beside, below) if layout.legend_beside else (below, beside)
        width = pw if layout.legend_beside else layout.width
        shown.update(Text("\n").join(legend_lines(self.view, width)))
        shown.styles.width = width
        shown.display, hidden.display = True, False
