"""The action log draws each entry once per width and style (``LogLines``): it must draw
exactly what a Static showing the whole story as one group of texts drew, and follow the
story as it grows and shrinks (an undo)."""

from __future__ import annotations

from boardgames_rules.core import LogEntry
from rich.console import Group
from rich.text import Text
from textual.app import App, ComposeResult
from textual.visual import RichVisual
from textual.widgets import Static

from boardgames_tui.theme import seat_style
from boardgames_tui.widgets.action_log import ActionLog, whole_in_sight
from tests.ui.helpers import drawn, screen_text

STORY = tuple(
    LogEntry(text=f"Entry {n}: " + "a long line that wraps in a narrow log " * (n % 3), seat=n % 3)
    for n in range(40)
) + (LogEntry(text=""), LogEntry(text="Round 11, phase 2: 5 cards each."))


class LogApp(App):
    def compose(self) -> ComposeResult:
        yield ActionLog(id="log")


async def test_the_log_draws_what_one_group_of_its_entries_drew() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 20)) as pilot:
        log = app.query_one(ActionLog)
        log.show(STORY, ())
        await pilot.pause()
        static = log.query_one(Static)
        group = Group(
            *(Text(e.text, style=seat_style(e.seat).removeprefix("bold ")) for e in STORY)
        )
        whole = RichVisual(static, group)
        width = static.content_size.width
        assert static.visual.get_height(static.styles, width) == whole.get_height(
            static.styles, width
        )
        assert drawn(static, static.visual) == drawn(static, whole)
        assert "Round 11, phase 2: 5 cards each." in screen_text(app)  # anchored: the newest


async def test_the_log_grows_and_shrinks_with_the_story() -> None:
    app = LogApp()
    async with app.run_test(size=(40, 20)) as pilot:
        log = app.query_one(ActionLog)
        log.show(STORY, ())
        await pilot.pause()
        shown = screen_text(app)
        log.show((*STORY, LogEntry(text="Athens moves 2 hoplites to Corinth.", seat=0)), ())
        await pilot.pause()
        assert "Athens moves 2 hoplites to Corinth." in screen_text(app)
        log.show(STORY, ())  # taken back
        await pilot.pause()
        assert screen_text(app) == shown


def test_whole_entries_in_sight() -> None:
    # Entries of 1, 3, 2 and 1 rows in 4 rows: the last two fit, one blank row before them.
    assert whole_in_sight([1, 3, 2, 1], 4) == (2, 1)
    assert whole_in_sight([1, 3, 2, 1], 3) == (2, 0)  # they fill the rows exactly
    assert whole_in_sight([1, 3, 2, 1], 7) == (0, 0)  # all fit
    assert whole_in_sight([1, 3, 2, 4], 3) == (0, 0)  # the newest alone does not: see cut


async def test_every_row_in_sight_starts_with_a_whole_entry() -> None:
    """The first row in sight opens an entry (or says what lies above), at any height: the
    oldest entry in sight was cut mid-sentence ("goes to Olive Grove (Ea2).")."""
    app = LogApp()
    async with app.run_test(size=(40, 20)) as pilot:
        log = app.query_one(ActionLog)
        log.show(STORY, ())
        for height in range(20, 3, -1):
            await pilot.resize_terminal(40, height)
            await pilot.pause()
            await pilot.pause()
            rows = screen_text(app).splitlines()[log.region.y + 1 : log.region.bottom - 1]
            # Blank rows may stand above "↑ N earlier lines", in the cut entry's place.
            first = next(row[1:-2].strip() for row in rows if row[1:-2].strip())
            assert first.startswith(("Entry", "Round", "↑")), (height, rows)
            assert "Round 11, phase 2: 5 cards each." in rows[-1], (height, rows)
