"""The game's story, as the current seat may read it, newest line at the bottom."""

from __future__ import annotations

from boardgames_rules.core import LogEntry
from rich.console import Group
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from boardgames_tui.theme import SEAT_COLOURS

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
        self._shown: tuple[LogEntry, ...] | None = None

    def show(self, entries: tuple[LogEntry, ...]) -> None:
        if entries == self._shown:
            return
        self._shown = entries
        lines = []
        for entry in entries[-SHOWN_ENTRIES:]:
            colour = "" if entry.seat is None else SEAT_COLOURS[entry.seat % len(SEAT_COLOURS)]
            lines.append(Text(entry.text, style=colour))
        self.query_one(Static).update(Group(*lines))

    def on_mount(self) -> None:
        # Anchored, the newest line stays in sight however fast moves come (bots at no delay),
        # until the player scrolls up to read; scrolling back to the bottom anchors it again.
        self.anchor()
