"""Where saves live, and writing them so that a crash never leaves half a file.

Every finished action is written at once (temp file, fsync, rename), so a crash or a kill
loses at most the action in progress.  A file that cannot be loaded is never written over,
renamed or deleted: it is skipped, and the player is told which file and why.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from stat import S_ISREG

from boardgames_rules import GAMES
from boardgames_rules.core.game import Game, GameState
from boardgames_rules.core.i18n import _
from boardgames_rules.core.save import (
    MAX_SAVE_BYTES,
    SaveError,
    SaveFile,
    check_size,
    dump_save,
    read_save,
    replay,
)
from boardgames_rules.core.session import Session
from platformdirs import user_data_path

ENV_HOME = "BOARDGAMES_HOME"


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """``--data-dir`` first, then ``$BOARDGAMES_HOME``, then the platform's user data folder."""
    if override:
        return Path(override).expanduser()
    if os.environ.get(ENV_HOME):
        return Path(os.environ[ENV_HOME]).expanduser()
    return user_data_path("boardgames", appauthor=False)


@dataclass(frozen=True)
class Scan:
    """The newest save of an unfinished game that loads, and every file passed over for it."""

    latest: tuple[Path, SaveFile] | None
    skipped: tuple[tuple[Path, str], ...] = ()

    def skipped_note(self) -> str:
        """One line per unreadable file, for the player: which one and why."""
        said = _("skipped {file}: {reason}")
        return "\n".join(said.format(file=path.name, reason=why) for path, why in self.skipped)


@dataclass(frozen=True)
class Storage:
    root: Path
    # The games a save is replayed against (tests pass their own).
    games: Mapping[str, Game] = field(default_factory=lambda: GAMES, compare=False, repr=False)
    # What each file was found to be, by (path, mtime, size): the title screen asks often.
    _checked: dict[tuple[Path, int, int], SaveFile | str] = field(
        default_factory=dict, compare=False, repr=False
    )

    @property
    def saves(self) -> Path:
        return self.root / "saves"

    def new_save_path(self, game: str) -> Path:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        path = self.saves / f"{game}-{stamp}.json"
        counter = 2
        while path.exists():
            path = self.saves / f"{game}-{stamp}-{counter}.json"
            counter += 1
        return path

    def write(self, path: Path, save: SaveFile) -> None:
        write_atomically(path, dump_save(save))

    def saving_problem(self) -> str | None:
        """Why games cannot be saved here (the folder cannot be made or written), or None.

        Tried for real, by creating and removing a scratch file: permissions, a read-only
        disk, or a file where a folder should be all show up the same way."""
        try:
            self.saves.mkdir(parents=True, exist_ok=True)
            fd, scratch = tempfile.mkstemp(dir=self.saves, prefix=".write-test.")
            os.close(fd)
            os.unlink(scratch)
        except OSError as err:
            said = _("cannot save games in {folder}: {reason}")
            return said.format(folder=self.saves, reason=err.strerror or err)
        return None

    def latest_unfinished(self) -> tuple[Path, SaveFile] | None:
        """The most recently written save of a game that has not ended (unreadable skipped)."""
        return self.scan().latest

    def list_saves(self) -> list[tuple[Path, SaveFile | str]]:
        """Every save file, newest first: its checked save, or why it cannot be loaded.

        Every file is checked as ``load`` checks it (``check_save``: the header, then a replay,
        finished games too: a forged result is not a result), so the shelf and stats never show
        a game that would then be refused.  Never raises, never changes a file."""
        return [(path, self._check(path)) for path in self._newest_first()]

    def _newest_first(self) -> list[Path]:
        if not self.saves.is_dir():
            return []
        dated = []
        for path in self.saves.glob("*.json"):
            try:
                dated.append((path.stat().st_mtime_ns, path))
            except OSError:
                continue  # removed meanwhile
        return [path for _, path in sorted(dated, reverse=True)]

    def scan(self) -> Scan:
        """Newest first: the first unfinished game that really loads (replayed), and the
        unreadable files met before it.  Finished games are passed over on their header: a
        resume never needs them, and replaying every finished game would slow it."""
        skipped: list[tuple[Path, str]] = []
        for path in self._newest_first():
            found = self._check(path, replay_finished=False)
            if isinstance(found, str):
                skipped.append((path, found))
            elif not found.finished:
                return Scan((path, found), tuple(skipped))
        return Scan(None, tuple(skipped))

    def _check(self, path: Path, replay_finished: bool = True) -> SaveFile | str:
        """The save, or why it cannot be loaded (replayed to be sure; remembered by size and
        time, so the shelf replays a file only once until it changes)."""
        try:
            stat = path.stat()
        except OSError as err:
            return _("cannot read it: {reason}").format(reason=err.strerror)
        key = (path, stat.st_mtime_ns, stat.st_size)
        if key not in self._checked:
            try:
                save = load_file(path)
                if save.finished and not replay_finished:
                    return save  # header-checked only: not remembered as checked
                replay(save, self.games)  # what check_save does, past the header
                self._checked[key] = save
            except SaveError as err:
                self._checked[key] = str(err)
        return self._checked[key]


def is_regular_file(path: Path) -> bool:
    """Whether ``path`` is a regular file (not a folder, FIFO, device or dangling link)."""
    try:
        return S_ISREG(path.stat().st_mode)
    except OSError:
        return False


def load_file(path: Path) -> SaveFile:
    """The checked header of a save file; SaveError says why not.  The file is only read."""
    return read_save(read_regular_file(path))


def read_regular_file(path: Path) -> bytes:
    """The bytes of a regular file of at most a save's size; SaveError for anything else.

    A path the player types may name a FIFO, a device or a link to one: it is opened without
    blocking, checked on the opened descriptor (no swap between check and read), and never read
    past the size a save can have, so ``/dev/zero`` or a FIFO is refused at once."""
    try:
        # O_NONBLOCK is POSIX's (Windows has no FIFOs to block on); O_BINARY is Windows's.
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
        fd = os.open(path, flags | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise SaveError(_("no such file: {path}").format(path=path)) from None
    except OSError as err:
        raise SaveError(cannot_read(path, err)) from None
    try:
        # Checked before the descriptor becomes a file object: a folder cannot become one.
        regular = S_ISREG(os.fstat(fd).st_mode)
    except OSError as err:
        os.close(fd)
        raise SaveError(cannot_read(path, err)) from None
    if not regular:
        os.close(fd)
        raise SaveError(_("{file} is not a regular file").format(file=path.name))
    with os.fdopen(fd, "rb") as handle:
        try:
            check_size(os.fstat(fd).st_size)  # before a byte is read into memory
            data = handle.read(MAX_SAVE_BYTES + 1)  # the file may grow after the check
        except OSError as err:
            raise SaveError(cannot_read(path, err)) from None
    check_size(len(data))
    return data


def cannot_read(path: Path, err: OSError) -> str:
    return _("cannot read {path}: {reason}").format(path=path, reason=err.strerror)


def check_save(
    path: Path, games: Mapping[str, Game] = GAMES
) -> tuple[SaveFile, tuple[Game, list[GameState], list[str]]]:
    """The one check every reader of saves makes (load, resume, replay, export, the shelf,
    stats): the header, then a replay of every action to the snapshot.  SaveError says why."""
    save = load_file(path)
    return save, replay(save, games)


def write_atomically(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_session(path: Path) -> Session:
    """A session rebuilt from a save file; raises SaveError with the reason."""
    save, (game, states, actions) = check_save(path)
    return Session.from_states(game, save, states, actions)
