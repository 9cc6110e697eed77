"""The map of Greece for Polis, drawn as a map from one seat's view.

The drawing (``assets/polis/drawing.json``, checked against the topology when loaded) is
scaled to the largest size that fits the widget (3x2 characters per template cell at 80x24,
8x5 at 200x60, 10x6 at 240x70), centred: territories on a land tint, sea zones on a water
tint, markets and the two Trade Ports at the edges, walls only between different places, trade
routes dotted (``·``, ``×`` where the enemy of the seat looking blocks them; the one lane that
crosses no sea zone, Athens' Trade Port to Thrakikon, on an open-water tint).  Each region
says what it holds (see ``regions``).  The cursor's region has heavy walls and its own
tint, the legal targets of the action being built double walls and a tint, the places changed
since your last turn an underlined name on a tint.  The market prices (and a legend, when
there is room) run under the map.

Arrows (or h j k l) move the cursor to the region beside it that way (while places are
lit, to the next lit one that way); Enter, space or a click chooses it.  Redraws are by line
and cached: a cursor step redraws only the lines of the two regions it leaves and enters.
"""

from __future__ import annotations

from boardgames_rules.core.i18n import N_, _
from boardgames_rules.polis import words
from boardgames_rules.polis.view import View
from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip

from boardgames_tui.games.polis.drawing import drawing
from boardgames_tui.games.polis.regions import (  # noqa: F401 (the panels import them here)
    Placed,
    owner_letter,
    place_items,
    place_kind,
    poleis_at,
    region_items,
)
from boardgames_tui.games.polis.scale import DOUBLE, HEAVY, LIGHT, Scaled, scaled, size_of
from boardgames_tui.styles import beside
from boardgames_tui.widgets.board import Board
from boardgames_tui.widgets.grid_board import ScreenDecidesKeys, cursor_bindings

# Characters per template cell, largest first (the widget takes the first that fits).
SCALES = ((10, 6), (9, 6), (8, 5), (7, 5), (6, 4), (5, 4), (5, 3), (4, 3), (4, 2), (3, 2))
TINT = {"land": "#4a3f28", "sea": "#1c3550", "market": "#3b2f45", "port": "#2f4a3a"}
LANE_TINT = "#14263a"  # open water a trade route crosses outside the sea zones
CURSOR_TINT = "#8a6d1a"
TARGET_TINT = "#2f6a3a"
CHANGED_TINT = "#6a2f5a"
WALL = "#a0a0a0"
ROUTE = "#e0c060"
BLOCKED = "bold #ff5050"
LEGEND = (  # the most needed first: a short terminal shows only the first lines
    # One line at 80x24: the units and a polis's cubes side by side, told apart by the ▪.
    N_("A3 hoplites or galleys"), N_("A▪3 polis: cubes"), N_("0 none"),
    N_("A3>S2 the side with more holds"),
    N_("A▪5/5 polis: owner (none: neutral), cubes/base"),
    N_("★ capital"), N_("@A proxenos"), N_("f4 fortification"), N_("✓ collected"),
    N_("! battle"), N_("· trade route"), N_("× blocked for you"), N_("TP Trade Port"),
    N_("━ cursor"), N_("═ target"),
)  # fmt: skip


def nearest(grid: dict[str, tuple[float, float]], start: str, dx: int, dy: int) -> str:
    """The region nearest to ``start`` in direction (dx, dy); ``start`` if none lies there."""
    col, row = grid[start]
    best, best_score = start, None
    for name, (c, r) in grid.items():
        along = (c - col) * dx + (r - row) * dy
        if along <= 0:
            continue
        across = abs(c - col) if dx == 0 else abs(r - row)
        score = (2 * along + 3 * across, c, r)
        if best_score is None or score < best_score:
            best, best_score = name, score
    return best


def wrap(phrases: tuple[str, ...], width: int) -> list[str]:
    """The phrases on as few lines of ``width`` as they take, two spaces apart."""
    lines: list[str] = []
    for phrase in phrases:
        if lines and len(lines[-1]) + 2 + len(phrase) <= width:
            lines[-1] += "  " + phrase
        else:
            lines.append(phrase[:width])
    return lines


