"""The game's story, as the current seat may read it."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import RichLog

from boardgames_tui.theme import seat_style
from rules.core import LogEntry


class ActionLog(RichLog):
    DEFAULT_CSS = """
    ActionLog { border: round $primary; height: 1fr; min-height: 4; }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(wrap=True, markup=False, **kwargs)
        self.border_title = "Log"
        self._shown: tuple[LogEntry, ...] = ()

    def show(self, entries: tuple[LogEntry, ...]) -> None:
        if entries[: len(self._shown)] != self._shown:
            self.clear()  # an undo or a change of seat rewrote history: start again
            self._shown = ()
        for entry in entries[len(self._shown) :]:
            self.write(Text(entry.text, style=seat_style(entry.seat).replace("bold ", "")))
        self._shown = entries
