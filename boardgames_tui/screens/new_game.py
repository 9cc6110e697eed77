"""The new-game dialog: players, their names and an optional seed."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from boardgames_rules.core import Game
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, Label, Select, Static


@dataclass(frozen=True)
class NewGameRequest:
    game: str
    players: tuple[str, ...]
    seed: int | None
    bots: dict[int, str] = field(default_factory=dict)  # seat -> bot level


def played_by_choices() -> list[tuple[str, str]]:
    """Who may play a seat: a person, or a bot by its strength first ("Bot: Hard (search)")."""
    from boardgames_rules.bots.base import LEVELS, level_label  # the bots load with first use

    return [("Human", "human")] + [(f"Bot: {level_label(level)}", level) for level in LEVELS]


class NewGameScreen(ModalScreen[NewGameRequest | None]):
    CSS_PATH = Path(__file__).with_name("new_game.tcss")  # also for subclasses elsewhere
    # Shown in the footer: a dialog of many fields is walked with Tab (Textual's own bindings,
    # hidden by default, here with a word each).
    BINDINGS = [
        Binding("escape", "cancel", "Back"),
        Binding("tab", "app.focus_next", "Next field"),
        Binding("shift+tab", "app.focus_previous", "Previous field"),
        Binding("ctrl+s", "start", "Start"),  # from any field, a Select's list included
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        game = self.game
        with Vertical(id="new-box"):
            yield Static(Text(f"New game of {game.title}", style="bold"))
            counts = range(game.min_players, game.max_players + 1)
            with Horizontal(classes="row"):
                yield Label("Players")
                yield Select(
                    [(str(n), n) for n in counts],
                    value=game.min_players,
                    allow_blank=False,
                    id="count",
                    disabled=game.min_players == game.max_players,  # nothing to choose
                )
            names = game.default_players(game.max_players)
            played_by = played_by_choices()
            for seat in range(game.max_players):
                with Horizontal(classes="row", id=f"row-{seat}"):
                    yield Label(f"Seat {seat + 1}")
                    yield Input(value=names[seat], id=f"name-{seat}", max_length=24, compact=True)
                    yield Select(
                        played_by,
                        value="human",
                        allow_blank=False,
                        id=f"who-{seat}",
                        classes="who",
                    )
            with Horizontal(classes="row"):
                yield Label("Seed")
                yield Input(
                    placeholder="blank: random", id="seed", restrict=r"[0-9]*", compact=True
                )
            yield Static(id="new-error")
            with Horizontal(id="new-buttons"):
                yield Button("Cancel", id="cancel", compact=True)
                yield Button("Start", id="start", variant="success", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self._show_rows(self.game.min_players)
        # The first field to fill in, as the eye reads the dialog (Players, unless the game has
        # one player count); Start is one Enter in any text field, or Ctrl+S anywhere.
        count = self.query_one("#count", Select)
        (self.query_one("#name-0", Input) if count.disabled else count).focus()

    def _show_rows(self, count: int) -> None:
        for seat in range(self.game.max_players):
            self.query_one(f"#row-{seat}").display = seat < count

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "count" and isinstance(event.value, int):
            self._show_rows(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self._start()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self._start()
        else:
            self.dismiss(None)

    def action_start(self) -> None:
        self._start()

    def action_cancel(self) -> None:
        self.dismiss(None)

    def _start(self) -> None:
        count = self.query_one("#count", Select).value
        assert isinstance(count, int)
        names = tuple(self.query_one(f"#name-{s}", Input).value for s in range(count))
        seed_text = self.query_one("#seed", Input).value.strip()
        try:
            self.game.new_game(names, int(seed_text or 0))
        except ValueError as err:
            self.query_one("#new-error", Static).update(Text(str(err)))
            return
        bots = {}
        for seat in range(count):
            who = self.query_one(f"#who-{seat}", Select).value
            if isinstance(who, str) and who != "human":
                bots[seat] = who
        self.dismiss(
            NewGameRequest(self.game.name, names, int(seed_text) if seed_text else None, bots=bots)
        )