class PolisMap(ScreenDecidesKeys, Board, can_focus=True):
    DEFAULT_CSS = beside(__file__)
    BINDINGS = cursor_bindings("step")

    cursor: reactive[str] = reactive("Attika")

    class Fitted(Message):
        """The map was fitted to a new size (the price line may have come or gone)."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view: View | None = None
        self.targets: frozenset[str] = frozenset()
        self.changed: frozenset[str] = frozenset()
        self.labels: dict[str, str | None] = {}  # the label each region shows now
        self._text: Placed = {}
        self._lines: dict[int, Strip] = {}
        self._scaled: Scaled | None = None
        self._origin: tuple[int, int] | None = None
        self._blocked: frozenset[str] = frozenset()
        self._placed: dict[str, tuple[Placed, str | None]] = {}  # each region's, shown now
        # Each region's fitted text by what it says, for one scaled drawing.
        self._fitted: tuple[Scaled | None, dict[tuple, tuple[Placed, str | None]]] = (None, {})

    # -- geometry ---------------------------------------------------------------------------
    def grid(self) -> dict[str, tuple[float, float]]:
        """Each place's centre on the template (cells), for the arrow keys."""
        return {
            name: (sum(x for x, _ in cells) / len(cells), sum(y for _, y in cells) / len(cells))
            for name, cells in drawing().cells.items()
        }

    def fit(self) -> Scaled:
        """The largest scaled drawing that fits, with one line left for the prices."""
        width, height = self.size.width, self.size.height - 1
        for cw, ch in SCALES:
            fx = size_of(cw, ch, True, True)[0] <= width
            fy = size_of(cw, ch, True, True)[1] <= height
            w, h = size_of(cw, ch, fx, fy)
            if w <= width and h <= height:
                return scaled(cw, ch, fx, fy)
        return scaled(*SCALES[-1], False, False)

    @property
    def origin(self) -> tuple[int, int]:
        """Where the map's top left character sits in the widget (the map is centred)."""
        if self._origin is None:
            s = self.scaled_map()
            under = len(self.under_lines(s.width))
            top = max(0, (self.size.height - s.height - under) // 2)
            self._origin = max(0, (self.size.width - s.width) // 2), top
        return self._origin

    def scaled_map(self) -> Scaled:
        """The drawing at the size fitted now (not Textual's `layout`, which lays out children)."""
        if self._scaled is None:
            self._scaled = self.fit()
        return self._scaled

    def point_of(self, zone: str) -> tuple[int, int]:
        """A widget offset inside ``zone``'s region (its widest row), for clicks."""
        s = self.scaled_map()
        y, (x0, length) = max(s.rows[zone].items(), key=lambda r: (r[1][1], -r[0]))
        ox, oy = self.origin
        return ox + x0 + length // 2, oy + y

    def zone_at(self, x: int, y: int) -> str | None:
        ox, oy = self.origin
        return self.scaled_map().place_at(x - ox, y - oy)

    # -- data -------------------------------------------------------------------------------
    def show(self, view: View, targets: frozenset[str]) -> None:
        old_targets = self.targets
        self.view, self.targets = view, targets
        self._rebuild(old_targets)

    def set_changed(self, places: frozenset[str]) -> None:
        """Mark the places changed since the seat's last turn (tint and underlined name)."""
        if places != self.changed:
            old, self.changed = self.changed, frozenset(places)
            if self._scaled is None:
                self._lines.clear()
                self.refresh()
            else:
                self._drop_regions(self._scaled, old ^ self.changed)

    def move_to(self, zone: str) -> None:
        if zone in drawing().cells and zone != self.cursor:
            self.cursor = zone
            self.post_message(self.Moved(zone))

    def watch_cursor(self, old: str, new: str) -> None:
        if self._scaled is None:
            return
        self._drop_regions(self._scaled, {old, new})

    def _drop_regions(self, s: Scaled, zones: set[str] | frozenset[str]) -> None:
        """Draw the lines of these regions again (their walls are on the same lines)."""
        _, oy = self.origin
        for zone in zones:
            first, last = s.spans[zone]
            for y in range(first, last + 1):
                self._lines.pop(oy + y, None)  # cached by the widget's line, not the map's
            self.refresh(Region(0, oy + first, self.size.width, last - first + 1))

    def on_resize(self) -> None:
        self._scaled = self._origin = None
        self._rebuild()
        self.post_message(self.Fitted())

    def _rebuild(self, old_targets: frozenset[str] | None = None) -> None:
        """Fit the texts of every region to the current size (a new view or a new size).

        With ``old_targets`` (a new view at the same size), only the lines of the regions whose
        text or target mark changed are drawn again: an action changes a few regions."""
        old_placed, old_blocked, old_origin = self._placed, self._blocked, self._origin
        self._text, self.labels, self._placed = {}, {}, {}
        self._origin, self._blocked = None, self.blocked_seas()
        if self.view is not None and self.size.width:
            s = self.scaled_map()
            if self._fitted[0] is not s:
                self._fitted = (s, {})
            fitted = self._fitted[1]
            if len(fitted) > 4000:  # a long game: start again rather than grow without end
                fitted.clear()
            seat = self.view.seat if self.view.seat is not None else self.view.current
            for name in drawing().cells:
                items = region_items(self.view, name, len(s.rows[name]), seat)
                # Fitting is a search; an action changes few regions: the rest are found.
                key = (name, tuple(tuple(tuple(way) for way in item) for item in items))
                found = fitted.get(key)
                if found is None:
                    found = fitted[key] = place_items(s, name, items)
                self._placed[name] = found
                self._text.update(found[0])
                self.labels[name] = found[1]
            if old_targets is not None and old_placed and self._blocked == old_blocked:
                if self.origin == old_origin:
                    self._redraw_regions(s, old_placed, old_targets)
                    return
        self._lines.clear()
        self.refresh()

    def _redraw_regions(self, s: Scaled, old_placed: dict, old_targets: frozenset[str]) -> None:
        """Drop the cached lines of the regions that look different now, and the lines under
        the map (the prices), and refresh them."""
        changed = {n for n, found in self._placed.items() if old_placed.get(n) is not found}
        self._drop_regions(s, changed | (old_targets ^ self.targets))
        _, oy = self.origin
        for y in [y for y in self._lines if y >= oy + s.height]:
            del self._lines[y]
        self.refresh(Region(0, oy + s.height, self.size.width, self.size.height))

    # -- keys and mouse ---------------------------------------------------------------------
    def action_step(self, dx: int, dy: int) -> None:
        self.move_to(self.next_region(self.cursor, dx, dy))

    def next_region(self, start: str, dx: int, dy: int) -> str:
        """The region an arrow leads to from ``start``: the one met most often looking that
        way from each of its cells on the drawing (so Left from Lakedaemon is Messenia, next
        to it, not Arkadia above); the nearest centre that way when nothing is met.

        While places are lit (an action chosen waits for its zone, a pending step's zones),
        only those are met: the arrows go from one lit place to the next, over the others,
        and stay put when none lies that way."""
        d = drawing()
        lit = self.targets
        met: dict[str, int] = {}
        for x, y in d.cells[start]:
            while 0 <= x < d.width and 0 <= y < d.height:
                x, y = x + dx, y + dy
                other = d.at(x, y)
                if other is not None and other != start and (not lit or other in lit):
                    met[other] = met.get(other, 0) + 1
                    break
        grid = self.grid()
        if not met:
            if lit:
                return nearest({n: grid[n] for n in lit | {start}}, start, dx, dy)
            return nearest(grid, start, dx, dy)
        sx, sy = grid[start]
        return max(met, key=lambda n: (met[n], -abs(grid[n][0] - sx) - abs(grid[n][1] - sy)))

    def action_choose(self) -> None:
        self.post_message(self.Chosen(self.cursor))

    def on_click(self, event: events.Click) -> None:
        zone = self.zone_at(event.x, event.y)
        if zone is None:
            return
        self.focus()
        self.move_to(zone)
        self.action_choose()

    # -- drawing ----------------------------------------------------------------------------
    def blocked_seas(self) -> frozenset[str]:
        """Sea zones the enemy of the seat looking holds: its routes through them are cut."""
        if self.view is None:
            return frozenset()
        seat = self.view.seat if self.view.seat is not None else self.view.current
        if seat is None:
            return frozenset()
        return frozenset(z.name for z in self.view.seas if z.control == 1 - seat)

    def under_lines(self, width: int) -> list[str]:
        """The price track, then the legend lines, as many as the height leaves room for."""
        if self.view is None:
            return []
        room = self.size.height - self.scaled_map().height
        legend = tuple(_(line) for line in LEGEND)
        return ([self.price_line(width)] + wrap(legend, width))[: max(0, room)]

    def prices_shown(self) -> bool:
        """Whether the price line fits under the map (else the zone panel carries it)."""
        return self.size.height > self.scaled_map().height

    def price_line(self, width: int) -> str:
        """The market prices and their track positions, as much of it as ``width`` holds."""
        assert self.view is not None
        prices = [(words.good(p.good), p.price, p.position) for p in self.view.prices]
        track = _("track")
        long = (
            _("Market prices:") + " " + "   ".join(f"{g} {n} ({track} {at})" for g, n, at in prices)
        )
        mid = _("Prices (track)") + " " + "  ".join(f"{g} {n} ({at})" for g, n, at in prices)
        short = _("Prices") + " " + " ".join(f"{g} {n}" for g, n, _at in prices)
        return next((t for t in (long, mid) if len(t) <= width), short[:width])

    def render_line(self, y: int) -> Strip:
        strip = self._lines.get(y)
        if strip is None:
            strip = self._render_row(y)
            self._lines[y] = strip
        return strip

    def _render_row(self, y: int) -> Strip:
        width = self.size.width
        if self.view is None:
            return Strip.blank(width)
        s = self.scaled_map()
        ox, oy = self.origin
        row = y - oy
        if 0 <= row < s.height:
            segments = [Segment(" " * ox)] + self._map_row(s, row)
        else:
            under = self.under_lines(s.width)
            i = row - s.height
            if not 0 <= i < len(under):
                return Strip.blank(width)
            segments = [Segment(" " * ox), Segment(under[i], Style.parse("dim" if i else "bold"))]
        return Strip(segments).simplify().adjust_cell_length(width)

    def _bg(self, name: str | None) -> str | None:
        if name is None or self.app.no_color:
            return None
        if name == self.cursor:
            return CURSOR_TINT
        if name in self.targets:
            return TARGET_TINT
        if name in self.changed:
            return CHANGED_TINT
        return TINT[place_kind(name)]

    def _map_row(self, s: Scaled, y: int) -> list[Segment]:
        """One line of the map, as runs of characters of one style (a line is ~160 cells and
        a cursor step redraws ~20 lines: per-character segments cost more than the rest)."""
        blocked, cursor, targets = self._blocked, self.cursor, self.targets
        no_color = self.app.no_color
        text, owner, dots, walls, lanes = self._text, s.owner[y], s.dots, s.wall, s.lane
        place_styles: dict[tuple[str, str], Style] = {}  # (place, text style) -> its style
        chars: list[str] = []
        styles: list[Style | None] = []
        for x in range(s.width):
            name = owner[x]
            if name is not None:
                char, style = text.get((x, y), (" ", ""))
                found = place_styles.get((name, style))
                if found is None:
                    shown = style
                    if name in self.changed and style and "bold" in style:
                        shown += " underline"  # the name of a changed place is underlined
                    found = place_styles[name, style] = _style(shown, self._bg(name))
                chars.append(char)
                styles.append(found)
                continue
            lane = None if no_color or (x, y) not in lanes else LANE_TINT
            route = dots.get((x, y))
            if route is not None:
                cut = bool(route & blocked)
                chars.append("×" if cut else "·")
                styles.append(_style(BLOCKED if cut else ROUTE, lane))
                continue
            wall = walls.get((x, y))
            if wall is None:
                chars.append(" ")
                styles.append(_style("", lane) if lane else None)
            elif cursor in wall.places:
                chars.append(HEAVY[wall.arms])
                styles.append(_style("bold", None))
            elif wall.places & targets:
                chars.append(DOUBLE[wall.arms])
                styles.append(_style("bold #80e080", None))
            elif wall.route is not None and wall.route & blocked:  # a cut line: ─×─×─
                cut = (x + y) % 2 == 0
                chars.append("×" if cut else LIGHT[wall.arms])
                styles.append(_style(BLOCKED if cut else WALL, None))
            elif wall.route is not None:
                chars.append("·")
                styles.append(_style(ROUTE, None))
            else:
                chars.append(LIGHT[wall.arms])
                styles.append(_style(WALL, None))
        out: list[Segment] = []
        start = 0
        for x in range(1, len(styles) + 1):  # one segment per run of the very same style
            if x == len(styles) or styles[x] is not styles[start]:
                out.append(Segment("".join(chars[start:x]), styles[start]))
                start = x
        return out


_STYLES: dict[tuple[str, str | None], Style] = {}


def _style(style: str, bg: str | None) -> Style:
    """One shared Style per (style, background): runs are told apart by identity."""
    key = (style, bg)
    found = _STYLES.get(key)
    if found is None:
        found = Style.parse(style) if style else Style()
        if bg is not None:
            found += Style(bgcolor=bg)
        _STYLES[key] = found
    return found
