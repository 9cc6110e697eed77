"""The opaque screen between two players of a game with private information.

It shows only what the whole table may see and waits for a deliberate key, so the next
player's hand is drawn only once that player has the keyboard.
"""

from __future__ import annotations

from pathlib import Path

from boardgames_rules.core.i18n import N_, _
from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from boardgames_tui.language import assemble
from boardgames_tui.table import Handover
from boardgames_tui.theme import seat_name, seat_style

MORE_BELOW = N_("▼ More below: ↓ or PgDn (or the mouse wheel) scrolls")


class HandoverScreen(Screen[None]):
    CSS_PATH = Path(__file__).with_name("handover.tcss")  # also for subclasses elsewhere
    BINDINGS = [Binding("enter", "ready", N_("I have the keyboard"), id="handover.ready")]

    def __init__(self, handover: Handover, extras: tuple[Widget, ...] = ()) -> None:
        super().__init__()
        self._handover, self._seat = handover, handover.seat
        # Public-only widgets the game adds (a board drawn from the public view, the scale…).
        self._extras = extras

    def compose(self) -> ComposeResult:
        players = self._handover.players
        name = seat_name(players, self._seat)
        text = assemble(_("Pass the keyboard to {player}"), "bold", player=name)
        text.append_text(
            Text.assemble("\n\n", Text(self._handover.prompt, style=seat_style(self._seat)), "\n")
        )
        table = Table(title=_("Scores"), show_edge=False)
        table.add_column(_("Player"))
        table.add_column(_("Score"), justify="right")
        for score in self._handover.scores:
            table.add_row(seat_name(players, score.seat), str(score.total))
        ready = assemble(_("{player}, press Enter when you are ready."), "bold", player=name)
        footer = Text.assemble("\n", ready)
        with VerticalScroll(id="handover-scroll"), Middle(), Center():
            yield Static(Group(text, table, footer), id="handover-box")
            yield from self._extras
        yield Static(_(MORE_BELOW), id="handover-more")

    def on_mount(self) -> None:
        scroll = self.query_one("#handover-scroll")
        self.watch(scroll, "scroll_y", self.mark_more, init=False)
        self.watch(scroll, "max_scroll_y", self.mark_more, init=False)
        self.call_after_refresh(self.mark_more)

    def on_resize(self) -> None:
        self.call_after_refresh(self.mark_more)

    def mark_more(self, *_: object) -> None:
        """What does not fit is below the box: the last row says so until it is in sight."""
        scroll = self.query_one("#handover-scroll")
        self.query_one("#handover-more").display = scroll.scroll_y < scroll.max_scroll_y

    def action_ready(self) -> None:
        self.dismiss(None)
