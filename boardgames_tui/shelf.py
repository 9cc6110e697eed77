"""The saved games on this machine, newest first, for the title screen and ``stats``.

Reading one file never stops the listing: a file that cannot be read is listed as
unreadable with the reason, and is never deleted or written over.
Which files are readable is the storage's verdict (``Storage.list_saves``); this adds what
the shelf shows of each.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from boardgames_rules import GAMES
from boardgames_rules.core.game import Outcome
from boardgames_rules.core.save import SaveFile

from boardgames_tui.storage import Storage


@dataclass(frozen=True)
class ShelfEntry:
    path: Path
    modified: float  # the file's time: when it was last played
    save: SaveFile | None = None
    problem: str = ""  # why the file cannot be read (save is None then)
    outcome: Outcome | None = None
    progress: str = ""  # "round 3", "era 2", "turn 5"…
    percent: int | None = None  # how much of the game is played (the game's ``progress``)

    @property
    def readable(self) -> bool:
        return self.save is not None

    @property
    def title(self) -> str:
        if self.save is None:
            return "?"
        game = GAMES.get(self.save.game)
        return game.title if game is not None else self.save.game

    @property
    def last_played(self) -> str:
        return datetime.fromtimestamp(self.modified, UTC).strftime("%Y-%m-%d %H:%M")

    @property
    def started(self) -> str:
        """From the file name the app gives a new save (game-YYYYmmdd-HHMMSS), else unknown."""
        parts = self.path.stem.split("-")
        if len(parts) >= 3 and parts[1].isdigit() and parts[2].isdigit():
            day, time = parts[1], parts[2]
            return f"{day[:4]}-{day[4:6]}-{day[6:8]} {time[:2]}:{time[2:4]}"
        return "?"

    @property
    def winners(self) -> str:
        if self.save is None or self.outcome is None:
            return ""
        return ", ".join(self.save.players[w] for w in self.outcome.winners)


def short_date(stamp: str, this_year: int | None = None) -> str:
    """A "YYYY-mm-dd HH:MM" stamp in the width of a shelf column (the shelf fits 80 columns):
    ``12-04 21:01`` this year; ``2025-12-04`` in any other year, where the month and day alone
    would mislead and the minute no longer matters."""
    year = this_year if this_year is not None else datetime.now(UTC).year
    if stamp.startswith(f"{year:04d}-"):
        return stamp[5:]
    return stamp[:10]


def entry(path: Path, found: SaveFile | str) -> ShelfEntry:
    """One row of the shelf, from what the storage found the file to be."""
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0  # removed meanwhile: listed as it was found
    if isinstance(found, str):
        return ShelfEntry(path, modified, problem=found)
    try:
        game = GAMES[found.game]
        state = game.load_state(found.snapshot)
        view = game.view(state, None)
        progress = game.period(view)
        where = game.progress(view)
        percent = where[1] if where is not None else None
        outcome = game.outcome(state)
        return ShelfEntry(
            path, modified, found, outcome=outcome, progress=progress, percent=percent
        )
    except Exception as err:  # noqa: BLE001 - one bad file must never hide the others
        return ShelfEntry(path, modified, problem=str(err) or type(err).__name__)


def list_saves(storage: Storage) -> list[ShelfEntry]:
    """Every save in the saves folder, most recently played first (unreadable ones too)."""
    return [entry(path, found) for path, found in storage.list_saves()]
