"""The Simplicity city: a grid of spaces that grows with the room it gets, a cursor, targets.

Every space reads without colour (the glyph says *what*, the colour only repeats it):

* an empty space shows its symbol (``●``, or ``o`` with ``ascii=True``); the blank space is
  shaded ``░`` (only a row-7 tile may go there);
* a built tile is filled with its type's colour and shows the type's capital letter
  (``B O P Y`` buildings, ``G`` park), with the team's disc on it as a dark chip: a dot and the
  team's lower-case initial (``•r``; ``●Red`` in big cells), so ``B`` + ``•b`` cannot be misread;
* two orthogonally adjacent discs of one team (a link, 3 points) are joined by a bar in the
  team's colour across the gap between their spaces (``━`` or ``┃``);
* a pre-printed building is drawn ``=B=`` (it carries no disc);
* a space where the chosen tile may go is bracketed ``[●]`` on a highlight; the cursor is
  reversed; a space marked by :meth:`SimplicityCity.set_changed` has its disc chip on a distinct
  tint, underlined.

The bottom line says in words what is under the cursor.  Lines are drawn one by one (the
Line API) and kept: a cursor step redraws only the two spaces and that line.
Data comes down as a view; choices go up as :class:`Board.Chosen`.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames_rules.core.i18n import N_, _
from boardgames_rules.simplicity import words
from boardgames_rules.simplicity.labels import disc_initial
from boardgames_rules.simplicity.view import SimplicityView, SpaceView, TeamView
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.strip import Strip

from boardgames_tui.styles import beside
from boardgames_tui.widgets.grid_board import GridBoard

ROWS = 7
NAMED_WIDTH = 10  # the longest label, "O Orange", with a space either side
LABEL = 2  # the row-number column on the left
TOP = 1  # the column-letter line above the first row

EMPTY_TINT = "#262626"  # an empty space
TARGET_TINT = "#6a6a00"  # a space where the chosen tile may go
CHIP_TINT = "#101010"  # a disc sitting on a tile
CHANGED_TINT = "#303080"  # a disc placed since the player's last turn
INK = "#000000"  # letters on a tile's colour fill


@dataclass(frozen=True)
class Cell:
    """One drawing size: a space is ``width`` x ``height`` characters."""

    width: int
    height: int

    @property
    def gap_x(self) -> int:
        return 1 if self.width <= 8 else 2

    @property
    def names(self) -> bool:
        """Room for every tile's name beside its letter ("O Orange") and a second line."""
        return self.width >= NAMED_WIDTH and self.height >= 2

    @property
    def gap_y(self) -> int:
        return 1

    @property
    def disc_line(self) -> int:
        return self.height // 2

    def drawing(self, columns: int) -> Size:
        """The whole city at this size: row labels, column letters, cells, gaps, the cursor line."""
        width = LABEL + columns * self.width + (columns - 1) * self.gap_x
        height = TOP + ROWS * self.height + (ROWS - 1) * self.gap_y + 1
        return Size(width, height)


# Smallest first; every one is roughly square on a terminal (characters are twice as tall).
CELLS = tuple(Cell(w, h) for w, h in ((4, 1), (6, 2), (8, 3), (10, 4), (12, 5), (14, 6), (16, 7)))


def team_initial(team: TeamView) -> str:
    """A team's disc: a dot and its lower-case initial (•r Red, •b Brown; •r Rojo, •m Marrón),
    never a bare letter (plain glyphs: circled letters show as boxes in many fonts)."""
    return "•" + disc_initial(team.name)


def centred(text: str, width: int) -> tuple[int, str]:
    text = text[:width]
    return (width - len(text)) // 2, text


class Line:
    """One line of one space: characters with their styles, merged into segments at the end."""

    def __init__(self, width: int, style: Style, char: str = " ") -> None:
        self.chars: list[tuple[str, Style]] = [(char, style)] * width

    def put(self, x: int, text: str, style: Style) -> None:
        for i, char in enumerate(text):
            if 0 <= x + i < len(self.chars):
                self.chars[x + i] = (char, style)

    def centre(self, text: str, style: Style) -> None:
        left, shown = centred(text, len(self.chars))
        self.put(left, shown, style)

    def restyle(self, extra: Style) -> None:
        self.chars = [(char, style + extra) for char, style in self.chars]

    def segments(self) -> list[Segment]:
        out: list[Segment] = []
        for char, style in self.chars:
            if out and out[-1].style == style:
                out[-1] = Segment(out[-1].text + char, style)
            else:
                out.append(Segment(char, style))
        return out


