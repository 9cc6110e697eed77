"""A Rich renderable drawn once for a widget, and kept as drawn.

Textual draws a Rich renderable (a panel of tables, say) twice when a Static is updated with
it and its height matters: once to count its lines (``get_height``), once to show it
(``render_strips``).  A ``Drawn`` renders it once per width and base style and hands out the
same rows to both, and to whoever compares it with what the widget shows now (an action
often leaves a panel as it was: then nothing needs drawing at all).

The rows are what Textual's ``RichVisual`` draws for the same renderable; tests compare the two
(``tests/ui/test_drawn.py``).  ``Kept`` keeps the drawing of a part of a panel by what it shows.
"""

from __future__ import annotations

from collections.abc import Hashable
from itertools import islice

from boardgames_rules.core import i18n
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.style import Style as RichStyle
from textual.css.styles import RulesMap
from textual.render import measure
from textual.strip import Strip
from textual.style import Style
from textual.visual import RenderOptions, Visual
from textual.widget import Widget


class Kept:
    """A Rich renderable whose drawing is kept by a key of what it shows (its data, the seat
    colours): drawn again only at another width or for other data.  For a slow part of a
    panel that seldom changes (Polis' era summary, a table of ten columns: most of the
    panel's drawing time, at every action)."""

    _drawn: dict[tuple, list[Segment]] = {}

    def __init__(self, key: Hashable, renderable: RenderableType) -> None:
        self._key = key
        self._renderable = renderable

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        key = (
            self._key,
            i18n.current(),  # the words are the language's: a table drawn in Spanish is not English
            options.max_width,
            options.min_width,
            options.justify,
            options.overflow,
            options.no_wrap,
            options.highlight,
            options.markup,
            options.height,
            options.encoding,
            options.legacy_windows,
        )
        segments = self._drawn.get(key)
        if segments is None:
            if len(self._drawn) > 64:  # eras and widths gone by
                self._drawn.clear()
            segments = self._drawn[key] = list(console.render(self._renderable, options))
        yield from segments

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self._renderable)


class Drawn(Visual):
    """``renderable`` as ``widget`` draws it, rendered once per width and base style; with
    ``rows``, padded with blank lines to at least that many."""

    def __init__(self, widget: Widget, renderable: RenderableType, rows: int = 0) -> None:
        self._widget = widget
        self._renderable = renderable
        self._rows = rows
        self._drawn: tuple[tuple[int, RichStyle], list[Strip]] | None = None

    def strips(self, width: int, base: RichStyle) -> list[Strip]:
        """The rows at ``width`` on ``base`` (the widget's style), drawn on first use."""
        key = (width, base)
        if self._drawn is None or self._drawn[0] != key:
            rows = self._render(self._renderable, width, base)
            if len(rows) < self._rows:  # as Group(renderable, Text("\n" * (missing - 1)))
                rows += self._render("\n" * (self._rows - len(rows) - 1), width, base)
            self._drawn = (key, rows)
        return self._drawn[1]

    def _render(self, renderable: RenderableType, width: int, base: RichStyle) -> list[Strip]:
        # As RichVisual.render_strips draws it (the height aside: our panels never fill one).
        app = self._widget.app
        options = app.console_options.update(highlight=False, width=width)
        styled = self._widget.post_render(renderable, base)
        segments = app.console.render(styled, options.update_width(width))
        lines = Segment.split_and_crop_lines(segments, width, include_new_lines=False, pad=False)
        return [Strip(line) for line in lines]

    def padded(self, rows: int) -> Drawn:
        """The same renderable padded to at least ``rows`` rows, keeping what is drawn."""
        if rows <= self._rows:
            return self
        padded = Drawn(self._widget, self._renderable, rows)
        if self._drawn is not None:
            (width, base), drawn = self._drawn
            missing = rows - len(drawn)
            pad = self._render("\n" * (missing - 1), width, base) if missing > 0 else []
            padded._drawn = ((width, base), drawn + pad)
        return padded

    def drawn_as(self, width: int, base: RichStyle) -> list[Strip] | None:
        """The rows already drawn at this width and style, if any (without drawing them)."""
        if self._drawn is not None and self._drawn[0] == (width, base):
            return self._drawn[1]
        return None

    def render_strips(
        self, width: int, height: int | None, style: Style, options: RenderOptions
    ) -> list[Strip]:
        return list(islice(self.strips(width, style.rich_style), None, height))

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        console = self._widget.app.console  # as RichVisual measures it
        return measure(console, self._renderable, container_width, container_width=container_width)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self.height(width)

    def height(self, width: int) -> int:
        """The rows it draws at ``width`` (the styles Textual passes ``get_height`` play no
        part)."""
        # The style the widget renders with (``Widget._render_content``).
        return len(self.strips(width, self._widget.visual_style.rich_style))
