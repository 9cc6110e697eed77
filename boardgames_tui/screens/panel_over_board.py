"""One scrolling panel over the board: what a game's side column cannot hold at its size (an
era's summary, every panel whole), in a box of its own, public information only.  Each game
names its own closing keys (and the binding's id, which a player's keymap may name)."""

from __future__ import annotations

from typing import ClassVar

from boardgames_rules.core.i18n import N_, _
from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from boardgames_tui.styles import beside

BACK = N_("Back to the board")


def closing(keys: str, binding_id: str) -> Binding:
    """The binding that closes the panel: ``keys`` (Enter, Escape, Space and any the game
    opened it with), under the game's own ``binding_id``."""
    return Binding(keys, "close", BACK, id=binding_id)


class PanelOverBoard(ModalScreen[None]):
    """A panel's ``body`` in a scrolling box over the board, and how to go back."""

    DEFAULT_CSS = beside(__file__)
    BINDINGS: ClassVar[list[BindingType]] = []  # each game's names its own: ``closing(…)``

    def __init__(self, body: RenderableType) -> None:
        super().__init__()
        self._body = body

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="panel-box"):
            yield Static(self._body)
            with Center():
                yield Static(Text(_("Enter: back to the board"), style="bold"))

    def action_close(self) -> None:
        self.dismiss(None)
