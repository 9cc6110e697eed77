"""The two questions about a save file: quit without saving? and, for a game open elsewhere,
watch it read-only instead?"""

from __future__ import annotations

from pathlib import Path

from boardgames_rules.core.i18n import N_, _, ngettext
from boardgames_rules.core.save import SaveError, dump_save
from boardgames_rules.core.session import Session
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from boardgames_tui.save_lock import SaveInUse
from boardgames_tui.storage import write_atomically
from boardgames_tui.styles import beside
from boardgames_tui.widgets.footer import Footer

# Both dialogs' sheet names both: in one's (scoped) default CSS the other's rules match nothing.
DIALOG_CSS = beside(__file__)


class UnsavedQuit(ModalScreen[None]):
    """Quitting a game whose file could not be written: save elsewhere, quit anyway, or stay."""

    DEFAULT_CSS = DIALOG_CSS
    BINDINGS = [
        Binding("s", "elsewhere", N_("Save elsewhere"), id="save.elsewhere"),
        Binding("x", "drop", N_("Quit, losing them"), id="save.drop"),
        Binding("escape", "app.pop_screen", N_("Back to the game"), id="save.back"),
    ]

    def __init__(self, session: Session, path: Path, problem: str, unsaved: int) -> None:
        super().__init__()
        self._session = session
        self._path = path
        self._problem = problem
        self._unsaved = unsaved

    def compose(self) -> ComposeResult:
        loses = ngettext(
            "Quitting now loses {count} action.",
            "Quitting now loses {count} actions.",
            self._unsaved,
        ).format(count=self._unsaved)
        with Vertical():
            yield Static(
                Text(
                    _("The game is not saved: {problem}.").format(problem=self._problem)
                    + f"\n{loses}\n\n"
                    + _("s: save to another file   x: quit and lose them   Esc: back to the game")
                ),
                id="unsaved-question",
            )
            box = Input(value=str(Path.home() / self._path.name), id="elsewhere")
            box.display = False
            yield box
            yield Static(id="unsaved-message")
        yield Footer()

    def action_elsewhere(self) -> None:
        box = self.query_one("#elsewhere", Input)
        box.display = True
        box.focus()
        self.query_one("#unsaved-message", Static).update(_("Enter saves to this file."))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        target = Path(event.value.strip()).expanduser()
        if not event.value.strip() or target.exists():
            # Never over another file: it may be another game's save.
            why = (
                _("give a file name")
                if not event.value.strip()
                else _("{path} exists already").format(path=target)
            )
            self.query_one("#unsaved-message", Static).update(Text(why, style="bold red"))
            return
        try:
            write_atomically(target, dump_save(self._session.to_save()))
        except OSError as err:
            reason = _("cannot write {path}: {reason}").format(path=target, reason=err.strerror)
            self.query_one("#unsaved-message", Static).update(Text(reason, style="bold red"))
            return
        self.app.exit(
            message=_("Game saved to {path} (not to {intended}: {problem})").format(
                path=target, intended=self._path, problem=self._problem
            )
        )

    def action_drop(self) -> None:
        self.app.exit(
            message=_("Quit without saving: {problem}. {path} is as it was.").format(
                problem=self._problem, path=self._path
            )
        )


class OpenElsewhere(ModalScreen[bool]):
    """A save another copy of the app holds: dismissed True to watch it in the replay viewer."""

    DEFAULT_CSS = DIALOG_CSS
    BINDINGS = [
        Binding("r", "answer(True)", N_("Watch read-only"), id="busy.watch"),
        Binding("escape", "answer(False)", N_("Back"), id="busy.back"),
    ]

    def __init__(self, busy: SaveInUse) -> None:
        super().__init__()
        self._busy = busy

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                Text(
                    _("{reason}: it can be played there only, so that no move is lost.").format(
                        reason=self._busy
                    )
                    + "\n\n"
                    + _("r: watch it read-only (the replay viewer)   Esc: back")
                )
            )
        yield Footer()

    def action_answer(self, watch: bool) -> None:
        self.dismiss(watch)


def read_only(path: Path) -> Session | str:
    """The session for the replay viewer, or why it cannot be read."""
    from boardgames_tui.storage import load_session

    try:
        return load_session(path)
    except SaveError as err:
        return str(err)
