"""The schematic map of Greece for Polis: one small box per territory, sea zone, market and port.

Boxes sit on the grid of ``assets/polis/layout.json`` (``compact`` positions on short
terminals) and are drawn from the seat's view only.  The box of a territory (sea zone) reads::

    [Attika]   control: [..] Athens, (..) Sparta, plain nobody
    A3·S2 c    hoplites of Athens and Sparta (≈ at sea: galleys); c collected, x blocked
    Ath A5/4@  a polis: owner A/S/-, 5 cubes, fortification 4, @ a proxenos stands there

On short terminals a box has three lines (the polis line shrinks to ``A5 A1``: owner and
cubes per polis) and the map scrolls to keep the cursor in sight.  Arrows (or h j k l) move
the cursor to the nearest box in that direction; Enter, space or a click chooses it.
Legal targets carry a ``*`` and a highlight; colour never carries meaning alone.
"""

from __future__ import annotations

from boardgames_rules.polis.data import data
from boardgames_rules.polis.view import View, ZoneView
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from boardgames_tui.theme import seat_style

COLUMNS = 9
RICH_LINES, COMPACT_LINES = 5, 3
BRACKETS = ("[]", "()")
OWNER = ("A", "S")


def owner_letter(seat: int | None) -> str:
    return "-" if seat is None else OWNER[seat]


def place_kind(name: str) -> str:
    d = data()
    if name in d.t_index:
        return "land"
    if name in d.s_index:
        return "sea"
    if name in d.market_names:
        return "market"
    return "port"


def poleis_at(name: str) -> tuple[str, ...]:
    """The poleis drawn in a box: a territory's, or the port poleis outside every territory."""
    d = data()
    if name in d.t_index:
        return d.poleis_in[name]
    if name in d.s_index:
        return tuple(p.name for p in d.poleis if p.territory is None and p.ports[0] == name)
    return ()


def box_lines(view: View, name: str, width: int, rich: bool) -> list[tuple[str, str]]:
    """The lines (text, style) of one box, each at most ``width`` characters."""
    d = data()
    kind = place_kind(name)
    lines: list[tuple[str, str]] = []
    if kind in ("land", "sea"):
        zone = _zone(view, name)
        room = width - 2
        label = zone.name if room >= 7 else d.short[name]
        left, right = BRACKETS[zone.control] if zone.control is not None else "  "
        lines.append((f"{left}{label[:room]}{right}", seat_style(zone.control)))
        a, s = zone.units
        sep = "≈" if zone.sea else "·"
        units = f"A{a}{sep}S{s}" if a or s else f"  {sep}  "
        if zone.collected:
            units += " c"
        if zone.blocked:
            units += " x"
        lines.append((units, "italic" if zone.sea else ""))
        poleis = [next(p for p in view.poleis if p.name == n) for n in poleis_at(name)]
        if rich:
            for p in poleis:
                prox = "@" * len(p.proxenoi)
                short = d.polis_short[p.name]
                text = f"{short} {owner_letter(p.owner)}{p.pop}/{p.fortification}{prox}"
                lines.append((text, seat_style(p.owner)))
        elif poleis:
            text = " ".join(f"{owner_letter(p.owner)}{p.pop}" for p in poleis)
            if len(text) > width:
                text = text.replace(" ", "")
            if any(p.proxenoi for p in poleis) and len(text) < width:
                text += "@"
            owners = {p.owner for p in poleis}
            lines.append((text, seat_style(owners.pop()) if len(owners) == 1 else ""))
    elif kind == "market":
        market = next(m for m in view.markets if m.name == name)
        label = market.name if rich else d.short[name]
        lines.append((f"${label}"[:width], "bold"))
        reach = "".join(
            f"{o}{'+' if ok else '-'}" for o, ok in zip(OWNER, market.reachable, strict=True)
        )
        lines.append((reach, ""))
        if rich:
            for load in market.shiploads:
                who = owner_letter(load.merchant) if load.merchant is not None else "·"
                if load.merchant is None and not load.usable:
                    who = "x"
                text = f"{load.good[:3]}>{load.reward[0]}{load.amount} {who}"
                lines.append((text, seat_style(load.merchant)))
        else:
            free = sum(1 for load in market.shiploads if load.usable)
            lines.append((f"{free}/{len(market.shiploads)}", ""))
    else:
        seat = next(s for s, port in enumerate(view.trade_ports) if port == name)
        side = view.sides[seat]
        label = f"Port {side.faction[:3]}" if rich else d.short[name]
        lines.append((f"#{label}"[:width], seat_style(seat)))
        lines.append((f"m{side.merchants_in_port}", seat_style(seat)))
        if rich:
            lines.append((f"loads {side.merchants_on_shiploads}", ""))
    return [(text[:width], style) for text, style in lines]


def _zone(view: View, name: str) -> ZoneView:
    for zone in view.territories + view.seas:
        if zone.name == name:
            return zone
    raise KeyError(name)


def nearest(grid: dict[str, tuple[int, int]], start: str, dx: int, dy: int) -> str:
    """The box nearest to ``start`` in direction (dx, dy); ``start`` itself if none lies there."""
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


