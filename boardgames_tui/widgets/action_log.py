"""The game's story, as the current seat may read it, newest line at the bottom."""

from __future__ import annotations

from boardgames_rules.core import LogEntry
from rich.console import Group
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from boardgames_tui.theme import seat_colours, seat_style

# Older lines stay in the save file and the state; the screen keeps the recent story.
SHOWN_ENTRIES = 200


class ActionLog(VerticalScroll):
    DEFAULT_CSS = """
    ActionLog { border: round $primary; height: 1fr; min-height: 4; }
    ActionLog > Static { width: 1fr; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(Static(), **kwargs)
        self.border_title = "Log"
        self._shown: tuple[tuple[LogEntry, ...], tuple[str, ...]] | None = None

    def show(self, entries: tuple[LogEntry, ...]) -> None:
        # The seat colours are part of what is shown: a new theme draws the log again.
        if (entries, seat_colours()) == self._shown:
            return
        self._shown = (entries, seat_colours())
        lines = []
        for entry in entries[-SHOWN_ENTRIES:]:
            lines.append(Text(entry.text, style=seat_style(entry.seat).removeprefix("bold ")))
        self.query_one(Static).update(Group(*lines))

    def on_mount(self) -> None:
        # Anchored, the newest line stays in sight however fast moves come (bots at no delay),
        # until the player scrolls up to read; scrolling back to the bottom anchors it again.
        self.anchor()
