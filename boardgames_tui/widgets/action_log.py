"""The game's story, as the current seat may read it, newest line at the bottom."""

from __future__ import annotations

from itertools import chain, islice

from boardgames_rules.core import LogEntry, i18n
from boardgames_rules.core.i18n import ngettext
from rich.console import Group
from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual.containers import VerticalScroll
from textual.css.styles import RulesMap
from textual.geometry import Size
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widget import Widget
from textual.widgets import Static

from boardgames_tui.styles import beside
from boardgames_tui.theme import seat_colours, seat_style

# Older lines stay in the save file and the state; the screen keeps the recent story.
SHOWN_ENTRIES = 200


class EntryLines(Static):
    """Entries (one Text each, wrapped) in a scroll area anchored at its newest line, drawn so
    the first row in sight is an entry's first row: when the oldest entry in sight would be
    cut ("goes to Olive Grove (Ea2)."), blank rows stand in its place above the entries that
    fit whole, and scrolling up shows it whole.  Shared by the log and "Since your last turn"."""

    _view_rows = 0  # rows of the scroll area in sight, from the last layout

    def show(self, lines: list[Text], rendered: dict[tuple, list[Strip]]) -> None:
        self.update(LogLines(self, lines, rendered))

    def follow(self, rows: int) -> None:
        """The scroll area now shows ``rows`` rows: lay the entries out again if they were laid
        out for another height (a layout may size the area after its content was measured,
        and the first row in sight then started halfway through an entry)."""
        if rows != self._view_rows:
            self.refresh(layout=True)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # The height depends on the rows in sight (the container's), which Textual's cache of
        # a content's height (by width only) would not see: the entries' rows are cached below.
        # The scroll area's rows in sight now (the container passed may be a size the layout
        # tried first): the same rows the paint uses, so the height and the rows agree.
        parent = self.parent
        self._view_rows = (
            parent.scrollable_content_region.height
            if isinstance(parent, Widget) and parent.region
            else container.height
        )
        visual = self.visual
        if isinstance(visual, LogLines):
            return visual.height(width)
        return super().get_content_height(container, viewport, width)


class ActionLog(VerticalScroll):
    DEFAULT_CSS = beside(__file__)

    def __init__(self, **kwargs) -> None:
        super().__init__(EntryLines(), **kwargs)
        self.border_title = "Log"
        self._shown: tuple[object, ...] | None = None
        self._rendered: dict[tuple, list[Strip]] = {}  # see LogLines

    def show(self, entries: tuple[LogEntry, ...], players: tuple[str, ...]) -> None:
        """The entries' messages rendered now, in the language on screen, seats named."""
        # The seat colours and the language are part of what is shown: a new theme or a
        # language chosen draws the log again.
        shown = (entries, players, seat_colours(), i18n.current())
        if shown == self._shown:
            return
        self._shown = shown
        lines = [
            Text(entry.rendered(players), style=seat_style(entry.seat).removeprefix("bold "))
            for entry in entries[-SHOWN_ENTRIES:]
        ]
        self.query_one(EntryLines).show(lines, self._rendered)

    def on_resize(self) -> None:
        self.query_one(EntryLines).follow(self.scrollable_content_region.height)

    def on_mount(self) -> None:
        # Anchored, the newest line stays in sight however fast moves come (bots at no delay),
        # until the player scrolls up to read; scrolling back to the bottom anchors it again.
        self.anchor()
        self.screen.screen_layout_refresh_signal.subscribe(self, self._scrollbar_moved)

    _bar_at: float | None = None  # where the scrollbar's thumb was last drawn

    def _scrollbar_moved(self, _: object) -> None:
        """Textual's layout moves an anchored log's scrollbar to the new bottom without drawing
        it again (when the log has just shrunk, say): its thumb stayed where it was."""
        if self.show_vertical_scrollbar and self.vertical_scrollbar.position != self._bar_at:
            self._bar_at = self.vertical_scrollbar.position
            self.vertical_scrollbar.refresh()


