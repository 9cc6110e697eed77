"""A seat changes hands mid-game: handed to a bot when a player has to leave, taken back later.

The menu (key ``B`` on a game screen, or "Seats" in the command palette) lists, for every
seat, who could play it instead.  The change is saved with the game, and undo never goes
back past it (``Session.hand_seat``), so a bot's moves are never taken back by a person nor
a person's by the bot.  The table (:meth:`~boardgames_tui.table.Table.hand_seat`) makes the
change; this module is the menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_rules.core.i18n import N_, _
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from boardgames_tui.screens.save_guard import show_save_state
from boardgames_tui.styles import beside
from boardgames_tui.widgets.paged_option_list import PagedOptionList

if TYPE_CHECKING:
    from boardgames_tui.screens.game_base import GameScreen

# What a choice in the menu means: (seat, bot level), the level None for a person.
SeatChoice = tuple[int, str | None]


def played_by(level: str | None) -> str:
    """Who plays a seat, as the handover says it: "a person", or the bot's strength ("Hard")."""
    from boardgames_rules.bots.base import strength_of

    return _("a person") if level is None else strength_of(level)


def menu_entry(level: str | None) -> str:
    """A choice in the menu: "a person", or "Hard bot (search)", strength and how it plays."""
    from boardgames_rules.bots.base import bot_label

    return _("a person") if level is None else bot_label(level)


class SeatsScreen(ModalScreen[SeatChoice | None]):
    """Who plays each seat, and every change one line away; Escape changes nothing."""

    DEFAULT_CSS = beside(__file__)
    BINDINGS = [Binding("escape", "cancel", N_("Back"), id="seats.back")]

    def __init__(self, players: tuple[str, ...], bots: dict[int, str]) -> None:
        super().__init__()
        self._players, self._bots = players, dict(bots)
        self._choices: list[SeatChoice] = []

    def compose(self) -> ComposeResult:
        from boardgames_rules.bots.base import LEVELS  # the bots load with the first use

        now = "\n".join(
            f"  {name}: {menu_entry(self._bots.get(seat))}"
            for seat, name in enumerate(self._players)
        )
        options = []
        for seat, name in enumerate(self._players):
            current = self._bots.get(seat)
            for level in (None, *LEVELS):
                if level == current:
                    continue
                self._choices.append((seat, level))
                options.append(Option(f"{name} → {menu_entry(level)}"))
        with Vertical(id="seats-box"):
            yield Static(Text.assemble((_("Who plays each seat") + "\n", "bold"), now, "\n"))
            yield PagedOptionList(*options, id="seats-list")
            yield Static(Text(_("Enter hands the seat over; Esc changes nothing."), style="dim"))

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self._choices[event.option_index])

    def action_cancel(self) -> None:
        self.dismiss(None)


def open_seats(screen: GameScreen) -> None:
    """The game screen's key B: the menu, then the seat handed over and the game going on."""
    refusal = screen.table.seat_refusal()
    if refusal is not None:
        screen.say(refusal, error=True)
        return

    def hand_seat(choice: SeatChoice | None) -> None:
        if choice is None:
            return
        seat, level = choice
        table = screen.table
        was_failing = bool(table.save_problem)
        if not table.hand_seat(seat, level):  # saved with the game; a bot's move is dropped
            return
        show_save_state(screen, was_failing)
        screen.after_change()
        # Said last: the news stays in the prompt line even when a bot starts thinking.
        said = _("{player} is now played by {who}.")
        screen.say(said.format(player=table.players[seat], who=played_by(level)))

    players, bots = screen.table.players, screen.table.session.bots
    screen.app.push_screen(SeatsScreen(players, bots), hand_seat)
