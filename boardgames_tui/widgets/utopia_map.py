"""The Utopia city as a schematic: islands of district boxes, placed by assets/utopia/layout.json.

Each district is a box two lines high, readable without colour::

    V1 Sail 2~1     id, short name, printed value, ship in sea sector S1 (``~1``)
    [M2]1M2P 2E     monument: Maya of player 2; princes: player 1 two Maya, one
                    Persian; player 2 one Egyptian (owner digit, civ letters, counts)

The column left of a box shows ``>`` when the chosen action can apply there (the box is also
underlined on a tint) and ``@`` on the district an action starts from.  Island titles show the
wonder (``♛2``: player 2's) and, in phase 1, the guests waiting there (``guests MPP``).
Arrows or h j k l move the cursor between districts, Enter or a click chooses one; the choice
goes up as :class:`UtopiaMap.Chosen` naming the district.
"""

from __future__ import annotations

from boardgames_rules.utopia.layout import CityLayout, city_layout
from boardgames_rules.utopia.view import DistrictView, UtopiaView
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region
from textual.message import Message

from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.grid_board import GridBoard

BOX = 11  # characters of a district box
CELL = BOX + 1  # with the marker column on its left
LINES = 2  # lines of a district box
GAP = 2  # columns between islands side by side
WONDER = "♛"
LEGEND = "V1 Sail 2~1: id name value ship~sea   [M2] monument Maya of 2   1M2P: 1's princes"


def owner_mark(seat: int) -> str:
    """The digit that marks a player's pieces on the city (1 for the first seat)."""
    return str(seat + 1)


def princes_text(princes: tuple[tuple[int, ...], ...], civs: tuple[str, ...]) -> Text:
    """``1M2P 2E``: owner digit, then each civilisation's letter and count (when above 1)."""
    text = Text()
    for seat, counts in enumerate(princes):
        if not any(counts):
            continue
        if text:
            text.append(" ")
        text.append(owner_mark(seat), style=seat_style(seat))
        for civ, n in zip(civs, counts, strict=True):
            if n:
                text.append(civ + (str(n) if n > 1 else ""))
    return text


def fitted_princes(princes: tuple[tuple[int, ...], ...], civs: tuple[str, ...], room: int) -> Text:
    """The owners' groups that fit in ``room`` columns, then ``+N`` for the princes left out.

    Never cut inside a group: the district panel lists every prince in full.
    """
    groups = [(seat, counts) for seat, counts in enumerate(princes) if any(counts)]
    shown = Text()
    for n, (seat, _counts) in enumerate(groups):
        piece = princes_text(
            tuple(c if s == seat else (0,) * len(c) for s, c in enumerate(princes)), civs
        )
        hidden = sum(sum(c) for _, c in groups[n + 1 :])
        tail = f" +{hidden}" if hidden else ""
        gap = 1 if shown else 0
        if shown.cell_len + gap + piece.cell_len + len(tail) > room:
            left = sum(sum(c) for _, c in groups[n:])
            more = f"+{left}"
            if shown.cell_len + gap + len(more) > room and shown:
                return shown  # unreachable in practice: a group is at least 2 columns
            if shown:
                shown.append(" ")
            shown.append(more, style="bold")
            return shown
        if shown:
            shown.append(" ")
        shown.append_text(piece)
    return shown


