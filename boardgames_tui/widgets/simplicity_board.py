"""The Simplicity board area: the city, the planning board and a legend, laid out to fill it.

On every resize it picks the largest city cells that fit with the planning board beside the
city (or below it when that leaves bigger cells), and the widest planning rows that still fit;
everything is centred.  The legend names the tiles and the teams' discs in words.
"""

from __future__ import annotations

from boardgames_rules.simplicity.view import SimplicityView
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Container
from textual.widget import Widget
from textual.widgets import Static

from boardgames_tui.widgets.simplicity_city import (
    CELLS,
    CHIP_TINT,
    INK,
    Cell,
    SimplicityCity,
    team_initial,
)
from boardgames_tui.widgets.simplicity_planning import VARIANTS, SimplicityPlanning, planning_size

GAP = 2  # columns between the city and the planning board beside it


def legend_items(view: SimplicityView) -> list[Text]:
    items = [Text.assemble((f" {t.letter} ", f"bold {INK} on {t.colour}"), f" {t.name}")
             for t in view.tile_types]
    items += [Text.assemble((team_initial(t.name), f"bold {t.colour} on {CHIP_TINT}"),
                            f" {t.name}") for t in view.teams]
    items += [Text("━ link"), Text("░ blank"), Text("=B= printed")]
    if view.demolition_in_use:
        items.append(Text.assemble(("XX", "bold"), " demolished"))
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


class Layout:
    """Where the parts go for one board-area size."""

    def __init__(self, cell: Cell, beside: bool, variant: str, spacing: int, legend: int,
                 width: int, height: int) -> None:
        self.cell, self.beside, self.variant, self.spacing = cell, beside, variant, spacing
        self.legend, self.width, self.height = legend, width, height


def fit_cell(view: SimplicityView, cell: Cell, width: int, height: int) -> Layout | None:
    """The widest planning board that fits beside or below the city at this cell size."""
    city = cell.drawing(view.width)
    for variant in VARIANTS:
        for beside in (True, False):
            for spacing in (1, 0):
                pw, ph = planning_size(variant, spacing)
                if beside:
                    w, h = city.width + GAP + pw, max(city.height, ph)
                else:
                    w, h = max(city.width, pw), city.height + 1 + ph
                legend = len(legend_lines(view, w))
                if w <= width and h + legend <= height:
                    return Layout(cell, beside, variant, spacing, legend, w, h)
    return None


def plan_layout(view: SimplicityView, width: int, height: int) -> Layout:
    """The biggest city that fits, then the widest planning board; the smallest if none fits."""
    for cell in reversed(CELLS):
        layout = fit_cell(view, cell, width, height)
        if layout is not None:
            return layout
    cell = CELLS[0]
    city = cell.drawing(view.width)
    pw, ph = planning_size("compact", 0)
    w = city.width + GAP + pw
    return Layout(cell, True, "compact", 0, len(legend_lines(view, w)), w, city.height)


class SimplicityBoard(Container):
    DEFAULT_CSS = """
    SimplicityBoard { width: 1fr; height: 1fr; align: center middle; }
    SimplicityBoard #pair { width: auto; height: auto; }
    SimplicityBoard #planning { margin: 0 0 0 2; }
    SimplicityBoard #legend { width: auto; height: auto; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view: SimplicityView | None = None
        self.layout_now: Layout | None = None

    def compose(self) -> ComposeResult:
        with Container(id="pair"):
            yield SimplicityCity(id="city")
            yield SimplicityPlanning(id="planning")
        yield Static(id="legend")

    @property
    def city(self) -> SimplicityCity:
        return self.query_one(SimplicityCity)

    @property
    def planning(self) -> SimplicityPlanning:
        return self.query_one(SimplicityPlanning)

    def show(self, view: SimplicityView, targets: frozenset[str], selected: int | None) -> None:
        first = self.view is None or self.view.width != view.width
        self.view = view
        self.city.show(view, targets)
        self.planning.show(view, selected)
        if first:
            self.fit()

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        if self.view is None or not self.size.width:
            return
        layout = plan_layout(self.view, self.size.width, self.size.height)
        if self.layout_now is not None and vars(layout) == vars(self.layout_now):
            return
        self.layout_now = layout
        city, planning = self.city, self.planning
        drawing = layout.cell.drawing(self.view.width)
        city.set_cell(layout.cell)
        city.styles.width, city.styles.height = drawing.width, drawing.height
        planning.set_variant(layout.variant, layout.spacing)
        pw, ph = planning_size(layout.variant, layout.spacing)
        planning.styles.width, planning.styles.height = pw, ph
        pair: Widget = self.query_one("#pair")
        pair.styles.layout = "horizontal" if layout.beside else "vertical"
        planning.styles.margin = (0, 0, 0, GAP) if layout.beside else (1, 0, 0, 0)
        legend = self.query_one("#legend", Static)
        lines = legend_lines(self.view, layout.width)
        legend.update(Text("\n").join(lines))
        legend.styles.width = layout.width