def cut(row: Strip, width: int) -> Strip:
    """The row with "…" in its last column (or after its end), in the row's last style."""
    segments = list(row.crop(0, width - 1))
    style = segments[-1].style if segments else None
    return Strip([*segments, Segment("…", style)])


def whole_in_sight(heights: list[int], rows: int) -> tuple[int, int]:
    """Where blank rows go, and how many, so the last ``rows`` rows start with an entry:
    (index of the first entry that fits whole, blank rows before it); (0, 0) when all fit,
    or when not even the newest entry fits (then its start is cut to the rows: :func:`cut`)."""
    room, first = rows, len(heights)
    while first > 0 and heights[first - 1] <= room:
        room -= heights[first - 1]
        first -= 1
    if first == 0 or first == len(heights):
        return 0, 0
    return first, room


class LogLines(Visual):
    """The entries, drawn exactly as a Static draws ``Group(*texts)`` (plus the blank rows of
    :func:`whole_in_sight`) but each entry rendered once per width and style: an action adds a
    line or two, and rendering all two hundred again (wrapping them) cost more than the rest
    of the action."""

    def __init__(
        self, widget: EntryLines, lines: list[Text], rendered: dict[tuple, list[Strip]]
    ) -> None:
        self._widget = widget
        self._lines = lines
        self._rendered = rendered  # (text, spans, style, width, base) -> its rows; kept by the log
        self._laid: tuple[tuple, list[list[Strip]]] | None = None  # see _rows

    def _entry(self, text: Text, width: int, base: RichStyle) -> list[Strip]:
        key = (text.plain, tuple(text.spans), str(text.style), width, base)
        rows = self._rendered.get(key)
        if rows is None:
            app = self._widget.app
            # As Textual's RichVisual renders the group, one entry of it at a time.
            renderable = self._widget.post_render(Group(text), base)
            options = app.console_options.update(highlight=False, width=width)
            segments = app.console.render(renderable, options.update_width(width))
            rows = [
                Strip(line)
                for line in Segment.split_and_crop_lines(
                    segments, width, include_new_lines=False, pad=False
                )
            ]
            self._rendered[key] = rows
        return rows

    def _rows(self, width: int, base: RichStyle) -> list[list[Strip]]:
        # Asked at every layout (the height) and every paint: the same answer until the
        # width, style, rows in sight or language change.
        key = (width, base, self._widget._view_rows, i18n.current())
        if self._laid is None or self._laid[0] != key:
            self._laid = (key, self._lay(width, base, self._widget._view_rows))
        return self._laid[1]

    def _lay(self, width: int, base: RichStyle, view: int) -> list[list[Strip]]:
        if len(self._rendered) > 4 * max(len(self._lines), 50):  # widths and themes gone by
            self._rendered.clear()
        entries = [self._entry(text, width, base) for text in self._lines]
        if entries and 0 < view < len(entries[-1]):
            # Not even the newest entry fits: its start, cut where the rows end, says "…".
            entries[-1] = [*entries[-1][: view - 1], cut(entries[-1][view - 1], width)]
        first, blank = whole_in_sight([len(rows) for rows in entries], view)
        if blank:
            # The gap's last row says what lies above it, true at every scroll position.
            said = ngettext("↑ {count} earlier line", "↑ {count} earlier lines", first)
            mark = Text(said.format(count=first), "dim", no_wrap=True, overflow="ellipsis")
            entries.insert(first, [Strip([])] * (blank - 1) + self._entry(mark, width, base))
        return entries

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        rows = chain.from_iterable(self._rows(width, style.rich_style))
        return list(islice(rows, None, height))

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width  # the log spans its column (``width: 1fr``)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.height(width)

    def height(self, width: int) -> int:
        # The style the widget renders with (``Widget._render_content``): the rows it draws.
        base = self._widget.visual_style.rich_style
        return sum(len(rows) for rows in self._rows(width, base))
