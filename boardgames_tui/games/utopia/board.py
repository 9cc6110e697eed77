"""The Utopia city drawn as four islands, from one seat's view, on the static layer of
:mod:`isles` (land, alleys, bridges, sea, lighthouses, ships).

Each district is a patch of land between alleys; what is in it reads without colour::

    >Wi1 Sail Quay 2    marker, label (rules/utopia/labels.py), name (whole where it
                        fits), printed value
    [M2] M1×2 M2 P3     monument: Maya of player 2; princes by civilisation and owner: two
                        Maya of player 1 (``×2`` only when more than one), one of player 2,
                        a Persian of player 3

One form at every size, so a prince always shows its owner: ``G22`` read as player 22, and
civilisation counts (``P₁G₂``) dropped the owners (issue 42).  In the two largest drawings the
monument and each civilisation take a line of their own, named (``M1×2 M2 Maya``).  Where the
pieces do not fit spaced they are packed (``M1×2P3``: each starts with its capital), and what
still does not fit ends with ``+N`` (never a cut "…"; the line under the city names them all)::

    >F6  4
    [M1]+3              player 1's Maya monument and three princes the cell has no room for

The marker is ``>`` where the chosen action can apply (with a tint), ``@`` where a move
starts, ``*`` changed since the seat's last turn (another tint); the cursor's district has its
own tint and its id reversed.
By each island's harbours, in the sea: its name, its wonder (``♛2``: player 2's) and, in
phase 1, the guests waiting there.  ``▲1`` is a ship in sea sector S1.

The widget picks the largest drawing that fits its own size and centres it.  The drawing is
kept as a grid of styled cells; a change (a cursor step, a new view) repaints only the
districts whose content changed and refreshes only their lines.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from boardgames_rules.core import i18n
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.utopia import labels
from boardgames_rules.utopia.data import board
from boardgames_rules.utopia.view import DistrictView, UtopiaView
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region
from textual.strip import Strip

from boardgames_tui.games.utopia.city_plan import city_plan
from boardgames_tui.games.utopia.isles import Drawing, drawings
from boardgames_tui.games.utopia.princes import (
    first_words,
    key_word,
    one_per_line,
    owner_mark,
    prince_groups,
    prince_lines,
)
from boardgames_tui.styles import beside
from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.board import Board
from boardgames_tui.widgets.grid_board import ScreenDecidesKeys, cursor_bindings

WONDER = "♛"
# Tints of the drawing (seat colours come from the theme).
LAND = Style(color="#d8cfa8", bgcolor="#3b3422")
WALL = Style(color="#8c7d55", bgcolor="#3b3422")
OUT = Style(color="#707070", bgcolor="#2a2a2a")  # land out of play (Water with two players)
SEA = Style(color="#2f6d99", bgcolor="#0d2436")
LANE = Style(color="#3a7fb0", bgcolor="#10304a")
BRIDGE = Style(color="#e0c080", bgcolor="#10304a", bold=True)
LIGHT = Style(color="#ffe066", bgcolor="#0d2436", bold=True)
DASH = Style(color="#8fb8d8", bgcolor="#0d2436")
SHIP = Style(color="#ffffff", bgcolor="#0d2436", bold=True)
BAND = Style(color="#e8e8e8", bgcolor="#0d2436", bold=True)
TARGET = Style(bgcolor="#6b6b00")
CURSOR = Style(bgcolor="#5a3a78")
CHANGED = Style(bgcolor="#2e3f6e")
STATIC_STYLES = {
    "wall": WALL,
    "bridge": BRIDGE,
    "lane": LANE,
    "sea": SEA,
    "light": LIGHT,
    "dash": DASH,
    "frame": Style(),
}
# Shown through the catalogue (``_(LEGEND)``) where it is drawn.
LEGEND = N_(
    "[M2] Maya monument of 2 · M1×2: 2 Maya princes of 1 · M2: 1 of 2 · +4: 4 more princes "
    "(the line under the city names them) · ♛2 wonder of 2 · ▲1 ship, sea S1"
)

Cell = tuple[str, Style]


def wave(x: int, y: int) -> str:
    """The sea's glyph: a wave every third cell, staggered by row, so the water reads as
    water and the land's text stands out against it."""
    return "~" if (x + 2 * y) % 3 == 0 else " "