class UtopiaMap(GridBoard):
    DEFAULT_CSS = """
    UtopiaMap { width: 50; height: auto; }
    UtopiaMap:focus { background: $boost; }
    """
    BINDINGS = [
        Binding("up,k", "cursor(0,-1)", "Up", show=False),
        Binding("down,j", "cursor(0,1)", "Down", show=False),
        Binding("left,h", "cursor(-1,0)", "Left", show=False),
        Binding("right,l", "cursor(1,0)", "Right", show=False),
        Binding("enter,space", "choose", "Choose district"),
    ]

    class Chosen(GridBoard.Chosen):
        """A district was chosen (``cell`` is its id, e.g. "F2")."""

    class Moved(Message):
        """The cursor is on another district (``district`` is its id)."""

        def __init__(self, district: str) -> None:
            self.district = district
            super().__init__()

    def __init__(self, layout: CityLayout | None = None, **kwargs) -> None:
        super().__init__(**kwargs)
        self.plan = layout or city_layout()
        self.view: UtopiaView | None = None
        self.targets: frozenset[str] = frozenset()
        self.origin: str | None = None
        self.changed: frozenset[str] = frozenset()
        starts_x = sorted({c for c, _ in self.plan.island_at.values()})
        starts_y = sorted({r for _, r in self.plan.island_at.values()})
        self._x = [c * CELL + GAP * (sum(1 for s in starts_x if s <= c) - 1) for c in range(99)]
        self._y = [r * LINES + sum(1 for s in starts_y if s <= r) for r in range(99)]
        self.set_reactive(UtopiaMap.cursor, self.plan.cells[min(self.plan.cells)])

    def watch_cursor(self) -> None:
        self.post_message(self.Moved(self.cursor_cell))

    # -- geometry ---------------------------------------------------------------------------
    @property
    def map_width(self) -> int:
        return self._x[self.plan.columns - 1] + CELL

    @property
    def map_height(self) -> int:
        return self._y[self.plan.rows - 1] + LINES

    def box(self, district: str) -> Region:
        """Where a district's box is drawn (marker column included)."""
        column, row = self.plan.cells[district]
        return Region(self._x[column], self._y[row], CELL, LINES)

    def in_play(self) -> list[str]:
        if self.view is None:
            return list(self.plan.cells)
        return [d.id for d in self.view.districts if d.in_play]

    def grid_size(self) -> tuple[int, int]:
        return self.plan.columns, self.plan.rows

    def cell_name(self, column: int, line: int) -> str:
        for district, cell in self.plan.cells.items():
            if cell == (column, line):
                return district
        return ""

    @property
    def cursor_district(self) -> str:
        return self.cursor_cell

    def move_to(self, district: str) -> None:
        self.cursor = self.plan.cells[district]
        self.scroll_cursor_visible()

    def scroll_cursor_visible(self) -> None:
        parent = self.parent
        district = self.cursor_cell
        if district and parent is not None and hasattr(parent, "scroll_to_region"):
            region = self.box(district).translate(self.virtual_region.offset)
            parent.scroll_to_region(region.grow((1, 0, 1, 0)), animate=False, immediate=True)

    def action_cursor(self, dx: int, dy: int) -> None:
        """Go to the nearest district in play in that direction (islands have holes)."""
        column, row = self.cursor
        best: tuple[int, int, tuple[int, int]] | None = None
        for district in self.in_play():
            c, r = self.plan.cells[district]
            along, across = (
                (c - column) * dx + (r - row) * dy,
                abs((c - column) * dy + (r - row) * dx),
            )
            if along <= 0:
                continue
            key = (across, along, (c, r))
            if best is None or key < best:
                best = key
        if best is not None:
            self.cursor = best[2]
            self.scroll_cursor_visible()

    def action_choose(self) -> None:
        district = self.cursor_cell
        if self.view is not None and district in self.in_play():
            self.post_message(self.Chosen(district))

    def on_click(self, event: events.Click) -> None:
        for district in self.in_play():
            if self.box(district).contains(event.x, event.y):
                self.cursor = self.plan.cells[district]
                self.focus()
                self.action_choose()
                return

    # -- drawing ----------------------------------------------------------------------------
    def show(self, view: UtopiaView, targets: frozenset[str], origin: str | None = None) -> None:
        self.view, self.targets, self.origin = view, targets, origin
        if self.cursor_cell not in self.in_play():
            self.cursor = self.plan.cells[self.in_play()[0]]
        self.refresh(layout=True)

    def set_changed(self, places: frozenset[str]) -> None:
        """Mark these districts (changed since the seat's last turn) until called with none."""
        if places != self.changed:
            self.changed = frozenset(places)
            self.refresh()

    def get_content_height(self, container, viewport, width: int) -> int:
        return self.map_height

    def get_content_width(self, container, viewport) -> int:
        return self.map_width

    def render(self) -> Text:
        lines: list[list[tuple[int, Text]]] = [[] for _ in range(self.map_height)]
        if self.view is None:
            return Text()
        view = self.view
        by_id = {d.id: d for d in view.districts}
        for island in view.islands:
            column, row = self.plan.island_at[island.id]
            width = self.plan.island_size[island.id][0] * CELL - 1
            title = self._title(island, view)
            title.truncate(width)
            lines[self._y[row] - 1].append((self._x[column] + 1, title))
            for district_id in island.districts:
                district = by_id[district_id]
                region = self.box(district_id)
                first, second = self._box(district, view)
                lines[region.y].append((region.x, first))
                lines[region.y + 1].append((region.x, second))
        text = Text()
        for pieces in lines:
            line = Text()
            for x, piece in sorted(pieces, key=lambda p: p[0]):
                line.append(" " * max(0, x - line.cell_len))
                line.append_text(piece)
            text.append_text(line)
            text.append("\n")
        text.rstrip()
        return text

    def _title(self, island, view: UtopiaView) -> Text:
        title = Text(island.name, style="bold underline")
        if not island.in_play:
            title.append(" out of play", style="dim")
            return title
        if island.wonder is not None:
            title.append(" ")
            title.append(f"{WONDER}{owner_mark(island.wonder)}", style=seat_style(island.wonder))
        if view.phase == "welcome" and island.waiting:
            title.append(" guests ", style="dim")
            title.append("".join(island.waiting), style="bold")
        return title

    def _box(self, district: DistrictView, view: UtopiaView) -> tuple[Text, Text]:
        short = self.plan.short[district.id]
        ship = f"~{district.sea[1:]}" if district.ship and district.sea else "  "
        first = Text(f"{district.id} {short:<4} {district.value}{ship}")
        second = Text()
        monument = district.monument
        if monument is not None:
            second.append("[")
            second.append(monument.civ, style="bold")
            second.append(owner_mark(monument.owner), style=seat_style(monument.owner))
            second.append("]")
        second.append_text(fitted_princes(district.princes, view.civs, BOX - second.cell_len))
        second.align("left", BOX)
        if not district.in_play:
            first.stylize("dim")
            second = Text(" " * BOX)
        target = district.id in self.targets
        if target:
            first.stylize("underline on #5f5f00")
            second.stylize("on #5f5f00")
        if self.plan.cells[district.id] == self.cursor and self.has_focus and district.in_play:
            first.stylize("reverse")
            second.stylize("reverse")
        if district.id in self.changed:
            first.stylize("underline on #303a5f")
            second.stylize("on #303a5f")
        changed = "*" if district.id in self.changed else " "
        mark = "@" if district.id == self.origin else (">" if target else changed)
        return Text(mark, style="bold") + first, Text(mark, style="bold") + second
