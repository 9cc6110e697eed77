"""Saving on the game screen: a failed save is never silent, and no save is written over.

The table writes the game after every action (:meth:`~boardgames_tui.table.Table.autosave`);
when a save cannot be written (a full disk, a folder gone, no permission, or a newer copy on
disk), the action stays played, and this part shows a banner saying the game is not saved and
why, until a later action (or Ctrl+S) saves it; quitting asks before it drops unsaved actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames_rules.core.i18n import _
from rich.text import Text
from textual.widgets import Static

if TYPE_CHECKING:
    from boardgames_tui.screens.game_base import GameScreen

BANNER_STYLE = "reverse bold red"


class SaveBanner(Static):
    """The banner under the status line, shown only while the game is not saved."""

    def __init__(self, problem: str) -> None:
        super().__init__(id="save-banner")
        self.problem = problem
        self._fill()

    def show(self, problem: str) -> None:
        if problem != self.problem:
            self.problem = problem
            self._fill()

    def _fill(self) -> None:
        self.display = bool(self.problem)
        if not self.problem:
            return  # hidden: updating it anyway would lay the screen out again for nothing
        self.update(
            Text(
                " "
                + _(
                    "NOT SAVED: {problem}. The moves stay here; every action and Ctrl+S try again."
                ).format(problem=self.problem)
                + " ",
                style=BANNER_STYLE,
            )
        )


def show_save_state(screen: GameScreen, was_failing: bool) -> None:
    """After the table wrote (or failed to write) the game: the banner, and "saved again"."""
    problem = screen.table.save_problem
    if not screen.is_attached:
        return
    for banner in screen.query(SaveBanner):
        banner.show(problem)
    if was_failing and not problem:
        name = screen.table.save_path.name
        screen.notify(_("Saved again: every action is in {file}.").format(file=name))


def save_now(screen: GameScreen) -> None:
    """Ctrl+S: every action is saved anyway; this tries again after a failure."""
    table = screen.table
    if table.lesson is not None:
        screen.say(_("Lessons are not saved: finish it and choose Play on to keep the game."))
        return
    screen.autosave()
    if table.save_problem:
        screen.say(_("Not saved: {problem}").format(problem=table.save_problem), error=True)
        return
    if table.game.has_private_info:
        said = _("Saved to {path} (it holds every player's hand)")
    else:
        said = _("Saved to {path}")
    screen.say(said.format(path=table.save_path))
    if table.bot_waiting():  # a bot turn held back by the failure goes on now
        screen.bots.start()


def quit_saved(screen: GameScreen, message: str) -> None:
    """Exit with ``message`` once the game is saved; if it cannot be, ask first."""
    table = screen.table
    screen.autosave()
    if not table.save_problem:
        screen.app.exit(message=message)
        return
    from boardgames_tui.screens.save_dialogs import UnsavedQuit

    unsaved = table.unsaved_actions()
    screen.app.push_screen(UnsavedQuit(table.session, table.save_path, table.save_problem, unsaved))
