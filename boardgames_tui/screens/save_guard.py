"""Saving on the game screen: a failed save is never silent, and no save is written over.

A mixin of :class:`~boardgames_tui.screens.game_base.GameScreen`.  When a save cannot be
written (a full disk, a folder gone, no permission, or a newer copy on disk), the action stays
played in memory and on screen, a banner says the game is not saved and why, every later action
(and Ctrl+S) tries again, bot turns wait, and quitting asks before it drops unsaved actions.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static

from boardgames_tui.save_lock import NewerSaveOnDisk, SaveHandle

if TYPE_CHECKING:
    from boardgames_rules.core.game import Game
    from boardgames_rules.core.session import Session

BANNER_STYLE = "reverse bold red"


class SaveGuard:
    # Set by GameScreen.__init__; its say, autosave and bot-turn methods are used here too.
    session: Session
    game: Game
    save_path: Path
    # Set by the app when it opens the game (None in the replay viewer, which never saves).
    save_handle: SaveHandle | None = None
    save_problem: str = ""  # why the last save failed; "" while the file is up to date
    saved_count: int | None = None  # actions in the file after the last good save

    def save_banner(self) -> Static:
        """The banner under the status line, shown only while the game is not saved."""
        banner = Static(id="save-banner")
        self._fill_banner(banner)
        return banner

    def _fill_banner(self, banner: Static) -> None:
        banner.display = bool(self.save_problem)
        if not self.save_problem:
            return  # hidden: updating it anyway would lay the screen out again for nothing
        banner.update(
            Text(
                f" NOT SAVED: {self.save_problem}. The moves stay here; every action and "
                "Ctrl+S try again. ",
                style=BANNER_STYLE,
            )
        )

    def write_save(self) -> bool:
        """Write the game to its file; on failure remember why and show the banner."""
        if self.save_handle is None:
            return True
        was_failing = bool(self.save_problem)
        try:
            self.save_handle.write(self.session.to_save())
        except (OSError, NewerSaveOnDisk) as err:
            self.save_problem = save_failure(err, self.save_path)
        else:
            self.save_problem = ""
            self.saved_count = len(self.session.actions)
        if self.is_attached:
            for banner in self.query("#save-banner"):
                self._fill_banner(banner)
            if was_failing and not self.save_problem:
                self.notify(f"Saved again: every action is in {self.save_path.name}.")
        return not self.save_problem

    def unsaved_actions(self) -> int:
        return len(self.session.actions) - (self.saved_count or 0)

    def action_save(self) -> None:
        self.autosave()
        if self.save_problem:
            self.say(f"Not saved: {self.save_problem}", error=True)
            return
        note = " (it holds every player's hand)" if self.game.has_private_info else ""
        self.say(f"Saved to {self.save_path}{note}")
        # A bot turn held back by the failure goes on now.
        if self.is_bot_turn() and not self._bot_thinking and self._bot_pending is None:
            self.start_bot_turn()

    def action_quit_game(self) -> None:
        self.quit_saved(f"Game saved to {self.save_path}. Resume: boardgames resume")

    def quit_saved(self, message: str) -> None:
        """Exit with ``message`` once the game is saved; if it cannot be, ask first."""
        self.autosave()
        if not self.save_problem:
            self.app.exit(message=message)
            return
        from boardgames_tui.screens.save_dialogs import UnsavedQuit

        self.app.push_screen(
            UnsavedQuit(self.session, self.save_path, self.save_problem, self.unsaved_actions())
        )

    def on_unmount(self) -> None:
        # Textual calls this beside any other on_unmount along the class chain.
        if self.save_handle is not None:
            self.save_handle.release()


def save_failure(err: Exception, path: Path) -> str:
    """Why a save failed, in a line: the system's reason and the file, or the conflict."""
    if isinstance(err, OSError):
        reason = err.strerror or type(err).__name__
        where = err.filename or path
        return f"{reason} ({where})"
    return str(err)
