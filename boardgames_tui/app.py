"""The Textual app: title screen, new-game dialog and the game screens."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from boardgames_rules import GAMES, get_game
from boardgames_rules.core.save import SaveError, replay
from boardgames_rules.core.session import Session
from textual.app import App

from boardgames_tui.screens.registry import screen_for
from boardgames_tui.screens.title import TitleScreen
from boardgames_tui.storage import Storage, load_file

if TYPE_CHECKING:
    from boardgames_tui.screens.new_game import NewGameRequest


def random_seed() -> int:
    return secrets.randbelow(10**9)


@dataclass(frozen=True)
class Start:
    """What the app opens on: the title screen, a game's new-game dialog, or a game."""

    game: str | None = None
    session: Session | None = None
    save_path: Path | None = None
    message: str = ""


class BoardgamesApp(App[None]):
    TITLE = "boardgames"
    CSS = "Screen { background: $background; }"
    ENABLE_COMMAND_PALETTE = False

    def __init__(
        self, storage: Storage, start: Start | None = None, bot_delay: float = 0.6
    ) -> None:
        super().__init__()
        self.storage = storage
        self.start = start or Start()
        # Seconds a bot's move stays announced before it is played ('.' skips the wait).
        self.bot_delay = bot_delay

    def on_mount(self) -> None:
        if self.start.session is not None:
            # Straight into the game: the title screen is built only if the player asks for it.
            self.open_session(self.start.session, self.start.save_path)
            return
        self.show_title(self.start.message)
        if self.start.game is not None:
            self.open_new_game(self.start.game)

    # -- navigation -------------------------------------------------------------------------
    def show_title(self, message: str = "") -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) == 2:
            self.switch_screen(TitleScreen(message))
        else:
            self.push_screen(TitleScreen(message))

    def open_new_game(self, game: str) -> None:
        from boardgames_tui.screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(get_game(game)), self._new_game_chosen)

    def _new_game_chosen(self, request: NewGameRequest | None) -> None:
        if request is None:
            return
        seed = request.seed if request.seed is not None else random_seed()
        session = Session.start(get_game(request.game), request.players, seed)
        session.bots = dict(request.bots)
        self.open_session(session)

    def open_session(self, session: Session, save_path: Path | None = None) -> None:
        path = save_path or self.storage.new_save_path(session.game.name)
        self.storage.write(path, session.to_save())
        screen = screen_for(session.game.name)(session, path)
        # The stack is [default, title?, game, dialogs…]: keep the title, replace the rest.
        while len(self.screen_stack) > 2:
            self.pop_screen()
        if len(self.screen_stack) == 2 and not isinstance(self.screen, TitleScreen):
            self.switch_screen(screen)
        else:
            self.push_screen(screen)

    def rematch(self, session: Session) -> None:
        again = Session.start(session.game, session.players, random_seed())
        again.bots = dict(session.bots)
        self.open_session(again)

    def resume_latest(self) -> None:
        scan = self.storage.scan()
        if scan.skipped:
            self.notify(scan.skipped_note(), severity="warning", markup=False)
        if scan.latest is None:
            self.notify("No unfinished game to resume.", severity="warning")
            return
        path, _ = scan.latest
        try:
            self.open_session(load_session(path), path)
        except SaveError as err:
            self.notify(f"Cannot resume {path.name}: {err}", severity="error", markup=False)


def load_session(path: Path) -> Session:
    """A session rebuilt from a save file; raises SaveError with the reason."""
    save = load_file(path)
    game, states, actions = replay(save, GAMES)
    return Session.from_states(game, save, states, actions)
