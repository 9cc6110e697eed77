"""The game's story, as the current seat may read it, newest line at the bottom."""

from __future__ import annotations

from itertools import chain, islice

from boardgames_rules.core import LogEntry, i18n
from rich.console import Group
from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual.containers import VerticalScroll
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widgets import Static

from boardgames_tui.styles import beside
from boardgames_tui.theme import seat_colours, seat_style

# Older lines stay in the save file and the state; the screen keeps the recent story.
SHOWN_ENTRIES = 200


class ActionLog(VerticalScroll):
    DEFAULT_CSS = beside(__file__)

    def __init__(self, **kwargs) -> None:
        super().__init__(Static(), **kwargs)
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
            (entry.rendered(players), seat_style(entry.seat).removeprefix("bold "))
            for entry in entries[-SHOWN_ENTRIES:]
        ]
        self.query_one(Static).update(LogLines(self.query_one(Static), lines, self._rendered))

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


class LogLines(Visual):
    """The log's entries, drawn exactly as a Static draws ``Group(Text(text, style=style)...)``
    but each entry rendered once per width and style: an action adds a line or two, and
    rendering all two hundred again (wrapping them) cost more than the rest of the action."""

    def __init__(
        self, widget: Static, lines: list[tuple[str, str]], rendered: dict[tuple, list[Strip]]
    ) -> None:
        self._widget = widget
        self._lines = lines
        self._rendered = rendered  # (text, style, width, base style) -> its rows; kept by the log

    def _entry(self, text: str, style: str, width: int, base: RichStyle) -> list[Strip]:
        key = (text, style, width, base)
        rows = self._rendered.get(key)
        if rows is None:
            app = self._widget.app
            # As Textual's RichVisual renders the group, one entry of it at a time.
            renderable = self._widget.post_render(Group(Text(text, style=style)), base)
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
        if len(self._rendered) > 4 * max(len(self._lines), 50):  # widths and themes gone by
            self._rendered.clear()
        return [self._entry(text, style, width, base) for text, style in self._lines]

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        rows = chain.from_iterable(self._rows(width, style.rich_style))
        return list(islice(rows, None, height))

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return container_width  # the log spans its column (``width: 1fr``)

    def get_height(self, rules: RulesMap, width: int) -> int:
        # The style the widget renders with (``Widget._render_content``): the rows it draws.
        base = self._widget.visual_style.rich_style
        return sum(len(rows) for rows in self._rows(width, base))
