"""A seat changes hands mid-game: handed to a bot when a player has to leave, taken back later.

The menu (key ``B`` on a game screen, or "Seats" in the command palette) lists, for every
seat, who could play it instead.  The change is saved with the game, and undo never goes
back past it (``Session.hand_seat``), so a bot's moves are never taken back by a person nor
a person's by the bot.  A mixin of :class:`~boardgames_tui.screens.game_base.GameScreen`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from boardgames_tui.widgets.paged_option_list import PagedOptionList

if TYPE_CHECKING:
    from boardgames_rules.core.game import Game
    from boardgames_rules.core.session import Session

# What a choice in the menu means: (seat, bot level), the level None for a person.
SeatChoice = tuple[int, str | None]


def played_by(level: str | None) -> str:
    """Who plays a seat, as the handover says it: "a person", or the bot's strength ("Hard")."""
    from boardgames_rules.bots.base import strength_of

    return "a person" if level is None else strength_of(level)


def menu_entry(level: str | None) -> str:
    """A choice in the menu: "a person", or "Hard bot (search)", strength and how it plays."""
    from boardgames_rules.bots.base import level_label

    return "a person" if level is None else level_label(level).replace(" (", " bot (", 1)


class SeatsScreen(ModalScreen[SeatChoice | None]):
    """Who plays each seat, and every change one line away; Escape changes nothing."""

    DEFAULT_CSS = """
    SeatsScreen { align: center middle; }
    #seats-box { width: 64; max-width: 95%; height: auto; max-height: 90%;
                 border: thick $accent; background: $surface; padding: 0 1; }
    #seats-box OptionList { height: auto; max-height: 16; min-width: 8; }  /* 1×1: never 0 wide */
    """
    BINDINGS = [Binding("escape", "cancel", "Back")]

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
            yield Static(Text.assemble(("Who plays each seat\n", "bold"), now, "\n"))
            yield PagedOptionList(*options, id="seats-list")
            yield Static(Text("Enter hands the seat over; Esc changes nothing.", style="dim"))

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self._choices[event.option_index])

    def action_cancel(self) -> None:
        self.dismiss(None)


class SeatHandover:
    """The game screen's part: open the menu, then hand the seat over and go on playing."""

    session: Session
    game: Game
    keyboard: int | None
    lesson: Any
    _bot_token: int
    _bot_thinking: bool
    _bot_pending: Any

    def action_seats(self) -> None:
        if self.lesson is not None:
            self.say("In a lesson the seats stay as they are.", error=True)  # type: ignore[attr-defined]
            return
        if self.session.over:
            self.say("The game is over: no seat to hand over.", error=True)  # type: ignore[attr-defined]
            return
        screen = SeatsScreen(self.session.players, self.session.bots)
        self.app.push_screen(screen, self.hand_seat)  # type: ignore[attr-defined]

    def hand_seat(self, choice: SeatChoice | None) -> None:
        if choice is None or self.session.over:
            return
        seat, level = choice
        if self.session.bots.get(seat) == level:
            return
        # A bot move being thought about or announced for the old position is dropped.
        self._bot_token += 1
        self._bot_thinking = False
        self._bot_pending = None
        self.session.hand_seat(seat, level)
        humans = self.human_seats()  # type: ignore[attr-defined]
        if self.game.has_private_info:
            # Hidden cards: with one person left their view stays on screen; with more, the
            # table sees the public view until the next player takes the keyboard.
            self.keyboard = humans[0] if len(humans) == 1 else None
        self.autosave()  # type: ignore[attr-defined]
        self.after_change()  # type: ignore[attr-defined]
        # Said last: the news stays in the prompt line even when a bot starts thinking.
        self.say(f"{self.session.players[seat]} is now played by {played_by(level)}.")  # type: ignore[attr-defined]
