"""Who won, and every seat's score broken down, with a rematch one key away."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from boardgames_rules.core import Outcome
from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, ScrollableContainer, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static, TabbedContent, TabPane

from boardgames_tui.score_history import ScoreHistory
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
    table.add_column("Total", justify="right", style="bold")  # first: in sight when narrow
    for key in keys:
        # A header may wrap between words (narrow terminals) but no word may be cut short.
        table.add_column(key, justify="right", min_width=max(map(len, key.split())))
    for score in outcome.scores:
        table.add_row(
            seat_name(players, score.seat),
            str(score.total),
            *(str(score.breakdown.get(k, "")) for k in keys),
        )
    return Group(headline, Text(outcome.reason), Text(""), table)


class GameOverScreen(ModalScreen[Choice]):
    """A column over the game screen's side column: the final board stays in sight beside it.

    Winner, the chart of the scores over the game, the breakdown (and a game's own tables, e.g.
    Polis's eras) in tabs that scroll, and the three buttons on the last row."""

    CSS_PATH = Path(__file__).with_name("game_over.tcss")  # also for subclasses elsewhere
    BINDINGS = [
        Binding("r", "choose('rematch')", "Rematch"),
        Binding("t", "choose('title')", "Title screen"),
        Binding("b,escape", "choose('board')", "Look at the board"),
        Binding("q", "choose('quit')", "Quit"),
    ]

    def __init__(
        self,
        players: tuple[str, ...],
        outcome: Outcome,
        history: ScoreHistory | None = None,
        tabs: tuple[tuple[str, RenderableType], ...] = (),
    ) -> None:
        super().__init__()
        self.players = players
        self.outcome = outcome
        self.history = history
        self.tabs = tabs

    def compose(self) -> ComposeResult:
        headline, reason, _, table = outcome_renderable(self.players, self.outcome).renderables
        with Vertical(id="over-box"):
            yield Static(headline, id="over-head")
            if self.history is not None and self.history.labels:
                # Imported here: plotext costs every launch ~15 ms, and a game ends once.
                from boardgames_tui.widgets.score_chart import ScoreChart

                yield ScoreChart(self.history, self.players, id="over-chart")
            with TabbedContent(id="over-tabs"):
                with TabPane("Scores", id="over-scores"):
                    yield ScrollableContainer(self.wide(Group(reason, table), table))
                for title, body in self.tabs:
                    with TabPane(title, id=f"over-{title.lower()}"):
                        yield ScrollableContainer(self.wide(body, body))
            with Horizontal(id="over-buttons"):
                yield Button("Rematch r", id="rematch", variant="success", compact=True)
                yield Button("Title t", id="title", compact=True)
                yield Button("Quit q", id="quit", variant="error", compact=True)

    def wide(self, body: RenderableType, table: RenderableType) -> Static:
        """As wide as the table wants: its container scrolls rather than cut names short."""
        console = self.app.console  # measured unbounded, not at the terminal's width
        static = Static(body)
        wide = console.options.update_width(1000)
        static.styles.width = console.measure(table, options=wide).maximum
        return static

    def on_mount(self) -> None:
        self.fit()

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """As wide as the game screen's side column (game_base.fit_side): the board is whole."""
        width = self.app.size.width
        self.query_one("#over-box").styles.width = 30 if width < 100 else min(60, width * 3 // 10)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id)  # type: ignore[arg-type]

    def action_choose(self, choice: Choice) -> None:
        self.dismiss(choice)