class PolisMap(Widget, can_focus=True):
    DEFAULT_CSS = """
    PolisMap { width: auto; height: 1fr; }
    PolisMap:focus { background: $boost; }
    """
    BINDINGS = [
        Binding("up,k", "step(0,-1)", "Up", show=False),
        Binding("down,j", "step(0,1)", "Down", show=False),
        Binding("left,h", "step(-1,0)", "Left", show=False),
        Binding("right,l", "step(1,0)", "Right", show=False),
        Binding("enter,space", "choose", "Choose"),
    ]

    cursor: reactive[str] = reactive("Attika")

    class Chosen(Message):
        """A box was chosen (Enter, space or a click)."""

        def __init__(self, zone: str) -> None:
            self.zone = zone
            super().__init__()

    class Moved(Message):
        """The cursor moved to another box."""

        def __init__(self, zone: str) -> None:
            self.zone = zone
            super().__init__()

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.view: View | None = None
        self.targets: frozenset[str] = frozenset()
        self._offset = 0

    # -- geometry ---------------------------------------------------------------------------
    @property
    def cell_width(self) -> int:
        return max(6, min(12, (self.app.size.width - 26) // COLUMNS))

    @property
    def rich(self) -> bool:
        return self.cell_width >= 10 and self.app.size.height >= 38

    @property
    def lines_per_row(self) -> int:
        return RICH_LINES if self.rich else COMPACT_LINES

    def grid(self) -> dict[str, tuple[int, int]]:
        d = data()
        layout = d.layout if self.rich else d.compact_layout
        return {name: (p.col, p.row) for name, p in layout.items()}

    def rows(self) -> int:
        return max(r for _, r in self.grid().values()) + 1

    def legend_lines(self) -> list[str]:
        if self.rich:
            return [
                "[..] Athens controls  (..) Sparta  A3·S2 hoplites  ≈ galleys  * target",
                "Ath A5/4@: owner A/S/-, 5 cubes, fort 4, @ proxenos  c collected x blocked",
            ]
        return ["[..]Athens (..)Sparta ·land ≈sea *target", "A5 = polis owner+cubes $market #port"]

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.cell_width * COLUMNS

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self.rows() * self.lines_per_row + len(self.legend_lines())

    # -- data -------------------------------------------------------------------------------
    def show(self, view: View, targets: frozenset[str]) -> None:
        self.view, self.targets = view, targets
        self.refresh()

    def move_to(self, zone: str) -> None:
        if zone in self.grid() and zone != self.cursor:
            self.cursor = zone
            self.post_message(self.Moved(zone))

    def watch_cursor(self) -> None:
        self.refresh()

    def on_resize(self) -> None:
        self.refresh(layout=True)

    # -- keys and mouse ---------------------------------------------------------------------
    def action_step(self, dx: int, dy: int) -> None:
        self.move_to(nearest(self.grid(), self.cursor, dx, dy))

    def action_choose(self) -> None:
        self.post_message(self.Chosen(self.cursor))

    def zone_at(self, x: int, y: int) -> str | None:
        col, row = x // self.cell_width, (y + self._offset) // self.lines_per_row
        return next((n for n, pos in self.grid().items() if pos == (col, row)), None)

    def on_click(self, event: events.Click) -> None:
        zone = self.zone_at(event.x, event.y)
        if zone is None:
            return
        self.focus()
        self.move_to(zone)
        self.action_choose()

    # -- drawing ----------------------------------------------------------------------------
    def render(self) -> Text:
        if self.view is None:
            return Text("")
        width, per_row, rich = self.cell_width, self.lines_per_row, self.rich
        grid = self.grid()
        at = {pos: name for name, pos in grid.items()}
        no_color = self.app.no_color
        lines: list[Text] = []
        for row in range(self.rows()):
            boxes = {
                c: box_lines(self.view, at[c, row], width - 1, rich) for c, r in at if r == row
            }
            for i in range(per_row):
                line = Text()
                for col in range(COLUMNS):
                    name = at.get((col, row))
                    if name is None:
                        line.append(" " * width)
                        continue
                    text, style = boxes[col][i] if i < len(boxes[col]) else ("", "")
                    if no_color:
                        style = "bold" if style.startswith("bold") else ""
                    if name in self.targets:
                        style += " on yellow" if not no_color else " underline"
                    if name == self.cursor:
                        style += " reverse" if self.has_focus else " underline"
                    line.append(text.ljust(width - 1), style=style.strip())
                    mark = "*" if i == 0 and name in self.targets else " "
                    line.append(mark, style="bold")
                lines.append(line)
        for legend in self.legend_lines():
            lines.append(Text(legend[: width * COLUMNS], style="dim"))
        height = self.size.height or len(lines)
        if len(lines) > height:
            top = grid[self.cursor][1] * per_row
            if top < self._offset:
                self._offset = top
            elif top + per_row > self._offset + height:
                self._offset = top + per_row - height
            self._offset = max(0, min(self._offset, len(lines) - height))
        else:
            self._offset = 0
        return Text("\n").join(lines[self._offset : self._offset + height])