@cache
def shown_names(language: str) -> tuple[str, ...]:
    """Every district's name in ``language`` (the active one: a box's word must tell its
    district apart from the others)."""
    return tuple(labels.place(name) for name in board().names)


@dataclass(frozen=True)
class Paint:
    """What a district box shows: when it is unchanged, the box is not repainted."""

    district: DistrictView
    marker: str
    target: bool
    cursor: bool
    changed: bool


class UtopiaCity(ScreenDecidesKeys, Board, can_focus=True):
    DEFAULT_CSS = beside(__file__)
    BINDINGS = [
        *cursor_bindings(choose=N_("Choose district")),
        # With nothing chosen, Enter lists what can be done at the district (the screen says
        # which of the two Enter is now, board_key_state).
        Binding("enter,space", "look", N_("What is here"), id="board.choose"),
    ]

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.spec = city_plan().spec
        self.view: UtopiaView | None = None
        self.targets: frozenset[str] = frozenset()
        self.origin: str | None = None
        self.changed: frozenset[str] = frozenset()
        self.cursor_district = "V1"
        self.drawing: Drawing = drawings()[0]
        self._cells: list[list[Cell]] = []
        self._base: list[list[Cell]] = []
        self._base_key: tuple | None = None
        self._painted: dict[str, Paint] = {}
        self._bands: dict[str, tuple] = {}
        self._strips: dict[int, Strip] = {}

    # -- geometry ---------------------------------------------------------------------------
    def pick_drawing(self) -> Drawing:
        """The largest drawing that fits the widget (the smallest when nothing fits)."""
        width, height = self.size
        fitting = [d for d in drawings() if d.width <= width and d.height <= height]
        return fitting[-1] if fitting else drawings()[0]

    @property
    def offset_xy(self) -> tuple[int, int]:
        width, height = self.size
        return max(0, (width - self.drawing.width) // 2), max(
            0, (height - self.drawing.height) // 2
        )

    def box(self, district: str) -> Region:
        """Where a district's text goes, in the widget's coordinates."""
        x, y, w, h = self.drawing.boxes[district]
        ox, oy = self.offset_xy
        return Region(x + ox, y + oy, w, h)

    def in_play(self) -> list[str]:
        if self.view is None:
            return list(self.spec.districts)
        return [d.id for d in self.view.districts if d.in_play]

    def on_resize(self, event: events.Resize) -> None:
        drawing = self.pick_drawing()
        if drawing is not self.drawing:
            self.drawing = drawing
            self._base_key = None
        self.repaint()
        self.refresh()

    # -- the cursor and choosing ------------------------------------------------------------
    def move_to(self, district: str) -> None:
        if district != self.cursor_district:
            self.cursor_district = district
            self.post_message(self.Moved(district))
            self.repaint()

    def action_cursor(self, dx: int, dy: int) -> None:
        """Go to the nearest district in play in that direction (on the island grid)."""

        def centre(d: str) -> tuple[float, float]:
            c, r, w, h = self.spec.districts[d]
            return c + w / 2, r + h / 2

        x, y = centre(self.cursor_district)
        best = None
        for district in self.in_play():
            cx, cy = centre(district)
            along = (cx - x) * dx + (cy - y) * dy
            across = abs((cx - x) * dy + (cy - y) * dx)
            if along <= 0:
                continue
            key = (across + along * 0.5, across, district)
            if best is None or key < best:
                best = key
        if best is not None:
            self.move_to(best[2])

    def action_choose(self) -> None:
        if self.view is not None and self.cursor_district in self.in_play():
            self.post_message(self.Chosen(self.cursor_district))

    def action_look(self) -> None:
        self.action_choose()  # the screen answers by what is chosen

    def district_at(self, x: int, y: int) -> str | None:
        ox, oy = self.offset_xy
        return self.drawing.district_at(x - ox, y - oy)

    def on_click(self, event: events.Click) -> None:
        district = self.district_at(event.x, event.y)
        if district is not None and district in self.in_play():
            self.focus()
            self.move_to(district)
            self.action_choose()

    # -- what is shown ----------------------------------------------------------------------
    def show(self, view: UtopiaView, targets: frozenset[str], origin: str | None = None) -> None:
        self.view, self.targets, self.origin = view, targets, origin
        if self.cursor_district not in self.in_play():
            self.cursor_district = self.in_play()[0]
        self.repaint()

    def set_changed(self, places: frozenset[str]) -> None:
        """Mark these districts (changed since the seat's last turn) until called with none."""
        if places != self.changed:
            self.changed = frozenset(places)
            self.repaint()

    def on_focus(self) -> None:
        self.repaint()

    def on_blur(self) -> None:
        self.repaint()

    # -- painting ---------------------------------------------------------------------------
    def repaint(self) -> None:
        """Bring the cell grid up to date, refreshing only the lines that changed."""
        if self.view is None:
            return
        d = self.drawing
        out = tuple(i.id for i in self.view.islands if not i.in_play)
        # The language too: names and words in the boxes and bands are in the one on screen.
        key = (id(d), out, i18n.current())
        if key != self._base_key:
            self._base = self._static(d, set(out))
            self._cells = [row[:] for row in self._base]
            self._base_key = key
            self._painted, self._bands, self._strips = {}, {}, {}
            self.refresh()
        dirty: set[int] = set()
        for district in self.view.districts:
            paint = self._paint_of(district)
            if self._painted.get(district.id) != paint:
                self._paint_box(paint)
                self._painted[district.id] = paint
                x, y, w, h = d.boxes[district.id]
                dirty.update(range(y, y + h))
        level = self.band_level()
        for island in self.view.islands:
            band = (island, self.view.phase, level)
            if self._bands.get(island.id) != band:
                self._paint_band(island, level)
                self._bands[island.id] = band
                dirty.add(d.bands[island.id][1])
        ox, oy = self.offset_xy
        for y in dirty:
            self._strips.pop(y, None)
            self.refresh(Region(0, y + oy, self.size.width, 1))

    def _paint_of(self, district: DistrictView) -> Paint:
        if district.id == self.origin:
            marker = "@"
        elif district.id in self.targets:
            marker = ">"
        elif district.id in self.changed:
            marker = "*"
        else:
            marker = " "
        return Paint(
            district,
            marker,
            district.id in self.targets,
            district.id == self.cursor_district and district.in_play and self.can_focus,
            district.id in self.changed,
        )

    def _static(self, d: Drawing, out: set[str]) -> list[list[Cell]]:
        island_of = {x: x[0] for x in self.spec.districts}
        rows: list[list[Cell]] = []
        for y in range(d.height):
            row: list[Cell] = []
            for x in range(d.width):
                tag, glyph = d.tags[y][x], d.glyphs[y][x]
                if tag.startswith("d:"):
                    style = OUT if island_of[tag[2:]] in out else LAND
                elif tag.startswith("ship:"):
                    style = OUT if island_of[tag[5:]] in out else SHIP
                elif tag == "wall":
                    near = {
                        d.tags[y + dy][x + dx][2:3]
                        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                        if 0 <= y + dy < d.height
                        and 0 <= x + dx < d.width
                        and d.tags[y + dy][x + dx].startswith("d:")
                    }
                    style = OUT if near and near <= out else WALL
                else:
                    style = STATIC_STYLES.get(tag, SEA)
                    if tag in ("sea", "lane") and glyph == "~":
                        glyph = wave(x, y)
                row.append((glyph, style))
            rows.append(row)
        # The sector after each ship: "▲1" (S1), where the next cell is open sea.
        sea_of = {v.id: v.sea for v in (self.view.districts if self.view else ())}
        for harbour, (x, y) in d.ships.items():
            sea = sea_of.get(harbour)
            if sea and x + 1 < d.width and d.tags[y][x + 1] == "sea":
                style = OUT if island_of[harbour] in out else SHIP
                rows[y][x + 1] = (sea[1:], style)
        return rows

    def _put(self, x: int, y: int, text: Text, base: Style, limit: int) -> None:
        """Write ``text`` from (x, y), at most ``limit`` cells, on top of the base style."""
        column = x
        for span_text, span_style in _styled_chars(text):
            if column >= x + limit:
                break
            self._cells[y][column] = (span_text, base + span_style)
            column += 1

    def _paint_box(self, paint: Paint) -> None:
        d, district = self.drawing, paint.district
        x0, y0, w, h = d.boxes[district.id]
        base = OUT if not district.in_play else LAND
        if paint.cursor:
            base = base + CURSOR
        elif paint.target:
            base = base + TARGET
        elif paint.changed:
            base = base + CHANGED
        for y in range(y0, y0 + h):
            for x in range(x0, x0 + w):
                self._cells[y][x] = (" ", base)
        for y, line in enumerate(self.box_lines(paint, w, h)):
            self._put(x0, y0 + y, line, base, w)

    def box_lines(self, paint: Paint, w: int, h: int) -> list[Text]:
        """The text of a district box, ``h`` lines of at most ``w`` cells."""
        district = paint.district
        ident = Text(labels.district(district.id), style="reverse bold" if paint.cursor else "bold")
        if paint.changed:
            ident.stylize("underline")
        value = Text(str(district.value))
        head = Text(paint.marker, style="bold") + ident
        lines: list[Text] = []
        rest = w - head.cell_len - 1 - value.cell_len  # room for " name " between id and value
        name = labels.place(district.name)
        second_name = None
        if len(name) + 1 <= rest:
            shown = name
        elif h >= 3 and len(name) <= w:
            shown, second_name = "", name
        elif len(word := key_word(name, shown_names(i18n.current()))) + 1 <= rest:
            shown = word
        elif h >= 3:  # the words of the name that fit a line of their own
            part, key = first_words(name, w), key_word(name, shown_names(i18n.current()))
            if key not in part.split() and len(key) <= w:
                part = key  # "Perlas", not "Puerto de" (English names: their first word)
            shown, second_name = "", part
        else:
            shown = ""
        first = head.copy()
        if shown:
            first.append(" " + shown)
        first.append(" " * max(1, w - first.cell_len - value.cell_len))
        first.append_text(value)
        lines.append(first)
        if second_name:
            lines.append(Text(second_name, style="italic"))
        if not district.in_play:
            for line in lines:
                line.stylize("dim")
            return lines[:h]
        pieces: list[Text] = []
        if district.monument is not None:
            m = district.monument
            monument = Text("[")
            monument.append(m.civ, style="bold")
            monument.append(owner_mark(m.owner), style=seat_style(m.owner))
            monument.append("]")
            pieces.append(monument)
        civs = self.view.civs if self.view else ("M", "P", "E", "G", "C")
        pieces += prince_groups(district.princes, civs)
        rows = h - len(lines)
        if pieces and rows > 0:
            # Boxes tall enough for a monument and every civilisation under the first line
            # (the two largest drawings) list them one a line; the others flow them.
            tall = h > len(civs) + 1
            lines += (tall and one_per_line(pieces, w, rows)) or prince_lines(pieces, w, rows)
        return lines[:h]

    def _band_tries(self, island) -> list[tuple[list[Text], bool]]:
        """The band's pieces, fullest first, each with whether it keeps a sea cell either side.

        In phase 1 the waiting guests follow their island's name as one piece (``Wind guests
        PP``), in one form on every island (:meth:`band_level`): a player read guests placed
        apart, after a ship, as uneven, and guests away from any name (Spanish ``Viento`` at
        80x24) as nobody's.  Where a name and its guests find no room, the wonder goes first
        and then they touch, the guests' reverse parting them (``VientoEC``)."""
        name = Text(labels.place(island.name), style="bold underline")
        extras: list[Text] = []
        if not island.in_play:
            extras.append(Text(_("out"), style="dim"))
        elif island.wonder is not None:
            extras.append(
                Text(f"{WONDER}{owner_mark(island.wonder)}", style=seat_style(island.wonder))
            )
        if not self._shows_guests(island):
            return [([name, *extras], True), ([name, *extras], False), ([*extras, name], False),
                    (extras, False)]  # fmt: skip
        guests = Text("".join(island.waiting), style="bold reverse")
        word = Text.assemble(name, " ", (_("guests"), "bold"), " ", guests)
        short = Text.assemble(name, " ", guests)
        tight = Text.assemble(name, guests)
        return [([word, *extras], True), ([short, *extras], True), ([short, *extras], False),
                ([*extras, short], False), ([tight, *extras], False), ([*extras, tight], False),
                ([guests, *extras], False)]  # fmt: skip

    def _shows_guests(self, island) -> bool:
        return self.view is not None and self.view.phase == "welcome" and bool(island.waiting)

    def _band_placed(self, island, level: int) -> tuple[int, list[tuple[int, Text]]]:
        """Where the band's pieces go: the fullest form from ``level`` on that fits, and its
        level."""
        d = self.drawing
        x0, y, room = d.bands[island.id]
        free = [
            x
            for x in range(x0, min(x0 + room, d.width))
            if d.tags[y][x] == "sea" and self._base[y][x][0] in ("~", " ")
        ]
        free_set = set(free)

        def room_at(start: int, n: int, gaps: bool) -> bool:
            # a sea cell either side (or the band's end) so a word does not touch a ship's label
            inside = all(start + i in free_set for i in range(n))
            before = start == x0 or start - 1 in free_set
            after = start + n == x0 + room or start + n in free_set
            return inside and (not gaps or (before and after))

        def place(pieces: list[Text], gaps: bool) -> list[tuple[int, Text]] | None:
            placed, x = [], x0
            for piece in pieces:
                n = piece.cell_len
                start = next((s for s in free if s >= x and room_at(s, n, gaps)), None)
                if start is None:
                    return None
                placed.append((start, piece))
                x = start + n + 1
            return placed

        tries = self._band_tries(island)
        # The guests' level is theirs: an island without guests keeps its name.
        for at in range(level if self._shows_guests(island) else 0, len(tries)):
            placed = place(*tries[at])
            if placed is not None:
                return at, placed
        return len(tries), []

    def band_level(self) -> int:
        """The one form every island's guests take: the fullest that fits on all of them."""
        if self.view is None or self.view.phase != "welcome":
            return 0
        level = 0
        for island in self.view.islands:
            if self._shows_guests(island):
                level = max(level, self._band_placed(island, level)[0])
        return level

    def _paint_band(self, island, level: int) -> None:
        """The island's name, wonder and waiting guests in the sea by its harbours."""
        d = self.drawing
        x0, y, room = d.bands[island.id]
        for x in range(x0, min(x0 + room, d.width)):
            self._cells[y][x] = self._base[y][x]
        for start, piece in self._band_placed(island, level)[1]:
            self._put(start, y, piece, BAND, piece.cell_len)

    # -- rendering --------------------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        width = self.size.width
        ox, oy = self.offset_xy
        dy = y - oy
        if not self._cells or not 0 <= dy < self.drawing.height:
            return Strip.blank(width)
        strip = self._strips.get(dy)
        if strip is None:
            segments = []
            run, style = "", None
            for glyph, cell_style in self._cells[dy]:
                if cell_style == style:
                    run += glyph
                else:
                    if run:
                        segments.append(Segment(run, style))
                    run, style = glyph, cell_style
            if run:
                segments.append(Segment(run, style))
            strip = Strip(segments, self.drawing.width)
            self._strips[dy] = strip
        left = Strip.blank(ox)
        return Strip.join([left, strip]).extend_cell_length(width).crop(0, width)

    def plain(self) -> str:
        """The drawing as text (tests read it)."""
        return "\n".join("".join(g for g, _ in row) for row in self._cells)


def _styled_chars(text: Text):
    """Each character of ``text`` with its style (spans combined)."""
    plain = text.plain
    styles = [Style.parse(text.style) if isinstance(text.style, str) else text.style] * len(plain)
    for span in text.spans:
        style = Style.parse(span.style) if isinstance(span.style, str) else span.style
        for i in range(span.start, min(span.end, len(plain))):
            styles[i] = styles[i] + style
    return zip(plain, styles, strict=True)