class SimplicityCity(GridBoard):
    DEFAULT_CSS = beside(__file__)
    BINDINGS = [
        Binding("enter,space", "choose", N_("Build here"), id="board.choose"),
        # No tile chosen yet: Enter names the rows whose tile fits the space (the screen says
        # which of the two Enter is now, board_key_state).
        Binding("enter,space", "look", N_("Rows that fit"), id="board.choose"),
    ]

    # Redraws go through watch_cursor: only the two spaces involved.
    cursor: reactive[tuple[int, int]] = reactive((0, 0), repaint=False)

    def __init__(
        self, ascii: bool = False, cell: Cell = CELLS[0], describe: bool = True, **kwargs
    ) -> None:
        super().__init__(**kwargs)
        self.ascii = ascii
        self.describe = describe  # the bottom line: the space under the cursor in words
        self.cell = cell
        self.view: SimplicityView | None = None
        self.targets: frozenset[str] = frozenset()
        self.changed: frozenset[str] = frozenset()
        self._lines: dict[int, Strip] = {}

    # -- data down --------------------------------------------------------------------------
    def set_changed(self, places: frozenset[str]) -> None:
        """Mark these spaces (e.g. "c5") until called again; an empty set clears the marks."""
        places = frozenset(places)
        if places != self.changed:
            before, self.changed = self.changed, places
            self._redraw_spaces(before ^ places)

    def show(self, view: SimplicityView, targets: frozenset[str]) -> None:
        """Draw this view; only the spaces that differ from what is on screen are redrawn."""
        old, old_targets = self.view, self.targets
        self.view, self.targets = view, frozenset(targets)
        if old is None or old.city != view.city or old.teams != view.teams:
            self._redraw_all()
        elif old_targets != self.targets:
            self._redraw_spaces(old_targets ^ self.targets)

    def set_cell(self, cell: Cell) -> None:
        if cell != self.cell:
            self.cell = cell
            self._redraw_all()

    @property
    def width_columns(self) -> int:
        return self.view.width if self.view is not None else 4

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
        self.cursor = (self.view.columns.index(space[0]), int(space[1:]) - 1)

    def space_at(self, space: str) -> SpaceView:
        assert self.view is not None
        column = self.view.columns.index(space[0])
        return self.view.city[(int(space[1:]) - 1) * self.view.width + column]

    # -- geometry ---------------------------------------------------------------------------
    def origin(self, column: int, row: int) -> tuple[int, int]:
        """Top-left character of a space (row 0 is row 1 of the city)."""
        c = self.cell
        return LABEL + column * (c.width + c.gap_x), TOP + row * (c.height + c.gap_y)

    def offset_of(self, space: str) -> tuple[int, int]:
        """A point inside the space (for clicks)."""
        assert self.view is not None
        x, y = self.origin(self.view.columns.index(space[0]), int(space[1:]) - 1)
        return x + self.cell.width // 2, y + self.cell.disc_line

    def _space_region(self, column: int, row: int) -> Region:
        x, y = self.origin(column, row)
        return Region(x, y, self.cell.width, self.cell.height)

    @property
    def _cursor_line(self) -> int:
        return self.cell.drawing(self.width_columns).height - 1

    # -- redrawing only what changed --------------------------------------------------------
    def _redraw_all(self) -> None:
        self._lines.clear()
        self.refresh()

    def _redraw_spaces(self, names: frozenset[str]) -> None:
        if self.view is None:
            return
        regions = []
        for name in names:
            column = self.view.columns.index(name[0])
            region = self._space_region(column, int(name[1:]) - 1)
            regions.append(region)
        self._redraw_regions(regions)

    def _redraw_regions(self, regions: list[Region]) -> None:
        width = self.size.width or self.cell.drawing(self.width_columns).width
        regions = [*regions, Region(0, self._cursor_line, width, 1)]
        for region in regions:
            for y in range(region.y, region.y + region.height):
                self._lines.pop(y, None)
        self.refresh(*(Region(0, r.y, width, r.height) for r in regions))

    def watch_cursor(self, old: tuple[int, int], new: tuple[int, int]) -> None:
        self._redraw_regions([self._space_region(*old), self._space_region(*new)])
        self.post_message(self.Moved(self.cell_name(*new)))

    def on_focus(self) -> None:
        self._redraw_regions([self._space_region(*self.cursor)])

    def on_blur(self) -> None:
        self._redraw_regions([self._space_region(*self.cursor)])

    def on_resize(self) -> None:
        self._redraw_all()

    # -- drawing ----------------------------------------------------------------------------
    def render_line(self, y: int) -> Strip:
        strip = self._lines.get(y)
        if strip is None:
            strip = Strip(self._line_segments(y)).extend_cell_length(self.size.width)
            strip = strip.crop(0, self.size.width) if self.size.width else strip
            self._lines[y] = strip
        return strip

    def _line_segments(self, y: int) -> list[Segment]:
        view = self.view
        if view is None:
            return []
        c = self.cell
        dim = Style(dim=True)
        if y == 0:
            heading = [Segment(" " * LABEL)]
            for letter in view.columns:  # one segment each, so every viewer puts it in place
                left = (c.width - 1) // 2
                heading += [
                    Segment(" " * left),
                    Segment(letter, dim),
                    Segment(" " * (c.width - left - 1 + c.gap_x)),
                ]
            return heading
        if y == self._cursor_line:
            return list(self.describe_cursor().render(self.app.console))
        pitch = c.height + c.gap_y
        row, inner = divmod(y - TOP, pitch)
        if not 0 <= row < ROWS:
            return []
        segments: list[Segment] = []
        label = str(row + 1) if inner == c.disc_line else ""
        segments.append(Segment(label.ljust(LABEL), dim))
        for column in range(view.width):
            space = view.city[row * view.width + column]
            if inner < c.height:
                segments.extend(self._space_line(space, column, row, inner))
                if column < view.width - 1:
                    right = view.city[row * view.width + column + 1]
                    segments.append(self._link(space, right, "━" * c.gap_x, inner))
            else:
                below = view.city[(row + 1) * view.width + column] if row + 1 < ROWS else None
                segments.extend(self._gap_below(space, below))
                if column < view.width - 1:
                    segments.append(Segment(" " * c.gap_x))
        return segments

    def _team_style(self, team: int) -> Style:
        assert self.view is not None
        return Style(color=self.view.teams[team].colour, bold=True)

    def _link(self, a: SpaceView, b: SpaceView | None, bar: str, inner: int) -> Segment:
        team = a.disc  # a bar joins two spaces that hold the same team's discs
        if team is not None and b is not None and b.disc == team and inner == self.cell.disc_line:
            return Segment(bar, self._team_style(team))
        return Segment(" " * len(bar))

    def _gap_below(self, space: SpaceView, below: SpaceView | None) -> list[Segment]:
        c = self.cell
        if below is None or space.disc is None or space.disc != below.disc:
            return [Segment(" " * c.width)]
        x = self._chip_start()
        return [
            Segment(" " * x),
            Segment("┃", self._team_style(space.disc)),
            Segment(" " * (c.width - x - 1)),
        ]

    def _chip_text(self, team: TeamView) -> str:
        if self.cell.width >= 10:
            return "●" + team.name
        return team_initial(team)

    def _chip_start(self) -> int:
        """Where a disc chip starts in its cell (the same in every cell, so links line up)."""
        return (self.cell.width - 2) // 2 if self.cell.width < 10 else 1

    def _symbol(self, symbol: str) -> str:
        assert self.view is not None
        for s in self.view.symbols:
            if s.id == symbol:
                return s.ascii if self.ascii else s.glyph
        return "?"

    def _space_line(self, space: SpaceView, column: int, row: int, inner: int) -> list[Segment]:
        """Line ``inner`` of one space, exactly ``cell.width`` characters."""
        assert self.view is not None
        c = self.cell
        width = c.width
        target = space.name in self.targets
        disc_line = c.disc_line
        letter_line = disc_line - 1 if c.height >= 2 else disc_line
        if space.tile is not None:
            tile = next(t for t in self.view.tile_types if t.id == space.tile)
            fill = Style(bgcolor=tile.colour, color=INK, bold=True)
            line = Line(width, fill)
            label = f"{tile.letter} {tile.name}" if c.names else tile.letter
            if space.preprinted and len(label) == 1:
                label = f"={label}="
            if inner == letter_line:
                line.put(0 if c.height == 1 else (width - len(label)) // 2, label, fill)
            if space.preprinted and inner == disc_line and c.height >= 2 and width >= 9:
                line.centre(_(words.PRINTED), fill + Style(bold=False, italic=True))
            if space.disc is not None and inner == disc_line:
                team = self.view.teams[space.disc]
                chip = Style(bgcolor=CHIP_TINT, color=team.colour, bold=True)
                if space.name in self.changed:
                    chip += Style(bgcolor=CHANGED_TINT, underline=True)
                line.put(1 if c.height == 1 else self._chip_start(), self._chip_text(team),
                         chip)
        elif space.blank:
            shade = Style(color="#808080", bgcolor=TARGET_TINT if target else EMPTY_TINT)
            line = Line(width, shade, "░")
            if inner == disc_line:
                mark = _(words.BLANK) if width >= 9 and c.height >= 2 else "░"
                line.centre(f"[{mark}]" if target else mark, shade + Style(bold=target))
        else:
            tint = Style(bgcolor=TARGET_TINT if target else EMPTY_TINT)
            line = Line(width, tint)
            if inner == disc_line:
                glyph = self._symbol(space.symbol or "")
                look = Style(bold=True, color="#ffffff") if target else Style(color="#9a9a9a")
                line.centre(f"[{glyph}]" if target else glyph, tint + look)
        if space.name in self.changed and space.disc is None:
            line.restyle(Style(underline=True, bgcolor=CHANGED_TINT))
        if (column, row) == self.cursor and self.has_focus:
            line.restyle(Style(reverse=True))
        return line.segments()

    def describe_cursor(self) -> Text:
        """The space under the cursor in words (the roguelike way: no need to decode glyphs):
        the long form, else the short one, else the tiny one (a team as its disc and name,
        as in the legend: ``c4 Amarillo •m Marrón``), first with the highlight's mark, then
        without it (the brackets on the city say it too): whole under a 4-column city."""
        if self.view is None or not self.describe:
            return Text()
        width = self.size.width or self.cell.drawing(self.width_columns).width
        forms = [("long", True), ("short", True), ("tiny", True), ("tiny", False)]
        for form, mark in forms:
            text = self._describe(form, mark)
            if text.cell_len <= width:
                return text
        return text  # cut with "…" only past the tiny form (a city narrower than any drawn)

    def _describe(self, form: str, mark: bool = True) -> Text:
        view = self.view
        assert view is not None
        short, tiny = form != "long", form == "tiny"
        text = Text(no_wrap=True, overflow="ellipsis")
        space = self.space_at(self.cursor_space)
        text.append(f"{space.name} ", style="bold")
        if space.tile is not None:
            tile = next(t for t in view.tile_types if t.id == space.tile)
            kind = words.PARK_TILE if tile.park else words.BUILDING_TILE
            text.append(tile.name if short else _(kind).format(tile=tile.name))
            if space.preprinted:
                text.append(_(words.PRINTED_AFTER))
            elif space.disc is not None:
                team = view.teams[space.disc]
                if tiny:  # the disc as on the city and in the legend: "•m Marrón"
                    text.append(" ")
                    text.append(team_initial(team), style=f"bold {team.colour} on {CHIP_TINT}")
                    text.append(" ")
                else:
                    text.append(_(words.TEAM_AFTER_SHORT) if short else _(words.TEAM_AFTER))
                text.append(team.name, style=f"bold {team.colour}")
        elif space.blank:
            blank = words.BLANK_TINY if tiny else words.BLANK_SHORT if short else words.BLANK_LONG
            text.append(_(blank))
        else:
            symbol = next((s for s in view.symbols if s.id == space.symbol), None)
            text.append(f"{symbol.glyph} {symbol.name}" if symbol else _(words.EMPTY))
        if self.targets and mark:
            if space.name in self.targets:
                builds = " ⏎" if tiny else _(words.BUILDS_SHORT) if short else _(words.BUILDS_LONG)
                text.append(builds, style="bold")
            else:
                text.append(" ✗" if short else _(words.NOT_HIGHLIGHTED), style="dim")
        return text

    # -- keys and clicks --------------------------------------------------------------------
    def action_choose(self) -> None:
        if self.view is not None:
            super().action_choose()

    def action_look(self) -> None:
        self.action_choose()  # the screen answers by whether a tile is chosen

    def on_click(self, event: events.Click) -> None:
        event.prevent_default()  # the grid's own click handler assumes one-line cells
        if self.view is None:
            return
        for row in range(ROWS):
            for column in range(self.view.width):
                if self._space_region(column, row).contains(event.x, event.y):
                    self.cursor = (column, row)
                    self.focus()
                    self.action_choose()
                    return
