"""The saved-games shelf: every save, newest first, to resume, replay, export or delete."""

from __future__ import annotations

from pathlib import Path

from boardgames_rules.core.i18n import N_, _
from boardgames_rules.core.save import SaveError
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Static

from boardgames_tui.save_lock import SaveInUse, delete_save
from boardgames_tui.screens.the_app import app_of
from boardgames_tui.shelf import ShelfEntry, list_saves, short_date
from boardgames_tui.storage import is_regular_file
from boardgames_tui.styles import beside
from boardgames_tui.widgets.footer import Footer

# Translated where the table is made (N_: marked for the catalogue at import time).
COLUMNS = (N_("Game"), N_("Players"), N_("Started"), N_("Played"), N_("At"), N_("Result"))


class ConfirmDelete(ModalScreen[bool]):
    DEFAULT_CSS = beside(__file__, "shelf_confirm_delete.tcss")
    BINDINGS = [
        Binding("y", "answer(True)", N_("Yes, delete"), id="shelf.confirm_delete"),
        Binding("n,escape", "answer(False)", N_("No"), id="shelf.keep"),
    ]

    def __init__(self, path: Path) -> None:
        super().__init__()
        self._path = path

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm"):
            question = _("Delete {file} for good?").format(file=self._path.name)
            yield Static(Text(question + "\n\n" + _("y: delete   n: keep it")))
        yield Footer()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class ShelfScreen(Screen[None]):
    DEFAULT_CSS = beside(__file__)
    BINDINGS = [
        Binding("enter", "resume", N_("Resume"), priority=True, id="shelf.resume"),
        Binding("p", "replay", N_("Replay"), id="shelf.replay"),
        Binding("e", "export", N_("Export"), id="shelf.export"),
        Binding("d", "delete", N_("Delete"), id="shelf.delete"),
        Binding("escape,q", "app.pop_screen", N_("Back"), id="common.back"),
    ]

    def compose(self) -> ComposeResult:
        yield Static(Text(" " + _("Saved games (newest first)") + " ", style="reverse bold"))
        yield DataTable(id="shelf", cursor_type="row", zebra_stripes=True)
        yield Static(id="shelf-message")
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one(DataTable)
        table.add_columns(*(_(column) for column in COLUMNS))
        self.reload()
        table.focus()

    def reload(self) -> None:
        self.entries: list[ShelfEntry] = list_saves(app_of(self).storage)
        table = self.query_one(DataTable)
        table.clear()
        for entry in self.entries:
            table.add_row(*row(entry))
        if not self.entries:
            self.tell(_("No saved games yet."))

    def tell(self, message: str, error: bool = False) -> None:
        style = "bold red" if error else "italic"
        self.query_one("#shelf-message", Static).update(Text(message, style=style))

    def chosen(self) -> ShelfEntry | None:
        table = self.query_one(DataTable)
        if not self.entries:
            return None
        entry = self.entries[min(table.cursor_row, len(self.entries) - 1)]
        if not entry.readable:
            said = _("{file} cannot be read: {problem}")
            self.tell(said.format(file=entry.path.name, problem=entry.problem), error=True)
        return entry

    def _session(self, entry: ShelfEntry):
        from boardgames_tui.storage import load_session

        try:
            return load_session(entry.path)
        except SaveError as err:
            self.tell(f"{entry.path.name}: {err}", error=True)
            return None

    def action_resume(self) -> None:
        entry = self.chosen()
        if entry is None or not entry.readable:
            return
        if entry.outcome is not None:
            self.tell(_("That game is over: p replays it."), error=True)
            return
        session = self._session(entry)
        if session is not None:
            app_of(self).open_session(session, entry.path)

    def action_replay(self) -> None:
        entry = self.chosen()
        if entry is None or not entry.readable:
            return
        session = self._session(entry)
        if session is not None:
            app_of(self).open_replay(session, entry.path)

    def action_export(self) -> None:
        """Writes the text record beside the saves, in ``exports/``."""
        from boardgames_tui.export import as_text
        from boardgames_tui.storage import write_atomically

        entry = self.chosen()
        if entry is None or not entry.readable:
            return
        session = self._session(entry)
        if session is None:
            return
        target = app_of(self).storage.root / "exports" / (entry.path.stem + ".txt")
        try:
            write_atomically(target, as_text(session))
        except OSError as err:  # exports/ is a file, the name a folder, the disk full…
            said = _("Cannot export to {path}: {reason}")
            self.tell(said.format(path=target, reason=err.strerror or err), error=True)
            return
        self.tell(_("Exported to {path}").format(path=target))

    def action_delete(self) -> None:
        entry = self.chosen() if self.entries else None
        if entry is None:
            return
        if not is_regular_file(entry.path):
            # A folder, FIFO or device named *.json is not ours to remove.
            said = _("{file} is not a regular file: left alone.")
            self.tell(said.format(file=entry.path.name), error=True)
            return

        def answered(yes: bool | None) -> None:
            if not yes:
                self.tell("Kept.")
                return
            try:
                delete_save(entry.path)
            except SaveInUse as busy:
                said = _("Not deleted: {reason}. Close it there first.")
                self.tell(said.format(reason=busy), error=True)
                return
            except OSError as err:
                said = _("Cannot delete {file}: {reason}")
                self.tell(said.format(file=entry.path.name, reason=err.strerror or err), error=True)
                return
            self.reload()
            self.tell(_("Deleted {file}.").format(file=entry.path.name))

        self.app.push_screen(ConfirmDelete(entry.path), answered)


def row(entry: ShelfEntry) -> tuple[Text, ...]:
    if entry.save is None:
        return (
            Text(entry.path.name),
            Text(_("unreadable: Enter"), style="bold red"),
            Text("?"),
            Text(short_date(entry.last_played)),
            Text(""),
            Text("✗ " + _("unreadable")),
        )
    if entry.percent is not None:
        done = "… " + _("{percent}% played").format(percent=entry.percent)
    else:
        done = "… " + _("in play")
    won = entry.outcome is not None
    state = "✓ " + _("won by {winners}").format(winners=entry.winners) if won else done
    players = ", ".join(entry.save.players)
    return (
        Text(entry.title),
        Text(players if len(players) <= 18 else players[:17] + "…"),
        Text(short_date(entry.started)),
        Text(short_date(entry.last_played)),
        Text(entry.progress),
        Text(state),
    )
