"""Who won, and every seat's score broken down, with a rematch one key away."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Literal, TypeGuard, get_args

from boardgames_rules.core import Outcome
from boardgames_rules.core.i18n import N_, _
from boardgames_rules.core.messages import render
from rich import box
from rich.console import Group, RenderableType
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, ScrollableContainer, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static, TabbedContent, TabPane

from boardgames_tui.language import assemble
from boardgames_tui.score_history import ScoreHistory
from boardgames_tui.screens.save_guard import quit_saved
from boardgames_tui.theme import seat_name
from boardgames_tui.widgets.footer import Footer

if TYPE_CHECKING:
    from boardgames_tui.screens.game_base import GameScreen

Choice = Literal["rematch", "title", "quit", "board"]


def is_choice(name: str | None) -> TypeGuard[Choice]:
    return name in get_args(Choice)


def outcome_renderable(players: tuple[str, ...], outcome: Outcome) -> Group:
    if len(outcome.winners) == 1:
        winner = seat_name(players, outcome.winners[0])
        headline = assemble(_("{player} wins!"), "bold", player=winner)
    elif outcome.winners:
        names = Text(", ").join(seat_name(players, w) for w in outcome.winners)
        headline = assemble(_("Shared victory: {players}"), "bold", players=names)
    else:
        headline = Text(_("Nobody wins."), style="bold")
    reason = Text(render(outcome.reason, players))  # its seats named as the players
    return Group(headline, reason, Text(""), breakdown_table(players, outcome))


def breakdown_table(players: tuple[str, ...], outcome: Outcome) -> Table:
    """The score parts down the side and one column per seat: in a column 30 cells wide every
    part's name stays whole and each seat's figures read down its own column."""
    keys: list[str] = []
    for score in outcome.scores:
        keys.extend(k for k in score.breakdown if k not in keys)
    # The box's blank divider is the only space between columns: a part's name and two names
    # of 8 letters fit the 28 cells the column leaves inside its border and scroll bar.
    table = Table(
        box=box.SIMPLE_HEAD, expand=False, pad_edge=False, show_edge=False, padding=(0, 0)
    )
    # A part's name may wrap between words, never inside one.
    longest = max((len(w) for k in keys for w in _(k).split()), default=5)
    table.add_column("", min_width=longest)
    for score in outcome.scores:
        # A longer name wraps (folded if it must be), never cut short.
        table.add_column(seat_name(players, score.seat), justify="right", overflow="fold")
    table.add_row(
        _("Total"), *(str(score.total) for score in outcome.scores), style="bold", end_section=True
    )
    for key in keys:
        # A part's name is the game's English (its scores() marks them for the catalogue).
        figures = (str(score.breakdown.get(key, "")) for score in outcome.scores)
        table.add_row(_(key), *figures)
    return table


class GameOverScreen(ModalScreen[Choice]):
    """A column over the game screen's side column: the final board stays in sight beside it.

    Winner, the chart of the scores over the game, the breakdown (and a game's own tables, e.g.
    Polis's eras) in tabs that scroll, and the three buttons on the last row."""

    CSS_PATH = Path(__file__).with_name("game_over.tcss")  # also for subclasses elsewhere
    BINDINGS = [
        Binding("r", "choose('rematch')", N_("Rematch"), id="game_over.rematch"),
        Binding("t", "choose('title')", N_("Title screen"), id="game_over.title"),
        Binding("b,escape", "choose('board')", N_("Look at the board"), id="game_over.board"),
        Binding("q", "choose('quit')", N_("Quit"), id="game_over.quit"),
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
        self._measures: dict[Static, Measurement] = {}

    def compose(self) -> ComposeResult:
        headline, reason, _blank, table = outcome_renderable(self.players, self.outcome).renderables
        with Vertical(id="over-box"):
            yield Static(headline, id="over-head")
            if self.history is not None and self.history.labels:
                # Imported here: plotext costs every launch ~15 ms, and a game ends once.
                from boardgames_tui.widgets.score_chart import ScoreChart

                yield ScoreChart(self.history, self.players, id="over-chart")
            with TabbedContent(id="over-tabs"):
                with TabPane(_("Scores"), id="over-scores"):
                    with ScrollableContainer():
                        yield Static(reason, classes="over-reason")  # wraps at the column
                        yield self.wide(table, table)  # scrolls sideways if it must
                for title, body in self.tabs:
                    # Named after the title, in letters an id may hold (a Spanish title too).
                    with TabPane(title, id="over-" + re.sub(r"[^a-z0-9_-]", "-", title.lower())):
                        yield ScrollableContainer(self.wide(body, body))
            # The three labels, two cells more each, fit the column's 29 cells: a language
            # may leave a key letter out (Spanish "Revancha"), the footer shows every key.
            with Horizontal(id="over-buttons"):
                yield Button(_("Rematch r"), id="rematch", variant="success", compact=True)
                yield Button(_("Title t"), id="title", compact=True)
                yield Button(_("Quit q"), id="quit", variant="error", compact=True)
        # Its own keys, over the game screen's: the board's keys do nothing while this is up.
        yield Footer(compact=True, show_command_palette=False)

    def wide(self, body: RenderableType, table: RenderableType) -> Static:
        """A table's own cell: as wide as the column, or wider (its container scrolls
        sideways) only where the table cannot fit without cutting a word."""
        static = Static(body, classes="over-wide")
        console = self.app.console  # measured unbounded, not at the terminal's width
        self._measures[static] = console.measure(table, options=console.options.update_width(1000))
        return static

    def on_mount(self) -> None:
        self.fit()

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """As wide as the game screen's side column (game_base.fit_side): the board is whole."""
        width = self.app.size.width
        box = 30 if width < 100 else min(60, width * 3 // 10)
        self.query_one("#over-box").styles.width = box
        inside = box - 2  # the box's left border and the container's scroll bar
        for static, measure in self._measures.items():
            fits = measure.maximum <= inside
            static.styles.width = measure.maximum if fits else max(inside, measure.minimum)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if is_choice(event.button.id):  # every button is named after its choice
            self.dismiss(event.button.id)

    def action_choose(self, choice: Choice) -> None:
        self.dismiss(choice)


def after_game_over(screen: GameScreen, choice: str | None) -> None:
    """What the player chose at the end of the game (Escape: stay and look at the board)."""
    if choice == "rematch":
        screen.boardgames.rematch(screen.session)
    elif choice == "title":
        screen.boardgames.show_title()
    elif choice == "quit":
        quit_saved(screen, _("Game saved to {path}").format(path=screen.table.save_path))
