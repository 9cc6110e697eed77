"""Who won, and every seat's score broken down, with a rematch one key away."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from boardgames_rules.core import Outcome
from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from boardgames_tui.theme import seat_name

Choice = Literal["rematch", "title", "quit", "board"]


def outcome_renderable(players: tuple[str, ...], outcome: Outcome) -> Group:
    if len(outcome.winners) == 1:
        headline = Text.assemble(seat_name(players, outcome.winners[0]), (" wins!", "bold"))
    elif outcome.winners:
        headline = Text("Shared victory: ", style="bold")
        headline.append(Text(", ").join(seat_name(players, w) for w in outcome.winners))
    else:
        headline = Text("Nobody wins.", style="bold")
    keys: list[str] = []
    for score in outcome.scores:
        keys.extend(k for k in score.breakdown if k not in keys)
    # Few rules between columns: five players' breakdowns have to fit in 80 columns.
    table = Table(title="Scores", expand=False, box=box.SIMPLE_HEAD)
    table.add_column("Player")
    for key in keys:
        # A header may wrap between words (narrow terminals) but no word may be cut short.
        table.add_column(key, justify="right", min_width=max(map(len, key.split())))
    table.add_column("Total", justify="right", style="bold")
    for score in outcome.scores:
        table.add_row(
            seat_name(players, score.seat),
            *(str(score.breakdown.get(k, "")) for k in keys),
            str(score.total),
        )
    return Group(headline, Text(outcome.reason), Text(""), table)


class GameOverScreen(ModalScreen[Choice]):
    CSS_PATH = Path(__file__).with_name("game_over.tcss")  # also for subclasses elsewhere
    BINDINGS = [
        Binding("r", "choose('rematch')", "Rematch"),
        Binding("t", "choose('title')", "Title screen"),
        Binding("b,escape", "choose('board')", "Look at the board"),
        Binding("q", "choose('quit')", "Quit"),
    ]

    def __init__(self, players: tuple[str, ...], outcome: Outcome) -> None:
        super().__init__()
        self._body = outcome_renderable(players, outcome)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="over-box"):
            yield Static(self._body, id="over-body")
            with Center(), Horizontal(id="over-buttons"):
                yield Button("Rematch (r)", id="rematch", variant="success")
                yield Button("Title (t)", id="title")
                yield Button("Quit (q)", id="quit", variant="error")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)  # type: ignore[arg-type]

    def action_choose(self, choice: Choice) -> None:
        self.dismiss(choice)
