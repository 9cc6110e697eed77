"""The new-game dialog: players, their names and an optional seed.

Every game walks its fields in the same order: Players (only where the game lets you choose
how many), then each seat's name and its Human/Bot choice, then Seed, then Start (Cancel after
it; Esc cancels from anywhere). The focus always starts on Seat 1's name, the one field every
game has, so the same keys reach the same field in every game (Shift+Tab goes back up to
Players). Enter moves to the next field like Tab, on a name, a Human/Bot choice or the seed
alike: only the Start button (Enter on it, or a click) or Ctrl+S starts the game, so a player
filling in names never starts one by accident. The focused field is marked by shape, not only
colour: a `▶` before its row and heavy side bars around the field itself (new_game.tcss).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from boardgames_rules.core import Game
from boardgames_rules.core.i18n import N_, _
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, Select, Static

from boardgames_tui.widgets.footer import Footer


@dataclass(frozen=True)
class NewGameRequest:
    game: str
    players: tuple[str, ...]
    seed: int | None
    bots: dict[int, str] = field(default_factory=dict)  # seat -> bot level


def played_by_choices() -> list[tuple[str, str]]:
    """Who may play a seat: a person, or a bot by its strength first ("Bot: Hard (search)")."""
    from boardgames_rules.bots.base import LEVELS, level_label  # the bots load with first use

    bots = [(_("Bot: {level}").format(level=level_label(level)), level) for level in LEVELS]
    return [(_("Human"), "human"), *bots]


class FieldSelect(Select[object]):
    """A Select whose Enter moves to the next field, as in every other field of the dialog:
    its list opens with Space, the arrows or a click, so pressing Enter down the dialog never
    stops in an open list."""

    inherit_bindings = False
    BINDINGS = [
        Binding("enter", "app.focus_next", N_("Next field"), show=False, id="new_game.next_field"),
        Binding(
            "space,down,up", "show_overlay", N_("Choose"), key_display="Space",
            id="new_game.open_list",
        ),
    ]


def row_mark() -> Label:
    """The `▶` before a row, shown (by new_game.tcss) only while a field in it has the focus."""
    return Label("▶", classes="mark")


class NewGameScreen(ModalScreen[NewGameRequest | None]):
    AUTO_FOCUS = "#name-0"  # the same first field in every game
    CSS_PATH = Path(__file__).with_name("new_game.tcss")  # also for subclasses elsewhere
    # Shown in the footer: a dialog of many fields is walked with Tab or Enter (Textual's own
    # Tab bindings, hidden by default, here with a word each).
    BINDINGS = [
        Binding("tab", "app.focus_next", N_("Next"), key_display="Tab/Enter", id="new_game.next"),
        Binding(
            "shift+tab", "app.focus_previous", N_("Previous"), key_display="Shift+Tab",
            id="new_game.previous",
        ),
        Binding("escape", "cancel", N_("Cancel"), key_display="Esc", id="new_game.cancel"),
        # from any field, a Select's open list included
        Binding("ctrl+s", "start", N_("Start"), key_display="Ctrl+S", id="new_game.start"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        game = self.game
        with Vertical(id="new-box"):
            title = _("New game of {game}").format(game=game.title)
            yield Static(Text(title, style="bold"), id="new-title")
            counts = range(game.min_players, game.max_players + 1)
            with Horizontal(classes="row"):
                yield row_mark()
                yield Label(_("Players"))
                yield FieldSelect(
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
                    yield row_mark()
                    yield Label(_("Seat {number}").format(number=seat + 1))
                    yield Input(value=names[seat], id=f"name-{seat}", max_length=24)
                    yield FieldSelect(
                        played_by,
                        value="human",
                        allow_blank=False,
                        id=f"who-{seat}",
                        classes="who",
                    )
            with Horizontal(classes="row"):
                yield row_mark()
                yield Label(_("Seed"))
                yield Input(placeholder=_("blank: random"), id="seed", restrict=r"[0-9]*")
            yield Static(id="new-error")
            # Start first: it follows Seed in the field order, and Enter on it starts
            with Horizontal(classes="row", id="new-buttons"):
                yield row_mark()
                yield Label("")
                yield Button(_("Start"), id="start", variant="success", compact=True)
                yield Button(_("Cancel"), id="cancel", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self._show_rows(self.game.min_players)

    def _show_rows(self, count: int) -> None:
        for seat in range(self.game.max_players):
            self.query_one(f"#row-{seat}").display = seat < count

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "count" and isinstance(event.value, int):
            self._show_rows(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Enter in a name or the seed moves on, like Tab: only Start or Ctrl+S start a game
        event.stop()
        self.focus_next()

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
